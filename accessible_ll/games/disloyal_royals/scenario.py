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
from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.games.disloyal_royals.actions import Action
from accessible_ll.games.disloyal_royals.errors import IllegalAction
from accessible_ll.games.disloyal_royals.events import Rolled
from accessible_ll.games.disloyal_royals.state import RoyalsState, new_state
from accessible_ll.kit import Chance
from accessible_ll.kit.scenario import At, Fault, same

_KEYS = {"note", "seed", "first", "dice", "courts", "hands", "deck", "discard", "rest",
         "reshuffle_used", "refill", "actions_taken", "expect", "steps"}
_POSITION_KEYS = ("hands", "deck", "discard", "rest", "reshuffle_used", "refill",
                  "actions_taken")
_STEP_KEYS = {"note", "action", "expect", "refused"}
_ROYAL_KEYS = {"card", "defence", "treasure"}
_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_LETTERS = {letter: symbol for symbol, letter in _SYMBOLS.items()}
_RESTS = ("deck", "discard", "out")
_SEATS = 2

@dataclass
class ScenarioResult:
    """What a scenario run found: ``problems`` is empty when everything held."""
    state: RoyalsState
    problems: list[str] = field(default_factory=list)


def run_scenario(data: Any) -> ScenarioResult:
    """Set up the scenario's position, check its ``expect``, play its steps.

    Raises:
        Fault: the scenario is malformed (a problem of the file, not a failed
            expectation: those are listed in the result).
    """
    at = At()
    data = at.mapping(data, _KEYS)
    state = start(data)
    result = ScenarioResult(state)
    _expect(state, state.log, data.get("expect", {}), at / "expect", "start", result.problems)
    for place, step in (at / "steps").entries(data.get("steps", [])):
        _step(state, step, place, f"step {place.parts[-1] + 1}", result.problems)
    return result


def start(data: dict) -> RoyalsState:
    """The position a scenario describes, before its steps."""
    at = At()
    seed = (at / "seed").seed(data.get("seed", 0))
    dice = [place.whole(die, 1, 6) for place, die in (at / "dice").entries(data.get("dice", []))]
    first = data.get("first")
    if first is not None:
        (at / "first").whole(first, 0, _SEATS - 1)
    if "courts" not in data:
        for key in _POSITION_KEYS:
            if key in data:
                raise Fault(w.SCENARIO_NEEDS_COURTS, key=key)
        return new_state(seed, first, dice)
    return _position(data, Chance(seed, dice), first)


def _position(data: dict, chance: Chance, first: int | None) -> RoyalsState:
    at = At()
    named: list[str] = []
    courts, defence, treasure = _courts(data["courts"], at / "courts", named)
    hands = data.get("hands")
    if hands is not None:
        hands = [_cards(hand, place) for place, hand in (at / "hands").entries(hands, _SEATS)]
        named += [card for hand in hands for card in hand]
    deck = _cards(data.get("deck", []), at / "deck")
    discard = _cards(data.get("discard", []), at / "discard")
    named += deck + discard
    twice = [card for card, n in Counter(named).items() if n > 1]
    if twice:
        raise Fault(w.SCENARIO_CARD_TWICE, card=_written(twice[0]))
    rest = [card for card in c.FULL_DECK if card not in set(named)]
    where = (at / "rest").name(data.get("rest", "deck"), _RESTS)
    if where == "deck":
        chance.shuffle(rest)
        deck = deck + rest
    elif where == "discard":
        discard = rest + discard
    reshuffle_used = (at / "reshuffle_used").boolean(data.get("reshuffle_used", False))
    refill = (at / "refill").boolean(data.get("refill", True))
    taken = (at / "actions_taken").whole(data.get("actions_taken", 0), 0,
                                         c.ACTIONS_PER_TURN)
    return RoyalsState.setup(chance, courts=courts, deck=deck, hands=hands, first=first,
                             defence=defence, treasure=treasure, discard=discard,
                             reshuffle_used=reshuffle_used, actions_taken=taken,
                             refill=refill)


def _courts(data: Any, at: At, named: list[str]):
    courts, defence, treasure = [], [], []
    for place, seat_data in at.entries(data, _SEATS):
        place.mapping(seat_data, set(c.SLOTS))
        court, hearts, piles = [], [], []
        for slot in c.SLOTS:
            card, royal_hearts, royal_piles = _royal(seat_data.get(slot), place / slot, slot)
            court.append(card)
            hearts.append(royal_hearts)
            piles.append(royal_piles)
            named += ([card] if card else []) + royal_hearts + royal_piles
        courts.append(court)
        defence.append(hearts)
        treasure.append(piles)
    return courts, defence, treasure


def _royal(royal: Any, at: At, slot: str) -> tuple[str | None, list[str], list[str]]:
    """One court slot of a scenario: its royal (or None), hearts and buried cards."""
    if isinstance(royal, str) or royal is None:
        royal = {"card": royal}
    if not isinstance(royal, dict):
        raise at.wrong(royal, w.SCENARIO_KIND_SLOT)
    at.mapping(royal, _ROYAL_KEYS)
    card = royal.get("card")
    card = None if card is None else _card(card, at / "card" if "card" in royal else at)
    if card is not None and (c.is_number(card) or c.rank(card) != slot):
        raise at.fault(w.SCENARIO_SLOT_RANK, slot=slot, card=_written(card))
    hearts = _cards(royal.get("defence", []), at / "defence")
    piles = _cards(royal.get("treasure", []), at / "treasure")
    if card is None and (hearts or piles):
        raise at.fault(w.SCENARIO_PILES_NO_ROYAL)
    return card, hearts, piles


def _written(card: str) -> str:
    """A card id as a scenario file writes it ("7♣")."""
    return card[:-1] + _LETTERS[card[-1]]


def _card(value: Any, at: At) -> str:
    card = value
    if isinstance(card, str) and card[-1:] in _SYMBOLS:
        card = card[:-1] + _SYMBOLS[card[-1]]
    if not isinstance(card, str) or card not in c.CARD_IDS:
        raise at.wrong(value, w.SCENARIO_KIND_CARD)
    return card


def _cards(value: Any, at: At) -> list[str]:
    return [_card(card, place) for place, card in at.entries(value)]


def _action(data: Any, at: At) -> Action:
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = dict(data, cards=[_card(card, place) for place, card in
                                 (at / "cards").entries(data["cards"])])
    return Action.from_json(data, at)


def _step(state: RoyalsState, step: Any, at: At, where: str, problems: list[str]) -> None:
    at.mapping(step, _STEP_KEYS, required=("action",))
    action = _action(step["action"], at / "action")
    refused = step.get("refused")
    if refused is not None:
        (at / "refused").text_value(refused)
    before = state.fingerprint()
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
    _expect(state, events, step.get("expect", {}), at / "expect", where, problems)


def _expect(state: RoyalsState, events: list, expect: Any, at: At, where: str,
            problems: list[str]) -> None:
    at.mapping(expect, _CHECKS)
    for key, wanted in expect.items():
        check, read = _CHECKS[key]
        problem = check(state, events, read(wanted, at / key))
        if problem:
            problems.append(f"{where}: {key}: {problem}")


def _differs(found: Any, wanted: Any) -> str | None:
    return None if same(found, wanted) else f"found {found!r}, expected {wanted!r}"


def _rolled(events: list) -> Rolled | None:
    rolls = [e for e in events if isinstance(e, Rolled)]
    return rolls[-1] if rolls else None


def _court_problem(state: RoyalsState, events: list, wanted: list) -> str | None:
    for seat, court in enumerate(wanted):
        for slot, royal in court.items():
            i = c.SLOTS.index(slot)
            found = {"card": state.royals[seat][i], "defence": state.defence[seat][i],
                     "treasure": state.treasure[seat][i]}
            for key, value in royal.items():
                if not same(found[key], value):
                    return f"seat {seat} {slot} {key}: found {found[key]!r}, expected {value!r}"
    return None


def _events_problem(state: RoyalsState, events: list, wanted: list) -> str | None:
    kinds = [e.kind for e in events]
    rest = iter(kinds)
    if all(any(k == w for k in rest) for w in wanted):
        return None
    return f"found {kinds!r}, expected {wanted!r} in this order"


def _hands_problem(state: RoyalsState, events: list, wanted: list) -> str | None:
    return _differs([sorted(h) for h in state.hands], [sorted(h) for h in wanted])


def _contains_problem(state: RoyalsState, events: list, wanted: list) -> str | None:
    for seat, cards in enumerate(wanted):
        missing = [x for x in cards if x not in state.hands[seat]]
        if missing:
            return f"seat {seat} does not hold {missing}"
    return None


def _discard_contains(state: RoyalsState, events: list, wanted: list) -> str | None:
    missing = [x for x in wanted if x not in state.discard]
    return f"not in the discard pile: {missing}" if missing else None


def _in_play(state: RoyalsState) -> int:
    piles = [state.deck, state.discard, *state.hands]
    piles += [p for seat in (0, 1) for p in state.defence[seat] + state.treasure[seat]]
    royals = sum(1 for court in state.royals for r in court if r is not None)
    return sum(len(p) for p in piles) + royals


# ----- what an expectation may hold (checked before it is compared) ---------------------------

def _whole(value: Any, at: At) -> int:
    return at.whole(value)


def _boolean(value: Any, at: At) -> bool:
    return at.boolean(value)


def _text(value: Any, at: At) -> str:
    return at.text_value(value)


def _maybe(read):
    """``read``, or null."""
    return lambda value, at: None if value is None else read(value, at)


def _each(read, count: int | None = None):
    """A list of values that ``read`` reads (``count`` of them, when given)."""
    return lambda value, at: [read(item, place) for place, item in at.entries(value, count)]


def _slot_name(value: Any, at: At) -> str | None:
    return None if value is None else at.name(value, c.SLOTS)


def _wanted_courts(value: Any, at: At) -> list[dict]:
    """Per seat, the slots to check: a card (or null), or an object of some of card,
    defence and treasure."""
    courts = []
    for place, court in at.entries(value, _SEATS):
        place.mapping(court, set(c.SLOTS))
        wanted = {}
        for slot, royal in court.items():
            royal = royal if isinstance(royal, dict) else {"card": royal}
            (place / slot).mapping(royal, _ROYAL_KEYS)
            wanted[slot] = {key: (_maybe(_card)(item, place / slot / key) if key == "card"
                                  else _cards(item, place / slot / key))
                            for key, item in royal.items()}
        courts.append(wanted)
    return courts


#: Each expectation: how it is checked, and how its value is read from the file.
_CHECKS = {
    "cards_in_play": (lambda s, e, w: _differs(_in_play(s), w), _whole),
    "court_ranks": (lambda s, e, w: _differs(
        [[None if r is None else c.rank(r) for r in court] for court in s.royals], w),
        _each(_each(_slot_name, len(c.SLOTS)), _SEATS)),
    "deck_count": (lambda s, e, w: _differs(len(s.deck), w), _whole),
    "discard_count": (lambda s, e, w: _differs(len(s.discard), w), _whole),
    "discard_contains": (_discard_contains, _cards),
    "hand_counts": (lambda s, e, w: _differs([len(h) for h in s.hands], w),
                    _each(_whole, _SEATS)),
    "hands": (_hands_problem, _each(_cards, _SEATS)),
    "hand_contains": (_contains_problem, _each(_cards, _SEATS)),
    "courts": (_court_problem, _wanted_courts),
    "reshuffle_used": (lambda s, e, w: _differs(s.reshuffle_used, w), _boolean),
    "current": (lambda s, e, w: _differs(s.current, w), _maybe(_whole)),
    "actions_taken": (lambda s, e, w: _differs(s.actions_taken, w), _whole),
    "phase": (lambda s, e, w: _differs(s.phase, w), _text),
    "deciders": (lambda s, e, w: _differs(list(s.deciders()), w), _each(_whole)),
    "dice": (lambda s, e, w: _differs(list(_rolled(e).dice) if _rolled(e) else None, w),
             _maybe(_each(_whole))),
    "threshold": (lambda s, e, w: _differs(_rolled(e).threshold if _rolled(e) else None, w),
                  _maybe(_whole)),
    "successes": (lambda s, e, w: _differs(_rolled(e).successes if _rolled(e) else None, w),
                  _maybe(_whole)),
    "events": (_events_problem, _each(_text)),
    "over": (lambda s, e, w: _differs(s.result is not None, w), _boolean),
    "winners": (lambda s, e, w: _differs(list(s.result.winners) if s.result else None, w),
                _maybe(_each(_whole))),
    "scores": (lambda s, e, w: _differs(list(s.result.scores) if s.result else None, w),
               _maybe(_each(_whole))),
}
