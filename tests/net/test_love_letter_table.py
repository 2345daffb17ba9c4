"""Love Letter at a table whose host narrates (protocol version 2), on 127.0.0.1: a
whole game across computers in three languages, each seat hearing exactly its own
secrets and the standings once per round; the host's window; an empty seat played by
a bot until its player returns; a save of Love Letter's first table continued."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
from pathlib import Path
from typing import Any

from accessible_ll.games import find_game
from accessible_ll.match import ADVANCE, Match
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net import room as r
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.room import RoomOptions
from tests.net.helpers import GUARD, until
from tests.net.test_match_table import CODE, Person, finish, join, no_leak, serve
from tests.games import changed

LOVE_LETTER = find_game("love-letter")


def make_room(seats: list[str], seed: int = 1, target: int = 2, edition: str = "2019",
              **options: Any) -> MatchRoom:
    match = Match(LOVE_LETTER, edition, seats, seed=seed, options={"target": target})
    return MatchRoom(match, CODE, RoomOptions(**options))


class Player(Person):
    """A scripted person at Love Letter: step by step the first possible item, its hand
    read once."""

    REVIEW = "hand"

    def open(self) -> None:
        self.chosen: dict[str, Any] = {}
        super().open()

    def parts(self, ask, value) -> dict:
        self.chosen[ask.key] = value  # a decision of several steps, all chosen so far
        return dict(self.chosen)


def sit(port: int, lang: str, **kwargs: Any) -> tuple[RemoteMatch, Player]:
    table, _ = join(port, lang, **kwargs)
    table.listener = player = Player(table)
    return table, player


def own_secrets(room: MatchRoom, seat: int | None, lang: str) -> list[str]:
    """The lines of every event only some seats may know that ``seat`` may know."""
    texts = Texts.for_language(lang)
    narrator = LOVE_LETTER.narration.narrator(texts, room.names_in(texts), room.match.variant, seat)
    lines = []
    for event in room.match.log:  # in order, as a narrator follows the game
        if event.audience is None or seat in event.audience:
            said = narrator.events([event])
            lines += said if event.audience is not None else []
    return lines


def test_a_whole_game_across_computers_tells_each_seat_its_own_secrets_and_the_standings():
    async def main():
        room = make_room(["human", "human", "heuristic"], seed=5, target=2)
        server, port = await serve(room)
        mia, mia_ears = sit(port, "de", name="Mia")
        await until(lambda: mia.seat is not None, what="Mia seated")  # seat 1, then Ken
        ken, ken_ears = sit(port, "ja", name="Ken")
        await until(lambda: ken.seat is not None, what="Ken seated")
        watcher, watcher_ears = sit(port, "en", spectate=True)
        result = await finish(room, server, mia, ken, watcher)
        return room, result, (mia, mia_ears), (ken, ken_ears), (watcher, watcher_ears)
    room, result, (mia, mia_ears), (ken, ken_ears), (watcher, watcher_ears) = \
        asyncio.run(main())
    outcome = room.match.outcome
    assert result["winners"] == list(outcome.winners) == mia.result["winners"]
    assert mia.result["scores"] == ken.result["scores"] == list(outcome.scores)
    assert max(outcome.scores) >= 2 and mia.title == "Love Letter" and ken.title == "ラブレター"
    rounds = sum(1 for e in room.match.log if e.kind == "round_ended")
    assert rounds == room.match.journal.count(ADVANCE) + 1
    # each seat hears exactly its own secrets (what it drew, saw, compared), nobody's else
    assert mia_ears.private == own_secrets(room, 0, "de") and mia_ears.private
    assert ken_ears.private == own_secrets(room, 1, "ja") and ken_ears.private
    assert watcher_ears.private == []
    for table in (mia, ken, watcher):
        no_leak(table)
    # the standings once per round, after its last events, in each one's words
    assert sum(line.startswith("Herzen nach Runde") for line in mia_ears.lines) == rounds
    assert sum(line.startswith("Standings after round") for line in watcher_ears.lines) \
        == rounds
    last = mia_ears.lines.index(next(l for l in mia_ears.lines if "gewinnt das Spiel" in l))
    assert mia_ears.lines[last + 1].startswith("Herzen nach Runde")
    assert mia_ears.refusals == ken_ears.refusals == []
    assert mia_ears.reviewed and mia_ears.reviewed[0][0].startswith("Deine Hand")
    assert mia_ears.table_lines[:2] == ["An diesem Tisch wird Love Letter gespielt.",
                                        "Du sitzt auf Platz 1 als Mia."]


def test_the_host_window_tells_the_standings_after_each_round_and_the_winner():
    from accessible_ll.net.commands import match_console

    async def main():
        room = make_room(["random", "random"], seed=6, target=2)
        said: list[str] = []
        console = match_console(room, Texts.for_language("en"), said.append)
        result = await asyncio.wait_for(room.run(), 10)
        await asyncio.wait_for(console, 10)
        return room, result, said
    room, result, said = asyncio.run(main())
    rounds = room.match.journal.count(ADVANCE) + 1
    standings = [i for i, line in enumerate(said) if line.startswith("Standings after round")]
    assert len(standings) == rounds, said
    assert said[-1].endswith("wins the game!") and standings[-1] == len(said) - 2
    assert not any(line.startswith(("Player 1 plays", "Player 2 plays")) for line in said)


def test_the_teachers_window_after_a_resume_tells_the_tokens_not_standings(tmp_path):
    from accessible_ll.net.commands import match_console
    save = tmp_path / "lesson.table"
    room = make_room(["heuristic", "heuristic"], seed=3, target=5, save=save)
    while room.match.journal.count(ADVANCE) < 2 or not room.match.deciders:
        room.make(room.next_move()[1])

    async def main():
        again = MatchRoom.resume(save, RoomOptions())
        said: list[str] = []
        console = match_console(again, Texts.for_language("en"), said.append)
        await until(lambda: any(line.startswith("Tokens:") for line in said),
                    what="the tokens told")
        console.cancel()
        return said
    said = asyncio.run(main())
    assert not any(line.startswith("Standings after round") for line in said), said
    assert any(line.startswith("Tokens:") for line in said), said


def hello(**fields) -> dict:
    return p.parse_client(json.dumps(p.match_message("hello", code=CODE, lang="en", **fields)))


def drain(peer: r.Peer) -> list[dict]:
    out = []
    while not peer.outbox.empty():
        out.append(peer.outbox.get_nowait())
    return out


def test_an_absent_players_seat_waits_then_a_bot_plays_it_until_they_return():
    async def main():
        now = [0.0]  # the table's clock, moved by the test
        room = make_room(["human", "heuristic"], seed=3, target=5, takeover=2, pace=0.05,
                         clock=lambda: now[0])
        player, watcher = r.Peer(), r.Peer()
        room.join(watcher, hello(spectate=True))
        room.join(player, hello(name="Mia"))
        secret = drain(player)[0]["secret"]
        driver = asyncio.create_task(room.run())
        await until(lambda: room.match.deciders == (0,))
        room.leave(player)
        still = room.match.moves
        assert room.next_move() == (2, None)  # the table waits for Mia, 2 seconds
        now[0] += 1
        assert room.next_move() == (1, None) and room.match.moves == still
        now[0] += 1
        room.wake.set()
        await until(lambda: room.match.moves > still + 2)  # then a bot plays for her
        notices = [m["code"] for m in drain(watcher) if m and m["type"] == "notice"]
        assert r.AWAY in notices and r.TAKEOVER in notices
        mia = RemoteMatch(None, Texts.for_language("en"), secret=secret)
        mia.next = 3
        mia.hello()
        back = r.Peer()
        room.join(back, hello(secret=secret, last_event=3))
        said = drain(back)
        assert said[0]["type"] == "welcome" and said[0]["seat"] == 0
        assert said[1]["type"] == "notice" and said[1]["code"] == r.PLAYED_FOR_YOU
        assert said[1]["count"] >= 1
        assert said[2]["type"] == "told" and said[2]["missed"]
        ears = Person(mia)
        mia.listener = ears
        for msg in said[:3]:
            mia.handle(msg)
        heard = ears.table_lines + ears.lines
        assert "A bot played your seat while you were away." in ears.table_lines[-2:] \
            or any("bot played your seat" in line for line in ears.table_lines), heard
        marker = ears.lines.index("From here on, a bot played for you:")
        assert any(line.startswith("You play") for line in ears.lines[marker + 1:])
        assert not any(line.startswith("You play") for line in ears.lines[:marker])
        await until(lambda: room.match.deciders == (0,))
        now[0] += 60
        assert room.next_move() == (None, None)  # her seat is hers again: no bot plays it
        driver.cancel()
        assert r.BACK in [m["code"] for m in drain(watcher) if m and m["type"] == "notice"]
    asyncio.run(main())


def test_a_save_of_love_letters_first_table_finishes_the_same_game(tmp_path):
    """A host's file written by Love Letter's own table (the game in its own form under
    "table"; Mia's seat played by the bot that takes over an empty seat): continued with
    its code, identity and seat keys, and ending as that table ended it (recorded)."""
    from tests.golden import load
    golden = load("first_table_host")
    data = golden["save"]
    save = tmp_path / "lesson.table"
    save.write_text(json.dumps(data))
    again = MatchRoom.resume(save, RoomOptions(save=save))
    assert (again.code, again.table_id) == (data["code"], data["table_id"])
    assert again.seats[0].secret == data["seats"]["0"]["secret"]
    assert again.seats[0].name == "Mia" and again.started
    assert len(again.match.journal) == len(data["table"]["journal"])
    while not again.over:
        again.make(again.next_move()[1] or ("bot", 0, "heuristic"))
    assert list(again.match.outcome.winners) == golden["winners"]
    assert list(again.match.outcome.scores) == golden["tokens"]
    assert "match" in json.loads(save.read_text())  # saved on in the new form


def host_args(tmp_path: Path, name: str, **extra) -> argparse.Namespace:
    values = dict(resume=None, save=str(tmp_path / name), pace=0, takeover=None,
                  players=3, bots=["heuristic", "heuristic", "random"], edition="2019",
                  blind_variant=False, target=3, seed=None, game="love-letter")
    values.update(extra)
    return argparse.Namespace(**values)


def test_tables_hosted_without_a_seed_deal_differently_and_resume_exactly(tmp_path):
    from accessible_ll.net.commands import _room
    texts = Texts.for_language("en")
    rooms = [_room(host_args(tmp_path, f"{n}.table"), texts, print) for n in range(2)]
    decks = [list(r.match.state.deck) + [h for h in r.match.state.hands] for r in rooms]
    assert decks[0] != decks[1]
    assert all(r.match.seed.bit_length() > 64 for r in rooms)  # 128 bits, not 32
    assert all(r.takeover_level == "heuristic" for r in rooms)
    room = rooms[0]
    for _ in range(12):  # the bots play on, then the table stops...
        if room.over:
            break
        room.make(room.next_move()[1])
    again = MatchRoom.resume(tmp_path / "0.table", RoomOptions())
    assert again.snapshot() == room.snapshot()  # ... and goes on exactly
    assert again.match.state.deck == room.match.state.deck
    for table in (room, again):
        while not table.over:
            table.make(table.next_move()[1])
    assert again.result() == room.result()
    assert again.match.log == room.match.log
    fixed = [_room(host_args(tmp_path, f"s{n}.table", seed=5), texts, print) for n in range(2)]
    assert fixed[0].match.state.deck == fixed[1].match.state.deck  # --seed: tests
    blind = _room(host_args(tmp_path, "b.table", blind_variant=True, edition="classic"),
                  texts, print)
    assert blind.match.variant == "classic" and blind.match.options["blind"] is True


# ----- the classroom's mishaps, at Love Letter's table -------------------------------------

def bot_args(address: str, settings: Path, **extra) -> argparse.Namespace:
    values = dict(address=address, code=CODE, name="Mia", lang="en", spectate=False,
                  bot="random", seed=1, line=False, voice=None, speech_log=None,
                  settings=str(settings), take_seat=False, retry=5.0, json=False)
    values.update(extra)
    return argparse.Namespace(**values)


def bot_seat(args: argparse.Namespace, port: int, host: str = "127.0.0.1") -> asyncio.Task:
    from accessible_ll.net.commands import play_bot_seat
    return asyncio.create_task(play_bot_seat(args, host, port, Texts.for_language("en")))


def test_a_first_join_on_a_computer_without_a_settings_folder_keeps_the_seat(tmp_path):
    import stat
    settings = tmp_path / "never-ran" / "accessible_ll" / "settings.json"

    async def main():
        room = make_room(["human", "human"], seed=1)
        server, port = await serve(room)
        try:
            first = bot_seat(bot_args(f"127.0.0.1:{port}", settings), port)
            await until(lambda: room.seats[0].peer is not None)
            await until(settings.exists)
            first.cancel()  # the laptop's lid closes: the program is gone
            await until(lambda: room.seats[0].peer is None)
            assert stat.S_IMODE(settings.stat().st_mode) == 0o600  # seat keys: private
            again = bot_seat(bot_args(f"127.0.0.1:{port}", settings), port)
            await until(lambda: room.seats[0].peer is not None)
            assert room.reconnects == 1 and room.seats[1].secret is None  # the same seat
            again.cancel()
        finally:
            server.close()
    asyncio.run(main())


def test_a_table_resumed_on_another_port_gives_the_seat_back_by_another_address(tmp_path):
    from accessible_ll.net.server import TableServer, open_server
    from accessible_ll.settings import load_settings
    save, settings = tmp_path / "lesson.table", tmp_path / "settings.json"

    async def main():
        room = make_room(["human", "human"], seed=1, save=save)
        room.save()
        server, port = await serve(room)
        first = bot_seat(bot_args(f"127.0.0.1:{port}", settings), port)
        await until(lambda: room.seats[0].peer is not None)
        await until(lambda: load_settings(settings).settings.seat_keys)
        first.cancel()
        server.close()
        await server.wait_closed()
        # Next lesson: resumed on another port, reached by name instead of address.
        again = MatchRoom.resume(save, RoomOptions(save=save))
        assert again.table_id == room.table_id
        server = await open_server(TableServer({again.code: again}), "127.0.0.1", 0)
        other = server.sockets[0].getsockname()[1]
        try:
            assert other != port
            joined = bot_seat(bot_args(f"localhost:{other}", settings), other, "localhost")
            await until(lambda: again.seats[0].peer is not None)
            assert again.reconnects == 1 and again.seats[1].secret is None  # her own seat
            joined.cancel()
        finally:
            server.close()
    asyncio.run(main())


def test_two_computers_with_one_seat_key_stop_at_once_and_nobody_hears_a_loop():
    from accessible_ll.net.commands import BotEar

    def seat(port: int, heard: list[str], **kwargs: Any) -> RemoteMatch:
        from accessible_ll.net.remote import RemoteLink
        table = RemoteMatch(None, Texts.for_language("en"), code=CODE, bot="random", **kwargs)
        table.link = RemoteLink("127.0.0.1", port, table.texts, table.say, retry_for=GUARD)
        table.start(BotEar(heard.append))
        return table

    async def main():
        room = make_room(["human", "human", "heuristic"], seed=2, target=5, pace=0.1)
        server, port = await serve(room)
        driver = asyncio.create_task(room.run())
        heard_mia, heard_sam, heard_copy, heard_watcher = [], [], [], []
        tables = [seat(port, heard_watcher, spectate=True), seat(port, heard_mia, name="Mia")]
        try:
            await until(lambda: tables[1].secret is not None)
            sam = seat(port, heard_sam, name="Sam")
            tables.append(sam)
            await until(lambda: sam.secret is not None and room.started)
            before = len(heard_watcher)
            # Sam's settings file copied to a second computer: same key, another program.
            copy = seat(port, heard_copy, secret=sam.secret)
            await asyncio.wait_for(copy.task, GUARD)  # it stops at its first refusal...
            assert copy.result is None and copy.fatal == p.SEAT_TAKEN
            assert any("taken by another computer with your seat key" in l for l in heard_copy)
            assert not any("lost" in l or "reached" in l for l in heard_copy)
            # ... and Sam, left at the table, plays a turn after it: a loop would show
            turns = len(room.match.log)
            await until(lambda: any(e.kind == "played" and e.seat == 1 for e in
                                    room.match.log[turns:]), what="Sam plays on")
            assert copy.reconnects == 0 and sam.reconnects == 0 and room.reconnects == 0
            assert room.seats[1].peer is not None and not sam.finished  # Sam plays on
            new = heard_watcher[before:]
            assert sum("Sam" in line and "back" in line for line in new) <= 1
            # Asked for on purpose, the second computer takes the seat over, once: the
            # first one is told and stops; nobody loops.
            heard_moved: list[str] = []
            moved = seat(port, heard_moved, secret=sam.secret, take_over=True)
            tables.append(moved)
            await until(lambda: sam.fatal is not None)
            turns = len(room.match.log)
            await until(lambda: any(e.kind == "played" and e.seat == 1 for e in
                                    room.match.log[turns:]), what="the moved seat plays")
            assert sam.fatal == p.SEAT_TAKEN_OVER and room.reconnects == 1
            assert any("moved to another computer" in l for l in heard_sam)
            assert room.seats[1].peer is not None and moved.seat == 1 and not moved.finished
        finally:
            for table in tables:
                table.close()
            driver.cancel()
            server.close()
    asyncio.run(main())


def test_a_returning_player_hears_the_rounds_that_ended_the_tokens_then_only_this_round():
    room = make_room(["human", "heuristic"], seed=3, target=6, takeover=0)
    peer = r.Peer()
    room.join(peer, hello(name="Mia"))
    secret = drain(peer)[0]["secret"]
    room.leave(peer)
    heard_until = len(room.match.log)
    while room.match.journal.count(ADVANCE) < 2 or not room.match.deciders:
        room.make(room.next_move()[1] or ("bot", 0, "heuristic"))

    def back(last_event: int) -> Person:
        mia = RemoteMatch(None, Texts.for_language("en"), secret=secret)
        mia.next = last_event
        mia.hello()
        ears = Person(mia)
        mia.listener = ears
        again = r.Peer()
        room.join(again, hello(secret=secret, last_event=last_event))
        for msg in drain(again):
            if msg is not None:
                mia.handle(msg)
        room.leave(again)
        return ears
    fresh = back(0)  # started again elsewhere: it heard nothing of this game
    assert fresh.table_lines[-1] == "Where the game stands:"
    assert fresh.lines[:2] == ["2 rounds have been played.", fresh.lines[1]]
    assert fresh.lines[1].startswith("Tokens: Mia, you: ")
    rest = [line for line in fresh.lines[2:] if line != "From here on, a bot played for you:"]
    assert rest[0].startswith("Round 3 begins.")
    assert not any(line.startswith(("Round 1 begins", "Round 2 begins")) for line in fresh.lines)
    away = back(heard_until)  # the same program after a drop
    assert away.table_lines[-1] == "While you were away:"
    assert away.lines[0] == "2 rounds ended while you were away."
    assert away.lines[2].startswith("From here on, a bot played for you:") \
        or away.lines[2].startswith("Round 3 begins.")


def test_an_empty_seat_is_played_by_the_bot_the_game_names():
    """Love Letter names its heuristic (its expert thinks for a fixed time and would not
    replay from the journal); a game that names none gets its strongest."""
    game = find_game("love-letter")
    room = MatchRoom(Match(game, "2019", ["human", "random"], seed=1), CODE)
    assert room.takeover_level == "heuristic"
    unnamed = changed(game, tools={"takeover": None})
    room = MatchRoom(Match(unnamed, "2019", ["human", "random"], seed=1), CODE)
    assert room.takeover_level == list(game.tools.bots)[-1] == "expert"


def test_the_standings_follow_the_games_own_word_that_a_round_ended():
    game = find_game("love-letter")
    for says, ended in ((game.rules.rounds.over, True), (lambda state: False, False)):
        rounds = dataclasses.replace(game.rules.rounds, over=says)
        told = changed(game, rules={"rounds": rounds})
        match = Match(told, "2019", ["random"] * 2, seed=4)
        while match.deciders:
            match.play_bot(match.deciders[0])
        assert MatchRoom(match, CODE).round_ended() is ended
