"""Who plays first is one setting of the kit in every game that offers it: the same
values and words in each, under the option id its saved settings have always held."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.narration.i18n import Texts

SAID = {"en": ("drawn by lot", "seat 2"), "de": ("ausgelost", "Platz 2"),
        "ja": ("くじで決める", "席2")}


@pytest.mark.parametrize("game_id, setting_id, players, label", [
    ("disloyal-royals", "first", 2, {"en": "Who plays first", "de": "Wer beginnt",
                                     "ja": "最初の手番"}),
    ("verraeter", "start", 4, {"en": "Start player", "de": "Startspieler", "ja": "初手番"}),
])
@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_who_starts_is_said_alike_in_every_game(game_id, setting_id, players, label, language):
    game = find_game(game_id)
    setting = game.setting(setting_id)
    texts = Texts.for_language(language)
    values = setting.values("standard", players)
    assert values == (None, *range(players)) and game.rules.options[setting_id] is None
    assert texts.text(setting.label) == label[language]
    assert (setting.text(texts, None, "standard", players),
            setting.text(texts, 1, "standard", players)) == SAID[language]
    assert setting.usable(players - 1, "standard", players)
    assert not setting.usable(players, "standard", players)
