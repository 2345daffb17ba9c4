"""``accessible-ll host`` says what it prints: the address, the join code digit by digit,
who joins, and who won; with ``--json`` it says nothing."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from tests.net.test_commands import LIMIT, ROOT, command, finish, free_port, start


def spoken(log: Path) -> list[str]:
    """The speech log's spoken lines."""
    if not log.exists():
        return []
    return [line.split("\t", 1)[1] for line in log.read_text(encoding="utf-8").splitlines()
            if line.startswith("speech")]


def host(log: Path, port: int, *extra: str) -> subprocess.Popen:
    return start("host", "--bind", "127.0.0.1", "--port", str(port), "--players", "2",
                 "--bots", "random", "--seed", "2", "--target", "1", "--pace", "0",
                 "--speech-log", str(log), *extra)


def join_bot(tmp_path: Path, address: str, code: str) -> subprocess.Popen:
    return start("join", address, "--code", code, "--bot", "random", "--seed", "1",
                 "--settings", str(tmp_path / "seat.json"), "--json")


def test_the_host_says_the_address_and_the_code_digit_by_digit_in_its_language(tmp_path):
    log, port = tmp_path / "host.log", free_port()
    table = host(log, port, "--lang", "de", "--voice", "game")
    try:
        notice = table.stdout.readline()  # no speech engine in the tests: it says so
        first, how = table.stdout.readline(), table.stdout.readline()
        digits = re.search(r"Beitrittscode: ((?:\d ){5}\d)\.", first).group(1)
        # the command as printed: the code digit by digit, in quotes, taken as it is
        typed = re.search(r'--code "([\d ]+)"', how).group(1)
        player = join_bot(tmp_path, f"127.0.0.1:{port}", typed)
        out, err = table.communicate(timeout=LIMIT)
        seat = finish(player)
    finally:
        if table.poll() is None:
            table.kill()
    assert table.returncode == 0, err
    address = f"127.0.0.1:{port}"
    assert notice.startswith("Es wurde keine Sprachausgabe gefunden")
    # printed as said, so that a screen reader reads it digit by digit too
    said = spoken(log)
    assert said[:2] == [first.strip(), how.strip()] == [
        f"Der Tisch ist offen unter {address}. Beitrittscode: {digits}.",
        f'Zum Mitspielen tippe: accessible-ll join {address} --code "{digits}"']
    assert typed == digits and seat["seat"] == 0
    assert "Spieler 1 sitzt jetzt am Tisch." in said
    assert "Alle Plätze sind besetzt. Das Spiel beginnt." in said
    winner = "Spieler 1" if seat["winners"] == [0] else "Spieler 2"
    assert said[-1] == f"{winner} gewinnt das Spiel!"
    assert said[-1] in out


def test_the_host_with_json_says_nothing(tmp_path):
    import json
    log, port = tmp_path / "host.log", free_port()
    table = host(log, port, "--lang", "en", "--voice", "game", "--json")
    try:
        listening = json.loads(table.stdout.readline())
        player = join_bot(tmp_path, listening["listening"], listening["code"])
        result, _ = finish(table), finish(player)
    finally:
        if table.poll() is None:
            table.kill()
    assert result["winners"] and spoken(log) == []


def test_the_host_refuses_a_speech_log_it_cannot_write(tmp_path):
    done = subprocess.run(command("host", "--speech-log", str(tmp_path / "no" / "x.log"),
                                  "--lang", "en"),
                          cwd=ROOT, capture_output=True, text=True, timeout=LIMIT,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and "x.log" in done.stderr


def test_the_host_says_why_the_table_cannot_be_opened(tmp_path):
    import socket
    log = tmp_path / "host.log"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(command("host", "--bind", "127.0.0.1", "--port", str(port),
                                      "--lang", "en", "--voice", "game", "--speech-log",
                                      str(log)),
                              cwd=ROOT, capture_output=True, text=True, timeout=LIMIT,
                              stdin=subprocess.DEVNULL)
    opening = f"The table cannot be opened on 127.0.0.1:{port}: "
    assert done.returncode == 1 and opening in done.stderr
    assert any(line.startswith(opening) for line in spoken(log))


def host_voice(tmp_path: Path, monkeypatch, voice: str | None, saved: str | None):
    """The host's speaker for ``--voice`` and the settings file's voice; what it said to
    its speech log after one line."""
    import argparse
    import json
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net.commands import host_speaker
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"voice": saved}))
    log = tmp_path / f"{voice}-{saved}.log"
    speaker = host_speaker(argparse.Namespace(speech_log=str(log), voice=voice),
                           Texts.for_language("en"))
    speaker.speak("Join code: 1 2 3 4 5 6.")
    return speaker.speaker.screen_reader, spoken(log)


def test_the_hosts_voice_follows_the_option_then_the_settings(tmp_path, monkeypatch):
    line = ["Join code: 1 2 3 4 5 6."]
    assert host_voice(tmp_path, monkeypatch, "screen-reader", "game") == (True, line)
    assert host_voice(tmp_path, monkeypatch, "game", "screen_reader") == (False, line)
    assert host_voice(tmp_path, monkeypatch, None, "screen_reader") == (True, line)
    assert host_voice(tmp_path, monkeypatch, None, "game") == (False, line)
