"""The rules read on F1 (after the keys), line by line in the listener's language.

Every number of the rules is read from :mod:`cards` (change a rule there and the
rules read follow).
"""

from __future__ import annotations

from typing import Any

from . import cards as r
from . import words as w
from .ask import role_item


def rules(narrator: Any, view: Any = None) -> list[str]:
    """The rules and the card reference, line by line, in the narrator's language."""
    t = narrator.words
    hawk, rose = narrator.house(r.HAWK), narrator.house(r.ROSE)
    rounds = narrator.listing(t.plural(w.RULES_ROUNDS_ITEM, count, players=players)
                              for players, count in r.ROUNDS.items())
    lines = [
        t.plural(w.RULES_AIM, r.RING_SIZE, hawk=hawk, rose=rose),
        t.text(w.RULES_ROUNDS, rounds=rounds),
        t.text(w.RULES_SETUP, hawk=hawk, rose=rose, deal=r.DEAL,
               reserve=r.BUILDINGS_PER_PLAYER - 1),
        t.text(w.RULES_ROUND),
        t.text(w.RULES_P1),
        t.plural(w.RULES_P2, r.CENTRE_BEFORE_DRAFT, total=len(r.ACTION_CARDS)),
        t.text(w.RULES_P3),
        t.text(w.RULES_P4),
        t.text(w.RULES_P5),
        t.plural(w.RULES_P6, r.MAX_TRADING_POSTS),
        t.text(w.RULES_P7),
        t.text(w.RULES_P8, cap=r.DRAW_CAP, limit=r.HAND_LIMIT),
        t.text(w.RULES_P9),
        t.text(w.RULES_ROLES),
    ]
    lines += [role_item(narrator, role) for role in r.ACTION_CARDS]
    lines.append(t.text(w.RULES_LANDSCAPES))
    for kind in r.LANDSCAPE_TYPES:
        points = narrator.listing(t.plural(w.RULES_POINTS_ITEM, n, points=r.POINTS[kind][n])
                                  for n in range(1, len(r.POINTS[kind])))
        lines.append(t.text(w.RULES_LANDSCAPE, landscape=narrator.landscape_name(kind),
                            base=r.BASE[kind], points=points))
    mix = narrator.listing(t.plural(w.RULES_SUPPLY_ITEM, count, value=value)
                           for value, count in r.SUPPLY_MIX.items())
    lines += [
        t.plural(w.RULES_SUPPLY, len(r.SUPPLY), mix=mix),
        t.plural(w.RULES_BUILDINGS, r.BUILDINGS_PER_PLAYER),
        t.text(w.RULES_END, cap=r.TRADING_POST_CAP),
    ]
    return lines
