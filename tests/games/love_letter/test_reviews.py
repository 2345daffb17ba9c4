"""Love Letter's review keys come from one table: each answer is, word for word, what
the full-screen game and the line mode said before the table (ja, en, de; the
blind-player variant too: :func:`before` says it as Love Letter's own screen and line
client did), and the key sheet lists them as it did."""

from __future__ import annotations

import asyncio
import dataclasses
import random

import pytest

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import Action, GameState
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games import find_game
from accessible_ll.keysheet import sections
from accessible_ll.kit import Chance
from accessible_ll.narration import messages as m
from accessible_ll.games.love_letter import words as lw
from accessible_ll.narration.i18n import Texts, default_names, sentences
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.match_line import MatchLine
from accessible_ll.local_match import LocalMatch
from tests.helpers import fixed_game
from accessible_ll.games.love_letter.view import view_for
from tests.tui.helpers import game_screen, new_app

GAME = find_game("love-letter")
LANGUAGES = ("ja", "en", "de")


def before(narrator: Narrator, view, review_id: str, blind: bool) -> str:
    """What the review key said before the table (the line client's words: the
    full-screen game's too, but for its once-a-game notice)."""
    if review_id in ("card1", "card2"):
        index = int(review_id[-1]) - 1
        if index >= len(view.hand):
            return narrator.words.text(lw.NO_SUCH_CARD, number=index + 1)
        return narrator.describe(view.hand[index])
    if review_id == "discards":
        return narrator.discards(view, blind=blind)
    if review_id == "cards":  # (the variant's counts said since, on purpose)
        notice = narrator.words.text(lw.UNSEEN_IN_VARIANT) if blind else ""
        return sentences(narrator.deck(view), notice, narrator.unseen(view))
    return getattr(narrator, review_id)(view)


def remembered(view, blind: bool):
    """What a seat could review on Love Letter's own table: in the blind-player variant
    only each player's last discard and the events since the current turn began."""
    if not blind:
        return view
    log = list(view.log)
    starts = [i for i, event in enumerate(log) if isinstance(event, ev.TurnStarted)]
    return dataclasses.replace(view, discards=tuple(pile[-1:] for pile in view.discards),
                               log=tuple(log[starts[-1]:] if starts else log))


def views_of_random_games(edition: str, players: int, blind: bool, seed: int):
    """Every seat's view (and a spectator's) now and then along a random game, as the
    table shows them (the blind-player variant: only the last discards)."""
    state = GameState.new(find_edition(edition), players, chance=Chance.exact(seed))
    state.blind = blind
    chance = random.Random(seed)
    moves = 0
    while state.outcome() is None and state.round_no < 3 and moves < 40:
        if state.to_act is None:
            state.start_next_round()
            continue
        if moves % 4 == 0:
            for seat in (None, *range(players)):
                yield seat, remembered(view_for(state, seat), blind)
        state.apply(chance.choice(state.legal_actions()))
        moves += 1


@pytest.mark.parametrize("blind", [False, True])
@pytest.mark.parametrize("edition, players", [("2019", 2), ("premium", 5), ("kanai", 4)])
def test_every_answer_is_what_the_key_said_before(edition, players, blind):
    narrators = {lang: {} for lang in LANGUAGES}
    checked = 0
    for seed in range(2):
        for seat, view in views_of_random_games(edition, players, blind, seed):
            assert view.blind is blind
            for lang in LANGUAGES:
                texts = Texts.for_language(lang)
                narrator = narrators[lang].setdefault(seat, Narrator(
                    texts, default_names(texts, players), edition, seat))
                for review in GAME.narration.reviews:
                    heard = sentences(*review.lines(narrator, view))
                    assert heard == before(narrator, view, review.id, blind), (lang, review.id)
                    checked += 1
    assert checked > 500


def test_the_keys_ids_and_labels_are_the_old_ones():
    assert [(r.id, r.key, r.label) for r in GAME.narration.reviews] == [
        (binding, key, lw.REVIEW_LABELS[binding]) for binding, key in (
            ("hand", "h"), ("card1", "1"), ("card2", "2"), ("turn", "t"), ("tokens", "s"),
            ("discards", "d"), ("players", "p"), ("cards", "c"))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_key_sheets_game_group_prints_as_before(lang):
    texts = Texts.for_language(lang)
    keymap = {"hand": "y", "card2": "f12"}
    old = [("hand", "h"), ("card1", "1"), ("card2", "2"), ("turn", "t"), ("tokens", "s"),
           ("discards", "d"), ("players", "p"), ("cards", "c"), ("repeat", "r"),
           ("help", "f1"), ("reference", "f2")]
    heading = texts.text(m.SHEET_GAME)
    rows = next(rows for title, rows, _notes in sections(texts, keymap) if title == heading)
    assert [(pressed[0], action) for pressed, action in rows] == [
        (keymap.get(binding, key).upper() if keymap.get(binding, key).startswith("f")
         else keymap.get(binding, key), texts.text({**m.KEY_ACTIONS, **lw.REVIEW_LABELS}[binding]))
        for binding, key in old]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_line_mode_answers_its_letters_from_the_table(lang):
    texts = Texts.for_language(lang)
    heard: list[str] = []
    table = LocalMatch.new(GAME, "2019", ["random", "human", "random"], texts, seed=5,
                           options={"target": 3, "blind": True})
    for _ in range(6):
        seat = table.match.deciders[0]
        table.match.submit(table.match.legal(seat)[0])
    line = MatchLine(table, texts, heard.append, asyncio.Queue())
    view = table.match.view(1)
    assert view.blind, "the variant the options set"
    narrator = Narrator(texts, default_names(texts, 3), "2019", 1)
    for letter, review_id in (("h", "hand"), ("t", "turn"), ("s", "tokens"),
                              ("d", "discards"), ("p", "players"), ("c", "cards"),
                              ("c", "cards")):
        heard.clear()
        line.typed(letter.upper())
        assert heard == [before(narrator, view, review_id, blind=True)], letter
    assert texts.text(lw.UNSEEN_IN_VARIANT) in heard[0], "every time"


async def test_the_full_screen_answers_each_key_from_the_table(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, blind_variant=True, language="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause(0.2)
        screen = game_screen(app)
        view = screen.seats.match.view(screen.listener)
        narrator = screen.seats.narrator(screen.listener)
        notice = app.t(lw.UNSEEN_IN_VARIANT)
        for key, review_id in (("h", "hand"), ("1", "card1"), ("2", "card2"), ("t", "turn"),
                               ("s", "tokens"), ("d", "discards"), ("p", "players"),
                               ("c", "cards")):
            await pilot.press(key)
            await pilot.pause()
            assert speaker.spoken()[-1] == before(narrator, view, review_id, blind=True)
        assert notice in speaker.spoken()[-1]
        await pilot.press("c")
        await pilot.pause()
        assert speaker.spoken()[-1] == sentences(narrator.deck(view), narrator.unseen(view)), \
            "what counts as seen said once a game, the counts each time"


def _variant_position(blind: bool):
    """Three players of the 2019 edition; the one to play holds a Guard and a Priest;
    a Spy lies under another player's last discard."""
    state = fixed_game("2019", 3, [], first=0)
    state.blind = blind
    state.hands[0][:] = ["guard", "priest"]
    state.discards[1][:] = ["spy", "guard"]
    state.discards[2][:] = ["baron", "handmaid"]
    state._memo = None
    return view_for(state, 0)


@pytest.mark.parametrize("lang,counted", [
    ("en", "Not among what you may review: 2 Spies, 4 Guards, 1 Priest, 2 Barons, "
           "1 Handmaid, 2 Princes, 2 Chancellors, 1 King, 1 Countess and 1 Princess."),
    ("ja", "今確かめられるものに含まれないカード："),
    ("de", "Nicht unter dem, was du jetzt nachprüfen kannst: ")])
def test_c_in_the_variant_counts_what_is_not_among_what_you_may_review(lang, counted):
    """Your hand, the face-up cards and each player's last discard are counted as seen;
    a discard beneath another is not, nor what you learned of a hand."""
    texts = Texts.for_language(lang)
    narrator = Narrator(texts, default_names(texts, 3), "2019", 0)
    view = _variant_position(blind=True)
    deck, notice, answer = GAME.narration.reviews[-1].lines(narrator, view)
    assert notice == texts.text(lw.UNSEEN_IN_VARIANT)
    assert answer.startswith(counted)
    counted = narrator.words.counted
    assert counted("spy", 2) in answer and counted("guard", 4) in answer
    assert counted("baron", 2) in answer  # the Baron beneath the Handmaid
    whole = narrator.unseen(_variant_position(blind=False))
    assert counted("spy", 1) in whole and counted("baron", 1) in whole


def test_c_in_the_variant_says_when_every_card_may_be_reviewed():
    texts = Texts.for_language("en")
    view = _variant_position(blind=True)
    everything = dataclasses.replace(view, hand=find_edition("2019").deck_for(3))
    assert Narrator(texts, ["A", "B", "C"], "2019", 0).unseen(everything) == \
        "Every card is among what you may review."


@pytest.mark.parametrize("lang,said", [
    ("en", "What you put under the deck lies above the 2 bottom cards, from the lowest: "
           "the Handmaid and the King."),
    ("ja", "あなたが山札の下に置いたカードは、一番下の2枚の上にあります（下から）："),
    ("de", "Was du unter den Nachziehstapel gelegt hast, liegt über den 2 untersten Karten, "
           "von unten: ")])
def test_c_says_where_your_cards_under_the_deck_lie_once_others_are_put_beneath(lang, said):
    """Another player's Chancellor puts 2 cards under yours: yours are no longer the
    bottom cards, and c says so (until then they are, and c says that)."""
    texts = Texts.for_language(lang)
    state = fixed_game("2019", 2, ["spy", "guard", "guard", "guard", "chancellor", "priest",
                                   "baron", "king", "handmaid", "chancellor", "prince",
                                   "countess"])
    narrator = Narrator(texts, default_names(texts, 2), "2019", 0)
    state.apply(Action(0, play="chancellor"))
    state.apply(Action(0, keep="baron", bottom=("king", "handmaid")))
    at_bottom = narrator.deck(view_for(state, 0))
    assert texts.text(lw.BOTTOM_KNOWN, cards=narrator.cards(["handmaid", "king"], "nom")) \
        in at_bottom
    state.apply(Action(1, play="chancellor"))
    state.apply(Action(1, keep="priest", bottom=("prince", "countess")))
    view = view_for(state, 0)
    assert view.bottom_known == ("handmaid", "king") and view.bottom_positions == (2, 3)
    answer = narrator.deck(view)
    assert said in answer and narrator.cards(["handmaid", "king"], "nom") in answer
    assert texts.text(lw.BOTTOM_KNOWN, cards=narrator.cards(["handmaid", "king"], "nom")) \
        not in answer
