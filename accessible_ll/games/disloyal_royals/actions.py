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

from accessible_ll.games.disloyal_royals.cards import CARD_IDS, SLOTS

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
    def from_json(cls, data: Any) -> "Action":
        """Build an action from its JSON form.

        Raises:
            ValueError: a key is unknown or missing, or a value has the wrong type.
        """
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        unknown = set(data) - _KEYS
        if unknown:
            raise ValueError(f"unknown action key {sorted(unknown)[0]!r}")
        if not _is_int(data.get("seat")):
            raise ValueError("an action needs a 'seat' number")
        if data.get("act") not in ACTS:
            raise ValueError(f"'act' must be one of {', '.join(ACTS)}")
        cards = data.get("cards", [])
        if not isinstance(cards, list) or not all(c in CARD_IDS for c in cards):
            raise ValueError("'cards' must be a list of card ids")
        royal = data.get("royal")
        if royal is not None and royal not in SLOTS:
            raise ValueError("'royal' must be J, Q or K")
        position = data.get("position")
        if position is not None and not _is_int(position):
            raise ValueError("'position' must be a number")
        return cls(data["seat"], data["act"], tuple(cards), royal, position)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
