"""Whose hand the Cardinal's player looked at is public (the card stays theirs alone):
everyone hears it, and the player looked at hears that their card is known."""

from __future__ import annotations

import pytest

from accessible_ll.games.love_letter.engine import Action
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter import words as lw
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.narration.i18n import LANGUAGES, Texts
from tests.helpers import fixed_game

NAMES = ["Ann", "Ben", "Cleo"]


def cardinal(targets=(1, 2), look=2):
    """Premium, three players: Ann (Cardinal and Handmaid) chooses two players and looks
    at one hand; Ben holds the Baron, Cleo the Priest."""
    state = fixed_game("premium", 3, ["guard", "cardinal", "baron", "priest", "handmaid"])
    return state.apply(Action(0, play="cardinal", targets=targets, look=look))


def test_the_look_is_a_public_fact_and_the_card_stays_private():
    events = cardinal()
    traded = next(e for e in events if isinstance(e, ev.Traded))
    assert traded.looked == 2 and traded.audience is None
    saw = next(e for e in events if isinstance(e, ev.Saw))
    assert saw.audience == (0,) and saw.card == "baron"


@pytest.mark.parametrize("language", LANGUAGES)
def test_everyone_hears_whose_hand_was_looked_at(language):
    texts = card_words(Texts.for_language(language))
    events = cardinal()
    said = {viewer: Narrator(texts, NAMES, "premium", viewer).events(events)
            for viewer in (0, 1, 2, None)}
    looks = texts.text(lw.LOOKS_AT_HAND, player="Ann", target="Cleo")
    assert looks in said[1] and looks in said[None]
    assert texts.text(lw.KNOWS_YOUR_CARD, player="Ann") in said[2]
    assert looks not in said[0], "Ann hears the card itself"
    baron = texts.card("baron", "acc")
    assert any(baron in line for line in said[0])
    assert not any(baron in line for line in said[None]), "the card stays Ann's"
    if language == "en":
        assert said[None][-3:-1] == ["Ben and Cleo trade hands.", "Ann looks at Cleo's hand."]


def test_a_cardinal_on_its_own_player_looks_at_nothing_new():
    events = cardinal(targets=(0, 1), look=1)
    traded = next(e for e in events if isinstance(e, ev.Traded))
    assert traded.looked is None and not any(isinstance(e, ev.Saw) for e in events)
    said = Narrator(Texts.for_language("en"), NAMES, "premium", None).events(events)
    assert not any("looks at" in line for line in said), said
