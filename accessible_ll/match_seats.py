"""The table of any game as the people at one computer meet it: in words.

The full-screen game and the line mode of every game talk only to a
:class:`MatchSeats`. It tells each person here the sentences they may hear (each
narrated from their own seat, in the language of this computer) with the cues, asks
their decisions step by step (:class:`~accessible_ll.kit.Ask`), answers their review
keys, and reads the rules. A screen never sees a state, a view or an event, so the
same screen serves a game at this computer (:class:`LocalMatch`) and a seat at a table
elsewhere, whose host narrates for it.

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

import argparse
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from accessible_ll import inputs
from accessible_ll.inputs import Reason
from accessible_ll.games import find_game, flags
from accessible_ll.kit import VARIANT, Ask, Flag, GameDescriptor, Marks, Recap, Refusal, hears
from accessible_ll.kit.words import joined
from accessible_ll.match import PERSON, Match
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.legacy.tables import adopt_old_save, old_save
from accessible_ll.levels import levels_named
from accessible_ll.saves import SAVE_VERSION, KeptGame, UnusableSave, game_save_path, read_save

#: A decision's step answered with None: the action was complete and has been sent.
SENT = None
#: A continued game retells at most its last events (where it stands, briefly).
RESUMED_EVENTS = 12


class Told(NamedTuple):
    """What one event means to one person here (``seat``; None: a spectator).

    Attributes:
        seat: Whose words these are.
        lines: The sentences, from their seat.
        cues: The cues they hear, each with the seat it comes from.
        private: The event was not public (only some seats may know it).
        marks: How it is said beyond its words (to the room, at short detail...).
        event: Which event of the game's log it tells (its index): the words of one
            event for each person here share it (see :func:`by_event`); None: news of
            its own (where a continued game stands, a refusal).
    """
    seat: int | None
    lines: tuple[str, ...]
    cues: tuple[tuple[str, int | None], ...]
    private: bool
    marks: Marks = Marks()
    event: int | None = None


def index_of(log: Sequence[Any], event: Any) -> int:
    """Where ``event`` (the very object) is in ``log``, from its end.

    >>> first, second = ["a"], ["a"]
    >>> index_of([first, second], second)
    1
    """
    return next(i for i in range(len(log) - 1, -1, -1) if log[i] is event)


def recapped(first: str, recap: Recap) -> list[str]:
    """What a listener who comes back to a game hears before the events told again:
    ``first`` (that the game continues, or how many rounds they missed; "": nothing),
    where the game stands, and the heading of the events told again where there are any.

    >>> recapped("It continues.", Recap(("Round 2.",), (), "This round so far:"))
    ['It continues.', 'Round 2.']
    """
    heading = [recap.heading] if recap.again and recap.heading else []
    return [line for line in (first, *recap.lines, *heading) if line]


def by_event(news: Sequence[Told]) -> list[list[Told]]:
    """``news`` in the order it came, the words of one event for each person together.

    >>> news = [Told(0, ("You play.",), (), False, event=0),
    ...         Told(1, ("Ann plays.",), (), False, event=0), Told(0, ("Hi.",), (), False)]
    >>> [len(each) for each in by_event(news)]
    [2, 1]
    """
    groups: list[list[Told]] = []
    for told in news:
        if groups and told.event is not None and groups[-1][-1].event == told.event:
            groups[-1].append(told)
        else:
            groups.append([told])
    return groups


def waits(told: Told, heard: bool) -> bool:
    """At a shared computer, whether ``told`` (words for a person who does not hold it)
    waits until the computer is theirs: what was private to them, and an event nobody
    heard said aloud (``heard``: the person holding the computer, or the room while it
    was passed on, heard words of the same event). Each person hears each public event
    once: what the room heard is not told again."""
    return told.private or (told.event is not None and not heard)


class Story:
    """One listener's story of a game: their narrator has been told every event of the
    game's log they may hear, once and in order, and each event's sentences are kept.

    A narrator may remember what earlier events said (the ring of landscapes, whose
    royal a card was buried behind), so it is only ever told the whole game from its
    first event on: a game continued from its save, a seat joining late and an event
    told again are said exactly as the game said them as it happened.

    Args:
        narrator: The listener's narrator (see the kit's ``Narrator``).
        log: The game's events; the list grows as the game goes on.
        seat: The listener (None: a spectator, or the room).
    """

    def __init__(self, narrator: Any, log: list, seat: int | None) -> None:
        self.narrator, self.log, self.seat = narrator, log, seat
        self.said: list[tuple[str, ...]] = []

    def lines(self, index: int) -> tuple[str, ...]:
        """The sentences of the log's event ``index`` for this listener (none for an
        event they may not know)."""
        self.catch_up(index + 1)
        return self.said[index]

    def catch_up(self, upto: int | None = None) -> None:
        """Tell the narrator the events it has not been told, up to ``upto`` (default:
        the whole log so far)."""
        upto = len(self.log) if upto is None else upto
        while len(self.said) < upto:
            event = self.log[len(self.said)]
            heard = hears(event, self.seat)
            self.said.append(tuple(self.narrator.events([event])) if heard else ())


def telling(game: GameDescriptor, story: Story, index: int,
            options: dict[str, Any]) -> Told | None:
    """What the log's event ``index`` means to the listener of ``story`` (a seat; None:
    a spectator, or the room): their narrator's sentences, the game's cues and marks;
    None when they may not know it, or it says and sounds nothing. The one way from an
    event to what a person hears, here and at a table across computers."""
    event, seat = story.log[index], story.seat
    if not hears(event, seat):
        return None
    cues = tuple(game.narration.cues(event, seat)) if game.narration.cues else ()
    lines = story.lines(index)
    if not (lines or cues):
        return None
    marks = game.narration.marks(event, seat, options) if game.narration.marks else Marks()
    return Told(seat, lines, cues, event.audience is not None, marks, index)


class ReviewKey(NamedTuple):
    """A review key the game offers, in words: its id, its key, what it reads, whether
    its answer's lines are said apart and whether it reads the listener's own secret
    (hidden while a shared computer is passed on; see the kit's ``Review``)."""
    id: str
    key: str
    label: str
    apart: bool = False
    own: bool = False


class MatchListener(Protocol):
    """Who hears what the table tells the people at this computer.

    Attributes:
        full_screen: The full-screen game (a game continued says where it stands in
            the words of the game's recap), not the line mode (its recap's ``line``
            words, where it has them).
    """

    full_screen: bool = False

    def heard(self, news: list[Told]) -> None:
        """New sentences, each for one person here, in the order things happened."""

    def changed(self) -> None:
        """The table moved on: see who decides now."""

    def refused(self, seat: int, text: str) -> None:
        """``seat``'s last choice was not allowed (``text`` says why); nothing changed."""

    def told_table(self, line: str) -> None:
        """A sentence about the table itself (who joined, a lost connection)."""


class MatchSeats(ABC):
    """The side of a table a screen may use.

    Attributes:
        people: The seats of the people at this computer (none: a spectator).
        runs_here: Whether this computer moves the bots and the game on (a game here),
            or a table elsewhere does.
    """

    people: tuple[int, ...] = ()
    runs_here = True
    listener: MatchListener | None = None
    lost = False
    resumed = False
    keeps_game = False
    keeps_earlier = False

    title: str
    players: int
    names: list[str]

    @property
    def ready(self) -> bool:
        return True

    @property
    def started(self) -> bool:
        return True

    @abstractmethod
    def start(self, listener: MatchListener) -> None:
        """Tell ``listener`` what the people here may know so far, then what is new."""

    @property
    @abstractmethod
    def deciders(self) -> tuple[int, ...]:
        """Who decides now (several at once in a simultaneous choice)."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """Whether the game has ended."""

    @property
    @abstractmethod
    def moves(self) -> int:
        """How many moves the game has seen (it grows with every one)."""

    @abstractmethod
    def ask(self, seat: int, chosen: dict[str, Any],
            answer: Callable[[Ask | None], None]) -> None:
        """The next step of ``seat``'s decision after the parts ``chosen``, given to
        ``answer``; when the parts make a whole action it is sent and ``answer`` gets
        None (a refusal goes to the listener's ``refused``)."""

    @abstractmethod
    def reviews(self) -> list[ReviewKey]:
        """The game's review keys, in the order the help lists them."""

    def said_once(self) -> set[str]:
        """Lines of the review answers said only the first time in a game (the game's
        :attr:`~accessible_ll.kit.Narration.said_once`), in the listener's words."""
        return set()

    @abstractmethod
    def review(self, seat: int | None, review_id: str,
               answer: Callable[[list[str]], None]) -> None:
        """The answer to a review key, for ``seat``."""

    @abstractmethod
    def rules(self) -> list[str]:
        """The game's rules and card reference, line by line."""

    def reference(self) -> list[str]:
        """The cards at a glance (F2), line by line; empty: the game has none."""
        return []

    def line_rules(self, seat: int | None) -> list[str]:
        """The whole rules the line mode reads (``??``), for ``seat``."""
        return self.rules()

    def help(self, seat: int | None) -> list[str]:
        """What the line mode says after its keys, for ``seat`` (the game's own help:
        its rules in brief); empty: the keys alone."""
        return []

    @property
    def ticks(self) -> bool:
        """Whether a decision may ask for several items ticked at once (see
        :attr:`~accessible_ll.kit.Narration.ticks`)."""
        return True

    @property
    def stops_between_rounds(self) -> bool:
        """Whether the game waits between rounds until a person asks for the next one
        (the round's standings said first); else it moves on by itself."""
        return False

    def standings(self, seat: int | None, answer: Callable[[list[str]], None]) -> None:
        """Every player's score so far, for ``seat``, when a round has ended."""
        answer([])

    def move_bot(self) -> None:
        """Let one bot that decides now move (where the game runs here)."""

    def advance(self) -> None:
        """Move the game on where nobody decides (where the game runs here)."""

    async def leave(self) -> None:
        """The person leaves the unfinished game on purpose (a table elsewhere is told
        so, and they hear how to come back); the screen then closes it."""

    def close(self) -> None:
        """The screen is done with the table."""


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


# ----- who sits at a new game ---------------------------------------------------------

def fitted_seats(game: GameDescriptor, kinds: list[str], texts) -> tuple[list[str], list[str]]:
    """``kinds`` as seats of ``game``: a person stays a person; a bot level the game
    lacks becomes its weakest, which is said (once per level).

    Returns:
        (seats, notices).
    """
    title = game.titles.get(texts.language, game.id)
    weakest = next(iter(game.tools.bots))
    seats, notices = [], []
    for kind in kinds:
        if kind != PERSON and kind not in game.tools.bots:
            notice = texts.text(m.BOT_LEVEL_REPLACED, game=title, level=kind, weakest=weakest)
            if notice not in notices:
                notices.append(notice)
            kind = weakest
        seats.append(kind)
    return seats, notices


class Table:
    """Who sits at a new game at this computer: the seats' kinds, names and seed, and
    what the person should know about how the command line's seats were fitted."""

    def __init__(self, game: GameDescriptor, kinds: list[str], names: list[str],
                 seed: int | None, notes: list[str], variant: str | None = None,
                 options: dict[str, Any] | None = None) -> None:
        self.game, self.kinds, self.names, self.seed, self.notes = game, kinds, names, seed, notes
        self.variant, self.options = variant, dict(options or {})

    def new(self, texts: Any, save: Path | None) -> LocalMatch:
        return LocalMatch.new(self.game, self.variant, self.kinds, texts, names=self.names,
                              seed=self.seed, options=self.options, save=save)


def setup_of(game: GameDescriptor, settings: Any) -> tuple[str, dict[str, Any]]:
    """The variant and options of a new game of ``game`` as the settings keep its
    table, else the game's defaults; a variant the game lacks gives its default.

    >>> from accessible_ll.games import find_game
    >>> from accessible_ll.settings import Settings
    >>> setup_of(find_game("verraeter"), Settings())
    ('standard', {'start': None})
    """
    table = settings.table(game.id)
    ids = [variant.id for variant in game.variants]
    variant = table.variant if table.variant in ids else ids[0]
    options = {key: table.options.get(key, default) for key, default in game.rules.options.items()}
    return variant, options


def given_flags(args: argparse.Namespace | None) -> list[tuple[str, Any]]:
    """The games' own flags the command line gives (``--edition``), with their values."""
    given = [(name, getattr(args, flag.dest, None)) for name, (flag, _) in flags().items()]
    return [(name, value) for name, value in given if value not in (None, False)]


def flag_variant(game: GameDescriptor, args: argparse.Namespace | None, texts: Any) -> str | None:
    """The variant of ``game`` its own flag names (None: none named).

    >>> from accessible_ll.games import find_game
    >>> from accessible_ll.narration.i18n import Texts
    >>> flag_variant(find_game("verraeter"), argparse.Namespace(), Texts.for_language("en"))

    Raises:
        Refusal: a flag of another game, or a variant the game lacks.
    """
    variant = None
    for name, value in given_flags(args):
        flag = own_flag(game, name, texts)
        if flag.sets == VARIANT:
            ids = [each.id for each in game.variants]
            if value not in ids:
                raise inputs.InputRefusal(m.BAD_CHOICE, option=name, choices=", ".join(ids),
                                     value=value)
            variant = value
    return variant


def own_flag(game: GameDescriptor, name: str, texts: Any) -> Flag:
    """``game``'s own flag ``name``.

    Raises:
        Refusal: the flag is another game's, said in the listener's words.
    """
    flag = game.flag(name)
    if flag is not None:
        return flag
    language = texts.language
    takers = [find_game(taker).titles.get(language, taker) for taker in flags()[name][1]]
    raise inputs.InputRefusal(m.FLAG_OF_OTHER_GAME, flag=name, games=joined(texts, takers),
                         game=game.titles.get(language, game.id))


def flag_options(game: GameDescriptor, args: argparse.Namespace | None, variant: str,
                 players: int, texts: Any) -> dict[str, Any]:
    """The options of ``game`` its own flags set (``--blind-variant``: blind on;
    ``--target 5``: the value read as ``--option target=5`` reads it).

    Raises:
        Refusal: a flag of another game, or a value the option lacks.
    """
    options = {}
    for name, value in given_flags(args):
        flag = own_flag(game, name, texts)
        if flag.sets == VARIANT:
            continue
        if flag.value is not None:
            options[flag.sets] = flag.value
        else:
            options[flag.sets] = _option_value(game.setting(flag.sets), variant, players,
                                               str(value), texts)
    return options


def checked_bots(game: GameDescriptor, levels: Sequence[str], texts: Any) -> list[str]:
    """``levels`` (``--bots``) if each is one of ``game``'s bot levels or a person.

    Raises:
        Refusal: a level the game lacks; the refusal names the game's levels.
    """
    for level in levels:
        if level != PERSON and level not in game.tools.bots:
            raise inputs.InputRefusal(m.UNKNOWN_BOT, bot=level, levels=levels_named(texts, game))
    return list(levels)


def given_options(game: GameDescriptor, variant: str, players: int, given: list[str],
                  texts: Any) -> dict[str, Any]:
    """The setup choices ``--option ID=VALUE`` gives: each value as the setup list says
    it (in the listener's language or English), or the number in those words
    (``target=5``, ``first=2``: seat 2, ``start=lot``).

    >>> from accessible_ll.games import find_game
    >>> from accessible_ll.narration.i18n import Texts
    >>> given_options(find_game("disloyal-royals"), "standard", 2, ["first=2"],
    ...               Texts.for_language("de"))
    {'first': 1}

    Raises:
        Refusal: not ID=VALUE, a choice the game lacks, or a value it lacks.
    """
    chosen = {}
    for item in given:
        setting_id, sep, value = item.partition("=")
        setting = game.setting(setting_id.strip())
        if not sep or not setting_id.strip():
            raise inputs.InputRefusal(m.OPTION_MALFORMED, given=item)
        title = game.titles.get(texts.language, game.id)
        if setting is None and not game.rules.setup:
            raise inputs.InputRefusal(m.OPTION_NONE, game=title)
        if setting is None:
            raise inputs.InputRefusal(m.OPTION_UNKNOWN, game=title, option=setting_id,
                                 options=", ".join(s.id for s in game.rules.setup))
        chosen[setting.id] = _option_value(setting, variant, players, value.strip(), texts)
    return chosen


def _option_value(setting: Any, variant: str, players: int, typed: str, texts: Any) -> Any:
    """The one value of ``setting`` whose words are ``typed``, else whose words hold it,
    else the number ``typed``."""
    values = setting.values(variant, players)
    languages = [texts] + ([Texts.for_language("en")] if texts.language != "en" else [])
    words = [[setting.text(t, v, variant, players).casefold() for t in languages]
             for v in values]
    wanted = typed.casefold()
    for fits in (lambda said: wanted in said,  # as said
                 lambda said: any(wanted in one for one in said),  # a part of it
                 lambda said: any(wanted in re.findall(r"\d+", one) for one in said)):
        found = [v for v, said in zip(values, words) if fits(said)]
        if len(found) == 1:
            return found[0]
    raise inputs.InputRefusal(m.OPTION_VALUE, value=typed, option=setting.id,
                         values="; ".join(w[0] for w in words))


def table_for(game: GameDescriptor, args: argparse.Namespace, settings: Any,
              texts: Any, read: Any = None) -> Table:
    """The table the command line asks for, else as the settings keep it: the seats
    of ``--players`` and ``--bots`` (a bot level the settings keep that the game lacks
    is played by its weakest bot, and said), the variant and options of the game's
    own flags and of ``--option``.

    Raises:
        Refusal: the players do not fit the game, ``--bots`` does not fit
            ``--players`` or names a level the game lacks, a flag is another game's,
            or an option or value the game lacks.

    Args:
        read: The settings as the file gave them, before they were fitted to the games:
            a table kept for more or fewer players than the game seats is said.
    """
    title = game.titles.get(texts.language, game.id)
    variant_id, options = setup_of(game, settings)
    variant = game.find_variant(flag_variant(game, args, texts) or variant_id)
    kept = settings.table(game.id)
    bots = checked_bots(game, getattr(args, "bots", None) or [], texts)
    notes: list[str] = []
    players = getattr(args, "players", None)
    if players is not None:
        inputs.check_seats(game, variant.id, players, title)
        if bots and len(bots) != players - 1:
            raise inputs.PluralInputRefusal(m.BOTS_DO_NOT_FIT, players - 1, players=players,
                                       needed=players - 1, given=len(bots))
    elif bots:
        players = inputs.check_seats(game, variant.id, 1 + len(bots), title)
    else:
        wanted = (read.tables[game.id] if read is not None and game.id in read.tables
                  else kept).players
        players = variant.nearest_players(wanted)
        if players != wanted and len(game.variants) > 1:  # says which variant
            notes.append(texts.text(m.PLAYERS_CHANGED, edition=variant.id, players=players,
                                    counts=inputs.player_counts(variant)))
        elif players != wanted:
            notes.append(texts.text(m.GAME_PLAYERS_CHANGED, game=title,
                                    counts=inputs.player_counts(variant), players=players))
    kinds = [PERSON, *bots] if bots else (list(kept.seats) + ["heuristic"] * players)[:players]
    kinds, replaced = fitted_seats(game, kinds, texts)
    notes += replaced
    names = (list(kept.names) + [""] * players)[:players]
    options.update(flag_options(game, args, variant.id, players, texts))
    options.update(given_options(game, variant.id, players,
                                 getattr(args, "option", None) or [], texts))
    return Table(game, kinds, names, getattr(args, "seed", None), notes, variant.id, options)
