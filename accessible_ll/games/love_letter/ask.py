"""How a person decides in Love Letter, step by step, from the seat's view only: the
card to play, then the player (or players, or whose hand to look at), then the card to
name; the Chancellor's card to keep, the Bishop's redraw.

The steps, their options and the reasons of those not possible come from
:func:`accessible_ll.games.love_letter.engine.decision.decision`, their words from
:class:`accessible_ll.games.love_letter.choices.Choices`: what the full-screen game and the
line mode offer.

>>> from accessible_ll.kit import Chance
>>> from accessible_ll.games.love_letter.editions import find_edition
>>> from accessible_ll.games.love_letter.engine import GameState
>>> from accessible_ll.narration.i18n import Texts
>>> from accessible_ll.games.love_letter.narrator import Narrator
>>> from accessible_ll.games.love_letter.view import view_for
>>> state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(3), first=0)
>>> view = view_for(state, 0)
>>> narrator = Narrator(Texts.for_language("en"), ["Ann", "Ben"], "2019", listener=0)
>>> step = ask(narrator, view, view.legal_actions, {})
>>> step.key, step.prompt
('play', 'Choose a card to play.')
"""

from __future__ import annotations

from typing import Any, Sequence

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import Action
from accessible_ll.games.love_letter.engine.cards import Edition
from accessible_ll.games.love_letter.engine.decision import (
    KEEP, REDRAW_STEP, STEPS, Decision, Option, Seen, decision, only_player)
from accessible_ll.games.love_letter.engine.diagnose import diagnose
from accessible_ll.games.love_letter.engine.errors import IllegalAction
from accessible_ll.games.love_letter.engine.phases import CHANCELLOR, PLAY, REDRAW
from accessible_ll.kit import Ask, Choice
from accessible_ll.games.love_letter import words as m
from accessible_ll.games.love_letter.choices import Choices
from accessible_ll.kit.words import sentences

#: The step keys each phase asks.
KEYS = {PLAY: STEPS, CHANCELLOR: (KEEP,), REDRAW: (REDRAW_STEP,)}
#: The steps that choose players: the line mode reads another player before yourself,
#: and one that cannot be chosen after those that can.
PLAYER_STEPS = ("target", "targets", "look")


def ask(narrator: Any, view: Any, legal: Sequence[Action],
        chosen: dict[str, Any]) -> Ask | Action:
    """The next step of the view's seat's decision after the parts ``chosen`` so far
    (step key to value), or the finished action.

    A Chancellor's step values are ``(kept card, *cards under the deck)``; a targets
    step's, the seats chosen.

    Raises:
        IllegalAction: (a :class:`~accessible_ll.kit.Refusal`) the seat decides nothing
            now, or the parts fit no legal action (the code says why).
    """
    edition = find_edition(view.edition)
    if not legal:
        raise diagnose(Seen(view, edition), Action(view.seat))
    parts = _parts(view, chosen, edition)
    if KEEP in parts or REDRAW_STEP in parts:
        return _finish(view, legal, parts, edition)
    if not any(_fits(a, parts) for a in legal):
        raise _why(view, parts, edition)
    blind = bool(getattr(view, "blind", False))
    step = decision(view, legal, parts, edition, blind)
    taken = None  # the one player a Guard can choose: taken without a key, and said
    while isinstance(step, Decision):
        only = only_player(step, edition.effects[parts["play"]]) if "play" in parts else None
        if only is None:
            break
        parts["target"] = taken = only.value
        step = decision(view, legal, parts, edition, blind)
    if isinstance(step, Action):
        return step
    question = prompt(narrator, step, parts)
    if taken is not None:
        question = sentences(narrator.words.text(m.ONLY_TARGET, player=narrator.names[taken]),
                             question)
    words = Choices(narrator)
    order = tuple(sorted(range(len(step.options)), key=lambda i: words.rank(step, i)))
    return Ask(step.step, question,
               tuple(_choice(narrator, view, step, option, edition) for option in step.options),
               detail=narrator.hand(view) if step.step == "play" else "", order=order,
               listed=order if step.step in PLAYER_STEPS else ())


def prompt(narrator: Any, step: Decision, chosen: dict[str, Any]) -> str:
    """The question of ``step`` (the card played named where it chooses players)."""
    return Choices(narrator).prompt(step.step, chosen, _by_value(step))


def _by_value(step: Decision) -> bool:
    """A card named by its value (the Bishop names a number)."""
    return step.step == "guess" and isinstance(step.options[0].value, int)


def _choice(narrator: Any, view: Any, step: Decision, option: Option,
            edition: Edition) -> Choice:
    words = Choices(narrator)
    hand = view.hand if step.step == "play" else ()
    question = words.confirmation(step, option)
    value = option.value
    if step.step == KEEP:
        value = (value.keep, *value.bottom)
    number, short = None, ""
    if step.step == "guess":  # a card to name is named by its value (7: the King)
        number = value if _by_value(step) else edition.value(value)
        short = words.marked(option, words.named(value))  # the line mode reads it
    return Choice(value, words.label(step, option, hand), option.enabled,
                  narrator.error(option.reason) if option.reason else "",
                  narrator.words.text(question) if question else "", number, short)


# ----- the parts chosen ---------------------------------------------------------------

def _parts(view: Any, chosen: dict[str, Any], edition: Edition) -> dict[str, Any]:
    """``chosen`` with lists as tuples (as they come back from JSON); refused when a
    key is not a step of this decision."""
    keys = KEYS.get(view.phase, ())
    if not isinstance(chosen, dict) or any(key not in keys for key in chosen):
        raise _what_to_decide(view, edition)
    return {key: tuple(value) if isinstance(value, list) else value
            for key, value in chosen.items()}


def _fits(action: Action, parts: dict[str, Any]) -> bool:
    return all(getattr(action, key) == value for key, value in parts.items())


def _finish(view: Any, legal: Sequence[Action], parts: dict[str, Any],
            edition: Edition) -> Action:
    """The Chancellor's or the Bishop's chosen action."""
    if REDRAW_STEP in parts:
        value = parts[REDRAW_STEP]
        found = [a for a in legal if value is a.redraw]
    else:
        value = parts[KEEP]
        found = [a for a in legal if isinstance(value, tuple) and value
                 and (a.keep, *a.bottom) == value]
    if found:
        return found[0]
    raise _why(view, _as_action_parts(parts), edition)


def _as_action_parts(parts: dict[str, Any]) -> dict[str, Any]:
    value = parts.get(KEEP)
    if isinstance(value, tuple) and value:
        return {"keep": value[0], "bottom": value[1:]}
    return {}


def _why(view: Any, parts: dict[str, Any], edition: Edition) -> IllegalAction:
    """Why the parts fit no legal action, as the rules say it."""
    if not all(_KINDS.get(key, lambda v: True)(value) for key, value in parts.items()):
        return _what_to_decide(view, edition)
    return diagnose(Seen(view, edition), Action(view.seat, **parts))


def _what_to_decide(view: Any, edition: Edition) -> IllegalAction:
    """Parts of no kind: what the seat decides now (a card to play, one to keep, the
    redraw)."""
    return diagnose(Seen(view, edition), Action(view.seat))


def _seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


#: What each part must be for the rules to say more than "not this decision".
_KINDS = {
    "play": lambda v: isinstance(v, str), "target": _seat, "look": _seat,
    "targets": lambda v: isinstance(v, tuple) and all(_seat(s) for s in v),
    "guess": lambda v: isinstance(v, str) or _seat(v),
    "keep": lambda v: isinstance(v, str),
    "bottom": lambda v: isinstance(v, tuple) and all(isinstance(s, str) for s in v),
}
