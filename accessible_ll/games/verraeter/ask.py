"""How a person's decision is asked, step by step (the kit's ``Ask`` and ``Choice``).

Every decision of Verräter is one step; its key is also the key of ``chosen``:

- ``place`` (the Estates of the setup): the 12 landscapes, built ones not choosable;
- ``battlefield``: the 12 neighbouring pairs, those of one house not choosable;
- ``keep`` (the draft): the action cards received, each with what it does;
- ``commit``: tick any of the hand's supply cards (none ticked commits nothing);
- ``switch`` (the Traitor): stay or switch, each with the battle it would give;
- ``build`` (the Builder): Trading posts, new Estates and building nothing, one list;
- ``discard``: tick any supply cards before drawing (none ticked discards nothing), or
  exactly down to the hand limit.

Values travel as JSON: positions and supply values are numbers, the kept card its id,
the switch a boolean, the Builder's item ``"skip"``, ``"place:P"`` or ``"upgrade:P"``.
Ticked supply values are matched as a multiset (their order does not matter).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from accessible_ll.kit import Ask, Choice

from . import errors as err
from . import cards as r
from . import words as w
from .actions import Action

#: The step key of each phase's decision.
STEPS = {"estates": "place", "battlefield": "battlefield", "draft": "keep",
         "commit": "commit", "traitor": "switch", "builder": "build",
         "discard": "discard", "limit": "discard"}

#: The Builder's item that builds nothing.
SKIP = "skip"

_EFFECTS = {
    r.DIPLOMAT5: lambda t: t.text(w.EFFECT_DIPLOMAT5,
                                  strength=r.DIPLOMAT_STRENGTH[r.DIPLOMAT5]),
    r.DIPLOMAT2: lambda t: t.plural(w.EFFECT_DIPLOMAT2, r.DIPLOMAT2_DRAW,
                                    strength=r.DIPLOMAT_STRENGTH[r.DIPLOMAT2]),
    r.STRATEGIST: lambda t: t.plural(w.EFFECT_STRATEGIST, r.STRATEGIST_POINTS),
    r.BUILDER: lambda t: t.text(w.EFFECT_BUILDER),
    r.FARMER: lambda t: t.plural(w.EFFECT_FARMER, r.FARMER_DRAW),
    r.TRAITOR: lambda t: t.plural(
        w.EFFECT_TRAITOR_SWITCH if r.TRAITOR_POINT_ONLY_ON_SWITCH else w.EFFECT_TRAITOR,
        r.TRAITOR_POINTS),
}


def role_item(narrator: Any, role: str) -> str:
    """An action card's name and what it does, in one sentence or two."""
    return narrator.words.text(w.ROLE_ITEM, role=narrator.role(role),
                               effect=_EFFECTS[role](narrator.words))


def ask(narrator: Any, view: Any, legal: Sequence[Action],
        chosen: dict[str, Any]) -> Ask | Action:
    """The step that decides the seat's action, or the action once it is chosen.

    Raises:
        Refused: the chosen value fits no legal action (a code ``narrator.refusal``
            says), or nothing is decided now (``wrong_decision``).
    """
    key = STEPS.get(view.phase)
    if key is None or not legal:
        raise err.Refused(err.WRONG_DECISION)
    if key in chosen:
        return _FINISH[key](view, legal, chosen[key])
    if view.phase in ("commit", "discard") and not view.hand:
        return _FINISH[key](view, legal, ())  # an empty hand: nothing to ask
    return _ASKS[view.phase](narrator, view, legal)


# ----- the steps ----------------------------------------------------------------------

def _ask_place(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    free = {a.place for a in legal if a.place is not None}
    choices = tuple(
        Choice(p, narrator.landscape(view, p), p in free,
               "" if p in free else _reason(narrator, view, p))
        for p in range(r.RING_SIZE))
    return Ask("place", _prompt(narrator, w.ASK_PLACE, _yours(narrator, view)), choices)


def _ask_battlefield(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    pairs = {a.battlefield for a in legal}
    choices = []
    for p in range(r.RING_SIZE):
        if p in pairs:
            choices.append(Choice(p, narrator.battlefield_choice(view, p)))
            continue
        first, second = view.ring[p], view.ring[(p + 1) % r.RING_SIZE]
        label = narrator.words.text(
            w.PAIR, first_position=first.position + 1, second_position=second.position + 1,
            first=_spot(narrator, first), second=_spot(narrator, second))
        choices.append(Choice(p, label, False, _refusal(narrator, err.SAME_HOUSE)))
    return Ask("battlefield", _prompt(narrator, w.ASK_BATTLEFIELD, _yours(narrator, view)),
               tuple(choices))


def _ask_keep(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    kept = {a.keep for a in legal}
    cards = [card for card in r.ACTION_CARDS if card in kept]
    if len(cards) == 1:
        question = narrator.words.text(w.ASK_KEEP_ONLY)
    elif len(view.chosen) >= view.players - 1:
        question = narrator.words.text(w.ASK_KEEP_LAST)
    else:
        question = narrator.words.text(
            w.ASK_KEEP, player=narrator.names[(view.seat + 1) % view.players])
    return Ask("keep", _join(narrator, question, _yours(narrator, view),
                             _battlefield(narrator, view)),
               tuple(Choice(card, role_item(narrator, card)) for card in cards))


def _ask_commit(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    t = narrator.words
    house = view.allegiances[view.seat]
    mine = view.roles[view.seat]
    role = t.text(w.YOUR_ROLE, role=narrator.role(mine)) if mine else ""
    if mine == r.TRAITOR:
        other = next(h for h in r.HOUSES if h != house)
        asked = t.text(w.ASK_COMMIT_TRAITOR, house=narrator.house(house),
                       other=narrator.house(other))
    else:
        asked = t.text(w.ASK_COMMIT, house=narrator.house(house))
    prompt = _join(narrator, asked, *narrator.battle(view), role)
    return Ask("commit", prompt, _supply(view, worth=True), several=True, least=0,
               tally=_ticked(narrator, view, w.COMMIT_NONE_TICKED, w.COMMIT_TICKED),
               sums=_commit_sums(narrator, view, mine == r.TRAITOR))


def _ask_switch(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    t = narrator.words
    house = view.allegiances[view.seat]
    prompt = _join(narrator, t.text(w.ASK_SWITCH, house=narrator.house(house)),
                   _battlefield(narrator, view))
    choices = []
    for switch in (False, True):
        side = r.other(house) if switch else house
        strengths, winner, where = battle_if(view, side)
        item = t.text(w.SWITCH_ITEM if switch else w.STAY_ITEM, house=narrator.house(side),
                      other=narrator.house(r.other(side)), mine=strengths[side],
                      theirs=strengths[r.other(side)])
        choices.append(Choice(switch, _join(narrator, item,
                                            _result(narrator, view, side, winner, where))))
    return Ask("switch", prompt, tuple(choices))


def _ask_build(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    t, seat = narrator.words, view.seat
    upgrades = {a.upgrade for a in legal if a.upgrade is not None}
    places = {a.place for a in legal if a.place is not None}
    choices = []
    for spot in view.ring:
        if spot.owner == seat and spot.building == r.ESTATE:
            label = t.text(w.UPGRADE_ITEM, position=spot.position + 1,
                           landscape=narrator.landscape_name(spot.kind),
                           house=narrator.house(spot.house))
            ok = spot.position in upgrades
            choices.append(Choice(f"upgrade:{spot.position}", label, ok,
                                  "" if ok else _refusal(narrator, err.TRADING_POSTS_FULL)))
    if view.reserve[seat] > 0:
        for p in range(r.RING_SIZE):
            label = t.text(w.ESTATE_ITEM, landscape=narrator.landscape(view, p))
            choices.append(Choice(f"place:{p}", label, p in places,
                                  "" if p in places else _reason(narrator, view, p)))
    else:
        choices.append(Choice("place", t.text(w.ESTATE_NONE), False,
                              _refusal(narrator, err.NO_RESERVE)))
    choices.append(Choice(SKIP, t.text(w.SKIP_ITEM), confirm=t.text(w.SKIP_CONFIRM)))
    prompt = _join(narrator, t.plural(w.ASK_BUILD, view.reserve[seat]),
                   _yours(narrator, view))
    return Ask("build", prompt, tuple(choices))


def _ask_discard(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    t = narrator.words
    if view.phase == "limit":
        prompt = t.plural(w.ASK_LIMIT, view.must_discard, held=len(view.hand),
                          limit=r.HAND_LIMIT)
        return Ask("discard", prompt, _supply(view), several=True, least=view.must_discard,
                   tally=_ticked(narrator, view, w.DISCARD_NONE_TICKED, w.DISCARD_TICKED))
    due = draws_due(view)
    prompt = (t.plural(w.ASK_DISCARD, due, limit=r.HAND_LIMIT) if due
              else t.text(w.ASK_DISCARD_NO_DRAW))
    return Ask("discard", prompt, _supply(view), several=True, least=0,
               tally=_ticked(narrator, view, w.DISCARD_NONE_TICKED, w.DISCARD_TICKED))


_ASKS = {"estates": _ask_place, "battlefield": _ask_battlefield, "draft": _ask_keep,
         "commit": _ask_commit, "traitor": _ask_switch, "builder": _ask_build,
         "discard": _ask_discard, "limit": _ask_discard}


# ----- finishing: the chosen value as a legal action ----------------------------------

def _finish_place(view: Any, legal: Sequence[Action], value: Any) -> Action:
    return _found(legal, lambda a: a.place == value and _is_int(value),
                  lambda: _place_refusal(view, value))


def _finish_battlefield(view: Any, legal: Sequence[Action], value: Any) -> Action:
    def why() -> err.Refused:
        if not _is_int(value) or not 0 <= value < r.RING_SIZE:
            return err.Refused(err.NO_SUCH_LANDSCAPE, position=value)
        return err.Refused(err.SAME_HOUSE, position=value)
    return _found(legal, lambda a: a.battlefield == value and _is_int(value), why)


def _finish_keep(view: Any, legal: Sequence[Action], value: Any) -> Action:
    return _found(legal, lambda a: a.keep == value,
                  lambda: err.Refused(err.CARD_NOT_OFFERED, card=value))


def _finish_commit(view: Any, legal: Sequence[Action], value: Any) -> Action:
    values = _values(value)
    return _found(legal, lambda a: a.commit == values,
                  lambda: _supply_refusal(view, values))


def _finish_switch(view: Any, legal: Sequence[Action], value: Any) -> Action:
    return _found(legal, lambda a: a.switch is value,
                  lambda: err.Refused(err.MALFORMED_ACTION))


def _finish_build(view: Any, legal: Sequence[Action], value: Any) -> Action:
    if value == SKIP:
        return _found(legal, lambda a: a.skip is True,
                      lambda: err.Refused(err.WRONG_DECISION))
    kind, _, where = str(value).partition(":")
    position = int(where) if where.isdigit() else None
    if kind == "place":
        if view.reserve[view.seat] <= 0:
            raise err.Refused(err.NO_RESERVE)
        return _finish_place(view, legal, position)
    if kind == "upgrade" and position is not None:
        return _found(legal, lambda a: a.upgrade == position,
                      lambda: _upgrade_refusal(view, position))
    raise err.Refused(err.MALFORMED_ACTION)


def _finish_discard(view: Any, legal: Sequence[Action], value: Any) -> Action:
    values = _values(value)
    return _found(legal, lambda a: a.discard == values,
                  lambda: _supply_refusal(view, values))


_FINISH = {"place": _finish_place, "battlefield": _finish_battlefield,
           "keep": _finish_keep, "commit": _finish_commit, "switch": _finish_switch,
           "build": _finish_build, "discard": _finish_discard}


def _found(legal: Sequence[Action], fits, why) -> Action:
    for action in legal:
        if fits(action):
            return action
    raise why()


def _values(value: Any) -> tuple[int, ...] | None:
    """Ticked supply values, high to low as the engine lists them (None: not values)."""
    if not isinstance(value, (list, tuple)) or not all(_is_int(v) for v in value):
        return None
    return tuple(sorted(value, reverse=True))


def _supply_refusal(view: Any, values: tuple[int, ...] | None) -> err.Refused:
    if values is None:
        return err.Refused(err.MALFORMED_ACTION)
    if Counter(values) - Counter(view.hand or ()):
        return err.Refused(err.CARD_NOT_IN_HAND, values=values)
    if view.phase == "limit":
        return err.Refused(err.WRONG_DISCARD_COUNT, count=len(values),
                           needed=view.must_discard)
    return err.Refused(err.WRONG_DECISION)


def _place_refusal(view: Any, position: Any) -> err.Refused:
    if not _is_int(position) or not 0 <= position < r.RING_SIZE:
        return err.Refused(err.NO_SUCH_LANDSCAPE, position=position)
    spot = view.ring[position]
    if spot.building is not None:
        return err.Refused(err.LANDSCAPE_BUILT, position=position, owner=spot.owner)
    if view.reserve[view.seat] <= 0:
        return err.Refused(err.NO_RESERVE)
    return err.Refused(err.WRONG_DECISION, position=position)


def _upgrade_refusal(view: Any, position: int) -> err.Refused:
    if not 0 <= position < r.RING_SIZE:
        return err.Refused(err.NO_SUCH_LANDSCAPE, position=position)
    spot = view.ring[position]
    if spot.owner != view.seat or spot.building != r.ESTATE:
        return err.Refused(err.NOT_YOUR_ESTATE, position=position)
    return err.Refused(err.TRADING_POSTS_FULL, limit=r.MAX_TRADING_POSTS)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ----- what the view tells --------------------------------------------------------------

def draws_due(view: Any) -> int:
    """How many supply cards the view's seat draws in the supply phase (the rule of
    ``State.draws_due``, read from what the seat knows)."""
    seat = view.seat
    role = view.roles[seat]
    if role == r.FARMER:
        due = r.FARMER_DRAW
    else:
        house = view.allegiances[seat]
        due = min(r.DRAW_CAP, sum(1 for spot in view.ring if spot.owner == seat
                                  and spot.building == r.ESTATE and spot.house == house))
    if role == r.DIPLOMAT2:
        due = (min(r.DRAW_CAP, due + r.DIPLOMAT2_DRAW) if r.DIPLOMAT2_DRAW_INSIDE_CAP
               else due + r.DIPLOMAT2_DRAW)
    return due


def battle_if(view: Any, house: str) -> tuple[dict[str, int], str | None, dict[str, int]]:
    """The battle if the view's seat belonged to ``house`` (the roles turned up): each
    house's strength, the winning house (None: a tie) and each house's landscape."""
    allegiances = list(view.allegiances)
    allegiances[view.seat] = house
    where = {view.ring[p].house: p for p in view.battlefield}
    strengths = {}
    for side in r.HOUSES:
        seats = [s for s in range(view.players) if allegiances[s] == side]
        strengths[side] = (r.BASE[view.ring[where[side]].kind]
                           + sum(sum(view.committed[s] or ()) for s in seats)
                           + sum(r.DIPLOMAT_STRENGTH.get(view.roles[s], 0) for s in seats))
    hawk, rose = strengths[r.HAWK], strengths[r.ROSE]
    winner = None if hawk == rose and r.TIE_HAS_NO_WINNER else (
        r.HAWK if hawk > rose else r.ROSE)
    return strengths, winner, where


def _result(narrator: Any, view: Any, side: str, winner: str | None,
            where: dict[str, int]) -> str:
    t = narrator.words
    if winner is None:
        return t.text(w.IF_TIE)
    if winner == side:
        members = sum(1 for s, house in enumerate(view.allegiances)
                      if (side if s == view.seat else house) == side)
        kind = view.ring[where[r.other(side)]].kind
        return t.plural(w.IF_WIN, r.points(kind, members),
                        landscape=narrator.landscape_name(kind))
    return t.text(w.IF_LOSE, landscape=narrator.landscape_name(view.ring[where[side]].kind),
                  house=narrator.house(winner))


def _supply(view: Any, worth: bool = False) -> tuple[Choice, ...]:
    """The hand's supply cards, high to low (``worth``: each adds its value to the
    ticked sum, the strength committed)."""
    return tuple(Choice(value, str(value), worth=value if worth else 0)
                 for value in sorted(view.hand, reverse=True))


def _ticked(narrator: Any, view: Any, none: str, some: tuple[str, str]) -> tuple[str, ...]:
    """What 0 to all of the hand's cards ticked come to: how many (and, where ``some``
    names them, how many the listener keeps)."""
    t, held = narrator.words, len(view.hand)
    return (t.text(none),) + tuple(t.plural(some, count, kept=held - count)
                                   for count in range(1, held + 1))


def _commit_sums(narrator: Any, view: Any, traitor: bool) -> tuple[str, ...]:
    """What ticked supply cards of each total strength bring the listener's house to (its
    landscape and every card committed so far), and with the diplomat the listener
    holds; for the Traitor both houses."""
    t = narrator.words
    house = view.allegiances[view.seat]
    now = {side: _strength_so_far(view, side) for side in r.HOUSES}
    diplomat = view.diplomat()
    said = []
    for strength in range(sum(view.hand) + 1):
        total = now[house] + strength
        if traitor:
            other = r.other(house)
            said.append(t.text(w.COMMIT_SUM_TRAITOR, strength=strength,
                               house=narrator.house(house), total=total,
                               other=narrator.house(other),
                               other_total=now[other] + strength))
        elif diplomat is not None:
            said.append(t.text(w.COMMIT_SUM_ROLE, strength=strength,
                               house=narrator.house(house), total=total,
                               role=narrator.role(diplomat),
                               with_role=total + r.DIPLOMAT_STRENGTH[diplomat]))
        else:
            said.append(t.text(w.COMMIT_SUM, strength=strength, house=narrator.house(house),
                               total=total))
    return tuple(said)


def _strength_so_far(view: Any, house: str) -> int:
    """A house's strength before the reveal: its battlefield landscape's base strength
    and the supply cards its players have committed (as the battle review says it)."""
    sides = view.sides or tuple(view.ring[p].house for p in view.battlefield)
    where = view.battlefield[sides.index(house)]
    return r.BASE[view.ring[where].kind] + sum(
        sum(view.committed[s] or ()) for s in range(view.players)
        if view.allegiances[s] == house)


def _reason(narrator: Any, view: Any, position: int) -> str:
    return narrator.refusal(_place_refusal(view, position))


def _refusal(narrator: Any, code: str) -> str:
    return narrator.refusal(err.Refused(code))


def _spot(narrator: Any, spot: Any) -> str:
    return narrator.words.text(w.RING_ITEM, landscape=narrator.landscape_name(spot.kind),
                               house=narrator.house(spot.house))


def _yours(narrator: Any, view: Any) -> str:
    return narrator.words.text(w.HOUSE_YOURS,
                               house=narrator.house(view.allegiances[view.seat]))


def _battlefield(narrator: Any, view: Any) -> str:
    if view.battlefield is None:
        return ""
    first, second = (view.ring[p] for p in view.battlefield)
    return narrator.words.text(
        w.BATTLEFIELD_NOW, first_position=first.position + 1,
        second_position=second.position + 1, first=_spot(narrator, first),
        second=_spot(narrator, second))


def _prompt(narrator: Any, question: str, *more: str) -> str:
    return _join(narrator, narrator.words.text(question), *more)


def _join(narrator: Any, *parts: str) -> str:
    """Sentences as one prompt (no space after a Japanese full stop)."""
    gap = "" if narrator.words.language == "ja" else " "
    return gap.join(part for part in parts if part)
