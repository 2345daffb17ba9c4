"""``--help`` speaks the listener's language, argparse's own words included; English
stays as it was, and argparse's errors (read by the refusals) stay untouched."""

from __future__ import annotations

import io
import sys

import pytest

from accessible_ll import cli, cli_words
from accessible_ll.cli import build_parser, main
from accessible_ll.cli_words import wrap_columns
from accessible_ll.narration.i18n import Texts


@pytest.fixture(autouse=True)
def fixed_width(monkeypatch, tmp_path):
    """The help as an 80-column terminal shows it, and no user's settings."""
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path / "config"))


def help_of(capsys, *argv: str) -> list[str]:
    assert main([*argv, "--help"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out.splitlines()


def test_the_main_help_in_japanese(capsys):
    lines = help_of(capsys, "--lang", "ja")
    assert lines[0].startswith("使い方： accessible-ll [-h] [--lang LANG]")
    assert "位置引数:" in lines and "オプション:" in lines
    assert "  -h, --help            このヘルプを表示して終了します" in lines
    assert "  --start               「新しいゲーム」の設定画面を飛ばして始めます" in lines
    assert "    host                ほかの人が自分のコンピューターから参加するテーブルを開" in lines
    assert "スクリーンリーダー、点字、キーボードで遊べます。" in lines  # the three games, named above
    assert not any(word in "\n".join(lines) for word in ("usage", "options", "show this"))


def test_the_main_help_in_german(capsys):
    lines = help_of(capsys, "--lang", "de")
    assert lines[0].startswith("Aufruf: accessible-ll [-h] [--lang LANG]")
    assert "Positionsargumente:" in lines and "Optionen:" in lines
    assert "  -h, --help            diese Hilfe zeigen und beenden" in lines
    assert "  --no-sound            keine Klänge" in lines
    assert "    arena               Bots gegeneinander spielen lassen" in lines


def test_host_and_join_help_in_japanese_and_german(capsys):
    host = help_of(capsys, "--lang", "ja", "host")
    assert host[0].startswith("使い方： accessible-ll host [-h] [--bind BIND]")
    assert "  --pace PACE           ボットが動くまでの秒数" in host
    assert "  --resume FILE         FILE に保存したテーブルを続けます" in host
    join = help_of(capsys, "join", "--lang", "de")
    assert join[0].startswith("Aufruf: accessible-ll join [-h] [--code CODE]")
    assert "  address               HOST[:PORT], wie der Tisch es zeigt" in join
    assert "  --name NAME           dein Name am Tisch" in join
    assert "Optionen:" in join
    join = help_of(capsys, "--lang", "ja", "join")
    assert "  --spectate            見学：全員に公開される出来事だけ" in join


def test_the_english_help_stays_as_it_was(capsys):
    lines = help_of(capsys, "--lang", "en")
    assert lines[0] == "usage: accessible-ll [-h] [--lang LANG]"
    assert "options:" in lines and "positional arguments:" in lines
    assert "  -h, --help            show this help message and exit" in lines
    assert "  --start               skip the setup screen" in lines
    host = help_of(capsys, "--lang", "en", "host")
    assert "  --takeover SECONDS    a bot plays an absent player's seat after SECONDS" in host
    assert build_parser().format_help() == build_parser(Texts.for_language("en")).format_help()


def parsers(parser):
    """``parser`` and every subcommand's parser."""
    yield parser
    for action in parser._subparsers._group_actions if parser._subparsers else ():
        for sub in dict.fromkeys(action.choices.values()):
            yield from parsers(sub)


@pytest.mark.parametrize("language", ["ja", "de"])
def test_every_help_line_of_every_command_is_translated(language):
    english, other = build_parser(), build_parser(Texts.for_language(language))
    pairs = list(zip(parsers(english), parsers(other), strict=True))
    assert len(pairs) > 10
    for plain, translated in pairs:
        for a, b in zip(plain._actions, translated._actions, strict=True):
            if a.help:
                assert b.help != a.help, (plain.prog, a.option_strings)
            for choice_a, choice_b in zip(getattr(a, "_choices_actions", ()),
                                          getattr(b, "_choices_actions", ())):
                assert choice_b.help != choice_a.help, choice_a.dest


def test_japanese_lines_fit_the_terminal():
    """A wide letter takes two columns; only lines of option names may be longer."""
    for parser in parsers(build_parser(Texts.for_language("ja"))):
        for line in parser.format_help().splitlines():
            assert cli_words._columns(line) <= 80 or line.isascii(), line


def test_wrapping_keeps_every_letter_and_latin_words_whole():
    text = "話す声: ゲーム自身の声、または --speech-log FILE を読むスクリーンリーダー(既定: なし)。"
    for width in range(8, 60):
        lines = wrap_columns(text, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert not any(line.startswith(("、", "。")) for line in lines)
        assert any("--speech-log" in line for line in lines)


def test_a_terminal_without_japanese_letters_gets_the_english_help(monkeypatch):
    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    monkeypatch.setattr(sys, "stdout", ascii_out)
    assert main(["--lang", "ja", "--help"]) == 0
    ascii_out.seek(0)
    assert ascii_out.read().startswith("usage: accessible-ll")


def test_refusals_still_read_argparse_after_a_translated_help(capsys):
    help_of(capsys, "--lang", "ja", "host")
    assert main(["--lang", "ja", "simulate", "--seed"]) == 2
    texts = Texts.for_language("ja")
    expected = texts.text(cli.m.USAGE_NEEDS_VALUE, option="--seed",
                          help="accessible-ll simulate --help")
    assert capsys.readouterr().err == expected + "\n"


def test_without_lang_the_saved_language_speaks(capsys, tmp_path, monkeypatch):
    """The language chosen in the game (saved in the settings) is that of the help and
    the refusals too; --lang still wins."""
    config = tmp_path / "saved"
    config.mkdir()
    (config / "settings.json").write_text('{"language": "ja"}', encoding="utf-8")
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(config))
    assert help_of(capsys, "host")[0].startswith("使い方： accessible-ll host")
    assert help_of(capsys, "--lang", "de")[0].startswith("Aufruf: accessible-ll")
    other = tmp_path / "other.json"
    other.write_text('{"language": "de"}', encoding="utf-8")
    assert help_of(capsys, "join", "--settings", str(other))[0].startswith("Aufruf:")
    assert main(["--players", "0"]) == 2
    assert capsys.readouterr().err == "2019版は2–6人用です。0人では遊べません。\n"
