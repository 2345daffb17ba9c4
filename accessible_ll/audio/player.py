"""Playing cues: OpenAL through cyal, or silence when there is no device.

One device and context are opened before the user interface starts; every buffer is
loaded once (mono, so a cue can be placed left to right by seat); a small pool of
sources lets cues overlap.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
from typing import Iterable, Iterator, NamedTuple, Protocol

from accessible_ll.audio.cues import load_cue
from accessible_ll.kit import Cue

DEFAULT_VOLUME = 0.25

# Why sound is limited (each is said once, in words, by the user interface).
NO_DEVICE = "no_device"
NO_LIBRARY = "no_library"
CUE_UNUSABLE = "cue_unusable"
SOUND_OFF = "sound_off"


class AudioNotice(NamedTuple):
    """Something about sound the player should hear once: a code and the cue concerned."""
    code: str
    cue: Cue | None = None


class CuePlayer(Protocol):
    """Where cues go."""

    volume: float
    muted: bool

    def play(self, cue: str, seat: int | None = None) -> None:
        """Play ``cue``, placed at ``seat`` (None: in the middle)."""

    def close(self) -> None:
        """Release the sound device."""


class SilentCuePlayer:
    """Plays nothing, but remembers what it was asked to play (tests use it too)."""

    def __init__(self, volume: float = DEFAULT_VOLUME, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.played: list[tuple[str, int | None]] = []

    def play(self, cue: str, seat: int | None = None) -> None:
        self.played.append((cue, seat))

    def close(self) -> None:
        pass


@contextlib.contextmanager
def quiet_c_stderr() -> Iterator[None]:
    """Silence the C library's stderr (ALSA's complaints) for the duration."""
    try:
        fd = sys.__stderr__.fileno()
    except (AttributeError, ValueError, OSError):
        yield
        return
    saved = os.dup(fd)
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def seat_position(seat: int | None, seats: int) -> tuple[float, float, float]:
    """Where a seat sits: on an arc in front of the listener, left to right."""
    if seat is None or seats < 2:
        return (0.0, 0.0, -1.0)
    angle = math.radians(-80 + 160 * seat / (seats - 1))
    return (math.sin(angle), 0.0, -math.cos(angle))


class OpenALCuePlayer:
    """Cues through OpenAL Soft (cyal).

    Args:
        cues: The cues to load (each game's ``sounds`` and the shell's), by id.
        volume: Effects volume from 0 to 1.
        seats: How many seats to place from left to right (0: no placement).
        pool: How many cues may sound at once.

    Raises:
        ImportError: cyal is not installed.
        cyal.exceptions.DeviceNotFoundError: no sound device.
    """

    def __init__(self, cues: Iterable[Cue], volume: float = DEFAULT_VOLUME, seats: int = 0,
                 pool: int = 8) -> None:
        import cyal
        with quiet_c_stderr():
            self.device = cyal.Device()
            self.context = cyal.Context(self.device, make_current=True)
        self._cyal = cyal
        self.volume = volume
        self.muted = False
        self.seats = seats
        self.notices: list[AudioNotice] = []
        self.buffers = {}
        for cue in cues:
            if cue.id not in self.buffers:
                self._load(cue)
        self.sources = self.context.gen_sources(pool)
        self._next = 0

    def _load(self, cue: Cue) -> None:
        """Load one cue; one that cannot be used is one silent cue, told by name."""
        try:
            frames, rate = load_cue(cue.file)
            buffer = self.context.gen_buffer()
            buffer.set_data(frames, sample_rate=rate, format=self._cyal.BufferFormat.MONO16)
        except Exception:  # noqa: BLE001 - CueError, or OpenAL refusing these samples
            self.notices.append(AudioNotice(CUE_UNUSABLE, cue))
            return
        self.buffers[cue.id] = buffer

    def _free_source(self):
        playing = self._cyal.SourceState.PLAYING
        for offset in range(len(self.sources)):
            source = self.sources[(self._next + offset) % len(self.sources)]
            if source.state != playing:
                self._next = (self._next + offset + 1) % len(self.sources)
                return source
        source = self.sources[self._next]  # all busy: the oldest gives way
        self._next = (self._next + 1) % len(self.sources)
        source.stop()
        return source

    def play(self, cue: str, seat: int | None = None) -> None:
        buffer = self.buffers.get(cue)
        if buffer is None or self.muted or self.volume <= 0:
            return
        source = self._free_source()
        source.buffer = buffer
        source.gain = self.volume
        source.position = seat_position(seat if self.seats else None, self.seats)
        source.play()

    def busy(self) -> bool:
        """Whether any cue is still sounding."""
        playing = self._cyal.SourceState.PLAYING
        return any(source.state == playing for source in self.sources)

    def close(self) -> None:
        for source in self.sources:
            source.stop()
        self.sources = []
        self.buffers = {}
        self.context = None  # the last references: OpenAL closes the device now
        self.device = None


def open_cue_player(cues: Iterable[Cue], enabled: bool = True,
                    volume: float = DEFAULT_VOLUME, seats: int = 0
                    ) -> tuple[CuePlayer, list[AudioNotice]]:
    """The best cue player available for ``cues``, and what to tell the player about
    sound."""
    if not enabled:
        return SilentCuePlayer(volume, muted=True), [AudioNotice(SOUND_OFF)]
    try:
        player = OpenALCuePlayer(cues, volume=volume, seats=seats)
    except ImportError:  # cyal is not installed for this Python (none yet after 3.12)
        return SilentCuePlayer(volume), [AudioNotice(NO_LIBRARY)]
    except Exception:  # cyal's DeviceNotFoundError and its other ALC errors
        return SilentCuePlayer(volume), [AudioNotice(NO_DEVICE)]
    return player, list(player.notices)
