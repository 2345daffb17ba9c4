"""``accessible-ll table-bench`` for every game of the registry: each player count it
allows, tables of several games in one run, each with its own figures, and a bench
that plays every seed to its end; and what lets one host serve many tables (each step
of a decision found once between two moves, each language's words read once)."""

from __future__ import annotations

import asyncio
import json

import pytest

from accessible_ll.cli import main
from accessible_ll.games import GAMES, find_game
from accessible_ll.net import bench
from accessible_ll.net import protocol as p

FIGURES = {"tables": 3, "players": 4, "think_s": 0.0, "actions": 9, "seconds": 1.0,
           "latency_ms_median": 1.0, "latency_ms_p99": 2.0, "idle_rss_mib": 30.0,
           "peak_rss_mib": 31.0, "host_cpu_s": 0.5,
           "games": {"verraeter": {"tables": 3, "players": 4, "actions": 9,
                                   "latency_ms_median": 1.0, "latency_ms_p99": 2.0}}}


def counts() -> list[tuple[str, int]]:
    """Every game with every player count its first variant allows."""
    return [(game, players) for game in GAMES
            for players in find_game(game).variants[0].player_counts]


# ----- every game, every player count, every seed --------------------------------------

def test_every_game_plays_at_every_player_count_to_its_end_on_several_seeds():
    """Two tables of each game at each count it allows, each dealt by its own seed,
    from one host; every seat a scripted person's, every game played to its end."""
    plan = [bench.BenchTable(game, players, seed)
            for game, players in counts() for seed in (5 * players, 5 * players + 1)]
    result = bench.run_plan(plan, think=0, within=90)
    assert list(result["games"]) == list(GAMES)
    for game, figures in result["games"].items():
        tables = sum(1 for table in plan if table.game == game)
        assert figures["tables"] == tables
        assert figures["players"] == list(find_game(game).variants[0].player_counts) \
            if game != "disloyal-royals" else figures["players"] == 2
        assert figures["actions"] >= tables * 10, game  # whole games, heard by every seat
        assert 0 < figures["latency_ms_median"] <= figures["latency_ms_p99"] < 5000
    assert result["host_cpu_s"] > 0


def test_a_run_of_every_game_plays_them_in_turn_each_at_a_count_it_seats():
    result = bench.run_table_bench(4, 4, 1, 0, within=60, games=list(GAMES))
    assert list(result["games"]) == list(GAMES)
    assert {game: figures["tables"] for game, figures in result["games"].items()} == {
        "love-letter": 2, "disloyal-royals": 1, "verraeter": 1}
    assert result["games"]["disloyal-royals"]["players"] == 2  # its only count
    assert result["actions"] == sum(f["actions"] for f in result["games"].values())
    assert 0 < result["seated_s"] < result["seconds"]  # once every seat sat: apart
    assert 0 < result["actions_seated"] <= result["actions"]


def test_the_tables_of_a_run_take_their_games_in_turn_and_their_seeds_one_by_one():
    plan = bench.plan_tables(["verraeter", "disloyal-royals"], 4, 6, 10)
    assert [(t.game, t.players, t.seed) for t in plan] == [
        ("verraeter", 5, 10), ("disloyal-royals", 2, 11),
        ("verraeter", 5, 12), ("disloyal-royals", 2, 13)]


# ----- the command -----------------------------------------------------------------------

def test_the_command_names_its_games_and_takes_up_to_500_tables(capsys, monkeypatch):
    calls = []
    monkeypatch.setattr(bench, "run_table_bench",
                        lambda *args, **named: calls.append((args, named)) or FIGURES)
    assert main(["table-bench", "--game", "mixed", "--tables", "500", "--think", "0",
                 "--json"]) == 0
    assert calls[-1] == ((500, 4, 1, 0.0), {"games": tuple(GAMES)})
    assert json.loads(capsys.readouterr().out) == FIGURES
    assert main(["table-bench", "--game", "verraeter,Love-Letter,verraeter",
                 "--players", "3"]) == 0
    assert calls[-1] == ((8, 3, 1, 0.1), {"games": ("verraeter", "love-letter")})
    said = capsys.readouterr().out
    assert said.startswith("3 tables of 4 remote clients")
    assert "\n  verraeter: 3 tables of 4, 9 actions, 1.0 ms median, 2.0 ms p99" in said
    assert "0.5 s of processor time" in said


@pytest.mark.parametrize("argv,said", [
    (["--game", "disloyal-royals", "--players", "4", "--lang", "en"],
     "Disloyal Royals is for 2 players, not 4."),
    (["--game", "verraeter", "--players", "6", "--lang", "de"],
     "Verräter ist für 3–5 Spieler, nicht für 6."),
    (["--tables", "501", "--lang", "en"], "--tables must be a whole number from 1 to 500"),
    (["--game", "chess", "--lang", "en"], "--game must be one of love-letter, "
                                          "disloyal-royals, verraeter, mixed, not “chess”."),
])
def test_a_run_the_games_cannot_play_is_refused_in_words(argv, said, capsys, monkeypatch):
    monkeypatch.setattr(bench, "run_table_bench", lambda *args, **named: FIGURES)
    assert main(["table-bench", *argv]) == 2
    assert said in capsys.readouterr().err


# ----- a scripted seat -------------------------------------------------------------------

def test_a_scripted_seat_refused_an_item_sends_the_next_and_counts_a_step_with_none():
    async def run() -> tuple[list[dict], dict]:
        tally: dict = {"sent": {}, "heard": {}}
        seat = bench.ScriptedSeat(tally, 0, None, None)
        items = [{"value": 1, "label": "a", "enabled": True},
                 {"value": 2, "label": "b", "enabled": True}]
        seat.on_ask(p.match_message("ask", key="card", prompt="?", items=items,
                                    chosen={}, moves=4))
        await asyncio.sleep(0.01)
        seat.on_refused(p.match_message("refused", code="not_offered", text="No."))
        seat.on_refused(p.match_message("refused", code="not_offered", text="No."))
        return seat.drain(), tally
    sent, tally = asyncio.run(run())
    assert [msg["chosen"] for msg in sent] == [{"card": 1}, {"card": 2}]
    assert tally["stuck"] == 1  # nothing left to try: the bench says so in the end
