"""``accessible-ll simulate``: a bot game told to one listener."""

from __future__ import annotations

from pathlib import Path

from accessible_ll.cli import main
from accessible_ll.narration.i18n import Texts


def run(capsys, *args):
    code = main(["simulate", *args])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_seat_hears_own_cards_and_the_game_to_its_end(capsys):
    code, lines, err = run(capsys, "--seed", "3", "--lang", "en", "--viewer", "0")
    assert code == 0 and err == ""
    assert lines[0].startswith("Round 1 begins.")
    assert any(line.startswith("You are dealt the ") for line in lines)
    assert lines[-1].endswith("wins the game!") or lines[-1] == "You win the game!"


def test_spectator_hears_no_private_line(capsys):
    code, lines, _ = run(capsys, "--seed", "3", "--lang", "en", "--viewer", "spectator",
                         "--players", "4")
    assert code == 0 and lines
    private = ("You ", "is dealt", " sees that ", " now holds ")
    assert not [line for line in lines if any(p in line for p in private)]


def test_replay_hears_everything(capsys):
    _, lines, _ = run(capsys, "--seed", "3", "--lang", "en", "--viewer", "all")
    assert any(" is dealt the " in line for line in lines)


def test_same_seed_same_game_in_every_language(capsys):
    _, english, _ = run(capsys, "--seed", "8", "--lang", "en", "--edition", "kanai")
    _, japanese, _ = run(capsys, "--seed", "8", "--lang", "ja", "--edition", "kanai")
    assert len(english) == len(japanese) and english != japanese
    assert japanese[0].startswith("ラウンド1を始めます。")


def test_unknown_language_falls_back_with_one_notice(capsys):
    code, lines, err = run(capsys, "--seed", "1", "--lang", "klingon")
    assert code == 0 and lines[0].startswith("Round 1 begins.")
    assert err.count("Unknown language “klingon”: using English.") == 1


def test_bad_viewer_and_player_count_are_refused(capsys):
    assert main(["simulate", "--players", "3", "--viewer", "5"]) == 2
    assert capsys.readouterr().err == \
        "--viewer must be a seat from 0 to 2, “spectator” or “all”, not “5”.\n"
    assert main(["simulate", "--edition", "premium", "--players", "2"]) == 2


def test_keys_prints_a_key_list_in_each_language(capsys, tmp_path):
    assert main(["keys", "--lang", "de"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "  h: deine Hand, mit Wert und Wirkung jeder Karte" in lines
    assert "  , (Komma) oder Bild auf: ältere Meldung im Verlauf" in lines
    settings = tmp_path / "settings.json"
    settings.write_text('{"keymap": {"hand": "y"}}', encoding="utf-8")
    assert main(["keys", "--lang", "en", "--settings", str(settings)]) == 0
    assert "  y: your hand, with each card's value and effect" in capsys.readouterr().out


def test_keys_is_a_printable_sheet_in_text_and_html(capsys):
    assert main(["keys", "--lang", "ja"]) == 0
    sheet = capsys.readouterr().out
    lines = sheet.splitlines()
    assert lines[0].startswith("キーボードで遊ぶラブレター") and lines[1] == ""
    assert sheet.count("\n\n") >= 6, "groups are separated by blank lines"
    assert "  h：" in sheet and "  Home、End：" in sheet and "半角英数" in sheet
    assert "Fn" in sheet and "左矢印" in sheet, "laptops' Fn and the setup keys"
    assert "視覚障害者向けバリアント" in sheet and "履歴" in sheet
    assert main(["keys", "--lang", "en", "--format", "html"]) == 0
    html = capsys.readouterr().out
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    assert "<h1>" in html and html.count("<h2>") >= 7 and "<table" not in html
    assert "<kbd>h</kbd>" in html and "font-size: 24pt" in html


def test_keys_of_another_game_list_its_own_review_keys(capsys, tmp_path):
    assert main(["keys", "--game", "verraeter", "--lang", "de"]) == 0
    sheet = capsys.readouterr().out
    lines = sheet.splitlines()
    assert lines[0] == "Verräter mit der Tastatur: die Tasten"
    assert "  f: Die Schlacht" in lines and "  l: Der Ring der Landschaften" in lines
    assert "Leertaste: den markierten Eintrag abhaken" in sheet
    assert "Hand, mit Wert und Wirkung" not in sheet and "Variante" not in sheet
    settings = tmp_path / "settings.json"
    settings.write_text('{"keymap": {"review_courts": "y"}}', encoding="utf-8")
    assert main(["keys", "--game", "disloyal-royals", "--lang", "en",
                 "--settings", str(settings), "--format", "html"]) == 0
    html = capsys.readouterr().out
    assert "<h1>Disloyal Royals at the keyboard: the keys</h1>" in html
    assert "<kbd>y</kbd>" in html and "<kbd>h</kbd>" in html
    assert "<kbd>F2</kbd>" in html, "its card reference"


def test_arena_command_prints_json_and_refuses_unknown_bots(capsys):
    import json
    assert main(["arena", "--bots", "heuristic,beginner,random", "--games", "2",
                 "--edition", "kanai", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [b["name"] for b in result["bots"]] == ["heuristic", "beginner", "random"]
    assert set(result["bots"][0]) >= {"name", "games_won_share", "rounds_won_share",
                                      "decision_ms_median", "decision_ms_p99"}
    assert main(["arena", "--bots", "heuristic,wizard"]) == 2
    assert "There is no bot called “wizard”" in capsys.readouterr().err


def test_beliefs_command_shows_that_reading_plays_helps(capsys):
    import json
    assert main(["beliefs", "--players", "2", "--rounds", "400", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["guesses"] > 1000
    counting, habits = result["counting"], result["habits"]
    assert 0.1 < counting["right_share"] < habits["right_share"] < 0.6
    assert counting["mean_log_p"] < habits["mean_log_p"] < 0
    assert main(["beliefs", "--players", "9"]) == 2
    assert "2–6 players" in capsys.readouterr().err


def test_an_option_given_before_the_command_is_kept(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path / "config"))
    settings = tmp_path / "settings.json"
    settings.write_text('{"keymap": {"hand": "y"}}', encoding="utf-8")
    assert main(["--settings", str(settings), "keys", "--lang", "en"]) == 0
    assert "  y: your hand, with each card's value and effect" in capsys.readouterr().out
    assert main(["--players", "3", "--lang", "en", "simulate", "--viewer", "all"]) == 0
    assert "Player 3" in capsys.readouterr().out
    assert main(["--players", "3", "simulate", "--players", "2", "--lang", "en",
                 "--viewer", "all"]) == 0
    assert "Player 3" not in capsys.readouterr().out  # given again after: that one counts


def test_keys_speaks_the_language_saved_in_its_settings_file(capsys, tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text('{"language": "de"}', encoding="utf-8")
    assert main(["keys", "--settings", str(settings)]) == 0
    assert "  h: deine Hand, mit Wert und Wirkung jeder Karte" in capsys.readouterr().out.splitlines()


def test_the_key_sheet_is_made_from_the_games_descriptor():
    """Title, notes and review keys come from the game, Love Letter's too: without its
    own title and notes it reads like any game's; with them any game reads like it."""
    import dataclasses

    from accessible_ll.games import find_game
    from accessible_ll.keysheet import text_sheet
    from accessible_ll.kit import KeySheet
    from accessible_ll.games.love_letter import words as lw
    texts = Texts.for_language("en")
    love_letter, verraeter = find_game("love-letter"), find_game("verraeter")
    plain = text_sheet(texts, {"review_hand": "y"},
                       dataclasses.replace(love_letter, tools=dataclasses.replace(
                           love_letter.tools, sheet=KeySheet())))
    assert plain.startswith("Love Letter at the keyboard: the keys\n")
    assert "\nThe blind-player variant\n" not in plain
    assert "  y: your hand, with each card's value and effect" in plain, "as its screen binds it"
    sheet = KeySheet(lw.SHEET_TITLE, ((lw.SHEET_VARIANT, (lw.HELP_BLIND_VARIANT,)),))
    noted = text_sheet(texts, None, dataclasses.replace(
        verraeter, tools=dataclasses.replace(verraeter.tools, sheet=sheet)))
    assert noted.startswith("Love Letter by keyboard: the keys\n")
    assert "\nThe blind-player variant\nThe blind-player variant, from the German rules" in noted


def test_beliefs_refuses_a_game_whose_bots_guess_no_hidden_cards(capsys):
    for language, words in (("en", "Traitor (Verräter) has no bots that guess hidden cards"),
                            ("de", "Verräter hat keine Bots, die verdeckte Karten erraten"),
                            ("ja", "伏せられたカードを推測するボットがありません。")):
        assert main(["--lang", language, "beliefs", "--game", "verraeter"]) == 2
        assert words in capsys.readouterr().err


def test_love_letters_scenario_is_played_through_its_descriptor(capsys, monkeypatch, tmp_path):
    """The command knows no game's scenarios: Love Letter's too come through its
    descriptor, with the listener's words and the file's name."""
    import dataclasses
    import json

    from accessible_ll.games import find_game
    game, heard = find_game("love-letter"), []

    def played(data, words, name):
        heard.append((data["edition"], words.language, name))
        return game.tools.run_scenario(data, words, name)
    monkeypatch.setattr("accessible_ll.cli_commands.find_game",
                        lambda game_id: dataclasses.replace(
                            game, tools=dataclasses.replace(game.tools, run_scenario=played)))
    path = tmp_path / "countess.json"
    path.write_text((Path(__file__).parents[1] / "scenarios" / "countess_forced.json").read_text())
    assert main(["scenario", str(path), "--lang", "de"]) == 0
    assert heard == [("2019", "de", str(path))]
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "countess_required"
