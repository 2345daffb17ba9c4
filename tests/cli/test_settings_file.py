"""The settings file: nothing lost for a trifle, nothing but it ever touched."""

from __future__ import annotations

import errno
import json
import os

import pytest

from accessible_ll import launch
from accessible_ll import settings as settings_module
from accessible_ll.cli import main
from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import keep_backup, load_settings, save_settings
from tests.tui.helpers import new_app


def files(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_one_wrong_setting_costs_only_itself_and_is_told_in_the_kept_language(tmp_path):
    path = tmp_path / "settings.json"
    original = json.dumps({"language": "ja", "colour": "blue", "volume": 0.5,
                           "names": ["x" * 25, "Bo"], "edition": "classic"}).encode()
    path.write_bytes(original)
    loaded = keep_backup(load_settings(path))
    kept = loaded.settings
    assert (kept.language, kept.volume, kept.table().variant) == ("ja", 0.5, "classic")
    assert kept.names == ["", "Bo"]
    assert loaded.dropped == ["colour", "names"]
    assert loaded.backup == tmp_path / "settings.json.broken.1"
    assert loaded.backup.read_bytes() == original and path.read_bytes() == original
    said = loaded.notice().localized(Texts.for_language(kept.language))
    assert said.startswith(f"{path}の設定colour, namesは使えないため") and "\n" not in said


def test_a_byte_order_mark_and_utf16_are_read(tmp_path):
    path = tmp_path / "settings.json"
    text = json.dumps({"language": "de", "bot_pace": 0})
    for data in (b"\xef\xbb\xbf" + text.encode(), text.encode("utf-16")):
        path.write_bytes(data)
        loaded = load_settings(path)
        assert loaded.notice() is None
        assert (loaded.settings.language, loaded.settings.bot_pace) == ("de", 0)


@pytest.mark.parametrize("data,reason", [
    (b"\xff\xfe\x00garbage\x80", "it is not UTF-8 text"),
    (b"[" * 5000 + b"]" * 5000, "it is nested too deeply"),
    (b'{"players": ' + b"9" * 5000 + b"}", "it holds a number with too many digits"),
    (b"{ this is not json", "it is not valid JSON (line 1, column 3)"),
    (b'["language", "ja"]', "it does not hold settings"),
])
def test_an_unreadable_file_gives_the_defaults_and_is_kept(tmp_path, data, reason):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    loaded = keep_backup(load_settings(path))
    assert loaded.settings.language is None and loaded.writable
    assert loaded.backup.read_bytes() == data and path.read_bytes() == data
    assert f"({reason})" in loaded.notice().localized(Texts.for_language("en"))


def test_backups_are_numbered_and_never_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    for text in ("{ first", "{ second", "{ second"):
        path.write_text(text, encoding="utf-8")
        keep_backup(load_settings(path))
    assert files(tmp_path) == {"settings.json": b"{ second",
                               "settings.json.broken.1": b"{ first",
                               "settings.json.broken.2": b"{ second"}


def test_control_characters_never_reach_the_screen(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"names": ["\x1b[31mAnn\x1b[0m", "B\u202eob\x07"]}),
                    encoding="utf-8")
    assert load_settings(path).settings.names == ["Ann", "Bob"]


@pytest.mark.parametrize("make", ["folder", "fifo"])
def test_settings_that_are_not_a_file_are_refused_and_left_alone(tmp_path, capsys, make):
    target = tmp_path / "target"
    if make == "folder":
        target.mkdir()
        (target / "inside.txt").write_text("keep me", encoding="utf-8")
    else:
        os.mkfifo(target)
    for command in ([], ["keys"]):
        assert main([*command, "--settings", str(target), "--lang", "de"]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"Die Einstellungsdatei {target} ist nicht verwendbar")
        assert err.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["target"]
    if make == "folder":
        assert (target / "inside.txt").read_text(encoding="utf-8") == "keep me"


def test_a_file_that_holds_no_settings_is_refused_untouched(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    assert main(["--settings", str(notes), "--start", "--lang", "ja"]) == 2
    assert "設定ファイル" in capsys.readouterr().err
    assert files(tmp_path) == {"notes.txt": b"my notes\n"}


def test_saving_is_atomic_and_leaves_nothing_behind(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "en"}', encoding="utf-8")

    def full_disk(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(settings_module.os, "replace", full_disk)
    with pytest.raises(OSError):
        save_settings(settings_module.Settings(language="de"), path)
    assert files(tmp_path) == {"settings.json": b'{"language": "en"}'}


async def test_settings_that_cannot_be_saved_are_told_once_and_where(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    app, speaker = new_app(tmp_path)
    app.settings_file = blocker / "settings.json"
    async with app.run_test() as pilot:
        await pilot.pause()
        app.save()
        app.save()
    heard = [line for line in speaker.spoken() if line.startswith("Settings cannot be saved")]
    assert heard == [f"Settings cannot be saved in {blocker / 'settings.json'} "
                     "(part of the path is not a folder). They stay as chosen until you quit."]
    assert files(tmp_path) == {"not-a-folder": b""}


def test_the_game_starts_with_each_notice_once_in_the_kept_language(tmp_path, monkeypatch):
    from accessible_ll.audio import AudioNotice, SilentCuePlayer
    from accessible_ll.soundcheck import every_cue
    from accessible_ll.speech import RecordingSpeaker
    started = []
    monkeypatch.setattr(launch, "run_app", lambda app, *rest: started.append(app) or 0)
    monkeypatch.setattr("accessible_ll.audio.open_cue_player", lambda *_, **__: (
        SilentCuePlayer(), [AudioNotice("cue_unusable", cue) for cue in every_cue()]))
    monkeypatch.setattr("accessible_ll.speech.open_speaker",
                        lambda log=None: (RecordingSpeaker(), True))
    path = tmp_path / "settings.json"
    path.write_text('\ufeff{"language": "ja", "colour": "blue", "players": 2}',
                    encoding="utf-8")
    assert main(["--settings", str(path), "--edition", "premium"]) == 0
    notices = started[0].start_notices
    assert f"{path}の設定colourは使えないため、外しました。" in notices[0]
    assert "premium版は3–8人用なので、3人の卓にしました。" in notices
    assert notices[-1] == "効果音のファイルがどれも使えないため、効果音は鳴りません。" \
                          "効果音の内容はすべて言葉でも伝えます。"
    assert started[0].settings.players == 3


def test_keys_tells_what_it_left_out_and_changes_nothing(tmp_path, capsys):
    path = tmp_path / "settings.json"
    path.write_text('{"keymap": {"hand": "y", "turn": "\\u001b[31m"}, "names": ["a", 3]}',
                    encoding="utf-8")
    assert main(["keys", "--settings", str(path), "--lang", "en"]) == 0
    out, err = capsys.readouterr()
    assert err == (f"The settings keymap, names in {path} could not be used and are left out; "
                   "the rest is kept.\n")
    assert "  y: your hand, with each card's value and effect" in out  # the rest of keymap kept
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


async def test_a_read_only_settings_file_is_not_replaced_and_that_is_said(tmp_path):
    app, speaker = new_app(tmp_path)
    path = tmp_path / "settings.json"
    path.write_text('{"language": "en"}', encoding="utf-8")
    path.chmod(0o444)
    async with app.run_test() as pilot:
        await pilot.pause()
        app.save()
    assert path.read_text(encoding="utf-8") == '{"language": "en"}'
    assert f"Settings cannot be saved in {path} (permission denied)." in " ".join(
        speaker.spoken())
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_refused_command_line_makes_no_backup(tmp_path, capsys):
    path = tmp_path / "settings.json"
    path.write_text('{"colour": "blue", "language": "en"}', encoding="utf-8")
    assert main(["--settings", str(path), "--players", "0"]) == 2
    assert capsys.readouterr().err == "The 2019 edition is for 2–6 players, not 0.\n"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def _started_app(monkeypatch, argv):
    from accessible_ll.audio import SilentCuePlayer
    from accessible_ll.speech import RecordingSpeaker
    started = []
    monkeypatch.setattr(launch, "run_app", lambda app, *rest: started.append(app) or 0)
    monkeypatch.setattr("accessible_ll.audio.open_cue_player",
                        lambda *_, **__: (SilentCuePlayer(), []))
    monkeypatch.setattr("accessible_ll.speech.open_speaker",
                        lambda log=None: (RecordingSpeaker(), True))
    assert main(argv) == 0
    return started[0]


def test_a_first_run_makes_the_settings_folder_and_saves_there(tmp_path, monkeypatch):
    folder = tmp_path / "new" / "accessible_ll"
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(folder))
    app = _started_app(monkeypatch, ["--lang", "en", "--voice", "game"])
    assert folder.is_dir()
    assert app.settings_file == folder / "settings.json"
    assert not any("saved" in notice for notice in app.start_notices), app.start_notices
    app.save()
    assert json.loads((folder / "settings.json").read_text())["language"] == "en"


def test_only_a_folder_that_cannot_be_made_is_told(tmp_path, monkeypatch):
    (tmp_path / "a-file").write_bytes(b"")
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path / "a-file" / "accessible_ll"))
    app = _started_app(monkeypatch, ["--lang", "en", "--voice", "game"])
    assert app.settings_file is None
    assert any("not a folder" in notice and "will not be saved" in notice
               for notice in app.start_notices), app.start_notices
