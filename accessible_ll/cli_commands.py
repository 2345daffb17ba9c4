"""What each command of ``accessible-ll`` does once its line is read: play any game
(full screen or line mode), and the tools around the games (scenario, simulate,
bench, arena, beliefs, keys, sound-test, latency, ui-bench).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from functools import partial
from pathlib import Path
from typing import Any, Callable

from accessible_ll.games import GAMES, find_game
from accessible_ll.inputs import PluralInputRefusal, Reason, InputRefusal, check_seats, seed
from accessible_ll.kit import Refusal
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, resolve_language
from accessible_ll import launch
from accessible_ll.launch import open_app
from accessible_ll.launch import log_failure as _log_failure
from accessible_ll.launch import notice as _notice
from accessible_ll.launch import settings_for as _settings_for
from accessible_ll.launch import texts_for as _texts
from accessible_ll.cli_words import _saved_language
from accessible_ll.launch import EXIT_FAILED
from accessible_ll.voice import no_speech_notice
from accessible_ll.voice import open_speech as _speaker


def _cmd_scenario(args: argparse.Namespace) -> int:
    from accessible_ll.inputs import Said, read_scenario
    texts = _texts(args.lang)
    game = find_game(args.game)
    title = game.titles[texts.language]
    if game.tools.run_scenario is None:
        raise InputRefusal(m.GAME_NO_SCENARIOS, game=title)
    data = read_scenario(args.file)
    try:
        result = game.tools.run_scenario(data, texts, args.file)
    except Refusal as refusal:
        if "said" in refusal.details:  # the game has said what is wrong in its own words
            raise Said(str(refusal.details["said"])) from None
        raise InputRefusal(m.GAME_SCENARIO_MALFORMED, path=args.file, game=title,
                      detail=str(refusal.details.get("detail", refusal.code))) from None
    print(json.dumps(result, ensure_ascii=False))
    return 0 if result.get("passed", True) else EXIT_FAILED


def _viewer(text: str, players: int) -> int | str | None:
    from accessible_ll.kit import REPLAY
    word = text.strip().lower()
    if word == "spectator":
        return None
    if word == REPLAY:
        return REPLAY
    if re.fullmatch(r"\d{1,2}", word) and int(word) < players:
        return int(word)
    raise InputRefusal(m.BAD_VIEWER, last=players - 1, value=text)


def _cmd_simulate(args: argparse.Namespace) -> int:
    from accessible_ll.simulate import simulate
    texts = _texts(args.lang)
    game, variant = _game(args, args.players, texts,
                          needs=(lambda game: game.narration.narrator, m.GAME_NOT_PLAYABLE))
    viewer = _viewer(args.viewer, args.players)
    for line in simulate(game.id, variant, args.players, args.seed, texts, viewer):
        print(line)
    return 0


def _game(args: argparse.Namespace, players: int, texts: Texts | None = None,
          needs: tuple[Callable[[Any], Any], str] | None = None):
    """The game and variant the command line names, and the players checked (a refusal
    names the game in the language of ``texts``); with ``needs`` (what the command reads
    of the game, the refusal when it is None), that the game has it, checked first."""
    game = find_game(args.game)
    language = texts.language if texts else resolve_language(args.lang)[0]
    if needs is not None and needs[0](game) is None:
        raise InputRefusal(needs[1], game=game.titles[language])
    from accessible_ll.new_table import flag_variant
    variant = game.find_variant(flag_variant(game, args, Texts.for_language(language))).id
    check_seats(game, variant, players, game.titles[language])
    return game, variant


def _cmd_bench(args: argparse.Namespace) -> int:
    from accessible_ll.bench import run_bench
    game, variant = _game(args, args.players)
    result = run_bench(game.id, variant, args.players, args.rounds, args.seed, args.repeat)
    if args.json:
        print(json.dumps(result))
    else:
        rounds = (f"{result['rounds']} rounds: {result['rounds_per_second']:.0f} rounds per "
                  f"second, " if game.rules.rounds else f"{result['rounds']} games: ")
        print(f"{game.id} {result['edition']}, {result['players']} players, {rounds}"
              f"{result['games_per_second']:.1f} games per second, "
              f"{result['us_per_action']:.2f} µs per action")
    return 0


def _cmd_sound_test(args: argparse.Namespace) -> int:
    from accessible_ll.audio import open_cue_player
    from accessible_ll.soundcheck import every_cue, notice_texts, sound_test
    texts = _texts(args.lang)
    speaker, spoken, _ = _speaker(args.speech_log)
    set_language = getattr(speaker, "set_language", None)
    if set_language is not None:  # the voice of the listener's language
        set_language(texts.language)
    sounds = every_cue(args.game)
    cues, notices = open_cue_player(sounds, volume=args.volume)
    try:
        for line in notice_texts(texts, notices, sounds):
            speaker.speak(line, interrupt=False)
            print(line)
        if not spoken:
            print(no_speech_notice(texts))
            speaker.speak(no_speech_notice(texts), interrupt=False)
        sound_test(texts, speaker, cues, sounds=sounds)
    finally:
        cues.close()
    return _log_failure(speaker, args.speech_log, texts)


def _cmd_latency_real(args: argparse.Namespace) -> int:
    """Key press to the first sound, through a private real speech stack.

    Raises:
        InputRefusal: the speech stack's packages are missing, or nothing was heard.
    """
    import shutil
    import statistics
    import sysconfig
    import tempfile

    from accessible_ll.speech.rig import PACKAGES, key_to_sound, missing
    game = str(Path(sysconfig.get_paths()["scripts"]) / "accessible-ll")
    lacking = missing() + ([] if Path(game).exists() else ["accessible-ll"])
    if lacking:
        raise InputRefusal(m.LATENCY_NEEDS, missing=", ".join(lacking), packages=PACKAGES)
    work = Path(tempfile.mkdtemp(prefix="accessible-ll-latency-"))
    try:
        delays = key_to_sound(work, game, presses=args.presses)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not delays:
        raise InputRefusal(m.LATENCY_SILENT)
    result = {"presses": args.presses, "heard": len(delays),
              "key_to_sound_ms_median": statistics.median(delays),
              "key_to_sound_ms_max": max(delays)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{len(delays)} of {args.presses} key presses heard: key to first sound at the "
              f"sink {result['key_to_sound_ms_median']:.0f} ms median, "
              f"{result['key_to_sound_ms_max']:.0f} ms at most (speech-dispatcher, espeak-ng, "
              f"PulseAudio)")
    return 0


def _cmd_latency(args: argparse.Namespace) -> int:
    if args.real:
        return _cmd_latency_real(args)
    from accessible_ll.audio import open_cue_player
    from accessible_ll.soundcheck import every_cue, output_latency
    from accessible_ll.speech import open_speaker
    speaker, _ = open_speaker()
    cues, _ = open_cue_player(every_cue(args.game))
    try:
        result = output_latency(speaker, cues, _texts("en"), games=args.games,
                                game_id=args.game)
    finally:
        cues.close()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']}, {result['games']} games, {result['moves']} moves heard: "
              f"a move's events to the speaker call "
              f"{result['speech_ms_median']:.3f} ms median, {result['speech_ms_p99']:.3f} ms p99; "
              f"to the cue's play() {result['cue_ms_median']:.3f} ms median, "
              f"{result['cue_ms_p99']:.3f} ms p99")
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    loaded = _settings_for(args)
    chosen = args.game is not None
    if not chosen:
        args.game = _flagged_game(args, loaded.settings.game)
    return _play_match(args, loaded, straight=chosen)


def _flagged_game(args: argparse.Namespace, last: str) -> str:
    """The game played without ``--game``: the one chosen last (the first that people
    can play, if they cannot play it), unless the command line gives flags it does not
    take that another game takes (``--blind-variant``): then the first game that takes
    them all."""
    playable = [game_id for game_id in GAMES if find_game(game_id).playable]
    last = last if last in playable else playable[0]
    from accessible_ll.new_table import given_flags
    given = [name for name, _value in given_flags(args)]
    for game_id in [last, *playable]:
        if all(find_game(game_id).flag(name) for name in given):
            return game_id
    return last


def _play_match(args: argparse.Namespace, loaded, straight: bool = True) -> int:
    """Any game: full screen or line mode, one person or several at this computer
    with bots, saved after every move and offered again next time; its table from the
    command line, else as the settings keep it (``straight``: into the game, else the
    setup list opens on it, and ``--start`` starts its game from there).

    Raises:
        InputRefusal: the game cannot be played by people yet, or the table does not fit.
    """
    changes = {"language": resolve_language(args.lang)[0] if args.lang else None,
               "sound": False if args.no_sound else None,
               "voice": args.voice.replace("-", "_") if args.voice else None,
               "game": args.game}
    from accessible_ll.settings import merge
    settings = merge(loaded.settings, **changes)
    # the line mode's lines need letters the terminal can show; the full screen spells
    # out what it cannot (and tells an unknown language itself)
    requested = args.lang or settings.language
    texts = (_texts(requested) if args.line
             else Texts.for_language(resolve_language(requested)[0]))
    game = find_game(args.game)
    title = game.titles[texts.language]
    if not game.playable:
        raise InputRefusal(m.GAME_NOT_PLAYABLE, game=title)
    from accessible_ll.new_table import table_for
    from accessible_ll.settings import with_table
    table = table_for(game, args, settings, texts, loaded.settings)
    if args.line:
        from accessible_ll.line_command import match_line_command
        return match_line_command(args, settings, texts, pace=settings.bot_pace, table=table)
    settings = with_table(settings, game.id, variant=table.variant, players=len(table.kinds),
                          seats=table.kinds, names=table.names, options=table.options)
    app, speaker, cues = open_app(args, loaded, settings, table.notes, seed=args.seed,
                                  start_game=args.start and not straight)
    if straight:  # kept beside the settings, whose folder a first run has just made
        from accessible_ll.tui.match_start import game_save_file
        save = game_save_file(app, game.id)
        app.start_match = partial(_start_match, game=game, seats=table.kinds,
                                  names=table.names, seed=table.seed, save=save,
                                  variant=table.variant, options=table.options)
    return launch.run_app(app, speaker, args.speech_log, cues)


def _start_match(app, *, game, seats, names, seed, save, variant=None, options=None) -> None:
    """Show the game (asking first whether to continue a saved one); the settings,
    with the game chosen last, are kept for next time."""
    from accessible_ll.tui.match_start import start_match
    app.save()
    start_match(app, game, seats, names, seed, save, variant, options)


def _cmd_ui_bench(args: argparse.Namespace) -> int:
    from accessible_ll.tui.bench import ui_bench
    print(json.dumps(ui_bench(args.runs, args.presses)))
    return 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from accessible_ll.arena import describe as describe_arena
    from accessible_ll.arena import run_arena
    from accessible_ll.levels import levels_named
    names = [name.strip().lower() for name in args.bots.split(",") if name.strip()]
    levels = find_game(args.game).tools.bots
    for name in names:
        if name not in levels:
            raise InputRefusal(m.UNKNOWN_BOT, bot=name, levels=levels_named(_texts(args.lang),
                                                                       find_game(args.game)))
    if args.players is not None and names:
        if len(names) > args.players:
            raise PluralInputRefusal(m.TABLE_TOO_MANY_BOTS, len(names), bots=len(names),
                                players=args.players)
        names += names[-1:] * (args.players - len(names))
    game, variant = _game(args, len(names))
    result = run_arena(names, variant, args.games, args.seed, game.id)
    print(json.dumps(result) if args.json else "\n".join(describe_arena(result)))
    return 0


def _cmd_beliefs(args: argparse.Namespace) -> int:
    texts = _texts(args.lang)
    game, variant = _game(args, args.players, texts,
                          needs=(lambda game: game.tools.beliefs, m.GAME_NO_BELIEFS))
    result, lines = game.tools.beliefs(variant, args.players, args.rounds, args.seed)
    print(json.dumps(result) if args.json else "\n".join(lines))
    return 0


def _cmd_keys(args: argparse.Namespace) -> int:
    from accessible_ll.keysheet import html_sheet, text_sheet
    texts = _texts(args.lang or _saved_language(args.settings))
    keymap = {}
    if args.settings is not None:
        if not Path(args.settings).exists():
            raise InputRefusal(m.SETTINGS_REFUSED, path=args.settings,
                          reason=Reason(m.REASON_NOT_FOUND))
        loaded = _settings_for(args)
        keymap = loaded.settings.keymap
        if (notice := loaded.notice()) is not None:
            _notice(notice.localized(texts))
    sheet = html_sheet if args.format == "html" else text_sheet
    sys.stdout.write(sheet(texts, keymap, find_game(args.game)))
    return 0
