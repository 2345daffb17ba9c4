"""Love Letter on the table of any game: seats' views and events, refusals that change
nothing, deterministic bots, exact resumption from the journal."""

from __future__ import annotations

import dataclasses
import json

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.love_letter.engine import Action
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.kit import Refusal
from accessible_ll.match import Match

GAME = find_game("love-letter")


def play_on(match: Match, steps: int | None = None) -> Match:
    done = 0
    while not match.over and (steps is None or done < steps):
        if match.deciders:
            match.play_bot(match.deciders[0])
        else:
            match.advance()
        done += 1
    return match


def bot_match(seed: int, blind: bool = False) -> Match:
    return Match(GAME, "2019", ["heuristic", "beginner", "random", "heuristic"], seed=seed,
                 options={"target": None, "blind": blind})


@pytest.mark.parametrize("stop", [1, 17, 60])
def test_a_game_continued_from_its_snapshot_ends_as_the_uninterrupted_one(stop):
    whole = play_on(bot_match(11))
    half = play_on(bot_match(11), stop)
    resumed = play_on(Match.from_snapshot(json.loads(json.dumps(half.snapshot()))))
    assert resumed.outcome == whole.outcome
    assert resumed.log == whole.log and resumed.journal == whole.journal


def test_a_seat_hears_its_own_secrets_and_nobody_elses():
    match = play_on(bot_match(3), 30)
    private = 0
    for seat in range(4):
        for event in match.events(seat):
            assert event.audience is None or seat in event.audience
            private += event.audience is not None
    assert private, "some events are a seat's own"
    assert all(e.audience is None for e in match.events(None))
    assert match.view(None).hand == ()


def test_blind_variant_tells_only_last_discards():
    """In the blind-player variant the discards review says each player's last discard
    alone (the view keeps the piles; what is said of them is the variant's)."""
    from accessible_ll.narration.i18n import Texts
    review = next(r for r in GAME.narration.reviews if r.id == "discards")
    match = play_on(bot_match(5, blind=True), 25)
    view = match.view(0)
    assert view.blind and any(len(pile) > 1 for pile in view.discards)
    narrator = GAME.narration.narrator(Texts.for_language("en"), ["Ann", "Ben", "Cy", "Dee"],
                                       "2019", 0)
    last = dataclasses.replace(view, discards=tuple(pile[-1:] for pile in view.discards))
    assert review.lines(narrator, view) == review.lines(narrator, last)
    plain = dataclasses.replace(view, blind=False)
    assert review.lines(narrator, plain) != review.lines(narrator, last)


def test_wrong_choices_change_nothing():
    match = Match(GAME, "2019", ["human", "random"], seed=2)
    while not match.deciders or match.is_bot(match.deciders[0]):
        _ = match.play_bot(match.deciders[0]) if match.deciders else match.advance()
    seat = match.deciders[0]
    before = (json.dumps(match.snapshot()), list(match.log))
    with pytest.raises(Refusal):
        match.submit(Action(1 - seat, play="guard", target=seat, guess="priest"))
    with pytest.raises(Refusal):
        match.submit(Action(seat, play="no_such_card"))
    with pytest.raises(Refusal):
        match.play_bot(1 - seat)
    assert (json.dumps(match.snapshot()), list(match.log)) == before


def test_bots_choose_the_same_at_the_same_point():
    """A bot's choice depends on the seed and the point of the game alone: the same on a
    game continued from its save."""
    match = play_on(bot_match(7), 20)
    again = Match.from_snapshot(json.loads(json.dumps(match.snapshot())))
    for _ in range(20):
        if match.over:
            break
        if not match.deciders:
            match.advance()
            again.advance()
            continue
        seat = match.deciders[0]
        assert again.bot_action(seat) == match.bot_action(seat)
        match.play_bot(seat)
        again.play_bot(seat)
    assert again.journal == match.journal
    assert any(isinstance(e, ev.TurnStarted) for e in match.log)
