"""The ``accessible-ll`` command: play, and the tools around the game."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from accessible_ll.editions import DEFAULT_EDITION, EDITIONS, find_edition
from accessible_ll.narration.i18n import LANGUAGES, Texts, resolve_language

EXIT_USAGE = 2


def _texts(requested: str | None) -> Texts:
    """The listener's language; an unknown one falls back to English with a notice."""
    language, unknown = resolve_language(requested)
    if unknown:
        print(f"Unknown language “{requested}”: using English. "
              f"Available: {', '.join(LANGUAGES)}.", file=sys.stderr)
    return Texts.for_language(language)


def _cmd_scenario(args: argparse.Namespace) -> int:
    from accessible_ll.scenario import ScenarioError, load_scenario, run_scenario
    texts = _texts(args.lang)
    try:
        scenario = load_scenario(args.file)
    except ScenarioError as error:
        print(error.localized(texts), file=sys.stderr)
        return EXIT_USAGE
    print(json.dumps(run_scenario(scenario, texts), ensure_ascii=False))
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from accessible_ll.bench import run_bench
    edition = find_edition(args.edition)
    if args.players not in edition.decks:
        print(f"The {edition.id} edition is for {edition.player_counts[0]}–"
              f"{edition.player_counts[-1]} players.", file=sys.stderr)
        return EXIT_USAGE
    result = run_bench(edition.id, args.players, args.rounds, args.seed, args.repeat)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['edition']}, {result['players']} players, {result['rounds']} rounds: "
              f"{result['rounds_per_second']:.0f} rounds per second, "
              f"{result['us_per_action']:.2f} µs per action")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(prog="accessible-ll", description=(
        "Love Letter for screen-reader, braille and keyboard players."))
    sub = parser.add_subparsers(dest="command")

    scenario = sub.add_parser("scenario", help="play a scenario file and print the result")
    scenario.add_argument("file")
    scenario.add_argument("--lang", help="language of messages: ja, en or de")
    scenario.set_defaults(run=_cmd_scenario)

    bench = sub.add_parser("bench", help="measure the rules engine's speed")
    bench.add_argument("--edition", default=DEFAULT_EDITION, choices=sorted(EDITIONS))
    bench.add_argument("--players", type=int, default=2)
    bench.add_argument("--rounds", type=int, default=20000)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--repeat", type=int, default=3, help="runs; the best is shown")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.set_defaults(run=_cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
