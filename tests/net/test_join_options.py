"""``join`` takes the main command's ``--no-sound``, ``--voice`` and ``--speech-log``
with the same meaning (and refuses a wrong value in the same words)."""

from __future__ import annotations

import io
import sys

import pytest

from accessible_ll.inputs import InputRefusal
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import commands as c
from accessible_ll.settings import Settings

JOIN = ["join", "127.0.0.1:9", "--code", "123456"]


def parse(argv: list[str]):
    from accessible_ll.cli import build_parser
    return build_parser().parse_args(argv)


@pytest.mark.parametrize("argv", [[*JOIN, "--no-sound"], ["--no-sound", *JOIN]])
def test_join_no_sound_is_understood_and_silences_the_cues(argv):
    args = parse(argv)
    assert c._joining_settings(args, Settings(language="en")).sound is False
    assert c._joining_settings(parse(JOIN), Settings(language="en")).sound is True


@pytest.mark.parametrize("lang", ["en", "ja", "de"])
def test_join_refuses_a_wrong_voice_in_the_same_words_as_the_main_command(lang):
    texts = Texts.for_language(lang)
    with pytest.raises(InputRefusal) as main:
        parse(["--voice", "bogus"])
    with pytest.raises(InputRefusal) as join:
        parse([*JOIN, "--voice", "bogus"])
    assert join.value.localized(texts) == main.value.localized(texts)
    assert parse([*JOIN, "--voice", "Screen-Reader"]).voice == "screen-reader"


def test_join_line_voice_game_speaks_as_the_main_line_mode_does(monkeypatch, tmp_path):
    """``join --line --voice game``: the game's own voice speaks (and writes the speech
    log), as ``--line --voice game`` does; without it, the lines are only printed."""
    chosen = []

    def speaker(args, texts, choice=None):
        chosen.append((choice, args.speech_log))
        return None
    monkeypatch.setattr(c, "host_speaker", speaker)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    log = str(tmp_path / "speech.log")
    for voice in (["--voice", "game"], []):
        args = parse([*JOIN, "--line", "--retry", "0", "--settings",
                      str(tmp_path / "settings.json"), "--speech-log", log, *voice])
        assert c.join_command(args) == c.EXIT_REFUSED  # nobody at that address
    assert chosen == [("game", log)]
