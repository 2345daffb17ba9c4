"""Invariants over more than a thousand random whole games, for every edition and player count."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from accessible_ll.games.love_letter.editions import EDITIONS, find_edition
from accessible_ll.games.love_letter.engine import Action, GameState, IllegalAction
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.phases import PLAY
from accessible_ll.games.love_letter.view import spectator_view, view_for
from accessible_ll.kit import Chance
from tests.helpers import random_game

CONFIGS = [(edition.id, n) for edition in EDITIONS.values() for n in edition.player_counts]
# The fewest and the most players of an edition reach every branch of the engine that
# all its player counts reach (measured: 60 games each); the counts between play fewer
# games, for their own deck and token target.
GAMES_AT_THE_ENDS = 60
GAMES_BETWEEN = 20


def games_for(edition: str, players: int) -> int:
    counts = find_edition(edition).player_counts
    return GAMES_AT_THE_ENDS if players in (min(counts), max(counts)) else GAMES_BETWEEN


def all_cards(state: GameState) -> Counter:
    cards = Counter(state.deck) + Counter(state.face_up)
    if state.set_aside is not None:
        cards[state.set_aside] += 1
    for pile in (*state.hands, *state.discards):
        cards.update(pile)
    return cards


def snapshot(state: GameState) -> tuple:
    return (tuple(state.deck), state.set_aside, state.face_up,
            tuple(map(tuple, state.hands)), tuple(map(tuple, state.discards)),
            tuple(state.alive), tuple(state.protected), state.current, state.phase,
            state.to_act, state.mark, tuple(state.jesters),
            tuple(tuple(sorted(k.items())) for k in state.known),
            tuple(state.bottom_known), tuple(state.tokens), state.round_no, len(state.log),
            state.chance.state())


def mutations(state: GameState, action: Action, rng: random.Random) -> list[Action]:
    """Nearby actions, most of them illegal."""
    edition = state.edition
    seats = list(range(-1, state.players + 1))
    return [
        action._replace(seat=(action.seat + 1) % state.players),
        action._replace(target=rng.choice(seats)),
        action._replace(play=rng.choice(edition.cards)),
        action._replace(guess=rng.choice([*edition.cards, *range(10)])),
        action._replace(targets=(rng.choice(seats), rng.choice(seats))),
        action._replace(keep=rng.choice(edition.cards), bottom=None),
        action._replace(redraw=True),
        action._replace(look=rng.choice(seats)),
        Action(action.seat, play=action.play),
    ]


def check_step(state: GameState, action: Action, rng: random.Random) -> None:
    expected = Counter(state.edition.deck_for(state.players))
    assert all_cards(state) == expected
    legal = state.legal_actions()
    assert legal, f"seat {state.to_act} has no legal action in phase {state.phase}"
    assert all(a.seat == state.to_act for a in legal)
    if rng.random() < 0.3:
        before = snapshot(state)
        legal_set = set(legal)
        for wrong in mutations(state, action, rng):
            if wrong in legal_set or state.is_legal(wrong):
                continue
            with pytest.raises(IllegalAction):
                state.apply(wrong)
            assert snapshot(state) == before, f"{wrong} changed the state"


@pytest.mark.parametrize("edition,players", CONFIGS)
def test_random_games_keep_every_invariant(edition, players):
    rng = random.Random(f"{edition}-{players}")
    for game in range(games_for(edition, players)):
        steps = []

        def on_step(state, action):
            steps.append(action)
            assert len(steps) < 5000, "the game does not end"
            check_step(state, action, rng)

        state = random_game(edition, players, seed=game * 7919 + players, on_step=on_step)
        outcome = state.outcome()
        assert outcome.winners and all(state.tokens[s] >= state.target for s in outcome.winners)
        assert all_cards(state) == Counter(state.edition.deck_for(players))


def revealed_facts(log, seat: int) -> set[tuple[int, str]]:
    """(other seat, card) pairs that private events showed to ``seat``."""
    facts = set()
    for event in log:
        if event.audience is None or seat not in event.audience:
            continue
        if isinstance(event, ev.Saw):
            facts.add((event.target, event.card))
        elif isinstance(event, ev.ComparedCards):
            facts.add((event.target, event.target_card) if seat == event.seat
                      else (event.seat, event.seat_card))
        elif isinstance(event, ev.TradedCards):
            facts.add((event.second, event.second_card) if seat == event.first
                      else (event.first, event.first_card))
    return facts


class ViewChecker:
    """Checks every seat's view after each step of one game. The log only grows, so
    each check reads only the events added since the last one, after making sure
    that what was already checked is still there, unchanged."""

    def __init__(self, players: int) -> None:
        self.log: list = []                   # the state's log, as checked so far
        self.facts = {seat: set() for seat in range(players)}  # (other, card) shown
        self.traders: set[int] = set()        # seats a public trade moved cards between
        self.seen: dict[int, tuple] = {}      # seat (None: spectator): its view's log
        self.kept: dict[int, Counter] = {}    # seat: cards it saw go under the deck

    def __call__(self, state: GameState) -> None:
        self._read_log(state.log)
        public = spectator_view(state)
        assert public.hand == () and dict(public.known) == {}
        new = self._new_in(None, public.log)
        assert all(e.audience is None for e in new)
        for seat in range(state.players):
            self._check_seat(state, seat)

    def _read_log(self, log) -> None:
        done = len(self.log)
        assert log[:done] == self.log, "the log's past changed"
        new = log[done:]
        for seat, facts in self.facts.items():
            facts.update(revealed_facts(new, seat))
        self.traders.update(s for e in new if isinstance(e, ev.Traded)
                            for s in (e.first, e.second))
        self.log.extend(new)

    def _new_in(self, seat: int | None, log: tuple) -> tuple:
        """The part of a view's log not checked before (its past must be unchanged)."""
        before = self.seen.get(seat, ())
        assert log[:len(before)] == before, f"seat {seat}'s view of the past changed"
        self.seen[seat] = log
        return log[len(before):]

    def _check_seat(self, state: GameState, seat: int) -> None:
        view = view_for(state, seat)
        assert view.hand == tuple(state.hands[seat])
        new = self._new_in(seat, view.log)
        assert all(e.audience is None or seat in e.audience for e in new)
        facts = self.facts[seat]
        seen = {c for _s, c in facts}
        for other, card in view.known.items():
            assert other != seat
            assert card in state.hands[other], "the view believes something false"
            assert (other, card) in facts or (card in seen and other in self.traders), \
                f"seat {seat} knows {other} holds {card} without having been shown it"
        kept = self.kept.setdefault(seat, Counter())
        kept.update(c for e in new if isinstance(e, ev.ChancellorKept) for c in e.bottom)
        assert Counter(view.bottom_known) <= kept
        if not state.round_over:
            assert view.set_aside is None
        assert (view.legal_actions != ()) == (state.to_act == seat)


@pytest.mark.parametrize("edition,players", CONFIGS)
def test_views_hold_only_what_their_seat_may_know(edition, players):
    for game in range(12):
        check_views = ViewChecker(players)
        random_game(edition, players, seed=game,
                    on_step=lambda state, action: check_views(state))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), config=st.sampled_from(CONFIGS))
def test_actions_round_trip_and_apply_returns_logged_events(seed, config):
    edition, players = config

    def on_step(state, action):
        assert Action.from_text(action.text()) == action
        assert Action.from_json(action.to_json()) == action
        before = len(state.log)
        copy = state.copy()
        events = copy.apply(action)
        assert copy.log[before:] == events and len(state.log) == before

    random_game(edition, players, seed, on_step=on_step)


def test_the_log_holds_exactly_the_returned_events_in_order():
    rng = random.Random(4)
    state = GameState.new(find_edition("2019"), 3, chance=Chance.exact(4))
    returned = list(state.log)
    assert any(isinstance(e, ev.TurnStarted) for e in returned), "the first turn is logged"
    while state.outcome() is None:
        if state.to_act is None:
            returned += state.start_next_round()
        else:
            returned += state.apply(rng.choice(state.legal_actions()))
    assert state.log == returned


def test_apply_raises_between_rounds_and_after_the_game():
    state = random_game("2019", 2, seed=5)
    with pytest.raises(IllegalAction) as caught:
        state.apply(Action(0, play="guard"))
    assert caught.value.code == "game_over"
    with pytest.raises(IllegalAction):
        state.start_next_round()


def test_copy_is_independent():
    state = GameState.new(find_edition("2019"), 4, chance=Chance.exact(1))
    copy = state.copy()
    copy.apply(copy.legal_actions()[0])
    assert snapshot(state) != snapshot(copy)
    assert state.phase == PLAY and len(state.hands[state.to_act]) == 2


def test_copies_sharing_a_generator_play_out_alike():
    state = GameState.new(find_edition("2019"), 4, chance=Chance.exact(1))
    chance = Chance.exact(7)
    start = chance.state()
    endings = []
    for _ in range(2):
        chance.restore(start)
        copy = state.copy(chance)
        assert copy.chance is chance
        while copy.to_act is not None:
            copy.apply(chance.choice(copy.legal_actions()))
        endings.append(snapshot(copy))
    assert endings[0] == endings[1] and snapshot(state) != endings[0]
