"""The table of any game as the people at one computer meet it: in words.

The full-screen game and the line mode of every game talk only to a
:class:`MatchSeats`. It tells each person here the sentences they may hear (each
narrated from their own seat, in the language of this computer) with the cues, asks
their decisions step by step (:class:`~accessible_ll.kit.Ask`), answers their review
keys, and reads the rules. A screen never sees a state, a view or an event, so the
same screen serves a game at this computer
(:class:`~accessible_ll.local_match.LocalMatch`) and a seat at a table elsewhere, whose
host narrates for it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol

from accessible_ll.kit import Ask, GameDescriptor, Marks, Recap, hears

#: A decision's step answered with None: the action was complete and has been sent.
SENT = None


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
