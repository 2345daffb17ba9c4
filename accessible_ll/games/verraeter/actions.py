"""Actions: one decision by one seat, a small frozen value that round-trips to JSON.

Exactly one of the decision fields is set:

- ``place``: a landscape position (0-11) for an Estate (setup, or the Builder);
- ``battlefield``: the pair of landscapes ``battlefield`` and ``battlefield + 1``;
- ``keep``: the action card kept in the draft;
- ``commit``: the supply values committed (may be empty);
- ``switch``: the Traitor turns their allegiance card over (True) or not;
- ``upgrade``: the Builder turns their Estate at this position into a Trading post;
- ``skip``: the Builder passes;
- ``discard``: supply values discarded in the supply phase (may be empty).

>>> a = Action(2, commit=(5, 4))
>>> a.to_json()
{'seat': 2, 'commit': [5, 4]}
>>> Action.from_json(a.to_json()) == a
True
>>> a.decision
'commit'
"""

from __future__ import annotations

from typing import Any, NamedTuple

from accessible_ll.kit.scenario import At

DECISIONS = ("place", "battlefield", "keep", "commit", "switch", "upgrade", "skip",
             "discard")
_INTS = ("place", "battlefield", "upgrade")
_LISTS = ("commit", "discard")
_BOOLS = ("switch", "skip")


class Action(NamedTuple):
    """One decision of one seat (see the module's docstring for the fields)."""
    seat: int
    place: int | None = None
    battlefield: int | None = None
    keep: str | None = None
    commit: tuple[int, ...] | None = None
    switch: bool | None = None
    upgrade: int | None = None
    skip: bool | None = None
    discard: tuple[int, ...] | None = None

    @property
    def decision(self) -> str | None:
        """The one decision field that is set (None if none or several are)."""
        found = None
        for key, value in zip(DECISIONS, self[1:]):
            if value is not None:
                if found is not None:
                    return None
                found = key
        return found

    def to_json(self) -> dict[str, Any]:
        """The JSON form: the seat and the one field that is set."""
        out: dict[str, Any] = {"seat": self.seat}
        for key in DECISIONS:
            value = getattr(self, key)
            if value is not None:
                out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Any, at: At = At()) -> "Action":
        """Build an action from its JSON form (``at``: its place in a scenario file).

        Raises:
            Fault: a ``ValueError`` saying which key is unknown or missing, or which
                value has the wrong kind.
        """
        data = at.mapping(data, ("seat", *DECISIONS), required=("seat",))
        return cls(**{key: _checked(key, value, at / key) for key, value in data.items()})


def _checked(key: str, value: Any, at: At) -> Any:
    if key == "seat" or key in _INTS:
        return at.whole(value)
    if key in _LISTS:
        return tuple(place.whole(item) for place, item in at.entries(value))
    if key in _BOOLS:
        return at.boolean(value)
    return at.text_value(value)  # keep
