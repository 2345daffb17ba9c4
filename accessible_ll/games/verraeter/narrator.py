"""What Verräter says to one listener: the events as that listener may know them, the
review answers read from the listener's view, and the refusals (contract §4).

A listener is a seat, None (a spectator: public events only) or ``"all"`` (the record of
a finished game). The narrator never names what an event does not carry: the events
themselves hold no centre card, no deck order and no other player's discarded values,
and the private ones (cards dealt, offered, kept, drawn, discarded) are told only to
their seat.

>>> from accessible_ll.games.verraeter.state import State
>>> from accessible_ll.kit.words import SourceWords as English
>>> state = State.new(4, seed=3)
>>> narrator = Narrator(English(), ["Ann", "Bo", "Cy", "Di"], "standard", 1)
>>> lines = narrator.events(state.log)
>>> lines[0]
'A game of Traitor (Verräter) for 4 players, 8 rounds.'
>>> sum(line.startswith("Your supply cards") for line in lines)
1
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from accessible_ll.kit import REPLAY  # noqa: F401 (the listener of a finished game's record)
from accessible_ll.kit.narrator import NarratorBase
from accessible_ll.kit.words import joined

from . import events as ev
from . import cards as r
from . import words as w


class Narrator(NarratorBase):
    """Sentences in one language for one listener.

    Args:
        words: The translations (the kit's ``Words``).
        names: Each seat's name.
        variant: The variant's id (Verräter has one).
        listener: A seat, None (a spectator) or :data:`REPLAY`.
    """

    def __init__(self, words: Any, names: Sequence[str], variant: str = "standard",
                 listener: int | str | None = None) -> None:
        super().__init__(words, names, listener)
        self.variant = variant
        self._kinds: tuple[str, ...] | None = None   # the ring, once told
        self._houses: list[str] | None = None
        self._discard_reason = ev.VOLUNTARY   # told with the values that follow

    # ----- names --------------------------------------------------------------------

    def house(self, house: str) -> str:
        return self.words.context(w.HOUSES[house])

    def landscape_name(self, kind: str) -> str:
        return self.words.context(w.LANDSCAPES[kind])

    #: The forms an action card is said in: its bare name, and with its article as a
    #: subject and as an object (German nominative and accusative).
    _ROLE_FORMS = {"name": w.ROLES, "subject": w.ROLES_SUBJECT, "object": w.ROLES_OBJECT}

    def role(self, role: str, form: str = "name") -> str:
        """An action card's name (``form``: ``name``, ``subject`` or ``object``)."""
        return self.words.context(self._ROLE_FORMS[form][role])

    def listing(self, items: Iterable[Any]) -> str:
        return self.words.context(w.SEPARATOR).join(str(item) for item in items)

    def _where(self, kind: str, house: str) -> str:
        return self.words.text(w.RING_ITEM, landscape=self.landscape_name(kind),
                               house=self.house(house))

    # ----- events -------------------------------------------------------------------

    def _game_started(self, e: ev.GameStarted) -> list[str]:
        t = self.words
        lines = [t.plural(w.GAME_STARTED, e.players, rounds=e.rounds,
                          game=w.TITLES.get(t.language, w.TITLES["en"]))]
        lines += [self.say(seat, w.HOUSE_YOURS, w.HOUSE_OF, house=self.house(house))
                  for seat, house in enumerate(e.allegiances)]
        self._kinds = tuple(kind for kind, _house in e.ring)
        self._houses = [house for _kind, house in e.ring]
        lines.append(t.text(w.RING, ring=self.listing(
            self._where(kind, house) for kind, house in e.ring)))
        lines.append(self.say(e.start, w.START_PLAYER_YOU, w.START_PLAYER))
        lines.append(self.say(e.strategy, w.STRATEGY_YOURS, w.STRATEGY_HOLDER))
        lines.append(t.plural(w.DECK, e.deck_count))
        return lines

    def _dealt(self, e: ev.Dealt) -> list[str]:
        return [self.say(e.seat, w.DEALT, w.DEALT_OTHER, values=self.listing(e.cards))]

    def _kind_at(self, position: int) -> str:
        return self.landscape_name(self._kinds[position]) if self._kinds else ""

    def _house_at(self, position: int) -> str:
        return self.house(self._houses[position]) if self._houses else ""

    def _built(self, e: ev.Built) -> list[str]:
        return [self.say(e.seat, w.BUILT_YOU, w.BUILT, position=e.position + 1,
                         landscape=self._kind_at(e.position),
                         house=self._house_at(e.position))]

    def _upgraded(self, e: ev.Upgraded) -> list[str]:
        return [self.say(e.seat, w.UPGRADED_YOU, w.UPGRADED, position=e.position + 1,
                         landscape=self._kind_at(e.position))]

    def _builder_passed(self, e: ev.BuilderPassed) -> list[str]:
        return [self.say(e.seat, w.BUILDER_PASSED_YOU, w.BUILDER_PASSED)]

    def _round_started(self, e: ev.RoundStarted) -> list[str]:
        return [self.say(e.start, w.ROUND_STARTED_YOU, w.ROUND_STARTED,
                         round_no=e.round_no, rounds=e.rounds)]

    def _battlefield_chosen(self, e: ev.BattlefieldChosen) -> list[str]:
        return [self.say(e.seat, w.BATTLEFIELD_YOU, w.BATTLEFIELD,
                         first_position=e.first + 1, second_position=e.second + 1,
                         first=self._spot(e.first), second=self._spot(e.second))]

    def _spot(self, position: int) -> str:
        if not self._kinds or not self._houses:
            return str(position + 1)
        return self._where(self._kinds[position], self._houses[position])

    def _draft_started(self, e: ev.DraftStarted) -> list[str]:
        return [self.words.plural(w.DRAFT_STARTED, e.centre)]

    def _offered(self, e: ev.Offered) -> list[str]:
        roles = self.listing(self.role(card) for card in e.cards)
        if not self.you(e.seat):
            return [self.words.text(w.OFFERED_OTHER, player=self.names[e.seat], roles=roles)]
        if e.giver is None:
            return [self.words.text(w.OFFERED_STACK, roles=roles)]
        return [self.words.text(w.OFFERED, player=self.names[e.giver], roles=roles)]

    def _kept(self, e: ev.Kept) -> list[str]:
        if self.knows(e.seat):
            return []  # the kept card itself is told (KeptCard)
        return [self.words.text(w.KEPT, player=self.names[e.seat])]

    def _kept_card(self, e: ev.KeptCard) -> list[str]:
        return [self.say(e.seat, w.KEPT_YOU, w.KEPT_OTHER, role=self.role(e.card, "object"))]

    def _passed(self, e: ev.Passed) -> list[str]:
        if self.you(e.receiver):
            return []  # the cards themselves are told (Offered)
        return [self.say(e.seat, w.PASSED_YOU, w.PASSED, e.count,
                         receiver=self.names[e.receiver])]

    def _draft_ended(self, e: ev.DraftEnded) -> list[str]:
        return [self.words.plural(w.DRAFT_ENDED, e.centre)]

    def _committed(self, e: ev.Committed) -> list[str]:
        if not e.values:
            return [self.say(e.seat, w.COMMITTED_NONE_YOU, w.COMMITTED_NONE)]
        if len(e.values) == 1:
            return [self.say(e.seat, w.COMMITTED_ONE_YOU, w.COMMITTED_ONE, value=e.values[0])]
        return [self.say(e.seat, w.COMMITTED_YOU, w.COMMITTED, len(e.values),
                         values=self.listing(e.values), total=sum(e.values))]

    def _revealed(self, e: ev.Revealed) -> list[str]:
        return [self.words.text(w.REVEALED)] + [
            self.say(seat, w.ROLE_YOURS, w.ROLE_OF, role=self.role(role, "subject"))
            for seat, role in enumerate(e.roles) if role is not None]

    def _traitor_decided(self, e: ev.TraitorDecided) -> list[str]:
        theirs, yours = (w.SWITCHED, w.SWITCHED_YOU) if e.switched else (w.STAYED,
                                                                           w.STAYED_YOU)
        return [self.say(e.seat, yours, theirs, house=self.house(e.house))]

    def _battle_fought(self, e: ev.BattleFought) -> list[str]:
        lines = []
        for house, position, strength, (base, supply, diplomats) in (
                (r.HAWK, e.hawk_position, e.hawk, e.hawk_parts),
                (r.ROSE, e.rose_position, e.rose, e.rose_parts)):
            lines.append(self.words.text(
                w.SIDE, house=self.house(house), landscape=self._kind_at(position),
                strength=strength, base=base, supply=supply, diplomats=diplomats))
        if e.winner is None:
            lines.append(self.words.text(w.BATTLE_TIED))
        else:
            lines.append(self.words.text(w.BATTLE_WON, house=self.house(e.winner)))
        return lines

    def _landscape_turned(self, e: ev.LandscapeTurned) -> list[str]:
        if self._houses is not None:
            self._houses[e.position] = e.house
        lines = [self.words.text(w.TURNED, position=e.position + 1,
                                 landscape=self._kind_at(e.position),
                                 house=self.house(e.house))]
        if not e.winners:
            lines.append(self.words.text(w.TURNED_NOBODY, house=self.house(e.house)))
        return lines

    _POINTS = {
        ev.FOR_BATTLE: (w.POINTS_BATTLE, w.POINTS_BATTLE_YOU),
        ev.FOR_TRAITOR: (w.POINTS_TRAITOR, w.POINTS_TRAITOR_YOU),
        ev.FOR_STRATEGIST: (w.POINTS_STRATEGIST, w.POINTS_STRATEGIST_YOU),
        ev.FOR_TRADING_POST: (w.POINTS_POST, w.POINTS_POST_YOU),
    }

    def _points_scored(self, e: ev.PointsScored) -> list[str]:
        theirs, yours = self._POINTS[e.reason]
        landscape = self._kind_at(e.position) if e.position is not None else ""
        position = e.position + 1 if e.position is not None else ""
        return [self.say(e.seat, yours, theirs, e.points, total=e.total,
                         landscape=landscape, position=position)]

    def _strategy_card(self, e: ev.StrategyCard) -> list[str]:
        if e.taken:
            return [self.say(e.seat, w.STRATEGY_TAKEN_YOU, w.STRATEGY_TAKEN)]
        return [self.say(e.seat, w.STRATEGY_KEPT_YOU, w.STRATEGY_KEPT)]

    def _commitments_discarded(self, e: ev.CommitmentsDiscarded) -> list[str]:
        return [self.words.plural(w.COMMITMENTS_DISCARDED, e.count)] if e.count else []

    def _knows_values(self, seat: int) -> bool:
        """Whether the listener hears ``seat``'s drawn and discarded values (then those
        are the one sentence, not the count before them)."""
        return self.knows(seat)

    def _discarded(self, e: ev.Discarded) -> list[str]:
        if not e.count:
            return [self.say(e.seat, w.DISCARDED_NONE_YOU, w.DISCARDED_NONE)]
        if self._knows_values(e.seat):
            self._discard_reason = e.reason
            return []  # the values are told (DiscardedCards)
        theirs, yours = ((w.DISCARDED_LIMIT, w.DISCARDED_LIMIT_YOU)
                         if e.reason == ev.HAND_LIMIT else (w.DISCARDED, w.DISCARDED_YOU))
        return [self.say(e.seat, yours, theirs, e.count)]

    def _discarded_cards(self, e: ev.DiscardedCards) -> list[str]:
        if not e.cards:
            return []
        limit, self._discard_reason = self._discard_reason == ev.HAND_LIMIT, ev.VOLUNTARY
        theirs, yours = ((w.DISCARDED_VALUES_LIMIT_OTHER, w.DISCARDED_VALUES_LIMIT) if limit
                         else (w.DISCARDED_VALUES_OTHER, w.DISCARDED_VALUES))
        return [self.say(e.seat, yours, theirs, len(e.cards), values=self.listing(e.cards))]

    def _reshuffled(self, e: ev.Reshuffled) -> list[str]:
        return [self.words.plural(w.RESHUFFLED, e.count)]

    def _drew(self, e: ev.Drew) -> list[str]:
        if not e.count:
            lines = [self.say(e.seat, w.DREW_NONE_YOU, w.DREW_NONE)]
        elif self._knows_values(e.seat):
            lines = []  # the values are told (DrewCards)
        else:
            lines = [self.say(e.seat, w.DREW_YOU, w.DREW, e.count)]
        if e.count < e.due:
            lines.append(self.words.plural(w.DREW_SHORT, e.due - e.count))
        return lines

    def _drew_cards(self, e: ev.DrewCards) -> list[str]:
        if not e.cards:
            return []
        return [self.say(e.seat, w.DREW_VALUES, w.DREW_VALUES_OTHER, len(e.cards),
                         values=self.listing(e.cards))]

    def _round_ended(self, e: ev.RoundEnded) -> list[str]:
        """The round is over, and when the game ends with it, why (before the final
        scoring that follows; the last round's end is said once)."""
        if e.ends == ev.LAST_ROUND:
            return [self.words.text(w.ENDED_LAST_ROUND, round_no=e.round_no)]
        lines = [self.words.text(w.ROUND_ENDED, round_no=e.round_no)]
        if e.ends == ev.ONE_HOUSE:
            lines.append(self.words.text(w.ENDED_ONE_HOUSE))
        return lines

    def _start_passed(self, e: ev.StartPassed) -> list[str]:
        return []  # the round that follows at once names its start player

    def _deciding(self, e: ev.Deciding) -> list[str]:
        return []  # the decision itself is asked (the game's ``ask``)

    def _game_ended(self, e: ev.GameEnded) -> list[str]:
        """The final scores and who won (why the game ends was said with the round's
        end, before the Trading posts scored)."""
        lines = [self.say(seat, w.FINAL_SCORE_YOU, w.FINAL_SCORE, score)
                 for seat, score in enumerate(e.scores)]
        lines.append(self.winners(e.winners))
        return lines

    def winners(self, winners: Sequence[int]) -> str:
        """Who won: one, several sharing the win, or nobody."""
        if not winners:
            return self.words.text(w.NOBODY_WINS)
        if len(winners) == 1:
            return self.say(winners[0], w.WINS_YOU, w.WINS)
        if self.listener in winners:
            return self.words.text(w.SHARED_WIN_YOU, players=self.listing(
                self.names[s] for s in winners if s != self.listener))
        return self.words.text(w.SHARED_WIN, players=self.listing(
            self.names[s] for s in winners))

    # ----- review answers (read from the listener's view) ----------------------------

    def landscape(self, view: Any, position: int) -> str:
        """The landscape at ``position`` (0-11, taken round the ring): its type, house,
        base strength, building and owner, its points for each number of winners the
        table can have (one to every player), and whether it is on the battlefield (of
        the battle to come, or of this round's, fought)."""
        spot = view.ring[position % r.RING_SIZE]
        if spot.building is None:
            building = self.words.text(w.NO_BUILDING)
        else:
            post = spot.building == r.TRADING_POST
            if self.you(spot.owner) or (view.seat is not None and spot.owner == view.seat):
                building = self.words.text(w.POST_YOURS if post else w.ESTATE_YOURS)
            else:
                building = self.words.text(w.POST_OF if post else w.ESTATE_OF,
                                           player=self.names[spot.owner])
        most = min(view.players, len(r.POINTS[spot.kind]) - 1)
        line = self.words.text(
            w.LANDSCAPE, position=spot.position + 1, landscape=self.landscape_name(spot.kind),
            house=self.house(spot.house), base=r.BASE[spot.kind], building=building,
            most=most, points=self.listing(r.points(spot.kind, n) for n in range(1, most + 1)))
        if view.battlefield is not None and spot.position in view.battlefield:
            line += self._space() + self.words.text(
                w.WAS_BATTLEFIELD if view.fought() else w.ON_BATTLEFIELD)
        return line

    def battlefield_start(self, view: Any) -> int:
        """Where walking the ring starts: the battlefield's first landscape (else 0)."""
        return view.battlefield[0] if view.battlefield is not None else 0

    def ring(self, view: Any) -> list[str]:
        """Every landscape, clockwise from landscape 1."""
        return [self.landscape(view, position) for position in range(r.RING_SIZE)]

    def battle(self, view: Any) -> list[str]:
        """Both sides of the battle as it stands (diplomats count once turned up); once
        fought, as it was fought and who won (the loser's landscape has turned since)."""
        if view.battlefield is None:
            return [self.words.text(w.NO_BATTLEFIELD)]
        sides = view.sides or tuple(view.ring[p].house for p in view.battlefield)
        lines = []
        for house in r.HOUSES:
            where = view.battlefield[sides.index(house)]
            kind = view.ring[where].kind
            supply = sum(sum(view.committed[s] or ()) for s in range(view.players)
                         if view.allegiances[s] == house)
            diplomats = sum(r.DIPLOMAT_STRENGTH.get(view.roles[s], 0)
                            for s in range(view.players)
                            if view.revealed and view.allegiances[s] == house)
            if view.revealed:
                lines.append(self.words.text(
                    w.SIDE, house=self.house(house), landscape=self.landscape_name(kind),
                    strength=r.BASE[kind] + supply + diplomats, base=r.BASE[kind],
                    supply=supply, diplomats=diplomats))
            else:
                lines.append(self._side_now(view, house, kind, supply))
        if view.fought():
            now = {view.ring[p].house for p in view.battlefield}
            lines.append(self.words.text(w.BATTLE_WON, house=self.house(now.pop()))
                         if len(now) == 1 else self.words.text(w.BATTLE_TIED))
        return lines

    def _side_now(self, view: Any, house: str, kind: str, supply: int) -> str:
        """A side before the reveal: its landscape and the cards committed so far; the
        listener's own side also with the diplomat they hold (only they know it yet)."""
        values = dict(house=self.house(house), landscape=self.landscape_name(kind),
                      base=r.BASE[kind], supply=supply, strength=r.BASE[kind] + supply)
        diplomat = view.diplomat()
        if diplomat is None or view.allegiances[view.seat] != house:
            return self.words.text(w.SIDE_NOW, **values)
        return self.words.text(w.SIDE_NOW_ROLE, **values, role=self.role(diplomat),
                               with_role=values["strength"] + r.DIPLOMAT_STRENGTH[diplomat])

    def hand(self, view: Any) -> list[str]:
        """The listener's supply cards and this round's action card."""
        if view.hand is None:
            return [self.words.text(w.NO_HAND)]
        lines = [self.words.text(w.HAND, values=self.listing(view.hand)) if view.hand
                 else self.words.text(w.HAND_EMPTY)]
        mine = view.roles[view.seat]
        if mine is not None:
            lines.append(self.words.text(w.YOUR_ROLE, role=self.role(mine)))
        return lines

    def houses(self, view: Any) -> list[str]:
        """The listener's house first, then everyone's, then how many landscapes show
        each house."""
        lines = []
        if view.seat is not None:
            lines.append(self.words.text(w.HOUSE_YOURS,
                                         house=self.house(view.allegiances[view.seat])))
        lines += [self.words.text(w.HOUSE_OF, player=self.names[seat],
                                  house=self.house(house))
                  for seat, house in enumerate(view.allegiances) if seat != view.seat]
        return lines + [self.ring_count(view)]

    def ring_count(self, view: Any) -> str:
        """How many of the ring's landscapes show each house."""
        hawk = sum(1 for spot in view.ring if spot.house == r.HAWK)
        return self.words.plural(w.RING_COUNT, hawk, hawk=self.house(r.HAWK),
                                 rose=self.house(r.ROSE), rose_count=len(view.ring) - hawk)

    def scores(self, view: Any) -> list[str]:
        """The round (before the first: the Estates), the start player and the strategy
        card's holder, and everyone's points, the listener's as "you"."""
        return [self.round_now(view), self.start_player(view), self.strategy_holder(view),
                *self.points(view)]

    def round_now(self, view: Any) -> str:
        """The round (before the first: the Estates are being placed)."""
        if not view.round_no:
            return self.words.text(w.ROUND_NOT_YET, rounds=view.rounds)
        return self.words.text(w.ROUND_NOW, round_no=view.round_no, rounds=view.rounds)

    def start_player(self, view: Any) -> str:
        return self._as_seen(view, view.start, w.START_PLAYER, w.START_PLAYER_YOU)

    def strategy_holder(self, view: Any) -> str:
        return self._as_seen(view, view.strategy, w.STRATEGY_HOLDER, w.STRATEGY_YOURS)

    def points(self, view: Any) -> list[str]:
        """Everyone's points, the listener's as "you"."""
        t = self.words
        return [t.plural(w.FINAL_SCORE_YOU, score) if seat == view.seat
                else t.plural(w.SCORE, score, player=self.names[seat])
                for seat, score in enumerate(view.scores)]

    #: What the seat deciding in each phase is choosing (theirs, yours).
    _NOW = {"estates": (w.NOW_PLACE, w.NOW_PLACE_YOU),
            "battlefield": (w.NOW_BATTLEFIELD, w.NOW_BATTLEFIELD_YOU),
            "draft": (w.NOW_KEEP, w.NOW_KEEP_YOU),
            "commit": (w.NOW_COMMIT, w.NOW_COMMIT_YOU),
            "traitor": (w.NOW_SWITCH, w.NOW_SWITCH_YOU),
            "builder": (w.NOW_BUILD, w.NOW_BUILD_YOU),
            "discard": (w.NOW_DISCARD, w.NOW_DISCARD_YOU),
            "limit": (w.NOW_LIMIT, w.NOW_LIMIT_YOU)}
    #: The phases that go round the table from the start player, each seat once.
    _IN_TURN = ("estates", "draft", "commit", "discard", "limit")

    def turn(self, view: Any) -> list[str]:
        """Who decides now and what they are choosing (no secret: in the draft only how
        many action cards they choose from), then who follows in the same phase."""
        if not view.deciders:
            return [self.words.text(w.NOW_OVER)]
        seat = view.deciders[0]
        theirs, yours = self._NOW[view.phase]
        received = len(r.ACTION_CARDS) - r.CENTRE_BEFORE_DRAFT - len(view.chosen)
        if view.phase == "draft" and received == 1:
            theirs, yours = w.NOW_KEEP_ONE, w.NOW_KEEP_ONE_YOU
        lines = [self._as_seen(view, seat, theirs, yours, count=received)]
        if view.phase in self._IN_TURN:
            order = view.draft_order()
            later = order[order.index(seat) + 1:]
            if later:
                lines.append(self.words.text(w.NOW_THEN, players=joined(self.words, [
                    self.words.context(w.YOU_IN_LIST) if s == view.seat else self.names[s]
                    for s in later])))
        return lines

    def cards(self, view: Any) -> list[str]:
        """The deck and the discard pile, and how many supply cards each player holds."""
        t = self.words
        counts = [self._as_seen(view, seat, w.HAND_COUNT, w.HAND_COUNT_YOU, count=count)
                  for seat, count in enumerate(view.hand_counts)]
        return [t.plural(w.PILES, view.deck_count, discard=view.discard_count),
                t.text(w.HAND_COUNTS, counts=joined(t, counts, entries=True))]

    def _as_seen(self, view: Any, seat: int, theirs: str, yours: str, **values: Any) -> str:
        """``yours`` when ``seat`` is the view's own, else ``theirs`` (a review answer
        reads the view, whose seat is the listener's)."""
        if seat == view.seat:
            return self.words.text(yours, **values)
        return self.words.text(theirs, **values, player=self.names[seat])

    def roles(self, view: Any) -> list[str]:
        """Everyone's action card once turned up; before, only the listener's own."""
        if not view.revealed:
            mine = view.roles[view.seat] if view.seat is not None else None
            lines = [self.words.text(w.ROLES_HIDDEN)]
            if mine is not None:
                lines.append(self.words.text(w.YOUR_ROLE, role=self.role(mine)))
            return lines
        return [self._as_seen(view, seat, w.ROLE_OF, w.ROLE_YOURS,
                              role=self.role(role, "subject"))
                for seat, role in enumerate(view.roles) if role is not None]

    def battlefield_choice(self, view: Any, position: int) -> str:
        """The battlefield (position, position + 1): both landscapes with the base
        strength each brings to its house, and what each house stands to gain (each of
        its players, for the other house's landscape)."""
        first, second = view.ring[position], view.ring[(position + 1) % r.RING_SIZE]
        members = {house: sum(1 for a in view.allegiances if a == house)
                   for house in r.HOUSES}
        by_house = {first.house: first, second.house: second}
        gain = {house: r.points(by_house[r.other(house)].kind, members[house])
                for house in r.HOUSES}
        return self.words.text(
            w.BATTLEFIELD_CHOICE, first_position=first.position + 1,
            second_position=second.position + 1,
            first=self._where(first.kind, first.house),
            second=self._where(second.kind, second.house),
            first_base=r.BASE[first.kind], second_base=r.BASE[second.kind],
            hawk=self.house(r.HAWK), rose=self.house(r.ROSE),
            hawk_gain=gain[r.HAWK], rose_gain=gain[r.ROSE])

    def battlefield_choices(self, view: Any) -> list[str]:
        """Every battlefield the strategy card's holder may choose, read."""
        ring = view.ring
        return [self.battlefield_choice(view, p) for p in range(r.RING_SIZE)
                if ring[p].house != ring[(p + 1) % r.RING_SIZE].house]

    # ----- refusals -----------------------------------------------------------------

    def refusal(self, error: Any) -> str:
        """The sentence for a refusal of the engine (its ``code``)."""
        message = w.REFUSALS.get(error.code, w.REFUSALS["malformed_action"])
        if error.code == "wrong_discard_count":
            return self.words.plural(message, int(error.details.get("needed", 0)))
        return self.words.text(message)

    def _space(self) -> str:
        return "" if self.words.language == "ja" else " "
