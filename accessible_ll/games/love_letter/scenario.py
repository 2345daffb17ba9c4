"""Scenario files: one round from a fixed deck, as rules test vectors and tutorials.

The format and the printed result are specified in RULES.md section 6.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.games.love_letter.editions import EDITIONS, find_edition
from accessible_ll.games.love_letter.engine import Action, GameState, IllegalAction
from accessible_ll.games.love_letter.engine.cards import CARD_IDS, Edition
from accessible_ll.games.love_letter import words as m
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.kit.scenario import Fault
from accessible_ll.kit.words import default_names

_KEYS = {"edition", "players", "first", "tokens", "deck", "actions", "target", "note", "expect"}
_SEAT_KEYS = ("seat", "target", "look")


class ScenarioError(Fault):
    """A malformed scenario file, said as a whole sentence that names the file (the
    kit's :class:`~accessible_ll.kit.scenario.Fault`, its card ids said as the cards'
    names)."""
    whole = True

    def localized(self, words: Any) -> str:
        """The fault in ``words``' language (card ids said as the cards' names)."""
        return super().localized(card_words(words))


@dataclass(frozen=True)
class Scenario:
    """A validated scenario: the round to deal and the decisions to play."""

    edition: Edition
    players: int
    deck: tuple[str, ...]
    first: int
    tokens: tuple[int, ...]
    target: int | None
    actions: tuple[Action, ...]

    def start(self) -> GameState:
        """The game as dealt, before any action."""
        return GameState.from_deck(self.edition, self.players, self.deck, first=self.first,
                                   tokens=self.tokens, target=self.target)


def play_scenario(data: Any, words: Any, name: str = "scenario") -> dict[str, Any]:
    """A decoded scenario file checked and played (see :func:`run_scenario`), as the
    ``scenario`` command plays it; ``name`` names the file in a refusal.

    Raises:
        ScenarioError: the scenario is malformed.
    """
    return run_scenario(parse_scenario(data, name), words)


def parse_scenario(data: Any, name: str = "scenario") -> Scenario:
    """Check a scenario's decoded JSON.

    Raises:
        ScenarioError: the scenario is malformed.
    """
    if not isinstance(data, dict):
        raise ScenarioError(m.SCENARIO_NOT_OBJECT, path=name)
    for key in data:
        if key not in _KEYS:
            raise ScenarioError(m.SCENARIO_UNKNOWN_KEY, path=name, key=key)
    for key in ("edition", "players", "deck"):
        if key not in data:
            raise ScenarioError(m.SCENARIO_MISSING_KEY, path=name, key=key)
    edition = _edition(data["edition"])
    players = _players(edition, data["players"])
    deck = _deck(edition, players, data["deck"])
    first = data.get("first", 0)
    if not _is_int(first) or not 0 <= first < players:
        raise ScenarioError(m.SCENARIO_BAD_FIRST, last=players - 1)
    tokens = data.get("tokens", [0] * players)
    if not (isinstance(tokens, list) and len(tokens) == players
            and all(_is_int(t) and t >= 0 for t in tokens)):
        raise ScenarioError(m.SCENARIO_BAD_TOKENS, players=players)
    target = data.get("target")
    if target is not None and not (_is_int(target) and target >= 1):
        raise ScenarioError(m.SCENARIO_BAD_TARGET)
    goal = edition.default_target(players) if target is None else target
    if any(t >= goal for t in tokens):
        raise ScenarioError(m.SCENARIO_TOKENS_AT_TARGET, goal, target=goal)
    actions = _actions(data.get("actions", []), players)
    return Scenario(edition, players, deck, first, tuple(tokens), target, actions)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _edition(value: Any) -> Edition:
    try:
        return find_edition(value) if isinstance(value, str) else find_edition(str(value))
    except KeyError:
        raise ScenarioError(m.SCENARIO_UNKNOWN_EDITION, edition=value,
                            editions=", ".join(EDITIONS)) from None


def _players(edition: Edition, value: Any) -> int:
    if not _is_int(value) or value not in edition.decks:
        counts = edition.player_counts
        raise ScenarioError(m.SCENARIO_BAD_PLAYERS, edition=edition.id, players=value,
                            counts=f"{counts[0]}–{counts[-1]}")
    return value


def _deck(edition: Edition, players: int, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise ScenarioError(m.SCENARIO_DECK_NOT_LIST)
    for card in value:
        if card not in CARD_IDS:
            raise ScenarioError(m.SCENARIO_UNKNOWN_CARD, card_id=card)
    got, expected = Counter(value), Counter(edition.deck_for(players))
    for card in CARD_IDS:
        if got[card] != expected[card]:
            raise ScenarioError(m.SCENARIO_WRONG_DECK, edition=edition.id, players=players,
                                got=got[card], card=card, expected=expected[card])
    return tuple(value)


def _actions(value: Any, players: int) -> tuple[Action, ...]:
    if not isinstance(value, list):
        raise ScenarioError(m.SCENARIO_BAD_ACTIONS)
    actions = []
    for number, item in enumerate(value):
        try:
            action = Action.from_json(item)
        except (ValueError, TypeError):
            raise ScenarioError(m.SCENARIO_BAD_ACTION, number=number) from None
        for card in (action.play, action.keep, *(action.bottom or ())):
            if card is not None and card not in CARD_IDS:
                raise ScenarioError(m.SCENARIO_ACTION_CARD, number=number, card_id=card)
        seats = [getattr(action, key) for key in _SEAT_KEYS] + list(action.targets or ())
        for seat in seats:
            if isinstance(seat, int) and seat < 0:
                raise ScenarioError(m.SCENARIO_NEGATIVE_SEAT, number=number, seat=seat,
                                    last=players - 1)
        actions.append(action)
    return tuple(actions)


def run_scenario(scenario: Scenario, texts: Any) -> dict[str, Any]:
    """Play the scenario's actions in order; stop at the first illegal one.

    Returns:
        The result object of RULES.md section 6.
    """
    state = scenario.start()
    narrator = Narrator(texts, default_names(texts, scenario.players), scenario.edition.id)
    error = None
    for index, action in enumerate(scenario.actions):
        try:
            state.apply(action)
        except IllegalAction as illegal:
            error = {"index": index, "code": illegal.code, "message": narrator.error(illegal)}
            break
    return result_of(state, error)


def result_of(state: GameState, error: dict | None = None) -> dict[str, Any]:
    """The printed form of a state (RULES.md section 6)."""
    seats = range(state.players)
    outcome = state.outcome()
    return {
        "round_over": state.round_over,
        "round_winners": list(state.round_winners) if state.round_over else [],
        "tokens": list(state.tokens),
        "eliminated": [s for s in seats if not state.alive[s]],
        "hands": [list(hand) for hand in state.hands],
        "discards": [list(pile) for pile in state.discards],
        "deck_count": len(state.deck),
        "protected": [s for s in seats if state.protected[s]],
        "to_act": state.to_act,
        "game_winners": list(outcome.winners) if outcome else [],
        "error": error,
    }
