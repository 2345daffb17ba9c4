"""``host --game`` and ``join`` at a table of a game beside Love Letter, on 127.0.0.1:
the host serves it, ``join`` finds the game by asking the table and plays it over a
RemoteMatch; the host's save continues with ``host --resume``."""

from __future__ import annotations

import asyncio
import io
import json
import re
import sys
import threading
import types
from pathlib import Path

import pytest

from accessible_ll import games
from accessible_ll.line_command import read_lines
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import commands as c
from tests.net.helpers import LOOPBACK
from tests.net.test_match_table import Person


@pytest.fixture(autouse=True)
def pebbles(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))


class ScriptedLine:
    """Stands for the line mode over any MatchSeats: a scripted person answers."""

    played: list = []

    def __init__(self, seats, texts, say, lines, game_id="") -> None:
        self.seats, self.say, self.game_id = seats, say, game_id
        ScriptedLine.played.append(self)

    async def play(self) -> str:
        person = Person(self.seats)
        person.told_table = self.say
        heard = person.heard

        def said(news) -> None:
            heard(news)
            for told in news:
                for line in told.lines:
                    self.say(line)
        person.heard = said
        self.seats.start(person)
        while not (self.seats.over or self.seats.lost):
            await asyncio.sleep(0.02)
        return "over"


def parse(argv: list[str]):
    from accessible_ll.cli import build_parser
    return build_parser().parse_args(argv)


class Host(threading.Thread):
    """``host`` in a thread of its own (its own event loop), as on the teacher's computer."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(daemon=True)
        self.args = parse(["host", "--bind", LOOPBACK, "--port", "0", "--pace", "0",
                           "--lang", "en", *argv])
        self.texts = Texts.for_language("en")
        assert c._host_problem(self.args, self.texts) is None
        self.room = c._room(self.args, self.texts, print)
        self.lines: list[str] = []
        self.result = None

    def say(self, line: str, spoken: str | None = None) -> None:
        self.lines.append(line)

    def run(self) -> None:
        self.loop = asyncio.new_event_loop()
        try:
            self.result = self.loop.run_until_complete(
                c._host(self.args, self.room, self.texts, self.say))
        finally:
            self.loop.close()

    def stop(self) -> None:
        """End the game of Pebbles at once (the pile is empty); the host then ends."""
        def end() -> None:
            self.room.match.state.pile = 0
            self.room.wake.set()
        self.loop.call_soon_threadsafe(end)
        self.join(10)
        assert not self.is_alive()

    def port(self) -> int:
        for _ in range(500):
            found = [re.search(r":(\d+)\.", line) for line in self.lines]
            if any(found):
                return int(next(f for f in found if f).group(1))
            threading.Event().wait(0.01)
        raise AssertionError(self.lines)


def join(port: int, code: str, *more: str, settings: Path) -> int:
    args = parse(["join", f"{LOOPBACK}:{port}", "--code", code, "--settings", str(settings),
                  "--retry", "5", *more])
    return c.join_command(args)


def test_host_game_and_join_find_the_game_and_play_it_across_computers(
        monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "accessible_ll.match_line",
                        types.SimpleNamespace(MatchLine=ScriptedLine,
                                              read_lines=read_lines))
    ScriptedLine.played = []
    save = tmp_path / "lesson.table"
    host = Host(["--game", "pebbles", "--players", "3", "--bots", "random", "--seed", "4",
                 "--save", str(save)])
    host.start()
    port = host.port()
    assert asyncio.run(c.table_game(LOOPBACK, port, host.room.code)) == "pebbles"
    codes: list[int] = []
    people = [threading.Thread(target=lambda n=n, lang=lang: codes.append(
        join(port, host.room.code, "--line", "--name", n, "--lang", lang, "--json",
             settings=tmp_path / f"{n}.json")))
        for n, lang in (("Ann", "de"), ("Ben", "ja"))]
    for person in people:
        person.start()
    for person in people:
        person.join(20)
    host.join(20)
    out = capsys.readouterr()
    assert codes == [0, 0] and not host.is_alive()
    assert host.room.match.over and host.result["game"] == "pebbles"
    # each heard the game in their own language, its title first
    lines = {line.seats.texts.language: line for line in ScriptedLine.played}
    assert lines["de"].seats.title == "Kieselsteine" and lines["ja"].seats.title == "小石取り"
    # the host's window: who joined, and how the game ended
    assert any(line == "Ann joined the table." for line in host.lines)
    assert any(line.endswith("won.") for line in host.lines)
    results = [json.loads(line) for line in out.out.splitlines()
               if line.startswith("{")]
    assert {r["game"] for r in results} == {"pebbles"} and len(results) == 2
    # each seat's key is kept in its settings file, by the table's identity
    keys = json.loads((tmp_path / "Ann.json").read_text())["seat_keys"]
    assert list(keys) == [host.room.table_id]


def test_host_resume_continues_a_saved_game(monkeypatch, tmp_path):
    save = tmp_path / "lesson.table"
    first = Host(["--game", "pebbles", "--players", "2", "--bots", "random", "--seed", "5",
                  "--save", str(save)])
    room = first.room
    room.seats[0].secret, room.started = "k" * 22, True  # Ann sat down, chose, then...
    room.match.submit(room.match.game.rules.decode_action({"seat": 0, "count": 2}))
    room.save()  # ...the host stopped
    again = Host(["--resume", str(save), "--takeover", "0"])
    assert again.room.match.journal == room.match.journal
    assert again.room.code == room.code and again.room.table_id == room.table_id
    again.start()  # nobody comes: the empty seat is played by a bot at once
    again.join(20)
    assert again.room.match.over and again.result["game"] == "pebbles"
    assert json.loads(save.read_text())["match"]["journal"] == again.room.match.journal


@pytest.mark.parametrize("argv, said", [
    (["--game", "pebbles", "--players", "7"], "is for 2–4 players, not 7"),
    (["--game", "pebbles", "--players", "2", "--bots", "heuristic"],
     "There is no bot called “heuristic”."),
])
def test_host_refuses_a_game_it_cannot_seat(capsys, argv, said):
    from accessible_ll.cli import main
    assert main(["host", "--lang", "en", *argv]) == 2
    assert said in capsys.readouterr().err


def test_join_bot_lets_the_tables_own_bot_play_the_seat_and_refuses_a_level_it_lacks(
        tmp_path, capsys):
    host = Host(["--game", "pebbles", "--players", "2", "--bots", "random"])
    host.start()
    port = host.port()
    assert join(port, host.room.code, "--bot", "heuristic", settings=tmp_path / "s.json") == 2
    assert "There is no bot called “heuristic”." in capsys.readouterr().err
    assert host.room.seats[0].secret is None  # nobody sat down
    assert join(port, host.room.code, "--bot", "random", "--json",
                settings=tmp_path / "s.json") == 0
    host.join(10)
    result = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert result["seat"] == 0 and result["game"] == "pebbles" and host.room.match.over
