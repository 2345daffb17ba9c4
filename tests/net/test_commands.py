"""``accessible-ll --line``, ``host`` and ``join`` as separate programs on 127.0.0.1:
a client killed and started again, a host killed with SIGKILL and resumed."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 40  # seconds any one program of these tests may take


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "accessible_ll", *args]


def start(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen(command(*args), cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
                            **kwargs)


def finish(process: subprocess.Popen) -> dict:
    """The last line of a program's output, as JSON."""
    out, err = process.communicate(timeout=LIMIT)
    assert process.returncode == 0, err
    return json.loads(out.strip().splitlines()[-1])


def listening(host: subprocess.Popen) -> tuple[str, str]:
    first = json.loads(host.stdout.readline())
    return first["listening"], first["code"]


def wait_for(check, timeout: float = LIMIT) -> None:
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.02)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def lines_in(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines()) if path.exists() else 0


def test_line_mode_plays_a_whole_game_by_typed_numbers(tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0, "target": 1}))
    typed = "zz\n?\nh\n" + "1\n2\n3\n" * 400
    done = subprocess.run(command("--line", "--bots", "random", "--seed", "3", "--lang", "en",
                                  "--settings", str(settings)),
                          cwd=ROOT, input=typed, capture_output=True, text=True, timeout=LIMIT)
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    assert "Choose a card to play." in lines and any(l.startswith("1. ") for l in lines)
    assert any(l.startswith(("“zz” is not a choice here.", "You have nothing to choose now."))
               for l in lines)
    assert not any(l.startswith("“1” is not a choice here. Type a number") for l in lines)
    assert any(l.startswith("h: your hand") for l in lines)
    assert any(l.endswith("win the game!") or l.endswith("wins the game!") for l in lines)


def test_a_line_game_left_unfinished_continues_next_time(tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0, "target": 5}))
    play = command("--line", "--bots", "heuristic", "--seed", "5", "--lang", "en",
                   "--settings", str(settings))
    saved = tmp_path / "saved-love-letter.table"
    first = subprocess.run(play, cwd=ROOT, input="1\n1\n\n1\n1\n1\n", capture_output=True,
                           text=True, timeout=LIMIT)
    assert first.returncode == 0 and saved.exists()
    left_at = json.loads(saved.read_text())["match"]["journal"]
    again = subprocess.run(play, cwd=ROOT, input="1\n" + "1\n2\n2\n3\n\n" * 300,
                           capture_output=True, text=True, timeout=LIMIT)
    lines = again.stdout.splitlines()
    assert lines[0].startswith("A game you left unfinished is saved: Love Letter, 2019 "
                               "edition, 2 players, round ") and lines[1:3] == ["1. Yes", "2. No"]
    assert lines[3] == "The game goes on where you left it." and "Where the game stands:" in lines
    assert not any(l.startswith(("Connected again", "While you were away")) for l in lines)
    won = next(i for i, l in enumerate(lines) if l.endswith(("win the game!", "wins the game!")))
    assert "Play again?" in lines[won:] and len(left_at) > 2
    assert "Press Enter for the next round." in lines, "each round waited for Enter"


def test_a_line_game_left_by_the_line_mode_of_an_earlier_version_continues(tmp_path):
    """A game the line mode saved before the game seam (its own table and room)."""
    from tests.golden import load
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0, "target": 3}))
    saved = tmp_path / "saved-love-letter.table"
    saved.write_text(json.dumps(load("first_line_save")))  # as it wrote it
    assert set(json.loads(saved.read_text())) >= {"table", "seats"}
    again = subprocess.run(command("--line", "--lang", "en", "--settings", str(settings)),
                           cwd=ROOT, input="1\n" + "1\n2\n3\n\n" * 400,
                           capture_output=True, text=True, timeout=LIMIT)
    lines = again.stdout.splitlines()
    assert again.returncode == 0, again.stderr
    assert lines[0].startswith("A game you left unfinished is saved: Love Letter, 2019 "
                               "edition, 2 players, round ")
    assert lines[3:5] == ["The game goes on where you left it.", "Where the game stands:"]
    assert any(l.endswith(("win the game!", "wins the game!")) for l in lines)


def test_line_mode_seats_several_people_at_one_computer(tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0}))
    done = subprocess.run(command("--line", "--bots", "human", "--lang", "en", "--seed", "2",
                                  "--settings", str(settings)),
                          cwd=ROOT, capture_output=True, text=True, timeout=LIMIT, input="\n")
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    assert lines[0] == ("Love Letter: Player 1 and Player 2 share this computer, each deciding "
                        "when it is passed to them.")
    assert any(line.startswith("Pass to Player ") for line in lines)


def test_a_client_killed_mid_round_gets_its_seat_back_with_its_key(tmp_path):
    host = start("host", "--bind", "127.0.0.1", "--port", "0", "--players", "3", "--bots",
                 "heuristic", "--seed", "4", "--target", "3", "--pace", "0.02", "--json")
    try:
        address, code = listening(host)
        log = tmp_path / "first.log"

        def join(settings: str, seed: str, speech_log: Path) -> subprocess.Popen:
            return start("join", address, "--code", code, "--bot", "heuristic", "--seed", seed,
                         "--settings", str(tmp_path / settings), "--speech-log",
                         str(speech_log), "--json", "--lang", "en")
        first = join("first.json", "1", log)
        second = join("second.json", "2", tmp_path / "second.log")
        wait_for(lambda: lines_in(log) > 25)
        first.send_signal(signal.SIGKILL)
        first.wait(LIMIT)
        heard_before = lines_in(log)
        wait_for(lambda: "lost the connection" in (tmp_path / "second.log").read_text())
        assert json.loads((tmp_path / "first.json").read_text())["seat_keys"]
        again = join("first.json", "1", log)
        back, other, table = finish(again), finish(second), finish(host)
    finally:
        for process in (host,):
            if process.poll() is None:
                process.kill()
    assert back["reconnects"] == 1 and back["seat"] in (0, 1) and other["seat"] != back["seat"]
    assert back["winners"] == other["winners"] == table["winners"]
    assert table["reconnects"] == 1 and max(table["scores"]) >= 3
    after = log.read_text(encoding="utf-8").splitlines()[heard_before:]
    assert "Connected again. You have your seat back." in after
    # started afresh, it cannot know what it missed: where the game stands, not
    # "while you were away" (which would count rounds it heard before it was killed)
    assert "Where the game stands:" in after and "While you were away:" not in after


def play_host(tmp_path: Path, name: str, port: int, *extra: str) -> subprocess.Popen:
    return start("host", "--bind", "127.0.0.1", "--port", str(port), "--players", "4",
                 "--bots", "heuristic", "random", "beginner", "--seed", "9", "--target", "3",
                 "--save", str(tmp_path / f"{name}.table"), "--json", *extra)


def join_bot(tmp_path: Path, name: str, address: str, code: str) -> subprocess.Popen:
    return start("join", address, "--code", code, "--bot", "heuristic", "--seed", "5",
                 "--settings", str(tmp_path / f"{name}.json"), "--retry", "30", "--json")


def test_a_host_killed_mid_round_resumes_the_same_game(tmp_path):
    port = free_port()
    whole_host = play_host(tmp_path, "whole", port, "--pace", "0")
    address, code = listening(whole_host)
    whole_client = join_bot(tmp_path, "whole", address, code)
    whole, whole_seat = finish(whole_host), finish(whole_client)

    port = free_port()
    host = play_host(tmp_path, "cut", port, "--pace", "0.02")
    address, code = listening(host)
    client = join_bot(tmp_path, "cut", address, code)
    saved = tmp_path / "cut.table"

    def mid_round() -> bool:
        try:
            journal = json.loads(saved.read_text())["match"]["journal"]
        except (OSError, ValueError):
            return False
        return len(journal) > 30 and journal[-1] != "advance"
    try:
        wait_for(mid_round)
        host.send_signal(signal.SIGKILL)
        host.wait(LIMIT)
        stopped_at = len(json.loads(saved.read_text())["match"]["journal"])
        resumed = start("host", "--bind", "127.0.0.1", "--port", str(port), "--resume",
                        str(saved), "--pace", "0", "--json")
        assert listening(resumed) == (address, code)
        table, seat = finish(resumed), finish(client)
    finally:
        for process in (host, client):
            if process.poll() is None:
                process.kill()
    assert 0 < stopped_at < len(json.loads(saved.read_text())["match"]["journal"])
    assert table["winners"] == whole["winners"] and table["scores"] == whole["scores"]
    assert table["moves"] == whole["moves"]
    assert seat["winners"] == whole_seat["winners"] and seat["reconnects"] == 1
    whole_journal = json.loads((tmp_path / "whole.table").read_text())["match"]["journal"]
    assert json.loads(saved.read_text())["match"]["journal"] == whole_journal


@pytest.mark.parametrize("args, said", [
    (["host", "--players", "9", "--lang", "de"], "Die Ausgabe 2019 ist für 2–6 Spieler, nicht für 9."),
    (["host", "--players", "2", "--bots", "random", "random", "random", "--lang", "en"],
     "--bots names 3 bots, but the table has only 2 seats."),
    (["host", "--pace", "-1", "--lang", "ja"], "--paceには0から3600までの数を指定してください。"),
    (["host", "--seed", "-7", "--lang", "en"], "--seed must be a whole number from 0"),
    (["join", "host:port", "--lang", "en"], "“host:port” is not an address."),
])
def test_host_and_join_refuse_bad_options_in_the_players_language(capsys, args, said):
    from accessible_ll.cli import main
    assert main(args) == 2
    assert said in capsys.readouterr().err


def test_a_host_file_of_love_letters_first_table_is_resumed_and_finished(tmp_path):
    """``host --resume`` of a file written before Love Letter's table narrated: the same
    code and seat key; the student's key brings her back; the game ends as it would have."""
    from tests.golden import load
    golden = load("first_table_host")  # 14 moves in, then played on to its end
    data = golden["save"]
    save = tmp_path / "lesson.table"
    save.write_text(json.dumps(data))
    settings = tmp_path / "mia.json"
    settings.write_text(json.dumps({"seat_keys": {data["table_id"]: data["seats"]["0"]["secret"]}}))
    host = start("host", "--bind", "127.0.0.1", "--port", "0", "--resume", str(save),
                 "--pace", "0", "--json")
    try:
        address, code = listening(host)
        assert code == data["code"]
        mia = start("join", address, "--code", code, "--bot", "heuristic", "--settings",
                    str(settings), "--json")
        seat, table = finish(mia), finish(host)
    finally:
        if host.poll() is None:
            host.kill()
    assert seat["seat"] == 0 and seat["reconnects"] == 1  # her own seat, by her key
    assert table["winners"] == seat["winners"] == golden["winners"]
    assert table["scores"] == golden["tokens"]
    assert "match" in json.loads(save.read_text())
