"""The arena: whole games between bots, their win shares and their thinking time."""

from __future__ import annotations

import math
import random
import statistics
from typing import Sequence

from accessible_ll.games import DEFAULT_GAME, find_game
from accessible_ll.kit import Outcome
from accessible_ll.play import bot_game


#: A game still going after this many decisions is stopped and won by nobody.
MAX_DECISIONS = 20_000
NO_WINNER = Outcome((), ())


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% confidence interval of a share (Wilson score interval)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_arena(bots: Sequence[str], variant: str | None, games: int, seed: int = 1,
              game_id: str = DEFAULT_GAME, options: dict | None = None) -> dict:
    """Play ``games`` games; entry i of ``bots`` moves one seat on each game (the seats
    turn each game). Every winner of a shared win counts the game as won."""
    game = find_game(game_id)
    players = len(bots)
    rng = random.Random(seed)
    levels = [game.tools.bots[name]() for name in bots]
    games_won = [0] * players
    rounds_won = [0] * players
    rounds = stalled = 0
    thinking: list[list[float]] = [[] for _ in bots]
    for number in range(games):
        seat_of = [(entry + number) % players for entry in range(players)]
        entry_at = {seat: entry for entry, seat in enumerate(seat_of)}
        seated = [levels[entry_at[seat]] for seat in range(players)]
        for decisions, step in enumerate(
                bot_game(game, variant, bots, rng.random(), options, rng, seated)):
            if decisions > MAX_DECISIONS:  # both sides may pass for ever in some games
                stalled += 1
                break
            if step.seat is None:
                continue
            thinking[entry_at[step.seat]].append(step.thinking_ms)
            if game.rules.rounds and not step.state.deciders():  # a round ended
                rounds += 1
                for seat in game.rules.rounds.winners(step.state):
                    rounds_won[entry_at[seat]] += 1
        for seat in (step.state.outcome() or NO_WINNER).winners:
            games_won[entry_at[seat]] += 1
    return {
        "game": game.id, "edition": game.find_variant(variant).id, "games": games,
        "rounds": rounds or games, "has_rounds": bool(rounds), "stalled": stalled,
        "bots": [_entry(name, games_won[i], games, rounds_won[i] if rounds else games_won[i],
                        rounds or games, thinking[i])
                 for i, name in enumerate(bots)],
    }


def _entry(name: str, games_won: int, games: int, rounds_won: int, rounds: int,
           thinking: list[float]) -> dict:
    ordered = sorted(thinking) or [0.0]
    return {
        "name": name,
        "games_won_share": round(games_won / games, 4),
        "games_won_ci95": [round(v, 4) for v in wilson(games_won, games)],
        "rounds_won_share": round(rounds_won / rounds, 4),
        "rounds_won_ci95": [round(v, 4) for v in wilson(rounds_won, rounds)],
        "decision_ms_median": round(statistics.median(ordered), 3),
        "decision_ms_p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3),
        "decisions": len(thinking),
    }


def describe(result: dict) -> list[str]:
    """The arena's result as lines of text."""
    rounds = result.get("has_rounds", True)
    head = f"{result.get('game', DEFAULT_GAME)} {result['edition']}: {result['games']} games"
    lines = [head + (f", {result['rounds']} rounds" if rounds else "")
             + (f", {result['stalled']} stopped unfinished" if result.get("stalled") else "")]
    for i, bot in enumerate(result["bots"]):
        g, r = bot["games_won_ci95"], bot["rounds_won_ci95"]
        won = (f"rounds won {bot['rounds_won_share']:.1%} (95% CI {r[0]:.1%}–{r[1]:.1%}), "
               if rounds else "")
        lines.append(
            f"{i + 1}. {bot['name']}: games won {bot['games_won_share']:.1%} "
            f"(95% CI {g[0]:.1%}–{g[1]:.1%}), {won}decision "
            f"{bot['decision_ms_median']:.2f} ms median, {bot['decision_ms_p99']:.2f} ms p99")
    return lines
