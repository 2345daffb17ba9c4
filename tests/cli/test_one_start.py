"""Every game of the registry starts the same way: ``--game G`` goes straight into G's
game (full screen or line mode, at the bots' pace, saved as ``saved-G.table``), no
``--game`` opens the setup list on the game chosen last, and a flag of another game, a
choice or a bot level the game lacks is refused in words, the same way for every game,
in play, ``--line`` and ``host``."""

from __future__ import annotations

import json

import pytest

from accessible_ll import games
from accessible_ll.cli import main
from accessible_ll.games import find_game, flags
from accessible_ll.levels import levels_named
from accessible_ll.narration.i18n import Texts
from accessible_ll.saves import game_save_path
from tests.cli.test_match_command import apps_started

EVERY_GAME = [*games.GAMES, "pebbles"]


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


def weakest(game_id: str) -> str:
    return next(iter(find_game(game_id).tools.bots))


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_game_goes_straight_into_that_game_for_every_game(game_id, tmp_path, monkeypatch):
    started = apps_started(monkeypatch)
    settings = tmp_path / "settings.json"
    bots = [weakest(game_id)] * (find_game(game_id).variants[0].player_counts[0] - 1)
    assert main(["--game", game_id, "--bots", *bots, "--seed", "4",
                 "--settings", str(settings), "--no-sound", "--lang", "en"]) == 0
    app = started[-1]
    match = app.start_match.keywords  # into the game, no setup list first
    assert match["game"].id == game_id and match["seed"] == 4
    assert match["seats"] == ["human", *bots]
    assert match["save"] == game_save_path(settings, game_id) == \
        tmp_path / f"saved-{game_id}.table"
    assert app.settings.game == game_id and not app.start_game


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_no_game_opens_the_setup_list_on_the_game_chosen_last(game_id, tmp_path, monkeypatch):
    started = apps_started(monkeypatch)
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"game": game_id}))
    common = ["--settings", str(settings), "--no-sound", "--lang", "en"]
    assert main(common) == 0
    assert started[-1].settings.game == game_id and started[-1].start_match is None
    assert not started[-1].start_game
    assert main([*common, "--start"]) == 0  # the setup list's game, started from there
    assert started[-1].settings.game == game_id and started[-1].start_game


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_the_line_mode_of_every_game_goes_at_the_bots_pace(game_id, tmp_path, monkeypatch):
    from accessible_ll import line_command
    given = {}
    monkeypatch.setattr(line_command, "run_match_line",
                        lambda table, texts, say, stream, save, command, pace, playing:
                        given.update(game=table.game.id, save=save, pace=pace))
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0.7}))
    assert main(["--line", "--game", game_id, "--settings", str(settings), "--lang", "en"]) == 0
    assert given == {"game": game_id, "save": tmp_path / f"saved-{game_id}.table",
                     "pace": 0.7}


def other_games_flags() -> list[tuple[str, str]]:
    """Each game with each flag of another game that it does not take."""
    return [(game_id, name) for game_id in EVERY_GAME for name, (_flag, takers)
            in flags().items() if game_id not in takers]


def flag_words(name: str) -> list[str]:
    flag, takers = flags()[name]
    if flag.value is not None:
        return [name]
    some = find_game(takers[0])
    return [name, some.variants[0].id if not flag.sets else "1"]


@pytest.mark.parametrize("mode", [[], ["--line"], ["host"]], ids=["play", "line", "host"])
@pytest.mark.parametrize("game_id, name", other_games_flags())
def test_a_flag_of_another_game_is_refused_in_words_for_every_game(
        capsys, tmp_path, monkeypatch, mode, game_id, name):
    apps_started(monkeypatch)
    takers = ", ".join(find_game(taker).titles["en"] for taker in flags()[name][1])
    argv = [*mode, "--game", game_id, *flag_words(name), "--lang", "en"]
    if mode != ["host"]:
        argv += ["--settings", str(tmp_path / "s.json")]
    assert main(argv) == 2
    assert capsys.readouterr().err == (f"{name} is a choice of {takers}; "
                                       f"{find_game(game_id).titles['en']} has no such choice.\n")


@pytest.mark.parametrize("language, said", [
    ("en", "--blind-variant is a choice of Love Letter; Disloyal Royals has no such choice."),
    ("de", "--blind-variant ist eine Wahl von Love Letter; Disloyal Royals hat keine solche "
           "Wahl."),
    ("ja", "--blind-variantはラブレターの選択です。ディスロイヤル・ロイヤルズにはこの選択はありません。")])
def test_the_refusal_of_another_games_flag_is_in_the_listeners_language(
        capsys, tmp_path, language, said):
    assert main(["--line", "--game", "disloyal-royals", "--blind-variant", "--lang", language,
                 "--settings", str(tmp_path / "s.json")]) == 2
    assert capsys.readouterr().err == said + "\n"


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_an_option_or_bot_the_game_lacks_is_refused_naming_what_it_offers(
        capsys, tmp_path, game_id):
    game = find_game(game_id)
    common = ["--line", "--game", game_id, "--lang", "en", "--settings", str(tmp_path / "s")]
    assert main([*common, "--option", "nosuch=1"]) == 2
    err = capsys.readouterr().err
    title = game.titles["en"]
    if game.rules.setup:
        assert err == (f"{title} has no choice called “nosuch”. Its choices: "
                       f"{', '.join(s.id for s in game.rules.setup)}.\n")
    else:
        assert err == f"{title} has no choices to make before it starts.\n"
    assert main([*common, "--bots", "human", "nosuch"]) == 2
    levels = levels_named(Texts.for_language("en"), game)
    assert capsys.readouterr().err == \
        f"There is no bot called “nosuch”. Choose from: {levels}.\n"
    assert "human" not in levels


def test_the_own_flags_of_a_game_set_its_table(tmp_path, monkeypatch):
    """Love Letter's flags are facts of its own: --edition names its variant,
    --blind-variant and --target set its options, as --option would."""
    started = apps_started(monkeypatch)
    assert main(["--game", "love-letter", "--edition", "classic", "--blind-variant",
                 "--target", "4", "--settings", str(tmp_path / "s.json"), "--no-sound"]) == 0
    match = started[-1].start_match.keywords
    assert match["variant"] == "classic" and match["options"] == {"blind": True, "target": 4}
    assert main(["--blind-variant", "--settings", str(tmp_path / "s.json"),
                 "--no-sound"]) == 0  # no --game: the game that takes the flag
    assert started[-1].settings.game == "love-letter"
