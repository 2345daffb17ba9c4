"""Love Letter's games saved before the game seam: in its own table's form (by the
full screen and the line mode, with the room it played in; by a host under
:data:`OLD_TABLE_KEY`), converted to a :class:`~accessible_ll.match.Match` snapshot of
the same game at load time; and kept under the old names (:data:`OLD_SAVE_NAMES`),
moved to the name every game's save has before it is read.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path
from typing import Any

from accessible_ll.games import find_game
from accessible_ll.inputs import Reason
from accessible_ll.legacy.flat import FLAT_TABLE, LOVE_LETTER
from accessible_ll.match import ADVANCE
from accessible_ll.narration import messages as m
from accessible_ll.saves import SaveLock, UnusableSave, beside_settings
from accessible_ll.settings import GameTable, from_data

#: A pause in the journal of a game saved before the game seam: the next round dealt.
TABLE_NEXT_ROUND = "next_round"
#: What Love Letter's line mode wrote beside its table before the game seam: the room
#: in the same process (no join code, the person's seat).
ROOM_KEYS = ("code", "table_id", "started", "seats")
#: Where a host's table save kept Love Letter's game before the game seam (today:
#: ``match``).
OLD_TABLE_KEY = "table"
#: Where Love Letter's unfinished game was kept beside the settings: by the full
#: screen, and by the line mode.
OLD_SAVE_NAMES = ("saved-game.table", "line-game.table")


# ----- a game saved by Love Letter's own table ----------------------------------------

def old_save(data: dict[str, Any]) -> dict[str, Any]:
    """A saved game's object as today's (``{"version", "match"}``): one Love Letter's
    own table saved (``{"version", "table"}``, by its line mode with its room) is
    converted; any other is returned as it is.

    Raises:
        UnusableSave: an old save that is damaged.
    """
    if "table" in data and set(data) <= {"version", "table", *ROOM_KEYS}:
        return {"version": data["version"], "match": match_of_table(data["table"])}
    return data


def match_of_table(snapshot: Any) -> dict[str, Any]:
    """A Love Letter game as its own table saved it (its settings, seed and journal),
    as a :class:`~accessible_ll.match.Match` snapshot of the same game: the edition is
    the variant, the token target and the blind-player variant the options,
    "next_round" a pause.

    Raises:
        UnusableSave: the snapshot is damaged (its ``reason`` says which part).
    """
    if not isinstance(snapshot, dict) or set(snapshot) != {"settings", "seed", "journal"}:
        raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
    table = saved_table(snapshot["settings"])
    seed, journal = snapshot["seed"], snapshot["journal"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="seed"))
    if not isinstance(journal, list):
        raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="journal"))
    return {"game": LOVE_LETTER, "variant": table.variant, "seats": list(table.seats),
            "names": list(table.names), "seed": seed,
            "options": {"target": table.options["target"],
                        "blind": bool(table.options["blind"])},
            "journal": [ADVANCE if entry == TABLE_NEXT_ROUND else entry for entry in journal]}


def saved_table(data: Any):
    """Love Letter's table kept in an old save's settings, each field checked as the
    settings file's are; unlike there, one wrong field makes the whole save unusable.

    Raises:
        UnusableSave: a setting is unknown or wrong, or the seats do not fit the edition.
    """
    if not isinstance(data, dict):
        raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="settings"))
    settings, dropped = from_data(data)
    table = settings.tables.get(LOVE_LETTER, GameTable(options={}))
    table = GameTable(table.variant, table.players, list(table.seats), list(table.names),
                      dict(table.options))
    preferences = {key for key in data if key not in FLAT_TABLE}
    # a value cleaned on the way in (a name with a terminal escape) is wrong here too;
    # only a name typed in another Unicode form (NFD) is the same name
    dropped += [key for key, value in data.items() if key not in dropped and (
        getattr(settings, key, None) if key in preferences else _flat(table, key)) != _nfc(value)]
    if dropped:
        raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key=f"settings.{dropped[0]}"))
    fitted = table.fitted(find_game(LOVE_LETTER))
    for key in ("players", "seats", "names"):
        if key in data and getattr(fitted, key) != getattr(table, key):
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key=f"settings.{key}"))
    return fitted


def _flat(table, key: str) -> Any:
    """The flat field ``key`` of an old file, as ``table`` holds it."""
    place = FLAT_TABLE[key]
    if isinstance(place, tuple):
        return table.options.get(place[1])
    return getattr(table, place)


def _nfc(value: Any) -> Any:
    if isinstance(value, list):
        return [unicodedata.normalize("NFC", v) if isinstance(v, str) else v for v in value]
    return value


# ----- where Love Letter's unfinished game was kept ------------------------------------

def adopt_old_save(path: Path, settings_file: Path, game_id: str) -> None:
    """Before ``game_id``'s save ``path`` is read: where it has none yet, a Love Letter
    game kept under an older name beside ``settings_file`` (the newest of them, that no
    running game owns) is moved there, to be continued and then kept under that name.
    One that cannot be moved stays where it is."""
    if game_id != LOVE_LETTER or os.path.lexists(path):
        return
    old = [beside_settings(settings_file, name) for name in OLD_SAVE_NAMES]
    found = [each for each in old if each.is_file() and not each.is_symlink()
             and SaveLock(each).owner() is None]
    if not found:
        return
    newest = max(found, key=lambda each: each.stat().st_mtime)
    try:
        os.rename(newest, path)
    except OSError:
        pass
