"""Settings: chosen on the setup screen, saved as JSON, shareable between machines.

Reading never loses anything: each setting is checked on its own, a wrong one is left
out and the rest kept, and before the file can be saved over, a copy of it as it was
is kept beside it (``settings.json.broken.1``, ``.2``, … never overwritten). Only an
ordinary file is ever read or replaced; saving writes a temporary file in the same
folder and renames it over the old one, so a crash leaves the old or the new file.

>>> Settings().seats
['human', 'heuristic']
"""

from __future__ import annotations

import errno
import json
import math
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

from accessible_ll.games import DEFAULT_GAME, GAMES, find_game
from accessible_ll.legacy.flat import FLAT_TABLE, flat_fields, flat_key, flat_table
from accessible_ll.kit import GameDescriptor
from accessible_ll.inputs import (
    JsonProblem, PluralInputRefusal, Reason, InputRefusal, UnusablePath, normalized, os_reason, parse_json,
    read_bytes, regular_file_problem, write_atomically)
from accessible_ll.narration import messages as m

HUMAN = "human"
VERBOSITY = ("short", "normal", "full")
MAX_NAME = 24
LANGUAGE_CODES = ("ja", "en", "de")
MAX_BYTES = 1 << 20  # a settings file is a few hundred bytes
MAX_BACKUPS = 1000


@dataclass
class GameTable:
    """One game's table as it was last set: what the setup list and the command line
    start a new game of that game with.

    Attributes:
        variant: The variant's id; None: the game's default.
        players: How many seats.
        seats: Per seat: "human" or one of the game's bot levels.
        names: Per seat: a name, or "" for "Player N".
        options: The game's setup choices by id.
    """

    variant: str | None = None
    players: int = 2
    seats: list[str] = field(default_factory=lambda: [HUMAN, "heuristic"])
    names: list[str] = field(default_factory=lambda: ["", ""])
    options: dict[str, Any] = field(default_factory=dict)

    def fitted(self, game: GameDescriptor) -> "GameTable":
        """A copy that fits ``game``: a variant it has, a player count of that variant,
        a seat and a name per player, and each of its options (its default where
        unset or unusable)."""
        ids = [variant.id for variant in game.variants]
        variant = game.find_variant(self.variant if self.variant in ids else None)
        counts = variant.player_counts
        players = min(max(self.players, counts[0]), counts[-1])
        weakest = next(iter(game.tools.bots))
        pad = "heuristic" if "heuristic" in game.tools.bots else weakest
        seats = [kind if kind == HUMAN or kind in game.tools.bots else weakest
                 for kind in (list(self.seats) + [pad] * players)[:players]]
        names = (list(self.names) + [""] * players)[:players]
        options = dict(game.rules.options)
        for setting_id, value in self.options.items():
            setting = game.setting(setting_id)
            if setting is None or setting.usable(value, variant.id, players):
                if setting_id in options:
                    options[setting_id] = value
        return GameTable(variant.id, players, seats, names, options)


@dataclass(init=False)
class Settings:
    """Everything a player or a teacher can set: the player's preferences, and the
    table each game was last set up with.

    Attributes:
        language: "ja", "en" or "de"; None follows the system.
        game: The game chosen last (the setup list and the command opens on it).
        tables: Per game id, its table (:class:`GameTable`).
        sound: Whether sound cues play.
        volume: Effects volume, 0 to 1.
        verbosity: "short", "normal" or "full".
        bot_pace: Seconds between bot moves; 0 waits for a key.
        keymap: Binding id to keys, overriding the defaults.
        voice: Who speaks: "game" (the game's own voice), "screen_reader" (the player's
            screen reader reads the lines the game writes), or None: the screen reader
            when one runs.
        seat_keys: Per table joined over the network (by the identity the table
            tells, whatever its address), the secret key that gives this player
            their seat back.

    The chosen game's table can also be read and set as if it were flat (``players``,
    ``seats``, ``names``), and given so, as an older file kept it (see
    :mod:`~accessible_ll.legacy.flat`): ``Settings(players=3)`` is a table of three for
    the chosen game.
    """

    language: str | None = None
    game: str = DEFAULT_GAME
    tables: dict[str, GameTable] = field(default_factory=dict)
    sound: bool = True
    volume: float = 0.25
    verbosity: str = "normal"
    bot_pace: float = 1.5
    keymap: dict[str, str] = field(default_factory=dict)
    voice: str | None = None
    seat_keys: dict[str, str] = field(default_factory=dict)

    def __init__(self, language: str | None = None, game: str = DEFAULT_GAME,
                 tables: dict[str, Any] | None = None, sound: bool = True,
                 volume: float = 0.25, verbosity: str = "normal", bot_pace: float = 1.5,
                 keymap: dict[str, str] | None = None, voice: str | None = None,
                 seat_keys: dict[str, str] | None = None, **table: Any) -> None:
        self.language, self.game, self.sound, self.volume = language, game, sound, volume
        self.verbosity, self.bot_pace, self.voice = verbosity, bot_pace, voice
        self.keymap, self.seat_keys = dict(keymap or {}), dict(seat_keys or {})
        self.tables = {game_id: t if isinstance(t, GameTable) else GameTable(**t)
                       for game_id, t in (tables or {}).items()}
        unknown = set(table) - set(FLAT_TABLE)
        if unknown:
            raise TypeError(f"unknown settings: {sorted(unknown)}")
        mine = self._mine() if table else None
        for field_name, value in flat_fields(table).items():
            if field_name == "options":
                mine.options.update(value)
            else:
                setattr(mine, field_name, list(value) if isinstance(value, list) else value)

    # ----- the chosen game's table --------------------------------------------------

    def table(self, game_id: str | None = None) -> GameTable:
        """The table of ``game_id`` (default: the chosen game). A game not set up yet
        starts from the seats and names of the default game's table, else the chosen game's
        (not kept until it is set)."""
        game_id = game_id or self.game
        if game_id in self.tables:
            return self.tables[game_id]
        base = self.tables.get(DEFAULT_GAME) or self.tables.get(self.game, GameTable())
        return GameTable(None, base.players, list(base.seats), list(base.names))

    def _mine(self) -> GameTable:
        return self.tables.setdefault(self.game, self.table())

    players = property(lambda self: self.table().players,
                       lambda self, value: setattr(self._mine(), "players", value))
    seats = property(lambda self: self.table().seats,
                     lambda self, value: setattr(self._mine(), "seats", list(value)))
    names = property(lambda self: self.table().names,
                     lambda self, value: setattr(self._mine(), "names", list(value)))

    def fitted(self) -> "Settings":
        """A copy whose tables fit their games (the chosen one is always there): seats
        and names match the player count, which fits the variant."""
        copy = Settings(**asdict(self))
        copy._mine()
        copy.tables = {game_id: table.fitted(find_game(game_id))
                       for game_id, table in copy.tables.items() if game_id in GAMES}
        return copy

    def to_json(self) -> str:
        """The settings as JSON text."""
        return json.dumps(asdict(self), ensure_ascii=False, indent=2)

    @classmethod
    def from_json(cls, text: str) -> "Settings":
        """Settings from JSON text, every unusable setting left out (see :func:`from_data`).

        Raises:
            ValueError: the text is not a JSON object.
        """
        try:
            data = parse_json(text.encode("utf-8"))
        except JsonProblem as error:
            raise ValueError(repr(error.reason)) from None
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        return from_data(data)[0].fitted()


# ----- one check per setting: the value to keep, or None to leave it out ---------------

def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _in_range(low: float, high: float) -> Callable[[Any], Any]:
    return lambda value: value if _is_number(value) and low <= value <= high else None


def _one_of(options) -> Callable[[Any], Any]:
    return lambda value: value if isinstance(value, str) and value in options else None


def _flag(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _language(value: Any) -> str | None:
    return value if value in LANGUAGE_CODES else None


def _players(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) \
        and 1 <= value <= 8 else None


def _names(value: Any) -> tuple[list[str], bool] | None:
    """Each usable name, "" (the default name) for a wrong one; and whether any was."""
    if not isinstance(value, list):
        return None
    names = [normalized(n).strip() if isinstance(n, str) else None for n in value[:8]]
    kept = [n if n is not None and len(n) <= MAX_NAME else "" for n in names]
    return kept, kept != names or len(value) > 8


def _keymap(value: Any) -> tuple[dict[str, str], bool] | None:
    """Each usable binding; and whether any was left out."""
    if not isinstance(value, dict):
        return None
    kept = {k: v for k, v in list(value.items())[:100]
            if isinstance(v, str) and 0 < len(v) <= 100 and normalized(v) == v
            and normalized(k) == k and len(k) <= 100}
    return kept, len(kept) != len(value)


def _seat_keys(value: Any) -> tuple[dict[str, str], bool] | None:
    """Each usable seat key (table identity to key); and whether any was left out."""
    if not isinstance(value, dict):
        return None
    kept = {k: v for k, v in list(value.items())[:100]
            if isinstance(k, str) and isinstance(v, str) and len(k) <= 300 and len(v) <= 64}
    return kept, len(kept) != len(value)


def _game(value: Any) -> str | None:
    return value if isinstance(value, str) and value in GAMES else None


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _language, "game": _game, "sound": _flag, "volume": _in_range(0, 1),
    "verbosity": _one_of(VERBOSITY), "bot_pace": _in_range(0, 10), "keymap": _keymap,
    "seat_keys": _seat_keys, "voice": _one_of(("game", "screen_reader")),
}
_MAY_BE_NULL = {"language", "voice"}
_PARTIAL = {"names", "keymap", "seat_keys"}  # their checks keep what is usable and say if anything was not


#: Every key a settings file may hold at its top level (an older file's too).
KNOWN = {*_CHECKS, *FLAT_TABLE, "tables"}


def _checked(checks: dict[str, Callable[[Any], Any]], data: dict[str, Any],
             prefix: str = "") -> tuple[dict[str, Any], list[str]]:
    """Each value of ``data`` its check keeps; and the keys left out (``prefix`` + key)."""
    kept, dropped = {}, []
    for key, value in data.items():
        check = checks.get(key)
        if check is None:
            dropped.append(prefix + key)
        elif value is None and key in _MAY_BE_NULL:
            kept[key] = None
        elif (checked := check(value)) is None:
            dropped.append(prefix + key)
        elif key in _PARTIAL:
            kept[key], lost = checked
            if lost:
                dropped.append(prefix + key)
        else:
            kept[key] = checked
    return kept, dropped


def _table(game_id: str, data: Any) -> tuple[GameTable | None, list[str]]:
    """One game's table from a file, each field checked on its own against the game."""
    prefix = f"tables.{game_id}"
    if game_id not in GAMES or not isinstance(data, dict):
        return None, [prefix]
    game = find_game(game_id)
    kinds = (HUMAN, *game.tools.bots)
    checks = {
        "variant": _one_of([variant.id for variant in game.variants]), "players": _players,
        "seats": lambda v: list(v) if isinstance(v, list) and len(v) <= 8
        and all(k in kinds for k in v) else None,
        "names": _names, "options": lambda v: v if isinstance(v, dict) else None,
    }
    kept, dropped = _checked(checks, data, prefix + ".")
    probe = GameTable(kept.get("variant"), kept.get("players", 2)).fitted(game)
    options = {}
    for key, value in kept.pop("options", {}).items():
        setting = game.setting(key)
        if key in game.rules.options and (setting is None or setting.usable(
                value, probe.variant, probe.players)):
            options[key] = value
        else:
            dropped.append(f"{prefix}.options.{key}")
    return GameTable(**kept, options=options), dropped


def from_data(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded JSON object, and the keys left out (unknown or wrong).

    Each setting is checked on its own, and so is each field of each game's table
    (``tables.GAME.FIELD``); an older file's flat table is read as its game's (see
    :func:`~accessible_ll.legacy.flat.flat_table`). The settings
    are not yet fitted to the games (see :meth:`Settings.fitted`), so the caller can
    tell when a table had to change.

    >>> settings, dropped = from_data({"language": "ja", "colour": "blue", "volume": 7})
    >>> settings.language, settings.volume, dropped
    ('ja', 0.25, ['colour', 'volume'])
    """
    preferences = {k: v for k, v in data.items() if k not in FLAT_TABLE and k != "tables"}
    kept, dropped = _checked(_CHECKS, preferences)
    tables = {}
    if (old := flat_table(data)) is not None:  # an older file's (see the legacy reader)
        game_id, fields = old
        table, lost = _table(game_id, fields)
        dropped += [flat_key(key) for key in lost]
        if table is not None:
            tables[game_id] = table
    if "tables" in data:
        if isinstance(data["tables"], dict):
            for game_id, table_data in data["tables"].items():
                table, lost = _table(game_id, table_data)
                dropped += lost
                if table is not None:
                    tables[game_id] = table
        else:
            dropped.append("tables")
    return Settings(**kept, tables=tables), dropped


# ----- where settings live, and reading them ------------------------------------------

def settings_path() -> Path:
    """Where settings live: $ACCESSIBLE_LL_CONFIG_DIR, else the user's config folder."""
    folder = os.environ.get("ACCESSIBLE_LL_CONFIG_DIR")
    return Path(folder or config_folder()) / "settings.json"


def config_folder() -> Path:
    """The user's config folder: ``~/.config/accessible_ll`` on Linux (or under
    ``$XDG_CONFIG_HOME``), ``~/Library/Application Support/accessible_ll`` on macOS,
    ``%APPDATA%\\accessible_ll`` on Windows (the roaming one: a school's roaming profile
    brings a student's settings and saved game to any computer). Settings kept earlier
    in Windows' local folder (``%LOCALAPPDATA%``) are still used there."""
    from platformdirs import user_config_dir
    folder = Path(user_config_dir("accessible_ll", appauthor=False, roaming=True))
    earlier = Path(user_config_dir("accessible_ll", appauthor=False))
    if earlier != folder and (earlier / "settings.json").exists() \
            and not (folder / "settings.json").exists():
        return earlier
    return folder


@dataclass
class LoadedSettings:
    """What reading a settings file gave.

    Attributes:
        settings: The settings to use (every usable one from the file).
        path: The file.
        dropped: The keys left out because they were unknown or wrong.
        problem: Why nothing of the file could be used, if so.
        backup: Where a copy of the file as it was is kept, if one was needed.
        writable: False when the file must not be saved over (it could not be read,
            or it is not an ordinary file).
        not_settings: The file exists but does not hold settings at all.
    """

    settings: Settings
    path: Path
    dropped: list[str] = field(default_factory=list)
    problem: Reason | None = None
    backup: Path | None = None
    writable: bool = True
    not_settings: bool = False
    original: bytes = b""

    def notice(self) -> InputRefusal | None:
        """What the player should be told once, or None."""
        if not self.writable:
            return InputRefusal(m.SETTINGS_LEFT_ALONE, path=self.path, reason=self.problem)
        if self.problem is not None:
            return InputRefusal(m.SETTINGS_SET_ASIDE, path=self.path, reason=self.problem,
                           backup=self.backup)
        if self.dropped and self.backup is None:
            return PluralInputRefusal(m.SETTINGS_IGNORED, len(self.dropped),
                                 keys=", ".join(self.dropped), path=self.path)
        if self.dropped:
            return PluralInputRefusal(m.SETTINGS_DROPPED, len(self.dropped),
                                  keys=", ".join(self.dropped), path=self.path,
                                  backup=self.backup)
        return None


def load_settings(path: Path | None = None) -> LoadedSettings:
    """Read the settings in ``path`` (default: :func:`settings_path`); nothing is written.

    A missing file gives the defaults. Call :func:`keep_backup` before saving over a
    file that had something left out.
    """
    path = path or settings_path()
    problem = regular_file_problem(path, may_be_missing=True)
    if problem is not None:
        return LoadedSettings(Settings(), path, problem=problem, writable=False)
    if not path.exists():
        return LoadedSettings(Settings(), path)
    try:
        raw = read_bytes(path, MAX_BYTES)
    except JsonProblem as error:
        return LoadedSettings(Settings(), path, problem=error.reason, writable=False)
    try:
        data = parse_json(raw)
    except JsonProblem as error:
        return LoadedSettings(Settings(), path, problem=error.reason, original=raw)
    if not isinstance(data, dict) or (data and not set(data) & KNOWN):
        return LoadedSettings(Settings(), path, problem=Reason(m.REASON_NOT_SETTINGS),
                              original=raw, not_settings=True)
    settings, dropped = from_data(data)
    return LoadedSettings(settings, path, dropped=dropped, original=raw)


def make_folder(loaded: LoadedSettings) -> LoadedSettings:
    """Make the settings file's folder if it does not exist yet (a first run), so that
    settings and a game left can be saved there; if it cannot be made, say why.
    """
    if loaded.problem is None or loaded.problem.message != m.REASON_NO_FOLDER:
        return loaded
    try:
        loaded.path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        loaded.problem = os_reason(error)
        return loaded
    return load_settings(loaded.path)


def keep_backup(loaded: LoadedSettings) -> LoadedSettings:
    """Keep a copy of a file that lost something (never overwriting an older copy).

    If no copy can be made, the file is marked not to be saved over.
    """
    if not loaded.writable or not (loaded.problem or loaded.dropped):
        return loaded
    try:
        loaded.backup = _backup(loaded.path, loaded.original)
    except OSError as error:
        loaded.problem, loaded.writable = os_reason(error), False
    return loaded


def _backup(path: Path, data: bytes) -> Path:
    return keep_copy(path, data)


def keep_copy(path: Path, data: bytes) -> Path:
    """Keep ``data`` (a file as it was) beside ``path`` as ``NAME.broken.N``, never
    overwriting an older copy; the same bytes already kept are not kept twice.

    Raises:
        OSError: no copy can be made.
    """
    for number in range(1, MAX_BACKUPS + 1):
        candidate = path.with_name(f"{path.name}.broken.{number}")
        try:
            with candidate.open("xb") as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
            return candidate
        except FileExistsError:
            if candidate.is_file() and candidate.stat().st_size == len(data) \
                    and _same(candidate, data):
                return candidate
    raise OSError(errno.EEXIST, "too many backups")


def _same(path: Path, data: bytes) -> bool:
    try:
        return read_bytes(path, len(data)) == data
    except JsonProblem:
        return False


# ----- saving ---------------------------------------------------------------------------

def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically: a temporary file in the same folder, synced, then
    renamed over the old file. Return the file.

    Raises:
        OSError: they cannot be saved there (nothing is left behind); a folder, a
            device or a read-only file there is never replaced.
    """
    path = path or settings_path()
    if path.is_symlink():
        path = path.resolve()
    problem = regular_file_problem(path, may_be_missing=True)
    if problem is not None and problem.message != m.REASON_NO_FOLDER:
        raise UnusablePath(problem)
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = 0o600  # seat keys: for its owner only
    if path.exists():
        mode = path.stat().st_mode & (0o700 if settings.seat_keys else 0o777)
        if not os.access(path, os.W_OK) or not mode & 0o200:  # read-only, even for root
            raise PermissionError(errno.EACCES, "the settings file is read-only")
    write_atomically(path, settings.to_json() + "\n", mode)
    return path


def merge(settings: Settings, **changes: Any) -> Settings:
    """A copy with ``changes`` applied (None values are ignored), fitted to the games.

    ``game`` is applied first, so that a flat table key (``players``, ``seats``, …)
    changes the table of the game it chooses."""
    copy = Settings(**asdict(settings))
    if changes.get("game") is not None:
        copy.game = changes["game"]
    for key, value in changes.items():
        if value is not None:
            setattr(copy, key, value)
    return copy.fitted()


def with_table(settings: Settings, game_id: str, **fields: Any) -> Settings:
    """A copy in which ``game_id``'s table has ``fields`` (None values are ignored;
    ``options`` are added to its own), fitted to the games."""
    copy = Settings(**asdict(settings))
    table = copy.table(game_id)
    copy.tables[game_id] = table
    for key, value in fields.items():
        if key == "options" and value is not None:
            table.options = {**table.options, **value}
        elif value is not None:
            setattr(table, key, value)
    return copy.fitted()
