"""The printed key sheet of each game (accessible-ll keys) lists exactly the keys its
full screen answers, in the game's own words, in ja, en and de."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.keysheet import key_as_pressed, sections, text_sheet
from accessible_ll.narration.i18n import Texts
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import new_app, setup_up, start_straight, until

#: Textual's own keys (moving the focus, copying), which no game uses.
NOT_THE_GAMES = {"tab", "shift+tab", "super+c"}
GAMES = [("love-letter", ("human", "random")), ("disloyal-royals", ("human", "random")),
         ("verraeter", ("human", "random", "random"))]


async def answered(tmp_path, game_id: str, seats) -> set[str]:
    """The keys the setup list and a game's screen answer (with a list open)."""
    app, _speaker = new_app(tmp_path / "setup")
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        keys = set(app.active_bindings)
    app, _speaker = new_app(tmp_path / game_id)
    start_straight(app, game_id, seats, 3)
    async with app.run_test() as pilot:
        await until(pilot, lambda: bool(app.screen.query_one(ChoiceList).labels))
        keys |= set(app.active_bindings)
    if not find_game(game_id).narration.ticks:
        keys.discard("space")  # bound, but no key of a game that never ticks
    return keys - NOT_THE_GAMES


@pytest.mark.parametrize("game_id, seats", GAMES)
async def test_the_sheet_lists_every_key_the_full_screen_answers_and_no_other(
        tmp_path, game_id, seats):
    texts = Texts.for_language("en")
    keys = await answered(tmp_path, game_id, seats)
    on_sheet = {pressed for _heading, rows, _notes in sections(texts, None, find_game(game_id))
                for keys_of_row, _action in rows for pressed in keys_of_row}
    assert {key_as_pressed(texts, key) for key in keys} == on_sheet


@pytest.mark.parametrize("language, quit_keys, repeat", [
    ("en", ("  Ctrl+Q: quit the program", "  Ctrl+C: does not quit; it says which key quits"),
     "; r says the open question again."),
    ("de", ("  Strg+Q: das Programm beenden", "  Strg+C: beendet nicht; sagt, welche Taste beendet"),
     "; r wiederholt die offene Frage."),
    ("ja", ("  Ctrl+Q：プログラムを終了します", "  Ctrl+C：終了はしません。終了するキーを伝えます"),
     "rキーで今の質問をもう一度読み上げます。")])
@pytest.mark.parametrize("game_id", [game_id for game_id, _seats in GAMES])
def test_every_sheet_names_the_keys_that_quit_and_repeats_as_they_are_typed(
        language, quit_keys, repeat, game_id):
    sheet = text_sheet(Texts.for_language(language), None, find_game(game_id))
    lines = sheet.splitlines()
    assert all(any(line.startswith(key) for line in lines) for key in quit_keys), sheet
    assert repeat in sheet and "R says" not in sheet and "Rキー" not in sheet


def test_the_repeat_key_is_named_where_the_key_map_puts_it():
    sheet = text_sheet(Texts.for_language("en"), {"repeat": "y"}, find_game("verraeter"))
    assert "  y: say the open question again, or the last message" in sheet.splitlines()
    assert "; y says the open question again." in sheet


def test_the_japanese_sheet_of_disloyal_royals_says_the_games_word_for_the_reshuffle():
    """The game says 捨て札…を切り直して新しい山札にします; its sheet says the same word."""
    ja = Texts.for_language("ja")
    sheet = text_sheet(ja, None, find_game("disloyal-royals"))
    from accessible_ll.games.disloyal_royals import words as w
    assert "切り直し" in ja.plural(w.RESHUFFLED, 3)
    assert "  k：山札と、捨て札の切り直し" in sheet.splitlines() and "切り混ぜ" not in sheet
