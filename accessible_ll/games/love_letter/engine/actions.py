"""Actions: one decision by one seat, as a small frozen value.

An action round-trips to text and to the JSON of a scenario file.

>>> a = Action(0, play="guard", target=1, guess="priest")
>>> a.text()
'seat=0 play=guard target=1 guess=priest'
>>> Action.from_text(a.text()) == a
True
>>> Action.from_json({"seat": 1, "keep": "baron", "bottom": ["spy", "guard"]})
Action(seat=1, play=None, target=None, targets=None, guess=None, keep='baron', bottom=('spy', 'guard'), look=None, redraw=None)
"""

from __future__ import annotations

from typing import Any, NamedTuple

_KEYS = ("play", "target", "targets", "guess", "keep", "bottom", "look", "redraw")


class Action(NamedTuple):
    """One decision.

    Attributes:
        seat: Who decides.
        play: The card id played (a play action).
        target: The chosen seat (most cards).
        targets: The chosen seats (Cardinal: two; Baroness: one or two).
        guess: The named card id, or value (premium Guard, Bishop).
        keep: The card kept (Chancellor).
        bottom: The cards put under the deck, in order, the last one lowest.
        look: The seat whose hand the Cardinal's player looks at.
        redraw: Whether the Bishop's chosen player discards and draws.
    """

    seat: int
    play: str | None = None
    target: int | None = None
    targets: tuple[int, ...] | None = None
    guess: str | int | None = None
    keep: str | None = None
    bottom: tuple[str, ...] | None = None
    look: int | None = None
    redraw: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """The scenario-file form: only the keys that are set."""
        out: dict[str, Any] = {"seat": self.seat}
        for key in _KEYS:
            value = getattr(self, key)
            if value is not None:
                out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Action":
        """Build an action from its scenario-file form.

        Raises:
            ValueError: a key is unknown or a value has the wrong type.
        """
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        unknown = set(data) - {"seat", *_KEYS}
        if unknown:
            raise ValueError(f"unknown action key {sorted(unknown)[0]!r}")
        fields = {key: _checked(key, data[key]) for key in data}
        if "seat" not in fields:
            raise ValueError("an action needs a 'seat'")
        return cls(**fields)

    def text(self) -> str:
        """The text form: ``key=value`` words, lists joined by commas."""
        words = [f"seat={self.seat}"]
        for key in _KEYS:
            value = getattr(self, key)
            if value is None:
                continue
            if isinstance(value, tuple):
                value = ",".join(str(v) for v in value)
            elif isinstance(value, bool):
                value = "yes" if value else "no"
            words.append(f"{key}={value}")
        return " ".join(words)

    @classmethod
    def from_text(cls, text: str) -> "Action":
        """Parse the text form made by :meth:`text`.

        Raises:
            ValueError: the text is not an action.
        """
        data: dict[str, Any] = {}
        for word in text.split():
            key, sep, raw = word.partition("=")
            if not sep:
                raise ValueError(f"expected key=value, got {word!r}")
            data[key] = _parse_text_value(key, raw)
        return cls.from_json(data)


_INT_KEYS = {"seat", "target", "look"}
_STR_KEYS = {"play", "keep"}
_LIST_KEYS = {"targets": int, "bottom": str}


def _checked(key: str, value: Any) -> Any:
    if key in _INT_KEYS:
        if not _is_int(value):
            raise ValueError(f"{key!r} must be a seat number")
        return value
    if key in _STR_KEYS:
        if not isinstance(value, str):
            raise ValueError(f"{key!r} must be a card id")
        return value
    if key in _LIST_KEYS:
        kind = _LIST_KEYS[key]
        ok = isinstance(value, (list, tuple)) and all(
            _is_int(v) if kind is int else isinstance(v, str) for v in value)
        if not ok:
            raise ValueError(f"{key!r} must be a list")
        return tuple(value)
    if key == "guess":
        if not (isinstance(value, str) or _is_int(value)):
            raise ValueError("'guess' must be a card id or a value")
        return value
    if not isinstance(value, bool):  # redraw
        raise ValueError("'redraw' must be true or false")
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_text_value(key: str, raw: str) -> Any:
    if key in _INT_KEYS:
        return int(raw)
    if key in _LIST_KEYS:
        items = [item for item in raw.split(",") if item]
        return [int(item) for item in items] if _LIST_KEYS[key] is int else items
    if key == "guess":
        return int(raw) if raw.isdigit() else raw
    if key == "redraw":
        if raw not in ("yes", "no"):
            raise ValueError("redraw must be yes or no")
        return raw == "yes"
    return raw
