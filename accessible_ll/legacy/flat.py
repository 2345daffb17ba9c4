"""The settings file of an older version, whose one game's table was kept flat, at the
top level: which keys those are, which game's table they are, and where each goes in
a :class:`~accessible_ll.settings.GameTable` (the settings check them there as any
game's table).

>>> flat_table({"language": "de", "edition": "classic", "target": 5})
('love-letter', {'variant': 'classic', 'options': {'target': 5}})
>>> flat_key("tables.love-letter.options.blind"), flat_key("tables.love-letter.players")
('blind_variant', 'players')
"""

from __future__ import annotations

from typing import Any

#: The game every file from before the game seam holds.
LOVE_LETTER = "love-letter"
#: The table fields an older settings file kept flat (Love Letter's only), by their
#: place in a table: a field, or ("options", the option's id).
FLAT_TABLE: dict[str, str | tuple[str, str]] = {
    "edition": "variant", "players": "players", "seats": "seats", "names": "names",
    "blind_variant": ("options", "blind"), "target": ("options", "target")}


def flat_table(data: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """The game and the fields of the table an older file kept flat (``data``: the
    whole file), as a file of today keeps them in ``tables`` (not yet checked); None:
    the file keeps no table flat."""
    fields = flat_fields(data)
    return (LOVE_LETTER, fields) if fields else None


def flat_fields(data: dict[str, Any]) -> dict[str, Any]:
    """The table fields of the flat keys in ``data``, by their place in a table.

    >>> flat_fields({"players": 3, "blind_variant": True, "sound": False})
    {'players': 3, 'options': {'blind': True}}
    """
    fields: dict[str, Any] = {}
    for key, value in data.items():
        place = FLAT_TABLE.get(key)
        if isinstance(place, tuple):
            fields.setdefault("options", {})[place[1]] = value
        elif place is not None:
            fields[place] = value
    return fields


def flat_key(key: str) -> str:
    """The flat key an older file named ``key`` by (``tables.love-letter.variant``:
    ``edition``), for what is said of a value left out; another key as it is."""
    prefix = f"tables.{LOVE_LETTER}."
    if not key.startswith(prefix):
        return key
    field = key[len(prefix):]
    for flat, place in FLAT_TABLE.items():
        if place == field or (isinstance(place, tuple) and ".".join(place) == field):
            return flat
    return key
