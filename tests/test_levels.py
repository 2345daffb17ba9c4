"""A game's bot levels are said in its own words wherever the shell names them: the setup
list, the key sheet, ``--help`` and the refusal of a level the game has not."""

from __future__ import annotations


import pytest

from accessible_ll.games import find_game
from accessible_ll.keysheet import text_sheet
from accessible_ll.levels import games_levels, level_about, level_text, levels_named
from accessible_ll.narration.i18n import Texts
from tests.games import changed


@pytest.mark.parametrize("language, said", [
    ("en", "bot, level 3 of 4: counts cards"),
    ("ja", "ボット、4段階のレベル3：カードを数える"),
    ("de", "Bot, Stufe 3 von 4: zählt Karten")])
def test_love_letters_levels_sound_as_they_always_did(language, said):
    assert level_text(Texts.for_language(language), find_game("love-letter"), "heuristic") == said


@pytest.mark.parametrize("language, line", [
    ("en", "bot, level 2 of 3: sensible (--bots heuristic): Installs successors, buries its "
           "diamonds behind its safest royal and attacks the weakest royal of the other player."),
    ("ja", "ボット、3段階のレベル2：堅実（--bots heuristic）：後継の王族を据え、ダイヤを一番安全な"
           "王族の後ろに埋め、相手の一番弱い王族を攻撃します。"),
    ("de", "Bot, Stufe 2 von 3: vernünftig (--bots heuristic): Setzt Nachfolger ein, vergräbt "
           "seine Karos hinter seinem sichersten Royal und greift den schwächsten Royal des "
           "anderen an.")])
def test_the_key_sheet_says_each_level_and_what_its_bot_does(language, line):
    sheet = text_sheet(Texts.for_language(language), {}, find_game("disloyal-royals"))
    assert line in sheet.splitlines()


def test_a_level_is_typed_by_its_id_and_named_in_the_players_language():
    ja = Texts.for_language("ja")
    assert levels_named(ja, find_game("verraeter")) == (
        "random（ランダム）、heuristic（堅実）、expert（上級者）")
    assert "Disloyal Royals: random, heuristic (sensible), expert" in games_levels(
        Texts.for_language("en"))


def test_a_game_that_does_not_name_its_levels_is_said_by_their_places():
    verraeter = find_game("verraeter")
    game = changed(verraeter, tools={"bot_words": {}})
    en = Texts.for_language("en")
    assert level_text(en, game, "expert") == "bot, level 3 of 3"
    assert level_about(en, game, "expert") == ""
    assert "bot, level 3 of 3 (--bots expert)" in text_sheet(en, {}, game).splitlines()
