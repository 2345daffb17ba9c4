"""A person's decision told in words, the same in the full-screen game and the line
mode: each option's label (marked when it puts the player out or has no effect),
where a list starts, and which choices are asked about before they are made.

>>> from accessible_ll.games.love_letter.engine.decision import Decision, Option
>>> from accessible_ll.narration.i18n import Texts
>>> from accessible_ll.games.love_letter.narrator import Narrator
>>> words = Choices(Narrator(Texts.for_language("en"), ["Ann", "Ben"], "2019", listener=0))
>>> decision = Decision("play", (Option("baron", True, no_effect=True), Option("guard", True)))
>>> words.label(decision, decision.options[0], hand=("baron", "guard"))
'Baron, 3: nobody can be chosen, so it has no effect'
>>> words.first_offer(Decision("play", (Option("princess", True), Option("guard", True))))
1
"""

from __future__ import annotations

from typing import Any, Sequence

from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine.decision import KEEP, Decision, Option
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter import words as m


class Choices:
    """The words and the order of one listener's choices.

    Args:
        narrator: The listener's narrator (its listener is the one who decides).
    """

    def __init__(self, narrator: Narrator) -> None:
        self.narrator = narrator

    @property
    def edition(self):
        return self.narrator.edition

    def _t(self, message: str, **values: Any) -> str:
        return self.narrator.words.text(message, **values)

    def label(self, decision: Decision, option: Option, hand: Sequence[str] = ()) -> str:
        """``option`` in words, marked when it puts the player out, has no effect or
        cannot hit."""
        return self.marked(option, self.value_label(decision.step, option.value, hand))

    def marked(self, option: Option, label: str) -> str:
        """``label`` of ``option`` with what choosing it does beyond the usual: puts the
        player out, has no effect, or names a card that cannot hit."""
        if option.knocks_out:
            return self._t(m.CHOICE_KNOCKS_OUT, choice=label)
        if option.no_effect:
            return self._t(m.CHOICE_NO_EFFECT, choice=label)
        if option.cannot_hit:
            return self._t(m.CHOICE_CANNOT_HIT, choice=label)
        return label

    def value_label(self, step: str, value: Any, hand: Sequence[str] = ()) -> str:
        """A value of a decision's ``step`` in words (``hand``: the decider's cards)."""
        narrator, edition, t = self.narrator, self.edition, self._t
        if step == "play":
            both = list(hand).count(value) > 1
            return t(m.CARD_CHOICE_BOTH if both else m.CARD_CHOICE, card=value,
                     value=edition.value(value))
        if step in ("target", "look"):
            name = narrator.names[value]
            return t(m.SEAT_YOU, player=name) if value == narrator.listener else name
        if step == "targets":  # "Yourself and Player 4", as the play will be told
            label = narrator.join([narrator.chosen(s, narrator.listener) for s in value])
            return label[:1].upper() + label[1:]  # an item of a list begins a sentence
        if step == "guess":
            if isinstance(value, int):
                return t(m.VALUE_CHOICE, value=value, cards=self.named(value))
            return t(m.CARD_CHOICE, card=value, value=edition.value(value))
        if step == KEEP:
            if len(value.bottom) == 1:
                return t(m.CHOICE_KEEP_ONE, card=value.keep, other_card=value.bottom[0])
            return t(m.CHOICE_KEEP_ORDER, card=value.keep,
                     cards=narrator.cards(value.bottom, "nom"))
        return t(m.CHOICE_REDRAW if value else m.CHOICE_KEEP)

    def prompt(self, step: str, chosen: dict[str, Any], by_value: bool = False) -> str:
        """The question of a decision's ``step`` after the parts ``chosen`` (the card
        played is named where it chooses players; ``by_value``: cards are named by
        their values)."""
        t = self._t
        if step == "play":
            return t(m.PROMPT_PLAY)
        if step in ("target", "targets"):
            return t(m.PROMPT_TARGET if step == "target" else m.PROMPT_TARGETS,
                     card=chosen["play"])
        if step == "look":
            return t(m.PROMPT_LOOK)
        if step == "guess":
            return t(m.PROMPT_GUESS_VALUE if by_value else m.PROMPT_GUESS)
        return t(m.PROMPT_KEEP if step == KEEP else m.PROMPT_REDRAW)

    def named(self, guess: str | int) -> str:
        """What naming ``guess`` names: a card, or every card of a value (premium)."""
        if not isinstance(guess, int):
            return self.narrator.words.card(guess)
        edition = self.edition
        return self.narrator.join([self.narrator.words.card(card) for card in edition.cards
                                   if edition.value(card) == guess])

    def plays_princess(self, step: str, value: Any) -> bool:
        """Whether choosing ``value`` plays the Princess."""
        return step == "play" and self.edition.effects[value] == c.PRINCESS

    def first_offer(self, decision: Decision, avoid: Any = None) -> int:
        """Where the list starts: a possible item that does not put the player out, can
        hit (a card to name), is not the one just declined nor the Princess, and
        (choosing a player) is another player; failing that, the nearest to it (a
        confirmation follows where needed)."""
        return min(range(len(decision.options)), key=lambda i: self.rank(decision, i, avoid))

    def rank(self, decision: Decision, index: int, avoid: Any = None) -> tuple:
        """How far down the list ``decision.options[index]`` belongs (lowest first)."""
        option = decision.options[index]
        declined = option.value == avoid or self.plays_princess(decision.step, option.value)
        yourself = decision.step == "target" and option.value == self.narrator.listener
        return (not option.enabled, option.knocks_out, option.cannot_hit, declined, yourself,
                index)

    def confirmation(self, decision: Decision, option: Option) -> str | None:
        """The question asked before ``option`` is taken (None: taken at once)."""
        if option.knocks_out:
            return m.CONFIRM_KNOCK_OUT
        if self.plays_princess(decision.step, option.value):
            return m.CONFIRM_PRINCESS
        if option.cannot_hit:
            return m.CONFIRM_CANNOT_HIT_VALUE if isinstance(option.value, int) \
                else m.CONFIRM_CANNOT_HIT
        return None

