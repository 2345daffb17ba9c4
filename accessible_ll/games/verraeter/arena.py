"""Bot matches: win shares and decision times.

    python -m accessible_ll.games.verraeter.arena --players 4 [--games 300]

plays, for each pairing (heuristic against random bots, expert against heuristic bots,
and random alone for speed), games where the first bot takes every seat in turn, and
prints its share of wins (a shared win counts as a fraction: 1/k for k winners), the
median and 95th percentile of each level's decision time, and games per second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Sequence

from .bots import LEVELS
from .state import State
from .view import view


def play(levels: Sequence[str], seed: int, rotate: int = 0,
         timings: dict[str, list[float]] | None = None) -> tuple[State, list[str]]:
    """One game: the bot of ``levels[i]`` plays seat ``(i + rotate) % players``.

    Returns the final state and the level at each seat.
    """
    players = len(levels)
    at_seat = [levels[(seat - rotate) % players] for seat in range(players)]
    bots = [LEVELS[level]() for level in at_seat]
    state = State.new(players, seed)
    rng = random.Random(f"{seed}/bots")
    while state.deciders():
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        begin = time.perf_counter()
        action = bots[seat].choose(view(state, seat), legal, rng)
        if timings is not None:
            timings.setdefault(at_seat[seat], []).append(time.perf_counter() - begin)
        state.apply(action)
    return state, at_seat


def match(hero: str, others: str, players: int, games: int, seed: int = 1) -> dict:
    """``hero`` against ``players - 1`` bots of level ``others``, seats rotating."""
    share = 0.0
    timings: dict[str, list[float]] = {}
    begin = time.perf_counter()
    for game in range(games):
        levels = [hero] + [others] * (players - 1)
        state, _ = play(levels, seed * 100_003 + game, rotate=game % players,
                        timings=timings)
        winners = state.outcome().winners
        hero_seat = game % players
        if hero_seat in winners:
            share += 1 / len(winners)
    elapsed = time.perf_counter() - begin
    return {"share": share / games, "games": games, "seconds": elapsed,
            "median_ms": {k: 1000 * statistics.median(v) for k, v in timings.items()},
            "p95_ms": {k: 1000 * sorted(v)[int(0.95 * len(v))] for k, v in timings.items()}}


def main(argv: Sequence[str] | None = None) -> int:
    """Print the arena's figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    n = args.players
    equal = 1 / n
    for hero, others in (("heuristic", "random"), ("expert", "heuristic"),
                         ("expert", "random")):
        result = match(hero, others, n, args.games, args.seed)
        times = ", ".join(f"{k} {v:.2f} ms (p95 {result['p95_ms'][k]:.2f})"
                          for k, v in sorted(result["median_ms"].items()))
        print(f"{hero} vs {n - 1} {others}: {100 * result['share']:.1f}% of "
              f"{args.games} games (equal share {100 * equal:.0f}%); "
              f"median decision {times}")
    begin = time.perf_counter()
    count = max(50, args.games // 2)
    for game in range(count):
        play(["random"] * n, args.seed * 7919 + game)
    print(f"random bots: {count / (time.perf_counter() - begin):.0f} games per second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
