"""How the game is started, shared by the command line and the table's commands: the
listener's language, the settings file, the full-screen app with its voice, sound and
start notices, and running it (a crash becomes one line and a log, never a traceback).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from accessible_ll.games import GAMES, find_game, flags
from accessible_ll.guard import AppCrashed, FailSafeSpeaker, stream_encoding
from accessible_ll.inputs import InputRefusal, os_reason, printable
from accessible_ll.kit import VARIANT
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import LANGUAGES, Texts, resolve_language
from accessible_ll.voice import Printer, no_speech_notice
from accessible_ll.voice import open_speech as open_speaker

EXIT_FAILED = 1
# Letters each language needs that a limited terminal may lack.
SAMPLES = {"ja": "日本語「」です", "de": "ÄÖÜäöüß"}


def texts_for(requested: str | None, *, check_output: bool = True) -> Texts:
    """The listener's language, with a notice on stderr for an unknown language or a
    missing catalog (then English).

    Raises:
        InputRefusal: stdout cannot show the language's letters.
    """
    language, unknown = resolve_language(requested)
    texts = Texts.for_language(language)
    if unknown:
        notice(texts.text(m.UNKNOWN_LANGUAGE, language=requested,
                           languages=", ".join(LANGUAGES)))
    if texts.missing:
        notice(texts.text(m.CATALOG_MISSING, language=texts.missing))
    sample = SAMPLES.get(texts.language)
    if check_output and sample and not printable(sample, stream_encoding(sys.stdout)):
        raise InputRefusal(m.OUTPUT_CANNOT_SHOW, encoding=stream_encoding(sys.stdout),
                      language=texts.language)
    return texts



def notice(text: str) -> None:
    print(text, file=sys.stderr)



def games_list(texts: Texts) -> str:
    """Every game's id with its title in the language of ``texts``."""
    return ", ".join(f"{game_id} ({find_game(game_id).titles[texts.language]})"
                     for game_id in GAMES)



def log_failure(speaker: FailSafeSpeaker | Printer, log: str | None, texts: Texts) -> int:
    """0, or 1 after saying that the speech log could not be written to the end (by
    the ``speaker`` or the line mode's ``Printer`` that wrote it)."""
    if speaker.failure is None:
        return 0
    notice(InputRefusal(m.LOG_FAILED, path=log, reason=os_reason(speaker.failure)).localized(texts))
    return EXIT_FAILED



def settings_for(args: argparse.Namespace):
    """The settings file to read (and later save), checked: --settings, or the default.

    Raises:
        InputRefusal: --settings names something that is not a settings file.
    """
    from accessible_ll.settings import load_settings, settings_path
    explicit = args.settings is not None
    loaded = load_settings(Path(args.settings) if explicit else settings_path())
    if explicit and loaded.problem is not None:
        raise InputRefusal(m.SETTINGS_REFUSED, path=args.settings, reason=loaded.problem)
    return loaded



def has_terminal() -> bool:
    """Whether keys can be read: the full-screen game reads them from a terminal on
    stdin (from a file or /dev/null it would wait forever)."""
    stdin = sys.__stdin__
    try:
        return stdin is not None and stdin.isatty()
    except (ValueError, OSError):
        return False


def open_app(args: argparse.Namespace, loaded, settings, notes: Sequence[str] = (),
             **options):
    """The full-screen game with its voice, sound and start notices (for ``play`` and
    ``join``; ``notes``: what the table of the game said, after the settings' notices);
    ``options`` go to :func:`~accessible_ll.tui.app.make_app`.

    Returns:
        (app, speaker, cues).

    Raises:
        InputRefusal: no terminal to read keys from, or the speech log cannot be written.
    """
    from accessible_ll.audio import open_cue_player
    from accessible_ll.soundcheck import every_cue, notice_texts
    from accessible_ll.settings import keep_backup, make_folder
    from accessible_ll.speech.modes import GAME, resolve_voice
    from accessible_ll.tui.app import make_app
    if not has_terminal():
        raise InputRefusal(m.NO_TERMINAL)
    speaker, spoken, screen_reader = open_speaker(args.speech_log, voices=True)
    loaded = keep_backup(make_folder(loaded))  # only once nothing is refused
    texts = texts_for(args.lang or settings.language, check_output=False)
    told = start_notices(args, loaded, settings, texts) + list(notes)
    if not spoken and resolve_voice(settings.voice, screen_reader) == GAME:
        told.append(no_speech_notice(texts))
    cues, sound_notices = open_cue_player(every_cue(), enabled=settings.sound,
                                          volume=settings.volume, seats=settings.players)
    told += notice_texts(texts, sound_notices)
    app = make_app(settings, speaker, cues, settings_file=loaded.path if loaded.writable else None,
                   notices=told, screen_reader=screen_reader, **options)
    return app, speaker, cues


def start_notices(args: argparse.Namespace, loaded, settings, texts: Texts) -> list[str]:
    """What the player hears once before the menu: the language, the settings file
    (a table changed to fit its game is said by :func:`~accessible_ll.new_table.table_for`)."""
    notices = [texts.text(m.CATALOG_MISSING, language=texts.missing)] if texts.missing else []
    if resolve_language(args.lang)[1]:
        notices.append(texts.text(m.UNKNOWN_LANGUAGE, language=args.lang,
                                  languages=", ".join(LANGUAGES)))
    if (problem := loaded.notice()) is not None:
        notices.append(problem.localized(texts))
    return notices


def run_app(app, speaker: FailSafeSpeaker, log: str | None, cues) -> int:
    """Run the game; an unexpected error inside it becomes :class:`AppCrashed`."""
    import io

    from rich.console import Console
    report = io.StringIO()
    app.error_console = Console(file=report, width=100, markup=False, highlight=False)
    try:
        app.run()
    finally:
        cues.close()
    if app.return_code:
        raise AppCrashed(report.getvalue())
    return log_failure(speaker, log, app.texts)



def requested_players(args: argparse.Namespace, saved) -> int:
    if args.players is not None:
        return args.players
    return 1 + len(args.bots) if args.bots else saved.players



def help_text(texts: Texts, message: str, **values) -> str:
    """A ``help=`` line in the listener's language, its percent signs kept from argparse.

    >>> help_text(Texts.for_language("en"), "{share}% of the games", share=50)
    '50%% of the games'
    """
    return texts.text(message, **values).replace("%", "%%")


def bot_level(text: str) -> str:
    """A bot level or "human" as typed (checked against the chosen game later)."""
    return text.strip().lower()


def add_game_flags(parser: argparse.ArgumentParser, texts: Texts,
                   variants_only: bool = False) -> None:
    """Every game's own flags (:func:`~accessible_ll.games.flags`), each once, in the
    form the first game that takes it gives; which game takes one is checked once the
    game is known (another game's flag is refused in words). ``variants_only``: only
    the flags that name a variant (the tools that measure a game)."""
    for name, (flag, _takers) in flags().items():
        if variants_only and flag.sets != VARIANT:
            continue
        shown = {"help": help_text(texts, flag.help)} if flag.help else {}
        if flag.value is not None:
            parser.add_argument(name, action="store_true", dest=flag.dest, default=None,
                                **shown)
        else:
            parser.add_argument(name, dest=flag.dest, metavar=flag.metavar, **shown)
