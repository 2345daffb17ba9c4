"""Malformed scenario files of every game with scenarios of its own format (mutations
of the contract's vectors: wrong types, numbers out of range, unknown names, keys
missing or added): each is either run (its result printed, exit 0 or 1) or refused in
words, in the listener's language (exit 2); never "Something went wrong", never a
Python error's name, and no English inside a German or Japanese refusal."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import re
from pathlib import Path

import pytest

from accessible_ll.cli import main

HERE = Path(__file__).parent
GAMES = {"disloyal-royals": HERE / "disloyal_royals" / "scenarios",
         "verraeter": HERE / "verraeter" / "scenarios"}
#: Mutations per file (each refused in one of the three languages, in turn).
PER_FILE = 16
LANGUAGES = ("en", "de", "ja")
WRONG_TYPES = [None, True, "x", 1.5, [], {}, [1], {"a": 1}, [[]], [None]]
OUT_OF_RANGE = [-1, 7, 12, 99, 10**30, -(10**30), 2**63]
UNKNOWN_NAMES = ["purple", "castle", "Z♣", "11♥", "seat"]
#: Free text: any string is right there.
FREE = {"note", "name"}
#: Where any text is a right value (a seed).
ANY_TEXT = {"seed"}
#: Python's own words for what failed, never said to a player.
PYTHON = re.compile(r"Error\b|Exception|Traceback|\bNone\b|list index|object of type|"
                    r"not subscriptable|has no attribute|unhashable|\bint\b|\bstr\b|\bdict\b")
#: English words that would give away an untranslated piece in a German refusal.
ENGLISH = re.compile(r"\b(the|is|are|must|needs?|each|object|unknown|expected|found|"
                     r"cannot|should|with|and|or|of|a|not|one|from|step|case|seat|"
                     r"list|number|card|cards|key|true|false)\b")
QUOTED = re.compile(r"“[^”]*”|„[^“]*“|「[^」]*」|\"[^\"]*\"|'[^']*'")


def paths(value, at=()):
    """Every place in a JSON value: (path, value)."""
    yield at, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*at, index))


def mutated(data, rng: random.Random) -> tuple[object, str]:
    """One mutation of ``data`` and what it was."""
    data = copy.deepcopy(data)
    places = [(at, value) for at, value in paths(data) if at and at[-1] not in FREE]
    at, value = rng.choice(places)
    parent = data
    for step in at[:-1]:
        parent = parent[step]
    kind = rng.choice(["type", "range", "name", "drop", "extra", "double"])
    if kind == "type":
        new = rng.choice(WRONG_TYPES)
    elif kind == "range":
        new = rng.choice(OUT_OF_RANGE)
    elif kind == "name":
        new = rng.choice(UNKNOWN_NAMES)
    elif kind == "drop":
        del parent[at[-1]]
        return data, f"without {list(at)}"
    elif kind == "extra" and isinstance(value, dict):
        value["bogus"] = 1
        return data, f"{list(at)} with a key too many"
    elif kind == "double" and isinstance(value, list) and value:
        value.append(copy.deepcopy(value[-1]))
        return data, f"{list(at)} with its last item twice"
    else:
        new = rng.choice(WRONG_TYPES + OUT_OF_RANGE)
    parent[at[-1]] = new
    return data, f"{list(at)} = {json.dumps(new)}"


def run(tmp_path: Path, game: str, data, lang: str) -> tuple[int, str, str]:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["scenario", "--game", game, str(path), "--lang", lang])
    return code, out.getvalue(), err.getvalue().replace(str(path), "FILE")


def mutations() -> list:
    return [pytest.param(game, path, id=f"{game}-{path.stem}")
            for game, folder in GAMES.items() for path in sorted(folder.glob("*.json"))]


def refusal_problem(err: str, lang: str) -> str | None:
    """What is wrong with a refusal's words (None: it is one clear line)."""
    lines = err.strip().splitlines()
    if len(lines) != 1:
        return "not one line"
    line = lines[0]
    if "FILE" not in line:
        return "the file is not named"
    bare = QUOTED.sub("", line.replace("FILE", ""))
    if PYTHON.search(bare):
        return "Python's words"
    if lang == "de" and ENGLISH.search(bare):
        return f"English in German: {ENGLISH.search(bare).group()}"
    latin = re.search(r"[A-Za-z]{2,}", bare.replace("JSON", ""))  # JSON: a format's name
    if lang == "ja" and latin:
        return f"English in Japanese: {latin.group()}"
    return None


@pytest.mark.parametrize("game, path", mutations())
def test_every_mutated_scenario_is_run_or_refused_in_words(tmp_path, monkeypatch, game, path):
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path))
    original = json.loads(path.read_text(encoding="utf-8"))
    rng = random.Random(path.name)
    faults = []
    for number in range(PER_FILE):
        data, what = mutated(original, rng)
        lang = LANGUAGES[number % len(LANGUAGES)]
        code, out, err = run(tmp_path, game, data, lang)
        if code in (0, 1) and not err:
            result = json.loads(out)
            named = what.endswith(tuple(json.dumps(n) for n in UNKNOWN_NAMES))
            if code == 0 and named and not any(f"'{key}']" in what for key in ANY_TEXT):
                faults.append(f"{what}: an unknown name passed")
            if (code == 0) != result["passed"]:
                faults.append(f"{what}: exit {code} for passed {result['passed']}")
            continue
        problem = "exit code" if code != 2 else refusal_problem(err, lang)
        if problem is not None:
            faults.append(f"{what} ({lang}, exit {code}): {problem}: {err.strip()}")
    assert not faults, "\n".join(faults)


def royals(change) -> object:
    data = json.loads((GAMES["disloyal-royals"] / "02_partial_attack.json").read_text("utf-8"))
    change(data)
    return data


def verraeter(change) -> object:
    data = json.loads((GAMES["verraeter"] / "09_builder.json").read_text("utf-8"))
    change(data)
    return data


REFUSED = {
    "a hand entry of the wrong type": (
        "disloyal-royals", royals(lambda d: d["hands"].__setitem__(0, 7)),
        "“hands 1” must be a list, not “7”",
        "„hands 1“ muss eine Liste sein, nicht „7“",
        "「hands 1」は「7」ではなくリストでなければなりません"),
    "a court entry of the wrong type": (
        "disloyal-royals", royals(lambda d: d["courts"][1].__setitem__("K", {"card": {"a": 1}})),
        "“courts 2, K, card” must be a card such as “7♣”, “10♦” or “Q♥”, not “{\"a\": 1}”",
        "„courts 2, K, card“ muss eine Karte wie „7♣“, „10♦“ oder „Q♥“ sein",
        "「courts 2, K, card」は「{\"a\": 1}」ではなく「7♣」「10♦」「Q♥」のようなカード"),
    "steps -1": (
        "disloyal-royals", royals(lambda d: d.__setitem__("steps", -1)),
        "“steps” must be a list, not “-1”", "„steps“ muss eine Liste sein, nicht „-1“",
        "「steps」は「-1」ではなくリストでなければなりません"),
    "a case that is not an object": (
        "verraeter", verraeter(lambda d: d["cases"].__setitem__(1, 3)),
        "“cases 2” must be a JSON object, not “3”",
        "„cases 2“ muss ein JSON-Objekt sein, nicht „3“",
        "「cases 2」は「3」ではなくJSONオブジェクトでなければなりません"),
    "an allegiance purple": (
        "verraeter", verraeter(lambda d: d["cases"][0]["position"].__setitem__(
            "allegiances", ["rose", "hawk", "purple", "hawk"])),
        "“cases 1, position, allegiances 3” must be one of “hawk” and “rose”, not “purple”",
        "„cases 1, position, allegiances 3“ muss einer der Werte „hawk“ und „rose“ sein, "
        "nicht „purple“",
        "「cases 1, position, allegiances 3」は「purple」ではなく「hawk」と「rose」のどれかで"),
    "a building castle": (
        "verraeter", verraeter(lambda d: d["cases"][0]["position"]["buildings"][0].__setitem__(
            "kind", "castle")),
        "“cases 1, position, buildings 1, kind” must be one of “estate” and “trading_post”, "
        "not “castle”",
        "„cases 1, position, buildings 1, kind“ muss einer der Werte „estate“ und "
        "„trading_post“ sein, nicht „castle“",
        "「cases 1, position, buildings 1, kind」は「castle」ではなく"),
}


@pytest.mark.parametrize("kind", REFUSED)
def test_a_wrong_file_is_refused_saying_where_and_what(tmp_path, monkeypatch, kind):
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path))
    game, data, *said = REFUSED[kind]
    titles = {"disloyal-royals": ("Disloyal Royals", "Disloyal Royals", "ディスロイヤル・ロイヤルズ"),
              "verraeter": ("Traitor (Verräter)", "Verräter", "フェレータ")}[game]
    heads = ("FILE is not a scenario of {}: ", "FILE ist kein Szenario von {}: ",
             "FILE は{}のシナリオではありません：")
    for lang, words, head, title in zip(("en", "de", "ja"), said, heads, titles):
        code, out, err = run(tmp_path, game, data, lang)
        assert (code, out) == (2, ""), err
        assert err.startswith(head.format(title) + words), err
