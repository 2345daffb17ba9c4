"""The setup screen: every setting is a row; left and right change it; each row speaks."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen

from accessible_ll.games import DEFAULT_GAME, GAMES, find_game
from accessible_ll.inputs import InputRefusal, os_reason, regular_file_problem
from accessible_ll.kit import Setting
from accessible_ll.levels import level_text
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import LANGUAGES, default_names, seconds_text
from accessible_ll.settings import HUMAN, VERBOSITY, GameTable, merge, with_table
from accessible_ll.speech.modes import GAME, SCREEN_READER
from accessible_ll.tui.textual_seams import Guarded, keymap
from accessible_ll.tui.dialogs import (ConfirmScreen, KeysAnswered, NameScreen, ReadScreen,
                                       speak_item)
from accessible_ll.tui.widgets import ChoiceList, TranscriptView

PACES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0)
VOLUMES = tuple(round(v * 0.05, 2) for v in range(21))
START = "start"
CONTINUE_SAVED = "continue_saved"
VOICES = (None, GAME, SCREEN_READER)
VOICE_NAMES = {GAME: m.VOICE_GAME, SCREEN_READER: m.VOICE_SCREEN_READER}


@dataclass
class Row:
    """One setting: its key, its name, its possible values and how to show a value."""
    key: str
    label: str
    values: tuple
    show: Callable[[Any], str]
    seat: int | None = None
    setting: Setting | None = None


def _among(value: Any, values: tuple) -> bool:
    """Whether ``value`` is one of ``values``, True not taken for 1 nor 0 for False."""
    return any(value == v and type(value) is type(v) for v in values)


def playable_games() -> tuple[str, ...]:
    """The games people can play here, the default first."""
    return (DEFAULT_GAME, *(game_id for game_id in GAMES
                            if game_id != DEFAULT_GAME and find_game(game_id).playable))


class SetupScreen(KeysAnswered, Guarded, Screen):
    """Choose the table, then start."""

    BINDINGS = [
        Binding("left", "change(-1)", id="setting_down", show=False),
        Binding("right", "change(1)", id="setting_up", show=False),
        Binding("f1", "help", id="help", show=False),
        Binding("r", "repeat", id="repeat", show=False),
        Binding("escape", "quit", id="back", show=False),
    ]

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="settings")
        yield TranscriptView()

    @property
    def game_id(self) -> str:
        """The game on the list (the settings' last game, if people can play it)."""
        chosen = self.app.settings.game
        return chosen if chosen in playable_games() else DEFAULT_GAME

    @property
    def table(self) -> GameTable:
        """The table of the game on the list, fitted to it."""
        return self.app.settings.table(self.game_id).fitted(find_game(self.game_id))

    def on_mount(self) -> None:
        self._saved: tuple[Any, Any] | None = None  # ((file, its time), the game)
        self.refresh_rows(highlight=None)
        self.query_one(ChoiceList).focus()
        choices = self.query_one(ChoiceList)
        if self.app.start_game:  # straight into a game (--start): speak when back here
            self._left_game = True
            return
        speak_item(self, choices, choices.highlighted, title=True)

    def on_screen_resume(self) -> None:
        back_from_game = self.app.screen is self and getattr(self, "_left_game", False)
        # back from a game: the list starts on the saved game (or Start the game) again
        self.refresh_rows(highlight=None if back_from_game
                          else self.query_one(ChoiceList).highlighted)
        self.query_one(ChoiceList).focus()
        if back_from_game:
            self._left_game = False
            self.speak_current(interrupt=False)

    # ----- rows -----------------------------------------------------------------------

    def rows(self) -> list[Row]:
        """Every row, the same for every game: which game, the language, its variant,
        how many play, who sits where and their names, the game's own choices, the
        settings of every game, Start, and the saved game."""
        app, t = self.app, self.app.t
        game, table = find_game(self.game_id), self.table
        games = playable_games()
        rows = [Row("game", t(m.LABEL_GAME), games, self._game_text)] if len(games) > 1 else []
        rows.append(Row("language", t(m.LABEL_LANGUAGE), LANGUAGES,
                        lambda v: m.LANGUAGE_NAMES[v]))
        if len(game.variants) > 1:
            rows.append(Row("variant", t(game.narration.variant_label or m.LABEL_VARIANT),
                            tuple(v.id for v in game.variants), self._variant_text))
        rows.append(Row("players", t(m.LABEL_PLAYERS),
                        game.find_variant(table.variant).player_counts,
                        lambda v: app.texts.plural(m.PLAYERS_COUNT, v)))
        kinds = (HUMAN, *game.tools.bots)
        for seat in range(table.players):
            rows.append(Row("seat", t(m.LABEL_SEAT, number=seat + 1), kinds,
                            self._kind_text, seat))
        for seat in range(table.players):
            rows.append(Row("name", t(m.LABEL_NAME, number=seat + 1), (), lambda v: v, seat))
        for setting in game.rules.setup:
            rows.append(Row("option", t(setting.label),
                            setting.values(table.variant, table.players),
                            lambda v, s=setting: s.text(app.texts, v, table.variant,
                                                        table.players), setting=setting))
        rows += self.common_rows()
        saved = self.saved_game()
        if saved is not None:
            rows.append(Row(CONTINUE_SAVED, self._continue_text(saved), (), str))
        self._names = default_names(app.texts, table.players)
        return rows

    def _game_text(self, game_id: str) -> str:
        return find_game(game_id).titles.get(self.app.texts.language, game_id)

    def _variant_text(self, variant_id: str) -> str:
        game = find_game(self.game_id)
        if game.narration.variant_text is not None:
            return game.narration.variant_text(self.app.texts, variant_id)
        return game.find_variant(variant_id).titles.get(self.app.texts.language, variant_id)

    def _kind_text(self, kind: str) -> str:
        """A seat's kind: a person, or a bot by its place among the game's levels and
        the level's name in the game's words."""
        if kind == HUMAN:
            return self.app.t(m.KIND_HUMAN)
        return level_text(self.app.texts, find_game(self.game_id), kind)

    def _continue_text(self, saved) -> str:
        """The row that continues ``saved``: the game's words (its variant
        and round, say), else its title, players and moves."""
        if saved.game.narration.saved.row is not None:
            return saved.game.narration.saved.row(saved.narrator(None), saved.match.view(None))
        return self.app.texts.plural(m.CONTINUE_SAVED_MATCH, saved.moves, game=saved.title,
                                     players=saved.players)

    def common_rows(self) -> list[Row]:
        """The settings of every game, and the row that starts it."""
        app = self.app
        t = app.t
        return [
            Row("sound", t(m.LABEL_SOUND), (False, True), self._switch),
            Row("volume", t(m.LABEL_VOLUME), VOLUMES, lambda v: t(m.PERCENT, percent=round(v * 100))),
            Row("verbosity", t(m.LABEL_VERBOSITY), VERBOSITY, lambda v: t(
                {"short": m.VERBOSITY_SHORT, "normal": m.VERBOSITY_NORMAL,
                 "full": m.VERBOSITY_FULL}[v])),
            Row("bot_pace", t(m.LABEL_PACE), PACES, lambda v: t(m.PACE_KEY) if v == 0
                else seconds_text(app.texts, m.PACE_SECONDS, v)),
            Row("voice", t(m.LABEL_VOICE), VOICES, self._voice_text),
            Row(START, t(m.START_GAME), (), str),
        ]

    def saved_game(self):
        """The game left unfinished beside the settings (read again only when its file
        changed), or None; a file that cannot be continued is told once."""
        from accessible_ll.local_match import LocalMatch
        from accessible_ll.saves import UnusableSave
        path = self.save_file()
        try:
            stamp = (path, path.stat().st_mtime_ns) if path is not None else None
        except OSError:
            stamp = None
        if stamp is None:
            self._saved = None
            return None
        if self._saved is None or self._saved[0] != stamp:
            try:
                self._saved = (stamp, LocalMatch.resume(path, self.app.texts, self.game_id))
            except UnusableSave as error:
                self._saved = (stamp, None)
                left_alone = regular_file_problem(path, may_be_missing=False) is not None
                self.app.say(InputRefusal(m.SAVED_GAME_LEFT_ALONE if left_alone
                                     else m.SAVED_GAME_DAMAGED, path=path,
                                     reason=error.reason).localized(self.app.texts))
        return self._saved[1]

    def save_file(self) -> Path | None:
        """Where the game on the list is kept when left unfinished (None: nowhere)."""
        from accessible_ll.tui.match_start import game_save_file
        return game_save_file(self.app, self.game_id)

    def unusable_saved_game(self) -> Path | None:
        """The saved game's file when it is an ordinary file that cannot be continued."""
        path = self.save_file()
        if path is None or self.saved_game() is not None \
                or regular_file_problem(path, may_be_missing=False) is not None:
            return None
        return path

    def _voice_text(self, voice: str | None) -> str:
        if voice is None:
            return self.app.t(m.VOICE_AUTO, voice=self.app.t(VOICE_NAMES[self.app.voice]))
        return self.app.t(VOICE_NAMES[voice])

    def _switch(self, value: bool) -> str:
        return self.app.t(m.ON if value else m.OFF)

    def value_of(self, row: Row) -> Any:
        table = self.table
        if row.key == "language":
            return self.app.texts.language
        if row.key == "game":
            return self.game_id
        if row.key == "variant":
            return table.variant
        if row.key == "players":
            return table.players
        if row.key == "seat":
            return table.seats[row.seat]
        if row.key == "name":
            return table.names[row.seat] or self._names[row.seat]
        if row.key == "option":
            value = table.options.get(row.setting.id, row.setting.default)
            # a value the list does not step through (a default given by its
            # number) is shown as the default
            return value if _among(value, row.values) else row.setting.default
        return getattr(self.app.settings, row.key, None)

    def label_of(self, row: Row) -> str:
        if row.key in (START, CONTINUE_SAVED):
            return row.label
        return self.app.t(m.SETTING_SHOWN, label=row.label, value=row.show(self.value_of(row)))

    def refresh_rows(self, highlight: int | None) -> None:
        self._rows = self.rows()
        labels = [self.label_of(row) for row in self._rows]
        if highlight is None:  # "Start the game", or the saved game: Enter plays at once
            highlight = len(labels) - 1
        title = m.SETUP_TITLE_SAVED if self.saved_game() is not None else m.SETUP_TITLE
        self.query_one(ChoiceList).set_items(self.app.t(title), labels, self._rows,
                                             highlighted=highlight)

    # ----- keys -----------------------------------------------------------------------

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        if message.stale:
            return
        row = self._rows[message.index]
        self.app.cue("menu_select")
        if row.key == START:
            self.start()
        elif row.key == CONTINUE_SAVED:
            self.continue_saved()
        elif row.key == "name":
            self.edit_name(row.seat)
        else:
            self.action_change(1)

    def action_change(self, step: int) -> None:
        choices = self.query_one(ChoiceList)
        row = self._rows[choices.highlighted]
        if not row.values:
            return
        current = self.value_of(row)
        values = row.values
        index = values.index(current) if current in values else 0
        value = values[(index + step) % len(values)]
        self.apply(row, value)
        self.app.cue("menu_move")
        self.refresh_rows(highlight=choices.highlighted)
        speak_item(self, choices, choices.highlighted, interrupt=True)

    def apply(self, row: Row, value: Any) -> None:
        app, s = self.app, self.app.settings
        if row.key == "game":
            self.choose_game(value)
        elif row.key == "language":
            app.set_language(value)
        elif row.key in ("variant", "players"):
            app.settings = with_table(s, self.game_id, **{row.key: value})
        elif row.key == "seat":
            seats = list(self.table.seats)
            seats[row.seat] = value
            app.settings = with_table(s, self.game_id, seats=seats)
        elif row.key == "option":
            app.settings = with_table(s, self.game_id, options={row.setting.id: value})
        elif row.key == "volume":
            app.settings = merge(s, volume=value)
            app.cues.volume = value
        elif row.key == "sound":
            app.settings = merge(s, sound=value)
            app.cues.muted = not value
        elif row.key == "voice":
            app.settings = merge(s, voice=value)
            app.settings.voice = value
            app.apply_voice()
        else:
            app.settings = merge(s, **{row.key: value})

    def choose_game(self, game_id: str) -> None:
        """Another game on the list, with its own table as it was last set (a game not
        set yet starts from the seats and names of the default game's; a bot level it lacks
        becomes its weakest)."""
        game, settings = find_game(game_id), self.app.settings
        weakest = next(iter(game.tools.bots))
        seats = [kind if kind == HUMAN or kind in game.tools.bots else weakest
                 for kind in settings.table(game_id).seats]
        self.app.settings = merge(with_table(settings, game_id, seats=seats), game=game_id)

    def edit_name(self, seat: int) -> None:
        app, game_id = self.app, self.game_id
        default = self._names[seat]

        def done(name: str | None) -> None:
            if name is None:
                return
            names = list(self.table.names)
            names[seat] = name
            app.settings = with_table(app.settings, game_id, names=names)
            app.say(app.t(m.NAME_SET, number=seat + 1, name=name or default))

        self.app.push_screen(NameScreen(app.t(m.NAME_PROMPT, number=seat + 1, default=default),
                                        self.table.names[seat]), done)

    def start(self) -> None:
        """Start a new game (asking first when it would replace the saved one; one that
        cannot be continued is kept beside as a copy)."""
        unusable = self.unusable_saved_game()
        if self.saved_game() is None and unusable is None:
            return self.start_new()

        def answered(yes: bool | None) -> None:
            if yes and unusable is not None:
                self.set_aside(unusable)
            if yes:
                self.start_new()
            else:
                self.speak_current(interrupt=False)
        self.app.push_screen(ConfirmScreen(self.app.t(m.CONFIRM_REPLACE_SAVED), interrupt=True),
                             answered)

    def set_aside(self, path: Path) -> None:
        """Keep a saved game that cannot be continued as ``NAME.broken.N``, and say where."""
        from accessible_ll.saves import SaveLock, set_aside
        if SaveLock(path).owner() not in (None, os.getpid()):
            return  # another running game plays it: the new game says so, and leaves it
        try:
            backup = set_aside(path)
        except OSError as error:
            return self.app.say(InputRefusal(m.SAVED_GAME_LEFT_ALONE, path=path,
                                        reason=os_reason(error)).localized(self.app.texts))
        self._saved = None
        self.app.say(InputRefusal(m.SAVED_GAME_SET_ASIDE, backup=backup).localized(self.app.texts))

    def start_new(self) -> None:
        from accessible_ll.tui.match_start import play_from_setup
        self.app.save()
        self._left_game = True
        play_from_setup(self.app, find_game(self.game_id), self.app.seed, self.save_file())

    def continue_saved(self) -> None:
        """The game left unfinished, where it stopped: this round so far is told again."""
        from accessible_ll.local_match import LocalMatch
        from accessible_ll.tui.match_start import play_from_setup
        self._saved = None
        path = self.save_file()
        try:
            seats = LocalMatch.resume(path, self.app.texts, self.game_id)
        except ValueError:  # changed since the list was made: the list says how it is now
            return self.refresh_rows(highlight=None)
        self.app.save()
        self._left_game = True
        play_from_setup(self.app, seats.game, None, path, kept=seats)

    def action_help(self) -> None:
        """F1: the keys of this list (a row's value changed with Left and Right), then
        the keys and rules of the game on the list's first row."""
        from accessible_ll.new_table import setup_of
        from accessible_ll.tui.match_keys import game_help
        game = find_game(self.game_id)
        variant, _options = setup_of(game, self.app.settings)
        lines = game_help(self.app, game, variant, self.table.players)
        self.app.push_screen(ReadScreen(self.app.t(m.HELP_TITLE),
                                        lines[:1] + self.setting_keys() + lines[1:]),
                             self.speak_current)

    def setting_keys(self) -> list[str]:
        """Left and Right (as the key map puts them): a row's previous and next value."""
        from accessible_ll.tui.match_keys import keys_text
        texts, keys_of = self.app.texts, keymap(self.app)
        return [texts.text(m.KEY_LINE, keys=keys_text(texts, keys_of.get(binding_id, keys)),
                           action=texts.text(action))
                for binding_id, keys, action in (("setting_down", "left", m.SHEET_SETTING_DOWN),
                                                 ("setting_up", "right", m.SHEET_SETTING_UP))]

    def action_repeat(self) -> None:
        """R: the list's title and the row it is on."""
        self.speak_current()

    def speak_current(self, _result=None, *, interrupt: bool = True) -> None:
        """Back from another screen: say where the player is again (cutting in when a
        key brought the player back, queued after a game)."""
        choices = self.query_one(ChoiceList)
        speak_item(self, choices, choices.highlighted, title=True, interrupt=interrupt)

    def action_quit(self) -> None:
        """Escape on the setup list: quit the program, once the player has said yes."""
        def answered(yes: bool | None) -> None:
            if yes:
                self.app.exit()
            else:
                self.speak_current(interrupt=False)
        self.app.push_screen(ConfirmScreen(self.app.t(m.CONFIRM_EXIT, game=self.app.game_title()),
                                           interrupt=True),
                             answered)
