"""Disloyal Royals in words, for one listener: a seat (public events and its own), a
spectator (None) or ``"all"`` (the record of a finished game), told only what they may
know (contract §9): the opponent hears a draw or a burial as a count, the owner the cards.

>>> from accessible_ll.games.disloyal_royals.state import new_state
>>> from accessible_ll.kit.words import SourceWords as English
>>> state = new_state(3, first=0)
>>> narrator = Narrator(English(), ["Mia", "Tom"], "standard", 1)
>>> lines = narrator.events(state.log)
>>> lines[0][:60]
'Disloyal Royals begins. Your court: the Jack of clubs, the Q'
>>> lines[-1]
'Mia holds 5 cards and draws none.'
>>> chance(English(), 3, 4, hearts=2)
'3 dice, each succeeding on 4 or more: 88% to succeed at least once, 50% to remove both hearts, 13% to assassinate.'
"""

from __future__ import annotations

from math import comb
from typing import Any, Iterable

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals import events as ev
from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.kit import REPLAY  # noqa: F401 (the listener of a finished game's record)
from accessible_ll.kit.narrator import NarratorBase
_SUIT_ORDER = {s: i for i, s in enumerate("DHCS")}
_RANK_ORDER = {r: i for i, r in enumerate(c.RANKS)}


def card_name(words: Any, card: str, bare: bool = False) -> str:
    """``card`` as players say it: "the 7 of clubs", „Kreuz 7“, „Pik-Bube“, 「クラブの7」
    (``bare``: without the article, "7 of clubs")."""
    rank, suit = c.rank(card), c.suit(card)
    if rank in w.RANKS:  # a rank word: Ace, Jack, Queen, King
        message = w.WORD_NAME_BARE if bare else w.WORD_NAME
        rank = words.context(w.RANKS[rank])
    else:
        message = w.CARD_NAME_BARE if bare else w.CARD_NAME
    return words.context(message, rank=rank, suit=words.context(w.SUITS[suit]))


def card_said(words: Any, card: str, case: str) -> str:
    """One card named in a sentence that gives it the grammatical ``case`` ("nom",
    "acc" or "dat"): a Jack, Queen or King with its article and case where the language
    has them (German „mit dem Herz-Buben“, „den Karo-Buben“, „die Karo-Dame“), any other
    card by its name (:func:`card_name`)."""
    forms = w.FACES.get(c.rank(card))
    if forms is None:
        return card_name(words, card)
    return words.context(forms[case], suit=words.context(w.SUITS[c.suit(card)]))


def card_list(words: Any, cards: Iterable[str], case: str | None = None) -> str:
    """Card names joined as a list ("A, B and C"); a list of one card in the ``case``
    its sentence gives it (see :func:`card_said`), where it has one (a list after a
    colon has none). A list of several is said as card players say it („mit Kreuz 4 und
    Kreuz 6“)."""
    cards = list(cards)
    if len(cards) == 1 and case is not None:
        return card_said(words, cards[0], case)
    return word_list(words, [card_name(words, card) for card in cards])


def word_list(words: Any, items: list[str]) -> str:
    """``items`` joined as a spoken list."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return words.text(w.LIST_TWO, first=items[0], last=items[1])
    separator = words.context(w.LIST_SEPARATOR)
    return words.text(w.LIST_MORE, items=separator.join(items[:-1]), last=items[-1])


def hearts_said(words: Any, count: int) -> str:
    """A royal's hearts as part of its line: "2 hearts", "no hearts"."""
    return words.plural(w.HEARTS, count) if count else words.text(w.HEARTS_NONE)


def buried_said(words: Any, count: int) -> str:
    """The cards buried behind a royal as part of its line: "3 cards buried", "nothing
    buried"."""
    return words.plural(w.BURIED_COUNT, count) if count else words.text(w.BURIED_NONE)


def sorted_cards(cards: Iterable[str]) -> list[str]:
    """Cards by suit (♦ ♥ ♣ ♠, the order of the actions' suits) and rank."""
    return sorted(cards, key=lambda x: (_SUIT_ORDER[c.suit(x)], _RANK_ORDER[c.rank(x)]))


def _at_least(dice: int, p: float, k: int) -> float:
    """The chance of ``k`` or more successes among ``dice`` dice of chance ``p`` each."""
    return sum(comb(dice, i) * p ** i * (1 - p) ** (dice - i) for i in range(k, dice + 1))


def percent_said(words: Any, value: float) -> str:
    """A chance in whole percent ("88%"), and a chance that is neither impossible nor
    certain never said as 0 or 100: "under 1%", "over 99%"."""
    percent = int(value * 100 + 0.5)
    if percent == 0 and value > 0:
        return words.text(w.PERCENT_UNDER_ONE)
    if percent == 100 and value < 1:
        return words.text(w.PERCENT_OVER_99)
    return words.context(w.PERCENT, percent=percent)


def _hearts_chance(words: Any, dice: int, p: float, hearts: int) -> str:
    """The chance to remove all ``hearts`` of the target; too few dice: that it cannot
    happen."""
    if hearts > dice:
        return (words.text(w.CHANCE_BOTH_NEVER) if hearts == 2
                else words.plural(w.CHANCE_ALL_NEVER, hearts))
    whole = percent_said(words, _at_least(dice, p, hearts))
    if hearts == 1:
        return words.text(w.CHANCE_HEART, chance=whole)
    if hearts == 2:
        return words.text(w.CHANCE_BOTH, chance=whole)
    return words.plural(w.CHANCE_ALL, hearts, chance=whole)


def chance(words: Any, dice: int, threshold: int, hearts: int | None = None,
           pile: int | None = None) -> str:
    """The chance of an Attack (``hearts`` on the target) or a Dig (``pile`` buried)
    with ``dice`` dice, each a success on ``threshold`` or more (exact binomial)."""
    p = c.success_chance(threshold)
    one = percent_said(words, _at_least(dice, p, 1))
    chances = [words.text(w.CHANCE_ONE_DIE if dice == 1 else w.CHANCE_ONE, chance=one)]
    if hearts:
        chances.append(_hearts_chance(words, dice, p, hearts))
    if hearts is not None and hearts < dice:
        kill = percent_said(words, _at_least(dice, p, hearts + 1))
        if hearts == 0:
            chances = []
        chances.append(words.text(w.CHANCE_KILL, chance=kill))
    if pile and pile > 1 and pile <= dice:
        whole = percent_said(words, _at_least(dice, p, pile))
        chances.append(words.text(w.CHANCE_DIG_BOTH, chance=whole) if pile == 2
                       else words.plural(w.CHANCE_DIG_ALL, pile, chance=whole))
    return words.text(w.CHANCE, dice=words.plural(w.CHANCE_DICE, dice, threshold=threshold),
                      chances=words.context(w.LIST_SEPARATOR).join(chances))


class Narrator(NarratorBase):
    """Sentences for one listener.

    Args:
        words: The listener's language (the kit's ``Words``).
        names: Each seat's name.
        variant: The variant's id (one only).
        listener: A seat, None (a spectator) or :data:`REPLAY` (every event, by name).
    """

    def __init__(self, words: Any, names: list[str], variant: str,
                 listener: int | str | None) -> None:
        super().__init__(words, names, listener)
        self.variant = variant
        self.courts: list[list[str | None]] = [[None] * 3, [None] * 3]
        self.scored: dict[int, ev.Scored] = {}
        self._hand_counts: dict[int, int] = {}
        self._pending: Any = None   # a public draw, told with its cards next
        self._sep = "" if words.language == "ja" else " "

    # ----- helpers ------------------------------------------------------------------

    def _royal(self, owner: int, card: str, case: str, actor: int | None = None) -> str:
        """The royal ``card`` of ``owner`` with its owner: "your Queen of spades"."""
        self.courts[owner][c.SLOTS.index(c.rank(card))] = card
        forms = w.ROYALS[c.rank(card)]
        suit = self.words.context(w.SUITS[c.suit(card)])
        if self.you(owner):
            return self.words.context(forms[("you", case)], suit=suit)
        if owner == actor:
            return self.words.context(forms[("own", case)], suit=suit)
        return self.words.context(forms[("of", case)], suit=suit, player=self.names[owner])

    def _name(self, card: str, case: str | None = None) -> str:
        """One card by its name, or in the ``case`` its sentence gives it."""
        return card_name(self.words, card) if case is None else card_said(self.words, card, case)

    def _cards(self, cards: Iterable[str], case: str | None = None) -> str:
        return card_list(self.words, cards, case)

    def _join(self, *sentences: str) -> str:
        return self._sep.join(s for s in sentences if s)

    # ----- events -------------------------------------------------------------------

    def _game_started(self, e: ev.GameStarted) -> str:
        self.courts = [list(court) for court in e.courts]
        parts = [self.words.text(w.STARTED)]
        seats = sorted((0, 1), key=lambda s: not self.you(s))
        for seat in seats:
            royals = self._cards(x for x in e.courts[seat] if x is not None)
            parts.append(self.say(seat, w.COURT_YOURS, w.COURT_OF, royals=royals))
        if e.first in (0, 1):
            parts.append(self.say(e.first, w.FIRST_YOU, w.FIRST_OF))
        return self._join(*parts)

    def _dealt(self, e: ev.Dealt) -> str:
        if self.knows(e.seat) and e.count:
            return ""
        return self.words.plural(w.DEALT_OF, e.count, player=self.names[e.seat])

    def _dealt_cards(self, e: ev.DealtCards) -> str:
        if not e.cards:
            return ""
        if self.you(e.seat):
            return self.words.text(w.DEALT_YOU, cards=self._cards(e.cards, "acc"))
        return self.words.text(w.DEALT_CARDS_OF, player=self.names[e.seat],
                               cards=self._cards(e.cards, "acc"))

    def _turn_started(self, e: ev.TurnStarted) -> str:
        self._hand_counts[e.seat] = e.hand_count
        return self.say(e.seat, w.TURN_YOU, w.TURN_OF)

    def _deck_left(self, count: int) -> str:
        """What is left in the deck after a draw."""
        if not count:
            return self.words.text(w.DECK_EMPTY_NOW)
        return self.words.plural(w.DECK_LEFT, count)

    def _drew(self, e: ev.Drew) -> str:
        deck = self._deck_left(e.deck_count)
        if e.count == 0:
            return self.say(e.seat, w.DREW_NONE_YOU, w.DREW_NONE_OF,
                            count=self._hand_count(e.seat))
        if self.knows(e.seat):
            self._pending = e
            return ""
        return self._join(self.words.plural(w.DREW_OF, e.count, player=self.names[e.seat]),
                          deck)

    def _hand_count(self, seat: int) -> int:
        return self._hand_counts.get(seat, c.HAND_SIZE)

    def _drew_cards(self, e: ev.DrewCards) -> str:
        pending, self._pending = self._pending, None
        if not e.cards:
            return ""
        deck = self._deck_left(pending.deck_count) if isinstance(pending, ev.Drew) else ""
        if self.you(e.seat):
            drew = self.words.text(w.DREW_YOU, cards=self._cards(e.cards, "acc"))
        else:
            drew = self.words.text(w.DREW_CARDS_OF, player=self.names[e.seat],
                                   cards=self._cards(e.cards, "acc"))
        return self._join(drew, deck)

    def _reshuffled(self, e: ev.Reshuffled) -> str:
        return self.words.plural(w.RESHUFFLED, e.count)

    def _deck_exhausted(self, e: ev.DeckExhausted) -> str:
        if e.reshuffled:
            return self.say(e.seat, w.SHORT_YOU, w.SHORT_OF, count=e.needed)
        if not e.deck_count:
            return self.say(e.seat, w.EXHAUSTED_EMPTY_YOU, w.EXHAUSTED_EMPTY_OF,
                            count=e.needed)
        return self.say(e.seat, w.EXHAUSTED_YOU, w.EXHAUSTED_OF, count=e.deck_count,
                        needed=e.needed)

    def _turn_ended(self, e: ev.TurnEnded) -> str:
        if not e.actions:
            return self.say(e.seat, w.ENDED_IDLE_YOU, w.ENDED_IDLE_OF)
        return self.say(e.seat, w.ENDED_YOU, w.ENDED_OF, count=e.actions)

    def _fortified(self, e: ev.Fortified) -> str:
        return self.say(e.seat, w.FORTIFIED_YOU, w.FORTIFIED_OF, count=e.hearts,
                        royal=self._royal(e.seat, e.royal_card, "acc", e.seat),
                        name=self._name(e.card, "dat"))

    def _buried(self, e: ev.Buried) -> str:
        if self.knows(e.seat):
            return ""  # told with the cards (buried_cards)
        royal = self._royal(e.seat, e.royal_card, "dat", e.seat)
        return self._join(
            self.words.plural(w.BURIED_OF, e.count, player=self.names[e.seat], royal=royal),
            self.words.plural(w.PILE_NOW, e.pile_count))

    def _buried_cards(self, e: ev.BuriedCards) -> str:
        """The cards buried, in the order they went onto the pile (the first lowest),
        and the pile's count now."""
        royal = self._royal(e.seat, e.royal_card, "dat", e.seat)
        several = len(e.cards) > 1
        you = w.BURIED_IN_ORDER_YOU if several else w.BURIED_YOU
        other = w.BURIED_IN_ORDER_OF if several else w.BURIED_CARDS_OF
        said = self.say(e.seat, you, other, royal=royal, cards=self._cards(e.cards, "acc"))
        return self._join(said, self.words.plural(w.PILE_NOW, e.pile_count))

    def _attacked(self, e: ev.Attacked) -> str:
        said = self.say(e.seat, w.ATTACKED_YOU, w.ATTACKED_OF, count=e.dice,
                        royal=self._royal(e.target, e.royal_card, "acc", e.seat),
                        cards=self._cards(e.cards, "dat"))
        return self._join(said, self._royal_dice(w.ROYAL_DICE_ATTACK_YOU,
                                                 w.ROYAL_DICE_ATTACK_OF, e))

    def _dug(self, e: ev.Dug) -> str:
        said = self.say(e.seat, w.DUG_YOU, w.DUG_OF, count=e.dice,
                        royal=self._royal(e.target, e.royal_card, "dat", e.seat),
                        cards=self._cards(e.cards, "dat"))
        return self._join(said, self._royal_dice(w.ROYAL_DICE_DIG_YOU, w.ROYAL_DICE_DIG_OF, e),
                          self.words.plural(w.PILE_HOLDS, e.pile_count))

    def _royal_dice(self, you: tuple[str, str], other: tuple[str, str],
                    e: ev.Attacked | ev.Dug) -> str:
        """Where the dice beyond one per card come from: the suit royals of the
        roller's court, said as whose ("your court", "Mia's court")."""
        extra = e.dice - len(e.cards)
        return self.say(e.seat, you, other, count=extra) if extra > 0 else ""

    def _rolled(self, e: ev.Rolled) -> str:
        dice = self.words.context(w.LIST_SEPARATOR).join(str(d) for d in e.dice)
        if not e.successes:
            return self.words.text(w.ROLLED_NONE, dice=dice, threshold=e.threshold)
        return self.words.plural(w.ROLLED, e.successes, dice=dice, threshold=e.threshold)

    def _heart_removed(self, e: ev.HeartRemoved) -> str:
        royal = self._royal(e.owner, e.royal_card, "from")
        name = self._name(e.card, "acc")
        if not e.left:
            return self.words.text(w.HEART_REMOVED_LAST, name=name, royal=royal)
        return self.words.plural(w.HEART_REMOVED, e.left, name=name, royal=royal)

    def _assassinated(self, e: ev.Assassinated) -> str:
        said = self.say(e.seat, w.ASSASSINATED_YOU, w.ASSASSINATED_OF,
                        royal=self._royal(e.owner, e.royal_card, "acc", e.seat))
        pile = self.words.plural(w.TREASURE_REVEALED, e.pile_count) if e.pile_count \
            else self.words.text(w.TREASURE_NONE)
        return self._join(said, pile)

    def _revealed(self, e: ev.Revealed) -> str:
        name = self._name(e.card)
        if e.to is None:
            return self.words.text(w.REVEALED_DISCARD, position=e.position, name=name)
        return self.say(e.to, w.REVEALED_YOU, w.REVEALED_OF, position=e.position, name=name)

    def _royal_removed(self, e: ev.RoyalRemoved) -> str:
        self.courts[e.owner][c.SLOTS.index(e.royal)] = None
        if e.to_hand:
            return self.say(e.owner, w.ROYAL_BACK_YOU, w.ROYAL_BACK_OF,
                            name=self._name(e.card, "nom"))
        return self.words.text(w.ROYAL_DISCARDED, name=self._name(e.card, "nom"))

    def _successes_lost(self, e: ev.SuccessesLost) -> str:
        return self.words.plural(w.SUCCESSES_LOST, e.count)

    def _installed(self, e: ev.Installed) -> str:
        self.courts[e.seat][c.SLOTS.index(e.royal)] = e.card
        return self.say(e.seat, w.INSTALLED_YOU, w.INSTALLED_OF, name=self._name(e.card, "acc"))

    def _eliminated(self, e: ev.Eliminated) -> str:
        return self.say(e.seat, w.ELIMINATED_YOU, w.ELIMINATED_OF)

    def _scored(self, e: ev.Scored) -> str:
        self.scored[e.seat] = e
        parts = []
        for royal, pile in zip(e.court, e.treasure):
            if pile:  # a pile only behind a royal: an assassination empties both
                parts.append(self.words.text(
                    w.FINAL_TREASURE, royal=self._royal(e.seat, royal, "dat"),
                    cards=self._cards(pile)))
        if not parts:
            parts.append(self.say(e.seat, w.FINAL_NOTHING_YOU, w.FINAL_NOTHING_OF))
        points = []
        if e.diamonds:
            points.append(self.words.plural(w.PART_DIAMONDS, e.diamonds,
                                            points=e.diamonds * c.TREASURE_POINTS_DEFAULT))
        if e.tens:
            points.append(self.words.plural(w.PART_TENS, e.tens,
                                            points=e.tens * c.TREASURE_POINTS["10"]))
        if e.rich_royals:
            points.append(self.words.plural(w.PART_ROYALS, e.rich_royals,
                                            points=e.rich_royals * c.DIAMOND_ROYAL_POINTS))
        if points:
            parts.append(self.say(e.seat, w.SCORE_YOU, w.SCORE_OF, count=e.total,
                                  parts=word_list(self.words, points)))
        else:
            parts.append(self.say(e.seat, w.SCORE_NONE_YOU, w.SCORE_NONE_OF))
        return self._join(*parts)

    def _game_over(self, e: ev.GameOver) -> str:
        return self._result(e, {seat: s.royals for seat, s in self.scored.items()})

    def _result(self, e: ev.GameOver, royals: dict[int, int]) -> str:
        """Who won and why (``royals``: each seat's royals in the court, the tie-break)."""
        if e.reason == ev.BY_ELIMINATION:
            return self.say(e.winners[0], w.WIN_ELIMINATION_YOU, w.WIN_ELIMINATION_OF)
        if not e.winners:
            return self.words.text(w.DRAW, points=e.scores[0], royals=royals.get(0, 0))
        winner = e.winners[0]
        if e.tie_break:
            return self.say(winner, w.TIE_BREAK_YOU, w.TIE_BREAK_OF, points=e.scores[0],
                            mine=royals.get(winner, 0), theirs=royals.get(1 - winner, 0))
        return self.say(winner, w.WIN_YOU, w.WIN_OF, mine=e.scores[winner],
                        theirs=e.scores[1 - winner])

    # ----- review keys (from the listener's view) -------------------------------------

    def hand(self, view: Any) -> str:
        """The listener's hand, and the other player's count."""
        if view.seat is None:
            counts = [self.words.plural(w.HAND_COUNT_OF, n, player=self.names[s])
                      for s, n in enumerate(view.hand_counts)]
            return self._join(self.words.text(w.HAND_SPECTATOR), *counts)
        other = 1 - view.seat
        theirs = self.words.plural(w.HAND_COUNT_OF, view.hand_counts[other],
                                   player=self.names[other])
        if not view.hand:
            return self._join(self.words.text(w.HAND_EMPTY), theirs)
        mine = self.words.plural(w.HAND, len(view.hand),
                                 cards=self._cards(sorted_cards(view.hand)))
        return self._join(mine, theirs)

    def turn(self, view: Any) -> str:
        """Whose turn it is and what they are choosing: how many actions are left, or the
        positions still to pick in a dig."""
        if view.outcome is not None:
            return self.words.text(w.TURN_OVER)
        seat = view.current
        if view.dig is not None:
            target, slot, picks = view.dig
            card = view.courts[target][c.SLOTS.index(slot)].card
            royal = (self._royal(target, card, "dat", seat) if card is not None
                     else self.words.context(w.RANKS[slot]))
            return self.say(seat, w.TURN_DIG_YOU, w.TURN_DIG_OF, count=picks, royal=royal)
        left = c.ACTIONS_PER_TURN - view.actions_taken
        if left <= 0:
            return self.say(seat, w.TURN_DONE_YOU, w.TURN_DONE_OF)
        return self.say(seat, w.TURN_NOW_YOU, w.TURN_NOW_OF, count=left)

    def courts_review(self, view: Any) -> str:
        """Both courts (the listener's first): each royal's suit, its hearts, how many
        cards are buried behind it and what a die needs against it."""
        return self._join(*self.courts_lines(view))

    def courts_lines(self, view: Any) -> list[str]:
        """:meth:`courts_review` line by line: a heading per court, then a line per
        royal."""
        seats = sorted((0, 1), key=lambda s: s != view.seat)
        parts = []
        for seat in seats:
            parts.append(self.say(seat, w.COURT_HEAD_YOURS, w.COURT_HEAD_OF))
            for royal in view.courts[seat]:
                if royal.card is None:
                    rank = self.words.context(w.RANKS[royal.slot])
                    parts.append(self.words.text(w.COURT_EMPTY, rank=rank))
                    continue
                parts.append(self.words.text(
                    w.COURT_ROYAL, name=card_name(self.words, royal.card, bare=True),
                    hearts=hearts_said(self.words, len(royal.defence)),
                    buried=buried_said(self.words, royal.treasure_count),
                    threshold=royal.threshold))
        return parts

    def treasure(self, view: Any) -> str:
        """The listener's own buried cards, royal by royal (position 1 first)."""
        return self._join(*self.treasure_lines(view))

    def treasure_lines(self, view: Any) -> list[str]:
        """:meth:`treasure` line by line, a line per royal."""
        if view.seat is None:
            return [self.words.text(w.TREASURE_SPECTATOR)]
        parts = []
        for royal in view.courts[view.seat]:
            if royal.card is None:
                continue
            name = self._royal(view.seat, royal.card, "dat")
            if royal.treasure:
                message = w.TREASURE if len(royal.treasure) == 1 else w.TREASURE_IN_ORDER
                parts.append(self.words.text(message, royal=name,
                                             cards=self._cards(royal.treasure)))
            else:
                parts.append(self.words.text(w.TREASURE_EMPTY, royal=name))
        return parts

    def discard(self, view: Any) -> str:
        """The discard pile, the top card first."""
        if not view.discard:
            return self.words.text(w.DISCARD_EMPTY)
        return self.words.plural(w.DISCARD, len(view.discard),
                                 cards=self._cards(reversed(view.discard)))

    def deck(self, view: Any) -> str:
        """The deck's count and whether the one reshuffle was used."""
        reshuffle = w.RESHUFFLE_USED if view.reshuffle_used else w.RESHUFFLE_LEFT
        return self._join(self.words.plural(w.DECK, view.deck_count),
                          self.words.text(reshuffle))

    def score(self, view: Any) -> str:
        """The score so far, as far as the listener knows it: their own in full, the
        other's from the diamond royals in the court (the buried cards unseen)."""
        return self._join(*self.score_lines(view))

    def score_lines(self, view: Any) -> list[str]:
        """:meth:`score` line by line, a line per player (at the end: each player's
        final score, then who won and why, see :meth:`final_lines`)."""
        if view.outcome is not None:
            return self.final_lines(view)
        parts = []
        for seat in sorted((0, 1), key=lambda s: s != view.seat):
            court = view.courts[seat]
            rich = sum(1 for r in court if r.card is not None
                       and c.suit(r.card) == c.RICH_ROYAL) * c.DIAMOND_ROYAL_POINTS
            if seat == view.seat:
                buried = sum(c.treasure_points(x) for r in court for x in (r.treasure or ()))
                parts.append(self.words.plural(w.SCORE_SO_FAR_YOU, rich + buried))
            else:
                unseen = sum(r.treasure_count for r in court)
                buried = self.words.plural(w.UNSEEN_BURIED, unseen) if unseen \
                    else self.words.text(w.UNSEEN_NONE)
                parts.append(self.words.text(
                    w.SCORE_SO_FAR_OF, player=self.names[seat], buried=buried,
                    points=self.words.plural(w.POINTS_FROM_ROYALS, rich)))
        return parts

    def final_lines(self, view: Any) -> list[str]:
        """The end, from the listener's view: each player's final score (the
        listener's first), then who won and why, as the game's end said it (a player
        out of royals; the royals in the court where they broke a tie)."""
        lines = [self.say(seat, w.FINAL_SCORE_YOU, w.FINAL_SCORE_OF,
                          count=view.outcome.scores[seat])
                 for seat in sorted((0, 1), key=lambda s: s != view.seat)]
        royals = {e.seat: e.royals for e in view.log if e.kind == "scored"}
        for event in view.log:
            if event.kind == "eliminated":
                lines.append(self._eliminated(event))
            elif event.kind == "game_over":
                lines.append(self._result(event, royals))
        return lines

    def refusal(self, error: Any) -> str:
        """A refused action in words (the engine's code and details)."""
        code = getattr(error, "code", None)
        details = getattr(error, "details", {}) or {}
        card = details.get("card")
        if code in w.REFUSALS_CARD and card in c.CARD_IDS:
            case = w.REFUSALS_CARD_CASE.get(code, "nom")
            return self.words.text(w.REFUSALS_CARD[code], name=self._name(card, case))
        if code == "bad_position" and isinstance(details.get("size"), int):
            return self._join(self.words.text(w.REFUSALS[code]),
                              self.words.text(w.BAD_POSITION_SIZE, size=details["size"]))
        if code in w.REFUSALS:
            return self.words.text(w.REFUSALS[code])
        return self.words.text(w.REFUSED)
