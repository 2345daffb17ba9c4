"""Games kept in files at this computer: where, in which format, who owns the file,
how it is read, and what happens to one that cannot be continued.

Any game's table at this computer (:class:`~accessible_ll.local_match.LocalMatch`) is a
:class:`KeptGame`: written after every move, owned by one running game at a time
(:class:`SaveLock`), removed at the game's end, and a file that cannot be continued is
set aside as a copy before a new game takes its place.
"""

from __future__ import annotations

import json
import os
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_ll.inputs import (
    JsonProblem,
    Reason,
    InputRefusal,
    UnusablePath,
    os_reason,
    read_bytes,
    read_json,
    regular_file_problem,
    write_atomically,
)
from accessible_ll.narration import messages as m

#: The largest saved game read (a whole game's journal is a few kilobytes).
MAX_SAVE_BYTES = 4 << 20
#: The saved game's format (beside the settings file).
SAVE_VERSION = 1


def beside_settings(settings_file: Path, name: str) -> Path:
    """The file ``name`` beside ``settings.json``; beside another settings file (a
    second class in the same folder) ``STEM.name``.

    >>> beside_settings(Path("c/settings.json"), "x.table").as_posix(), beside_settings(Path("c/b.json"), "x.table").as_posix()
    ('c/x.table', 'c/b.x.table')
    """
    settings_file = Path(settings_file)
    if settings_file.name == "settings.json":
        return settings_file.parent / name
    return settings_file.parent / f"{settings_file.stem}.{name}"


def game_save_path(settings_file: Path, game_id: str) -> Path:
    """Where an unfinished game of ``game_id`` at this computer is kept, by the full
    screen and the line mode alike: ``saved-GAME.table`` beside the settings (see
    :func:`beside_settings`; a game kept under an older name is moved there before it
    is read: see :func:`~accessible_ll.local_match.kept_game_path`).

    >>> game_save_path(Path("c/settings.json"), "verraeter").as_posix()
    'c/saved-verraeter.table'
    """
    return beside_settings(settings_file, f"saved-{game_id}.table")


class UnusableSave(ValueError):
    """A saved game that cannot be continued; ``reason`` says why (localized late)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(repr(reason))
        self.reason = reason


def read_save(path: Path, version: int) -> dict[str, Any]:
    """The saved object in ``path`` (through the one reader), of save format ``version``.

    Raises:
        UnusableSave: it cannot be read, is not a saved game, or is from another version.
    """
    try:
        data = read_json(Path(path), MAX_SAVE_BYTES)
    except JsonProblem as error:
        raise UnusableSave(error.reason) from None
    if not isinstance(data, dict) or "version" not in data:
        raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
    saved = data["version"]
    if not isinstance(saved, int) or isinstance(saved, bool):  # true is no version
        raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
    if saved > version:
        raise UnusableSave(Reason(m.REASON_NEWER_SAVE))
    if saved != version:
        raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
    return data


def set_aside(path: Path) -> Path:
    """Move a saved game that cannot be continued to ``NAME.broken.N`` beside it (never
    over an older copy), so a new game may take its place; return where it went.

    Raises:
        OSError: it cannot be moved (then it must not be replaced either).
    """
    path = Path(path)
    for number in range(1, 1001):
        candidate = path.with_name(f"{path.name}.broken.{number}")
        if not os.path.lexists(candidate):
            os.rename(path, candidate)
            return candidate
    raise FileExistsError(path)


class SaveLock:
    """Which running game owns a saved game: ``NAME.lock`` beside it holds the owner's
    process id. A lock whose process has ended is taken over.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> lock = SaveLock(folder / "game.table")
    >>> lock.take() is None, SaveLock(folder / "game.table").owner() == os.getpid()
    (True, True)
    >>> lock.release()
    """

    def __init__(self, save: Path) -> None:
        self.path = Path(save).with_name(Path(save).name + ".lock")
        self.held = False

    def owner(self) -> int | None:
        """The running process that holds the lock (None: nobody does)."""
        try:
            text = read_bytes(self.path, 64).decode("ascii").strip()
            pid = int(text) if text.isdigit() and text.isascii() else None
        except (JsonProblem, UnicodeError, ValueError):
            return None
        return pid if pid is not None and _running(pid) else None

    def take(self) -> int | None:
        """Own the saved game; return None, or the process id of the running game
        that owns it (then nothing is taken). A lock that cannot be written at all
        (a read-only folder) is no hindrance: the save itself will fail and say so."""
        if self.held:
            return None
        for _attempt in range(2):
            try:
                descriptor = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                owner = self.owner()
                if owner is not None and owner != os.getpid():
                    return owner
                self.path.unlink(missing_ok=True)  # its game has ended: taken over
                continue
            except OSError:
                return None
            with os.fdopen(descriptor, "w", encoding="ascii") as file:
                file.write(f"{os.getpid()}\n")
            self.held = True
            return None
        owner = self.owner()
        return owner if owner != os.getpid() else None

    def release(self) -> None:
        """Give the saved game up (a lock another game has taken over is left alone)."""
        if self.held and self.owner() in (os.getpid(), None):
            self.path.unlink(missing_ok=True)
        self.held = False


def _running(pid: int) -> bool:
    """Whether process ``pid`` is running (on this computer)."""
    if pid <= 0 or pid >= 2**31:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return _running_on_windows(pid)
    try:
        os.kill(pid, 0)  # signal 0: nothing is sent, only whether it could be
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except OSError:
        return False
    return True


def _running_on_windows(pid: int) -> bool:
    import ctypes
    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259
    finally:
        kernel.CloseHandle(handle)


class KeptGame(ABC):
    """A game at this computer written to its file after every move, owned by one
    running game at a time (see :class:`SaveLock`).

    A subclass says whether the game has ended (:meth:`_finished`: the file is then
    removed), what the file holds (:meth:`_saved`), which game it is (:attr:`kind`),
    and whether a file holds a game that can be continued (:meth:`_continuable`,
    raising :class:`UnusableSave`).
    """

    def keep(self, save: Path | None, resumed: bool) -> None:
        self.save_path = save
        #: Why the last save failed (None: it worked); saving is tried after every move.
        self.save_failed: OSError | None = None
        #: Who is told about the saved game (a refusal to localize); until set, kept.
        self.tell: Callable[[InputRefusal], None] | None = None
        self.notices: list[InputRefusal] = []
        self.lock = SaveLock(save) if save is not None else None
        #: Whether the file holds a position of this game (perhaps not the latest).
        self.saved_once = resumed

    @abstractmethod
    def _finished(self) -> bool:
        """Whether the game has ended (its file is then removed)."""

    @abstractmethod
    def _saved(self) -> dict[str, Any]:
        """What the file holds (JSON-able)."""

    @property
    @abstractmethod
    def kind(self) -> str:
        """Which game this is: the file may hold only a game of this kind."""

    @classmethod
    @abstractmethod
    def _continuable(cls, path: Path, kind: str | None) -> None:
        """Raise :class:`UnusableSave` unless ``path`` holds a game that can go on
        (of ``kind``, when given)."""

    @classmethod
    def continuable(cls, path: Path, kind: str | None = None) -> bool:
        """Whether ``path`` holds a game of this class that can go on (of ``kind``,
        when given: a game of another kind is no game that this one may continue)."""
        try:
            cls._continuable(path, kind)
        except UnusableSave:
            return False
        return True

    @property
    def keeps_game(self) -> bool:
        return self.save_path is not None and self.save_failed is None

    @property
    def keeps_earlier(self) -> bool:
        return self.save_path is not None and self.save_failed is not None \
            and self.saved_once

    def claim(self) -> bool:
        """Own the saved game's file; if another running game owns it, this game is
        not saved there (that is told). Return whether this game may save."""
        if self.save_path is None or self.lock is None:
            return False
        owner = self.lock.take()
        if owner is None:
            return True
        self._notify(InputRefusal(m.SAVED_GAME_IN_USE, pid=owner, path=self.save_path))
        self.save_path = None
        return False

    def save(self) -> None:
        """Write the game to its file (removed once the game is over). A failure is
        told once and kept in :attr:`save_failed`; the next move tries again, and a
        save that works again is told too. A folder, device or pipe there is never
        replaced."""
        if not self.claim():
            return
        path = self.save_path
        try:
            if self._finished():
                path.unlink(missing_ok=True)
                self.close()
                return
            problem = regular_file_problem(path, may_be_missing=True)
            if problem is not None and problem.message != m.REASON_NO_FOLDER:
                raise UnusablePath(problem)
            if not self.saved_once:
                self._keep_unusable(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, json.dumps(self._saved()))
        except OSError as error:
            return self._failed(error)
        self.saved_once = True
        if self.save_failed is not None:
            self.save_failed = None
            self._notify(InputRefusal(m.GAME_SAVED_AGAIN))

    def _keep_unusable(self, path: Path) -> None:
        """Before a new game first takes the file's place: a saved game there that
        cannot be continued (damaged, from a newer version) is kept as a copy.

        Raises:
            OSError: it cannot be kept, so it must not be replaced either.
        """
        if path.exists() and not self.continuable(path, self.kind):
            self._notify(InputRefusal(m.SAVED_GAME_SET_ASIDE, backup=set_aside(path)))

    def _failed(self, error: OSError) -> None:
        if self.save_failed is None:
            self._notify(InputRefusal(m.GAME_NOT_SAVED, path=self.save_path, reason=os_reason(error)))
        self.save_failed = error

    def _notify(self, notice: InputRefusal) -> None:
        if self.tell is None:
            self.notices.append(notice)
        else:
            self.tell(notice)

    def listen(self, tell: Callable[[InputRefusal], None]) -> None:
        """Tell ``tell`` what happens to the saved game (and what already did)."""
        self.tell = tell
        notices, self.notices = self.notices, []
        for notice in notices:
            tell(notice)

    def release(self) -> None:
        """Give the saved game's file up (to the next game that wants it)."""
        if self.lock is not None:
            self.lock.release()
