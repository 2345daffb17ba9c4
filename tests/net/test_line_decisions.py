"""The line mode's questions as the full-screen game asks them: the same marks, the
same order, the same confirmations; and a game at one computer kept, named and offered
again in words."""

from __future__ import annotations

import asyncio

from accessible_ll.settings import Settings


def _play_local(lines: list, save, settings=None) -> list[str]:
    from accessible_ll.narration.i18n import Texts
    from tests.net.helpers import play_here
    heard: list[str] = []
    settings = settings or Settings(players=2, seats=["human", "random"], target=3, bot_pace=0)

    async def main():
        queue: asyncio.Queue = asyncio.Queue()
        for text in lines:
            queue.put_nowait(text)
        return await play_here(settings, 3, Texts.for_language("en"), heard.append, queue,
                               save=save)
    asyncio.run(asyncio.wait_for(main(), 30))
    return heard


def test_a_game_left_is_said_saved_named_when_offered_and_replaced_only_when_confirmed(
        tmp_path):
    save = tmp_path / "saved-love-letter.table"
    heard = _play_local(["1", "1", None], save)
    assert heard[-1] == ("The game is saved in " f"{save}. To continue it, start "
                         "accessible-ll --line --game love-letter again.")
    assert save.exists()
    premium = Settings(players=4, edition="premium", seats=["human", "random", "random",
                                                            "random"], bot_pace=0)
    heard = _play_local(["2", "2", None], save, premium)  # no, then no: not replaced
    assert heard[0] == ("A game you left unfinished is saved: Love Letter, 2019 edition, "
                        "2 players, round 1. Continue it?")
    assert heard[3] == "Start a new game? The saved game will be replaced."
    assert heard[6] == "The saved game is kept. Start again to continue it."
    assert save.exists()


def test_ctrl_c_in_line_mode_is_said_and_logged(tmp_path, monkeypatch, capsys):
    import argparse
    from accessible_ll import line_command
    from accessible_ll.narration.i18n import Texts

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(line_command, "run_match_line", stopped)
    log = tmp_path / "speech.log"
    args = argparse.Namespace(settings=str(tmp_path / "settings.json"), seed=1,
                              speech_log=str(log), game="love-letter", voice=None,
                              players=None, bots=None, edition=None, blind_variant=False)
    code = line_command.match_line_command(args, Settings(), Texts.for_language("en"))
    assert code == 130
    assert "Stopped." in capsys.readouterr().out
    assert "Stopped." in log.read_text()


def test_after_a_game_a_new_game_is_offered(tmp_path):
    import io
    from accessible_ll.games import find_game
    from accessible_ll.line_command import run_match_line
    from accessible_ll.new_table import Table
    from accessible_ll.narration.i18n import Texts
    heard: list[str] = []
    table = Table(find_game("love-letter"), ["random", "random"], ["", ""], 3, [],
                  "2019", {"target": 1, "blind": False})
    run_match_line(table, Texts.for_language("en"), heard.append, io.StringIO("2\n"))
    assert heard[-3:] == ["Play again?", "1. Yes", "2. No"]


def test_two_of_a_card_are_both_as_each_language_says_it():
    from accessible_ll.games.love_letter.choices import Choices
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.games.love_letter.narrator import Narrator
    said = {lang: Choices(Narrator(Texts.for_language(lang), ["", ""], "2019", 0))
            .value_label("play", "baron", ("baron", "baron")) for lang in ("ja", "de")}
    assert said == {"ja": "男爵、3（手札の2枚とも）", "de": "Baron, 3: deine beiden Karten"}
