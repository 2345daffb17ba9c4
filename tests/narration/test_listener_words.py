"""Sentences as one listener hears them: who "you" are, a hand read aloud, lists."""

from __future__ import annotations

import pytest

from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.kit import Chance
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.games.love_letter.narrator import Narrator

TEXTS = {language: card_words(Texts.for_language(language)) for language in ("en", "ja", "de")}


def narrator(language: str, viewer, players: int = 4, edition: str = "premium",
             **options) -> Narrator:
    texts = TEXTS[language]
    return Narrator(texts, default_names(texts, players), edition, viewer, **options)


@pytest.mark.parametrize("language, by_me, by_other", [
    ("en", "You play the Cardinal and choose yourself and Player 4.",
     "Player 1 plays the Cardinal and chooses you and Player 4."),
    ("ja", "自分とプレイヤー4", "あなたとプレイヤー4"),
    ("de", "dich selbst und Spieler 4", "wählt dich und Spieler 4"),
])
def test_the_cardinal_names_you_as_you(language, by_me, by_other):
    mine = narrator(language, 2).event(ev.Played(2, "cardinal", None, (2, 3), None))[0]
    theirs = narrator(language, 2).event(ev.Played(0, "cardinal", None, (2, 3), None))[0]
    assert by_me in mine and by_other in theirs
    assert TEXTS[language].text("Player {number}", number=3) not in mine + theirs


@pytest.mark.parametrize("language, heard", [
    ("en", "Player 2 plays the Cardinal and chooses you and themselves."),
    ("ja", "プレイヤー2は「枢機卿」を出し、あなたと自分自身を選びました。"),
    ("de", "Spieler 2 spielt den Kardinal aus und wählt dich und sich selbst."),
])
def test_a_player_who_chooses_themselves_is_not_named_as_someone_else(language, heard):
    said = narrator(language, 0).event(ev.Played(1, "cardinal", None, (0, 1), None))
    assert said[0] == heard, said


@pytest.mark.parametrize("language, label", [
    ("en", "Yourself and Player 2"), ("ja", "自分とプレイヤー2"), ("de", "Dich selbst und Spieler 2")])
def test_a_pair_of_players_to_choose_begins_as_a_sentence(language, label):
    from accessible_ll.games.love_letter.choices import Choices
    assert Choices(narrator(language, 0)).value_label("targets", (0, 1)) == label


def test_your_turn_names_you_when_several_share_the_computer():
    shared = narrator("de", 1, players=2, edition="2019", named_you=True)
    alone = narrator("de", 1, players=2, edition="2019")
    assert shared.event(ev.TurnStarted(1)) == ["Spieler 2, du bist am Zug."]
    assert alone.event(ev.TurnStarted(1)) == ["Du bist am Zug."]


@pytest.mark.parametrize("language", ["en", "ja", "de"])
@pytest.mark.parametrize("hand", [("princess", "king"), ("guard", "guard"), ("baron",)])
def test_a_hand_reads_as_whole_sentences(language, hand):
    from types import SimpleNamespace
    speaker = narrator(language, 0, players=2, edition="2019")
    text = speaker.hand(SimpleNamespace(hand=hand))
    for glued in ("..", "。。", ". and", "。と", ".。", "。."):
        assert glued not in text, text
    for card in set(hand):
        assert text.count(speaker.effect_text(card)) == 1, text  # the rules said once
    name = TEXTS[language].card(hand[0])
    assert name in text.replace("：", ":").split(":")[1], "the cards are named before their rules"


def test_players_key_says_what_the_others_know_of_your_hand():
    import random

    from accessible_ll.games.love_letter.editions import find_edition
    from accessible_ll.games.love_letter.engine import Action, GameState
    from accessible_ll.games.love_letter.view import view_for
    state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(3), first=0)
    state.hands[0][:] = ["priest", "guard"]
    state.hands[1][:] = ["baron"]
    state._memo = None
    state.apply(Action(0, play="priest", target=1))
    told = narrator("en", 1, players=2, edition="2019").players(view_for(state, 1))
    assert "Player 1 knows that you hold the Baron." in told
    mine = narrator("en", 0, players=2, edition="2019").players(view_for(state, 0))
    assert "You know that Player 2 holds the Baron." in mine and "knows that you" not in mine


@pytest.mark.parametrize("language", ["en", "ja", "de"])
def test_every_card_name_is_unique_across_editions(language):
    from accessible_ll.games.love_letter.engine.cards import CARD_IDS
    for form in ("name", "nom", "acc", "dat"):
        names = [TEXTS[language].card(card, form) for card in CARD_IDS]
        assert len(set(names)) == len(names), form


def _view(**fields):
    from types import SimpleNamespace
    base = dict(players=2, alive=(True, True), protected=(True, False), known={},
                known_by={}, mark=None, jesters=(), tokens=(1, 0), target=6, round_no=1, log=(),
                discards=(("bishop", "dowager_queen"), ()))
    return SimpleNamespace(**{**base, **fields})


def test_german_lists_after_a_colon_are_nominative():
    text = narrator("de", 1, players=2).discards(_view())
    assert "Spieler 1: der Bischof und die Königinmutter" in text, text


def test_a_tie_is_told_after_the_two_cards():
    speaker = narrator("de", 0, players=2, edition="2019")
    lines = speaker.events([ev.Compared(0, 1, "baron", None),
                            ev.ComparedCards(0, 1, "guard", "guard", (0, 1))])
    assert lines[-1] == "Gleichstand: Niemand scheidet aus.", lines
    assert "Wächterin" in lines[-2]


def test_japanese_reads_lists_and_tenses_plainly():
    speaker = narrator("ja", 1, players=2, edition="2019")
    players = speaker.players(_view())
    assert "と" not in players.replace("守られている", ""), players
    compared = speaker.event(ev.Compared(0, 1, "baron", 0))[0]
    assert compared.endswith("ました。"), compared
    assert TEXTS["ja"].text("The rules of {edition}", edition="X").endswith("ルール")


def test_one_card_under_the_deck_is_not_told_as_an_order():
    for language in ("en", "ja", "de"):
        line = narrator(language, 0, players=2, edition="2019").event(
            ev.ChancellorKept(0, "guard", ("priest",), (0,)))[0]
        assert "lowest" not in line and "一番下" not in line and "zuunterst" not in line


def test_german_reads_as_german():
    de = TEXTS["de"]
    assert de.text("{player} compares hands with you.", player="Anna") == \
        "Anna vergleicht die Handkarten mit dir."
    assert "die Spieler wählt" not in de.text(
        "The next card that chooses players must choose you.")
    setup = de.text("New game. Up and down move, left and right change a value, Enter starts.")
    assert "bewegen, links" not in setup


def test_words_a_native_speaker_would_use():
    de, ja, en = (narrator(language, 1, players=3, edition="2019") for language in
                  ("de", "ja", "en"))
    assert de.event(ev.Traded(1, "king", 1, 0)) == ["Du tauschst deine Handkarte mit der von Spieler 1."]
    assert de.event(ev.Protected(0)) == ["Spieler 1 ist bis zu seinem nächsten Zug geschützt."]
    assert ja.event(ev.GameEnded((1,), (0, 3, 1)))[0] == "あなたの優勝です！"
    priest = ja.event(ev.Played(0, "priest", 1, None, None))
    assert priest[-1] == "プレイヤー1はあなたの手札を見ました。", priest
    assert en.event(ev.Played(0, "prince", 0, None, None)) == [
        "Player 1 plays the Prince and chooses themselves."]


@pytest.mark.parametrize("language, three, counted", [
    ("en", "3 Guards", "2 Spies"), ("ja", "「衛兵」3枚", "「密偵」2枚"),
    ("de", "3 Wächterinnen", "2 Spioninnen")])
def test_copies_of_a_card_are_counted_not_repeated(language, three, counted):
    speaker = narrator(language, 0, players=2, edition="2019")
    line = speaker.event(ev.RoundStarted(1, 0, ("guard", "guard", "guard"), 12))[-1]
    assert three in line and "×" not in line, line
    unseen = speaker.unseen(_view(hand=("guard",), face_up=(), set_aside=None, bottom_known=(),
                                  discards=((), ())))
    assert counted in unseen and "×" not in unseen, unseen
    reference = speaker.reference(2)
    assert not any("×" in entry for entry in reference), reference[1]


def test_japanese_answers_run_on_after_a_full_stop_with_full_width_colons():
    speaker = narrator("ja", 0, players=2, edition="2019")
    view = _view(hand=("guard",), face_up=("priest",), set_aside=None, bottom_known=("baron",),
                 deck_count=9, known={1: "king"})
    for answer in (speaker.players(view), speaker.deck(view), speaker.unseen(view),
                   speaker.tokens(view)):
        assert "。 " not in answer and ":" not in answer and "!" not in answer, answer


def test_no_spoken_message_names_the_program_by_its_file_name():
    from accessible_ll.narration import messages as m
    from accessible_ll.games.love_letter import words as lw
    spoken = [m.CONFIRM_EXIT, m.CONFIRM_EXIT_SAVED, lw.SHEET_TITLE, m.NET_ERRORS["bad_version"]]
    for language, texts in TEXTS.items():
        for message in spoken:
            assert "accessible_ll" not in texts.text(message, game="Love Letter"), (language, message)


@pytest.mark.parametrize("language, pace", [("en", "1 second"), ("de", "1 Sekunde")])
def test_one_second_is_singular(language, pace):
    from accessible_ll.narration import messages as m
    assert TEXTS[language].plural(m.PACE_SECONDS, 1, seconds="1") == pace


def test_a_right_guess_names_the_card_once():
    speaker = narrator("en", 1, players=2, edition="2019")
    lines = speaker.events([ev.Played(0, "guard", 1, None, "priest"),
                            ev.GuessResult(0, "guard", 1, "priest", True),
                            ev.Eliminated(1, ev.BY_GUARD, ("priest",))])
    assert sum("Priest" in line for line in lines) == 2, lines  # the guess and the hit
    assert lines[-1] == "You are out of the round.", lines


@pytest.mark.parametrize("language, higher, raised", [
    ("en", "the higher card loses", "7 (6 + 1)"),
    ("ja", "数字の大きいほうが負け", "7（6＋1）"),
    ("de", "verliert die höhere Karte", "7 (6 + 1)")])
def test_effects_that_change_the_rule_say_so(language, higher, raised):
    speaker = narrator(language, 0, players=2)
    compared = speaker.event(ev.Compared(0, 1, "dowager_queen", 1))
    assert any(higher in line for line in compared), compared
    baron = narrator(language, 0, players=2).event(ev.Compared(0, 1, "baron", 1))
    assert not any(higher in line for line in baron)
    showdown = speaker.event(ev.Showdown(((0, "king", 7), (1, "prince", 5)), None))[0]
    assert raised in showdown, showdown


@pytest.mark.parametrize("language, mine, theirs", [
    ("en", "You and Player 2 both hold the Handmaid: the trade changes nothing.",
     "Player 1 and Player 2 both hold the Handmaid: the trade changes nothing."),
    ("ja", "あなたとプレイヤー2はどちらも「侍女」を持っているので、交換しても何も変わりません。",
     "プレイヤー1とプレイヤー2はどちらも「侍女」を持っているので、交換しても何も変わりません。"),
    ("de", "Du und Spieler 2 habt beide die Zofe: Der Tausch ändert nichts.",
     "Spieler 1 und Spieler 2 haben beide die Zofe: Der Tausch ändert nichts."),
])
def test_a_king_trading_equal_cards_says_nothing_changes(language, mine, theirs):
    trade = ev.TradedCards(0, 1, "handmaid", "handmaid", (0, 1))
    assert narrator(language, 0, players=2, edition="2019").event(trade) == [mine]
    assert narrator(language, 1, players=2, edition="2019").event(trade)[0] != mine
    from accessible_ll.games.love_letter.narrator import REPLAY
    assert narrator(language, REPLAY, players=2, edition="2019").event(trade) == [theirs]
    different = ev.TradedCards(0, 1, "handmaid", "guard", (0, 1))
    assert narrator("en", 0, players=2, edition="2019").event(different) == [
        "You now hold the Handmaid; Player 2 now holds the Guard."]


def test_german_says_enter_and_zahl_and_ends_a_warning_with_a_full_stop():
    from accessible_ll.narration import messages as m
    from accessible_ll.games.love_letter import words as lw
    de = TEXTS["de"]
    assert de.text(m.LINE_EMPTY, count=2) == \
        "Tippe eine Zahl von 1 bis 2 und drücke Enter. ? zeigt die Tasten."
    assert "Tippe eine Zahl von 1 bis 2" in de.text(m.LINE_BAD_INPUT, text="x", count=2)
    assert de.text(m.LINE_ANSWER_HINT) == ("Tippe die Zahl deiner Wahl und drücke Enter. "
                                           "? zeigt die Tasten.")
    for message in (m.LINE_KEY_NUMBER, m.LINE_KEY_TICK, m.LINE_SEVERAL_HINT, m.PASS_TO,
                    m.LINE_NEXT_ROUND):
        said = de.text(message, player="Anna")
        assert "Eingabetaste" not in said and "Nummer" not in said, said
    assert de.text(lw.CHOICE_KNOCKS_OUT, choice="Spieler 1, du") == \
        "Spieler 1, du: Damit scheidest du aus der Runde aus."
    kept = narrator("de", 0, players=2, edition="2019").event(
        ev.ChancellorKept(0, "guard", ("king", "priest"), (0,)))
    assert kept == ["Du behältst die Wächterin und legst den König und den Priester unter den "
                    "Nachziehstapel, die zuletzt genannte Karte zuunterst."]


def test_japanese_both_cards_item_reads_with_one_colon():
    from accessible_ll.games.love_letter import words as lw
    ja = TEXTS["ja"]
    label = ja.text(lw.CARD_CHOICE_BOTH, card="衛兵", value=1)
    said = ja.text(lw.CHOICE_NO_EFFECT, choice=label)
    assert said == "衛兵、1（手札の2枚とも）：選べるプレイヤーがいないので、効果はありません"


def test_the_players_list_tells_whom_a_jester_chose():
    """A Jester played this round lies face up before everyone: `p` tells whom it chose
    and what it wins, as it tells the Sycophant's mark."""
    import random
    from accessible_ll.games.love_letter.editions import find_edition
    from accessible_ll.games.love_letter.engine import GameState
    from accessible_ll.games.love_letter.view import view_for
    state = GameState.new(find_edition("premium"), 4, chance=Chance.exact(1))
    state.jesters = [(2, 1)]
    lines = {language: narrator(language, 0).players(view_for(state, 0))
             for language in ("en", "de", "ja")}
    assert lines["en"].endswith("Player 3 chose Player 2 with the Jester: if Player 2 wins "
                                "this round, Player 3 gains a token.")
    assert "Spieler 3 hat mit dem Hofnarren Spieler 2 gewählt" in lines["de"]
    assert "プレイヤー3は「道化師」でプレイヤー2を選びました" in lines["ja"]


def test_the_players_list_tells_a_mark_on_you_as_you_and_when_it_is_ignored():
    import random
    from accessible_ll.games.love_letter.editions import find_edition
    from accessible_ll.games.love_letter.engine import GameState
    from accessible_ll.games.love_letter.view import view_for
    state = GameState.new(find_edition("premium"), 4, chance=Chance.exact(1))
    state.mark = 0
    mine = narrator("en", 0).players(view_for(state, 0))
    assert mine.endswith("must choose you, if it can: a card of yours that chooses only "
                         "others ignores the mark."), mine
    assert "must choose Player 1" not in mine
    assert narrator("en", 1).players(view_for(state, 1)).endswith(
        "The next card that chooses players must choose Player 1.")
