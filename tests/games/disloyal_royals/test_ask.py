"""A person plays Disloyal Royals step by step: every legal action is reachable through
the lists and nothing else is; what cannot be chosen says why; the royals are read with
the hearts and buried counts of the table; review keys, sound cues and the rules in ja,
en and de."""

from __future__ import annotations

import functools
import itertools
import random
import re

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals import errors as err
from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.games.disloyal_royals.actions import ATTACK, DIG, END, Action
from accessible_ll.games.disloyal_royals.cues import CUE_NAMES
from accessible_ll.games.disloyal_royals.state import RoyalsState
from accessible_ll.kit import Ask, Chance, Refusal, hears
from accessible_ll.match import Match
from accessible_ll.narration.i18n import Texts
from accessible_ll.play import bot_game
from tests.games.disloyal_royals.test_narration import Checked

GAME = find_game("disloyal-royals")
NAMES = ["Mia", "Tom"]
LANGUAGES = ("ja", "en", "de")
#: Positions whose legal actions are walked one by one (a large hand of number cards
#: makes thousands of Burys: those are walked on a smaller hand elsewhere).
MOST_LEGAL = 150


@functools.cache
def texts(language):
    return Texts.for_language(language)


def narrator(seat, language="en"):
    return GAME.narration.narrator(texts(language), NAMES, "standard", seat)


def positions(seeds=range(30), every=3):
    """Copies of positions from seeded games of random bots: a decision of every kind
    (each action, the end of a turn, a dig position)."""
    out = []
    for seed in seeds:
        for number, step in enumerate(bot_game(GAME, None, ["random", "random"], seed)):
            state = step.state
            deciders = state.deciders()
            if not deciders or (number % every and state.phase != "pick"):
                continue
            if len(state.legal_actions(deciders[0])) <= MOST_LEGAL:
                out.append(state.copy())
    return out


@pytest.fixture(scope="module")
def played_positions():
    return positions()


def walk(speaker, view, legal, chosen=None):
    """Every action reached by choosing every enabled item of every step; each disabled
    item says why, and taking it anyway is refused with a sentence."""
    chosen = chosen or {}
    step = GAME.narration.ask(speaker, view, legal, chosen)
    if not isinstance(step, Ask):
        return [step]
    reached = []
    enabled = [x.value for x in step.choices if x.enabled]
    for choice in step.choices:
        if not choice.enabled:
            assert choice.reason.strip() and not choice.confirm, choice
            bad = (choice.value, *enabled[:1]) if step.several else choice.value
            with pytest.raises(Refusal) as refused:
                GAME.narration.ask(speaker, view, legal, {**chosen, step.key: bad})
            assert refused.value.code != err.BAD_ACTION
            assert speaker.refusal(refused.value) != speaker.words.text(w.REFUSED)
    if step.several:
        values = [c_.value for c_ in step.choices]
        for size in range(max(step.least, 1), len(enabled) + 1):
            for ticked in itertools.combinations(enabled, size):
                ordered = tuple(v for v in values if v in ticked)
                reached += walk(speaker, view, legal, {**chosen, step.key: ordered})
    else:
        for value in enabled:
            reached += walk(speaker, view, legal, {**chosen, step.key: value})
    return reached


def test_the_positions_hold_a_decision_of_every_kind(played_positions):
    acts = {a.act for state in played_positions for a in state.legal_actions(state.current)}
    assert acts == {"fortify", "bury", "attack", "dig", "install", "pick", "end"}
    assert len(played_positions) > 400


def test_walking_the_steps_reaches_every_legal_action_and_nothing_else(played_positions):
    walked = played_positions[::2]
    assert {a.act for state in walked for a in state.legal_actions(state.current)} == {
        "fortify", "bury", "attack", "dig", "install", "pick", "end"}
    for state in walked:
        seat = state.current
        legal = state.legal_actions(seat)
        reached = walk(narrator(seat), GAME.rules.view(state, seat), legal)
        # a set of cards is listed once, in hand order; ticked, it keeps the order ticked
        assert sorted(map(unordered, reached)) == sorted(map(unordered, legal)), state.journal
        assert len(reached) == len(set(reached))


def unordered(action: Action) -> Action:
    """``action`` with its cards in one fixed order (to compare sets of cards)."""
    return action._replace(cards=tuple(sorted(action.cards)))


def test_the_walk_through_a_match_plays_a_whole_game_for_a_person():
    """A person (choosing at random among what is enabled) plays a whole game against a
    bot through the table, with no refusal."""
    match = Match(GAME, None, ["human", "random"], ["Mia", "Tom"], seed=8)
    speaker, rng = narrator(0), random.Random(8)
    for _ in range(3000):
        if match.over:
            break
        seat = match.deciders[0]
        if seat == 1:
            match.play_bot(1)
            continue
        chosen, step = {}, match.ask(speaker, 0, {})
        while isinstance(step, Ask):
            enabled = [x.value for x in step.choices if x.enabled]
            if step.several:
                ticked = rng.sample(enabled, rng.randint(step.least, len(enabled)))
                value = tuple(x.value for x in step.choices if x.value in ticked)
            else:
                value = rng.choice(enabled)
            chosen[step.key] = value
            step = match.ask(speaker, 0, chosen)
        match.submit(step)
    assert match.over


def position(hand, courts=(("JC", "QD", "KS"), ("JH", "QS", "KD")), actions_taken=0,
             defence=None, treasure=None):
    """A position of Mia's (seat 0) turn."""
    return RoyalsState.setup(
        Chance(1), courts=[list(x) for x in courts], deck=["2H", "3H", "4H"],
        hands=[list(hand), ["9C"]], first=0, refill=False, actions_taken=actions_taken,
        defence=defence or [[[], [], []], [[], [], []]],
        treasure=treasure or [[[], [], []], [[], [], []]])


def act_choices(state):
    step = GAME.narration.ask(narrator(0), GAME.rules.view(state, 0), state.legal_actions(0), {})
    return step, {x.value: x for x in step.choices}


def test_ending_a_turn_with_an_action_left_asks_first():
    step, choices = act_choices(position(["7C", "2C"], actions_taken=1))
    assert step.prompt == "1 action left: what do you do?"
    assert choices[END].enabled and choices[END].confirm == "End your turn with 1 action left?"
    step, choices = act_choices(position(["7C", "2C"], actions_taken=2))
    assert step.prompt == "Both actions taken: end your turn."
    assert not choices[END].confirm
    assert [x.value for x in step.choices if x.enabled] == [END]
    assert choices[ATTACK].reason == "You have taken your two actions: end your turn."
    courts = (("JC", "QD", "KD"), ("JH", "QS", "KC"))
    _, choices = act_choices(position(["KS"], courts=courts))  # a King of spades alone
    assert not choices[END].confirm


def test_an_impossible_action_stays_listed_and_says_why():
    courts = (("JC", None, "KD"), ("JH", "QS", "KC"))
    _, choices = act_choices(position(["KS"], courts=courts))
    said = {act: choice.reason for act, choice in choices.items() if not choice.enabled}
    assert said == {
        "fortify": "You hold no heart to fortify with.",
        "bury": "You hold no number card, Ace to 10, to bury.",
        "attack": "You hold no club to attack with.",
        "dig": "Nothing is buried behind the other player's royals: there is nothing to dig.",
        "install": "You hold no Jack, Queen or King for the empty place in your court."}
    _, choices = act_choices(position(["QH"]))
    assert choices["install"].reason == ("Your court is complete: a successor only fills "
                                         "the place of an assassinated royal.")


def test_cards_that_cannot_serve_come_last_and_say_why():
    state = position(["7C", "QC", "5H", "2C"])
    step = GAME.narration.ask(narrator(0), GAME.rules.view(state, 0), state.legal_actions(0),
                    {"act": ATTACK})
    assert step.several and step.least == 1
    assert [(x.label, x.enabled) for x in step.choices] == [
        ("2 of clubs", True), ("7 of clubs", True), ("Queen of clubs", True),
        ("5 of hearts", False)]
    assert step.choices[-1].reason == "Only clubs can attack."


def test_a_bury_keeps_the_order_ticked_the_first_at_the_bottom():
    """The order ticked is the pile's order (positions decide blind digs): the royal's
    question and the burial say it, and the pile holds the cards in it."""
    state = position(["4D", "6D", "9D", "KH"],
                     treasure=[[[], ["2C"], []], [[], [], []]])
    legal = state.legal_actions(0)
    for cards in (("6D", "9D", "4D"), ["9D", "4D", "6D"]):
        chosen = {"act": "bury", "cards": cards}
        step = GAME.narration.ask(narrator(0), GAME.rules.view(state, 0), legal, chosen)
        named = ", ".join(f"the {c_[:-1]} of diamonds" for c_ in cards[:2])
        assert step.prompt == (f"Behind which of your royals do you bury {named}, and the "
                               f"{cards[2][:-1]} of diamonds? They go in this order, the "
                               "first at the bottom.")
        action = GAME.narration.ask(narrator(0), GAME.rules.view(state, 0), legal,
                                    {**chosen, "royal": "Q"})
        assert action.cards == tuple(cards) and state.refusal(action) is None
        played = state.copy()
        said = narrator(0).events(played.apply(action))
        assert played.treasure[0][1] == ["2C", *cards]
        assert said == [f"You bury {named}, and the {cards[2][:-1]} of diamonds behind your "
                        "Queen of diamonds, in this order, the first at the bottom. 4 cards "
                        "are buried there now."]
    with pytest.raises(Refusal) as refused:
        GAME.narration.ask(narrator(0), GAME.rules.view(state, 0), legal,
                 {"act": "bury", "cards": ("4D", "KH"), "royal": "Q"})
    assert narrator(0).refusal(refused.value) == ("Only number cards, Ace to 10, can be "
                                                  "buried, not the King of hearts.")


def test_the_royals_are_read_with_their_hearts_buried_cards_and_odds():
    state = position(["7C", "2C", "AS"],
                     defence=[[[], [], []], [[], ["9H", "8H"], []]],
                     treasure=[[[], [], []], [["5D"], ["3D", "9S", "10D"], []]])
    mine, legal, speaker = GAME.rules.view(state, 0), state.legal_actions(0), narrator(0)
    step = GAME.narration.ask(speaker, mine, legal, {"act": ATTACK, "cards": ("2C", "7C")})
    assert step.prompt == "Which of Tom's royals do you attack? You roll 3 dice."
    assert [x.label for x in step.choices] == [
        "Jack of hearts: no hearts, 1 card buried. 3 dice, each succeeding on 4 or more: "
        "88% to assassinate.",
        "Queen of spades: 2 hearts, 3 cards buried. 3 dice, each succeeding on 4 or more: "
        "88% to succeed at least once, 50% to remove both hearts, 13% to assassinate.",
        "King of diamonds: no hearts, nothing buried. 3 dice, each succeeding on 5 or more: "
        "70% to assassinate."]
    dig = GAME.narration.ask(speaker, mine, legal, {"act": DIG, "cards": ("AS",)})
    assert dig.prompt == "Behind which of Tom's royals do you dig? You roll 2 dice."
    assert [(x.enabled, x.reason) for x in dig.choices] == [
        (True, ""), (True, ""),
        (False, "Nothing is buried behind that royal: there is nothing to dig.")]
    assert dig.choices[1].label.startswith("Queen of spades: 2 hearts, 3 cards buried. "
                                           "2 dice, each succeeding on 4 or more")


def test_the_royal_labels_match_the_table_and_the_roll(played_positions):
    """In every walked position, each royal's label says its hearts and buried count as
    the view has them, and the threshold the engine then rolls against."""
    checked = 0
    for state in played_positions:
        seat = state.current
        attacks = [a for a in state.legal_actions(seat) if a.act == ATTACK]
        if not attacks:
            continue
        action = attacks[0]
        view = GAME.rules.view(state, seat)
        step = GAME.narration.ask(narrator(seat), view, state.legal_actions(seat),
                        {"act": ATTACK, "cards": action.cards})
        for choice, royal in zip(step.choices, view.courts[1 - seat]):
            if royal.card is None:
                continue
            hearts = len(royal.defence)
            said = f"{hearts} heart{'s' if hearts != 1 else ''}, " if hearts else "no hearts, "
            assert said in choice.label
            buried = royal.treasure_count
            said = f"{buried} card{'s' if buried != 1 else ''} buried." if buried \
                else "nothing buried."
            assert said in choice.label
        label = {x.value: x.label for x in step.choices}[action.royal]
        rolled = [e for e in state.copy().apply(action) if e.kind == "rolled"][0]
        assert f"on {rolled.threshold} or more" in label
        assert f" {len(rolled.dice)} dice" in label or label.count(" 1 die,") == 1
        checked += 1
    assert checked > 50


def test_a_dig_position_is_asked_with_the_pile():
    state = position(["AS", "2S"], treasure=[[[], [], []], [[], ["3D", "9S", "10D"], []]])
    state.chance = Chance(1, dice=[4, 4, 1])
    state.apply(Action(0, DIG, ("AS",), "Q"))
    assert state.phase == "pick"
    speaker, view, legal = narrator(0), GAME.rules.view(state, 0), state.legal_actions(0)
    step = GAME.narration.ask(speaker, view, legal, {})
    assert step.key == "position" and step.prompt == (
        "Dig behind Tom's Queen of spades: which position? Position 1 is the first card "
        "buried. 2 picks left.")
    assert [x.label for x in step.choices] == [   # the list itself says "1 of 3"
        "Position 1", "Position 2", "Position 3: the last card buried"]
    assert GAME.narration.ask(speaker, view, legal, {"position": 2}) == Action(0, "pick", position=2)
    for bad in (4, True, "2"):
        with pytest.raises(Refusal) as refused:
            GAME.narration.ask(speaker, view, legal, {"position": bad})
        assert refused.value.code == err.BAD_POSITION


def test_an_unknown_part_is_refused_with_a_sentence():
    state = position(["7C"])
    view, legal, speaker = GAME.rules.view(state, 0), state.legal_actions(0), narrator(0)
    for chosen, code in (({"act": "fly"}, err.BAD_ACTION),
                         ({"act": ATTACK, "cards": 7}, err.BAD_ACTION),
                         ({"act": ATTACK, "cards": ()}, err.NO_CARDS),
                         ({"act": ATTACK, "cards": ("7C", "7C")}, err.DUPLICATE_CARD),
                         ({"act": ATTACK, "cards": ("8C",)}, err.NOT_IN_HAND),
                         ({"act": ATTACK, "cards": ("7C",), "royal": "A"}, err.NO_SUCH_ROYAL)):
        with pytest.raises(Refusal) as refused:
            GAME.narration.ask(speaker, view, legal, chosen)
        assert refused.value.code == code and speaker.refusal(refused.value)


# ----- review keys, cues, rules ---------------------------------------------------------------

def test_the_review_keys_answer_line_by_line_in_every_language(played_positions):
    keys = [r.key for r in GAME.narration.reviews]
    assert keys == ["h", "t", "c", "u", "d", "k", "s"] and not {"r", "q"} & set(keys)
    state = played_positions[len(played_positions) // 2]
    for language in LANGUAGES:
        words = Checked(language)
        for listener in (0, None):
            speaker = GAME.narration.narrator(words, NAMES, "standard", listener)
            for review in GAME.narration.reviews:
                assert words.text(review.label)
                lines = review.lines(speaker, GAME.rules.view(state, listener))
                assert lines and all(isinstance(x, str) and x.strip() for x in lines)
                assert not re.search(r"[{}]", " ".join(lines))
        assert not words.untranslated, words.untranslated


def test_the_courts_are_read_a_line_per_royal():
    state = position(["7C"], defence=[[[], [], []], [[], ["9H", "8H"], []]])
    courts = next(r for r in GAME.narration.reviews if r.id == "courts")
    lines = courts.lines(narrator(0), GAME.rules.view(state, 0))
    assert len(lines) == 8 and lines[0] == "Your court:" and lines[4] == "Tom's court:"
    assert lines[6] == "Queen of spades: 2 hearts, nothing buried; dice need 4 or more."


def game_events(seeds=range(6)):
    events = []
    for seed in seeds:
        for step in bot_game(GAME, None, ["heuristic", "random"], seed):
            events += step.events
    return events


@pytest.fixture(scope="module")
def played_events():
    return game_events()


def test_each_die_sounds_from_the_roller_and_a_success_after(played_events):
    rolls = [e for e in played_events if e.kind == "rolled"]
    assert rolls
    for event in rolls:
        for listener in (0, 1, None):
            heard = GAME.narration.cues(event, listener)
            assert heard[:len(event.dice)] == [("die", event.seat)] * len(event.dice)
            assert heard[len(event.dice):] == ([("success", event.seat)]
                                               if event.successes else [])


def test_cues_are_the_known_sounds_and_only_for_what_the_listener_may_know(played_events):
    sounded = set()
    for event in played_events:
        for listener in (0, 1, None):
            heard = GAME.narration.cues(event, listener)
            if not hears(event, listener):
                assert heard == []
            for cue, seat in heard:
                assert cue in CUE_NAMES and seat in (0, 1, None)
                sounded.add(cue)
    assert {"die", "success", "heart_lost", "diamond_taken", "dig_nothing",
            "your_turn", "draw", "play"} <= sounded
    secret = next(e for e in played_events if e.kind == "rolled")._replace(audience=(0,))
    cues = GAME.narration.cues
    assert cues(secret, 1) == cues(secret, None) == [] != cues(secret, 0)
    turn = next(e for e in played_events if e.kind == "turn_started")
    assert GAME.narration.cues(turn, turn.seat) == [("your_turn", turn.seat)]
    assert GAME.narration.cues(turn, 1 - turn.seat) == [("draw", turn.seat)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_are_read_in_every_language_with_the_dice_table(language):
    words = Checked(language)
    lines = GAME.narration.rules.pages(GAME.narration.narrator(words, NAMES, "standard", 0))
    assert len(lines) == 16 and all(line.strip() for line in lines)
    assert not re.search(r"[{}]", " ".join(lines))
    assert not words.untranslated, words.untranslated
    for slot, (normal, guarded) in c.THRESHOLDS.items():
        row = [line for line in lines if words.context(w.RANKS[slot]) in line
               and str(normal) in line and str(guarded) in line]
        assert row, (slot, lines)


@pytest.mark.parametrize("language, first", [
    ("en", "Disloyal Royals, the cards at a glance: 52 cards without jokers."),
    ("ja", "ディスロイヤル・ロイヤルズの札の一覧です。ジョーカーを除いた52枚を使います。"),
    ("de", "Disloyal Royals, die Karten im Überblick: 52 Karten ohne Joker."),
])
def test_the_card_reference_tells_each_kind_of_card_the_royals_and_the_dice(language, first):
    """F2: what each kind of card does (hearts, number cards, diamonds, clubs, spades, a
    face card in hand), each suit of royal, and the dice table with each die's chance."""
    words = Checked(language)
    lines = GAME.narration.reference(GAME.narration.narrator(words, NAMES, "standard", None), 2)
    assert lines[0].startswith(first) and len(lines) == 16
    assert not re.search(r"[{}]", " ".join(lines)) and not words.untranslated
    chance = {3: 67, 4: 50, 5: 33, 6: 17}
    for line, (slot, (normal, guarded)) in zip(lines[-3:], c.THRESHOLDS.items()):
        assert words.context(w.RANKS[slot]) in line
        assert all(str(n) in line for n in (normal, guarded, chance[normal], chance[guarded]))


def test_the_english_dice_table_comes_from_the_table():
    lines = GAME.narration.rules.pages(narrator(0))
    assert "Jack: 3 or more; Jack of hearts: 4 or more." in lines
    assert "King: 5 or more; King of hearts: 6 or more." in lines


@pytest.mark.parametrize("language", ("ja", "de"))
def test_every_step_is_said_in_the_listeners_language(language, played_positions):
    """Prompts, labels, reasons and questions of the walked steps: translated, with no
    placeholder left."""
    words, said = Checked(language), []

    def collect(speaker, view, legal, chosen):
        step = GAME.narration.ask(speaker, view, legal, chosen)
        if not isinstance(step, Ask):
            return
        said.append(step.prompt)
        for choice in step.choices:
            said.extend((choice.label, choice.reason, choice.confirm))
        enabled = [x.value for x in step.choices if x.enabled]
        if enabled:
            value = tuple(enabled) if step.several else enabled[-1]
            collect(speaker, view, legal, {**chosen, step.key: value})

    for state in played_positions[::8]:
        seat = state.current
        speaker = GAME.narration.narrator(words, NAMES, "standard", seat)
        view, legal = GAME.rules.view(state, seat), state.legal_actions(seat)
        collect(speaker, view, legal, {})
        for act in ("fortify", "bury", "attack", "dig", "install"):
            if any(a.act == act for a in legal):
                collect(speaker, view, legal, {"act": act})
    assert len(said) > 500 and not re.search(r"[{}]", " ".join(said))
    assert not words.untranslated, words.untranslated


@pytest.mark.parametrize("language, label, heard", [
    ("en", "Jack: empty place",
     "Jack: empty place, not possible: There is no royal in that place of the court"),
    ("ja", "ジャック：空いた場所", "ジャック：空いた場所。選べません。その場所に王族はいません"),
    ("de", "Bube: freier Platz",
     "Bube: freier Platz, nicht möglich: An diesem Platz des Hofes ist kein Royal"),
])
def test_an_empty_place_is_named_not_told_where_it_cannot_be_chosen(language, label, heard):
    """The place of an assassinated royal, in the list of one's royals, is a short name:
    the screen's "not possible" follows it as it follows any item, never a sentence."""
    from accessible_ll.narration import messages as m
    from accessible_ll.narration.i18n import unstopped
    state = position(["5H"], courts=((None, "QD", "KS"), ("JH", "QS", "KD")))
    speaker = narrator(0, language)
    step = GAME.narration.ask(speaker, GAME.rules.view(state, 0), state.legal_actions(0),
                    {"act": "fortify", "cards": "5H"})
    empty = step.choices[0]
    assert empty.label == label and not empty.enabled
    assert texts(language).text(m.ITEM_NOT_POSSIBLE_BECAUSE, label=unstopped(empty.label),
                                reason=empty.reason.rstrip(".。")) == heard  # as spoken
