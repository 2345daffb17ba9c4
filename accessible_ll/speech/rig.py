"""A private speech stack, to hear the game as a Linux player does (and to measure it).

It starts its own PulseAudio with a null sink, records that sink, starts
speech-dispatcher with espeak-ng on a private socket (logging what it queues, what it
cancels and what espeak-ng synthesises), and plays the installed game in a real
terminal (tmux, on its own socket). Nothing of the user's session is touched, and
every process it started is stopped by its id.

Used by the end-to-end test (``tests/speech/test_real_speech.py``) and by
``accessible-ll latency --real``.
"""

from __future__ import annotations

import array
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from accessible_ll.speech import japanese

RATE = 22050                     # Hz, mono, 16-bit: what the null sink records
FRAME = RATE // 200              # 5 ms
LOUD_DBFS = -45.0                # a frame louder than this counts as sound
PROGRAMS = ("pulseaudio", "pactl", "parec", "speech-dispatcher", "tmux")
SPEECHD_CONF = Path("/etc/speech-dispatcher")
ESPEAK_MODULE = Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng")
PACKAGES = ("speech-dispatcher speech-dispatcher-espeak-ng espeak-ng python3-speechd "
            "pulseaudio pulseaudio-utils tmux")


def missing(python: str = sys.executable) -> list[str]:
    """What this machine lacks for the private speech stack (empty when all is there)."""
    lacking = [name for name in PROGRAMS if shutil.which(name) is None]
    if not ESPEAK_MODULE.exists():
        lacking.append("speech-dispatcher's espeak-ng module")
    if not SPEECHD_CONF.is_dir():
        lacking.append(str(SPEECHD_CONF))
    found = subprocess.run([python, "-c", "import speechd"], capture_output=True)
    if found.returncode != 0:
        lacking.append("the speechd Python module")
    return lacking


@dataclass
class Evidence:
    """What speech-dispatcher and espeak-ng logged."""
    queued: list[str] = field(default_factory=list)
    cancels: int = 0
    synthesised: list[str] = field(default_factory=list)
    voices: set[str] = field(default_factory=set)


def plain(text: str) -> str:
    """Text without SSML tags and extra spaces."""
    return " ".join(re.sub(r"<[^>]+>", "", text).split())


class SpeechRig:
    """PulseAudio (null sink), a recording of it, speech-dispatcher and the game in tmux.

    Args:
        work: A fresh folder for sockets, configuration and logs.
    """

    def __init__(self, work: Path) -> None:
        self.work = Path(work)
        self.processes: list[subprocess.Popen] = []
        self.speechd: subprocess.Popen | None = None
        self.logs: Path | None = None
        self.loudness: list[tuple[float, bool]] = []  # 5 ms frames: (began, loud)
        self._lock = threading.Lock()
        self.tmux_socket = self.work / "tmux.sock"
        self.game_pids: list[int] = []
        home = self.work / "home"
        self.env = {**os.environ, "XDG_RUNTIME_DIR": str(self.work), "HOME": str(home),
                    "PULSE_SERVER": f"unix:{self.work / 'pulse.sock'}",
                    "SPEECHD_ADDRESS": f"unix_socket:{self.work / 'speechd.sock'}"}

    # ----- start and stop -------------------------------------------------------------

    def __enter__(self) -> "SpeechRig":
        self.start_audio()
        return self

    def __exit__(self, *_exc) -> None:
        self.stop()

    def _spawn(self, command: Sequence[str], **options) -> subprocess.Popen:
        process = subprocess.Popen(list(command), env=self.env, **options)
        self.processes.append(process)
        return process

    def start_audio(self) -> None:
        """PulseAudio with a null sink as the default, and its recording."""
        self.work.mkdir(parents=True, exist_ok=True)
        self.work.chmod(0o700)
        conf = self.work / "home" / ".config" / "speech-dispatcher"
        conf.mkdir(parents=True, exist_ok=True)
        (conf / "speechd.conf").write_text("DisableAutoSpawn\n")  # never the user's server
        script = self.work / "pa.pa"
        script.write_text(
            f"load-module module-native-protocol-unix auth-anonymous=1 "
            f"socket={self.work / 'pulse.sock'}\n"
            f"load-module module-null-sink sink_name=speechsink rate={RATE} channels=1\n"
            "set-default-sink speechsink\n")
        with open(self.work / "pulseaudio.log", "w") as log:
            self._spawn(["pulseaudio", "-n", "-F", str(script), "--daemonize=no",
                         "--exit-idle-time=-1", "--use-pid-file=no", "--system=no"],
                        stdout=log, stderr=subprocess.STDOUT)
        self.wait_until(lambda: subprocess.run(["pactl", "info"], env=self.env,
                                          capture_output=True).returncode == 0,
                   "PulseAudio did not start")
        parec = self._spawn(["parec", "-d", "speechsink.monitor", "--format=s16le",
                             f"--rate={RATE}", "--channels=1", "--raw", "--latency-msec=10"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        threading.Thread(target=self._read, args=(parec.stdout,), daemon=True).start()
        self.wait_until(lambda: bool(self.loudness), "the null sink records nothing")

    def _read(self, stream) -> None:
        threshold = 32768 * 10 ** (LOUD_DBFS / 20)
        while True:
            data = stream.read1(FRAME * 2 * 4)
            if not data:
                return
            arrived = time.monotonic()
            samples = array.array("h")
            samples.frombytes(data[: len(data) // 2 * 2])
            count = len(samples)
            frames = []
            for start in range(0, count, FRAME):
                part = samples[start:start + FRAME]
                loud = math.sqrt(sum(x * x for x in part) / len(part)) > threshold
                frames.append((arrived - (count - start) / RATE, loud))
            with self._lock:
                self.loudness.extend(frames)

    def start_speechd(self, name: str, rate: int = 0) -> None:
        """speech-dispatcher with espeak-ng, logging everything into ``work/name``;
        ``rate`` is its DefaultRate (-100 to 100; tests speak fast to finish soon)."""
        self.stop_speechd()
        self.logs = self.work / name
        self.logs.mkdir(parents=True, exist_ok=True)
        conf = self.work / f"conf-{name}"
        shutil.copytree(SPEECHD_CONF, conf, symlinks=True)
        with open(conf / "speechd.conf", "a") as file:
            file.write('\nLogLevel 5\nAudioOutputMethod "pulse"\n'
                       'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                       f"DefaultModule espeak-ng\nDefaultRate {rate}\n")
        module = conf / "modules" / "espeak-ng.conf"
        if module.is_symlink():
            text = module.read_text()
            module.unlink()
            module.write_text(text)
        module.write_text(re.sub(r"(?m)^#?\s*Debug\s+\d", "Debug 1", module.read_text()))
        voice = japanese.voice_path()
        if not japanese.missing() and voice is not None:  # Japanese through Open JTalk
            japanese.configure(conf, voice)
            jtalk = conf / "modules" / f"{japanese.MODULE}.conf"
            jtalk.write_text(re.sub(r"(?m)^Debug 0", "Debug 1", jtalk.read_text()))
        socket = self.work / "speechd.sock"
        socket.unlink(missing_ok=True)
        with open(self.logs / "speechd.stdout", "w") as out:
            self.speechd = self._spawn(
                ["speech-dispatcher", "-s", "-t", "0", "-C", str(conf), "-L", str(self.logs),
                 "-l", "5", "-c", "unix_socket", "-S", str(socket),
                 "-P", str(self.logs / "speechd.pid")], stdout=out, stderr=subprocess.STDOUT)
        self.wait_until(socket.exists, "speech-dispatcher did not open its socket")

    def stop_speechd(self) -> None:
        if self.speechd is not None:
            self._end(self.speechd)
            self.speechd = None

    def stop(self) -> None:
        """Stop the game, speech-dispatcher and PulseAudio: every process started here."""
        self.stop_game()
        for process in reversed(self.processes):
            self._end(process)
        self.processes.clear()

    @staticmethod
    def _end(process: subprocess.Popen) -> None:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(3)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(3)

    @staticmethod
    def wait_until(ready, problem: str, seconds: float = 10.0) -> None:
        """Wait until ``ready()`` is true; after ``seconds``, fail with ``problem``."""
        end = time.monotonic() + seconds
        while not ready():
            if time.monotonic() > end:
                raise RuntimeError(problem)
            time.sleep(0.05)

    # ----- the game in a terminal -----------------------------------------------------

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-S", str(self.tmux_socket), *args], env=self.env,
                              capture_output=True, text=True, check=True).stdout

    def start_game(self, command: Sequence[str]) -> None:
        """Run ``command`` (the game) in an 80×24 terminal."""
        self.stop_game()
        line = " ".join(f"'{part}'" for part in command)
        self.tmux("new-session", "-d", "-x", "80", "-y", "24", f"exec {line}")
        self.game_pids = [int(self.tmux("display-message", "-p", "#{pid}")),
                          int(self.tmux("display-message", "-p", "#{pane_pid}"))]

    def keys(self, *keys: str) -> float:
        """Press keys in the game's terminal; when they were sent (monotonic seconds)."""
        sent = time.monotonic()
        self.tmux("send-keys", *keys)
        return sent

    def stop_game(self) -> None:
        if not self.game_pids:
            return
        subprocess.run(["tmux", "-S", str(self.tmux_socket), "kill-server"], env=self.env,
                       capture_output=True)
        for pid in reversed(self.game_pids):
            _stop_pid(pid)
        self.game_pids = []

    # ----- what was heard -------------------------------------------------------------

    def frames(self, since: float = 0.0) -> list[tuple[float, bool]]:
        """5 ms frames recorded after ``since``: (when the frame began, whether loud)."""
        with self._lock:
            frames = self.loudness
            low, high = 0, len(frames)
            while low < high:  # frames are in time order
                middle = (low + high) // 2
                if frames[middle][0] < since:
                    low = middle + 1
                else:
                    high = middle
            return frames[low:]

    def sound_seconds(self, since: float = 0.0, until: float = math.inf) -> float:
        """Seconds of sound in the recording between two moments."""
        return sum(FRAME / RATE for t, loud in self.frames(since) if loud and t < until)

    def first_sound(self, since: float, seconds: float = 3.0) -> float | None:
        """When sound first came after ``since`` (waiting up to ``seconds``)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for start, loud in self.frames(since):
                if loud:
                    return start
            time.sleep(0.01)
        return None

    def wait_for_quiet(self, quiet: float = 1.0, seconds: float = 30.0) -> bool:
        """Wait until the sink has been silent for ``quiet`` seconds."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            now = time.monotonic()
            recent = self.frames(now - quiet - 0.1)
            if recent and recent[0][0] <= now - quiet and not any(l for _, l in recent):
                return True
            time.sleep(0.1)
        return False

    def evidence(self) -> Evidence:
        """What speech-dispatcher queued and cancelled, and what espeak-ng synthesised."""
        found = Evidence()
        log = self.logs / "speech-dispatcher.log"
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
            queued = re.search(r"Queueing message \|(.*)\| with priority", line)
            if queued:
                found.queued.append(plain(queued[1]))
            if re.search(r'Command caught: "cancel', line, re.IGNORECASE):
                found.cancels += 1
        espeak = self.logs / "espeak-ng.log"
        text = espeak.read_text(encoding="utf-8", errors="replace") if espeak.exists() else ""
        for line in text.splitlines():
            asked = re.search(r"Espeak-ng: Requested data: \|(.*)\| \d+ \d+$", line)
            if asked:
                found.synthesised.append(plain(asked[1]))
            voice = re.search(r'Espeak-ng: Successfully set voice to "(.*)"', line)
            if voice:
                found.voices.add(voice[1])
        jtalk = self.logs / f"{japanese.MODULE}.log"  # Japanese: Open JTalk's voice
        text = jtalk.read_text(encoding="utf-8", errors="replace") if jtalk.exists() else ""
        for line in text.splitlines():
            asked = re.search(r"Requested data \(\d+\): \|(.*)\|$", line)
            if asked:
                found.synthesised.append(plain(asked[1]))
            language = re.search(r"Setting language (\S+)", line)
            if language:
                found.voices.add(f"{language[1]} ({japanese.MODULE})")
        return found


def _stop_pid(pid: int) -> None:
    """Stop one process we started, by its id (TERM, then KILL after 3 s)."""
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    end = time.monotonic() + 3
    while time.monotonic() < end:
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:  # not our child: poll until it is gone
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            done = 0
        if done:
            return
        time.sleep(0.05)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def spoken_by_game(log: Path) -> list[str]:
    """The utterances in a game's ``--speech-log``."""
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return [plain(line.partition("\t")[2]) for line in lines
            if line.startswith(("speech\t", "speech!\t"))]


def key_to_sound(work: Path, game: str, presses: int = 20) -> list[float]:
    """Milliseconds from a key press (a move in the setup list) to the first sound at
    the sink, through the real game, speech-dispatcher and espeak-ng."""
    delays = []
    with SpeechRig(work) as rig:
        rig.start_speechd("latency")
        log = work / "speech.log"
        rig.start_game([game, "--lang", "en", "--voice", "game", "--no-sound",
                        "--settings", str(work / "settings.json"), "--speech-log", str(log)])
        rig.wait_until(lambda: bool(spoken_by_game(log)), "the game said nothing", 15)
        time.sleep(1.0)
        rig.keys("F4")
        for number in range(presses):
            rig.wait_for_quiet(0.3, 10)
            sent = rig.keys("Down" if number % 2 == 0 else "Up")
            heard = rig.first_sound(sent)
            if heard is not None:
                delays.append((heard - sent) * 1000)
            time.sleep(0.2)
            rig.keys("F4")
    return delays
