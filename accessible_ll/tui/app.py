"""The Textual application: setup, the game, help; it speaks for itself.

Every message goes through the app's :meth:`GameApp.say` (speech, braille, and
the history the review keys read back). Screens render views; they hold no game state.

What the game says by itself queues (``say`` does not interrupt unless asked): on every
real backend an interrupt throws away all that is still queued. Only the handler of a
key the player pressed passes ``interrupt=True`` (a move in a list, a review key, F4).
"""

from __future__ import annotations

import os
import traceback
from datetime import datetime
from pathlib import Path

from textual import events
from textual.app import App
from textual.binding import Binding

from accessible_ll.audio import CuePlayer, SilentCuePlayer
from accessible_ll.inputs import InputRefusal, os_reason, regular_file_problem
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, resolve_language
from accessible_ll.settings import VERBOSITY, Settings, save_settings, settings_path
from accessible_ll.speech import RecordingSpeaker, Speaker, VoiceSwitch
from accessible_ll.speech.modes import SCREEN_READER, resolve_voice
from accessible_ll.tui.history import (  # noqa: F401 - the app's words for them too
    ALL, BUFFER_NAMES, BUFFERS, GAME, MENU, QUESTION, SYSTEM, History)
from accessible_ll.tui.textual_seams import ErrorsTold
from accessible_ll.tui.widgets import SCREEN_READER_CLASS, TranscriptView

ERROR_LOG_LIMIT = 256 * 1024  # bytes in errors.log; the older ones in errors.log.1


class GameApp(ErrorsTold, App):
    """Card games for screen-reader, braille and keyboard players."""

    CSS_PATH = "app.tcss"
    TITLE = "accessible_ll"
    ENABLE_COMMAND_PALETTE = False

    BINDINGS = [
        Binding("f4", "stop_speech", id="stop_speech", show=False),
        Binding("f5", "volume(-1)", id="volume_down", show=False),
        Binding("f6", "volume(1)", id="volume_up", show=False),
        Binding("f7", "verbosity(-1)", id="verbosity_down", show=False),
        Binding("f8", "verbosity(1)", id="verbosity_up", show=False),
    ]

    def __init__(self, settings: Settings, speaker: Speaker, cues: CuePlayer, *,
                 seed: int | None = None, settings_file: Path | None = None,
                 notices: list[str] | None = None, start_game: bool = False,
                 screen_reader: bool = False, start_match=None) -> None:
        super().__init__()
        self.animation_level = "none"
        self.settings = settings.fitted()
        self.voices = _voice_switch(speaker)
        if self.voices is None:
            speaker = self.voices = VoiceSwitch(speaker)
        self.speaker = speaker
        self.screen_reader_found = screen_reader
        self.voices.transcript.on_line = self.show_transcript
        self.cues = cues
        self.seed = seed
        self.settings_file = settings_file
        self.start_notices = list(notices or [])
        self.start_game = start_game
        self.start_match = start_match  # start_match(app): a game chosen on the command line
        self.history = History()
        self.save_failed = False
        self.texts = self._load_texts()
        self.errors: list[BaseException] = []
        self.last_kind = SYSTEM  # what was said last: a list (MENU) or a message
        self._recovering = False
        self._quit_question = None  # Ctrl+Q's question, while it is open
        #: The program is ending: keys pressed after that do nothing.
        self.closing = False
        self._tell_language()
        self._told_no_japanese = False
        self._early_changes: list[str] = []
        self._watch_speech()
        if self.settings.keymap:
            self.set_keymap(self.settings.keymap)
        self.apply_voice()

    def get_driver_class(self):
        """Textual's driver, but on Linux and macOS one whose keys survive a byte that
        is not UTF-8 (see :mod:`accessible_ll.tui.driver`)."""
        driver_class = super().get_driver_class()
        if driver_class.__name__ != "LinuxDriver":
            return driver_class
        from accessible_ll.tui.driver import tolerant
        return tolerant(driver_class)

    def _load_texts(self) -> Texts:
        language, _unknown = resolve_language(self.settings.language)
        return Texts.for_language(language)

    def set_language(self, language: str | None) -> None:
        """Speak another language from now on (English, said once, if its catalog is
        missing or damaged)."""
        self.settings.language = language
        self.texts = self._load_texts()
        self._tell_language()
        if self.texts.missing:
            self.say(self.t(m.CATALOG_MISSING, language=self.texts.missing), interrupt=False)

    def _tell_language(self) -> None:
        """The speech engine reads the game's language (where the backend lets us say)."""
        set_language = getattr(self.speaker, "set_language", None)
        if set_language is not None:
            set_language(self.texts.language)

    def _watch_speech(self) -> None:
        """Hear when the game's voice is lost and when it is back."""
        watch = getattr(self.voices.voice, "watch", None)
        if watch is not None:
            watch(self._speech_changed_elsewhere)

    def _speech_changed_elsewhere(self, change: str) -> None:
        if not self.is_running:  # told once the app runs
            self._early_changes.append(change)
            return
        try:
            self.call_from_thread(self.speech_changed, change)
        except RuntimeError:  # the app is closing
            pass

    def speech_changed(self, change: str) -> None:
        """The game's voice stopped answering (said once, with the error cue, on screen
        and in braille; bots then go on by the estimate) or is back."""
        from accessible_ll.speech.screen_reader import LOST, NO_JAPANESE
        if self.voices.screen_reader:  # the player's own screen reader speaks
            return
        if change == NO_JAPANESE:  # once, and only while the game speaks Japanese
            if self._told_no_japanese or self.texts.language != "ja":
                return
            self._told_no_japanese = True
            text = self.t(m.NO_JAPANESE_VOICE)
            self.say(text, interrupt=False)
            self.notify(text, timeout=10)
            return
        text = self.t(m.SPEECH_LOST if change == LOST else m.SPEECH_BACK)
        if change == LOST:
            self.cue("error")
        self.say(text, interrupt=False)
        self.notify(text, timeout=10 if change == LOST else 3)

    # ----- speaking -------------------------------------------------------------------

    @property
    def voice(self) -> str:
        """Who speaks now: "game" or "screen_reader" (the setting, else what was found)."""
        return resolve_voice(self.settings.voice, self.screen_reader_found)

    def apply_voice(self) -> None:
        """Speak with the voice the settings ask for: the game's own, or (the lists not
        drawn) the player's screen reader reading the transcript."""
        screen_reader = self.voice == SCREEN_READER
        self.voices.screen_reader = screen_reader
        self.set_class(screen_reader, SCREEN_READER_CLASS)
        if self.is_running:
            for screen in self.screen_stack:
                for widget in screen.query("ChoiceList, TranscriptView"):
                    widget.refresh(layout=True)
            self.show_transcript()

    def show_transcript(self) -> None:
        """A line was written for the screen reader: draw it where the cursor is."""
        if not self.is_running or not self.screen_stack:
            return
        for view in self.screen.query(TranscriptView):
            view.ask_flush()

    def t(self, message: str, **values) -> str:
        """A message in the player's language."""
        return self.texts.text(message, **values)

    def say(self, text: str, *, interrupt: bool = False, kind: str = SYSTEM,
            kept: bool = True) -> None:
        """Speak and braille ``text`` and keep it in the history (not a :data:`MENU` echo,
        nor with ``kept`` False: a line the history already holds in its place).

        It queues behind what is being said; ``interrupt`` only for the answer to a key
        the player pressed. Whatever an interrupt cuts off stays in the history."""
        self.last_kind = kind
        if kind != MENU and kept:
            self.history.add(text, kind)
        self.speaker.speak(text, interrupt=interrupt)

    def cue(self, name: str, seat: int | None = None) -> None:
        """Play a sound cue."""
        self.cues.play(name, seat)

    # ----- start ----------------------------------------------------------------------

    def on_mount(self) -> None:
        if self.start_match is not None:
            self.start_match(self)
        else:
            self.push_setup()
        if self.settings.voice is None and self.screen_reader_found:
            self.say(self.t(m.SCREEN_READER_FOUND), interrupt=False)
        for notice in self.start_notices:
            self.say(notice)
        while self._early_changes:
            self.speech_changed(self._early_changes.pop(0))

    def push_setup(self) -> None:
        from accessible_ll.tui.setup_screen import SetupScreen
        setup = SetupScreen()
        self.push_screen(setup)
        if self.start_game:
            setup._left_game = True  # back from the game: say where the player is
            self.start_at_once(setup)

    def start_at_once(self, setup) -> None:
        """``--start``: a new game of the setup list's game at once; a saved game that can be continued is
        replaced only if the player says so, as Start on the setup list asks (one that
        cannot be is kept as a copy when the new game is saved)."""
        from accessible_ll.games import find_game
        from accessible_ll.local_match import LocalMatch
        from accessible_ll.tui.match_start import game_save_file, play_from_setup
        path = game_save_file(self, setup.game_id)
        if path is not None and LocalMatch.continuable(path, setup.game_id):
            return self.call_after_refresh(setup.start)
        play_from_setup(self, find_game(setup.game_id), self.seed, path)

    def save(self) -> None:
        """Keep the settings for next time; if they cannot be, say so once, and where.

        Without a settings file (tests, or a file that could not be read and so must
        not be replaced) nothing is saved.
        """
        if self.settings_file is None:
            return
        try:
            save_settings(self.settings, self.settings_file)
        except OSError as error:
            if not self.save_failed:
                self.save_failed = True
                self.say(InputRefusal(m.SETTINGS_NOT_SAVED, path=self.settings_file,
                                 reason=os_reason(error)).localized(self.texts),
                         interrupt=False)

    # ----- ways out -------------------------------------------------------------------

    async def action_quit(self) -> None:
        """Ctrl+Q: quit; while a game is not over, ask first, as Escape does."""
        from accessible_ll.tui.dialogs import ConfirmScreen
        from accessible_ll.tui.match_screen import MatchScreen
        games = [s for s in self.screen_stack if isinstance(s, MatchScreen) and not s.over]
        if not games:  # nothing to lose: at once, but not in silence
            return self.close_program()
        if self.screen is self._quit_question:  # asked already: asked again, not twice
            return self.screen.action_repeat()
        game, covered = games[-1], self.screen
        on_top = covered is game
        if on_top:
            game.stop_timer()

        def answered(yes: bool | None) -> None:
            self._quit_question = None
            if yes and not game.seats.runs_here:  # a table elsewhere is told first
                self.call_next(game.leave_table)
            elif yes:
                self.close_program()
            elif self.screen is not covered:  # closed meanwhile, or covered: that speaks
                return
            elif on_top:
                game.back_from_question()
            elif hasattr(covered, "action_repeat"):  # the question or page it covered
                covered.action_repeat(interrupt=False)
        question = game.leaving_question(closing=True)  # a MatchScreen's is in words already
        question = question if isinstance(game, MatchScreen) else self.t(question)
        self._quit_question = ConfirmScreen(question, interrupt=True)
        self.push_screen(self._quit_question, answered)

    def game_title(self) -> str:
        """The title of the game on screen (else the one on the setup list, chosen
        last), in words."""
        from accessible_ll.games import find_game
        from accessible_ll.tui.match_screen import MatchScreen
        shown = [s for s in self.screen_stack if isinstance(s, MatchScreen)]
        if shown:
            return shown[-1].seats.title
        game = find_game(self.settings.game)
        return game.titles.get(self.texts.language, game.id)

    def exit(self, *args, **options) -> None:
        self.closing = True
        super().exit(*args, **options)

    async def on_event(self, event: events.Event) -> None:
        if self.closing and isinstance(event, events.Key):
            return  # it has said it closes: a key read after that opens nothing
        await super().on_event(event)

    def close_program(self) -> None:
        """End the program, not in silence: "Disloyal Royals closes."."""
        self.say(self.t(m.CLOSING, game=self.game_title()), interrupt=True)
        self.exit()

    def action_help_quit(self) -> None:
        """Ctrl+C does not quit: say (and show) how to."""
        text = self.t(m.CTRL_C_HINT)
        self.say(text, interrupt=True)
        self.notify(text)

    # ----- errors ---------------------------------------------------------------------

    @property
    def error_log(self) -> Path:
        """Where errors are written: errors.log beside the settings file."""
        return (self.settings_file or settings_path()).parent / "errors.log"

    def report_error(self, error: BaseException) -> None:
        """Log ``error`` to :attr:`error_log`, say so, and offer the game where it was."""
        self.errors.append(error)
        path = self.error_log
        write_error_log(path, f"--- {datetime.now().isoformat(timespec='seconds')}\n"
                              + "".join(traceback.format_exception(error)))
        self.cue("error")
        self.say(self.t(m.INTERNAL_ERROR, path=str(path)), interrupt=False)
        if self._recovering:
            return
        self._recovering = True
        try:
            recover = getattr(self.screen, "recover", None)
            if recover is not None:
                recover()
        finally:
            self._recovering = False

    def error_not_caught(self, error: Exception) -> None:
        """An error no handler caught: tell the player and go on (never a silent exit)."""
        if not self.is_running or self._recovering:
            return self.textual_error(error)
        try:
            self.report_error(error)
        except Exception:  # even telling failed: let Textual report it
            self.textual_error(error)

    async def run_action(self, action, default_namespace=None, namespaces=None) -> bool:
        """Run a key's action; an error in it is reported and the game goes on."""
        try:
            return await super().run_action(action, default_namespace, namespaces)
        except Exception as error:
            self.error_not_caught(error)
            return True

    # ----- keys that work everywhere ----------------------------------------------------

    def action_stop_speech(self) -> None:
        self.speaker.stop()

    def action_volume(self, step: int) -> None:
        volume = round(min(1.0, max(0.0, self.settings.volume + 0.05 * step)), 2)
        self.settings.volume = volume
        self.cues.volume = volume
        self.cue("menu_move")
        self.say(self.t(m.VOLUME_NOW, percent=round(volume * 100)), interrupt=True)
        self.save()  # kept for next time, as on the setup list

    def action_verbosity(self, step: int) -> None:
        index = VERBOSITY.index(self.settings.verbosity)
        self.settings.verbosity = VERBOSITY[max(0, min(len(VERBOSITY) - 1, index + step))]
        self.save()  # kept for next time, as on the setup list
        self.say(self.t(m.VERBOSITY_NOW, level=self.verbosity_name()), interrupt=True)

    def verbosity_name(self) -> str:
        """The current speech detail, in words."""
        return self.t({"short": m.VERBOSITY_SHORT, "normal": m.VERBOSITY_NORMAL,
                       "full": m.VERBOSITY_FULL}[self.settings.verbosity])


def write_error_log(path: Path, entry: str) -> None:
    """Add ``entry`` to the error log at ``path``, which never grows past
    :data:`ERROR_LOG_LIMIT`: when full, it becomes ``errors.log.1`` (replacing the one
    before) and a new one begins. Only an ordinary file is written; nothing is raised."""
    entry = entry[-ERROR_LOG_LIMIT // 2:]  # the end of a huge traceback says the most
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if regular_file_problem(path, may_be_missing=True) is not None:
            return
        if path.exists() and path.stat().st_size + len(entry.encode()) > ERROR_LOG_LIMIT:
            os.replace(path, path.with_name(path.name + ".1"))
        with path.open("a", encoding="utf-8", errors="replace") as log:
            log.write(entry)
    except OSError:
        pass


def _voice_switch(speaker) -> VoiceSwitch | None:
    """The :class:`VoiceSwitch` in ``speaker`` or in what it wraps (its ``speaker``)."""
    for _ in range(8):
        if isinstance(speaker, VoiceSwitch):
            return speaker
        speaker = vars(speaker).get("speaker") if hasattr(speaker, "__dict__") else None
    return None


def make_app(settings: Settings | None = None, speaker: Speaker | None = None,
             cues: CuePlayer | None = None, **options) -> GameApp:
    """The app with its outputs injected (tests pass a recording speaker)."""
    return GameApp(settings or Settings(), speaker or RecordingSpeaker(),
                         cues or SilentCuePlayer(), **options)
