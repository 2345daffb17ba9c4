"""Every count is said in its right form ("1 second", "2 seconds"): counts go through
ngettext, never glued to a plural noun."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from accessible_ll import launch
from accessible_ll.cli import main
from accessible_ll.narration import messages as m
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.narration.i18n import LANGUAGES, Texts
from accessible_ll.net.remote import net_error_text, seconds_text

TEXTS = {language: card_words(Texts.for_language(language)) for language in LANGUAGES}
#: Placeholders that only ever hold two or more (a player count) or a range ("2–6").
ALWAYS_PLURAL = {"players", "counts"}
NOUN = re.compile(r"\{(\w+)\} (seconds|seats|bots|tokens|cards|players|rounds|points|"
                  r"bytes|minutes|dice|hearts|whole numbers)\b")


def test_no_plain_message_glues_a_count_to_a_plural_noun():
    tree = ast.parse(Path(m.__file__).read_text(encoding="utf-8"))
    glued = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_":
            text = node.args[0].value
            for name, noun in NOUN.findall(text):
                if name not in ALWAYS_PLURAL and not (name == "size" and noun == "bytes"):
                    glued.append((node.lineno, f"{{{name}}} {noun}"))
    assert glued == [], "use NN_ and texts.plural for these counts"


@pytest.mark.parametrize("seconds, said", [
    (1, "Trying again for 1 second."), (2, "Trying again for 2 seconds.")])
def test_a_lost_connection_says_its_seconds_in_the_right_form(seconds, said):
    line = seconds_text(TEXTS["en"], m.CONNECTION_LOST, seconds)
    assert line == f"The connection to the table was lost. {said}"


def test_a_pause_of_a_fraction_or_a_whole_number_of_seconds():
    retry = [seconds_text(TEXTS["en"], m.CONNECTION_RETRY, pause, address="h:1")
             for pause in (0.5, 1.0, 2.0)]
    assert [line.split("Trying again in ")[1] for line in retry] == [
        "0.5 seconds.", "1 second.", "2 seconds."]
    assert seconds_text(TEXTS["de"], m.CONNECTION_RETRY, 1.0, address="h:1").endswith(
        "Neuer Versuch in 1 Sekunde.")


@pytest.mark.parametrize("language, said", [
    ("en", "Trying again in 0.5 seconds."), ("de", "Neuer Versuch in 0,5 Sekunden."),
    ("ja", "0.5秒後にもう一度試します。")])
def test_a_join_that_cannot_reach_the_table_says_its_pause_with_the_languages_decimal_mark(
        capsys, monkeypatch, tmp_path, language, said):
    """The first pause before trying again is half a second: German says 0,5."""
    import os
    import socket
    with socket.socket() as free:  # a port nothing listens on
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    typed, typing = os.pipe()  # the person types nothing while the table is tried
    with os.fdopen(typed) as stdin, os.fdopen(typing, "w"):
        monkeypatch.setattr("sys.stdin", stdin)
        main(["join", f"127.0.0.1:{port}", "--code", "123456", "--lang", language, "--line",
              "--retry", "1", "--settings", str(tmp_path / "settings.json")])
    lines = capsys.readouterr().out.splitlines()
    assert any(line.endswith(said) for line in lines), lines


def test_the_tables_busy_refusal_counts_its_seconds():
    assert net_error_text(TEXTS["en"], "busy", 1).endswith("Trying again in 1 second.")
    assert net_error_text(TEXTS["de"], "guesses", 1).endswith("Neuer Versuch in 1 Sekunde.")
    assert net_error_text(TEXTS["en"], "busy", "soon").endswith("in 1 second."), "bad value"
    assert net_error_text(TEXTS["en"], "bad_version", 5) == TEXTS["en"].text(
        m.NET_ERRORS["bad_version"])


def test_one_seat_left_for_the_bots_is_one_seat(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(launch, "run_app", lambda *args: pytest.fail("the game started"))
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path / "config"))
    assert main(["--lang", "en", "--players", "2", "--bots", "random", "random"]) == 2
    assert "--players 2 leaves 1 seat for --bots, but it names 2." in capsys.readouterr().err


def test_a_target_of_one_token_is_one_token():
    import json

    from accessible_ll.games.love_letter.scenario import ScenarioError, parse_scenario
    data = json.loads((Path(__file__).parents[1] / "scenarios" / "guard_hit.json").read_text())
    with pytest.raises(ScenarioError) as refused:
        parse_scenario({**data, "target": 1, "tokens": [1, 0]})
    said = refused.value.localized(TEXTS["en"])
    assert said.endswith("a player with 1 token has already won."), said
