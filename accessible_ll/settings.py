"""Settings: chosen on the setup screen, saved as JSON, shareable between machines.

A file that cannot be read as settings is moved aside (``settings.json.broken``) and
the defaults are used; the caller tells the player once.

>>> Settings().seats
['human', 'heuristic']
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from accessible_ll.editions import DEFAULT_EDITION, EDITIONS

HUMAN = "human"
BOT_LEVELS = ("random", "beginner", "heuristic", "expert")
SEAT_KINDS = (HUMAN, *BOT_LEVELS)
VERBOSITY = ("short", "normal", "full")
MAX_NAME = 24


@dataclass
class Settings:
    """Everything a player or a teacher can set.

    Attributes:
        language: "ja", "en" or "de"; None follows the system.
        edition: The edition's id.
        players: How many seats.
        seats: Per seat: "human" or a bot level.
        names: Per seat: a name, or "" for "Player N".
        blind_variant: Only each player's last discard can be reviewed.
        target: Tokens to win; None uses the edition's default.
        sound: Whether sound cues play.
        volume: Effects volume, 0 to 1.
        verbosity: "short", "normal" or "full".
        bot_pace: Seconds between bot moves; 0 waits for a key.
        keymap: Binding id to keys, overriding the defaults.
        voice: Who speaks: "game" (the game's own voice), "screen_reader" (the player's
            screen reader reads the lines the game writes), or None: the screen reader
            when one runs.
    """

    language: str | None = None
    edition: str = DEFAULT_EDITION
    players: int = 2
    seats: list[str] = field(default_factory=lambda: [HUMAN, "heuristic"])
    names: list[str] = field(default_factory=lambda: ["", ""])
    blind_variant: bool = False
    target: int | None = None
    sound: bool = True
    volume: float = 0.25
    verbosity: str = "normal"
    bot_pace: float = 1.5
    keymap: dict[str, str] = field(default_factory=dict)
    voice: str | None = None

    def fitted(self) -> "Settings":
        """A copy whose seats and names match the player count and edition."""
        edition = EDITIONS[self.edition]
        players = min(max(self.players, edition.player_counts[0]), edition.player_counts[-1])
        seats = (list(self.seats) + ["heuristic"] * players)[:players]
        names = (list(self.names) + [""] * players)[:players]
        return Settings(**{**asdict(self), "players": players, "seats": seats, "names": names})

    def to_json(self) -> str:
        """The settings as JSON text."""
        return json.dumps(asdict(self), ensure_ascii=False, indent=2)

    @classmethod
    def from_json(cls, text: str) -> "Settings":
        """Settings from JSON text.

        Raises:
            ValueError: the text is not valid settings.
        """
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown setting {sorted(unknown)[0]!r}")
        settings = cls(**data)
        _validate(settings)
        return settings.fitted()


def _validate(s: Settings) -> None:
    checks: list[tuple[bool, str]] = [
        (s.language is None or s.language in ("ja", "en", "de"), "language"),
        (s.edition in EDITIONS, "edition"),
        (isinstance(s.players, int) and not isinstance(s.players, bool), "players"),
        (isinstance(s.seats, list) and all(k in SEAT_KINDS for k in s.seats), "seats"),
        (isinstance(s.names, list) and all(isinstance(n, str) and len(n) <= MAX_NAME
                                           for n in s.names), "names"),
        (isinstance(s.blind_variant, bool), "blind_variant"),
        (s.target is None or isinstance(s.target, int) and 1 <= s.target <= 20, "target"),
        (isinstance(s.sound, bool), "sound"),
        (isinstance(s.volume, (int, float)) and 0 <= s.volume <= 1, "volume"),
        (s.verbosity in VERBOSITY, "verbosity"),
        (isinstance(s.bot_pace, (int, float)) and 0 <= s.bot_pace <= 10, "bot_pace"),
        (isinstance(s.keymap, dict) and all(isinstance(k, str) and isinstance(v, str)
                                            for k, v in s.keymap.items()), "keymap"),
        (s.voice in (None, "game", "screen_reader"), "voice"),
    ]
    for ok, name in checks:
        if not ok:
            raise ValueError(f"invalid value for {name!r}")


def settings_path() -> Path:
    """Where settings live: $ACCESSIBLE_LL_CONFIG_DIR, else the user's config folder."""
    folder = os.environ.get("ACCESSIBLE_LL_CONFIG_DIR")
    if not folder:
        from platformdirs import user_config_dir
        folder = user_config_dir("accessible_ll", appauthor=False)
    return Path(folder) / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, Path | None]:
    """The saved settings, or the defaults.

    Returns:
        (settings, moved): ``moved`` is where a broken file was moved to, else None.
    """
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError:
        return Settings(), _move_aside(path)
    try:
        return Settings.from_json(text), None
    except (ValueError, TypeError):
        return Settings(), _move_aside(path)


def _move_aside(path: Path) -> Path | None:
    target = path.with_name(path.name + ".broken")
    try:
        path.replace(target)
    except OSError:
        return None
    return target


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings (atomically); return the file."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(settings.to_json(), encoding="utf-8")
    temporary.replace(path)
    return path


def merge(settings: Settings, **changes: Any) -> Settings:
    """A copy with ``changes`` applied (None values are ignored), fitted to the edition."""
    data = asdict(settings)
    data.update({k: v for k, v in changes.items() if v is not None})
    return Settings(**data).fitted()
