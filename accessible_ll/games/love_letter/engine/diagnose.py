"""Why an action is illegal: the most helpful stable error code for it.

Only called once an action is known to be illegal, so it may be slow and thorough.
"""

from __future__ import annotations

from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.engine.phases import (
    CHANCELLOR,
    GAME_OVER,
    PLAY,
    ROUND_OVER,
)

IllegalAction = err.IllegalAction


def diagnose(state, action: Action) -> IllegalAction:
    """The error to raise for ``action``, which is not legal in ``state``."""
    phase = state.phase
    if phase == GAME_OVER:
        return IllegalAction(err.GAME_OVER)
    if phase == ROUND_OVER:
        return IllegalAction(err.ROUND_OVER)
    if action.seat != state.to_act:
        return IllegalAction(err.NOT_YOUR_TURN, seat=action.seat, to_act=state.to_act)
    if phase == PLAY:
        return _play_error(state, action) or IllegalAction(err.WRONG_DECISION, expected=phase)
    if phase == CHANCELLOR:
        return _keep_error(state, action)
    return IllegalAction(err.REDRAW_REQUIRED)


def _extra_keys(action: Action, allowed: set[str]) -> set[str]:
    return {key for key in Action._fields[1:]
            if key not in allowed and getattr(action, key) is not None}


def _play_error(state, action: Action) -> IllegalAction | None:
    seat, card = action.seat, action.play
    hand = state.hands[seat]
    if card is None or _extra_keys(action, {"play", "target", "targets", "guess", "look"}):
        return IllegalAction(err.WRONG_DECISION, expected=PLAY)
    if card not in hand:
        return IllegalAction(err.CARD_NOT_IN_HAND, card=card)
    effects = state.edition.effects
    effect = effects[card]
    if state.countess_forced(seat) and effect != c.COUNTESS:
        other = next(h for h in hand if effects[h] in (c.KING, c.PRINCE))
        return IllegalAction(err.COUNTESS_REQUIRED, card=other)
    if effect not in c.CHOOSES_PLAYERS:
        return _no_choice_error(action)
    if effect in (c.CARDINAL, c.BARONESS):
        return _group_error(state, action, effect)
    return _single_error(state, action, effect)


def _no_choice_error(action: Action) -> IllegalAction | None:
    if action.guess is not None:
        return IllegalAction(err.GUESS_NOT_ALLOWED, card=action.play)
    if _extra_keys(action, {"play"}):
        return IllegalAction(err.TARGET_NOT_ALLOWED, card=action.play)
    return None


def _allowed(state, seat: int, effect: str) -> list[int]:
    """Who the card may choose (the Cardinal only when two can be chosen)."""
    others = state.choosable(seat)
    if effect in (c.PRINCE, c.SYCOPHANT) or effect == c.CARDINAL and others:
        return sorted(others + [seat])
    return [] if effect == c.CARDINAL else others


def _target_error(state, seat: int, target: int, card: str) -> IllegalAction | None:
    if not 0 <= target < state.players:
        return IllegalAction(err.TARGET_UNKNOWN, target=target)
    if target == seat and state.edition.effects[card] not in c.CHOOSES_ANY:
        return IllegalAction(err.TARGET_SELF, card=card)
    if not state.alive[target]:
        return IllegalAction(err.TARGET_ELIMINATED, target=target)
    if state.protected[target]:
        return IllegalAction(err.TARGET_PROTECTED, target=target)
    return None


def _mark_error(state, allowed: list[int], chosen) -> IllegalAction | None:
    mark = state.mark
    if mark is not None and mark in allowed and mark not in chosen:
        return IllegalAction(err.TARGET_MARKED, target=mark)
    return None


def _missing_choice(action: Action, allowed: list[int]) -> IllegalAction | None:
    """Nobody was chosen: required when someone could be, else the no-effect play."""
    if allowed:
        return IllegalAction(err.TARGET_REQUIRED, card=action.play)
    return _no_choice_error(action)


def _single_error(state, action: Action, effect: str) -> IllegalAction | None:
    seat, target = action.seat, action.target
    allowed = _allowed(state, seat, effect)
    if action.targets is not None or action.look is not None:
        return IllegalAction(err.TARGETS_INVALID, card=action.play)
    if target is None:
        return _missing_choice(action, allowed)
    problem = _target_error(state, seat, target, action.play) or _mark_error(state, allowed, (target,))
    if problem:
        return problem
    return _guess_error(state, action, effect)


def _guess_error(state, action: Action, effect: str) -> IllegalAction | None:
    guess, card = action.guess, action.play
    if effect not in c.NAMES_A_CARD:
        return IllegalAction(err.GUESS_NOT_ALLOWED, card=card) if guess is not None else None
    edition = state.edition
    by_value = edition.guess_values or effect == c.BISHOP
    if guess is None:
        return IllegalAction(err.GUESS_REQUIRED, card=card, by_value=by_value)
    guards = edition.guard_cards()
    if effect == c.GUARD and guess in guards or guess == 1:
        guard = min(guards, default="guard")
        return IllegalAction(err.GUESS_GUARD, card=card, guard_card=guard, by_value=by_value)
    names = edition.guesses() if effect == c.GUARD else edition.bishop_guesses()
    if guess not in names:
        return IllegalAction(err.GUESS_UNKNOWN, guess=guess, by_value=by_value)
    return None


def _group_error(state, action: Action, effect: str) -> IllegalAction | None:
    seat, targets = action.seat, action.targets
    allowed = _allowed(state, seat, effect)
    if action.target is not None or action.guess is not None:
        return IllegalAction(err.TARGETS_INVALID, card=action.play)
    if targets is None:
        return _missing_choice(action, allowed)
    sizes = (2,) if effect == c.CARDINAL else (1, 2)
    if len(targets) not in sizes or len(set(targets)) != len(targets):
        return IllegalAction(err.TARGETS_INVALID, card=action.play)
    for target in targets:
        problem = _target_error(state, seat, target, action.play)
        if problem:
            return problem
    if len(allowed) < 2 and effect == c.CARDINAL:
        return IllegalAction(err.TARGETS_INVALID, card=action.play)
    problem = _mark_error(state, allowed, targets)
    if problem:
        return problem
    if effect == c.CARDINAL and action.look not in targets:
        return IllegalAction(err.LOOK_INVALID, card=action.play)
    if effect == c.BARONESS and action.look is not None:
        return IllegalAction(err.LOOK_INVALID, card=action.play)
    return None


def _keep_error(state, action: Action) -> IllegalAction:
    hand = list(state.hands[state.to_act])
    if action.keep is None or _extra_keys(action, {"keep", "bottom"}):
        return IllegalAction(err.WRONG_DECISION, expected=CHANCELLOR)
    if action.keep not in hand:
        return IllegalAction(err.KEEP_INVALID, card=action.keep)
    hand.remove(action.keep)
    if sorted(action.bottom or ()) != sorted(hand):
        return IllegalAction(err.BOTTOM_INVALID, cards=tuple(hand))
    return IllegalAction(err.WRONG_DECISION, expected=CHANCELLOR)
