"""Several items ticked at once whose values are equal (Verräter: two supply cards of
value 5) at a table on 127.0.0.1, as at one computer: a raw ``choose``, the line mode and
the full screen of a seat there; more copies than the list holds refused in words, with
nothing changed; every game's several-item steps read alike at a table and at one
computer; and a decision with nothing to ask made at once, as at one computer."""

from __future__ import annotations

import asyncio
import json
import random
from collections import Counter
from typing import Any

import pytest

from accessible_ll.games import GAMES, find_game
from accessible_ll.games.verraeter import words as w
from accessible_ll.kit import Ask
from accessible_ll.match import Match
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.net import protocol as p
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.match_room import MatchRoom, _picked
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.room import RoomOptions
from tests.net.helpers import LOOPBACK
from tests.net.test_match_table import CODE, raw_join, serve

VERRAETER = "verraeter"


def paired(hand: tuple[int, ...]) -> int | None:
    """A supply value the hand holds twice or more (None: none)."""
    return next((value for value, count in sorted(Counter(hand).items()) if count > 1), None)


def position(phase: str, players: int, wanted=None,
             seeds: range = range(40)) -> tuple[Match, int]:
    """A Verräter game at the first moment some seat decides ``phase`` with a hand
    ``wanted`` accepts (default: one holding a pair, and down to the hand limit two
    cards or more to discard), found by seeding (everyone played by the random bot until
    then), with that seat a person's and the others bots."""
    def pair(view) -> bool:
        return paired(view.hand) is not None and (phase != "limit" or view.must_discard >= 2)
    game = find_game(VERRAETER)
    for seed in seeds:
        match = Match(game, None, ["human"] * players, seed=seed)
        while not match.over:
            if not match.deciders:
                match.advance()
                continue
            seat = match.deciders[0]
            view = match.view(seat)
            if view.phase == phase and (wanted or pair)(view):
                snapshot = match.snapshot()
                snapshot["seats"] = ["human" if s == seat else "random" for s in range(players)]
                return Match.from_snapshot(snapshot), seat
            match.play_bot(seat, "random")
    raise AssertionError(f"no seed deals such a hand in {phase}")


def table_of(match: Match) -> MatchRoom:
    return MatchRoom(match, CODE, RoomOptions())


def action_of(match: Match) -> Any:
    return match.game.rules.decode_action(match.journal[-1])


# ----- a raw choose ---------------------------------------------------------------------

@pytest.mark.parametrize("phase,players,key", [
    ("commit", 3, "commit"),    # two supply cards of one value into the battle
    ("discard", 3, "discard"),  # a pair thrown away before drawing
    ("limit", 4, "discard"),    # down to the hand limit: the pair may be what must go
])
def test_a_pair_of_supply_cards_is_taken_at_a_table_and_more_copies_are_refused(
        phase, players, key):
    match, seat = position(phase, players)
    view = match.view(seat)
    value = paired(view.hand)
    held = view.hand.count(value)
    needed = view.must_discard if phase == "limit" else 0
    # what is sent: the pair, with what else the hand must give up (the lowest others)
    rest = sorted(v for v in view.hand if v != value)[:max(0, needed - 2)]
    chosen = [value, value] + rest

    async def main():
        room = table_of(match)
        server, port = await serve(room)
        try:
            client = await raw_join(port, "de", name="Mia")
            ask = await client.next("ask")
            before = json.dumps(room.snapshot())
            await client.send(p.match_message("choose", chosen={key: [value] * (held + 1)}))
            too_many = await client.next("refused")
            unchanged = json.dumps(room.snapshot()) == before
            await client.send(p.match_message("choose", chosen={key: chosen}))
            done = await client.next("done")
            told = await client.next("told")
            await client.__aexit__()
        finally:
            server.close()
            await server.wait_closed()
        return room, ask, too_many, unchanged, done, told
    room, ask, too_many, unchanged, done, told = asyncio.run(main())
    assert ask["several"] and [i["value"] for i in ask["items"]].count(value) == held
    assert too_many["code"] == "not_offered" and unchanged
    assert too_many["text"] == Texts.for_language("de").text(m.NET_NOT_OFFERED)
    assert done["chosen"] == {key: chosen}
    assert sorted(getattr(action_of(room.match), key)) == sorted(chosen)
    lines = [line for item in told["items"] for line in item["lines"]]
    de = Texts.for_language("de")
    values = ", ".join(str(v) for v in sorted(chosen, reverse=True))
    said = {"commit": de.plural(w.COMMITTED_YOU, 2, total=2 * value, values=values),
            "discard": de.plural(w.DISCARDED_VALUES, 2, values=values),
            "limit": de.plural(w.DISCARDED_VALUES_LIMIT, 2, values=values)}[phase]
    assert said in lines, lines  # what she hears: her action, whole


def test_a_decision_with_nothing_to_ask_is_made_at_once_as_at_one_computer():
    """Nothing in hand to commit: at one computer the game commits nothing the moment
    the decision opens; a seat at a table is not asked either, whatever its program
    sends, and hears the same."""
    match, seat = position("commit", 3, wanted=lambda view: not view.hand)
    number = match.moves

    async def main():
        room = table_of(match)
        server, port = await serve(room)
        driver = asyncio.ensure_future(room.run())
        try:
            client = await raw_join(port, "de", name="Mia")  # and then sends nothing
            nothing = Texts.for_language("de").text(w.COMMITTED_NONE_YOU)
            while nothing not in [line for item in (await client.next("told"))["items"]
                                  for line in item["lines"]]:
                pass  # until she hears it (each told waited for 5 seconds at most)
            await client.__aexit__()
        finally:
            driver.cancel()
            server.close()
            await server.wait_closed()
        return room, client
    room, client = asyncio.run(main())
    assert room.match.moves > number
    assert room.match.game.rules.decode_action(room.match.journal[number]).commit == ()
    asked = [msg for msg in client.received if msg["type"] == "ask"
             and msg["moves"] == number]
    assert asked == [], "no question with nothing to choose"


# ----- the line mode and the full screen of a seat there -------------------------------

def _remote(port: int, lang: str = "en", **client: Any) -> RemoteMatch:
    texts = Texts.for_language(lang)
    table = RemoteMatch(None, texts, code=CODE, **client)
    table.link = RemoteLink(LOOPBACK, port, texts, table.say, retry_for=5)
    return table


def test_typing_the_numbers_of_a_pair_in_the_line_mode_commits_both():
    from accessible_ll.match_line import MatchLine
    match, seat = position("commit", 3)
    value, number = paired(match.view(seat).hand), match.moves
    heard: list[str] = []

    async def main():
        room = table_of(match)
        server, port = await serve(room)
        lines: asyncio.Queue = asyncio.Queue()
        table = _remote(port, name="Mia")

        class Typing(MatchLine):
            def show_step(self) -> None:
                super().show_step()
                if self.step.key == "commit" and not self.ticked:
                    numbers = [str(self.item_numbers()[self.listing().index(i)])
                               for i, c in enumerate(self.step.choices) if c.value == value]
                    lines.put_nowait(" ".join(numbers[:2]))  # e.g. "1 2"
                    lines.put_nowait("")                      # then done
        line = Typing(table, Texts.for_language("en"), heard.append, lines)
        playing = asyncio.ensure_future(line.play())
        try:
            for _ in range(400):
                if room.match.moves > number:
                    break
                await asyncio.sleep(0.02)
            lines.put_nowait(None)
            await asyncio.wait_for(playing, 10)
        finally:
            table.close()
            server.close()
            await server.wait_closed()
        return room
    room = asyncio.run(main())
    assert action_of(room.match).commit == (value, value)
    assert not any(line.startswith("That choice is not in the list") for line in heard)
    assert any(line.startswith(f"Ticked: {value} and {value}.") for line in heard)
    assert Texts.for_language("en").plural(w.COMMITTED_YOU, 2, total=2 * value,
                                           values=f"{value}, {value}") in heard


async def test_ticking_a_pair_on_the_full_screen_of_a_seat_at_a_table_commits_both(tmp_path):
    from accessible_ll.tui.match_screen import MatchScreen
    from accessible_ll.tui.widgets import ChoiceList
    from tests.tui.helpers import new_app, until
    match, seat = position("commit", 3)
    value, number = paired(match.view(seat).hand), match.moves
    room = table_of(match)
    server, port = await serve(room)
    app, speaker = new_app(tmp_path)
    table = _remote(port, name="Mia")
    app.start_match = lambda app: app.push_screen(MatchScreen(table))
    try:
        async with app.run_test() as pilot:
            def asked() -> list[str]:
                return app.screen.query_one(ChoiceList).labels \
                    if table.seat in table.deciders else []
            item = f"[ ] {value}, not ticked"
            await until(pilot, lambda: item in asked())
            await pilot.press("home")
            for label in asked()[:-1]:  # tick both items of that value, then Done
                if label == item:
                    await pilot.press("space")
                await pilot.press("down")
            assert asked().count(f"[x] {value}, ticked") == 2
            await pilot.press("end", "enter")
            await until(pilot, lambda: room.match.moves > number)
    finally:
        table.close()
        server.close()
        await server.wait_closed()
    assert action_of(room.match).commit == (value, value)
    assert not any("not in the list" in line for line in speaker.spoken())


# ----- every game: a table reads a step's ticks as one computer does ---------------------

def _several_steps(game_id: str, seed: int, limit: int = 400):
    """Every several-item step a random game of ``game_id`` offers its deciders, with
    the parts it follows and a random selection of its items (each at most once)."""
    game = find_game(game_id)
    variant = game.find_variant(None)
    players = variant.nearest_players(3)
    match = Match(game, None, ["human"] * players, seed=seed)
    rng = random.Random(seed)
    texts = Texts.for_language("en")
    narrator = {s: game.narration.narrator(texts, default_names(texts, players), match.variant, s)
                for s in range(players)}
    while not match.over and match.moves < limit:
        if not match.deciders:
            match.advance()
            continue
        seat = match.deciders[0]
        parts: dict[str, Any] = {}
        step = match.ask(narrator[seat], seat, parts)
        while isinstance(step, Ask):
            usable = [i for i, c in enumerate(step.choices) if c.enabled]
            if step.several:
                picked = rng.sample(usable, rng.randint(min(step.least, len(usable)),
                                                        len(usable)))
                yield match, seat, dict(parts), step, [step.choices[i].value for i in picked]
                parts[step.key] = tuple(step.choices[i].value for i in sorted(picked))
            else:
                parts[step.key] = step.choices[rng.choice(usable)].value
            try:
                step = match.ask(narrator[seat], seat, parts)
            except Exception:
                break
        match.play_bot(seat, "random")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_any_ticked_items_of_every_game_are_read_at_a_table_as_at_one_computer(game_id):
    seen = equal = 0
    for seed in range(3):
        for match, seat, parts, step, values in _several_steps(game_id, seed):
            seen += 1
            equal += len(set(map(repr, values))) < len(values)
            wire = json.loads(json.dumps(p.plain(values)))
            assert _picked(step, wire) == (tuple(values), None), (step.key, values)
            counts = Counter(map(repr, (c.value for c in step.choices)))
            extra = step.choices[0].value
            if Counter(map(repr, values))[repr(extra)] >= counts[repr(extra)]:
                assert _picked(step, wire + [p.plain(extra)]) == (None, "")
    if game_id in ("verraeter", "disloyal-royals"):
        assert seen, "its several-item steps were met"
    if game_id == "verraeter":
        assert equal, "equal values were ticked together"
