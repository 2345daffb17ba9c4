"""``--game``: another game than Love Letter, full screen, from the play command."""

from __future__ import annotations


import pytest

from accessible_ll import games, launch
from accessible_ll.cli import build_parser, main
from accessible_ll.inputs import InputRefusal
from accessible_ll.new_table import table_for
from accessible_ll.saves import game_save_path
from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import Settings
from tests.games import changed, pebbles


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


def table(*argv, settings=None, language="en"):
    args = build_parser().parse_args(["--game", "pebbles", *argv])
    game = games.find_game(args.game)
    fitted = table_for(game, args, settings or Settings(), Texts.for_language(language))
    return fitted.kinds, fitted.notes


def test_seats_come_from_the_options_and_a_kept_bot_level_the_game_lacks_is_said():
    assert table() == (["human", "random"],  # the settings' bot level: not here
                       ["Pebbles has no heuristic bot: the random bot plays instead."])
    seats, notices = table("--bots", "greedy", "human", "random")
    assert seats == ["human", "greedy", "human", "random"] and notices == []
    assert table("--players", "3", settings=Settings(seats=["human", "human"]))[0] == \
        ["human", "human", "random"]
    with pytest.raises(InputRefusal) as refused:
        table("--players", "5")
    assert "2–4" in refused.value.localized(Texts.for_language("en"))


@pytest.mark.parametrize("language, said", [
    ("en", "There is no bot called “expert”. Choose from: random, greedy."),
    ("de", "Es gibt keinen Bot namens „expert“. Wähle aus: random (zufällig), greedy."),
    ("ja", "「expert」というボットはありません。次から選んでください：random（ランダム）、greedy。")])
def test_bots_accepts_exactly_the_chosen_games_levels(language, said):
    """--bots names the chosen game's own levels (pebbles' greedy), never another
    game's, and "human" is a person, no bot level."""
    with pytest.raises(InputRefusal) as refused:
        table("--bots", "expert", language=language)
    assert refused.value.localized(Texts.for_language(language)) == said
    assert "human" not in said
    assert table("--bots", "greedy")[0] == ["human", "greedy"]


def test_a_kept_table_too_big_for_a_two_player_game_says_its_one_count():
    args = build_parser().parse_args(["--game", "disloyal-royals"])
    fitted = table_for(games.find_game("disloyal-royals"), args, Settings(players=4),
                       Texts.for_language("en"))
    assert fitted.notes == ["Disloyal Royals is for 2 players, so the table has 2."]


def test_the_play_command_plays_the_game_chosen_last_love_letter_at_first():
    assert build_parser().parse_args([]).game is None  # the settings' game


def test_the_game_starts_full_screen_saved_beside_the_settings(tmp_path, monkeypatch):
    started = {}

    def run(app, speaker, log, cues):
        started.update(notices=app.start_notices, match=app.start_match.keywords)
        cues.close()
        return 0
    monkeypatch.setattr(launch, "run_app", run)
    settings = tmp_path / "settings.json"
    assert main(["--game", "pebbles", "--bots", "greedy", "--settings", str(settings),
                 "--seed", "5", "--no-sound", "--lang", "de"]) == 0
    match = started["match"]
    assert match["seats"] == ["human", "greedy"] and match["seed"] == 5
    assert match["save"] == game_save_path(settings, "pebbles")


def test_a_first_run_saves_the_game_in_the_folder_it_makes(tmp_path, monkeypatch):
    """The settings' folder does not exist yet: it is made, and the game is kept there
    (it used to be kept nowhere, while F1 said it was saved)."""
    started = {}

    def run(app, speaker, log, cues):
        started.update(app.start_match.keywords)
        cues.close()
        return 0
    monkeypatch.setattr(launch, "run_app", run)
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path / "new" / "config"))
    assert main(["--game", "pebbles", "--no-sound", "--lang", "en"]) == 0
    assert started["save"] == game_save_path(tmp_path / "new" / "config" / "settings.json",
                                               "pebbles")


def test_a_game_people_cannot_play_yet_is_refused_in_words(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(pebbles, "GAME", changed(pebbles.GAME, narration={"ask": None}))
    assert main(["--game", "pebbles", "--settings", str(tmp_path / "s.json")]) == 2
    assert capsys.readouterr().err.startswith("Pebbles cannot be heard yet")


def test_the_line_mode_of_another_game_is_its_own(tmp_path, monkeypatch):
    from accessible_ll import line_command
    argv = ["--game", "pebbles", "--line", "--settings", str(tmp_path / "s.json")]
    monkeypatch.setattr(line_command, "match_line_command",
                        lambda args, settings, texts, **_: 7 if args.game == "pebbles" else 1)
    assert main(argv) == 7


def test_bots_that_do_not_fit_the_players_are_refused_in_words():
    with pytest.raises(InputRefusal) as refused:
        table("--players", "3", "--bots", "random")
    assert refused.value.localized(Texts.for_language("en")) == \
        "--players 3 leaves 2 seats for --bots, but it names 1."


def apps_started(monkeypatch) -> list:
    """The apps the play command opens, each closed at once instead of run."""
    started = []

    def run(app, speaker, log, cues):
        started.append(app)
        cues.close()
        return 0
    monkeypatch.setattr(launch, "run_app", run)
    return started


def test_with_no_game_the_command_opens_the_game_chosen_last(tmp_path, monkeypatch):
    import json
    from accessible_ll import line_command
    started = apps_started(monkeypatch)
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"game": "disloyal-royals", "tables": {
        "disloyal-royals": {"names": ["Ann"], "options": {"first": 1}}}}))
    common = ["--settings", str(settings), "--no-sound", "--lang", "en"]
    assert main(common) == 0
    app = started[-1]
    assert app.settings.game == "disloyal-royals" and app.start_match is None  # its setup list
    assert app.settings.table().options == {"first": 1} and app.settings.names[0] == "Ann"
    assert main([*common, "--game", "love-letter"]) == 0
    assert started[-1].settings.game == "love-letter"
    monkeypatch.setattr(line_command, "match_line_command",
                        lambda args, settings, texts, **_: 7 if args.game == "disloyal-royals" else 1)
    assert main([*common, "--line"]) == 7


def test_a_games_own_choices_come_from_the_command_line_as_the_setup_list_says_them(
        tmp_path, monkeypatch):
    from accessible_ll.games import find_game
    started = apps_started(monkeypatch)
    traitor = build_parser().parse_args(["--game", "verraeter", "--option", "start=3"])
    en = Texts.for_language("en")
    assert table_for(find_game("verraeter"), traitor, Settings(), en).options == {"start": 2}
    royals = build_parser().parse_args(["--game", "disloyal-royals", "--option", "first=lot"])
    assert table_for(find_game("disloyal-royals"), royals, Settings(), en).options == {
        "first": None}
    common = ["--settings", str(tmp_path / "settings.json"), "--no-sound", "--lang", "de"]
    assert main([*common, "--option", "target=7", "--option", "blind=an"]) == 0
    assert started[-1].settings.table().options == {"target": 7, "blind": True}
    assert main([*common, "--game", "verraeter", "--option", "start=seat 2"]) == 0
    assert started[-1].settings.table("verraeter").options == {"start": 1}
    assert started[-1].start_match.keywords["options"] == {"start": 1}


@pytest.mark.parametrize("option,said", [
    ("colour=red", "Disloyal Royals has no choice called “colour”. Its choices: first."),
    ("first=3", "“3” is no value of first. Its values: drawn by lot; seat 1; seat 2."),
    ("first", "--option needs a choice and its value, such as target=5, not “first”."),
])
def test_a_choice_the_game_lacks_is_refused_in_words_and_changes_nothing(
        tmp_path, capsys, option, said):
    settings = tmp_path / "settings.json"
    assert main(["--game", "disloyal-royals", "--option", option, "--settings", str(settings),
                 "--lang", "en"]) == 2
    assert capsys.readouterr().err.strip() == said
    assert not settings.exists()


def test_love_letters_own_options_choose_love_letter_whatever_was_played_last(
        tmp_path, monkeypatch):
    """--edition and --blind-variant are Love Letter's: without --game they open it, with
    that edition, even when another game was played last."""
    import json
    started = apps_started(monkeypatch)
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"game": "disloyal-royals"}))
    common = ["--settings", str(settings), "--no-sound", "--lang", "en"]
    assert main([*common, "--edition", "premium"]) == 0
    assert started[-1].settings.game == "love-letter"
    assert started[-1].settings.table().variant == "premium"
    assert main([*common, "--blind-variant"]) == 0
    assert started[-1].settings.game == "love-letter" and started[-1].settings.table().options["blind"]
