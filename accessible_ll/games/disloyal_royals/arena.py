"""Bot-versus-bot matches: win shares and decision times.

``python -m accessible_ll.games.disloyal_royals.arena`` plays the three standard
matches (heuristic v random, expert v heuristic, random v random) and prints them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from accessible_ll.games.disloyal_royals.bots import LEVELS
from accessible_ll.games.disloyal_royals.state import new_state
from accessible_ll.games.disloyal_royals.view import view

#: The matches the command plays by default, with the goal of the first bot.
#: Both players may pass forever; a game this long counts as a stalled draw.
MAX_ACTIONS = 5000
STANDARD = (("heuristic", "random", 0.85), ("expert", "heuristic", 0.60),
            ("random", "random", None))


def play_match(first: str, second: str, games: int, seed: int = 1) -> dict:
    """Play ``games`` games of bot ``first`` (seat 0) against ``second`` (seat 1), the
    seats taking turns to begin. Returns win and draw shares and decision times (ms)."""
    bots = [LEVELS[first](), LEVELS[second]()]
    rng = random.Random(seed)
    wins, draws, actions, stalled = [0, 0], 0, 0, 0
    thinking: list[list[float]] = [[], []]
    started = time.perf_counter()
    for game in range(games):
        state = new_state(f"{seed}/{game}", first=game % 2)
        for _ in range(MAX_ACTIONS):
            if state.outcome() is not None:
                break
            seat = state.deciders()[0]
            seen = view(state, seat)
            clock = time.perf_counter()
            action = bots[seat].choose(seen, seen.legal_actions, rng)
            thinking[seat].append((time.perf_counter() - clock) * 1000)
            state.apply(action)
            actions += 1
        else:
            stalled += 1
            draws += 1
            continue
        winners = state.outcome().winners
        if not winners:
            draws += 1
        for seat in winners:
            wins[seat] += 1
    elapsed = time.perf_counter() - started
    return {
        "bots": [first, second], "games": games,
        "wins": [w / games for w in wins], "draws": draws / games, "stalled": stalled,
        "median_ms": [statistics.median(t) if t else 0.0 for t in thinking],
        "games_per_second": games / elapsed, "actions_per_game": actions / games,
    }


def games_per_second(games: int = 200, seed: int = 1) -> float:
    """Random-versus-random games per second, without views or bots' thinking."""
    started = time.perf_counter()
    for game in range(games):
        rng = random.Random(game)
        state = new_state(f"{seed}/{game}")
        while state.outcome() is None:
            state.apply(rng.choice(state.legal_actions(state.current)))
    return games / (time.perf_counter() - started)


def describe(result: dict, goal: float | None = None) -> str:
    """One line for a match."""
    first, second = result["bots"]
    line = (f"{first} v {second}: {result['games']} games, {first} wins "
            f"{result['wins'][0]:.1%}, {second} wins {result['wins'][1]:.1%}, draws "
            f"{result['draws']:.1%}; median decision {result['median_ms'][0]:.2f} ms / "
            f"{result['median_ms'][1]:.2f} ms")
    if result["stalled"]:
        line += f"; {result['stalled']} games stalled (counted as draws)"
    if goal is not None:
        line += f" (goal {goal:.0%}: {'met' if result['wins'][0] >= goal else 'NOT met'})"
    return line


def main(argv: list[str] | None = None) -> int:
    """Print the standard matches (or one match) and the engine's speed."""
    parser = argparse.ArgumentParser(prog="python -m accessible_ll.games.disloyal_royals.arena")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("bots", nargs="*", help="two bot levels (default: the standard matches)")
    args = parser.parse_args(argv)
    if args.bots and (len(args.bots) != 2 or any(b not in LEVELS for b in args.bots)):
        parser.error(f"name two of: {', '.join(LEVELS)}")
    matches = [(*args.bots, None)] if args.bots else STANDARD
    for first, second, goal in matches:
        print(describe(play_match(first, second, args.games, args.seed), goal), flush=True)
    print(f"engine: {games_per_second(seed=args.seed):.0f} random games per second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
