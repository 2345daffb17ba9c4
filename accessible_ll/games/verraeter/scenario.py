"""Scenario files: a fixed deal, ring, start player and every choice, with the results
expected along the way (format: docs/verraeter.md).

    accessible-ll scenario --game verraeter FILE

prints the result as one JSON object (each case's name and what differed) and exits 1
if any case failed.
"""

from __future__ import annotations

from typing import Any

from . import rules as r
from .actions import Action
from .errors import Refused
from .state import State


class ScenarioFailed(AssertionError):
    """A scenario's expectation did not hold (the message says which and where)."""


def cases(data: Any) -> list[dict[str, Any]]:
    """The scenarios of a file's JSON: one object, or ``{"cases": [...]}``; each case
    inherits the file's keys that it does not set.

    Raises:
        ValueError: the data is no scenario.
    """
    if not isinstance(data, dict) or not isinstance(data.get("cases", []), list):
        raise ValueError("a scenario is a JSON object; its cases a list of objects")
    if "cases" not in data:
        return [data]
    shared = {k: v for k, v in data.items() if k != "cases"}
    return [{**shared, **case} for case in data["cases"]]


def build(scenario: dict[str, Any]) -> State:
    """The state a scenario starts from."""
    shuffles = [_fixed(order) for order in scenario.get("shuffles", ())]
    seed = scenario.get("seed", 0)
    if "position" in scenario:
        position = {"players": scenario["players"], **scenario["position"]}
        return State.from_position(position, seed, shuffles=shuffles)
    return State.new(scenario["players"], seed, start=scenario.get("start"),
                     shuffles=shuffles)


def run(scenario: dict[str, Any]) -> State:
    """Play a scenario's steps, checking each expectation; return the final state.

    Raises:
        ScenarioFailed: an action was refused or accepted against the file, or an
            expectation differed.
    """
    state = build(scenario)
    since: list = list(state.log)
    for number, step in enumerate(scenario.get("steps", ()), 1):
        where = f"{scenario.get('name', '?')}, step {number}"
        if "action" in step:
            since += _act(state, step, where)
        if "expect" in step:
            _expect(state, step["expect"], since, where)
            since = []
    return state


def _act(state: State, step: dict[str, Any], where: str) -> list:
    action = Action.from_json(step["action"])
    before = _snapshot(state)
    try:
        events = state.apply(action)
    except Refused as refusal:
        if refusal.code != step.get("refused"):
            raise ScenarioFailed(f"{where}: refused {refusal.code}, expected "
                                 f"{step.get('refused', 'acceptance')}") from None
        if _snapshot(state) != before:
            raise ScenarioFailed(f"{where}: a refusal changed the state") from None
        return []
    if "refused" in step:
        raise ScenarioFailed(f"{where}: accepted, expected refusal {step['refused']}")
    return events


def _expect(state: State, expected: dict[str, Any], events: list, where: str) -> None:
    for key, want in expected.items():
        if key == "events":
            for pattern in want:
                if not any(_matches(e, pattern) for e in events):
                    raise ScenarioFailed(f"{where}: no event like {pattern}; got "
                                         f"{[e.kind for e in events]}")
            continue
        if key == "no_events":
            for pattern in want:
                if any(_matches(e, pattern) for e in events):
                    raise ScenarioFailed(f"{where}: an unexpected event like {pattern}")
            continue
        got = _ACTUAL[key](state)
        if isinstance(want, dict):
            got = {k: got[k] if isinstance(got, dict) else got[int(k)] for k in want}
            want = {k: _plain(v) for k, v in want.items()}
        if _plain(got) != _plain(want):
            raise ScenarioFailed(f"{where}: {key} is {_plain(got)}, expected {want}")


def _matches(event: Any, pattern: dict[str, Any]) -> bool:
    if event.kind != pattern.get("kind"):
        return False
    return all(_plain(getattr(event, k, None)) == _plain(v)
               for k, v in pattern.items() if k != "kind")


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def _fixed(order: list) -> list:
    return [tuple(item) if isinstance(item, list) else item for item in order]


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
        ValueError: the data is no scenario (a case is not an object, a key is missing
            or of the wrong kind).
    """
    results = []
    for number, scenario in enumerate(cases(data), 1):
        if not isinstance(scenario, dict):
            raise ValueError(f"case {number} is not an object")
        name = str(scenario.get("name", number))
        try:
            run(scenario)
            results.append({"name": name, "passed": True})
        except ScenarioFailed as problem:
            results.append({"name": name, "passed": False, "problem": str(problem)})
        except (KeyError, TypeError, IndexError) as problem:
            raise ValueError(f"case {name}: {problem!r}") from None
    return {"game": "verraeter", "passed": all(r["passed"] for r in results),
            "problems": [f"{r['name']}: {r['problem']}" for r in results if not r["passed"]],
            "cases": results}
