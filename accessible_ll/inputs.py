"""Every command's input, checked into typed values; a refusal is one localized line.

Command-line values go through the ``type=`` functions here (``whole(1, 1000)``,
``number(0, 1)``, ``choice(...)``, ``seed``); a wrong one raises :class:`BadValue`,
which :func:`accessible_ll.cli.main` turns into one line in the listener's language
and exit code 2. Checks that need several values (players for an edition) raise
:class:`InputRefusal` from the command. Files are read with :func:`read_bytes` (ordinary
files only, never a folder, device or pipe) and :func:`parse_json` (any Unicode
encoding, bounded depth and digits), which raise nothing but :class:`JsonProblem`
with a translatable :class:`Reason`.

>>> whole(1, 10)("3")
3
>>> from accessible_ll.narration.i18n import Texts
>>> InputRefusal(m.BAD_CHOICE, option="--edition", choices="a, b", value="x").localized(
...     Texts.for_language("en"))
'--edition must be one of a, b, not “x”.'
"""

from __future__ import annotations

import argparse
import codecs
import errno
import functools
import json
import math
import os
import re
import stat
import tempfile
import unicodedata
from pathlib import Path
from typing import Any, Callable, Protocol, Sequence

from accessible_ll.narration import messages as m


class Texts(Protocol):
    """What a refusal needs to be said: the listener's translations (the catalogs,
    ``narration.i18n.Texts``, are read through this module, which therefore never
    imports them)."""

    def text(self, message: str, **values: Any) -> str: ...

    def plural(self, message: tuple[str, str], count: int, **values: Any) -> str: ...

    def decimal(self, number: float) -> str: ...

EXIT_USAGE = 2
MAX_DIGITS = 39  # a hosted table's 128-bit seed has 39; longer numbers mean nothing here
MAX_JSON_DEPTH = 64
SEED_MAX = 10**18 - 1

_ESCAPES = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|.)")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
_WHOLE = re.compile(r"[+-]?\d+")


class Reason:
    """Why something could not be used: a marked text and its values (localized late)."""

    def __init__(self, message: str, **values: Any) -> None:
        self.message = message
        self.values = values

    def localized(self, texts: Texts) -> str:
        return texts.text(self.message, **_localized_values(self.values, texts))

    def __repr__(self) -> str:
        return f"Reason({_filled(self.message, self.values)!r})"


class InputRefusal(Exception):
    """Input the command cannot use: ``message`` is a marked text, ``values`` fill it.

    A value may itself be a :class:`Reason`; it is translated too.
    """

    def __init__(self, message: str, **values: Any) -> None:
        super().__init__(_filled(message, {k: _english(v) for k, v in values.items()}))
        self.message = message
        self.values = values

    def localized(self, texts: Texts) -> str:
        """The refusal in the listener's language, as one line with no control characters."""
        return one_line(texts.text(self.message, **_localized_values(self.values, texts)))


class PluralInputRefusal(InputRefusal):
    """A refusal whose words depend on a count (``message`` marked with ``NN_``)."""

    def __init__(self, message: tuple[str, str], count: int, **values: Any) -> None:
        super().__init__(message[count != 1], **values)
        self.plural, self.count = message, count

    def localized(self, texts: Texts) -> str:
        return one_line(texts.plural(self.plural, self.count,
                                     **_localized_values(self.values, texts)))


class Said(InputRefusal):
    """A refusal a game has put in the listener's words itself (a scenario file's faults,
    where the game's own nouns are needed): shown as it is, on one line."""

    def __init__(self, said: str) -> None:
        super().__init__("{said}", said=said)

    def localized(self, texts: Texts) -> str:
        return one_line(shown(self.values["said"]))


class BadValue(argparse.ArgumentTypeError):
    """A command-line value that is not right; the option's name is added by argparse."""

    def __init__(self, message: str, **values: Any) -> None:
        super().__init__(_filled(message, {"option": "", **values}))
        self.message = message
        self.values = values

    def refusal(self, option: str) -> InputRefusal:
        return InputRefusal(self.message, option=option, **self.values)


def _english(value: Any) -> Any:
    return _filled(value.message, value.values) if isinstance(value, Reason) else value


def _filled(message: str, values: dict[str, Any]) -> str:
    try:
        return message.format(**values)
    except (KeyError, IndexError, ValueError):
        return message


def _localized_values(values: dict[str, Any], texts: Texts) -> dict[str, Any]:
    """A refusal's values in the listener's words: a reason translated, a text shown
    safely, a fraction with the language's decimal mark."""
    return {key: value.localized(texts) if isinstance(value, Reason) else
            shown(value) if isinstance(value, (str, Path)) else
            texts.decimal(value) if isinstance(value, float) else value
            for key, value in values.items()}


# ----- text from outside ---------------------------------------------------------------

def clean(text: str) -> str:
    """``text`` without terminal escape sequences and control characters.

    >>> clean("Ann\x1b[31m\u202e")
    'Ann'
    """
    return _CONTROL.sub("", _ESCAPES.sub("", text))


def shown(text: str | Path) -> str:
    """A user's text as it may be shown: control characters made visible, never acted on."""
    return _CONTROL.sub(lambda found: f"\\x{ord(found.group()):02x}" if ord(found.group()) < 256
                        else f"\\u{ord(found.group()):04x}", str(text))


def excerpt(text: str, limit: int = 40) -> str:
    r"""A user's text as it may be echoed back: :func:`shown`, at most ``limit``
    characters (a held-down key or a pasted page is not read out in full).

    >>> excerpt("\x1b[A"), excerpt("9" * 100, 6)
    ('\\x1b[A', '99999…')
    """
    text = shown(text[:limit + 1])
    return text if len(text) <= limit else text[:limit - 1] + "…"


def one_line(text: str) -> str:
    """``text`` on one line."""
    return " ".join(text.split())


# ----- command-line values ----------------------------------------------------------------

def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""
    def convert(text: str) -> int:
        value = text.strip()
        if not _WHOLE.fullmatch(value) or len(value) > MAX_DIGITS \
                or not low <= int(value) <= high:
            raise BadValue(m.BAD_WHOLE_NUMBER, low=low, high=high, value=text)
        return int(value)
    convert.__name__ = "whole number"
    return convert


def number(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a finite number from ``low`` to ``high``."""
    def convert(text: str) -> float:
        try:
            value = float(text) if len(text) <= MAX_DIGITS else math.nan
        except ValueError:
            value = math.nan
        if not low <= value <= high:
            raise BadValue(m.BAD_NUMBER, low=low, high=high, value=text)
        return value
    convert.__name__ = "number"
    return convert


def choice(options: Sequence[str], *, fold: bool = True) -> Callable[[str], str]:
    """An argparse type: one of ``options`` (case-insensitive unless ``fold`` is False)."""
    def convert(text: str) -> str:
        key = text.strip().lower() if fold else text
        for option in options:
            if (option.lower() if fold else option) == key:
                return option
        raise BadValue(m.BAD_CHOICE, choices=", ".join(options), value=text)
    convert.__name__ = "choice"
    return convert


seed = whole(0, SEED_MAX)


def player_counts(edition) -> str:
    """An edition's (or a variant's) player counts as a range, ``2–6``, or the one count."""
    counts = edition.player_counts
    return f"{counts[0]}" if counts[0] == counts[-1] else f"{counts[0]}–{counts[-1]}"


def check_seats(game, variant: str, players: int, title: str) -> int:
    """``players`` if the game's ``variant`` can seat them (``title``: the game's title
    in the listener's language); a game of editions says which edition.

    Raises:
        InputRefusal: it cannot.
    """
    counts = game.find_variant(variant).player_counts
    if players in counts:
        return players
    if len(game.variants) > 1:
        raise InputRefusal(m.BAD_PLAYER_COUNT, edition=variant,
                      counts=player_counts(game.find_variant(variant)), players=players)
    raise InputRefusal(m.GAME_BAD_PLAYER_COUNT, game=title,
                  counts=player_counts(game.find_variant(variant)), players=players)


def check_players(edition, players: int) -> int:
    """``players`` if the edition can seat them.

    Raises:
        InputRefusal: it cannot.
    """
    if players not in edition.player_counts:
        raise InputRefusal(m.BAD_PLAYER_COUNT, edition=edition.id, counts=player_counts(edition),
                      players=players)
    return players


# ----- files ----------------------------------------------------------------------------

def os_reason(error: BaseException) -> Reason:
    """Why the operating system refused, in words that can be translated."""
    if isinstance(error, UnusablePath):
        return error.reason
    if isinstance(error, UnicodeError):
        return Reason(m.REASON_NOT_TEXT)
    code = getattr(error, "errno", None)
    known = {errno.ENOENT: m.REASON_NOT_FOUND, errno.EACCES: m.REASON_DENIED,
             errno.EPERM: m.REASON_DENIED, errno.EISDIR: m.REASON_IS_FOLDER,
             errno.ENOTDIR: m.REASON_NOT_FOLDER, errno.ENOSPC: m.REASON_DISK_FULL,
             errno.EDQUOT: m.REASON_DISK_FULL, errno.EROFS: m.REASON_READ_ONLY,
             errno.ENAMETOOLONG: m.REASON_NAME_TOO_LONG}
    if code in known:
        return Reason(known[code])
    return Reason(m.REASON_SYSTEM, detail=getattr(error, "strerror", None) or str(error)
                  or type(error).__name__)


class UnusablePath(OSError):
    """A path that is not an ordinary file where one is needed; ``reason`` says why."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(errno.EINVAL, _english(reason))
        self.reason = reason


def regular_file_problem(path: Path, *, may_be_missing: bool) -> Reason | None:
    """Why ``path`` cannot be read or replaced as an ordinary file, or None if it can.

    Nothing is opened: a folder, a device or a pipe is never touched.
    """
    try:
        info = path.stat()
    except FileNotFoundError:
        if not may_be_missing:
            return Reason(m.REASON_NOT_FOUND)
        return None if path.parent.is_dir() else Reason(m.REASON_NO_FOLDER)
    except (OSError, ValueError) as error:
        return os_reason(error)
    if stat.S_ISDIR(info.st_mode):
        return Reason(m.REASON_IS_FOLDER)
    if not stat.S_ISREG(info.st_mode):
        return Reason(m.REASON_NOT_REGULAR)
    return None


class JsonProblem(Exception):
    """A JSON file that cannot be used; ``reason`` says why, ``line``/``column`` where."""

    def __init__(self, reason: Reason, line: int | None = None, column: int | None = None):
        super().__init__(repr(reason))
        self.reason = reason
        self.line = line
        self.column = column


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of an ordinary file of at most ``limit`` bytes: the one way this
    program reads a file (settings, saved games, host saves, cues, scenarios...).

    The file is opened without waiting (a pipe never blocks), and what was opened is
    checked again before a byte is read: a link to a device, a pipe or a folder is
    refused, and never more than ``limit`` bytes are read.

    Raises:
        JsonProblem: it is not an ordinary file, cannot be read, or is too big.
    """
    path = Path(path)
    problem = regular_file_problem(path, may_be_missing=False)
    if problem is not None:
        raise JsonProblem(problem)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        descriptor = _open(path, flags)
    except (OSError, ValueError) as error:
        raise JsonProblem(os_reason(error)) from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise JsonProblem(Reason(m.REASON_NOT_REGULAR))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(descriptor, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise JsonProblem(os_reason(error)) from None
    finally:
        os.close(descriptor)
    if size > limit:
        raise JsonProblem(Reason(m.REASON_TOO_BIG, size=max(size, _size(path))))
    return b"".join(chunks)


def _open(path: Path, flags: int) -> int:
    """Where every file this program reads is opened (one place a test can watch)."""
    return os.open(path, flags)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


#: The largest scenario file (a deck and a long game of actions are a few kilobytes).
SCENARIO_BYTES = 1 << 20


def read_scenario(path: str | Path) -> Any:
    """The JSON of a scenario file, of any game (what it holds is the game's to check).

    Raises:
        InputRefusal: the file cannot be read or is not JSON (naming the file).
    """
    try:
        return read_json(Path(path), SCENARIO_BYTES)
    except JsonProblem as problem:
        if problem.line is not None:
            raise InputRefusal(m.SCENARIO_BAD_JSON, path=str(path), line=problem.line,
                          column=problem.column) from None
        raise InputRefusal(m.SCENARIO_UNREADABLE, path=str(path), reason=problem.reason) from None


def read_json(path: Path, limit: int) -> Any:
    """The JSON value in an ordinary file of at most ``limit`` bytes (see
    :func:`read_bytes` and :func:`parse_json`).

    Raises:
        JsonProblem: the file cannot be read, or is not strict JSON.
    """
    return parse_json(read_bytes(path, limit))


def parse_json(data: bytes) -> Any:
    """Decode JSON in UTF-8 (with or without a byte-order mark), UTF-16 or UTF-32.

    Raises:
        JsonProblem: not text, not JSON, nested too deeply or a number too long.
    """
    try:
        text = data.decode(json.detect_encoding(data))
    except (UnicodeError, LookupError):
        raise JsonProblem(Reason(m.REASON_NOT_TEXT)) from None
    text = text.removeprefix("\ufeff")
    if _depth(text) > MAX_JSON_DEPTH:
        raise JsonProblem(Reason(m.REASON_TOO_DEEP))
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as error:
        raise JsonProblem(Reason(m.REASON_NOT_JSON, line=error.lineno, column=error.colno),
                          error.lineno, error.colno) from None
    except _TooLong:
        raise JsonProblem(Reason(m.REASON_NUMBER_TOO_LONG)) from None
    except _TooLarge:
        raise JsonProblem(Reason(m.REASON_NUMBER_TOO_LARGE)) from None
    except RecursionError:
        raise JsonProblem(Reason(m.REASON_TOO_DEEP)) from None


class _TooLong(Exception):
    pass


def _parse_int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise _TooLong
    return int(text)


class _TooLarge(Exception):
    pass


def _parse_float(text: str) -> float:
    """A number with a fraction or exponent; one beyond a float's range (1e400) is refused."""
    if len(text) > MAX_DIGITS:
        raise _TooLong
    value = float(text)
    if not math.isfinite(value):
        raise _TooLarge
    return value


def _parse_constant(text: str) -> float:
    """NaN and Infinity are not JSON: a number that cannot be used."""
    raise _TooLarge


def _depth(text: str) -> int:
    """How deeply lists and objects nest (an upper bound: brackets in strings count)."""
    deepest = depth = 0
    for char in re.sub(r'"(?:[^"\\]|\\.)*"', '""', text):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def writable_file_problem(path: Path) -> Reason | None:
    """Why text cannot be appended to ``path`` (nothing is created), or None."""
    try:
        info = path.stat()
    except FileNotFoundError:
        if not path.parent.is_dir():
            return Reason(m.REASON_NO_FOLDER)
        return None if os.access(path.parent, os.W_OK) else Reason(m.REASON_DENIED)
    except (OSError, ValueError) as error:
        return os_reason(error)
    if stat.S_ISDIR(info.st_mode):
        return Reason(m.REASON_IS_FOLDER)
    return None if os.access(path, os.W_OK) else Reason(m.REASON_DENIED)


def printable(text: str, encoding: str | None) -> bool:
    """Whether a stream in ``encoding`` can show ``text``."""
    try:
        text.encode(encoding or "utf-8")
    except (UnicodeError, LookupError):
        return False
    return True


#: Letters and marks spelled out where a terminal cannot show them (German's own way).
_SPELLED = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss",
            "ẞ": "SS", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "‘": "'", "’": "'",
            "‚": "'", "–": "-", "—": "-", "…": "...", "×": "x", "·": ".", "\u00a0": " "}


def readable(text: str, encoding: str | None) -> str:
    """``text`` as a terminal in ``encoding`` can show it: what it lacks spelled out
    (ä as ae, ß as ss, é as e, „ as "), anything else as ``?``.

    >>> readable("Du wählst „Größe“ – café.", "ascii")
    'Du waehlst "Groesse" - cafe.'
    """
    if text.isascii():
        return text
    try:
        return text.encode(encoding or "utf-8", errors=_SPELL).decode(encoding or "utf-8")
    except (LookupError, UnicodeError):
        return text


def _spell_out(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler behind :func:`readable`: each letter the encoding lacks,
    spelled out where it can be, else ``?``."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(_spelled(letter, error.encoding)
                   for letter in error.object[error.start:error.end]), error.end


@functools.lru_cache(maxsize=1024)
def _spelled(letter: str, encoding: str) -> str:
    spelled = _SPELLED.get(letter) or "".join(
        part for part in unicodedata.normalize("NFKD", letter) if not unicodedata.combining(part))
    return spelled if spelled and printable(spelled, encoding) else "?"


_SPELL = "accessible_ll.spell"
codecs.register_error(_SPELL, _spell_out)


def normalized(text: str) -> str:
    """``text`` in NFC, without control characters (names and texts from files)."""
    return clean(unicodedata.normalize("NFC", text))


def write_atomically(path: Path, text: str, mode: int | None = None) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old or the new file whole
    (the one way the game writes a file: saved games, the table's save, the settings);
    ``mode``: the new file's permissions (None: the usual ones)."""
    path = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        if mode is not None:
            os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
