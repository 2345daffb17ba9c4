"""``accessible-ll table-bench`` on protocol version 2: a host process with a table of
Love Letter, its seats people's clients over WebSocket on 127.0.0.1, each driven by a
script that takes the first item it may choose; the figures it reports."""

from __future__ import annotations

import asyncio
import json

from accessible_ll.cli import main
from accessible_ll.net import bench
from accessible_ll.net import protocol as p
from tests.net.helpers import until

KEYS = {"tables", "players", "think_s", "actions", "seconds", "latency_ms_median",
        "latency_ms_p99", "idle_rss_mib", "peak_rss_mib"}
FIGURES = {"tables": 8, "players": 4, "think_s": 0.1, "actions": 600, "seconds": 30.0,
           "latency_ms_median": 7.5, "latency_ms_p99": 20.0, "idle_rss_mib": 30.0,
           "peak_rss_mib": 31.0}


def test_the_command_prints_its_figures(capsys, monkeypatch):
    calls = []
    monkeypatch.setattr(bench, "run_table_bench", lambda *args: calls.append(args) or FIGURES)
    assert main(["table-bench", "--tables", "3", "--players", "2", "--think", "0.5",
                 "--json"]) == 0
    assert calls == [(3, 2, 1, 0.5)]
    assert json.loads(capsys.readouterr().out) == FIGURES


def test_three_tables_of_four_are_played_to_their_end_and_measured():
    """Twelve clients from one address (more than the host lets wait to join at once:
    they join one at a time), bounded to 30 seconds."""
    result = bench.run_table_bench(tables=3, players=4, think=0, within=30)
    assert set(result) == KEYS
    assert (result["tables"], result["players"], result["think_s"]) == (3, 4, 0)
    assert result["actions"] >= 60  # every move of three whole games, heard by all seats
    assert 0 < result["latency_ms_median"] <= result["latency_ms_p99"] < 5000
    assert 0 < result["idle_rss_mib"] <= result["peak_rss_mib"]


def test_a_table_whose_guard_has_only_cards_in_sight_to_name_plays_to_its_end():
    """Seeds 22 and 24 deal a game where a Guard's every card to name is in sight: the
    scripted seat names one that cannot hit (it was once offered nothing to choose)."""
    for seed in (22, 24):
        result = bench.run_table_bench(tables=1, players=4, seed=seed, think=0, within=30)
        assert result["actions"] >= 20, seed


def test_the_described_figures_name_what_was_measured():
    text = bench.describe(FIGURES)
    assert text.startswith("8 tables of 4 remote clients")
    assert "7.5 ms median, 20.0 ms p99" in text and "31.0 MiB at its peak" in text


def test_a_scripted_seat_chooses_the_first_possible_item_of_each_step():
    async def run() -> list[dict]:
        seat = bench.ScriptedSeat({"sent": {}, "heard": {}}, 0, None, None)
        items = [{"value": 1, "label": "a", "enabled": False, "reason": "no"},
                 {"value": 2, "label": "b", "enabled": True},
                 {"value": 3, "label": "c", "enabled": True}]
        seat.on_ask(p.match_message("ask", key="card", prompt="?", items=items,
                                    chosen={}, moves=4))
        seat.on_ask(p.match_message("ask", key="marks", prompt="?", items=items,
                                    several=True, least=2, chosen={"card": 2}, moves=4))
        await until(lambda: len(seat.outbox) == 2, what="both steps answered")
        return seat.drain()
    sent = asyncio.run(run())
    assert [msg["chosen"] for msg in sent] == [{"card": 2}, {"card": 2, "marks": [2, 3]}]
    assert {msg["type"] for msg in sent} == {"choose"}
