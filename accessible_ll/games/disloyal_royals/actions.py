"""Actions: one decision by one seat, as a small frozen value that round-trips to JSON.

>>> a = Action(0, ATTACK, cards=("7C", "2C"), royal="Q")
>>> a.to_json()
{'seat': 0, 'act': 'attack', 'cards': ['7C', '2C'], 'royal': 'Q'}
>>> Action.from_json(a.to_json()) == a
True
>>> Action.from_json({"seat": 1, "act": "pick", "position": 2})
Action(seat=1, act='pick', cards=(), royal=None, position=2)
"""

from __future__ import annotations

from typing import Any, NamedTuple

from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.games.disloyal_royals.cards import CARD_IDS, SLOTS
from accessible_ll.kit.scenario import At

FORTIFY = "fortify"    # cards: one ♥ card; royal: one's own slot
BURY = "bury"          # cards: number cards, in the order they go onto the pile; royal: own
ATTACK = "attack"      # cards: ♣ cards; royal: the enemy's slot
DIG = "dig"            # cards: ♠ cards; royal: the enemy's slot
INSTALL = "install"    # cards: one face card, into the empty slot of its rank
PICK = "pick"          # position: where to dig (1 = the first card buried), blind
END = "end"            # end the turn
ACTS = (FORTIFY, BURY, ATTACK, DIG, INSTALL, PICK, END)

_KEYS = {"seat", "act", "cards", "royal", "position"}


class Action(NamedTuple):
    """One decision.

    Attributes:
        seat: Who decides.
        act: One of :data:`ACTS`.
        cards: The cards played from the hand (Fortify, Bury, Attack, Dig, Install).
        royal: The slot ("J", "Q", "K") acted on: one's own (Fortify, Bury) or the
            enemy's (Attack, Dig).
        position: The dig position, from 1 (Pick).
    """

    seat: int
    act: str
    cards: tuple[str, ...] = ()
    royal: str | None = None
    position: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON form: only the keys that are set."""
        out: dict[str, Any] = {"seat": self.seat, "act": self.act}
        if self.cards:
            out["cards"] = list(self.cards)
        if self.royal is not None:
            out["royal"] = self.royal
        if self.position is not None:
            out["position"] = self.position
        return out

    @classmethod
    def from_json(cls, data: Any, at: At = At()) -> "Action":
        """Build an action from its JSON form (``at``: its place in a scenario file).

        Raises:
            Fault: a ``ValueError`` saying which key is unknown or missing, or which
                value has the wrong kind.
        """
        data = at.mapping(data, _KEYS, required=("seat", "act"))
        seat = (at / "seat").whole(data["seat"])
        act = (at / "act").name(data["act"], ACTS)
        cards = tuple(_card(place, card) for place, card in
                      (at / "cards").entries(data.get("cards", [])))
        royal = data.get("royal")
        if royal is not None:
            (at / "royal").name(royal, SLOTS)
        position = data.get("position")
        if position is not None:
            (at / "position").whole(position)
        return cls(seat, act, cards, royal, position)


def _card(at: At, value: Any) -> str:
    if not isinstance(value, str) or value not in CARD_IDS:
        raise at.wrong(value, w.SCENARIO_KIND_CARD)
    return value
