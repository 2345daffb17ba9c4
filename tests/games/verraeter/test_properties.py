"""Invariants over thousands of seeded random games at 3, 4 and 5 players."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from accessible_ll.games.verraeter import GAME
from accessible_ll.games.verraeter import events as ev
from accessible_ll.games.verraeter import cards as r
from accessible_ll.games.verraeter.actions import Action
from accessible_ll.games.verraeter.errors import Refused
from accessible_ll.games.verraeter.state import (BATTLEFIELD, DISCARD, ESTATES, LIMIT,
                                                  OVER, State)
from accessible_ll.games.verraeter.view import events_for, view
from accessible_ll.kit import hears

GAMES_PER_COUNT = 200  # every branch of the game is reached by game 50 at each count
MAX_DECISIONS = 600


def _snapshot(state: State) -> tuple:
    return (state.phase, state.current, state.round_no, state.start, state.strategy,
            tuple(state.allegiance), tuple(state.houses), tuple(state.buildings),
            tuple(state.reserve), tuple(map(tuple, state.hands)), tuple(state.deck),
            tuple(state.discard), tuple(state.scores), tuple(state.centre),
            tuple(state.packet), tuple(state.offered), tuple(state.roles),
            tuple(state.committed), state.revealed, state.switched, state.drafted,
            len(state.log), state.battlefield, state.chance.state()[0])


def _supply_where(state: State) -> list[int]:
    """Every supply card where it is now (sorted)."""
    found = state.deck + state.discard
    for hand in state.hands:
        found = found + hand
    if state.phase not in (DISCARD, LIMIT, OVER):  # from P8 on, they are discarded
        for values in state.committed:
            found = found + list(values or ())
    return sorted(found)


SUPPLY_SORTED = sorted(r.SUPPLY)


def _play(players: int, seed: int, check=None) -> tuple[State, list[Action]]:
    state = State.new(players, seed)
    rng = random.Random(seed)
    actions = []
    for _ in range(MAX_DECISIONS):
        if not state.deciders():
            break
        (seat,) = state.deciders()
        action = rng.choice(state.legal_actions(seat))
        state.apply(action)
        actions.append(action)
        if check:
            check(state, rng)
    return state, actions


def _conserved(state: State, rng: random.Random) -> None:
    assert _supply_where(state) == SUPPLY_SORTED
    if state.phase in (LIMIT, OVER):
        return
    assert max(map(len, state.hands)) <= r.HAND_LIMIT
    if state.phase not in (ESTATES, BATTLEFIELD):
        cards = [c for c in state.roles if c] + state.centre + state.packet
        assert sorted(cards) == ACTION_SORTED


ACTION_SORTED = sorted(r.ACTION_CARDS)


@pytest.mark.parametrize("players", r.PLAYER_COUNTS)
def test_cards_are_conserved_and_every_game_ends_in_its_rounds(players):
    endings = Counter()
    for seed in range(GAMES_PER_COUNT):
        state, _ = _play(players, seed * 10 + players, _conserved)
        outcome = state.outcome()
        assert outcome is not None, f"seed {seed} did not end"
        assert state.round_no <= r.ROUNDS[players]
        if state.round_no < r.ROUNDS[players]:
            assert state.one_house() and state.ended == ev.ONE_HOUSE
        assert outcome.winners and all(outcome.scores[w] == max(outcome.scores)
                                       for w in outcome.winners)
        endings[state.ended] += 1
    assert endings[ev.LAST_ROUND] > 0


def _illegal(state: State, rng: random.Random) -> list[Action]:
    seat = state.current
    other = (seat + 1) % state.players
    legal = state.legal_actions(seat)
    wrong = [Action(other, **{k: v for k, v in legal[0]._asdict().items() if k != "seat"}),
             Action(seat), Action(seat, place=0, keep="traitor"),
             Action(seat, place=rng.choice([-1, 12])), Action(seat, keep="jester"),
             Action(seat, commit=(9,)), Action(seat, discard=(9, 9)),
             Action(seat, battlefield=rng.randrange(12)), Action(seat, switch=True),
             Action(seat, skip=True), Action(seat, upgrade=rng.randrange(12)),
             Action(seat, place=rng.randrange(12))]
    return [a for a in wrong if a not in legal]


def test_refusals_change_nothing():
    refused = Counter()

    def check(state: State, rng: random.Random) -> None:
        if state.phase == OVER or rng.random() > 0.12:
            return
        for action in _illegal(state, rng):
            before = _snapshot(state)
            with pytest.raises(Refused) as caught:
                state.apply(action)
            assert _snapshot(state) == before
            refused[caught.value.code] += 1
    for seed in range(60):
        _play(3 + seed % 3, seed, check)
    assert {"not_your_turn", "wrong_decision", "malformed_action", "card_not_in_hand",
            "card_not_offered", "no_such_landscape", "same_house",
            "landscape_built"} <= set(refused)


def test_the_game_over_refuses_everything():
    state, _ = _play(4, 3)
    with pytest.raises(Refused, match="game_over"):
        state.apply(Action(0, discard=()))


def _private_to_subject(event) -> bool:
    return event.audience == (event.seat,)


def test_no_private_event_reaches_another_seat_at_five_players():
    for seed in range(80):
        centre_cards = []

        def check(state: State, rng: random.Random) -> None:
            if state.phase == "draft" and state.drafted == 0:
                centre_cards.append((state.round_no, state.centre[0]))
            for seat in range(5):
                mine = view(state, seat)
                assert mine.hand == tuple(state.hands[seat])
                if not state.revealed:
                    assert all(c is None for s, c in enumerate(mine.roles) if s != seat)
                assert mine.received == tuple(state.offered[seat])
            spectator = view(state, None)
            assert spectator.hand is None and spectator.received == ()
            if not state.revealed:
                assert set(spectator.roles) == {None}
        state, _ = _play(5, seed, check)
        hidden = dict(centre_cards)
        round_no = 0
        for event in state.log:
            round_no = getattr(event, "round_no", round_no) if event.kind == "round_started" \
                else round_no
            if event.kind in ev.PRIVATE_KINDS:
                assert event.audience is not None and _private_to_subject(event), event
            else:
                assert event.audience is None, event
                assert not {"cards", "card"} & set(event._fields), event
            if round_no in hidden:
                assert hidden[round_no] not in _words(event), (round_no, event)
        for seat in range(5):
            for event in events_for(state.log, seat):
                assert event.audience is None or event.seat == seat
            assert all(hears(e, None) == (e.audience is None) for e in state.log)


def _words(event) -> set:
    found = set()
    for value in event:
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, tuple):
            found |= {v for v in value if isinstance(v, str)}
    return found


def test_replay_from_seed_and_journal_gives_the_same_game():
    for seed in range(90):
        players = 3 + seed % 3
        state, actions = _play(players, seed)
        journal = [GAME.rules.encode_action(a) for a in actions]
        again = State.new(players, seed)
        for data in journal:
            again.apply(GAME.rules.decode_action(data))
        assert _snapshot(again) == _snapshot(state)
        assert again.log == state.log


def test_a_copy_goes_on_exactly_as_the_original_and_apart_from_it():
    state, actions = _play(4, 11)
    middle = State.new(4, 11)
    for action in actions[:len(actions) // 2]:
        middle.apply(action)
    twin = middle.copy()
    for action in actions[len(actions) // 2:]:
        middle.apply(action)
        twin.apply(action)
    assert _snapshot(twin) == _snapshot(middle) == _snapshot(state)
    third = State.new(4, 11).copy()
    third.apply(third.legal_actions(third.current)[0])
    assert len(State.new(4, 11).log) < len(third.log)
