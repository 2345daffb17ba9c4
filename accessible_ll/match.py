"""One game of any game in the registry, at the computer that runs it: the state, who
sits in each seat (a person or a bot level), the journal that replays it, and what
each seat may see, hear and decide.

The state is read only here; everything else gets a seat's view (the game's only
filter), the events the seat may hear, and the steps of its decision. Bots choose from
a generator made from the seed, their seat and the decision's number, so a game
continued from its journal plays on exactly as it would have without a stop.

>>> from accessible_ll.games import find_game
>>> match = Match(find_game("disloyal-royals"), None, ["random", "random"], seed=5)
>>> while not match.over:
...     _ = match.advance() if not match.deciders else match.play_bot(match.deciders[0])
>>> again = Match.from_snapshot(match.snapshot())
>>> again.outcome == match.outcome, len(again.log) == len(match.log)
(True, True)
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence
from typing import Any

from accessible_ll.kit import GameDescriptor, Outcome, Refusal, hears

#: A seat played by a person (any other seat kind is a bot level of the game).
PERSON = "human"
#: A journal entry: the game moved on where nobody decided (between rounds).
ADVANCE = "advance"
#: The most entries a saved journal may hold (a long game has a few thousand).
MAX_JOURNAL = 50_000
#: The largest seed a saved game may hold: a hosted table draws 128 secret bits.
MAX_SEED = 2**128 - 1
#: Why a snapshot cannot be continued (the code of the :class:`Refusal` raised).
UNUSABLE = "save_unusable"


def decision_rng(seed: int | str, seat: int, number: int) -> random.Random:
    """The generator a bot uses for one decision: fixed by seed, seat and number.

    >>> decision_rng(1, 0, 5).random() == decision_rng(1, 0, 5).random()
    True
    """
    return random.Random(f"{seed}/{seat}/{number}")


class Match:
    """One game at this computer.

    Args:
        game: The game (from the registry).
        variant: Its variant's id (None: the default).
        seats: Each seat's kind: :data:`PERSON` or one of the game's bot levels.
        names: Each seat's given name ("" or missing: the narrator's default).
        seed: Fixes every shuffle, die and bot choice (None: 128 random bits).
        options: The game's setup options (its defaults for the missing ones).

    Raises:
        Refusal: a seat kind, the variant or the player count does not fit the game
            (code ``bad_table``, ``detail`` says which).
    """

    def __init__(self, game: GameDescriptor, variant: str | None, seats: Sequence[str],
                 names: Sequence[str] = (), seed: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        try:
            self.variant = game.find_variant(variant).id
        except KeyError:
            raise Refusal("bad_table", detail="variant") from None
        if len(seats) not in game.find_variant(self.variant).player_counts:
            raise Refusal("bad_table", detail="players")
        if any(kind != PERSON and kind not in game.tools.bots for kind in seats):
            raise Refusal("bad_table", detail="seats")
        wrong = _wrong_options(game, self.variant, len(seats), options or {})
        if wrong is not None:
            raise Refusal("bad_table", detail=f"options.{wrong}")
        self.game = game
        self.seats = list(seats)
        self.names = [str(n) for n in list(names)[:len(seats)]]
        self.names += [""] * (len(seats) - len(self.names))
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(128)
        self.options = {**game.rules.options, **(options or {})}
        self.state = game.rules.new_state(self.variant, len(seats), self.seed, self.options)
        self.log: list = list(getattr(self.state, "log", ()))
        #: Per event of the log, the seat whose decision brought it (None: the game
        #: moved on by itself).
        self.deciding: list[int | None] = [None] * len(self.log)
        self.journal: list[Any] = []
        self.bots = {seat: game.tools.bots[kind]() for seat, kind in enumerate(seats)
                     if kind != PERSON}
        self.takeover: dict[tuple[int, str], Any] = {}

    # ----- the game's facts -----------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people play."""
        return tuple(s for s, kind in enumerate(self.seats) if kind == PERSON)

    @property
    def deciders(self) -> tuple[int, ...]:
        """Who decides now: nobody (a pause, or the end), one seat, or several at once."""
        return tuple(self.state.deciders()) if self.outcome is None else ()

    @property
    def outcome(self) -> Outcome | None:
        """The game's end (None while it runs)."""
        return self.state.outcome()

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def moves(self) -> int:
        """How many actions and pauses the game has seen: the next decision's number."""
        return len(self.journal)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] != PERSON

    # ----- what a seat may know -------------------------------------------------------

    def view(self, seat: int | None) -> Any:
        """What ``seat`` (None: a spectator) may know now."""
        return self.game.rules.view(self.state, seat)

    def events(self, seat: int | None, start: int = 0) -> list:
        """The events from index ``start`` on that ``seat`` may hear."""
        return [e for e in self.log[start:] if hears(e, seat)]

    def legal(self, seat: int) -> list:
        """``seat``'s legal actions now (none when it does not decide)."""
        return list(self.state.legal_actions(seat)) if seat in self.deciders else []

    def ask(self, narrator: Any, seat: int, chosen: dict[str, Any],
            view: Any = None) -> Any:
        """The next step of ``seat``'s decision after ``chosen``, or the finished action
        (``view``: the seat's view now, where the caller has it already).

        Raises:
            Refusal: ``seat`` decides nothing now (``not_deciding``), or the game's
                refusal when ``chosen`` fits no legal action.
        """
        legal = self.legal(seat)
        if not legal:
            raise Refusal("not_deciding", seat=seat)
        return self.game.narration.ask(narrator, self.view(seat) if view is None else view,
                                       legal, dict(chosen))

    # ----- moving the game on ---------------------------------------------------------

    def submit(self, action: Any) -> list:
        """An action (it names its seat); raises :class:`Refusal`, changing nothing,
        when the rules do not allow it now."""
        if getattr(action, "seat", None) not in self.deciders:
            raise Refusal("not_deciding", seat=getattr(action, "seat", None))
        encoded = self.game.rules.encode_action(action)
        events = self.state.apply(action)
        self.journal.append(encoded)
        self.log.extend(events)
        self.deciding += [action.seat] * len(events)
        return events

    def advance(self) -> list:
        """Move on where nobody decides and the game has not ended."""
        if self.deciders or self.over:
            raise Refusal("not_paused")
        events = self.state.advance()
        self.journal.append(ADVANCE)
        self.log.extend(events)
        self.deciding += [None] * len(events)
        return events

    def bot_action(self, seat: int, level: str | None = None) -> Any:
        """What the bot at ``seat`` (or a ``level`` bot playing for a person who is
        away) does now."""
        bot = self.bots.get(seat) if level is None else \
            self.takeover.setdefault((seat, level), self.game.tools.bots[level]())
        if bot is None:
            raise Refusal("not_a_bot", seat=seat)
        return bot.choose(self.view(seat), self.legal(seat),
                          decision_rng(self.seed, seat, self.moves))

    def play_bot(self, seat: int, level: str | None = None) -> list:
        """Let the bot at ``seat`` decide; return the events."""
        if seat not in self.deciders:
            raise Refusal("not_deciding", seat=seat)
        return self.submit(self.bot_action(seat, level))

    # ----- saving and continuing ------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to continue the game exactly (JSON-able)."""
        return {"game": self.game.id, "variant": self.variant, "seats": list(self.seats),
                "names": list(self.names), "seed": self.seed, "options": dict(self.options),
                "journal": list(self.journal)}

    @classmethod
    def from_snapshot(cls, data: Any, games: Any = None) -> Match:
        """The game of :meth:`snapshot`, checked and replayed to where it stopped.

        Args:
            games: Where to find the game by id (default: the registry).

        Raises:
            Refusal: code :data:`UNUSABLE`, ``key`` the part that is wrong ("journal"
                when it does not replay).
        """
        if games is None:
            from accessible_ll.games import find_game as games
        keys = ("game", "variant", "seats", "names", "seed", "options", "journal")
        if not isinstance(data, dict) or set(data) != set(keys):
            raise Refusal(UNUSABLE, key="match")
        try:
            game = games(data["game"]) if isinstance(data["game"], str) else None
        except KeyError:
            game = None
        if game is None:
            raise Refusal(UNUSABLE, key="game")
        seed, journal = data["seed"], data["journal"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise Refusal(UNUSABLE, key="seed")
        if not isinstance(journal, list) or len(journal) > MAX_JOURNAL:
            raise Refusal(UNUSABLE, key="journal")
        for key in ("seats", "names"):
            if not isinstance(data[key], list) or not all(isinstance(v, str) for v in data[key]):
                raise Refusal(UNUSABLE, key=key)
        if len(data["names"]) != len(data["seats"]) or not all(
                _usable_name(name) for name in data["names"]):
            raise Refusal(UNUSABLE, key="names")
        if not isinstance(data["options"], dict) or not isinstance(data["variant"], str):
            raise Refusal(UNUSABLE, key="options")
        try:
            match = cls(game, data["variant"], data["seats"],
                        [unicodedata.normalize("NFC", name) for name in data["names"]], seed,
                        data["options"])
        except Refusal as error:
            raise Refusal(UNUSABLE, key=str(error.details.get("detail", "match"))) from None
        try:
            for entry in journal:
                if entry == ADVANCE:
                    match.advance()
                else:
                    match.submit(game.rules.decode_action(entry))
        except (Refusal, ValueError, TypeError, KeyError):
            raise Refusal(UNUSABLE, key="journal") from None
        return match


def _wrong_options(game: GameDescriptor, variant_id: str, players: int,
                   options: dict[str, Any]) -> str | None:
    """The first option (by name) that ``game`` does not take, or whose value its setup
    choice cannot play at this table (a seat beyond the players, "1" for 1); None: all
    can be played.

    >>> from accessible_ll.games import find_game
    >>> royals = find_game("disloyal-royals")
    >>> _wrong_options(royals, "standard", 2, {"first": 1}), _wrong_options(royals, "standard", 2, {"first": 7})
    (None, 'first')
    """
    for key in sorted(options):
        setting = game.setting(key)
        if key not in game.rules.options or (
                setting is not None and not setting.usable(options[key], variant_id, players)):
            return key
    return None


#: The longest name a saved game may give a seat (as the settings allow).
MAX_NAME = 24


def _usable_name(name: str) -> bool:
    """A saved name that is no terminal escape nor other control character, and no
    longer than a name may be.

    >>> _usable_name("Jürgen"), _usable_name("\x1b]0;title\x07Bot"), _usable_name("A" * 99)
    (True, False, False)
    """
    return len(name) <= MAX_NAME and not any(
        unicodedata.category(char) in ("Cc", "Cf") for char in name)
