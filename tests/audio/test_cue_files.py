"""A cue file that is not what it seems is one silent cue, named once: a sample rate of 0
does not silence the others, and a pipe in a cue's place never stops the start."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from accessible_ll.audio.cues import CueError, load_cue
from accessible_ll.narration.i18n import Texts
from accessible_ll.soundcheck import every_cue, notice_texts

OPEN_SCRIPT = """
import sys
from pathlib import Path
from accessible_ll.audio.player import open_cue_player
from accessible_ll.soundcheck import every_cue
folder = Path(sys.argv[1])
player, notices = open_cue_player([c._replace(file=folder / c.file.name) for c in every_cue()])
print(type(player).__name__, " ".join(f"{n.code}:{n.cue.id}" for n in notices))
player.close()
"""


def cue_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "sounds"
    folder.mkdir()
    for cue in every_cue():
        shutil.copy(cue.file, folder / cue.file.name)
    return folder


def with_rate(path: Path, rate: int) -> None:
    data = bytearray(path.read_bytes())
    assert data[12:16] == b"fmt "
    data[24:28] = struct.pack("<I", rate)
    path.write_bytes(bytes(data))


def open_player(tmp_path: Path, folder: Path) -> tuple[str, str]:
    conf = tmp_path / "alsoft.conf"
    conf.write_text(f"[general]\ndrivers=wave\n[wave]\nfile={tmp_path / 'out.wav'}\n",
                    encoding="utf-8")
    env = {**os.environ, "ALSOFT_CONF": str(conf)}
    env.pop("ALSOFT_DRIVERS", None)
    done = subprocess.run([sys.executable, "-c", OPEN_SCRIPT, str(folder)], env=env,
                          capture_output=True, text=True, timeout=20,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    kind, _, notices = done.stdout.strip().partition(" ")
    return kind, notices


def test_a_cue_with_a_sample_rate_of_0_is_one_silent_cue_and_the_rest_play(tmp_path):
    folder = cue_folder(tmp_path)
    with_rate(folder / "deal.wav", 0)
    kind, notices = open_player(tmp_path, folder)
    assert kind == "OpenALCuePlayer", "the sound device is still used"
    assert notices == "cue_unusable:deal"


def test_one_bad_cue_is_named_once_not_reported_as_no_sound_device():
    from accessible_ll.audio.player import CUE_UNUSABLE, AudioNotice
    deal = next(cue for cue in every_cue() if cue.id == "deal")
    said = notice_texts(Texts.for_language("en"), [AudioNotice(CUE_UNUSABLE, deal)])
    assert len(said) == 1 and "No sound device" not in said[0]
    assert said[0].startswith("The sound for “") and said[0].endswith("stays silent.")


@pytest.mark.parametrize("rate", [0, 1, 10**9])
def test_a_rate_no_device_plays_is_refused(tmp_path, rate):
    folder = cue_folder(tmp_path)
    with_rate(folder / "draw.wav", rate)
    with pytest.raises(CueError):
        load_cue(folder / "draw.wav")


def test_a_pipe_or_a_device_as_a_cue_is_refused_at_once(tmp_path):
    folder = cue_folder(tmp_path)
    (folder / "deal.wav").unlink()
    os.mkfifo(folder / "deal.wav")
    (folder / "draw.wav").unlink()
    (folder / "draw.wav").symlink_to("/dev/zero")
    outcome: list = []

    def load(name: str) -> None:
        try:
            load_cue(folder / name)
            outcome.append("read")
        except CueError:
            outcome.append("refused")
    for name in ("deal.wav", "draw.wav"):
        worker = threading.Thread(target=load, args=(name,), daemon=True)
        worker.start()
        worker.join(5)
        if worker.is_alive():  # it waits for a writer: let it go, and fail
            descriptor = os.open(folder / name, os.O_WRONLY | os.O_NONBLOCK)
            os.close(descriptor)
            worker.join(5)
            pytest.fail(f"reading {name} waited for a pipe")
    assert outcome == ["refused", "refused"]


def test_a_pipe_as_a_cue_is_named_and_the_cues_open_at_once(tmp_path):
    folder = cue_folder(tmp_path)
    (folder / "token.wav").unlink()
    os.mkfifo(folder / "token.wav")
    kind, notices = open_player(tmp_path, folder)
    assert notices == "cue_unusable:token"
