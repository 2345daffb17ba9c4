"""The room of any game: the table narrates.

Each connected person says their language when they join; the table keeps a narrator
per seat and language and sends each seat only the sentences it may hear (the game's
narrator filters by each event's audience; a spectator's is the public one), with the
cues, its decisions step by step (already in words), the answers to its review keys
and the rules. The wire never carries a state, a view or an event, so nothing a seat
may not know can reach it, and a client needs no code of the game.

Everything else (seats, keys, coming and going, takeover, the save file, the driver)
is the shared :class:`~accessible_ll.net.room.Room`. Protocol version 2, described in
docs/protocol.md.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from accessible_ll.inputs import Reason
from accessible_ll.kit import Ask, Choice, Refusal
from accessible_ll.match import ADVANCE, Match
from accessible_ll.legacy.tables import OLD_TABLE_KEY, match_of_table
from accessible_ll.match_seats import Story, Told, index_of, recapped, telling
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, default_names, resolve_language
from accessible_ll.net import protocol as p
from accessible_ll.net.room import Peer, Room, RoomOptions
from accessible_ll.saves import UnusableSave

#: Refusals of a ``choose`` the table makes itself (the game's own refusals travel too).
NOT_DECIDING, NOT_OFFERED = "not_deciding", "not_offered"


@functools.cache
def texts_in(language: str) -> Texts:
    """The words of ``language`` every table of this program shares (a catalog read
    for each table would cost a host of many tables its memory and a moment per table)."""
    return Texts.for_language(language)


def _wire(value: Any) -> str:
    """A value as it is on the wire: two values are the same there when these are
    equal (a tuple is a list there).

    >>> _wire((1, "a")) == _wire([1, "a"]), _wire(1) == _wire(True), _wire(1) == _wire(1.0)
    (True, False, False)
    """
    return json.dumps(p.plain(value), sort_keys=True, ensure_ascii=False)


def ask_message(step: Ask, chosen: dict[str, Any], moves: int) -> dict[str, Any]:
    """A step of a decision as a message (``chosen``: the parts it follows)."""
    return p.match_message(
        "ask", key=step.key, prompt=step.prompt, several=step.several, least=step.least,
        items=[{"value": p.plain(c.value), "label": c.label, "enabled": c.enabled,
                "reason": c.reason, "confirm": c.confirm, "worth": c.worth}
               for c in step.choices],
        tally=list(step.tally), sums=list(step.sums), chosen=p.plain(chosen), moves=moves)


def told_item(told: Told) -> dict[str, Any]:
    """One event as a seat hears it, as an item of a ``told`` message: its lines, cues,
    whether it was private, and how it is said beyond its words where that is not plain
    (at the shortest detail only its cues; a turn's start, where the blind-player
    variant's memory begins anew)."""
    item = {"lines": list(told.lines), "cues": [list(c) for c in told.cues],
            "private": told.private}
    marks = told.marks
    if not marks.brief or marks.turn is not None:
        item["marks"] = {"brief": marks.brief, "turn": marks.turn, "bound": marks.bound}
    return item


class MatchRoom(Room):
    """A table of a game of the registry, for people who join from other computers.

    Args:
        match: The game; its "human" seats are the ones people join.
        code: The join code a newcomer must give ("" for none).
        options: Pace, takeover time, save file.
        takeover_level: The bot that plays an empty seat (default: the game's
            ``takeover``).
    """

    SAVE_KEY = "match"
    #: A table saved before the game seam kept its game under another key, in its own
    #: form (converted by the legacy reader).
    OLD_SAVE_KEYS = (OLD_TABLE_KEY,)

    def __init__(self, match: Match, code: str, options: RoomOptions | None = None,
                 takeover_level: str | None = None) -> None:
        self.match = match
        self.game = match.game
        self.takeover_level = takeover_level or self.game.tools.takeover
        self.stories: dict[tuple, Story] = {}
        self.languages: dict[str, Texts] = {}
        self.default_names: dict[str, list[str]] = {}  # "Player N" per language
        #: The seats' views and the steps of decisions asked since the game's last
        #: move (see :meth:`view` and :meth:`asked`), and that move's number.
        self.views: dict[int | None, Any] = {}
        self.steps: dict[tuple, Any] = {}
        self.known_at = -1
        super().__init__(match.players, {s for s in range(match.players) if match.is_bot(s)},
                         code, options)
        for seat, info in self.seats.items():
            info.name = info.name or match.names[seat]
        #: Where in the game's events each round after the first began (a game of rounds).
        self.round_starts = _round_starts(match)

    # ----- the game's facts -------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.match.players

    @property
    def over(self) -> bool:
        return self.match.over

    @property
    def number(self) -> int:
        return self.match.moves

    def event_count(self) -> int:
        return len(self.match.log)

    def identity(self) -> dict[str, Any]:
        return {"game": self.game.id, "v": p.MATCH_VERSION}

    def result(self) -> dict[str, Any]:
        outcome = self.match.outcome
        return {"game": self.game.id, "winners": list(outcome.winners) if outcome else [],
                "scores": list(outcome.scores) if outcome else [], "moves": self.match.moves}

    def game_snapshot(self) -> Any:
        for seat, info in self.seats.items():  # as the people named themselves
            self.match.names[seat] = info.name
        return self.match.snapshot()

    @classmethod
    def game_from_snapshot(cls, data: Any) -> Match:
        if isinstance(data, dict) and "settings" in data:  # a table saved before the seam
            data = match_of_table(data)
        try:
            return Match.from_snapshot(data)
        except Refusal as error:
            if error.details.get("key") == "journal":
                raise UnusableSave(Reason(m.REASON_SAVE_NO_REPLAY)) from None
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD,
                                      key=f"match.{error.details.get('key')}")) from None

    def check_hello(self, hello: dict[str, Any]) -> None:
        if hello.get("v") != p.MATCH_VERSION:  # a client of the first version's tables
            raise p.ProtocolError(p.BAD_VERSION)
        if hello.get("bot") and hello["bot"] not in self.game.tools.bots:
            raise p.ProtocolError(p.BAD_MESSAGE)

    # ----- words per listener -------------------------------------------------------------

    def texts(self, peer: Peer) -> Texts:
        """The language ``peer``'s person hears (another than ja, en, de: English);
        each language's catalog is read once by this program, whatever the number of
        its tables."""
        language = resolve_language(peer.lang or None)[0]
        if language not in self.languages:
            self.languages[language] = texts_in(language)
        return self.languages[language]

    def names_in(self, texts: Texts) -> list[str]:
        """Each seat's name, the unnamed ones as "Player N" in ``texts``' language."""
        if texts.language not in self.default_names:
            self.default_names[texts.language] = default_names(texts, self.players)
        return [given or default for given, default in
                zip(self.names(), self.default_names[texts.language])]

    def story(self, seat: int | None, texts: Texts) -> Story:
        """The story of the game for ``seat`` (None: the public's) in ``texts``'
        language, told up to its last event (one per seat, language and names: every
        peer who hears the same words shares it)."""
        names = self.names_in(texts)
        key = (seat, texts.language, tuple(names))
        if key not in self.stories:
            narrator = self.game.narration.narrator(texts, names, self.match.variant, seat)
            self.stories[key] = Story(narrator, self.match.log, seat)
        story = self.stories[key]
        story.catch_up()
        return story

    def narrator(self, seat: int | None, texts: Texts) -> Any:
        """The sentences of ``seat`` (None: the public's) in ``texts``' language, its
        narrator told the whole game so far."""
        return self.story(seat, texts).narrator

    def view(self, seat: int | None) -> Any:
        """What ``seat`` (None: a spectator) may know now, found once between two moves
        of the game."""
        self._known_now()
        if seat not in self.views:
            self.views[seat] = self.match.view(seat)
        return self.views[seat]

    def _known_now(self) -> None:
        """Forget the views and steps of before the game's last move."""
        if self.known_at != self.match.moves:
            self.views, self.steps, self.known_at = {}, {}, self.match.moves

    def asked(self, seat: int, texts: Texts, parts: dict[str, Any]) -> Any:
        """The game's next step of ``seat``'s decision after ``parts``, in ``texts``'
        words, or the finished action (as ``Match.ask``; raises its ``Refusal``).

        Each is found once between two moves of the game: every peer who hears the
        same words, the driver and each walk of a decision's steps share it (a step in
        words, with the view it reads, costs far more than anything else a move does
        at a table of many seats).
        """
        self._known_now()
        story = self.story(seat, texts)
        key = (seat, id(story), _wire(parts))
        if key not in self.steps:
            try:
                self.steps[key] = self.match.ask(story.narrator, seat, parts, self.view(seat))
            except Refusal as refusal:
                self.steps[key] = refusal
        step = self.steps[key]
        if isinstance(step, Refusal):
            raise step
        return step

    def _refuse(self, peer: Peer, code: str, text: str | None = None) -> None:
        """Tell ``peer`` why its message changed nothing, in its language."""
        texts = self.texts(peer)
        if text is None:
            message = {NOT_DECIDING: m.NET_NOT_DECIDING, NOT_OFFERED: m.NET_NOT_OFFERED}.get(
                code, m.NET_ERRORS.get(code, m.NET_ERRORS[p.BAD_MESSAGE]))
            text = texts.text(message)
        peer.send(p.match_message("refused", code=code, text=text))

    # ----- joining ------------------------------------------------------------------------

    def _welcome(self, peer: Peer, seat: int | None) -> None:
        info = self.seats.get(seat) if seat is not None else None
        texts = self.texts(peer)
        variant = self.game.find_variant(self.match.variant)
        peer.send(p.match_message(
            "welcome", seat=seat, secret=info.secret if info else None, game=self.game.id,
            title=self.game.titles.get(texts.language, self.game.id),
            variant=variant.id, variant_title=variant.titles.get(texts.language, variant.id),
            options=p.plain(self.match.options), players=self.players,
            names=self.names_in(texts), started=self.started, table=self.table_id,
            lang=texts.language,
            reviews=[{"id": r.id, "key": r.key, "label": texts.text(r.label),
                      "apart": r.apart}
                     for r in self.game.narration.reviews],
            said_once=[texts.text(message) for message in self.game.narration.said_once],
            reference=self._reference(texts)))

    def _reference(self, texts: Texts) -> list[str]:
        """The game's cards at a glance (F2) in ``texts``' language; none where it has no
        such page."""
        if self.game.narration.reference is None:
            return []
        return list(self.game.narration.reference(self.narrator(None, texts), self.players))

    def _catch_up(self, peer: Peer, last_event: int) -> None:
        """A (returning) peer: what it missed, then its open question."""
        if not self.started:
            return
        log = self.match.log
        start = min(max(last_event, 0), len(log))
        peer.cursor = len(log)
        peer.deciding = False
        cut, summary = self._summary(peer, start)
        info = self.seats.get(peer.seat) if peer.seat is not None else None
        marker = None
        if info is not None and info.bot_from is not None:  # a bot's moves begin there
            marker, info.bot_from = max(info.bot_from - cut, 0), None
        self._tell(peer, cut, missed=True, marker=marker, summary=summary)
        self._ask(peer)
        if self.finished:
            self._end(peer)

    def _summary(self, peer: Peer, start: int) -> tuple[int, list[str]]:
        """Where a catch-up from event ``start`` begins, and the lines said before it,
        when the peer missed more than this round or turn: where the game stands (the
        game's ``recap``, after how many rounds ended meanwhile), then only this round
        or turn (the client says first where it was); a game without a recap for a
        table: in a game of rounds whose rounds ended meanwhile, how many, everyone's
        score, then only this round."""
        texts = self.texts(peer)
        narrator = self.narrator(peer.seat, texts)
        view = self.view(peer.seat)
        told = self.game.narration
        recap = told.recap(narrator, view, self.match.events(peer.seat)) if told.recap else None
        if recap is not None and recap.table:
            log = self.match.log
            cut = index_of(log, recap.again[0]) if recap.again else len(log)
            if cut <= start:
                return start, []
            return cut, recapped(self._rounds_missed(texts, start), recap)
        reviews = [r for r in told.reviews if r.id == told.score_review]
        if not self.round_starts or self.round_starts[-1] <= start or not reviews:
            return start, []
        return self.round_starts[-1], [self._rounds_missed(texts, start),
                                       *reviews[0].lines(narrator, view)]

    def _rounds_missed(self, texts: Texts, start: int) -> str:
        """How many rounds ended since event ``start`` (played, for a client that heard
        nothing of this game), in a game of rounds; "" when none did."""
        ended = sum(1 for at in self.round_starts if at > start)
        ended += 1 if ended and self.round_ended() else 0
        if not ended:
            return ""
        return texts.plural(m.LINE_ROUNDS_PLAYED if start == 0 else m.MISSED_ROUNDS, ended)

    # ----- telling ------------------------------------------------------------------------

    def broadcast(self) -> None:
        if not self.started:
            return
        log = self.match.log
        for peer in self.peers():
            start, peer.cursor = peer.cursor, len(log)
            self._tell(peer, start)
            self._ask(peer)

    def _tell(self, peer: Peer, start: int, missed: bool = False,
              marker: int | None = None, summary: list[str] = ()) -> None:
        """The events from ``start`` on that ``peer``'s seat may hear, in its words, with
        who decides now (``marker``: where among them a bot began to play for this seat,
        counted from ``start``, said there; ``summary``: lines said first)."""
        texts = self.texts(peer)
        story = self.story(peer.seat, texts)
        narrator = story.narrator
        items = [{"lines": list(summary), "cues": [], "private": False}] if summary else []
        for index in range(start, len(self.match.log)):
            if index - start == marker:
                items.append({"lines": [texts.text(m.BOT_MOVES_FROM_HERE)], "cues": [],
                              "private": True})
            told = telling(self.game, story, index, self.match.options)
            if told is not None:
                items.append(told_item(told))
        match = self.match
        extra = {}
        if start < len(match.log) and self.round_ended():
            standings = self.game.rules.rounds.standings
            extra["standings"] = list(standings(narrator, self.view(peer.seat)))
        peer.send(p.match_message("told", items=items, next=len(match.log), missed=missed,
                                  deciders=list(match.deciders), moves=match.moves,
                                  over=match.over, names=self.names_in(texts), **extra))

    def round_ended(self) -> bool:
        """Whether a game of rounds has just ended one (it waits for the next, or is
        over): every seat then hears the standings once, with the round's last events."""
        match = self.match
        rounds = self.game.rules.rounds
        return rounds is not None and rounds.standings is not None and not match.deciders \
            and (rounds.over is None or rounds.over(match.state))

    def _ask(self, peer: Peer) -> None:
        """The first step of ``peer``'s open decision, once per decision."""
        seat = peer.seat
        if seat is None or seat not in self.match.deciders:
            peer.deciding = False
            return
        if peer.deciding:
            return
        try:
            step = self.asked(seat, self.texts(peer), {})
        except Refusal:
            return
        if isinstance(step, Ask):
            peer.deciding = True
            peer.send(ask_message(step, {}, self.match.moves))

    def _end(self, peer: Peer) -> None:
        peer.send(p.match_message("end", **self.result()))
        peer.close()

    # ----- what peers send ----------------------------------------------------------------

    def receive(self, peer: Peer, msg: dict[str, Any]) -> None:
        """A checked message of a joined peer: the parts of its decision, a review key,
        the rules. Anything wrong is refused in the peer's language; nothing changes."""
        kind = msg["type"]
        if kind == "bye":
            return self.bye(peer)
        if kind == "review":
            return self._review(peer, msg["id"])
        if kind == "rules":
            narrator = self.narrator(None, self.texts(peer))
            told = self.game.narration.rules
            lines = list(told.pages(narrator, self.view(None))) if told else []
            return peer.send(p.match_message("rules", lines=lines))
        if kind != "choose":
            return self._refuse(peer, p.BAD_MESSAGE)
        if peer.seat is None:
            return self._refuse(peer, p.NOT_YOUR_SEAT)
        if not self.started:
            return self._refuse(peer, p.NOT_STARTED)
        self._choose(peer, peer.seat, msg["chosen"])

    def _review(self, peer: Peer, review_id: str) -> None:
        for review in self.game.narration.reviews:
            if review.id == review_id and not self.started:  # nothing dealt to anyone yet
                lines = [self.texts(peer).text(m.GAME_NOT_BEGUN)]
                return peer.send(p.match_message("answer", id=review_id, lines=lines))
            if review.id == review_id:
                narrator = self.narrator(peer.seat, self.texts(peer))
                lines = list(review.lines(narrator, self.view(peer.seat)))
                return peer.send(p.match_message("answer", id=review_id, lines=lines))
        self._refuse(peer, NOT_OFFERED)

    def _choose(self, peer: Peer, seat: int, given: dict[str, Any]) -> None:
        """Walk the decision's steps with the parts ``given``, each checked against what
        the step offers; ask the next step, or make the action once it is whole."""
        if seat not in self.match.deciders:
            return self._refuse(peer, NOT_DECIDING)
        texts = self.texts(peer)
        narrator = self.narrator(seat, texts)
        parts: dict[str, Any] = {}
        try:
            while True:
                step = self.asked(seat, texts, parts)
                if not isinstance(step, Ask):
                    break
                if step.key not in given:
                    if set(given) - set(parts):
                        return self._refuse(peer, NOT_OFFERED)
                    return peer.send(ask_message(step, parts, self.match.moves))
                value, why = _picked(step, given[step.key])
                if why is not None:
                    return self._refuse(peer, NOT_OFFERED, why or None)
                parts[step.key] = value
            if set(given) != set(parts):
                return self._refuse(peer, NOT_OFFERED)
            self.match.submit(step)
        except Refusal as error:
            return self._refuse(peer, error.code, narrator.refusal(error))
        peer.deciding = False
        peer.send(p.match_message("done", chosen=p.plain(parts)))
        self.changed()

    # ----- the driver ---------------------------------------------------------------------

    def next_move(self) -> tuple[float | None, tuple | None]:
        """(delay, move): the game moves on where nobody decides; a bot that decides
        moves (the table's bot for a seat joined by one); a person's decision that has
        nothing to ask is made at once; an empty seat is played by a bot after the
        takeover time."""
        match, pace = self.match, self.options.pace
        deciders = match.deciders
        if not deciders:
            return pace, ("advance",)
        bots = [seat for seat in deciders if match.is_bot(seat)]
        if bots:
            return pace, ("bot", bots[0], None)
        for seat in deciders:  # a seat joined by a bot (join --bot): this table's bot plays
            peer = self.seats[seat].peer
            if peer is not None and peer.open and peer.bot:
                return pace, ("joined_bot", seat, peer.bot)
        for seat in deciders:
            if self._unasked(seat) is not None:
                return 0.0, ("unasked", seat)
        waits = []
        for seat in deciders:
            delay, move = self._away_move(seat, self.takeover_level)
            if move is not None:
                return delay, move
            waits.append(delay)
        known = [delay for delay in waits if delay is not None]
        return (min(known) if known else None), None

    def _unasked(self, seat: int) -> Any:
        """``seat``'s action when its decision has nothing to ask (the one possible
        move: Verräter's commit from an empty hand), as the game makes it at one
        computer the moment the decision opens; else None (asked in the words of the
        seat's person, as the step they are sent)."""
        peer = self.seats[seat].peer if seat in self.seats else None
        texts = self.texts(peer) if peer is not None else \
            next(iter(self.languages.values()), None) or self.texts(Peer())
        try:
            step = self.asked(seat, texts, {})
        except Refusal:
            return None
        return None if isinstance(step, Ask) else step

    def make(self, move: tuple) -> None:
        if move[0] == "advance":
            self.round_starts.append(len(self.match.log))
            self.match.advance()
        elif move[0] == "unasked":
            self.match.submit(self._unasked(move[1]))
        elif move[0] == "joined_bot":
            self.match.play_bot(move[1], move[2])
        else:
            _, seat, level = move
            if level is not None:
                self._playing_for(seat)
            self.match.play_bot(seat, level)
        self.changed()


def _round_starts(match: Match) -> list[int]:
    """Where in ``match``'s events each pause between rounds ended (the game replayed
    from its journal; none for a game that never pauses or has no standings)."""
    rounds = match.game.rules.rounds
    if rounds is None or rounds.standings is None or ADVANCE not in match.journal:
        return []
    again = Match(match.game, match.variant, match.seats, match.names, match.seed,
                  match.options)
    starts = []
    for entry in match.journal:
        if entry == ADVANCE:
            starts.append(len(again.log))
            again.advance()
        else:
            again.submit(match.game.rules.decode_action(entry))
    return starts


def _picked(step: Ask, value: Any) -> tuple[Any, str | None]:
    """The game's own value for what a client chose at ``step`` and None, or (None,
    why): a value not offered (""), or an item that cannot be chosen now (its reason).

    Where several items are ticked, the values are matched as a person ticks items:
    each value takes an item of its own, so a value may come as often as items carry
    it (two supply cards of the same value) and no more, at least ``least`` of them.
    The game gets its own values in the order given, as from a screen at its computer.

    >>> pair = Ask("commit", "?", (Choice(5, "5"), Choice(5, "5"), Choice(3, "3")),
    ...            several=True)
    >>> _picked(pair, [5, 5]), _picked(pair, [3, 5]), _picked(pair, [5, 5, 5])
    (((5, 5), None), ((3, 5), None), (None, ''))
    """
    if not step.several:
        choice, why = _item(step.choices, value)
        return (choice.value, None) if choice is not None else (None, why)
    if not isinstance(value, list) or len(value) < step.least:
        return None, ""
    left = list(step.choices)
    picked = []
    for wanted in value:
        choice, why = _item(left, wanted)
        if choice is None:
            return None, why
        left.remove(choice)
        picked.append(choice.value)
    return tuple(picked), None


def _item(choices: Any, wanted: Any) -> tuple[Choice | None, str | None]:
    """The item of ``choices`` whose value is ``wanted`` that can be chosen, and None;
    else None and why: its reason, or "" when no item has that value."""
    target = _wire(wanted)
    matching = [c for c in choices if _wire(c.value) == target]
    usable = next((c for c in matching if c.enabled), None)
    if usable is not None:
        return usable, None
    return None, (matching[0].reason if matching else "")
