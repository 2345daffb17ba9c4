"""Installed without make, as on Windows or macOS: the wheel that pip builds from the
source (its catalogs compiled by the build itself, see hatch_build.py), installed into a
fresh virtual environment, finds its catalogs, sound cues and data by itself and plays a
line-mode game of every game from its own ``accessible-ll`` command.

The wheel is built once for the session, from a copy of the sources without any
compiled catalog. The fresh environment gets the wheel from pip and, for the game's
dependencies, only the packages the wheel asks for (and theirs), taken from this
environment: installing them again from the package index would take half a minute and
a network, and prove nothing more of the game.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from email.parser import Parser
from importlib import metadata
from pathlib import Path

import pytest

from accessible_ll.games import GAMES
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts

#: One process of the suite runs these tests (``make test``: ``--dist loadgroup``), so
#: the wheel is built and installed once.
pytestmark = pytest.mark.xdist_group("installed-copy")

ROOT = Path(__file__).resolve().parents[1]
#: What pip needs of the checkout to build the wheel (pyproject.toml says the rest).
SOURCES = ("pyproject.toml", "hatch_build.py", "README.md", "accessible_ll", "locales",
           "sounds")
LIMIT = 120  # seconds any one step may take

CODE = """
import json
from accessible_ll.soundcheck import every_cue
from accessible_ll.narration.i18n import Texts, locale_dir
from accessible_ll.games.love_letter.bots.habits import habits_for
from accessible_ll.games.love_letter.cardwords import card_words
import accessible_ll
print(json.dumps({"package": accessible_ll.__file__, "locales": str(locale_dir()),
                  "sounds": sorted({str(c.file.parent) for c in every_cue()}),
                  "cues": len(every_cue()) > 30 and all(c.file.is_file() for c in every_cue()),
                  "ja": card_words(Texts.for_language("ja")).card("princess"),
                  "de": Texts.for_language("de").missing is None,
                  "habits": len(habits_for("2019"))}))
"""


@dataclass
class Installed:
    """A fresh virtual environment holding the built wheel."""
    python: Path
    command: Path
    site: Path
    wheel: Path


@pytest.fixture(scope="session")
def installed(tmp_path_factory) -> Installed:
    work = tmp_path_factory.mktemp("installed")
    source = copy_sources(work / "source")
    assert not list(source.rglob("*.mo")), "the copy holds no compiled catalog"
    wheel = build_wheel(source, work / "wheel")
    return install(wheel, work / "venv")


def copy_sources(target: Path) -> Path:
    ignore = shutil.ignore_patterns("*.mo", "__pycache__", "*.pyc")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, target / name, ignore=ignore)
        else:
            target.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    return target


def build_wheel(source: Path, out: Path) -> Path:
    """The wheel pip builds from ``source``: with this environment's build backend when
    it has one (offline), else in pip's own build environment (what ``pip install .``
    does, fetching the backend from the package index)."""
    offline = ["--no-build-isolation"] if _has("hatchling") else []
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out),
               *offline, str(source)]
    built = subprocess.run(command, capture_output=True, text=True, timeout=LIMIT)
    unreachable = "No matching distribution found for hatchling" in built.stderr
    if built.returncode != 0 and not offline and unreachable:
        pytest.skip("the wheel cannot be built here: no hatchling in this environment and "
                    f"pip could not fetch it ({built.stderr.strip().splitlines()[-1:]})")
    assert built.returncode == 0, built.stderr
    return next(out.glob("accessible_ll-*.whl"))


def _has(module: str) -> bool:
    try:
        metadata.distribution(module)
    except metadata.PackageNotFoundError:
        return False
    return True


def install(wheel: Path, target: Path) -> Installed:
    """``wheel`` installed by pip into a new virtual environment at ``target``, with the
    packages it depends on (see the module's docstring)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(target)], check=True,
                   capture_output=True, timeout=LIMIT)
    scripts = target / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                           "--no-deps", "--no-index", "--quiet", str(wheel)],
                          capture_output=True, text=True, timeout=LIMIT)
    assert done.returncode == 0, done.stderr
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; "
                                "print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    lend_dependencies(required_by(wheel), target / "dependencies", site)
    return Installed(python, scripts / "accessible-ll", site, wheel)


def required_by(wheel: Path) -> list[str]:
    """The distributions the wheel asks for (not those of its extras, such as test)."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        fields = Parser().parsestr(archive.read(name).decode("utf-8"))
    return [requirement for requirement in fields.get_all("Requires-Dist") or []
            if "extra ==" not in requirement]


def lend_dependencies(requirements: list[str], folder: Path, site: Path) -> None:
    """Make the distributions named by ``requirements`` and everything they require
    importable in the environment of ``site``, and nothing else of this environment."""
    folder.mkdir()
    wanted, lent = [_name(r) for r in requirements], set()
    while wanted:
        name = wanted.pop()
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # one for another system or Python (its marker excludes it here)
        if dist.metadata["Name"].lower() in lent:
            continue
        lent.add(dist.metadata["Name"].lower())
        wanted += [_name(r) for r in dist.requires or [] if "extra ==" not in r]
        for top in {file.parts[0] for file in dist.files or [] if file.parts[0] != ".."}:
            if not top.endswith(".pth") and not (folder / top).exists():
                (folder / top).symlink_to(dist.locate_file(top))
    (site / "dependencies.pth").write_text(f"{folder}\n", encoding="utf-8")


def _name(requirement: str) -> str:
    return re.match(r"[A-Za-z0-9._-]+", requirement).group(0)


def test_the_installed_package_carries_locales_and_sounds(installed, tmp_path):
    done = subprocess.run([str(installed.python), "-c", CODE], cwd=tmp_path,
                          capture_output=True, text=True, check=True, timeout=LIMIT)
    found = json.loads(done.stdout)
    site = str(installed.site)
    assert found["package"].startswith(site)
    assert found["locales"].startswith(site)
    assert len(found["sounds"]) == 5 and all(s.startswith(site) for s in found["sounds"])
    assert found["cues"] and found["ja"] == "姫" and found["de"]
    assert found["habits"] > 30, "the expert's habits table must ship too"
    with zipfile.ZipFile(installed.wheel) as archive:
        catalogs = [n for n in archive.namelist() if n.endswith("accessible_ll.mo")]
    assert sorted(catalogs) == [f"accessible_ll/locales/{language}/LC_MESSAGES/"
                                "accessible_ll.mo" for language in ("de", "en", "ja")]


def typed_lines(seed: int, count: int = 3000) -> str:
    """A player who types any number up to 12, or only Enter: every game's choices are
    reached that way (a choice that is not possible is refused and changes nothing)."""
    chance = random.Random(seed)
    keys = [str(number) for number in range(1, 13)] + [""] * 3
    return "".join(chance.choice(keys) + "\n" for _ in range(count))


def play_line_game(command: list[str], game: str, language: str, folder: Path) -> list[str]:
    folder.mkdir()
    settings = folder / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0}), encoding="utf-8")
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("PYTHONPATH", "PYTHONHOME", "ACCESSIBLE_LL_CONFIG_DIR")}
    done = subprocess.run([*command, "--line", "--game", game, "--seed", "3", "--lang",
                           language, "--no-sound", "--voice", "screen-reader",
                           "--settings", str(settings)],
                          cwd=folder, env=environment, input=typed_lines(7),
                          capture_output=True, text=True, encoding="utf-8", timeout=LIMIT)
    assert done.returncode == 0, done.stderr
    return done.stdout.replace(str(folder), "FOLDER").splitlines()


@pytest.mark.parametrize("number, game", list(enumerate(GAMES)))
def test_the_installed_command_plays_each_game_to_its_end(installed, tmp_path, number, game):
    """The first game, to the question after its end, is said word for word as the
    checkout says it, in the language asked for (the catalogs the build compiled)."""
    language = ("ja", "de", "en")[number % 3]
    heard = play_line_game([str(installed.command)], game, language, tmp_path / "installed")
    again = Texts.for_language(language).text(m.LINE_PLAY_AGAIN)
    assert again in heard, f"{game} did not end within the typed lines:\n" + \
        "\n".join(heard[-5:])
    end = heard.index(again)
    checkout = play_line_game([sys.executable, "-m", "accessible_ll"], game, language,
                              tmp_path / "checkout")
    assert heard[:end + 1] == checkout[:end + 1]
