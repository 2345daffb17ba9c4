"""A game continued from its save is told as the same game uninterrupted: after where
it stands, every event is said exactly as it was (or would have been) said as it
happened, for every person at the computer, in every game."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from accessible_ll.games import find_game
from accessible_ll.match_line import MatchLine
from accessible_ll.local_match import LocalMatch
from accessible_ll.match_seats import Told
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from tests.helpers import Line, tagged
from tests.test_match_line import Player

EN = Texts.for_language("en")

#: (game, seats, options, moves before the stop): a person and bots, and hot-seat tables.
TABLES = [
    ("love-letter", ["human", "heuristic", "heuristic"], {}, 15),
    ("love-letter", ["human", "human"], {"blind": True}, 12),
    ("disloyal-royals", ["human", "heuristic"], {}, 23),
    ("disloyal-royals", ["human", "human"], {}, 31),
    ("verraeter", ["human", "heuristic", "heuristic"], {}, 27),
    ("verraeter", ["human", "human", "heuristic", "heuristic"], {}, 40),
]


class Ear:
    """Everything the table tells, in order."""

    def __init__(self, full_screen: bool) -> None:
        self.full_screen = full_screen
        self.told: list[Told] = []

    def heard(self, news):
        self.told += news

    def changed(self):
        pass

    def refused(self, seat, text):
        raise AssertionError(text)

    def told_table(self, line):
        pass


def play(local: LocalMatch, upto: int | None = None) -> None:
    """Move the game on to its end (or to ``upto`` moves): bots as they would, each
    person's choice fixed by the move's number, so that any two runs choose alike."""
    match = local.match
    while not match.over and (upto is None or match.moves < upto):
        deciders = match.deciders
        if not deciders:
            local.advance()
        elif match.is_bot(deciders[0]):
            local.move_bot()
        else:
            legal = match.legal(deciders[0])
            local._moved(match.submit(random.Random(f"person/{match.moves}").choice(legal)))


def heard_of(told: list[Told]) -> list[tuple]:
    """What each listener heard of each event: (event, seat, lines, cues)."""
    return [(t.event, t.seat, t.lines, t.cues) for t in told if t.event is not None]


@pytest.mark.parametrize("full_screen", [True, False], ids=["full-screen", "line-mode"])
@pytest.mark.parametrize("game_id, seats, options, stop", TABLES)
def test_a_continued_game_is_told_as_the_same_game_uninterrupted(
        tmp_path, game_id, seats, options, stop, full_screen):
    game, texts = find_game(game_id), Texts.for_language("en")
    whole = LocalMatch.new(game, None, seats, texts, seed=11, options=options)
    whole_ear = Ear(full_screen)
    whole.start(whole_ear)
    play(whole)

    path = tmp_path / "saved.table"
    first = LocalMatch.new(game, None, seats, texts, seed=11, options=options, save=path)
    first.start(Ear(full_screen))
    play(first, upto=stop)
    assert not first.over
    first.release()
    continued = LocalMatch.resume(path, texts)
    _recap, cut = continued.where_it_stands(full_screen)
    ear = Ear(full_screen)
    continued.start(ear)
    play(continued)
    assert continued.match.outcome == whole.match.outcome

    recap = [t for t in ear.told if t.event is None]
    listeners = continued.listeners()
    assert [t.seat for t in recap] == list(listeners), "a recap for each listener"
    told = heard_of(ear.told)
    assert 0 < cut <= len(first.match.log), "only this round or turn is told again"
    uninterrupted = {(e, s): (lines, cues) for e, s, lines, cues in heard_of(whole_ear.told)}
    assert [(e, s, lines, cues) for e, s, lines, cues in told if e >= cut] == [
        (e, s, *uninterrupted[e, s]) for e, s, _lines, _cues in heard_of(whole_ear.told)
        if e >= cut]
    for event, seat, lines, cues in told:  # what waited at a shared computer, as it was
        assert uninterrupted[event, seat] == (lines, cues)


@pytest.mark.parametrize("game_id, seats, stop", [
    ("disloyal-royals", ["human", "heuristic"], 23),
    ("verraeter", ["human", "heuristic", "heuristic"], 27)])
def test_a_continued_game_first_says_that_it_continues_and_where_it_stands(
        tmp_path, game_id, seats, stop):
    game, texts = find_game(game_id), Texts.for_language("en")
    path = tmp_path / "saved.table"
    first = LocalMatch.new(game, None, seats, texts, seed=11, save=path)
    first.start(Ear(True))
    play(first, upto=stop)
    first.release()
    continued = LocalMatch.resume(path, texts)
    ear = Ear(True)
    continued.start(ear)
    (recap,) = [t for t in ear.told if t.event is None]
    title = game.titles["en"]
    assert recap.lines[0] == texts.text(m.MATCH_RESUMED, game=title)
    if game_id == "verraeter":
        round_now = f"Round {continued.match.view(0).round_no} of 9."
        assert round_now != "Round 1 of 9."
        assert recap.lines[1].startswith("You: ")
        assert "You belong to " in "".join(recap.lines)
        assert re.fullmatch(r"Hawk shows \d+ landscapes?, Rose \d+\.", recap.lines[-3])
        assert recap.lines[-1] == "This round so far:"
        # the round and its start player are said once, by the round's start told again
        assert not [line for line in recap.lines if "Round " in line or "start player" in line]
        assert ear.told[1].lines[0].startswith(round_now)
    else:
        assert recap.lines[1:3] == ("Your court:", recap.lines[2])
        assert "Player 2's court:" in recap.lines
        assert recap.lines[-1] == "The last turn and this one so far:"
        # the other player's last turn first, then this turn: nothing the other did is missed
        starts = [t.lines[0] for t in ear.told[1:] if t.event is not None
                  and continued.match.log[t.event].kind == "turn_started"]
        assert starts[:2] in (["Your turn.", "Player 2's turn."],
                              ["Player 2's turn.", "Your turn."])
        assert ear.told[1].lines[0] == starts[0]


class Answering(Player):
    """A person at the line mode who answers each question as it is printed, the same
    way at the same point of the game however often it was left and continued (the
    choice is fixed by the game's moves), and leaves once it has seen ``stop`` moves."""

    def __init__(self, *args, stop: int | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.stop = stop

    def show_step(self):
        if self.stop is not None and self.seats.moves >= self.stop:
            MatchLine.show_step(self)
            return self.lines.put_nowait(None)  # Ctrl+D: the game is kept
        self.rng = random.Random(f"line/{self.seats.moves}/{len(self.chosen)}")
        super().show_step()


def line_game(table: LocalMatch, stop: int | None = None) -> list[str]:
    heard: list[str] = []

    async def main():
        person = Answering(table, EN, heard.append, asyncio.Queue(), stop=stop)
        return await asyncio.wait_for(person.play(), 120)
    asyncio.run(main())
    return heard


@pytest.mark.parametrize("game_id, seats, stop", [
    ("disloyal-royals", ["human", "heuristic"], 23),
    ("verraeter", ["human", "heuristic", "heuristic"], 27)])
def test_the_line_mode_continues_a_game_as_it_would_have_gone_on(
        tmp_path, monkeypatch, game_id, seats, stop):
    tagged(monkeypatch)  # each line of an event knows which event it tells
    game = find_game(game_id)
    whole = line_game(LocalMatch.new(game, None, seats, EN, seed=11))
    path = tmp_path / "saved.table"
    first = LocalMatch.new(game, None, seats, EN, seed=11, save=path)
    line_game(first, stop=stop)
    first.release()
    continued = LocalMatch.resume(path, EN)
    again = line_game(continued)
    assert continued.over
    assert again[0] == EN.text(m.MATCH_RESUMED, game=game.titles["en"])
    told = [(line.event, str(line)) for line in again if isinstance(line, Line)]
    cut = told[0][0]
    assert told == [(line.event, str(line)) for line in whole
                    if isinstance(line, Line) and line.event >= cut]
    assert not [line for line in again if ": ," in line or " , " in line or "for ," in line]
