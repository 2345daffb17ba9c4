"""The ``accessible-ll`` command: play, and the tools around the game."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

from accessible_ll.editions import DEFAULT_EDITION, EDITIONS, find_edition
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import LANGUAGES, Texts, resolve_language

EXIT_USAGE = 2


def _texts(requested: str | None) -> Texts:
    """The listener's language; an unknown one falls back to English with a notice."""
    language, unknown = resolve_language(requested)
    texts = Texts.for_language(language)
    if unknown:
        print(texts.text(m.UNKNOWN_LANGUAGE, language=requested,
                         languages=", ".join(LANGUAGES)), file=sys.stderr)
    return texts


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


def _viewer(text: str) -> int | str | None:
    from accessible_ll.narration.narrator import REPLAY
    if text == "spectator":
        return None
    if text == REPLAY:
        return REPLAY
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a seat number, 'spectator' or 'all', not {text!r}") from None


def _cmd_simulate(args: argparse.Namespace) -> int:
    from accessible_ll.simulate import simulate
    edition = find_edition(args.edition)
    problem = _check_players(edition, args.players)
    if problem is None and isinstance(args.viewer, int) and not 0 <= args.viewer < args.players:
        problem = f"--viewer must be a seat from 0 to {args.players - 1}."
    if problem:
        return _refuse(problem)
    for line in simulate(edition.id, args.players, args.seed, _texts(args.lang), args.viewer):
        print(line)
    return 0


def _refuse(problem: str) -> int:
    """Say why a command cannot run (on stderr) and give the usage exit code."""
    print(problem, file=sys.stderr)
    return EXIT_USAGE


def _check_players(edition, players: int) -> str | None:
    counts = edition.player_counts
    if players not in counts:
        return f"The {edition.id} edition is for {counts[0]}–{counts[-1]} players."
    return None


def _cmd_bench(args: argparse.Namespace) -> int:
    from accessible_ll.bench import run_bench
    edition = find_edition(args.edition)
    problem = _check_players(edition, args.players)
    if problem:
        return _refuse(problem)
    result = run_bench(edition.id, args.players, args.rounds, args.seed, args.repeat)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['edition']}, {result['players']} players, {result['rounds']} rounds: "
              f"{result['rounds_per_second']:.0f} rounds per second, "
              f"{result['us_per_action']:.2f} µs per action")
    return 0


def _cmd_sound_test(args: argparse.Namespace) -> int:
    from accessible_ll.audio import open_cue_player
    from accessible_ll.presenter import Presenter
    from accessible_ll.narration.narrator import Narrator
    from accessible_ll.soundcheck import sound_test
    from accessible_ll.speech import open_speaker
    texts = _texts(args.lang)
    speaker, spoken = open_speaker(args.speech_log)
    cues, notices = open_cue_player(volume=args.volume)
    presenter = Presenter(Narrator(texts, []), speaker, cues)
    for line in presenter.notices(notices):
        print(line)
    if not spoken:
        print(texts.text(m.NO_SPEECH_BACKEND))
        presenter.say(texts.text(m.NO_SPEECH_BACKEND), interrupt=False)
    sound_test(texts, speaker, cues)
    cues.close()
    return 0


def _cmd_latency(args: argparse.Namespace) -> int:
    from accessible_ll.audio import open_cue_player
    from accessible_ll.soundcheck import output_latency
    from accessible_ll.speech import open_speaker
    speaker, _ = open_speaker()
    cues, _ = open_cue_player()
    result = output_latency(speaker, cues, _texts("en"), games=args.games)
    cues.close()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['events']} spoken events: event to speaker call "
              f"{result['speech_ms_median']:.3f} ms median, {result['speech_ms_p99']:.3f} ms p99; "
              f"event to cue play() {result['cue_ms_median']:.3f} ms median, "
              f"{result['cue_ms_p99']:.3f} ms p99")
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    from accessible_ll.audio import open_cue_player
    from accessible_ll.presenter import notice_texts
    from accessible_ll.settings import HUMAN, load_settings, merge, settings_path
    from accessible_ll.speech import open_voices
    from accessible_ll.speech.modes import GAME, resolve_voice
    from accessible_ll.tui.app import make_app
    path = Path(args.settings) if args.settings else settings_path()
    settings, moved = load_settings(path)
    settings = _overrides(settings, args, merge, HUMAN)
    language, unknown = resolve_language(args.lang or settings.language)
    texts = Texts.for_language(language)
    notices = []
    if unknown:
        notices.append(texts.text(m.UNKNOWN_LANGUAGE, language=args.lang,
                                  languages=", ".join(LANGUAGES)))
    if moved is not None:
        notices.append(texts.text(m.SETTINGS_BROKEN, path=str(moved)))
    speaker, spoken, screen_reader = open_voices(args.speech_log)
    if not spoken and resolve_voice(settings.voice, screen_reader) == GAME:
        notices.append(texts.text(m.NO_SPEECH_BACKEND))
    cues, sound_notices = open_cue_player(enabled=settings.sound, volume=settings.volume,
                                          seats=settings.players)
    notices += notice_texts(texts, sound_notices)
    app = make_app(settings, speaker, cues, seed=args.seed, settings_file=path,
                   notices=notices, start_game=args.start, screen_reader=screen_reader)
    try:
        app.run()
    finally:
        cues.close()
    return 0


def _overrides(settings, args, merge, human):
    """The settings with the command line's choices applied."""
    changes = {"edition": args.edition, "players": args.players}
    if args.lang:
        changes["language"] = resolve_language(args.lang)[0]
    if args.bots:
        changes["seats"] = [human, *args.bots]
        if args.players is None:
            changes["players"] = 1 + len(args.bots)
    if args.blind_variant:
        changes["blind_variant"] = True
    if args.no_sound:
        changes["sound"] = False
    if args.voice:
        changes["voice"] = args.voice.replace("-", "_")
    return merge(settings, **changes)


def _cmd_ui_bench(args: argparse.Namespace) -> int:
    from accessible_ll.tui.bench import ui_bench
    print(json.dumps(ui_bench(args.runs, args.presses)))
    return 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from accessible_ll.arena import describe, run_arena
    from accessible_ll.bots import LEVELS
    names = [name.strip() for name in args.bots.split(",") if name.strip()]
    edition = find_edition(args.edition)
    unknown = [name for name in names if name not in LEVELS]
    problem = (f"Unknown bot {unknown[0]!r}: choose from {', '.join(LEVELS)}." if unknown
               else _check_players(edition, len(names)))
    if problem:
        return _refuse(problem)
    result = run_arena(names, edition.id, args.games, args.seed)
    print(json.dumps(result) if args.json else "\n".join(describe(result)))
    return 0


def _cmd_beliefs(args: argparse.Namespace) -> int:
    from accessible_ll.bots.accuracy import belief_accuracy, describe
    edition = find_edition(args.edition)
    problem = _check_players(edition, args.players)
    if problem:
        return _refuse(problem)
    result = belief_accuracy(edition.id, args.players, args.rounds, args.seed)
    print(json.dumps(result) if args.json else "\n".join(describe(result)))
    return 0


def _cmd_keys(args: argparse.Namespace) -> int:
    from accessible_ll.settings import load_settings
    from accessible_ll.tui.game_screen import key_lines
    settings, _ = load_settings(Path(args.settings)) if args.settings else (None, None)
    keymap = settings.keymap if settings else {}
    print("\n".join(key_lines(_texts(args.lang), keymap)))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    from accessible_ll.settings import SEAT_KINDS
    parser = argparse.ArgumentParser(prog="accessible-ll", description=(
        "Love Letter for screen-reader, braille and keyboard players. "
        "Without a command: play."))
    parser.add_argument("--lang", help="language: ja, en or de (default: the system's)")
    parser.add_argument("--edition", choices=sorted(EDITIONS))
    parser.add_argument("--players", type=int)
    parser.add_argument("--bots", nargs="+", choices=SEAT_KINDS, metavar="LEVEL",
                        help="who plays seats 2, 3...: a bot level, or 'human' (hot-seat)")
    parser.add_argument("--blind-variant", action="store_true",
                        help="only each player's last discard can be reviewed")
    parser.add_argument("--no-sound", action="store_true", help="no sound cues")
    parser.add_argument("--speech-log", metavar="FILE", help="also write what is said to FILE")
    parser.add_argument("--voice", choices=("game", "screen-reader"),
                        help="who speaks: the game's own voice, or your screen reader, which "
                             "reads each line the game writes (default: the screen reader "
                             "when one runs; saved)")
    parser.add_argument("--seed", type=int, help="fix the shuffles (a repeatable game)")
    parser.add_argument("--settings", metavar="FILE", help="read and save settings in FILE")
    parser.add_argument("--start", action="store_true", help="skip the setup screen")
    parser.set_defaults(run=_cmd_play)
    sub = parser.add_subparsers(dest="command")

    scenario = sub.add_parser("scenario", help="play a scenario file and print the result")
    scenario.add_argument("file")
    scenario.add_argument("--lang", help="language of messages: ja, en or de")
    scenario.set_defaults(run=_cmd_scenario)

    simulate = sub.add_parser("simulate", help="print what one listener hears in a bot game")
    simulate.add_argument("--edition", default=DEFAULT_EDITION, choices=sorted(EDITIONS))
    simulate.add_argument("--players", type=int, default=2)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--lang", help="language: ja, en or de (default: the system's)")
    simulate.add_argument("--viewer", type=_viewer, default=0,
                          help="a seat number, 'spectator' or 'all' (default: 0)")
    simulate.set_defaults(run=_cmd_simulate)

    sound = sub.add_parser("sound-test", help="play every sound cue with its name")
    sound.add_argument("--lang", help="language: ja, en or de (default: the system's)")
    sound.add_argument("--speech-log", metavar="FILE", help="also write what is said to FILE")
    sound.add_argument("--volume", type=float, default=0.25, help="effects volume, 0 to 1")
    sound.set_defaults(run=_cmd_sound_test)

    latency = sub.add_parser("latency", help="measure event-to-speech and event-to-cue time")
    latency.add_argument("--games", type=int, default=30)
    latency.add_argument("--json", action="store_true", help="print one JSON object")
    latency.set_defaults(run=_cmd_latency)

    keys = sub.add_parser("keys", help="print the key list (to print for a classroom)")
    keys.add_argument("--lang", help="language: ja, en or de (default: the system's)")
    keys.add_argument("--settings", metavar="FILE", help="show the keys as mapped in FILE")
    keys.set_defaults(run=_cmd_keys)

    arena = sub.add_parser("arena", help="play bots against each other")
    arena.add_argument("--bots", required=True, help="levels, one per seat: random,heuristic")
    arena.add_argument("--edition", default=DEFAULT_EDITION, choices=sorted(EDITIONS))
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.set_defaults(run=_cmd_arena)

    beliefs = sub.add_parser("beliefs", help="measure how well bots read hidden cards")
    beliefs.add_argument("--edition", default=DEFAULT_EDITION, choices=sorted(EDITIONS))
    beliefs.add_argument("--players", type=int, default=2)
    beliefs.add_argument("--rounds", type=int, default=3000)
    beliefs.add_argument("--seed", type=int, default=1)
    beliefs.add_argument("--json", action="store_true", help="print one JSON object")
    beliefs.set_defaults(run=_cmd_beliefs)

    ui = sub.add_parser("ui-bench", help="measure start-up and key-to-speech time")
    ui.add_argument("--runs", type=int, default=5)
    ui.add_argument("--presses", type=int, default=200)
    ui.set_defaults(run=_cmd_ui_bench)

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
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader stopped listening (| head): not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
