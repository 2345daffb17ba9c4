"""What a player may ask at any moment: the review keys and the rules read on F1.

Every number of the rules is read from :mod:`rules` (change a rule there and the
reference follows).
"""

from __future__ import annotations

from typing import Any

from accessible_ll.kit import Review

from . import rules as r
from . import words as w
from .ask import role_item


def _ring(narrator: Any, view: Any) -> list[str]:
    """All twelve landscapes, from the battlefield (else landscape 1) clockwise."""
    start = narrator.battlefield_start(view)
    return [narrator.landscape(view, start + k) for k in range(r.RING_SIZE)]


#: The review keys (letters; the shell keeps r and q), in the order the help lists them.
REVIEWS = (
    Review("hand", "h", w.REVIEW_HAND, lambda narrator, view: narrator.hand(view),
           own=True),
    Review("turn", "t", w.REVIEW_TURN, lambda narrator, view: narrator.turn(view)),
    Review("battle", "f", w.REVIEW_BATTLE, lambda narrator, view: narrator.battle(view)),
    Review("ring", "l", w.REVIEW_RING, _ring, apart=True),
    Review("houses", "o", w.REVIEW_HOUSES, lambda narrator, view: narrator.houses(view)),
    Review("scores", "s", w.REVIEW_SCORES, lambda narrator, view: narrator.scores(view)),
    Review("cards", "c", w.REVIEW_CARDS, lambda narrator, view: narrator.cards(view)),
    Review("roles", "v", w.REVIEW_ROLES, lambda narrator, view: narrator.roles(view)),
)


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
