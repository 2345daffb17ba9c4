"""Scenario files: a fixed deal, ring, start player and every choice, with the results
expected along the way (format: docs/verraeter.md).

    accessible-ll scenario --game verraeter FILE

prints the result as one JSON object (each case's name and what differed) and exits 1
if any case failed. A file that is no scenario is refused before anything is played,
saying where in the file and what is wrong (a :class:`~accessible_ll.kit.scenario.Fault`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from accessible_ll.kit.scenario import TWICE, At, Fault, is_whole, same

from . import cards as r
from . import words as w
from .actions import Action
from .errors import Refused, ShuffleMismatch
from .state import ESTATES, State

#: A case's keys (a file's too, with its ``cases``).
_CASE_KEYS = ("name", "note", "players", "seed", "start", "position", "shuffles", "steps")
_POSITION_KEYS = ("phase", "ring", "hands", "deck", "discard", "buildings", "reserve",
                  "scores", "start", "strategy", "allegiances", "round", "rounds")
_BUILDING_KEYS = ("position", "owner", "kind")
_STEP_KEYS = ("note", "action", "refused", "expect")
#: The phase a position may begin in (the start of a round, else the Estates).
_PHASES = ("round", ESTATES)

#: Where each key of a case is in the file (a case's own, or the file's it inherits).
Place = Callable[[str], At]


class ScenarioFailed(AssertionError):
    """A scenario's expectation did not hold (the message says which and where)."""


def cases(data: Any) -> list[dict[str, Any]]:
    """The scenarios of a file's JSON: one object, or ``{"cases": [...]}``; each case
    inherits the file's keys that it does not set.

    Raises:
        Fault: the data is no scenario (a ``ValueError`` saying where and why).
    """
    return [case for case, _place in placed_cases(data)]


def placed_cases(data: Any) -> list[tuple[dict[str, Any], Place]]:
    """:func:`cases`, each with where its keys are in the file."""
    root = At()
    data = root.mapping(data, (*_CASE_KEYS, "cases"))
    if "cases" not in data:
        return [(data, lambda key: root / key)]
    shared = {k: v for k, v in data.items() if k != "cases"}
    found = []
    for at, case in (root / "cases").entries(data["cases"]):
        at.mapping(case, _CASE_KEYS)
        found.append(({**shared, **case}, _place(case, at)))
    return found


def _place(case: dict[str, Any], at: At) -> Place:
    return lambda key: at / key if key in case else At() / key


def build(scenario: dict[str, Any], place: Place = lambda key: At() / key) -> State:
    """The state a scenario starts from.

    Raises:
        Fault: a key is missing, or a value is not what it must be.
    """
    if "players" not in scenario:
        raise At(place("players").parts[:-1]).missing("players")
    players = place("players").whole(scenario["players"], min(r.ROUNDS), max(r.ROUNDS))
    seed = place("seed").seed(scenario.get("seed", 0))
    new = "position" not in scenario
    shuffles = _shuffles(scenario.get("shuffles", []), place("shuffles"), new)
    if not new:
        position = _position(scenario["position"], place("position"), players)
        return _shuffled(lambda: State.from_position(position, seed, shuffles=shuffles),
                         scenario, place)
    start = scenario.get("start")
    if start is not None:
        place("start").whole(start, 0, players - 1)
    return _shuffled(lambda: State.new(players, seed, start=start, shuffles=shuffles),
                     scenario, place)


def run(scenario: dict[str, Any], place: Place = lambda key: At() / key) -> State:
    """Play a scenario's steps, checking each expectation; return the final state.

    Raises:
        Fault: the scenario is malformed.
        ScenarioFailed: an action was refused or accepted against the file, or an
            expectation differed.
    """
    state = build(scenario, place)
    steps = list(place("steps").entries(scenario.get("steps", [])))
    for at, step in steps:  # the whole file is read before anything is played
        at.mapping(step, _STEP_KEYS)
    since: list = list(state.log)
    for at, step in steps:
        where = f"{scenario.get('name', '?')}, step {at.parts[-1] + 1}"
        if "action" in step:
            action = Action.from_json(step["action"], at / "action")
            refused = step.get("refused")
            if refused is not None:
                (at / "refused").text_value(refused)
            since += _shuffled(lambda: _act(state, action, refused, where), scenario, place)
        if "expect" in step:
            _expect(state, step["expect"], since, where, at / "expect")
            since = []
    return state


def _shuffled(make: Callable[[], Any], scenario: dict[str, Any], place: Place) -> Any:
    """What ``make`` makes; a fixed shuffle that does not hold what is shuffled there
    is a fault of the file, found when the engine shuffles."""
    try:
        return make()
    except ShuffleMismatch as error:
        number = len(scenario.get("shuffles", [])) - error.left - 1
        raise (place("shuffles") / number).fault(
            w.SCENARIO_SHUFFLE, expected=_written(error.expected)) from None


def _written(items: list) -> str:
    """Cards as a scenario file writes them (a landscape as ``[type, house]``)."""
    return json.dumps([list(item) if isinstance(item, tuple) else item for item in items])


def _act(state: State, action: Action, refused: str | None, where: str) -> list:
    before = _snapshot(state)
    try:
        events = state.apply(action)
    except Refused as refusal:
        if refusal.code != refused:
            raise ScenarioFailed(f"{where}: refused {refusal.code}, expected "
                                 f"{refused or 'acceptance'}") from None
        if _snapshot(state) != before:
            raise ScenarioFailed(f"{where}: a refusal changed the state") from None
        return []
    if refused is not None:
        raise ScenarioFailed(f"{where}: accepted, expected refusal {refused}")
    return events


# ----- what a position may hold ---------------------------------------------------------------

def _supply(value: Any, at: At) -> int:
    if not is_whole(value) or value not in r.SUPPLY_MIX:
        raise at.wrong(value, w.SCENARIO_KIND_SUPPLY,
                       values=", ".join(str(v) for v in r.SUPPLY_MIX))
    return value


def _values(value: Any, at: At) -> list[int]:
    return [_supply(item, place) for place, item in at.entries(value)]


def _per_seat(value: Any, at: At, players: int, read: Callable[[Any, At], Any]) -> list:
    return [read(item, place) for place, item in at.entries(value, players)]


def _position(value: Any, at: At, players: int) -> dict[str, Any]:
    """A position checked key by key (see docs/verraeter.md), for ``State.from_position``."""
    position = dict(at.mapping(value, _POSITION_KEYS, required=("ring", "hands")),
                    players=players)
    seat = (lambda item, place: place.whole(item, 0, players - 1))
    for key in ("start", "strategy"):
        if key in position:
            seat(position[key], at / key)
    (at / "phase").name(position.get("phase", "round"), _PHASES)
    _ring(position["ring"], at / "ring")
    position["hands"] = _per_seat(position["hands"], at / "hands", players, _values)
    held = Counter(v for hand in position["hands"] for v in hand)
    for key in ("deck", "discard"):
        held += Counter(_values(position.get(key, []), at / key))
    if held != r.SUPPLY_COUNTER:
        mix = ", ".join(f"{count} × {v}" for v, count in r.SUPPLY_MIX.items())
        raise Fault(w.SCENARIO_SUPPLY, len(r.SUPPLY), mix=mix)
    _buildings(position.get("buildings", []), at / "buildings", players)
    if "reserve" in position:
        _per_seat(position["reserve"], at / "reserve", players,
                  lambda item, place: place.whole(item, 0, r.BUILDINGS_PER_PLAYER))
    if "scores" in position:
        _per_seat(position["scores"], at / "scores", players,
                  lambda item, place: place.whole(item, 0))
    if "allegiances" in position:
        _per_seat(position["allegiances"], at / "allegiances", players,
                  lambda item, place: place.name(item, r.HOUSES))
    rounds = (at / "rounds").whole(position.get("rounds", r.ROUNDS[players]), 1)
    (at / "round").whole(position.get("round", 1), 1, rounds)
    return position


def _ring(value: Any, at: At) -> None:
    kinds = []
    for place, landscape in at.entries(value, r.RING_SIZE):
        kind, house = place.sequence(landscape, 2)
        kinds.append((place / 0).name(kind, r.LANDSCAPE_TYPES))
        (place / 1).name(house, r.HOUSES)
    if Counter(kinds) != Counter(kind for kind, _ in r.LANDSCAPES):
        raise at.fault(w.SCENARIO_RING_TYPES)
    if len({house for _, house in value}) == 1:
        raise at.fault(w.SCENARIO_RING_ONE_HOUSE)


def _buildings(value: Any, at: At, players: int) -> None:
    taken: set[int] = set()
    owned = Counter()
    for place, building in at.entries(value):
        place.mapping(building, _BUILDING_KEYS, required=("position", "owner"))
        position = (place / "position").whole(building["position"], 0, r.RING_SIZE - 1)
        owner = (place / "owner").whole(building["owner"], 0, players - 1)
        (place / "kind").name(building.get("kind", r.ESTATE), (r.ESTATE, r.TRADING_POST))
        if position in taken:
            raise at.fault(TWICE, value=str(position))
        taken.add(position)
        owned[owner] += 1
        if owned[owner] > r.BUILDINGS_PER_PLAYER:
            raise at.fault(w.SCENARIO_BUILDINGS, r.BUILDINGS_PER_PLAYER, owner=owner)


def _shuffles(value: Any, at: At, new: bool) -> list:
    """The fixed shuffles: each a list of cards (a value, an action card, or a
    landscape as ``[type, house]``); a new game's first two are the ring and the supply."""
    orders = []
    for place, order in at.entries(value):
        items = []
        for item_at, item in place.entries(order):
            if isinstance(item, list):
                item = tuple(item_at.name(part, names) for part, names in
                             zip(item_at.sequence(item, 2), (r.LANDSCAPE_TYPES, r.HOUSES)))
            elif not (is_whole(item) or isinstance(item, str)):
                raise item_at.wrong(item, w.SCENARIO_KIND_SUPPLY,
                                    values=", ".join(str(v) for v in r.SUPPLY_MIX))
            items.append(item)
        orders.append(items)
    dealt = (list(r.LANDSCAPES), list(r.SUPPLY)) if new else ()
    for number, (order, wanted) in enumerate(zip(orders, dealt)):
        if Counter(order) != Counter(wanted):
            raise (at / number).fault(w.SCENARIO_SHUFFLE, expected=_written(sorted(wanted)))
    return orders


# ----- expectations ---------------------------------------------------------------------------

def _expect(state: State, expected: Any, events: list, where: str, at: At) -> None:
    at.mapping(expected, EXPECT_KEYS)
    for key, want in expected.items():
        if key in ("events", "no_events"):
            patterns = [place.mapping(pattern, _pattern_keys(pattern), required=("kind",))
                        for place, pattern in (at / key).entries(want)]
            _events(events, patterns, key == "events", where)
            continue
        got = _ACTUAL[key](state)
        if isinstance(want, dict) and isinstance(got, (list, tuple, dict)):
            got = _part(got, want, at / key)
        if not same(_plain(got), _plain(want)):
            raise ScenarioFailed(f"{where}: {key} is {_plain(got)}, expected {want}")


def _pattern_keys(pattern: Any) -> tuple[str, ...]:
    return tuple(pattern) if isinstance(pattern, dict) else ()


def _events(events: list, patterns: list[dict], wanted: bool, where: str) -> None:
    for pattern in patterns:
        found = any(_matches(e, pattern) for e in events)
        if wanted and not found:
            raise ScenarioFailed(f"{where}: no event like {pattern}; got "
                                 f"{[e.kind for e in events]}")
        if found and not wanted:
            raise ScenarioFailed(f"{where}: an unexpected event like {pattern}")


def _part(got: Any, want: dict, at: At) -> dict:
    """Only the seats or positions an expectation names (``{"1": 5}``)."""
    names = [str(k) for k in got] if isinstance(got, dict) else \
        [str(index) for index in range(len(got))]
    at.mapping(want, names)
    return {k: got[k] if isinstance(got, dict) else got[int(k)] for k in want}


def _matches(event: Any, pattern: dict[str, Any]) -> bool:
    if event.kind != pattern.get("kind"):
        return False
    return all(same(_plain(getattr(event, k, None)), _plain(v))
               for k, v in pattern.items() if k != "kind")


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def _snapshot(state: State) -> tuple:
    return tuple(repr(getattr(state, name)) for name in State.__slots__
                 if name not in ("chance",)) + (repr(state.chance.state()),)


def _strengths(state: State) -> dict[str, int] | None:
    if state.battlefield is None:
        return None
    return {house: sum(parts) for house, parts in state.strengths().items()}


#: What an ``expect`` key reads from the state.
_ACTUAL = {
    "phase": lambda s: s.phase,
    "deciders": lambda s: list(s.deciders()),
    "round": lambda s: s.round_no,
    "start": lambda s: s.start,
    "strategy": lambda s: s.strategy,
    "scores": lambda s: s.scores,
    "houses": lambda s: s.houses,
    "allegiances": lambda s: s.allegiance,
    "hands": lambda s: s.hands,
    "hand_counts": lambda s: [len(h) for h in s.hands],
    "deck_count": lambda s: len(s.deck),
    "discard_count": lambda s: len(s.discard),
    "supply_total": lambda s: len(s.deck) + len(s.discard) + sum(map(len, s.hands))
    + sum(len(c or ()) for c in s.committed),
    "buildings": lambda s: [list(b) if b else None for b in s.buildings],
    "reserve": lambda s: s.reserve,
    "offered_counts": lambda s: [len(o) for o in s.offered],
    "centre_count": lambda s: len(s.centre),
    "roles": lambda s: s.roles,
    "strengths": _strengths,
    "draws_due": lambda s: [s.draws_due(seat) for seat in range(s.players)],
    "legal_count": lambda s: len(s.legal_actions(s.current)) if s.current is not None
    else 0,
    "winners": lambda s: list(s.outcome().winners) if s.outcome() else None,
    "ended": lambda s: s.ended,
    "battlefields": lambda s: s.battlefields(),
    "ring_houses_count": lambda s: {h: s.houses.count(h) for h in r.HOUSES},
}
EXPECT_KEYS = tuple(_ACTUAL) + ("events", "no_events")


def run_all(data: Any) -> dict[str, Any]:
    """Every case of a scenario file's JSON: what held and what did not.

    Raises:
        Fault: the data is no scenario (a case is not an object, a key is missing
            or of the wrong kind): a ``ValueError`` saying where and why.
    """
    results = []
    for number, (scenario, place) in enumerate(placed_cases(data), 1):
        name = str(scenario.get("name", number))
        try:
            run(scenario, place)
            results.append({"name": name, "passed": True})
        except ScenarioFailed as problem:
            results.append({"name": name, "passed": False, "problem": str(problem)})
    return {"game": "verraeter", "passed": all(r["passed"] for r in results),
            "problems": [f"{r['name']}: {r['problem']}" for r in results if not r["passed"]],
            "cases": results}
