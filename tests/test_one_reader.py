"""Every file this program reads goes through one reader, :func:`accessible_ll.inputs.read_bytes`:
ordinary files only (no pipe, device or folder, and no link to one), opened without
waiting, never more than a limit, then strict JSON or a checked WAV.

Two proofs: the source holds no other way of reading a file (every call that could read
one is listed here with why it is not a player's file), and each file the program reads
(settings, saved games, line-mode and host saves, their locks, cues, scenarios, the
the catalogs, the screen reader's process name) is seen passing through
the reader's one ``open``.
"""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path

import pytest

import accessible_ll
from accessible_ll import inputs

PACKAGE = Path(accessible_ll.__file__).resolve().parent
READER = PACKAGE / "inputs.py"
OPENS_OR_READS = {"open", "read_text", "read_bytes", "load", "loads", "translation",
                  "fdopen", "readlines", "read"}

#: Calls that look like reading a file but are not one a player can put anything in.
NOT_A_FILE = {
    ("net/protocol.py", "json.loads(raw)"): "a message from the network, checked field by field",
    ("net/remote.py", "json.loads(raw)"): "a message from the network",
    ("net/bench.py", "json.loads(host.stdout.readline())"): "a line from a host the bench started",
    ("net/bench.py", "json.loads(sys.argv[2])"): "the tables the bench asks the host it starts for",
    ("net/match_client.py", "self.link.open(self)"): "a connection, not a file",
    ("net/commands.py", "json.loads(await ws.recv())"): "the table's answer to which game it plays",
    ("speech/rig.py", "module.read_text()"): "the speech test rig's own copy of a module file",
    ("speech/rig.py", "log.read_text(encoding='utf-8', errors='replace')"):
        "the log of the speech-dispatcher the test rig started",
    ("games/love_letter/bots/habits.py", "HABITS_FILE.read_text(encoding='utf-8')"):
        "the bots' measured habits, a data file shipped inside the package",
    ("games/love_letter/bots/habits.py", "json.loads(HABITS_FILE.read_text(encoding='utf-8'))"):
        "the same data file, decoded",
    ("speech/rig.py", "espeak.read_text(encoding='utf-8', errors='replace')"):
        "the log of the espeak-ng module the test rig started",
    ("speech/rig.py", "log.read_text(encoding='utf-8')"):
        "a speech log the test rig asked a game it started to write",
    ("speech/rig.py", "jtalk.read_text(encoding='utf-8', errors='replace')"):
        "the log of the Open JTalk module the test rig started",
    ("speech/rig.py", "jtalk.read_text()"): "the log of the Open JTalk module the rig started",
    ("speech/japanese.py", "tarfile.open(archives[0])"):
        "the voice's package that pip just downloaded into a new temporary folder",
    ("speech/japanese.py", "TEMPLATE.read_text(encoding='utf-8')"):
        "the module template shipped inside the package",
    ("speech/japanese.py", "speechd.read_text(encoding='utf-8')"):
        "speech-dispatcher's own configuration, read by `make japanese-voice` to add a line",
}
WRITE_MODES = ("w", "a", "x")


def writes(call: ast.Call) -> bool:
    """Whether ``call`` opens for writing (a mode with w, a or x, or os.open's O_WRONLY)."""
    for arg in [*call.args, *(k.value for k in call.keywords)]:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                and any(mode in arg.value for mode in WRITE_MODES) and len(arg.value) <= 3:
            return True
        if "O_WRONLY" in ast.unparse(arg):
            return True
    return False


def in_memory(call: ast.Call) -> bool:
    """Whether ``call`` reads bytes already read (``io.BytesIO(...)``)."""
    return bool(call.args) and "BytesIO" in ast.unparse(call.args[0])


def file_reads() -> list[tuple[str, str, int]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == READER:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in OPENS_OR_READS or writes(node) or in_memory(node):
                continue
            if name in ("read_bytes", "read") and isinstance(func, ast.Name):
                continue  # the reader itself, imported by name
            if name in ("read", "readlines") and not isinstance(func, ast.Name):
                continue  # reading from something already open (checked where it opened)
            found.append((path.relative_to(PACKAGE).as_posix(), ast.unparse(node), node.lineno))
    return found


def test_no_file_is_read_but_through_the_one_reader():
    stray = [f"{path}:{line}: {call}" for path, call, line in file_reads()
             if (path, call) not in NOT_A_FILE]
    assert not stray, "read these through accessible_ll.inputs.read_bytes:\n" + "\n".join(stray)


def test_the_list_of_exceptions_holds_no_stale_entry():
    seen = {(path, call) for path, call, _line in file_reads()}
    assert not set(NOT_A_FILE) - seen


@pytest.fixture
def opened(monkeypatch) -> list[Path]:
    """Every path the one reader opens, in order."""
    paths: list[Path] = []
    real = inputs._open

    def watched(path, flags):
        paths.append(Path(path))
        return real(path, flags)
    monkeypatch.setattr(inputs, "_open", watched)
    return paths


def test_each_file_the_program_reads_passes_through_the_reader(tmp_path, opened):
    from accessible_ll.kit.cues import DRAW
    from accessible_ll.audio.cues import load_cue
    from accessible_ll.narration.i18n import load_translations, locale_dir
    from accessible_ll.net.match_room import MatchRoom
    from accessible_ll.net.room import RoomOptions
    from accessible_ll.inputs import read_scenario
    from accessible_ll.games import find_game
    from accessible_ll.local_match import LocalMatch
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.settings import Settings, keep_copy, load_settings, save_settings
    from accessible_ll.speech.modes import _orca_running
    from accessible_ll.saves import SaveLock
    from tests.golden import load

    expected: dict[str, Path] = {}
    settings = expected["settings"] = tmp_path / "settings.json"
    save_settings(Settings(), settings)
    load_settings(settings)
    keep_copy(settings, b"{}")  # a copy kept before
    expected["an older copy, compared"] = tmp_path / "settings.json.broken.1"
    keep_copy(settings, b"{}")

    saved = expected["saved game"] = tmp_path / "saved-love-letter.table"
    LocalMatch.new(find_game("love-letter"), "2019", ["human", "heuristic"],
                   Texts.for_language("en"), seed=3, save=saved)
    LocalMatch.resume(saved)
    expected["saved game's lock"] = tmp_path / "saved-love-letter.table.lock"
    SaveLock(saved).owner()

    host = expected["host or line-mode save"] = tmp_path / "table.json"
    host.write_text(json.dumps(load("continued")["rooms"]["host"]))  # a host's save
    MatchRoom.resume(host, RoomOptions())

    cue = expected["cue"] = DRAW.file
    load_cue(cue)
    scenario = expected["scenario"] = tmp_path / "scenario.json"
    scenario.write_text(json.dumps({"edition": "2019", "players": 2}))
    read_scenario(scenario)
    load_translations("ja")
    expected["catalog"] = locale_dir() / "ja" / "LC_MESSAGES" / "accessible_ll.mo"
    _orca_running()
    expected["a process's name"] = Path(f"/proc/{os.getpid()}/comm")

    read = {path.resolve() for path in opened}
    missing = {what: path for what, path in expected.items() if path.resolve() not in read}
    assert not missing


@pytest.mark.parametrize("kind", ["pipe", "link to /dev/zero", "folder", "too big"])
def test_the_reader_refuses_what_is_not_an_ordinary_file_without_waiting(tmp_path, kind):
    path = tmp_path / "file"
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(b"x" * 2000)
    with pytest.raises(inputs.JsonProblem):
        inputs.read_bytes(path, 1000)


def test_a_pipe_slipped_in_after_the_check_is_still_refused(tmp_path, monkeypatch):
    """Between the check and the open, a file may be swapped for a pipe: what was
    opened is checked again, and opening never waits for a writer."""
    path = tmp_path / "file"
    path.write_text("{}")
    real = inputs._open

    def swapped(where, flags):
        os.unlink(where)
        os.mkfifo(where)
        return real(where, flags)
    monkeypatch.setattr(inputs, "_open", swapped)
    with pytest.raises(inputs.JsonProblem) as refused:
        inputs.read_bytes(path, 1000)
    assert "not an ordinary file" in repr(refused.value.reason)


def test_files_are_written_one_way():
    """Saved games, the table's save and the settings: one atomic writer."""
    writers = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "mkstemp(" in text or "os.replace(" in text:
            writers.append(path.relative_to(PACKAGE).as_posix())
    assert writers == ["inputs.py", "tui/app.py"]  # the app: only a log's rotation
