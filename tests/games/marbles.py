"""Marbles: Pebbles with a decision of two steps (how to take; then which colours, ticked
several at once), an item that is never possible (with its reason), one that asks first,
and a private total for each player after every reveal. Only for the screen's tests
(English words only)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from accessible_ll.kit import Ask, Choice, Refusal, RulesText
from tests.games import pebbles
from tests.games.pebbles import Take

COLOURS = ("red", "green", "blue")


class Total(NamedTuple):
    """Private: a player's total so far."""
    seat: int
    total: int
    audience: tuple[int, ...] = ()
    kind = "total"


class State(pebbles.State):
    def _reveal(self) -> list:
        events = super()._reveal()
        return events[:1] + [Total(seat, total, (seat,))
                             for seat, total in enumerate(self.totals)] + events[1:]


WORDS = {**pebbles.WORDS["en"], "total": "Your total is {total}.",
         "how": "How do you take marbles?", "pick": "Pick colours",
         "pass": "Pass: take one", "pass_sure": "Passing takes only one marble. Pass?",
         "gold": "The gold marble", "gold_never": "The gold marble is for nobody.",
         "colours": "Which colours do you take?"}


class Narrator(pebbles.Narrator):
    def __init__(self, words: Any, names: list[str], variant: str, listener) -> None:
        super().__init__(words, names, variant, listener)
        self.say = WORDS


def ask(narrator: Narrator, view, legal, chosen: dict) -> Ask | Take:
    say = narrator.say
    if "how" not in chosen:
        return Ask("how", say["how"], (
            Choice("pick", say["pick"]),
            Choice("pass", say["pass"], confirm=say["pass_sure"]),
            Choice("gold", say["gold"], enabled=False, reason=say["gold_never"])))
    if chosen["how"] == "pass":
        return legal[0]._replace(count=1)
    if chosen["how"] != "pick":
        raise Refusal("bad_how")
    if "colours" not in chosen:
        return Ask("colours", say["colours"], tuple(Choice(c, c.capitalize()) for c in COLOURS),
                   several=True, least=1)
    for take in legal:
        if take.count == len(chosen["colours"]):
            return take
    raise Refusal("bad_count", count=len(chosen["colours"]))


GAME = replace(
    pebbles.GAME, id="marbles", titles={"ja": "ビー玉", "en": "Marbles", "de": "Murmeln"},
    rules=replace(pebbles.GAME.rules,
                  new_state=lambda variant, players, seed, options: State(players, seed)),
    narration=replace(pebbles.GAME.narration, narrator=Narrator, ask=ask, rules=RulesText(
        lambda narrator, view=None: ["Tick colours; one marble each."])))
