"""The settings file keeps a player's preferences flat and each game's table apart:
an older file's flat table is Love Letter's, nothing lost; each field of each table is
checked on its own."""

from __future__ import annotations

import json

from accessible_ll.games import find_game
from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import (GameTable, Settings, keep_backup, load_settings,
                                    save_settings, with_table)

OLD = {"language": "de", "edition": "premium", "players": 5,
       "seats": ["human", "expert", "random", "human", "beginner"],
       "names": ["Anna", "", "Cem", "Dora", ""], "blind_variant": True, "target": 3,
       "sound": False, "volume": 0.4, "verbosity": "full", "bot_pace": 0.5,
       "keymap": {"hand": "y"}, "voice": "game", "seat_keys": {"table-1": "k"}}


def test_an_older_file_is_love_letters_table_with_nothing_lost(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(OLD))
    loaded = load_settings(path)
    assert loaded.notice() is None and loaded.dropped == []
    kept = loaded.settings.fitted()
    assert kept.game == "love-letter"
    assert kept.tables["love-letter"] == GameTable(
        "premium", 5, OLD["seats"], OLD["names"], {"blind": True, "target": 3})
    assert (kept.language, kept.sound, kept.volume, kept.verbosity, kept.bot_pace,
            kept.keymap, kept.voice, kept.seat_keys) == (
        "de", False, 0.4, "full", 0.5, {"hand": "y"}, "game", {"table-1": "k"})
    save_settings(kept, path)
    saved = json.loads(path.read_text())
    assert not set(saved) & {"edition", "players", "seats", "names", "blind_variant", "target"}
    assert saved["tables"]["love-letter"]["options"] == {"blind": True, "target": 3}
    assert load_settings(path).settings.fitted() == kept


def test_the_new_shape_round_trips_with_every_games_table(tmp_path):
    settings = with_table(with_table(Settings(language="ja", edition="classic", players=3),
                                     "disloyal-royals", names=["Ann", "Bo"],
                                     options={"first": 1}),
                          "verraeter", players=4, seats=["human", "expert", "random", "human"],
                          options={"start": 3})
    settings.game = "verraeter"
    path = save_settings(settings, tmp_path / "settings.json")
    data = json.loads(path.read_text())
    assert data["game"] == "verraeter" and set(data["tables"]) == {
        "love-letter", "disloyal-royals", "verraeter"}
    assert data["tables"]["verraeter"] == {
        "variant": "standard", "players": 4, "seats": ["human", "expert", "random", "human"],
        "names": ["", "", "", ""], "options": {"start": 3}}
    again = load_settings(path)
    assert again.dropped == [] and again.settings.fitted() == settings
    assert Settings.from_json(settings.to_json()) == settings
    assert (again.settings.players, again.settings.seats[1]) == (4, "expert")  # the chosen game's


def test_a_wrong_field_of_one_table_costs_only_itself_and_a_backup_keeps_it(tmp_path):
    path = tmp_path / "settings.json"
    original = json.dumps({"game": "verraeter", "volume": 0.5, "tables": {
        "love-letter": {"variant": "classic", "players": 3, "options": {"target": 4}},
        "verraeter": {"players": 4, "seats": ["human", "beginner"], "names": ["Ann"],
                      "options": {"start": 7, "colour": "red"}},
        "disloyal-royals": {"players": "two", "options": {"first": 1}},
        "chess": {"players": 2}}}).encode()
    path.write_bytes(original)
    loaded = keep_backup(load_settings(path))
    assert sorted(loaded.dropped) == [
        "tables.chess", "tables.disloyal-royals.players", "tables.verraeter.options.colour",
        "tables.verraeter.options.start", "tables.verraeter.seats"]  # no beginner bot there
    kept = loaded.settings.fitted()
    assert (kept.game, kept.volume) == ("verraeter", 0.5)
    assert kept.tables["verraeter"] == GameTable("standard", 4, ["human", "heuristic",
                                                                 "heuristic", "heuristic"],
                                                 ["Ann", "", "", ""], {"start": None})
    assert kept.tables["disloyal-royals"].options == {"first": 1}
    assert kept.tables["love-letter"] == GameTable("classic", 3, ["human", "heuristic",
                                                                  "heuristic"], ["", "", ""],
                                                   {"blind": False, "target": 4})
    assert loaded.backup == tmp_path / "settings.json.broken.1"
    assert loaded.backup.read_bytes() == original
    said = loaded.notice().localized(Texts.for_language("en"))
    assert "tables.disloyal-royals.players" in said and str(loaded.backup) in said


def test_a_game_not_set_yet_starts_from_love_letters_seats_and_names():
    settings = Settings(players=3, seats=["human", "human", "expert"], names=["A", "B", "C"])
    royals = settings.table("disloyal-royals").fitted(find_game("disloyal-royals"))
    assert (royals.players, royals.seats, royals.names) == (2, ["human", "human"], ["A", "B"])
    assert "disloyal-royals" not in settings.tables  # kept only once it is set
