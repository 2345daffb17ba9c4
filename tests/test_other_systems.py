"""The game on Windows and macOS: nothing in the package assumes Linux.

A blind player on Windows (NVDA, JAWS) or macOS (VoiceOver) installs the game with
pip alone. Every module imports there (tried here with the system faked), no call that
exists only on Linux or POSIX is made outside a check of the system, settings live in
each system's own folder, and the player's language is found where that system keeps it.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_ll import settings as settings_module
from accessible_ll.narration import i18n

PACKAGE = Path(__file__).resolve().parents[1] / "accessible_ll"

#: Modules that serve Linux alone, by design, and why nothing else reaches them there.
LINUX_ONLY = {
    "speech/rig.py": "the real speech stack of `latency --real` (PulseAudio, "
                     "speech-dispatcher, tmux), which says what is missing elsewhere",
    "speech/japanese.py": "Open JTalk for speech-dispatcher (`make japanese-voice`)",
    "tui/driver.py": "a subclass of Textual's LinuxDriver, used only where Textual chose "
                     "that driver (Linux, macOS: see TextualApp.get_driver_class)",
}

#: Modules that exist only on POSIX systems (never on Windows).
POSIX_MODULES = {"termios", "tty", "pty", "fcntl", "resource", "pwd", "grp",
                 "curses", "readline", "syslog"}
#: Names of ``os`` and ``signal`` that Windows lacks, or where it does something else
#: (``os.kill(pid, 0)`` there is Ctrl+C sent to the process, not a question).
POSIX_NAMES = {
    "os": {"getuid", "geteuid", "getgid", "getegid", "getgroups", "fork", "forkpty",
           "setsid", "setpgrp", "getpgid", "getpgrp", "killpg", "mkfifo", "uname",
           "statvfs", "sync", "getloadavg", "sched_getaffinity", "kill", "O_NONBLOCK",
           "O_NOCTTY", "O_NOFOLLOW", "O_DIRECTORY", "O_CLOEXEC", "WNOHANG", "wait",
           "waitpid", "chown", "lchown", "symlink"},
    "signal": {"SIGKILL", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD",
               "SIGPIPE", "SIGSTOP", "SIGCONT", "SIGTSTP", "SIGWINCH", "alarm",
               "setitimer", "pause", "siginterrupt", "pthread_kill"},
}
#: asyncio's signal handlers do not exist on Windows' event loop.
LOOP_ONLY_ON_POSIX = {"add_signal_handler", "remove_signal_handler"}
#: Folders that only Linux (or POSIX) has.
LINUX_PATHS = ("/tmp", "/dev/", "/proc", "/usr/", "/etc/", "/var/", "/run/")
#: What a test of the system mentions.
SYSTEM_CHECKS = ("sys.platform", "os.name", "platform.system", "hasattr(")
#: Exceptions that a try around a call of one system catches when it is not there.
ABSENT = {"ImportError", "ModuleNotFoundError", "AttributeError", "OSError", "Exception"}


def test_no_call_of_one_system_stands_outside_a_check_of_the_system():
    """A later change cannot bring back ``os.getuid()``, ``fcntl``, ``signal.SIGKILL``,
    ``loop.add_signal_handler`` or a ``/tmp`` path where Windows or macOS would meet it."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name not in LINUX_ONLY:
            found += [f"{name}:{line}: {what}" for line, what in unguarded(path)]
    assert not found, "only on some systems, with no check of the system:\n" + \
        "\n".join(found)


def test_the_scan_finds_each_kind_of_call_and_knows_a_check():
    code = '''
import fcntl
import os, signal, sys
from os import getuid, path
def anywhere(loop):
    os.getuid(); signal.SIGKILL; loop.add_signal_handler(2, print); open("/tmp/x")
def checked(loop):
    if sys.platform.startswith("linux"):
        os.getuid()
    try:
        import termios
    except ImportError:
        pass
def returns_first(pid):
    if os.name == "nt":
        return False
    os.kill(pid, 0)
def _only_called_checked():
    return os.geteuid()
def caller():
    return _only_called_checked() if hasattr(os, "geteuid") else 0
'''
    found = [what for _line, what in unguarded_in(ast.parse(code))]
    assert found == ["import fcntl", "from os import getuid", "os.getuid", "signal.SIGKILL",
                     "add_signal_handler", "'/tmp/x'"]


def unguarded(path: Path) -> list[tuple[int, str]]:
    return unguarded_in(ast.parse(path.read_text(encoding="utf-8")))


def unguarded_in(tree: ast.Module) -> list[tuple[int, str]]:
    """Each use of one system's calls in ``tree`` (line, what) that no check guards."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef,
                                       ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    calls = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.setdefault(node.func.id, []).append(node)
    found = []
    for node in ast.walk(tree):
        what = _system_only(node, docstrings)
        if what and not _guarded(node, parents, calls, set()):
            found.append((node.lineno, node.col_offset, what))
    return [(line, what) for line, _column, what in sorted(found)]


def _system_only(node: ast.AST, docstrings: set[int]) -> str | None:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        names = [node.module or ""]
    else:
        names = []
    if any(name.split(".")[0] in POSIX_MODULES for name in names):
        return f"import {', '.join(names)}"
    if isinstance(node, ast.ImportFrom) and node.module in POSIX_NAMES:
        taken = [alias.name for alias in node.names if alias.name in POSIX_NAMES[node.module]]
        if taken:
            return f"from {node.module} import {', '.join(taken)}"
    if isinstance(node, ast.Attribute):
        owner = ast.unparse(node.value)
        if node.attr in POSIX_NAMES.get(owner, ()):
            return f"{owner}.{node.attr}"
        if node.attr in LOOP_ONLY_ON_POSIX:
            return node.attr
    if isinstance(node, ast.Constant) and isinstance(node.value, str) \
            and node.value.startswith(LINUX_PATHS) and id(node) not in docstrings:
        return repr(node.value)
    return None


def _guarded(node: ast.AST, parents: dict, calls: dict, seen: set[str]) -> bool:
    """Whether a check of the system (or of the call's absence) stands around ``node``:
    an ``if`` or ``and`` on the system, a ``try`` that catches its absence, an earlier
    ``if`` on the system that returns, or a function called only where one does."""
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, (ast.If, ast.IfExp)) and child is not parent.test \
                and _checks_system(parent.test):
            return True
        if isinstance(parent, ast.BoolOp) and any(
                _checks_system(value) for value in parent.values[:parent.values.index(child)]):
            return True
        if isinstance(parent, ast.Try) and child in parent.body and any(
                _catches_absence(handler) for handler in parent.handlers):
            return True
        if _returned_before(child, parent):
            return True
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return _called_only_guarded(parent.name, parents, calls, seen)
        child, parent = parent, parents.get(parent)
    return False


def _checks_system(test: ast.AST) -> bool:
    return any(check in ast.unparse(test) for check in SYSTEM_CHECKS)


def _catches_absence(handler: ast.ExceptHandler) -> bool:
    caught = handler.type
    names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
    return caught is None or any(ast.unparse(name) in ABSENT for name in names)


def _returned_before(child: ast.AST, parent: ast.AST) -> bool:
    """A statement after ``if <system check>: return`` in the same block."""
    for block in ("body", "orelse", "finalbody"):
        statements = getattr(parent, block, None)
        if isinstance(statements, list) and child in statements:
            return any(isinstance(earlier, ast.If) and _checks_system(earlier.test)
                       and isinstance(earlier.body[-1], (ast.Return, ast.Raise))
                       for earlier in statements[:statements.index(child)])
    return False


def _called_only_guarded(name: str, parents: dict, calls: dict, seen: set[str]) -> bool:
    if name in seen or not calls.get(name):
        return False
    seen.add(name)
    return all(_guarded(call, parents, calls, seen) for call in calls[name])


FAKE_SYSTEM = r"""
import importlib, json, pkgutil, sys, types
system, exempt = sys.argv[1], set(json.loads(sys.argv[2]))
import accessible_ll
names = [info.name for info in pkgutil.walk_packages(accessible_ll.__path__, "accessible_ll.")
         if not info.name.endswith("__main__")]
for name in names:  # the dependencies as this system has them, then the package anew
    importlib.import_module(name)
absent = set(json.loads(sys.argv[3]))
for name, module in list(sys.modules.items()):
    uses = {getattr(value, "__name__", "") for value in vars(module).values()
            if isinstance(value, types.ModuleType)} if module is not None else set()
    if name.startswith("accessible_ll") or name.split(".")[0] in absent or uses & absent:
        del sys.modules[name]


class Absent:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in absent:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)


sys.meta_path.insert(0, Absent())
sys.platform = system
failed = {}
for name in names:
    if name not in exempt:
        try:
            importlib.import_module(name)
        except Exception as error:
            failed[name] = repr(error)
print(json.dumps({"imported": len(names) - len(exempt), "failed": failed}))
"""


@pytest.mark.parametrize("system, absent, exempt", [
    ("win32", sorted(POSIX_MODULES), ["tui/driver.py"]),  # Textual's Windows driver there
    ("darwin", [], [])])
def test_every_module_imports_on_windows_and_macos(system, absent, exempt):
    """Each module of the package imported as on that system (``sys.platform`` said so,
    and on Windows the POSIX-only modules missing), after its dependencies."""
    exempt = ["accessible_ll." + name.removesuffix(".py").replace("/", ".") for name in exempt]
    done = subprocess.run([sys.executable, "-c", FAKE_SYSTEM, system, json.dumps(exempt),
                           json.dumps(absent)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["failed"] == {} and result["imported"] > 100


def test_a_windows_player_hears_the_language_of_windows(monkeypatch):
    """Windows sets no LANG: the game speaks the language of Windows' own menus (it used
    to speak English to every Windows player who had not chosen a language)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("German_Germany", "1252"))
    assert i18n.system_language() == "de"  # the locale in Windows' own words
    monkeypatch.setattr(i18n.sys, "platform", "win32")
    monkeypatch.setattr(i18n, "_windows_display_language", lambda: "ja")
    assert i18n.system_language() == "ja"  # menus in Japanese, dates German: Japanese
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert i18n.system_language() == "en"


def test_windows_display_language_is_read_from_windows(monkeypatch):
    import ctypes

    class Kernel:
        @staticmethod
        def GetUserDefaultUILanguage():
            return 0x0411  # Japanese (Japan)
    monkeypatch.setattr(ctypes, "windll", type("windll", (), {"kernel32": Kernel}),
                        raising=False)
    monkeypatch.setattr(i18n.sys, "platform", "win32")
    assert i18n._windows_display_language() == "ja"
    monkeypatch.setattr(i18n.sys, "platform", "linux")
    assert i18n._windows_display_language() == ""


def test_a_mac_player_hears_the_first_language_of_macos(monkeypatch):
    """A terminal started without LANG: macOS's own list of preferred languages."""
    import subprocess as processes
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    asked = []

    def defaults(command, **kwargs):
        asked.append(command)
        return processes.CompletedProcess(command, 0, '(\n    "ja-JP",\n    "en-US"\n)\n', "")
    monkeypatch.setattr(processes, "run", defaults)
    monkeypatch.setattr(i18n.sys, "platform", "darwin")
    assert i18n.system_language() == "ja"
    assert asked == [["defaults", "read", "-g", "AppleLanguages"]]


def fake_folders(monkeypatch, tmp_path):
    """platformdirs as on Windows: the roaming folder, or the local one."""
    import platformdirs

    def user_config_dir(name, appauthor=None, roaming=False):
        return str(tmp_path / ("Roaming" if roaming else "Local") / name)
    monkeypatch.setattr(platformdirs, "user_config_dir", user_config_dir)
    monkeypatch.delenv("ACCESSIBLE_LL_CONFIG_DIR", raising=False)
    return tmp_path / "Roaming" / "accessible_ll", tmp_path / "Local" / "accessible_ll"


def test_settings_live_in_the_roaming_folder_on_windows(monkeypatch, tmp_path):
    """%APPDATA%: a school's roaming profile brings a student's settings and saved game
    to any computer of the school."""
    roaming, _local = fake_folders(monkeypatch, tmp_path)
    assert settings_module.settings_path() == roaming / "settings.json"


def test_settings_kept_in_the_local_folder_before_are_still_used(monkeypatch, tmp_path):
    roaming, local = fake_folders(monkeypatch, tmp_path)
    local.mkdir(parents=True)
    (local / "settings.json").write_text("{}")
    assert settings_module.settings_path() == local / "settings.json"
    roaming.mkdir(parents=True)
    (roaming / "settings.json").write_text("{}")
    assert settings_module.settings_path() == roaming / "settings.json"


def test_the_table_bench_measures_memory_on_every_system(monkeypatch):
    """ru_maxrss is in KiB on Linux but in bytes on macOS."""
    import resource
    from accessible_ll.net import bench

    class Usage:
        ru_maxrss = 64 * 2**20
    monkeypatch.setattr(resource, "getrusage", lambda who: Usage)
    monkeypatch.setattr(bench.sys, "platform", "darwin")
    assert bench.peak_memory_mib() == 64
    monkeypatch.setattr(bench.sys, "platform", "linux")
    assert bench.peak_memory_mib() == 64 * 1024


@pytest.mark.parametrize("language, words", [
    ("en", "The sound cues need the library cyal, which this Python does not have"),
    ("de", "Die Klänge brauchen die Bibliothek cyal, die dieses Python nicht hat"),
    ("ja", "効果音にはライブラリ cyal が必要ですが、この Python にはありません")])
def test_a_python_without_the_sound_library_plays_silently_and_says_why(
        monkeypatch, language, words):
    """cyal has no build for Python 3.13 and newer, so the game installs there without
    it: the cues are silent, and the player hears why (not "no sound device")."""
    import builtins

    from accessible_ll.audio import SilentCuePlayer, open_cue_player
    from accessible_ll.audio.player import NO_LIBRARY, AudioNotice
    from accessible_ll.soundcheck import every_cue, notice_texts
    real_import = builtins.__import__

    def without_cyal(name, *args, **kwargs):
        if name.split(".")[0] == "cyal":
            raise ModuleNotFoundError("No module named 'cyal'", name="cyal")
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", without_cyal)
    player, notices = open_cue_player(every_cue())
    assert isinstance(player, SilentCuePlayer) and notices == [AudioNotice(NO_LIBRARY)]
    said = notice_texts(i18n.Texts.for_language(language), notices)
    assert len(said) == 1 and said[0].startswith(words) and "3.12" in said[0]


def test_the_sound_library_is_asked_for_only_where_it_is_built():
    """Without the marker, ``pip install .`` on Python 3.13 fails whole: pip finds no
    cyal to install there."""
    import tomllib
    project = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert "cyal>=0.4; python_version < '3.13'" in project["project"]["dependencies"]


def test_the_command_that_continues_a_game_is_typed_as_windows_reads_it(monkeypatch):
    """A saved line game says how to continue it: on Windows with the double quotes its
    Command Prompt reads (a POSIX shell's single quotes are no quotes there)."""
    from accessible_ll import match_line
    path = r"C:\Users\Mia\My games\class.json"
    monkeypatch.setattr(match_line.sys, "platform", "win32")
    assert match_line.continue_command("verraeter", path) == \
        rf'accessible-ll --line --game verraeter --settings "{path}"'
    monkeypatch.setattr(match_line.sys, "platform", "linux")
    assert match_line.continue_command("verraeter", "my games/a.json").endswith(
        "--settings 'my games/a.json'")
