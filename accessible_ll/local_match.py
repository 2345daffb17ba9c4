"""A game at this computer (:class:`LocalMatch`), told in words to the people here
through the :class:`~accessible_ll.match_seats.MatchSeats` interface and saved after
every move, and where it is kept (:func:`kept_game_path`).

>>> from accessible_ll.games import find_game
>>> from accessible_ll.narration.i18n import Texts
>>> class Ear:
...     def __init__(self): self.told = []
...     def heard(self, news): self.told += news
...     def changed(self): pass
...     def refused(self, seat, text): raise AssertionError(text)
...     def told_table(self, line): pass
>>> game = LocalMatch.new(find_game("disloyal-royals"), None, ["human", "random"],
...                       Texts.for_language("en"), seed=4)
>>> ear = Ear(); game.start(ear)
>>> game.people, game.title, len(ear.told) > 0, ear.told[0].seat
((0,), 'Disloyal Royals', True, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from accessible_ll.inputs import Reason
from accessible_ll.kit import Ask, GameDescriptor, Refusal
from accessible_ll.match import Match
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.legacy.tables import adopt_old_save, old_save
from accessible_ll.match_seats import (
    SENT,
    MatchListener,
    MatchSeats,
    ReviewKey,
    Story,
    Told,
    index_of,
    recapped,
    telling,
    waits,
)
from accessible_ll.saves import SAVE_VERSION, KeptGame, UnusableSave, game_save_path, read_save

#: A continued game retells at most its last events (where it stands, briefly).
RESUMED_EVENTS = 12


class LocalMatch(KeptGame, MatchSeats):
    """A game at this computer, saved after every move when given a file.

    Args:
        match: The game.
        texts: The language of the people here.
        save: Where the game is written after each move (removed at its end).
        resumed: Continued from a save: the people hear where it stands, not the whole
            game again.
    """

    def __init__(self, match: Match, texts: Any, save: Path | None = None,
                 resumed: bool = False) -> None:
        self.match = match
        self.game: GameDescriptor = match.game
        self.texts = texts
        self.people = match.people
        self.resumed = resumed
        self.keep(save, resumed)
        defaults = default_names(texts, match.players)
        self.names = [given or default for given, default in zip(match.names, defaults)]
        self.title = self.game.titles.get(texts.language, self.game.id)
        self.players = match.players
        self.stories: dict[int | None, Story] = {}

    @classmethod
    def new(cls, game: GameDescriptor, variant: str | None, seats: Sequence[str], texts: Any,
            names: Sequence[str] = (), seed: int | None = None,
            options: dict[str, Any] | None = None, save: Path | None = None) -> LocalMatch:
        """A new game (saved at once when given a file).

        Raises:
            Refusal: the table does not fit the game (see :class:`Match`).
        """
        local = cls(Match(game, variant, seats, names, seed, options), texts, save)
        local.save()
        return local

    @classmethod
    def resume(cls, path: Path, texts: Any = None, game_id: str | None = None) -> LocalMatch:
        """The game saved in ``path``, where it stopped (nothing is written).

        Args:
            game_id: The game ``path`` keeps (None: any): a game of another one there
                (a file renamed into its place) is refused.

        Raises:
            UnusableSave: the file is missing, damaged, finished, from another
                version or of another game; its ``reason`` says which.
        """
        data = old_save(read_save(path, SAVE_VERSION))  # a file of an older version too
        if set(data) != {"version", "match"}:
            raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
        try:
            match = Match.from_snapshot(data["match"])
        except Refusal as error:
            if error.details.get("key") == "journal":
                raise UnusableSave(Reason(m.REASON_SAVE_NO_REPLAY)) from None
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD,
                                      key=f"match.{error.details.get('key')}")) from None
        if texts is None:
            from accessible_ll.narration.i18n import Texts
            texts = Texts.for_language("en")
        if game_id is not None and match.game.id != game_id:
            title = match.game.titles.get(texts.language, match.game.id)
            raise UnusableSave(Reason(m.REASON_SAVE_OTHER_GAME, game=title))
        if match.over:
            raise UnusableSave(Reason(m.REASON_GAME_OVER))
        return cls(match, texts, Path(path), resumed=True)

    # ----- the saved game (see KeptGame) ----------------------------------------------

    def _finished(self) -> bool:
        return self.match.over

    def _saved(self) -> dict[str, Any]:
        return {"version": SAVE_VERSION, "match": self.match.snapshot()}

    @property
    def kind(self) -> str:
        return self.game.id

    @classmethod
    def _continuable(cls, path: Path, kind: str | None) -> None:
        cls.resume(path, game_id=kind)

    # ----- the table ------------------------------------------------------------------

    @property
    def deciders(self) -> tuple[int, ...]:
        return self.match.deciders

    @property
    def over(self) -> bool:
        return self.match.over

    @property
    def moves(self) -> int:
        return self.match.moves

    def story(self, seat: int | None) -> Story:
        """The story of the game for the person at ``seat`` (None: the public's), told
        up to its last event."""
        if seat not in self.stories:
            narrator = self.game.narration.narrator(self.texts, self.names, self.match.variant,
                                                    seat)
            if len(self.people) > 1 and hasattr(narrator, "named_you"):
                narrator.named_you = True  # "you" alone could mean anyone here
            self.stories[seat] = Story(narrator, self.match.log, seat)
        story = self.stories[seat]
        story.catch_up()
        return story

    def narrator(self, seat: int | None) -> Any:
        """The sentences of the person at ``seat`` (None: the public's), its narrator
        told the whole game so far."""
        return self.story(seat).narrator

    def listeners(self) -> tuple[int | None, ...]:
        """Whose words the people here hear: each person's, and the public's (seat None)
        when several people or nobody sit here (for the room while the computer is
        passed on: nobody's "you")."""
        return self.people if len(self.people) == 1 else (*self.people, None)

    def news(self, start: int, stop: int | None = None) -> list[Told]:
        """The game's events from ``start`` on (to ``stop``, default: the last) in words,
        for each person here who may hear each of them (see :meth:`listeners`)."""
        stop = len(self.match.log) if stop is None else stop
        told = (telling(self.game, self.story(seat), index, self.match.options)
                for index in range(start, stop) for seat in self.listeners())
        return [each for each in told if each is not None]

    def start(self, listener: MatchListener) -> None:
        self.listener = listener
        self.claim()
        again = 0
        if self.resumed:
            told, again = self.where_it_stands(getattr(listener, "full_screen", False))
            listener.heard(told + self.waited(again))
        listener.heard(self.news(again))
        listener.changed()

    def where_it_stands(self, full_screen: bool) -> tuple[list[Told], int]:
        """A continued game: what each person here hears first of where it stands, and
        where in its events the telling goes on (the events told again are said as
        they were first said). The game's ``recap`` (the line mode: its ``line`` recap,
        where it has one) follows the recap's own first line, else the shell's that
        the game continues; a game without a recap: the shell's line, then the game's
        last moves."""
        log = self.match.log
        recap_of = self.game.narration.recap
        if recap_of is None:
            line = self.texts.text(m.MATCH_CONTINUES, game=self.title)
            return ([Told(seat, (line,), (), False) for seat in self.listeners()],
                    max(len(log) - RESUMED_EVENTS, 0))
        told, again = [], len(log)
        for seat in self.listeners():
            recap = recap_of(self.narrator(seat), self.match.view(seat), self.match.events(seat))
            if not full_screen and recap.line is not None:
                recap = recap.line
            first = recap.first if recap.first is not None else \
                self.texts.text(m.MATCH_RESUMED, game=self.title)
            told.append(Told(seat, tuple(recapped(first, recap)), (), False))
            again = min(again, index_of(log, recap.again[0]) if recap.again else len(log))
        return told, again

    def waited(self, again: int) -> list[Told]:
        """At a shared computer, a game continued: what waited for each person when it
        stopped, among the events before ``again`` (those told again follow), as it
        would have waited (see :func:`waits`): since the computer was last theirs, what
        was private to them and what the room heard nothing of."""
        if len(self.people) < 2:
            return []
        holders = self.holders()
        waiting = []
        for seat in self.people:
            held = [i for i, holder in enumerate(holders) if holder == seat]
            for i in range(held[-1] + 1 if held else 0, again):
                told = telling(self.game, self.story(seat), i, self.match.options)
                if told is not None and waits(told, self.heard(i, holders[i])):
                    waiting.append(told)
        return waiting

    def holders(self) -> list[int | None]:
        """Per event of the game, who held the computer as it was told: the last person
        here who decided (while a bot decides, the computer stays with them; None:
        nobody had it yet)."""
        holders, holder = [], None
        for seat in self.match.deciding:
            holder = seat if seat in self.people else holder
            holders.append(holder)
        return holders

    def heard(self, index: int, holder: int | None) -> bool:
        """Whether the room heard words of the log's event ``index`` as it was told, the
        computer ``holder``'s (None: the public's words, while it was passed on)."""
        told = telling(self.game, self.story(holder), index, self.match.options)
        return told is not None and bool(told.lines)

    def continue_question(self) -> str:
        """Whether to continue this saved game, in words."""
        if self.game.narration.saved.question is not None:
            return self.game.narration.saved.question(self.narrator(None), self.match.view(None))
        return self.texts.plural(m.LINE_CONTINUE_MATCH, self.moves, game=self.title,
                                 players=self.players)

    def ask(self, seat: int, chosen: dict[str, Any],
            answer: Callable[[Ask | None], None]) -> None:
        try:
            step = self.match.ask(self.narrator(seat), seat, chosen)
        except Refusal as error:
            return self.listener.refused(seat, self.narrator(seat).refusal(error))
        if isinstance(step, Ask):
            return answer(step)
        try:
            events = self.match.submit(step)
        except Refusal as error:
            return self.listener.refused(seat, self.narrator(seat).refusal(error))
        answer(SENT)
        self._moved(events)

    def reviews(self) -> list[ReviewKey]:
        return [ReviewKey(r.id, r.key, self.texts.text(r.label), r.apart, r.own)
                for r in self.game.narration.reviews]

    def said_once(self) -> set[str]:
        return {self.texts.text(message) for message in self.game.narration.said_once}

    def review(self, seat: int | None, review_id: str,
               answer: Callable[[list[str]], None]) -> None:
        for review in self.game.narration.reviews:
            if review.id == review_id:
                return answer(list(review.lines(self.narrator(seat), self.match.view(seat))))
        answer([])

    def rules(self) -> list[str]:
        told = self.game.narration.rules
        if told is None:
            return []
        return list(told.pages(self.narrator(None), self.match.view(None)))

    def reference(self) -> list[str]:
        if self.game.narration.reference is None:
            return []
        return list(self.game.narration.reference(self.narrator(None), self.players))

    def line_rules(self, seat: int | None) -> list[str]:
        told = self.game.narration.rules
        if told is None:
            return []
        return list(told.line(self.narrator(seat), self.match.view(seat)))

    def help(self, seat: int | None) -> list[str]:
        told = self.game.narration.rules
        if told is None or told.brief is None:
            return []
        return list(told.brief(self.narrator(seat), self.match.view(seat)))

    @property
    def ticks(self) -> bool:
        return self.game.narration.ticks

    @property
    def stops_between_rounds(self) -> bool:
        return self._standings is not None

    def standings(self, seat: int | None, answer: Callable[[list[str]], None]) -> None:
        if self._standings is None:
            return answer([])
        answer(list(self._standings(self.narrator(seat), self.match.view(seat))))

    @property
    def _standings(self) -> Callable[[Any, Any], list[str]] | None:
        """The game's standings said when a round ends (None: it moves on by itself)."""
        rounds = self.game.rules.rounds
        return rounds.standings if rounds is not None else None

    def move_bot(self) -> None:
        bots = [seat for seat in self.match.deciders if self.match.is_bot(seat)]
        if bots:
            self._moved(self.match.play_bot(bots[0]))

    def advance(self) -> None:
        if not self.match.deciders and not self.match.over:
            self._moved(self.match.advance())

    def _moved(self, events: list) -> None:
        self.save()
        self.listener.heard(self.news(len(self.match.log) - len(events)))
        self.listener.changed()

    def close(self) -> None:
        self.release()


def kept_game_path(settings_file: Path, game_id: str) -> Path:
    """Where a game of ``game_id`` at this computer is kept (see
    :func:`~accessible_ll.saves.game_save_path`), a game of it kept under an older name
    moved there first (see :func:`~accessible_ll.legacy.tables.adopt_old_save`)."""
    path = game_save_path(settings_file, game_id)
    adopt_old_save(path, Path(settings_file), game_id)
    return path
