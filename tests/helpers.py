"""Shared test helpers: fixed decks, scenario building, random play."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import GameState
from accessible_ll.kit import Chance

SHARED = Path(__file__).resolve().parents[2] / "shared"
# The scenario vectors the tests need travel with the project; shared/ adds its own when present.
SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def full_deck(edition_id: str, players: int, top: list[str]) -> list[str]:
    """The edition's deck with ``top`` first, then the rest in the edition's order."""
    rest = Counter(find_edition(edition_id).deck_for(players))
    rest.subtract(top)
    assert all(count >= 0 for count in rest.values()), f"too many cards in {top}"
    ordered = [card for card in find_edition(edition_id).deck_for(players)]
    tail = []
    for card in ordered:
        if rest[card] > 0:
            tail.append(card)
            rest[card] -= 1
    return list(top) + tail


def scenario(edition: str, players: int, top: list[str], actions: list[dict],
             **extra) -> dict:
    """A scenario dict (RULES.md section 6) whose deck starts with ``top``."""
    return {"edition": edition, "players": players, "deck": full_deck(edition, players, top),
            "actions": actions, **extra}


def fixed_game(edition: str, players: int, top: list[str], first: int = 0,
               tokens=None, target=None, seed: int = 0) -> GameState:
    """A game whose first round is dealt from ``top`` plus the rest of the deck."""
    return GameState.from_deck(find_edition(edition), players,
                               full_deck(edition, players, top), first=first,
                               tokens=tokens, target=target, chance=Chance.exact(seed))


def random_game(edition: str, players: int, seed: int, on_step=None) -> GameState:
    """Play a whole game with uniformly random legal actions."""
    rng = random.Random(seed)
    state = GameState.new(find_edition(edition), players, chance=Chance.exact(seed))
    while state.outcome() is None:
        if state.to_act is None:
            state.start_next_round()
            continue
        action = rng.choice(state.legal_actions())
        if on_step:
            on_step(state, action)
        state.apply(action)
    return state


def matches(result: dict, expect: dict) -> list[str]:
    """Differences between a scenario result and the expected keys (subset match)."""
    problems = []
    for key, want in expect.items():
        got = result.get(key)
        if isinstance(want, dict) and isinstance(got, dict):
            problems += [f"{key}.{k}: {got.get(k)!r} != {v!r}" for k, v in want.items()
                         if got.get(k) != v]
        elif got != want:
            problems.append(f"{key}: {got!r} != {want!r}")
    return problems


# ----- who heard what at a hot-seat table -------------------------------------------------

class Line(str):
    """A sentence that knows which event it tells (``event``: its index in the game's
    log), to whom (``seat``) and whether in secret (``private``)."""

    event: int
    seat: int | None
    private: bool


def tagged(monkeypatch) -> None:
    """Every sentence an event becomes at this computer is a :class:`Line`."""
    import accessible_ll.local_match as local_match
    telling = local_match.telling

    def tagging(game, story, index, *how):
        told = telling(game, story, index, *how)
        if told is None:
            return None
        lines = []
        for text in told.lines:
            line = Line(text)
            line.event, line.seat, line.private = index, story.seat, told.private
            lines.append(line)
        return told._replace(lines=tuple(lines))
    monkeypatch.setattr(local_match, "telling", tagging)


def heard_once(said: list[tuple], seats, left: set[str]) -> dict[int, set]:
    """Check what the people at a hot-seat table heard (``said``: each sentence, who
    held the computer then, None while it was passed on, and whether it had waited for
    them, said as they took the computer over; ``left``: what still waits at the end):
    nothing private reaches anyone but its owner; each public event is said to the
    room at most once, and told to a person who did not hear it (it waited) only then,
    once; every public event reaches everyone who has words for it, or waits for them.

    Returns:
        The public events said to the room, each with whose words said it.
    """
    import accessible_ll.match_seats as match_seats
    leaked = [(text, holder) for text, holder, _waited in said
              if isinstance(text, Line) and text.private and text.seat != holder]
    assert not leaked
    aloud: dict[int, set] = {}
    waited: dict[int, list] = {}
    for text, holder, was_waiting in said:
        if isinstance(text, Line) and not text.private:
            if was_waiting:
                assert text.seat == holder, text
                waited.setdefault(text.event, []).append(text)
            else:
                aloud.setdefault(text.event, set()).add(text.seat)
    for index in range(len(seats.match.log)):
        for seat in seats.people:
            told = match_seats.telling(seats.game, seats.story(seat), index,
                                       seats.match.options)
            if told is None or not told.lines or told.private:
                continue
            assert len(aloud.get(index, ())) <= 1, ("said twice", told.lines)
            again = [line for line in waited.get(index, ()) if line.seat == seat]
            assert len(again) <= len(told.lines), ("told twice", again)
            assert not (again and index in aloud), ("heard, then told again", again)
            assert index in aloud or again or set(told.lines) <= left, (
                "never heard", told.lines)
    return aloud
