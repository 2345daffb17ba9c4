"""Scenario files: a position (or a seeded new game), fixed dice, actions and what
must follow. The format is described in docs/disloyal-royals.md.

>>> result = run_scenario({"seed": 1, "first": 0,
...                        "expect": {"deck_count": 36, "hand_counts": [5, 5]},
...                        "steps": [{"action": {"seat": 1, "act": "end"},
...                                   "refused": "not_your_turn"}]})
>>> result.problems
[]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals.actions import Action
from accessible_ll.games.disloyal_royals.errors import IllegalAction
from accessible_ll.games.disloyal_royals.events import Rolled
from accessible_ll.games.disloyal_royals.state import RoyalsState, new_state
from accessible_ll.kit import Chance

_KEYS = {"note", "seed", "first", "dice", "courts", "hands", "deck", "discard", "rest",
         "reshuffle_used", "refill", "actions_taken", "expect", "steps"}
_STEP_KEYS = {"note", "action", "expect", "refused"}
_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_RESTS = ("deck", "discard", "out")


class ScenarioError(ValueError):
    """A malformed scenario (the message says what and where)."""


@dataclass
class ScenarioResult:
    """What a scenario run found: ``problems`` is empty when everything held."""
    state: RoyalsState
    problems: list[str] = field(default_factory=list)


def run_scenario(data: Any) -> ScenarioResult:
    """Set up the scenario's position, check its ``expect``, play its steps.

    Raises:
        ScenarioError: the scenario is malformed (a problem of the file, not a failed
            expectation: those are listed in the result).
    """
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    _known(data, _KEYS, "scenario")
    state = start(data)
    result = ScenarioResult(state)
    _expect(state, state.log, data.get("expect", {}), "start", result.problems)
    for number, step in enumerate(data.get("steps", []), 1):
        _step(state, step, f"step {number}", result.problems)
    return result


def start(data: dict) -> RoyalsState:
    """The position a scenario describes, before its steps."""
    seed = data.get("seed", 0)
    dice = data.get("dice", [])
    if not isinstance(dice, list) or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
        raise ScenarioError("'dice' must be a list of numbers from 1 to 6")
    first = data.get("first")
    if first not in (None, 0, 1):
        raise ScenarioError("'first' must be 0 or 1")
    if "courts" not in data:
        for key in ("hands", "deck", "discard", "rest", "reshuffle_used", "refill",
                    "actions_taken"):
            if key in data:
                raise ScenarioError(f"{key!r} needs 'courts' (a position of its own)")
        return new_state(seed, first, dice)
    return _position(data, Chance(seed, dice), first)


def _position(data: dict, chance: Chance, first: int | None) -> RoyalsState:
    named: list[str] = []
    courts, defence, treasure = _courts(data["courts"], named)
    hands = data.get("hands")
    if hands is not None:
        hands = _pair(hands, "hands")
        hands = [_cards(h, "hands") for h in hands]
        named += [card for hand in hands for card in hand]
    deck = _cards(data.get("deck", []), "deck")
    discard = _cards(data.get("discard", []), "discard")
    named += deck + discard
    twice = [card for card, n in Counter(named).items() if n > 1]
    if twice:
        raise ScenarioError(f"{twice[0]} is named twice")
    rest = [card for card in c.FULL_DECK if card not in set(named)]
    where = data.get("rest", "deck")
    if where not in _RESTS:
        raise ScenarioError(f"'rest' must be one of {', '.join(_RESTS)}")
    if where == "deck":
        chance.shuffle(rest)
        deck = deck + rest
    elif where == "discard":
        discard = rest + discard
    reshuffle_used = data.get("reshuffle_used", False)
    refill = data.get("refill", True)
    taken = data.get("actions_taken", 0)
    if not isinstance(reshuffle_used, bool) or not isinstance(refill, bool) \
            or taken not in (0, 1, 2):
        raise ScenarioError("'reshuffle_used' and 'refill' are true or false, "
                            "'actions_taken' 0, 1 or 2")
    return RoyalsState.setup(chance, courts=courts, deck=deck, hands=hands, first=first,
                             defence=defence, treasure=treasure, discard=discard,
                             reshuffle_used=reshuffle_used, actions_taken=taken,
                             refill=refill)


def _courts(data: Any, named: list[str]):
    courts, defence, treasure = [], [], []
    for seat_data in _pair(data, "courts"):
        if not isinstance(seat_data, dict):
            raise ScenarioError("each court is an object: slot J, Q, K to its royal")
        _known(seat_data, set(c.SLOTS), "court")
        court, hearts, piles = [], [], []
        for slot in c.SLOTS:
            royal = seat_data.get(slot)
            if isinstance(royal, str) or royal is None:
                royal = {"card": royal}
            if not isinstance(royal, dict):
                raise ScenarioError(f"court slot {slot}: a card, null or an object")
            _known(royal, {"card", "defence", "treasure"}, f"court slot {slot}")
            card = None if royal.get("card") is None else _card(royal["card"], "courts")
            if card is not None and (c.is_number(card) or c.rank(card) != slot):
                raise ScenarioError(f"court slot {slot} cannot hold {card}")
            hearts.append(_cards(royal.get("defence", []), "defence"))
            piles.append(_cards(royal.get("treasure", []), "treasure"))
            if card is None and (hearts[-1] or piles[-1]):
                raise ScenarioError(f"court slot {slot}: piles without a royal")
            court.append(card)
            named += ([card] if card else []) + hearts[-1] + piles[-1]
        courts.append(court)
        defence.append(hearts)
        treasure.append(piles)
    return courts, defence, treasure


def _pair(value: Any, what: str) -> list:
    if not isinstance(value, list) or len(value) != 2:
        raise ScenarioError(f"{what!r} needs one entry per seat (two)")
    return value


def _card(value: Any, what: str) -> str:
    if isinstance(value, str) and value[-1:] in _SYMBOLS:
        value = value[:-1] + _SYMBOLS[value[-1]]
    if value not in c.CARD_IDS:
        raise ScenarioError(f"{what}: {value!r} is not a card")
    return value


def _cards(value: Any, what: str) -> list[str]:
    if not isinstance(value, list):
        raise ScenarioError(f"{what!r} must be a list of cards")
    return [_card(v, what) for v in value]


def _known(data: dict, keys: set[str], what: str) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise ScenarioError(f"{what}: unknown key {unknown[0]!r}")


def _action(data: Any, where: str) -> Action:
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = dict(data, cards=[_card(v, where) for v in data["cards"]])
    try:
        return Action.from_json(data)
    except ValueError as error:
        raise ScenarioError(f"{where}: {error}") from None


def _step(state: RoyalsState, step: Any, where: str, problems: list[str]) -> None:
    if not isinstance(step, dict) or "action" not in step:
        raise ScenarioError(f"{where}: a step is an object with an 'action'")
    _known(step, _STEP_KEYS, where)
    action = _action(step["action"], where)
    before = state.fingerprint()
    refused = step.get("refused")
    try:
        events = state.apply(action)
    except IllegalAction as error:
        if refused is None:
            problems.append(f"{where}: refused ({error.code}), expected it to be legal")
        elif error.code != refused:
            problems.append(f"{where}: refused with {error.code}, expected {refused}")
        if state.fingerprint() != before:
            problems.append(f"{where}: a refused action changed the game")
        events = []
    else:
        if refused is not None:
            problems.append(f"{where}: accepted, expected refusal {refused}")
    _expect(state, events, step.get("expect", {}), where, problems)


def _expect(state: RoyalsState, events: list, expect: Any, where: str,
            problems: list[str]) -> None:
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where}: 'expect' must be an object")
    for key, wanted in expect.items():
        if key not in _CHECKS:
            raise ScenarioError(f"{where}: unknown expectation {key!r}")
        problem = _CHECKS[key](state, events, wanted)
        if problem:
            problems.append(f"{where}: {key}: {problem}")


def _differs(found: Any, wanted: Any) -> str | None:
    return None if found == wanted else f"found {found!r}, expected {wanted!r}"


def _rolled(events: list) -> Rolled | None:
    rolls = [e for e in events if isinstance(e, Rolled)]
    return rolls[-1] if rolls else None


def _court_problem(state: RoyalsState, events: list, wanted: Any) -> str | None:
    for seat, court in enumerate(_pair(wanted, "courts")):
        for slot, royal in court.items():
            i = c.SLOTS.index(slot)
            found = {"card": state.royals[seat][i], "defence": state.defence[seat][i],
                     "treasure": state.treasure[seat][i]}
            if not isinstance(royal, dict):
                royal = {"card": royal}
            for key, value in royal.items():
                value = None if value is None else (
                    _card(value, "courts") if key == "card" else _cards(value, "courts"))
                if found[key] != value:
                    return f"seat {seat} {slot} {key}: found {found[key]!r}, expected {value!r}"
    return None


def _events_problem(state: RoyalsState, events: list, wanted: Any) -> str | None:
    kinds = [e.kind for e in events]
    rest = iter(kinds)
    if all(any(k == w for k in rest) for w in wanted):
        return None
    return f"found {kinds!r}, expected {wanted!r} in this order"


def _hands_problem(state: RoyalsState, events: list, wanted: Any) -> str | None:
    found = [sorted(h) for h in state.hands]
    return _differs(found, [sorted(_cards(h, "hands")) for h in _pair(wanted, "hands")])


def _contains_problem(state: RoyalsState, events: list, wanted: Any) -> str | None:
    for seat, cards in enumerate(_pair(wanted, "hand_contains")):
        missing = [x for x in _cards(cards, "hand_contains") if x not in state.hands[seat]]
        if missing:
            return f"seat {seat} does not hold {missing}"
    return None


def _discard_contains(state: RoyalsState, events: list, wanted: Any) -> str | None:
    missing = [x for x in _cards(wanted, "discard_contains") if x not in state.discard]
    return f"not in the discard pile: {missing}" if missing else None


def _in_play(state: RoyalsState) -> int:
    piles = [state.deck, state.discard, *state.hands]
    piles += [p for seat in (0, 1) for p in state.defence[seat] + state.treasure[seat]]
    royals = sum(1 for court in state.royals for r in court if r is not None)
    return sum(len(p) for p in piles) + royals


_CHECKS = {
    "cards_in_play": lambda s, e, w: _differs(_in_play(s), w),
    "court_ranks": lambda s, e, w: _differs(
        [[None if r is None else c.rank(r) for r in court] for court in s.royals], w),
    "deck_count": lambda s, e, w: _differs(len(s.deck), w),
    "discard_count": lambda s, e, w: _differs(len(s.discard), w),
    "discard_contains": _discard_contains,
    "hand_counts": lambda s, e, w: _differs([len(h) for h in s.hands], w),
    "hands": _hands_problem,
    "hand_contains": _contains_problem,
    "courts": _court_problem,
    "reshuffle_used": lambda s, e, w: _differs(s.reshuffle_used, w),
    "current": lambda s, e, w: _differs(s.current, w),
    "actions_taken": lambda s, e, w: _differs(s.actions_taken, w),
    "phase": lambda s, e, w: _differs(s.phase, w),
    "deciders": lambda s, e, w: _differs(list(s.deciders()), w),
    "dice": lambda s, e, w: _differs(list(_rolled(e).dice) if _rolled(e) else None, w),
    "threshold": lambda s, e, w: _differs(_rolled(e).threshold if _rolled(e) else None, w),
    "successes": lambda s, e, w: _differs(_rolled(e).successes if _rolled(e) else None, w),
    "events": _events_problem,
    "over": lambda s, e, w: _differs(s.result is not None, w),
    "winners": lambda s, e, w: _differs(list(s.result.winners) if s.result else None, w),
    "scores": lambda s, e, w: _differs(list(s.result.scores) if s.result else None, w),
}
