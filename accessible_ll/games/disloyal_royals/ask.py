"""A person's decision, asked step by step (the kit's ``ask``).

The steps, each a list to arrow through: ``act`` (Fortify, Bury, Attack, Dig up, Install
a successor, End turn; an action impossible now stays listed and says why; ending the
turn while an action could still be taken asks first), then ``cards`` (tick several
for Bury, Attack and Dig up; one card for Fortify and Install; a card that cannot serve
says why; the cards of a Bury go onto the pile in the order ticked, the first at the
bottom), then ``royal`` (one's own for Fortify and Bury, the other player's for
Attack and Dig up, each read with its hearts and buried count, and for Attack and Dig up
the odds of the roll). Install needs no royal: the card's rank names its place. While a
dig waits for a position, the one step is ``position``.

>>> from types import SimpleNamespace
>>> from accessible_ll.games.disloyal_royals.state import RoyalsState
>>> from accessible_ll.games.disloyal_royals.view import view
>>> from accessible_ll.kit import Chance
>>> state = RoyalsState.setup(Chance(1), courts=[["JC", "QD", "KS"], ["JH", "QS", "KD"]],
...     deck=["3H", "4H"], hands=[["7C", "2C", "5H"], []],
...     first=0, defence=[[[], [], []], [[], ["9H", "8H"], []]], refill=False)
>>> from accessible_ll.kit.words import SourceWords as English
>>> from accessible_ll.games.disloyal_royals.narrator import Narrator
>>> narrator = Narrator(English(), ["Mia", "Tom"], "standard", 0)
>>> mine, legal = view(state, 0), state.legal_actions(0)
>>> step = ask(narrator, mine, legal, {})
>>> step.prompt, [(x.label, x.enabled) for x in step.choices][:3]
('2 actions left: what do you do?', [('Fortify', True), ('Bury', True), ('Attack', True)])
>>> step = ask(narrator, mine, legal, {"act": "attack"})
>>> [(x.label, x.enabled) for x in step.choices], step.several
([('2 of clubs', True), ('7 of clubs', True), ('5 of hearts', False)], True)
>>> step.tally  # said as cards are ticked: how many, and the dice (one more: the King of clubs)
('No card ticked.', '1 card ticked. You roll 2 dice.', '2 cards ticked. You roll 3 dice.')
>>> step = ask(narrator, mine, legal, {"act": "attack", "cards": ("2C", "7C")})
>>> step.prompt
"Which of Tom's royals do you attack? You roll 3 dice."
>>> step.choices[1].label
'Queen of spades: 2 hearts, nothing buried. 3 dice, each succeeding on 4 or more: 88% to succeed at least once, 50% to remove both hearts, 13% to assassinate.'
>>> ask(narrator, mine, legal, {"act": "attack", "cards": ("2C", "7C"), "royal": "Q"})
Action(seat=0, act='attack', cards=('2C', '7C'), royal='Q', position=None)

The cards keep the order they were ticked in (a Bury puts them onto the pile in it, the
first at the bottom), whatever order ``legal`` lists them in.
"""

from __future__ import annotations

from typing import Any, Sequence

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals import errors as err
from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.games.disloyal_royals.actions import (
    ATTACK, BURY, DIG, END, FORTIFY, INSTALL, Action)
from accessible_ll.games.disloyal_royals.narrator import (
    buried_said, card_list, card_name, card_said, chance, hearts_said, sorted_cards)
from accessible_ll.games.disloyal_royals.state import PICK_PHASE
from accessible_ll.kit import Ask, Choice, Refusal

# The steps' keys (the parts of ``chosen``).
ACT, CARDS, ROYAL, POSITION = "act", "cards", "royal", "position"
#: The actions in the order they are read.
ORDER = (FORTIFY, BURY, ATTACK, DIG, INSTALL, END)
#: The actions whose cards are ticked (several), the others take one card.
SEVERAL = (BURY, ATTACK, DIG)
_OWN = (FORTIFY, BURY)
_SUIT = {FORTIFY: (c.FORTIFY_SUIT, err.NOT_A_HEART), ATTACK: (c.ATTACK_SUIT, err.NOT_A_CLUB),
         DIG: (c.DIG_SUIT, err.NOT_A_SPADE)}
_DICE_ROYAL = {ATTACK: c.ATTACK_ROYAL, DIG: c.DIG_ROYAL}
_NONE_IN_HAND = {FORTIFY: err.NO_HEART_IN_HAND, BURY: err.NO_NUMBER_IN_HAND,
                 ATTACK: err.NO_CLUB_IN_HAND, DIG: err.NO_SPADE_IN_HAND}


def ask(narrator: Any, view: Any, legal: Sequence[Action],
        chosen: dict[str, Any]) -> Ask | Action:
    """The next step of the decision of ``view``'s seat after the parts ``chosen``, or
    the finished action (one of ``legal``).

    Raises:
        Refusal: the parts fit no legal action (a code the narrator says).
    """
    if view.phase == PICK_PHASE:
        return _position(narrator, view, legal, chosen)
    if ACT not in chosen:
        return _acts(narrator, view, legal)
    act = chosen[ACT]
    possible = [a for a in legal if a.act == act]
    if not possible:
        raise Refusal(_act_problem(view, act))
    if act == END:
        return possible[0]
    if CARDS not in chosen:
        return _cards(narrator, view, act)
    cards = _card_tuple(chosen[CARDS])
    fitting = [a for a in possible if len(a.cards) == len(cards) and set(a.cards) == set(cards)]
    if not fitting:
        raise _cards_refusal(view, act, cards)
    if act == INSTALL:
        return fitting[0]
    if ROYAL not in chosen:
        return _royals(narrator, view, act, cards, fitting)
    for action in fitting:
        if action.royal == chosen[ROYAL]:
            return action._replace(cards=cards)  # in the order ticked: a Bury's pile order
    raise Refusal(_royal_problem(view, act, chosen[ROYAL]))


# ----- the action ---------------------------------------------------------------------------

def _acts(narrator: Any, view: Any, legal: Sequence[Action]) -> Ask:
    words = narrator.words
    acts = {a.act for a in legal}
    left = c.ACTIONS_PER_TURN - view.actions_taken
    choices = []
    for act in ORDER:
        label = words.context(w.ACT_LABELS[act])
        if act not in acts:
            reason = narrator.refusal(Refusal(_act_problem(view, act)))
            choices.append(Choice(act, label, False, reason))
        elif act == END and left > 0 and len(acts) > 1:
            choices.append(Choice(act, label, confirm=words.plural(w.END_CONFIRM, left)))
        else:
            choices.append(Choice(act, label))
    prompt = words.plural(w.ACT_PROMPT, left) if left > 0 else words.text(w.ACT_PROMPT_NONE)
    return Ask(ACT, prompt, tuple(choices))


def _act_problem(view: Any, act: Any) -> str:
    """Why ``act`` cannot be taken now."""
    if act not in ORDER or act == END:
        return err.BAD_ACTION
    if view.actions_taken >= c.ACTIONS_PER_TURN:
        return err.NO_ACTIONS_LEFT
    if not any(_card_problem(view, act, card) is None for card in view.hand):
        if act == INSTALL:
            own = view.courts[view.seat]
            full = all(r.card is not None for r in own)
            return err.NO_EMPTY_PLACE if full else err.NO_SUCCESSOR_IN_HAND
        return _NONE_IN_HAND[act]
    if act == DIG:
        return err.NOTHING_TO_DIG
    return err.BAD_ACTION


# ----- the cards ----------------------------------------------------------------------------

def _cards(narrator: Any, view: Any, act: str) -> Ask:
    """The hand, the cards that can serve ``act`` first, the others disabled with why."""
    usable, unusable = [], []
    for card in sorted_cards(view.hand):
        label = card_name(narrator.words, card, bare=True)
        problem = _card_problem(view, act, card)
        if problem is None:
            usable.append(Choice(card, label))
        else:
            unusable.append(Choice(card, label, False, narrator.refusal(Refusal(problem))))
    several = act in SEVERAL
    tally = _tally(narrator, view, act, len(usable)) if several else ()
    return Ask(CARDS, narrator.words.text(w.CARDS_PROMPTS[act]), tuple(usable + unusable),
               several, 1 if several else 0, tally=tally)


def _tally(narrator: Any, view: Any, act: str, most: int) -> tuple[str, ...]:
    """What 0 to ``most`` ticked cards come to: how many, and the dice an Attack or a
    Dig rolls with them."""
    words = narrator.words
    said = [words.text(w.NO_CARD_TICKED)]
    for count in range(1, most + 1):
        dice = _dice(view, act, count)
        said.append(narrator._join(words.plural(w.CARDS_TICKED, count),
                                   words.plural(w.DICE_TICKED, dice) if dice else ""))
    return tuple(said)


def _card_problem(view: Any, act: str, card: str) -> str | None:
    """Why ``card`` cannot serve ``act`` (None: it can)."""
    if act in _SUIT:
        suit, code = _SUIT[act]
        return None if c.suit(card) == suit else code
    if act == BURY:
        return None if c.is_number(card) else err.NOT_A_NUMBER_CARD
    if c.is_number(card):
        return err.NOT_A_FACE_CARD
    slot = c.SLOTS.index(c.rank(card))
    return None if view.courts[view.seat][slot].card is None else err.SLOT_TAKEN


def _card_tuple(value: Any) -> tuple[str, ...]:
    """The cards step's value: one card (a single choice) or the ticked cards."""
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (list, tuple)) and all(isinstance(x, str) for x in value):
        return tuple(value)
    raise Refusal(err.BAD_ACTION, field=CARDS)


def _cards_refusal(view: Any, act: str, cards: tuple[str, ...]) -> Refusal:
    """Why ``cards`` fit no ``act`` (in the order the engine checks)."""
    if not cards:
        return Refusal(err.NO_CARDS)
    if len(set(cards)) != len(cards):
        return Refusal(err.DUPLICATE_CARD)
    for card in cards:
        if card not in view.hand:
            return Refusal(err.NOT_IN_HAND, card=card)
    if act not in SEVERAL and len(cards) != 1:
        return Refusal(err.ONE_CARD)
    for card in cards:
        problem = _card_problem(view, act, card)
        if problem is not None:
            return Refusal(problem, card=card)
    return Refusal(err.BAD_ACTION)


# ----- the royal ----------------------------------------------------------------------------

def _royals(narrator: Any, view: Any, act: str, cards: tuple[str, ...],
            fitting: list[Action]) -> Ask:
    """The court acted on, slot by slot, each royal with its hearts and buried count
    (and the odds of an Attack or a Dig); a royal that cannot be chosen says why."""
    words = narrator.words
    owner = view.seat if act in _OWN else 1 - view.seat
    open_slots = {a.royal for a in fitting}
    dice = _dice(view, act, len(cards))
    choices = []
    for royal in view.courts[owner]:
        if royal.card is None:
            label = words.text(w.ROYAL_CHOICE_EMPTY, rank=words.context(w.RANKS[royal.slot]))
        else:
            label = _royal_label(narrator, act, royal, dice)
        if royal.slot in open_slots:
            choices.append(Choice(royal.slot, label))
        else:
            reason = narrator.refusal(Refusal(_royal_problem(view, act, royal.slot)))
            choices.append(Choice(royal.slot, label, False, reason))
    return Ask(ROYAL, _royal_prompt(narrator, act, cards, dice, owner), tuple(choices))


def _royal_label(narrator: Any, act: str, royal: Any, dice: int) -> str:
    words = narrator.words
    label = words.text(w.ROYAL_CHOICE, name=card_name(words, royal.card, bare=True),
                       hearts=hearts_said(words, len(royal.defence)),
                       buried=buried_said(words, royal.treasure_count))
    if act == ATTACK:
        odds = chance(words, dice, royal.threshold, hearts=len(royal.defence))
    elif act == DIG and royal.treasure_count:
        odds = chance(words, dice, royal.threshold, pile=royal.treasure_count)
    else:
        return label
    return narrator._join(label, odds)


def _royal_prompt(narrator: Any, act: str, cards: tuple[str, ...], dice: int,
                  owner: int) -> str:
    words = narrator.words
    if act == FORTIFY:
        return words.text(w.ROYAL_PROMPT_FORTIFY, name=card_said(words, cards[0], "dat"))
    if act == BURY:
        prompt = w.ROYAL_PROMPT_BURY_IN_ORDER if len(cards) > 1 else w.ROYAL_PROMPT_BURY
        return words.text(prompt, cards=card_list(words, cards, "acc"))
    prompt = w.ROYAL_PROMPT_ATTACK if act == ATTACK else w.ROYAL_PROMPT_DIG
    return words.plural(prompt, dice, player=narrator.names[owner])


def _dice(view: Any, act: str, cards: int) -> int:
    """The dice an Attack or a Dig with ``cards`` cards rolls: one per card, one per
    royal of its suit (0 for another action)."""
    if act not in _DICE_ROYAL:
        return 0
    royals = sum(1 for r in view.courts[view.seat]
                 if r.card is not None and c.suit(r.card) == _DICE_ROYAL[act])
    return cards + royals


def _royal_problem(view: Any, act: str, slot: Any) -> str:
    """Why the royal in ``slot`` cannot be chosen for ``act``."""
    if slot not in c.SLOTS:
        return err.NO_SUCH_ROYAL
    owner = view.seat if act in _OWN else 1 - view.seat
    royal = view.courts[owner][c.SLOTS.index(slot)]
    if royal.card is None:
        return err.NO_SUCH_ROYAL
    if act == DIG and not royal.treasure_count:
        return err.EMPTY_TREASURE
    return err.BAD_ACTION


# ----- the dig position ---------------------------------------------------------------------

def _position(narrator: Any, view: Any, legal: Sequence[Action],
              chosen: dict[str, Any]) -> Ask | Action:
    """Where to dig, blind: the positions of the pile, 1 the first card buried."""
    target, slot, picks = view.dig
    royal = view.courts[target][c.SLOTS.index(slot)]
    size = royal.treasure_count
    if POSITION in chosen:
        position = chosen[POSITION]
        for action in legal:
            if action.position == position and not isinstance(position, bool):
                return action
        raise Refusal(err.BAD_POSITION, position=position, size=size)
    words = narrator.words
    choices = tuple(Choice(a.position, words.text(
        w.POSITION_LAST if a.position == size else w.POSITION_CHOICE, position=a.position))
        for a in legal)
    name = narrator._royal(target, royal.card, "dat")
    return Ask(POSITION, words.plural(w.POSITION_PROMPT, picks, royal=name), choices)
