"""The narrator: events, errors and questions turned into sentences for one listener.

A listener is a seat (public events plus that seat's private ones, spoken to them
as "you"), a spectator (``None``: public events only) or :data:`REPLAY` (every
event, for the record of a finished game). The narrator sees only events and
:class:`~accessible_ll.games.love_letter.view.PlayerView` objects, never the game state, so it can
only tell what its listener may know.

>>> from accessible_ll.games.love_letter.engine import events as ev
>>> from accessible_ll.narration.i18n import Texts, sentences
>>> narrator = Narrator(Texts.for_language("en"), ["Ann", "Ben"], "2019", listener=1)
>>> narrator.event(ev.Played(0, "guard", 1, None, "priest"))
['Ann plays the Guard, chooses you and names the Priest.']
>>> narrator.event(ev.DrewCard(0, "baron", (0,)))
[]
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterable, Sequence

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.decision import in_sight
from accessible_ll.games.love_letter.engine.errors import IllegalAction
from accessible_ll.games.love_letter.engine.phases import (
    CHANCELLOR,
    GAME_OVER,
    PLAY,
    REDRAW,
)
from accessible_ll.games.love_letter.view import this_round
from accessible_ll.games.love_letter import words as m
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.kit import REPLAY  # noqa: F401 (the listener of a finished game's record)
from accessible_ll.kit.narrator import NarratorBase
from accessible_ll.kit.words import joined, sentences

_TOKEN_CARDS = {ev.TOKEN_SPY: c.SPY, ev.TOKEN_JESTER: c.JESTER, ev.TOKEN_BISHOP: c.BISHOP,
                ev.TOKEN_CONSTABLE: c.CONSTABLE}


class Narrator(NarratorBase):
    """Sentences in one language, for one listener, at a table of named players.

    Args:
        texts: The language to speak (kept as ``words``, with Love Letter's card
            names).
        names: Each seat's name.
        edition: The edition's id (card values and effects).
        listener: A seat, ``None`` for a spectator, or :data:`REPLAY`.
        named_you: Say the listener's name where "you" alone could mean anyone at the
            computer (several people share it).
    """

    def __init__(self, texts: Any, names: Sequence[str], edition: str = "2019",
                 listener: int | str | None = None, *, named_you: bool = False) -> None:
        super().__init__(card_words(texts), names, listener)
        self.named_you = named_you
        self.edition = find_edition(edition)
        self._turn_seat: int | None = None
        self._from_set_aside = False
        self._tie_pending = False
        self._chancellor: int | None = None  # whose Chancellor draws: said with its return
        self._previous: ev.Event | None = None

    # ----- helpers --------------------------------------------------------------------

    def _t(self, message: str, **values) -> str:
        return self.words.text(message, **values)

    def _name(self, seat: int) -> str:
        return self.names[seat]

    def marked(self, seat: int) -> str:
        """A name in a list, marked "(you)" for the listener."""
        name = self._name(seat)
        return self._t(m.SEAT_YOU, player=name) if self.you(seat) else name

    def chosen(self, seat: int, by: int) -> str:
        """A chosen player in a list: "you", "yourself" (chosen by the listener),
        "themselves" (the player who chose, told to another) or a name."""
        if not self.you(seat):
            return self._t(m.CHOSEN_THEMSELVES) if seat == by else self._name(seat)
        return self._t(m.CHOSEN_YOURSELF if self.you(by) else m.CHOSEN_YOU)

    def join(self, items: Sequence[str], entries: bool = False) -> str:
        """A list in the listener's language: "A, B and C" (``entries``: of "name:
        state" entries, which some languages join differently)."""
        return joined(self.words, items, entries)

    def cards(self, cards: Iterable[str], form: str = "acc") -> str:
        """A list of cards with their articles, copies next to each other counted
        ("3 Guards", not "the Guard, the Guard and the Guard")."""
        runs: list[list] = []
        for card in cards:
            if runs and runs[-1][0] == card:
                runs[-1][1] += 1
            else:
                runs.append([card, 1])
        return self.join([self.words.card(card, form) if count == 1
                          else self.words.counted(card, count) for card, count in runs])

    # ----- events ---------------------------------------------------------------------

    def event(self, event: ev.Event) -> list[str]:
        """The sentences the listener hears for one event (none if it is not theirs)."""
        return self.tell(event) if self.hears(event) else []

    def tell(self, event: ev.Event) -> list[str]:
        """The sentences for one event the listener may know."""
        lines = _HANDLERS[type(event)](self, event)
        self._previous = event
        if not isinstance(event, (ev.TurnStarted, ev.ProtectionEnded)):
            self._turn_seat = None
        return [line for line in lines if line]

    def _round_started(self, e: ev.RoundStarted) -> list[str]:
        lines = [self.say(e.first, m.ROUND_STARTS_YOU, m.ROUND_STARTS, round=e.round_no)]
        if e.face_up:
            lines.append(self._t(m.FACE_UP, cards=self.cards(e.face_up, "nom")))
        return lines

    def _dealt(self, e: ev.DealtCard) -> list[str]:
        return [self.say(e.seat, m.DEALT_YOU, m.DEALT_OTHER, card=e.card)]

    def _turn(self, e: ev.TurnStarted) -> list[str]:
        self._turn_seat = e.seat
        if self.named_you and self.you(e.seat):
            return [self._t(m.TURN_YOU_NAMED, player=self._name(e.seat))]
        return [self.say(e.seat, m.TURN_YOU, m.TURN_OTHER)]

    def _protection_ended(self, e: ev.ProtectionEnded) -> list[str]:
        return [self.say(e.seat, m.PROTECTION_ENDS_YOU, m.PROTECTION_ENDS_OTHER)]

    def _drew(self, e: ev.Drew) -> list[str]:
        self._from_set_aside = e.set_aside
        if self.knows(e.seat) or e.seat == self._turn_seat:
            return []  # the private event, or the turn's announcement, says it
        if e.seat == self._chancellor or self._redrawn(e):
            return []  # said with the cards put back, or with the discard
        again = isinstance(self._previous, ev.Drew) and self._previous.seat == e.seat
        message = (m.DRAWS_SET_ASIDE_OTHER if e.set_aside else
                   m.DRAWS_ANOTHER_OTHER if again else m.DRAWS_OTHER)
        return [self._t(message, player=self._name(e.seat))]

    def _drew_card(self, e: ev.DrewCard) -> list[str]:
        you = m.DREW_SET_ASIDE_YOU if self._from_set_aside else m.DREW_YOU
        return [self.say(e.seat, you, m.DREW_OTHER, card=e.card)]

    def _played(self, e: ev.Played) -> list[str]:
        lines = self._play_line(e)
        self._chancellor = e.seat if self.edition.effects[e.card] == c.CHANCELLOR else None
        chosen = e.targets if e.targets is not None else (e.target,)
        looks = self.edition.effects[e.card] in (c.PRIEST, c.BARONESS)
        if looks and e.seat != self.listener and any(self.you(t) for t in chosen):
            lines.append(self._t(m.KNOWS_YOUR_CARD, player=self._name(e.seat)))
        return lines

    def _play_line(self, e: ev.Played) -> list[str]:
        seat, card = e.seat, e.card
        if e.targets is not None:
            names = self.join([self.chosen(t, seat) for t in e.targets])
            return [self.say(seat, m.PLAYS_ON_GROUP_YOU, m.PLAYS_ON_GROUP, card=card,
                             targets=names)]
        if e.target is None:
            return [self.say(seat, m.PLAYS_YOU, m.PLAYS, card=card)]
        if e.guess is not None:
            return [self._guess_play(e)]
        if e.target == seat:
            return [self.say(seat, m.PLAYS_ON_SELF_YOU, m.PLAYS_ON_SELF, card=card)]
        if self.you(e.target):
            return [self._t(m.PLAYS_ON_YOU, player=self._name(seat), card=card)]
        return [self.say(seat, m.PLAYS_ON_YOU_PLAY, m.PLAYS_ON, card=card,
                         target=self._name(e.target))]

    def _guess_play(self, e: ev.Played) -> str:
        by_value = isinstance(e.guess, int)
        named = {"value": e.guess} if by_value else {"guess_card": e.guess}
        if self.you(e.target):
            message = m.GUESSES_VALUE_ON_YOU if by_value else m.GUESSES_ON_YOU
            return self._t(message, player=self._name(e.seat), card=e.card, **named)
        you, other = ((m.GUESSES_VALUE_YOU_PLAY, m.GUESSES_VALUE) if by_value
                      else (m.GUESSES_YOU_PLAY, m.GUESSES))
        return self.say(e.seat, you, other, card=e.card, target=self._name(e.target),
                        **named)

    def _no_effect(self, e: ev.NoEffect) -> list[str]:
        message = m.DECK_EMPTY_NO_EFFECT if e.reason == ev.DECK_EMPTY else m.NO_ONE_TO_CHOOSE
        return [self._t(message, card=e.card)]

    def _guess_result(self, e: ev.GuessResult) -> list[str]:
        if isinstance(e.guess, int):
            you, other = ((m.GUESS_VALUE_HIT_YOU, m.GUESS_VALUE_HIT) if e.hit
                          else (m.GUESS_VALUE_MISS_YOU, m.GUESS_VALUE_MISS))
            named = {"value": e.guess}
        else:
            you, other = ((m.GUESS_HIT_YOU, m.GUESS_HIT) if e.hit
                          else (m.GUESS_MISS_YOU, m.GUESS_MISS))
            named = {"guess_card": e.guess}
        if self.you(e.target):
            return [self._t(you, **named)]
        return [self._t(other, target=self._name(e.target), **named)]

    def _saw(self, e: ev.Saw) -> list[str]:
        return [self.say(e.seat, m.SAW_YOU, m.SAW_OTHER, target=self._name(e.target),
                         card=e.card)]

    def _compared(self, e: ev.Compared) -> list[str]:
        if self.you(e.target):
            line = self._t(m.COMPARE_ON_YOU, player=self._name(e.seat))
        else:
            line = self.say(e.seat, m.COMPARE_YOU_PLAY, m.COMPARE,
                            target=self._name(e.target))
        if e.loser is None and (self.you(e.seat) or self.you(e.target)):
            self._tie_pending = True  # said after the two cards are named
            return [line]
        if e.loser is not None and self.edition.effects[e.card] == c.DOWAGER_QUEEN:
            return [line, self._t(m.DOWAGER_HIGHER_LOSES, card=e.card)]
        return [line, self._t(m.COMPARE_TIE) if e.loser is None else ""]

    def _pair_cards(self, you_message: str, other_message: str, a: int, b: int,
                    a_card: str, b_card: str, same: bool = False) -> list[str]:
        """A private event of two seats, told from the listener's side (``same``: of
        one card both hold, named once)."""
        if self.you(b):
            a, b, a_card, b_card = b, a, b_card, a_card
        cards = {"card": a_card} if same else {"mine_card": a_card, "theirs_card": b_card}
        return [self.say(a, you_message, other_message, other=self._name(b), **cards)]

    def _compared_cards(self, e: ev.ComparedCards) -> list[str]:
        lines = self._pair_cards(m.COMPARED_YOU, m.COMPARED_OTHER, e.seat, e.target,
                                 e.seat_card, e.target_card)
        if self._tie_pending:
            self._tie_pending = False
            lines.append(self._t(m.COMPARE_TIE))
        return lines

    def _traded(self, e: ev.Traded) -> list[str]:
        if self.you(e.first) or self.you(e.second):
            other = e.second if self.you(e.first) else e.first
            lines = [self._t(m.TRADE_YOU, other=self._name(other))]
        else:
            lines = [self._t(m.TRADE, first=self._name(e.first), second=self._name(e.second))]
        if e.looked is None or self.knows(e.seat):
            return lines  # the looker hears the card itself
        if self.you(e.looked):
            return lines + [self._t(m.KNOWS_YOUR_CARD, player=self._name(e.seat))]
        return lines + [self._t(m.LOOKS_AT_HAND, player=self._name(e.seat),
                                target=self._name(e.looked))]

    def _traded_cards(self, e: ev.TradedCards) -> list[str]:
        if e.first_card == e.second_card:  # equal cards: said so, not as a mistake
            return self._pair_cards(m.TRADED_SAME_YOU, m.TRADED_SAME_OTHER, e.first,
                                    e.second, e.first_card, e.second_card, same=True)
        return self._pair_cards(m.TRADED_YOU, m.TRADED_OTHER, e.first, e.second,
                                e.first_card, e.second_card)

    def _discarded(self, e: ev.Discarded) -> list[str]:
        if self._redraws(e):
            return [self._t(m.REDRAW_DISCARDS, player=self._name(e.seat), card=e.card)]
        return [self.say(e.seat, m.DISCARDS_YOU, m.DISCARDS, card=e.card)]

    def _redraws(self, e: ev.Discarded) -> bool:
        """Whether another player's discard for a Prince or the Bishop is said with the
        new card drawn, in one line (the Princess puts them out instead; the listener
        hears their own new card)."""
        return (e.cause in (ev.DISCARD_BISHOP, ev.DISCARD_PRINCE) and not self.knows(e.seat)
                and self.edition.effects[e.card] != c.PRINCESS)

    def _redrawn(self, e: ev.Drew) -> bool:
        """Whether ``e`` is the draw that the Bishop's discard has just told."""
        previous = self._previous
        return (not e.set_aside and isinstance(previous, ev.Discarded)
                and previous.seat == e.seat and self._redraws(previous))

    def _eliminated(self, e: ev.Eliminated) -> list[str]:
        lines = []
        if e.cause == ev.BY_MINISTER:
            minister = next(card for card in e.cards
                            if self.edition.effects[card] == c.MINISTER)
            lines.append(self.say(e.seat, m.MINISTER_OVERLOAD_YOU, m.MINISTER_OVERLOAD,
                                  minister_card=minister))
        if e.cards and not self._just_named(e):
            lines.append(self.say(e.seat, m.OUT_REVEALS_YOU, m.OUT_REVEALS,
                                  cards=self.cards(e.cards)))
        else:
            lines.append(self.say(e.seat, m.OUT_YOU, m.OUT))
        return lines

    def _just_named(self, e: ev.Eliminated) -> bool:
        """Whether the listener has just heard the card that ``e`` reveals: a right
        guess named it, or a comparison the listener saw showed it."""
        previous = self._previous
        if isinstance(previous, ev.GuessResult):
            return (previous.hit and previous.target == e.seat
                    and tuple(e.cards) == (previous.guess,))
        if isinstance(previous, ev.ComparedCards) and self.hears(previous):
            shown = {previous.seat: previous.seat_card, previous.target: previous.target_card}
            return e.seat in shown and tuple(e.cards) == (shown[e.seat],)
        return False

    def _protected(self, e: ev.Protected) -> list[str]:
        return [self.say(e.seat, m.PROTECTED_YOU, m.PROTECTED)]

    def _marked(self, e: ev.Marked) -> list[str]:
        if self.you(e.target):
            return [self._t(m.MARKED_YOU)]
        return [self._t(m.MARKED, target=self._name(e.target))]

    def _returned(self, e: ev.ChancellorReturned) -> list[str]:
        self._chancellor = None
        if self.knows(e.seat):
            return []  # the private event tells which cards
        return [self.words.plural(m.RETURNED, e.count, player=self._name(e.seat))]

    def _kept(self, e: ev.ChancellorKept) -> list[str]:
        if len(e.bottom) == 1:
            return [self.say(e.seat, m.KEPT_ONE_YOU, m.KEPT_ONE_OTHER, card=e.kept,
                             other_card=e.bottom[0])]
        return [self.say(e.seat, m.KEPT_YOU, m.KEPT_OTHER, card=e.kept,
                         cards=self.cards(e.bottom))]

    def _redraw(self, e: ev.RedrawDecided) -> list[str]:
        if e.redraw:
            return []  # the discard that follows says it
        return [self.say(e.seat, m.REDRAW_NO_YOU, m.REDRAW_NO)]

    def _assassin(self, e: ev.AssassinRevealed) -> list[str]:
        assassin = next(card for card in self.edition.cards
                        if self.edition.effects[card] == c.ASSASSIN)
        if self.you(e.attacker):
            return [self._t(m.ASSASSIN_ON_YOU, player=self._name(e.seat),
                            assassin_card=assassin)]
        return [self.say(e.seat, m.ASSASSIN_YOU, m.ASSASSIN, assassin_card=assassin,
                         attacker=self._name(e.attacker))]

    def _token(self, e: ev.TokenGained) -> list[str]:
        card = _TOKEN_CARDS.get(e.reason)
        if card is None:
            you, other, values = m.TOKEN_ROUND_YOU, m.TOKEN_ROUND, {}
        else:
            you, other, values = m.TOKEN_CARD_YOU, m.TOKEN_CARD, {"card": card}
        if self.you(e.seat):
            return [self.words.plural(you, e.total, **values)]
        return [self.words.plural(other, e.total, player=self._name(e.seat), **values)]

    def showdown_hand(self, seat: int, card: str, value: int) -> str:
        """One revealed hand: its card and strength (with what Counts in the player's
        discard pile added to it)."""
        base = self.edition.value(card)
        if value == base:
            return self._t(m.SHOWDOWN_HAND, player=self.marked(seat), card=card, value=value)
        return self._t(m.SHOWDOWN_HAND_RAISED, player=self.marked(seat), card=card, value=value,
                       base=base, bonus=value - base)

    def _showdown(self, e: ev.Showdown) -> list[str]:
        hands = [self.showdown_hand(seat, card, value) for seat, card, value in e.hands]
        lines = [self._t(m.SHOWDOWN, hands=self.join(hands, entries=True))]
        if e.discard_totals:
            totals = [self._t(m.DISCARD_TOTAL, player=self.marked(seat), total=total)
                      for seat, total in e.discard_totals]
            lines.append(self._t(m.SHOWDOWN_DISCARDS, totals=self.join(totals, entries=True)))
        return lines

    def _round_ended(self, e: ev.RoundEnded) -> list[str]:
        if e.reason == ev.GAME_DECIDED:
            line = self._t(m.ROUND_DECIDED, round=e.round_no)
        elif not e.winners:
            line = self._t(m.ROUND_DRAWN, round=e.round_no)
        elif len(e.winners) == 1:
            line = self.say(e.winners[0], m.ROUND_WON_YOU, m.ROUND_WON, round=e.round_no)
        else:
            line = self._t(m.ROUND_WON_SEVERAL, round=e.round_no,
                           players=self.join([self._name(s) for s in e.winners]))
        lines = [line]
        if e.set_aside is not None:
            lines.append(self._t(m.SET_ASIDE_WAS, card=e.set_aside))
        return lines

    def _game_ended(self, e: ev.GameEnded) -> list[str]:
        if len(e.winners) == 1:
            return [self.say(e.winners[0], m.GAME_WON_YOU, m.GAME_WON)]
        return [self._t(m.GAME_WON_SEVERAL, players=self.join([self._name(s)
                                                                 for s in e.winners]))]

    # ----- errors ---------------------------------------------------------------------

    def error(self, error: IllegalAction) -> str:
        """What was wrong with an action and what to do instead."""
        details = dict(error.details)
        by_value = details.pop("by_value", False)
        message = ((m.VALUE_REFUSALS.get(error.code) if by_value else None)
                   or m.REFUSALS[error.code])
        if error.code == err.WRONG_DECISION and details.get("expected") == CHANCELLOR:
            message = m.KEEP_FIRST
        seat = details.get("to_act", details.get("target", details.get("seat")))
        if seat is not None:
            details["number"] = seat + 1
            if 0 <= seat < len(self.names):
                details["player"] = self.names[seat]
        return self._t(message, **details)

    def refusal(self, error: Any) -> str:
        """A refused action in words, as the game-free table asks any game's narrator:
        the rules' own reason (see :meth:`error`), or what the table itself refused."""
        code = getattr(error, "code", None)
        if code in m.REFUSALS:
            return self.error(IllegalAction(code, **(getattr(error, "details", {}) or {})))
        return self._t(m.NOTHING_TO_DECIDE if code == "not_deciding" else m.ACTION_UNREADABLE)

    # ----- answers to the review keys -------------------------------------------------

    def effect_text(self, card: str) -> str:
        """What ``card`` does in this edition."""
        edition = self.edition
        effect = edition.effects[card]
        key = "guard_value" if effect == c.GUARD and edition.guess_values else effect
        guard = min(edition.guard_cards(), default="guard")
        return self._t(m.CARD_EFFECTS[key], guard_card=guard)

    def describe(self, card: str) -> str:
        """A card in full: name, value and effect."""
        return self._t(m.CARD_FULL, card=card, value=self.edition.value(card),
                       effect=self.effect_text(card))

    def hand(self, view) -> str:
        """The listener's hand, each card with its value and effect."""
        if not view.hand:
            return self._t(m.HAND_EMPTY)
        hand = view.hand
        if len(hand) == 1:
            return self._t(m.HAND_ONE, description=self.describe(hand[0]))
        first, second = hand[:2]
        if first == second:
            return self._t(m.HAND_PAIR, card=first, description=self.describe(first))
        return self._t(m.HAND_TWO, first_card=first, second_card=second,
                       first=self.describe(first), second=self.describe(second))

    def turn(self, view) -> str:
        """Whose turn it is and what they are choosing."""
        if view.phase == GAME_OVER:
            return self._t(m.NOW_GAME_OVER)
        if view.to_act is None:
            return self._t(m.NOW_BETWEEN_ROUNDS)
        you, other = {
            PLAY: (m.NOW_PLAYING_YOU, m.NOW_PLAYING_OTHER),
            CHANCELLOR: (m.NOW_KEEPING_YOU, m.NOW_KEEPING_OTHER),
            REDRAW: (m.NOW_REDRAW_YOU, m.NOW_REDRAW_OTHER),
        }[view.phase]
        return self.say(view.to_act, you, other)

    def tokens(self, view) -> str:
        """Every player's tokens and the target."""
        entries = [self._t(m.TOKENS_OF, player=self.marked(s), count=n)
                   for s, n in enumerate(view.tokens)]
        return self._t(m.TOKENS, tokens=self.join(entries, entries=True), target=view.target)

    def standings(self, view, showdown: bool = True) -> str:
        """After a round: every player's tokens, and the hands the showdown revealed
        (``showdown``: unless the listener has just heard the showdown itself)."""
        entries = [self._t(m.TOKENS_OF, player=self.marked(s), count=n)
                   for s, n in enumerate(view.tokens)]
        lines = [self._t(m.STANDINGS, round=view.round_no, tokens=self.join(entries, entries=True),
                         target=view.target)]
        shown = [e for e in this_round(view.log) if isinstance(e, ev.Showdown)]
        if shown and showdown:
            hands = [self.showdown_hand(seat, card, value) for seat, card, value in shown[-1].hands]
            lines.append(self._t(m.STANDINGS_SHOWDOWN, hands=self.join(hands, entries=True)))
        return sentences(*lines)

    def discards(self, view, blind: bool = False) -> str:
        """Discard piles (the blind-player variant: only each player's last discard)."""
        piles = []
        for seat, pile in enumerate(view.discards):
            shown = pile[-1:] if blind else pile
            piles.append(self._t(m.PILE_OF, player=self.marked(seat),
                                 cards=self.cards(shown, "nom")))
        return self._t(m.LAST_DISCARDS if blind else m.DISCARD_PILES,
                       piles=self.join(piles, entries=True))

    def players(self, view) -> str:
        """Who is in or out, who is protected, and what the listener knows."""
        entries = [self._status(view, seat) for seat in range(view.players)]
        lines = [self._t(m.PLAYERS, players=self.join(entries, entries=True))]
        for seat, card in sorted(view.known.items()):
            lines.append(self._t(m.KNOWN_CARD, player=self._name(seat), card=card))
        for seat, card in sorted(view.known_by.items()):
            lines.append(self._t(m.KNOWN_BY, player=self._name(seat), card=card))
        if view.mark is not None and self.you(view.mark):
            lines.append(self._t(m.MARK_STANDS_YOU))
        elif view.mark is not None:
            lines.append(self._t(m.MARK_STANDS, player=self._name(view.mark)))
        for jester, chosen in view.jesters:
            lines.append(self._t(m.JESTER_STANDS, player=self._name(jester),
                                 chosen=self._name(chosen)))
        return sentences(*lines)

    def _status(self, view, seat: int) -> str:
        if not view.alive[seat]:
            words, line = m.STATUS_WORD_OUT, m.STATUS_OUT
        elif view.protected[seat]:
            words, line = m.STATUS_WORD_PROTECTED, m.STATUS_PROTECTED
        else:
            words, line = m.STATUS_WORD_IN, m.STATUS_IN
        if self.you(seat):
            return self._t(m.STATUS_YOU, player=self._name(seat), status=self._t(words))
        return self._t(line, player=self._name(seat))

    def deck(self, view) -> str:
        """Cards left in the deck, the set-aside and face-up cards."""
        lines = [self.words.plural(m.DECK_COUNT, view.deck_count)]
        if view.set_aside is not None:
            lines.append(self._t(m.SET_ASIDE_WAS, card=view.set_aside))
        elif any(isinstance(e, ev.Drew) and e.set_aside for e in this_round(view.log)):
            lines.append(self._t(m.SET_ASIDE_DRAWN))
        else:
            lines.append(self._t(m.SET_ASIDE_HIDDEN))
        if view.face_up:
            lines.append(self._t(m.FACE_UP, cards=self.cards(view.face_up, "nom")))
        lines += self._bottom(view)
        return sentences(*lines)

    def _bottom(self, view) -> list[str]:
        """Where the cards the listener put under the deck lie: at the bottom, or above
        the cards another player's Chancellor put beneath them later."""
        positions = getattr(view, "bottom_positions", ()) or range(len(view.bottom_known))
        runs: list[tuple[int, list[str]]] = []  # (lowest position, cards from there up)
        for position, card in zip(positions, view.bottom_known):
            if runs and runs[-1][0] + len(runs[-1][1]) == position:
                runs[-1][1].append(card)
            else:
                runs.append((position, [card]))
        return [self._t(m.BOTTOM_KNOWN, cards=self.cards(cards, "nom")) if lowest == 0
                else self.words.plural(m.BOTTOM_KNOWN_ABOVE, lowest,
                                       cards=self.cards(cards, "nom"))
                for lowest, cards in runs]

    def unseen(self, view) -> str:
        """How many of each card the listener has not seen this round (the blind-player
        variant: not among what they may review now)."""
        counts = unseen_cards(view, self.edition)
        blind = getattr(view, "blind", False)
        if not counts:
            return self._t(m.NOT_REVIEWABLE_NONE if blind else m.UNSEEN_NONE)
        entries = [self.words.counted(card, n) for card, n in counts.items()]
        return self._t(m.NOT_REVIEWABLE if blind else m.UNSEEN, cards=self.join(entries))

    def reference(self, players: int) -> list[str]:
        """The card reference of the edition: one line per card."""
        deck = Counter(self.edition.deck_for(players))
        title = self.words.plural(m.REFERENCE, sum(deck.values()),
                                  edition=self._t(m.EDITION_NAMES[self.edition.id]))
        return [title] + [self.words.plural(m.REFERENCE_ENTRY, deck[card],
                                            description=self.describe(card))
                          for card in reversed(self.edition.by_value())]

    def edition_name(self) -> str:
        """The edition's name in the listener's language."""
        return self._t(m.EDITION_NAMES[self.edition.id])


def unseen_cards(view, edition) -> Counter:
    """Cards of the deck that ``view``'s seat has not seen this round, in card order (the
    blind-player variant: that are not among what it may review now, its hand, the
    face-up cards and each player's last discard: the cards a Guard sees in sight)."""
    if getattr(view, "blind", False):
        seen = in_sight(view, blind=True)
    else:
        seen = Counter(view.hand) + Counter(view.face_up)
        for pile in view.discards:
            seen.update(pile)
        seen.update(view.known.values())
        seen.update(view.bottom_known)  # put under the deck by this seat: seen, not drawn
        if view.set_aside is not None:
            seen[view.set_aside] += 1
    total = Counter(edition.deck_for(view.players))
    return Counter({card: total[card] - seen[card] for card in edition.cards
                    if total[card] > seen[card]})


_HANDLERS: dict[type, Callable[[Narrator, object], list[str]]] = {
    ev.RoundStarted: Narrator._round_started, ev.DealtCard: Narrator._dealt,
    ev.TurnStarted: Narrator._turn, ev.ProtectionEnded: Narrator._protection_ended,
    ev.Drew: Narrator._drew, ev.DrewCard: Narrator._drew_card, ev.Played: Narrator._played,
    ev.NoEffect: Narrator._no_effect, ev.GuessResult: Narrator._guess_result,
    ev.Saw: Narrator._saw, ev.Compared: Narrator._compared,
    ev.ComparedCards: Narrator._compared_cards, ev.Traded: Narrator._traded,
    ev.TradedCards: Narrator._traded_cards, ev.Discarded: Narrator._discarded,
    ev.Eliminated: Narrator._eliminated, ev.Protected: Narrator._protected,
    ev.Marked: Narrator._marked, ev.ChancellorReturned: Narrator._returned,
    ev.ChancellorKept: Narrator._kept, ev.RedrawDecided: Narrator._redraw,
    ev.AssassinRevealed: Narrator._assassin, ev.TokenGained: Narrator._token,
    ev.Showdown: Narrator._showdown, ev.RoundEnded: Narrator._round_ended,
    ev.GameEnded: Narrator._game_ended,
}
