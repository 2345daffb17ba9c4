"""What a player hears once, not again: another player's Chancellor in two lines, a
Bishop's redraw in one, and the showdown not repeated by the standings after it."""

from __future__ import annotations

import pytest

from accessible_ll.games.love_letter.engine import Action
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.games.love_letter import words as lw
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.narration.i18n import LANGUAGES, Texts
from tests.helpers import fixed_game

TEXTS = {language: card_words(Texts.for_language(language)) for language in LANGUAGES}
NAMES = ["Ann", "Ben", "Cleo"]


def heard(state, action: Action, viewer, language: str = "en", edition: str = "2019"):
    narrator = Narrator(TEXTS[language], NAMES[:state.players], edition, viewer)
    return narrator.events(state.apply(action))


@pytest.mark.parametrize("language", LANGUAGES)
def test_another_players_chancellor_is_two_lines(language):
    # set aside Spy, face up 3 Guards; Ann holds the Chancellor, Ben the Priest
    top = ["spy", "guard", "guard", "guard", "chancellor", "priest", "handmaid", "prince",
           "countess"]
    state = fixed_game("2019", 2, top)
    narrator = Narrator(TEXTS[language], NAMES[:2], "2019", listener=1)
    lines = narrator.events(state.apply(Action(0, play="chancellor")))
    lines += narrator.events(state.apply(Action(0, keep="handmaid",
                                                bottom=("prince", "countess"))))
    turn = TEXTS[language].text("Your turn.")
    told = lines[:lines.index(turn)] if turn in lines else lines
    assert len(told) == 2, told
    if language == "en":
        assert told == ["Ann plays the Chancellor.",
                        "Ann draws 2 cards, keeps one card and puts 2 under the deck."]


def test_a_chancellor_with_one_card_left_in_the_deck_says_one():
    top = ["spy", "guard", "guard", "guard", "chancellor", "priest", "handmaid"]
    state = fixed_game("2019", 2, top)
    while len(state.deck) > 1:  # the deck down to one card, Ann still to play
        state.deck.pop()
    narrator = Narrator(TEXTS["en"], NAMES[:2], "2019", listener=None)
    lines = narrator.events(state.apply(Action(0, play="chancellor")))
    keep = state.hands[0][0]
    lines += narrator.events(state.apply(Action(0, keep=keep, bottom=(state.hands[0][1],))))
    assert lines[:2] == ["Ann plays the Chancellor.",
                         "Ann draws 1 card, keeps one card and puts 1 under the deck."]


def bishop_redraw(redraw: bool, held: str = "baron"):
    """Premium, three players: Ann's Bishop names Ben's card right; Ben decides."""
    top = ["jester", "bishop", held, "guard", "handmaid", "priest", "countess"]
    state = fixed_game("premium", 3, top)
    value = state.edition.value(held)
    events = state.apply(Action(0, play="bishop", target=1, guess=value))
    events += state.apply(Action(1, redraw=redraw))
    return events


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bishops_redraw_is_said_once(language):
    events = bishop_redraw(True)
    texts = TEXTS[language]
    for viewer in (2, None):
        said = Narrator(texts, NAMES, "premium", viewer).events(events)
        # the Bishop's play, its guess, Ann's token, then the redraw: one line
        assert said[4:] == [texts.text(lw.TURN_OTHER, player="Ben")], said
        if language == "en":
            assert "Ben discards the Baron and draws a new card." in said
            assert not any(line.startswith(("Ben draws", "Ben discards their hand"))
                           for line in said), said
    ben = Narrator(texts, NAMES, "premium", 1).events(events)
    if language == "en":
        assert "You discard the Baron." in ben and any(line.startswith("You draw the ")
                                                        for line in ben), ben
        assert "You discard your hand and draw a new card." not in ben


def test_a_redraw_that_discards_the_princess_says_the_player_is_out():
    said = Narrator(TEXTS["en"], NAMES, "premium", 2).events(bishop_redraw(True, "princess"))
    at = said.index("Ben discards the Princess.")
    assert said[at + 1] == "Ben is out of the round.", said


def test_keeping_the_card_is_one_line():
    said = Narrator(TEXTS["en"], NAMES, "premium", 2).events(bishop_redraw(False))
    assert said[-2] == "Ben keeps their card.", said


def test_the_standings_after_a_showdown_do_not_repeat_it():
    state = fixed_game("2019", 2, ["spy", "guard", "guard", "guard", "priest", "baron",
                                   "handmaid"])
    state.deck.clear()  # Ann's Handmaid is the last play of the round
    narrator = Narrator(TEXTS["en"], NAMES[:2], "2019", listener=0)
    said = narrator.events(state.apply(Action(0, play="handmaid")))
    assert "The deck is empty. Everyone reveals: Ann, you: the Priest, 2; Ben: the Baron, " \
           "3." in said, said
    view = view_for(state, 0)
    after = narrator.standings(view, showdown=False)
    assert after.startswith("Standings after round 1: ") and "showdown" not in after
    assert "The showdown showed" in narrator.standings(view), "for who did not hear it"


@pytest.mark.parametrize("language", LANGUAGES)
def test_another_players_prince_is_two_lines(language):
    """Ann's Prince on Ben, heard by Cleo: the play, then Ben's discard with his new
    card in one line; Ben hears his own discard and the card he drew."""
    state = fixed_game("2019", 3, ["guard", "prince", "baron", "priest", "handmaid"])
    events = state.apply(Action(0, play="prince", target=1))
    texts = TEXTS[language]
    said = Narrator(texts, NAMES, "2019", 2).events(events)
    assert said[-1] == texts.text(lw.TURN_OTHER, player="Ben")
    assert said[:-1] == [texts.text(lw.PLAYS_ON, player="Ann", card="prince", target="Ben"),
                         texts.text(lw.REDRAW_DISCARDS, player="Ben", card="baron")], said
    ben = Narrator(texts, NAMES, "2019", 1).events(events)
    assert texts.text(lw.DISCARDS_YOU, card="baron") in ben, ben
    assert texts.text(lw.DREW_YOU, card=state.hands[1][0]) in ben, ben


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_just_compared_is_not_named_again_when_its_player_is_out(language):
    """Ann's Baron against Ben: Ann and Ben hear both cards and then that Ben is out;
    Cleo, who saw no card, hears which card Ben reveals."""
    state = fixed_game("2019", 3, ["priest", "baron", "guard", "handmaid", "princess"])
    events = state.apply(Action(0, play="baron", target=1))
    texts = TEXTS[language]
    for seat in (0, 1):
        said = Narrator(texts, NAMES, "2019", seat).events(events)
        out = (texts.text(lw.OUT_YOU) if seat == 1 else texts.text(lw.OUT, player="Ben"))
        assert out in said, said
        assert not any("guard" in line.lower() or "wächter" in line.lower()
                       or "衛兵" in line for line in said[said.index(out):]), said
    narrator = Narrator(texts, NAMES, "2019", 2)
    cleo = narrator.events(events)
    assert texts.text(lw.OUT_REVEALS, player="Ben", cards=narrator.cards(("guard",))) in cleo
