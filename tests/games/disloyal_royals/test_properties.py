"""Seeded random whole games: every card is always somewhere exactly once, someone can
always act and every game ends, refusals change nothing, no event tells a seat what it
may not know, and a game replays exactly from its seed and its actions."""

from __future__ import annotations

import random
from collections import Counter

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals.actions import ACTS, Action
from accessible_ll.games.disloyal_royals.errors import ALL_CODES, IllegalAction
from accessible_ll.games.disloyal_royals.state import RoyalsState, new_state
from accessible_ll.games.disloyal_royals.view import view
from accessible_ll.kit import hears

GAMES = 600            # the cheap checks (about 3 s; every branch is reached by game 75)
CAREFUL_GAMES = 100    # every check after every action (about 5 s)
MAX_ACTIONS = 3000     # far more than any game takes
PUBLIC = ("court", "defence", "discard")


def _places(state: RoyalsState) -> dict[str, tuple[str, int | None]]:
    """Where each card is, (zone, owner); every card of the 52 exactly once."""
    zones = [(state.deck, "deck", None), (state.discard, "discard", None)]
    for seat in (0, 1):
        zones.append((state.hands[seat], "hand", seat))
        zones.append(([r for r in state.royals[seat] if r is not None], "court", seat))
        zones += [(pile, "defence", seat) for pile in state.defence[seat]]
        zones += [(pile, "treasure", seat) for pile in state.treasure[seat]]
    places = {card: (zone, owner) for cards, zone, owner in zones for card in cards}
    assert len(places) == sum(len(cards) for cards, _, _ in zones) == len(c.FULL_DECK)
    return places


def _mentioned(value) -> list[str]:
    if isinstance(value, str):
        return [value] if value in c.CARD_IDS else []
    if isinstance(value, tuple):
        return [card for item in value for card in _mentioned(item)]
    return []


def _check_secrets(events, before, after, over: bool) -> None:
    """A public event names only cards that are public now or were revealed; a private
    one names besides only its audience's own hand and treasure."""
    for event in events:
        for card in _mentioned(tuple(event)):
            was, now = before[card][0], after[card][0]
            public = now in PUBLIC or was in PUBLIC or (was == "treasure" and now != "treasure")
            public = public or (over and was == now == "treasure")
            if event.audience is None:
                assert public, (event, card, was, now)
            else:
                own = any(after[card] in (("hand", s), ("treasure", s)) for s in event.audience)
                assert public or own, (event, card, was, now)


def _check_view(state: RoyalsState, with_log: bool) -> None:
    for seat in (0, 1, None):
        seen = view(state, seat, with_log)
        other = None if seat is None else 1 - seat
        assert seen.hand == (tuple(state.hands[seat]) if seat is not None else ())
        for owner in (0, 1):
            for royal in seen.courts[owner]:
                assert (royal.treasure is not None) == (owner == seat)
        assert all(hears(e, seat) for e in seen.log)
        if other is not None:
            assert not any(e.audience == (other,) for e in seen.log)


def _illegal(state: RoyalsState, rng: random.Random) -> Action:
    cards = tuple(rng.sample(c.FULL_DECK, rng.randint(0, 3)))
    royal = rng.choice((None,) + c.SLOTS)
    position = rng.choice((None, 0, 1, 2, 5))
    return Action(rng.choice((0, 1, 0, 0)) if state.current == 0 else rng.choice((1, 0, 1, 1)),
                  rng.choice(ACTS), cards, royal, position)


def _play(seed: int, careful: bool) -> RoyalsState:
    rng = random.Random(seed)
    state = new_state(seed)
    places = _places(state)
    if careful:
        _check_secrets(state.log, places, places, False)
    for _ in range(MAX_ACTIONS):
        if state.outcome() is not None:
            break
        seats = state.deciders()
        assert len(seats) == 1
        legal = state.legal_actions(seats[0])
        assert legal and not state.legal_actions(1 - seats[0])
        if careful:
            _try_illegal(state, rng)
        events = state.apply(rng.choice(legal))
        after = _places(state)
        if careful:
            _check_secrets(events, places, after, state.outcome() is not None)
            _check_view(state, with_log=state.outcome() is not None)
        places = after
    else:
        raise AssertionError(f"game {seed} did not end")
    assert state.deciders() == () and state.legal_actions(0) == state.legal_actions(1) == []
    return state


def _try_illegal(state: RoyalsState, rng: random.Random) -> None:
    for _ in range(3):
        action = _illegal(state, rng)
        if action in state.legal_actions(state.current):
            continue
        before = state.fingerprint()
        said = state.refusal(action)
        try:
            state.apply(action)
        except IllegalAction as refusal:
            assert refusal.code in ALL_CODES and said.code == refusal.code
            assert state.fingerprint() == before
        else:  # the same cards in another order, or an Install that leaves out its slot
            assert said is None
            assert action.act in ("bury", "attack", "dig") or action.royal is None
            return


def _replayed(state: RoyalsState) -> RoyalsState:
    again = new_state(state.chance.seed)
    for action in state.journal:
        again.apply(action)
    return again


def test_random_games_conserve_cards_end_and_replay():
    endings = Counter()
    for seed in range(GAMES):
        state = _play(seed, careful=False)
        endings[state.log[-1].reason] += 1
        if seed % 10 == 0:
            assert _replayed(state).fingerprint() == state.fingerprint()
    assert set(endings) == {"deck", "elimination"}


def test_careful_random_games_keep_secrets_and_refuse_cleanly():
    for seed in range(GAMES, GAMES + CAREFUL_GAMES):
        state = _play(seed, careful=True)
        assert _replayed(state).log == state.log


def test_every_die_rolled_is_journalled_and_told():
    state = _play(7, careful=False)
    told = [d for e in state.log if e.kind == "rolled" for d in e.dice]
    assert told and state.chance.journal == told


def test_a_copy_goes_its_own_way():
    state = new_state(5)
    twin = state.copy()
    seat = state.current
    state.apply(state.legal_actions(seat)[-1])
    assert twin.fingerprint() != state.fingerprint()
    twin.apply(twin.legal_actions(seat)[-1])
    assert twin.fingerprint() == state.fingerprint()


def test_nonsense_is_refused_not_crashed_on():
    state = new_state(9, first=0)
    before = state.fingerprint()
    hand = state.hands[0]
    nonsense = [Action(0, "attack", ("ZZ",), "J"), Action(0, "fortify", (hand[0],), "X"),
                Action(0, "pick", position="2"), Action(0, "bury", [hand[0]], "K"),
                Action(0, "shout"), Action(0, "end", position=1), Action(5, "end"),
                Action(0, "install", (hand[0], hand[1]))]
    for action in nonsense:
        try:
            state.apply(action)
        except IllegalAction as refusal:
            assert refusal.code in ALL_CODES
        else:
            raise AssertionError(f"{action} was accepted")
        assert state.fingerprint() == before
