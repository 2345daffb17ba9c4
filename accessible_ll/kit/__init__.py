"""What every game brings to the shell, and the few game-free types they share.

The kit is pure (standard library only). A game imports only the kit and its own
folder; the shell reaches a game only through :mod:`accessible_ll.games` (the registry)
and the types here.

>>> chance = Chance("seed-1")
>>> rolls = chance.roll(3)
>>> len(rolls), all(1 <= r <= 6 for r in rolls), chance.journal == list(rolls)
(3, True, True)
>>> Chance("seed-1").roll(3) == rolls
True
>>> fixed = Chance("any", dice=[4, 1, 6])
>>> fixed.roll(2), fixed.roll(1)
((4, 1), (6,))
>>> Refusal("no_hearts", card="5D").details
{'card': '5D'}
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol


class Refusal(ValueError):
    """An action the rules do not allow now; the state is unchanged.

    Attributes:
        code: A stable code of the game's (its narrator turns it into a sentence).
        details: Values for the message (card ids, seats, counts). A game that has
            put the refusal in the listener's words itself (a scenario file's faults,
            where it needs its own nouns) gives them as ``said``.
    """

    def __init__(self, code: str, **details: object) -> None:
        super().__init__(code if not details else f"{code} {details}")
        self.code = code
        self.details = details


class Outcome(NamedTuple):
    """The end of a game: the winning seats (several: a shared win; none: a draw) and
    each seat's score (tokens, points)."""
    winners: tuple[int, ...]
    scores: tuple[int, ...]


class Event(Protocol):
    """What happened. ``audience`` is None for a public event, else the seats that may
    know it; ``kind`` names the event for the narrator and the cues."""
    kind: str
    audience: tuple[int, ...] | None


def hears(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` may know ``event`` (None: a spectator, public events only).

    >>> class E(NamedTuple):
    ...     kind: str = "x"
    ...     audience: tuple | None = (1,)
    >>> hears(E(), 1), hears(E(), 0), hears(E(), None), hears(E(audience=None), None)
    (True, False, False, True)
    """
    return event.audience is None or (seat is not None and seat in event.audience)


class State(Protocol):
    """A game's whole truth. Only its own game (rules, view, tests) reads it.

    ``deciders()`` says who decides now: no seat (between phases, or at the end), one,
    or several at once (a simultaneous choice). Every action names its seat
    (``action.seat``). ``apply`` either changes the state and returns the events, or
    raises :class:`Refusal` and changes nothing.
    """
    players: int

    def deciders(self) -> tuple[int, ...]: ...

    def legal_actions(self, seat: int) -> Sequence[Any]: ...

    def apply(self, action: Any) -> list: ...

    def outcome(self) -> Outcome | None: ...

    def advance(self) -> list:
        """Move on where the game pauses with nobody to decide and no outcome yet
        (between rounds, say); return the events. A game that never pauses
        never has this called."""
        ...


class Chance:
    """Every random draw of a game (shuffles and dice), made from the game's seed and
    journalled, so that a game replays exactly from its seed and its actions.

    A scenario can fix the dice: ``dice`` are used first, in order; after them the seed
    rolls on. ``journal`` lists every die rolled so far.

    Its draws come from the seed's own stream, ``"{seed}/chance"``; :meth:`exact` makes
    one whose draws are those of ``random.Random(seed)`` itself (a game that has always
    dealt from that stream keeps its saves and recorded games replaying from it).

    >>> import random
    >>> exact, plain = Chance.exact(7), random.Random(7)
    >>> [exact.random(), exact.randrange(4)] == [plain.random(), plain.randrange(4)]
    True
    >>> copied = exact.copy()
    >>> copied.random() == exact.random() == plain.random()
    True
    """

    def __init__(self, seed: int | float | str | None, dice: Iterable[int] = (), *,
                 stream: str = "chance") -> None:
        self.seed = seed
        self._rng = random.Random(f"{seed}/{stream}" if stream else seed)
        self._fixed = list(dice)
        self.journal: list[int] = []

    @classmethod
    def exact(cls, seed: int | float | str | None) -> Chance:
        """A chance whose draws are those of ``random.Random(seed)`` (None: unseeded)."""
        return cls(seed, stream="")

    def roll(self, count: int, sides: int = 6) -> tuple[int, ...]:
        """Roll ``count`` dice of ``sides`` sides."""
        rolls = []
        for _ in range(count):
            rolls.append(self._fixed.pop(0) if self._fixed else self._rng.randint(1, sides))
        self.journal.extend(rolls)
        return tuple(rolls)

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place."""
        self._rng.shuffle(items)

    def choice(self, items: Sequence[Any]) -> Any:
        """One of ``items``."""
        return self._rng.choice(items)

    def random(self) -> float:
        """A number from 0 up to 1 (1 excluded)."""
        return self._rng.random()

    def randrange(self, stop: int) -> int:
        """A whole number from 0 up to ``stop`` (excluded)."""
        return self._rng.randrange(stop)

    def copy(self) -> Chance:
        """An independent chance that draws on from here as this one would."""
        other = Chance.__new__(Chance)
        other.seed = self.seed
        other._rng = random.Random()
        other.restore(self.state())
        return other

    def state(self) -> tuple:
        """What :meth:`restore` needs to go on from here (for copies of a state)."""
        return self._rng.getstate(), list(self._fixed), list(self.journal)

    def restore(self, saved: tuple) -> None:
        """Go back to a :meth:`state`."""
        rng_state, fixed, journal = saved
        self._rng.setstate(rng_state)
        self._fixed, self.journal = list(fixed), list(journal)


class Words(Protocol):
    """The translations the shell hands a game's narrator, in the listener's language
    (the shell's gettext catalogs). Messages are marked in the game's own words module
    with :func:`N_`, :func:`NP_` and :func:`NN_`, whole sentences with named
    placeholders."""
    language: str

    def text(self, message: str, **values: Any) -> str: ...

    def plural(self, message: tuple[str, str], count: int, **values: Any) -> str: ...

    def context(self, message: tuple[str, str], **values: Any) -> str: ...

    def context_plural(self, message: tuple[str, str, str], count: int,
                       **values: Any) -> str: ...


#: The listener who hears every event: the record of a finished game.
REPLAY = "all"


class Narrator(Protocol):
    """Sentences for one listener: a seat (public events and its own), a spectator
    (None) or :data:`REPLAY` (the record of a finished game). A game's narrator derives
    from :class:`accessible_ll.kit.narrator.NarratorBase`, which holds the listener."""

    def events(self, events: Iterable[Any]) -> list[str]: ...

    def refusal(self, error: Refusal) -> str:
        """Why an action is not allowed, and what to do instead (one sentence or two)."""
        ...


def N_(message: str) -> str:
    """Mark ``message`` for translation (``make extract`` finds it)."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` in ``context`` (``pgettext``)."""
    return (context, message)


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural form (``ngettext``)."""
    return (singular, plural)


def NNP_(context: str, singular: str, plural: str) -> tuple[str, str, str]:
    """Mark a message in ``context`` with a plural form (``npgettext``)."""
    return (context, singular, plural)


class Choice(NamedTuple):
    """One item of a step of a person's decision, in the listener's words.

    Attributes:
        value: What choosing it puts in the decision (JSON-able: it may travel).
        label: What is read for it ("Queen of diamonds, 2 hearts, 3 buried").
        enabled: Whether it can be chosen now; an item that cannot stays in the list
            and says why (``reason``), so a blind player learns the rules by it.
        reason: Why it cannot be chosen now (a sentence), when not enabled.
        confirm: A question asked before it is taken (it loses the game, it wastes an
            action); empty: taken at once.
        number: A number that names it directly (a card's value: 7 names the King),
            typed in the line mode and a digit key in the full-screen game; None: the
            item is numbered by its place in the list.
        short: What the line mode reads after ``number`` ("0. Diplomat", where the label
            says "Diplomat, 0"); empty: the label.
        worth: With ``several``: what the item adds to the ticked items' sum, which the
            step's ``sums`` put in words (a supply card's strength).
    """
    value: Any
    label: str
    enabled: bool = True
    reason: str = ""
    confirm: str = ""
    number: int | None = None
    short: str = ""
    worth: int = 0


class Ask(NamedTuple):
    """The next step of a person's decision: what is asked and the items to choose.

    With ``several`` the person ticks any number of items (at least ``least``) and
    then confirms; the step's value is then the tuple of ticked values in the order
    they were ticked (the first ticked first; an item unticked and ticked again goes
    last), in the full screen, the line mode and at a table alike, so a game may let
    that order count (Disloyal Royals buries cards in it).

    Attributes:
        key: Which part of the action this step decides ("act", "cards", "royal").
        prompt: The question, in the listener's words.
        choices: The items, in the order they are read.
        several: Tick several, then confirm.
        least: With ``several``: the fewest items that may be confirmed.
        detail: Said before the prompt at the fullest detail only, never drawn (the
            hand with each card's rule, say).
        order: Where the list starts: the items' indexes, the one to offer first
            first (see :func:`first_offer`); empty: the first item that can be chosen.
        listed: The order the line mode reads the items in, by index, where it is not
            ``choices``' own (players to choose: another player before yourself,
            one that cannot be chosen after those that can); empty: as they are.
        tally: With ``several``: what the ticked items come to, in the listener's words,
            by how many are ticked (``tally[n]`` with ``n`` ticked: "2 cards ticked. You
            roll 3 dice."): said each time an item is ticked or unticked, after its name
            (in the line mode after what is ticked), instead of the shell's count of
            ticked items. Empty, or no entry for ``n``: the shell's count ("2 items
            ticked.").
        sums: With ``several``: what the ticked items come to by the sum ``s`` of their
            ``worth`` (``sums[s]``: "Strength 9: Hawk 24 in all."), said after the
            tally; empty, or no entry for ``s``: nothing more.
    """
    key: str
    prompt: str
    choices: tuple[Choice, ...]
    several: bool = False
    least: int = 0
    detail: str = ""
    order: tuple[int, ...] = ()
    listed: tuple[int, ...] = ()
    tally: tuple[str, ...] = ()
    sums: tuple[str, ...] = ()


def first_offer(step: Ask, declined: Any = None) -> int:
    """The item a step's list starts on: the first in the game's ``order`` that can be
    chosen and is not the one just ``declined`` (its question answered no); failing
    that, the first that can be chosen, else the first.

    >>> step = Ask("play", "?", (Choice("a", "A"), Choice("b", "B"), Choice("c", "C", False)),
    ...            order=(2, 1, 0))
    >>> first_offer(step), first_offer(step, declined="b"), first_offer(Ask("k", "?", ()))
    (1, 0, 0)
    """
    order = step.order or tuple(range(len(step.choices)))
    possible = [i for i in order if step.choices[i].enabled]
    return next((i for i in possible if step.choices[i].value != declined),
                possible[0] if possible else 0)


class Marks(NamedTuple):
    """How the shell says one event to one listener, beyond its words and cues.

    Attributes:
        room: Said to the whole room by name when several people share the computer
            (the public's words, not "you" to whoever holds it).
        brief: Said at the shortest speech detail too (False: only its cues sound).
        turn: The seat whose turn begins (None: no turn begins). At the shortest
            detail a person away from a shared computer finds a turn's start in their
            history only when it is the turn of the person holding it.
        bound: Each player may review only what happened since their own last turn:
            at ``turn``'s start the older is forgotten.
    """
    room: bool = False
    brief: bool = True
    turn: int | None = None
    bound: bool = False


class Recap(NamedTuple):
    """Where a game stands, for one listener who comes back to it: a game continued from
    its save, a seat that joins a table again after missing part of the game. The shell
    says first that it continues (or where the listener was), then ``lines``, then
    ``heading`` and the events ``again``, each as the game said it as it happened.

    Attributes:
        lines: Where the game stands, briefly: the round or the turn, everyone's score
            (Disloyal Royals: both courts), what changed that the listener must know
            (Verräter: everyone's house).
        again: The listener's events told again: a tail of those they may hear (this
            round or this turn so far); empty: none.
        heading: Said before ``again`` when there are any ("This round so far:").
        first: A saved game continued: its first line, in the game's own words (that
            it continues, in which round); None: the shell's ("Your saved game of …
            continues."); empty: none.
        line: A saved game continued in the line mode, where its words there differ:
            that recap instead; None: this one.
        table: Whether a seat that joins a table again hears it; False: it hears how
            many rounds it missed and the game's ``score_review``, then this round.
    """
    lines: tuple[str, ...]
    again: tuple = ()
    heading: str = ""
    first: str | None = None
    line: Recap | None = None
    table: bool = True


#: The id of a review that says whose turn it is and what they are choosing (the
#: key t): while the listener's own decision is half made, the shell answers it
#: with the step asked now, which the game's view does not know.
TURN_REVIEW = "turn"


class Review(NamedTuple):
    """A review key a game offers: a question a player may ask at any moment.

    Attributes:
        id: Its stable id ("hand", "courts"); a player's key map names it. A review
            with the id :data:`TURN_REVIEW` says whose turn it is.
        key: Its key in the full-screen game and its letter in the line mode (a
            lower-case letter or digit; the shell keeps b (back in the line mode), r,
            q and the F keys).
        label: What it reads (an :func:`N_`-marked message, translated by the shell).
        lines: ``lines(narrator, view) -> list[str]``: the answer, for the seat whose
            view it is (or a spectator's).
        own: It reads the listener's own secret (their hand): while a shared computer
            is passed on it answers nobody ("Cards are hidden …").
        apart: Its lines are said one after another, each its own entry of the history
            (a long answer, a list the history keys step through); else the answer is
            one utterance.
    """
    id: str
    key: str
    label: str
    lines: Callable[[Any, Any], list[str]]
    own: bool = False
    apart: bool = False


@dataclass(frozen=True)
class Setting:
    """A choice a game offers at its table before it starts (the tokens to win,
    who begins), one row of the setup list; the value reaches ``new_state`` in its
    ``options`` under ``id``.

    Attributes:
        id: Its key in the options and in the settings file ("target", "first").
        label: The row's name (an :func:`N_`-marked message, translated by the shell).
        values: ``values(variant_id, players) -> tuple``: the choices, in the order left
            and right step through them (a switch: ``(False, True)``).
        text: ``text(words, value, variant_id, players) -> str``: a value in words.
        default: The value of a new table (one of ``values``).
        accepts: ``accepts(value) -> bool``: whether a value read from a settings file
            can be used; None: only one of ``values`` for the table's variant and
            players.

    >>> who = Setting("first", "Who begins", lambda variant, players: (None, *range(players)),
    ...               lambda words, value, variant, players: "by lot" if value is None
    ...               else f"seat {value + 1}")
    >>> who.values("standard", 2), who.default, who.usable(1, "standard", 2), who.usable(2, "standard", 2)
    ((None, 0, 1), None, True, False)
    """
    id: str
    label: str
    values: Callable[[str, int], tuple]
    text: Callable[[Words, Any, str, int], str]
    default: Any = None
    accepts: Callable[[Any], bool] | None = None

    def usable(self, value: Any, variant_id: str, players: int) -> bool:
        """Whether ``value`` (from a file or the command line) can be played."""
        if self.accepts is not None:
            return self.accepts(value)
        return any(value == v and type(value) is type(v)
                   for v in self.values(variant_id, players))


def switch(id: str, label: str, on: str, off: str, default: bool = False) -> Setting:
    """A setting that is on or off, said with the messages ``on`` and ``off``."""
    return Setting(id, label, lambda variant, players: (False, True),
                   lambda words, value, variant, players: words.text(on if value else off),
                   default)


def action_decoder(from_json: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A game's ``decode_action`` from its actions' ``from_json``: data that is no
    action (``from_json`` raises a ValueError, TypeError or AttributeError) is refused
    with the code ``malformed_action``, its ``reason`` the error's text.

    >>> decode = action_decoder(int)
    >>> decode("3")
    3
    >>> try:
    ...     decode("three")
    ... except Refusal as refusal:
    ...     refusal.code
    'malformed_action'
    """
    def decode_action(data: Any) -> Any:
        try:
            return from_json(data)
        except (ValueError, TypeError, AttributeError) as error:
            raise Refusal("malformed_action", reason=str(error)) from None
    return decode_action


#: A bot: ``choose(view, legal, rng) -> action``; it sees only its seat's view.
Bot = Callable[[Any, Sequence[Any], random.Random], Any]

#: What a :class:`Flag` sets when it names the game's variant rather than an option.
VARIANT = ""


@dataclass(frozen=True)
class Flag:
    """A command-line flag of a game's own (``--edition ID``, say): a short way
    to one choice of its table, the variant or one of its ``setup`` options. The shell
    offers every game's flags and refuses, in words, one the chosen game does not take.

    Attributes:
        name: The flag as typed (``--blind-variant``).
        sets: The id of the option it sets (one of ``setup``), or :data:`VARIANT`.
        value: The value it sets when given alone (``--blind-variant``: True); None:
            it takes a value, read as ``--option ID=VALUE`` reads one (the variant:
            its id).
        help: Its line in ``--help`` (an :func:`N_`-marked message); empty: none.
        metavar: How ``--help`` names its value (a variant's flag: the variants' ids).

    >>> Flag("--blind-variant", "blind", True).dest
    'blind_variant'
    """
    name: str
    sets: str
    value: Any = None
    help: str = ""
    metavar: str = "VALUE"

    @property
    def dest(self) -> str:
        """Where the command line keeps its value (``--target``: ``target``)."""
        return self.name.lstrip("-").replace("-", "_")


class BotWords(NamedTuple):
    """A bot level in words, as the setup list, the key sheet and ``--help`` say it.

    Attributes:
        label: Its short name ("counts cards"; an :func:`N_`-marked message), said after
            its place among the levels ("bot, level 3 of 4: counts cards").
        about: What it does, in a sentence (:func:`N_`-marked; the key sheet's line).
    """
    label: str
    about: str


class Cue(NamedTuple):
    """A sound cue a game plays: what its ``cues`` name, said in words and found in a
    file of its own folder.

    Attributes:
        id: What the game's ``cues(event, listener)`` names ("die").
        label: Its name in words (an :func:`N_`-marked message: what the sound test
            and a cue that cannot sound say for it).
        file: Its WAV file (16-bit mono), usually in the ``sounds`` folder beside the
            module that declares it; an installed copy carries it in the package.
    """
    id: str
    label: str
    file: Path


@dataclass(frozen=True)
class Variant:
    """One way to play a game (an edition of it), with its titles per language."""
    id: str
    titles: Mapping[str, str]
    player_counts: tuple[int, ...]

    def nearest_players(self, wanted: int) -> int:
        """The player count nearest ``wanted`` that this variant seats (the smaller of
        two as near).

        >>> Variant("two", {}, (2,)).nearest_players(4), Variant("v", {}, (3, 4, 5)).nearest_players(6)
        (2, 5)
        """
        return min(self.player_counts, key=lambda count: (abs(count - wanted), count))


@dataclass(frozen=True)
class Rounds:
    """A game played in rounds: between them nobody decides, and the shell says how a
    round ended before the next begins.

    Attributes:
        winners: ``winners(state) -> seats``: the winners of the round that has just
            ended (read when nobody decides).
        over: ``over(state) -> bool``: whether a round has ended (read when nobody
            decides); None: whenever nobody decides.
        standings: ``standings(narrator, view) -> list[str]``: every player's score,
            said once when a round ends; with it the game stops between rounds until a
            person asks for the next one. None: the game moves on by itself.
    """
    winners: Callable[[Any], tuple[int, ...]]
    over: Callable[[Any], bool] | None = None
    standings: Callable[[Any, Any], list[str]] | None = None


@dataclass(frozen=True)
class Rules:
    """A game's rules as the shell meets them: its variants, its state and how a seat
    sees it, its actions on the wire, what is chosen before it starts.

    Attributes:
        variants: Its variants (at least one), the first the default.
        new_state: ``new_state(variant_id, players, seed, options) -> State``.
        view: ``view(state, seat) -> view``: the only filter of what a seat may know
            (None: a spectator).
        actions: Its actions' class, with ``to_json()`` and ``from_json(data)``: what
            ``encode_action`` and ``decode_action`` are when not given.
        encode_action: An action as JSON-able data (the wire, journals, scenarios).
        decode_action: The inverse; raises :class:`Refusal` for malformed data (from
            ``actions``: see :func:`action_decoder`).
        setup: The choices a person makes at its table before it starts (each a
            :class:`Setting`, a row of the setup list, in this order).
        options: The options ``new_state`` takes, with their defaults; when not given,
            those of ``setup``.
        flags: Its own command-line flags (each a :class:`Flag`: a short way to its
            variant or one of its options); none: ``--option`` alone.
        rounds: It is played in rounds (:class:`Rounds`); None: a game of one round.

    >>> class Take(NamedTuple):
    ...     count: int
    ...     def to_json(self): return self.count
    ...     @staticmethod
    ...     def from_json(data): return Take(int(data))
    >>> who = Setting("first", "Who begins", lambda variant, players: (None, 0, 1), str)
    >>> rules = Rules((), lambda *_: None, lambda *_: None, actions=Take, setup=(who,))
    >>> rules.encode_action(Take(2)), rules.decode_action("3"), rules.options
    (2, Take(count=3), {'first': None})
    >>> rules.decode_action("three")
    Traceback (most recent call last):
    accessible_ll.kit.Refusal: malformed_action {'reason': "invalid literal for int() with base 10: 'three'"}
    """
    variants: tuple[Variant, ...]
    new_state: Callable[..., State]
    view: Callable[[Any, int | None], Any]
    actions: type | None = None
    encode_action: Callable[[Any], Any] | None = None
    decode_action: Callable[[Any], Any] | None = None
    setup: tuple[Setting, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    flags: tuple[Flag, ...] = ()
    rounds: Rounds | None = None

    def __post_init__(self) -> None:
        if not self.options and self.setup:
            object.__setattr__(self, "options", {s.id: s.default for s in self.setup})
        if self.encode_action is None and self.actions is not None:
            object.__setattr__(self, "encode_action", self.actions.to_json)
        if self.decode_action is None and self.actions is not None:
            object.__setattr__(self, "decode_action", action_decoder(self.actions.from_json))
        if self.encode_action is None or self.decode_action is None:
            raise TypeError("a game's rules need its actions, or how to encode and decode them")


@dataclass(frozen=True)
class RulesText:
    """The rules a player reads at any moment, each ``(narrator, view) -> list[str]``
    for the table ``view`` shows (None: before a game, no table yet).

    Attributes:
        pages: The rules and card reference, read line by line (F1 after the keys).
        line: The same rules as the line mode reads them at ``??``, where its words
            differ (a variant named by the line mode's keys); None: ``pages``.
        brief: What the line mode says after its keys at ``?`` (its rules in brief,
            with the variant played, say); None: the keys alone.

    >>> RulesText(lambda narrator, view: ["Take 1 to 3."]).line(None, None)
    ['Take 1 to 3.']
    """
    pages: Callable[[Any, Any], list[str]]
    line: Callable[[Any, Any], list[str]] | None = None
    brief: Callable[[Any, Any], list[str]] | None = None

    def __post_init__(self) -> None:
        if self.line is None:
            object.__setattr__(self, "line", self.pages)


@dataclass(frozen=True)
class Saved:
    """How the setup list names a saved game of it.

    Attributes:
        row: ``row(narrator, view) -> str``: the setup list's row that continues it (its
            edition and round, say); None: the shell names the game, its players and
            moves.
        question: ``question(narrator, view) -> str``: whether to continue it, naming
            which; None: the shell names the game, its players and moves.
    """
    row: Callable[[Any, Any], str] | None = None
    question: Callable[[Any, Any], str] | None = None


@dataclass(frozen=True)
class Narration:
    """What a seat sees and hears of a game: its words, its decisions step by step, the
    questions a player may ask, its rules, its sounds.

    Attributes:
        narrator: ``narrator(words, names, variant, listener) -> Narrator``; None while
            the game has no words yet (it can then be measured, not played by people).
        ask: ``ask(narrator, view, legal, chosen) -> Ask | action``: the next step of
            a person's decision after the parts ``chosen`` so far (a dict from step
            key to value), or the finished action. ``legal`` are the seat's legal
            actions; raises :class:`Refusal` when the parts fit no legal action (the
            person hears why and chooses that step again).
        reviews: The review keys it offers, in the order the help lists them.
        score_review: The id of the review (of ``reviews``) that reads every player's
            score: the host's window reads it at a table continued from its save, and a
            seat that missed whole rounds hears it first; None: the game has none.
        rules: Its rules to read (:class:`RulesText`); None: none.
        reference: ``reference(narrator, players) -> list[str]``: the cards at a glance
            (F2); None: the game has no such page.
        cues: ``cues(event, listener) -> [(cue, seat)]``: the sound cues one listener
            hears for an event (the id of one of ``sounds``; seat: where it comes from,
            None: the middle).
        sounds: Every cue ``cues`` may name, each with its words and its file
            (:class:`Cue`; the kit's ``kit.cues`` offers those card games share).
        marks: ``marks(event, listener, options) -> Marks``: how one event is said to
            one listener beyond its words (None: every event plainly).
        recap: ``recap(narrator, view, events) -> Recap``: where the game stands for
            one listener who comes back to it (``events``: all they may hear of it): a
            saved game continued, a seat that joins a table again after missing part
            of the game (see :class:`Recap`); None: the shell says the game's last
            moves.
        ticks: Whether a decision may ask for several items ticked at once (Space
            ticks, and the keys list it); False: never (Space is no key of the game).
        said_once: Lines of its reviews (:func:`N_`-marked) the full screen says only
            the first time in a game: a notice a player needs once (in a variant,
            unseen cards are not counted, say).
        saved: How the setup list names a saved game of it (:class:`Saved`).
        variant_label: The name of the setup list's row that chooses the variant (an
            :func:`N_`-marked message; shown when a game has more than one); empty:
            the shell's.
        variant_text: ``variant_text(words, variant_id) -> str``: a variant on that
            row; None: its title.
    """
    narrator: Callable[..., Narrator] | None = None
    ask: Callable[..., Any] | None = None
    reviews: tuple[Review, ...] = ()
    score_review: str | None = None
    rules: RulesText | None = None
    reference: Callable[[Any, int], list[str]] | None = None
    cues: Callable[[Any, int | None], list] | None = None
    sounds: tuple[Cue, ...] = ()
    marks: Callable[[Any, int | None, Mapping[str, Any]], Marks] | None = None
    recap: Callable[[Any, Any, list], Recap] | None = None
    ticks: bool = True
    said_once: tuple[str, ...] = ()
    saved: Saved = Saved()
    variant_label: str = ""
    variant_text: Callable[[Any, str], str] | None = None


@dataclass(frozen=True)
class KeySheet:
    """What a game adds to its printed key sheet.

    Attributes:
        title: Its title (an :func:`N_`-marked message); empty: the shell's, which
            names the game.
        notes: Sections after the keys, each a heading and its paragraphs
            (:func:`N_`-marked; a variant of its rules, say).
    """
    title: str = ""
    notes: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class Tools:
    """What plays, tests and measures a game beside its players.

    Attributes:
        bots: The bot levels, weakest first: each level's id (what ``--bots`` names)
            and the factory of its bot.
        bot_words: Each level of ``bots`` in words, by id (:class:`BotWords`); a level
            without them is said by its place alone ("bot, level 1 of 3").
        takeover: The bot level (of ``bots``) that plays a seat left empty at a table
            across computers; when not given, the strongest. A game names another where
            its strongest thinks for a fixed time (its moves would not replay from the
            journal).
        run_scenario: ``run_scenario(data, words, name) -> result``: plays a decoded
            scenario file (a fixed deal, dice, actions and what must follow) and returns
            a JSON-able result whose ``passed`` says whether everything held and
            ``problems`` what did not (a result without ``passed`` expected nothing:
            one may say where its round stands, its refusal in ``words``); raises
            :class:`Refusal` (code ``scenario_malformed``, ``detail``) for a file that
            is not a scenario (a game's own refusals, already in words and naming
            the file by ``name``, pass through as they are).
        beliefs: ``beliefs(variant_id, players, rounds, seed) -> (result, lines)``: how
            well its bots read hidden cards over ``rounds`` of bot play, as JSON-able
            data and as lines (the ``beliefs`` command); None: its bots read none.
        sheet: What it adds to the printed key sheet (:class:`KeySheet`).

    >>> Tools({"random": object, "greedy": object}).takeover
    'greedy'
    """
    bots: Mapping[str, Callable[[], Any]]
    bot_words: Mapping[str, BotWords] = field(default_factory=dict)
    takeover: str | None = None
    run_scenario: Callable[[Any, Any, str], dict] | None = None
    beliefs: Callable[[str, int, int, int], tuple[dict, list[str]]] | None = None
    sheet: KeySheet = KeySheet()

    def __post_init__(self) -> None:
        if self.takeover is None and self.bots:
            object.__setattr__(self, "takeover", list(self.bots)[-1])


@dataclass(frozen=True)
class GameDescriptor:
    """Everything the shell knows of one game: its name, its rules, what a seat sees
    and hears of it, and the tools beside it. Each group fills its own defaults, so
    the shell reads every fact of every game the same way.

    Attributes:
        id: The game's id on the command line and in files (``verraeter``).
        titles: The game's title per language (ja, en, de).
        rules: Its rules (:class:`Rules`).
        narration: What a seat sees and hears (:class:`Narration`); by default none:
            the game can be measured, not played by people.
        tools: Its bots, scenarios and measures (:class:`Tools`).
    """
    id: str
    titles: Mapping[str, str]
    rules: Rules
    tools: Tools
    narration: Narration = Narration()

    @property
    def variants(self) -> tuple[Variant, ...]:
        """Its variants, the first the default."""
        return self.rules.variants

    def setting(self, setting_id: str) -> Setting | None:
        """The setup choice ``setting_id``, or None."""
        return next((s for s in self.rules.setup if s.id == setting_id), None)

    def flag(self, name: str) -> Flag | None:
        """Its own command-line flag ``name`` (``--edition``), or None."""
        return next((f for f in self.rules.flags if f.name == name), None)

    @property
    def playable(self) -> bool:
        """Whether people can play it (it has words and asks decisions step by step)."""
        return self.narration.narrator is not None and self.narration.ask is not None

    def find_variant(self, variant_id: str | None) -> Variant:
        """The variant named ``variant_id`` (None: the default).

        Raises:
            KeyError: no such variant.
        """
        if variant_id is None:
            return self.rules.variants[0]
        for variant in self.rules.variants:
            if variant.id == variant_id:
                return variant
        raise KeyError(variant_id)

    @property
    def player_counts(self) -> tuple[int, ...]:
        """Every player count of any variant, in order."""
        return tuple(sorted({n for v in self.rules.variants for n in v.player_counts}))
