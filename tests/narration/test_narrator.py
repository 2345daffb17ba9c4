"""Every event of every edition, told to every kind of listener in ja, en and de."""

from __future__ import annotations


import pytest

from accessible_ll.games.love_letter.editions import EDITIONS
from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.errors import IllegalAction
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.narration.i18n import LANGUAGES, Texts, default_names
from accessible_ll.games.love_letter.narrator import REPLAY, Narrator
from accessible_ll.simulate import play_bot_game
from accessible_ll.games.love_letter.view import view_for

TEXTS = {language: card_words(Texts.for_language(language)) for language in LANGUAGES}


def sample_events(edition: str, players: int, games: int) -> dict[type, list]:
    """Events of random games, grouped by type (with the game's player count)."""
    found: dict[type, list] = {}
    for seed in range(games):
        for _state, events in play_bot_game("love-letter", edition, players, seed):
            for event in events:
                bucket = found.setdefault(type(event), [])
                if len(bucket) < 12:
                    bucket.append(event)
    return found


@pytest.fixture(scope="module")
def samples() -> dict[str, dict[type, list]]:
    """Each edition's events, from 60 games at its smallest table of three or more."""
    return {edition: sample_events(edition, max(3, EDITIONS[edition].player_counts[0]), 60)
            for edition in EDITIONS}


@pytest.fixture(scope="module")
def samples_2p() -> dict[type, list]:
    return sample_events("2019", 2, 40)


def test_every_event_type_occurs_in_the_samples(samples_2p, samples):
    seen = set(samples_2p) | {t for found in samples.values() for t in found}
    assert seen == set(ev.EVENT_TYPES)


def viewers(players: int):
    return [*range(players), None, REPLAY]


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_event_renders_for_every_listener_in_every_language(edition, samples):
    players = max(3, EDITIONS[edition].player_counts[0])
    for events in samples[edition].values():
        for event in events:
            for viewer in viewers(players):
                lines = {}
                for language, texts in TEXTS.items():
                    narrator = Narrator(texts, default_names(texts, players), edition, viewer)
                    lines[language] = narrator.event(event)
                    assert all(isinstance(line, str) and line for line in lines[language])
                assert len(lines["ja"]) == len(lines["en"]) == len(lines["de"])
                for en, ja, de in zip(lines["en"], lines["ja"], lines["de"]):
                    assert ja != en and de != en, f"untranslated: {en!r}"


def test_private_events_are_silent_for_everyone_else(samples):
    for events in samples["2019"].values():
        for event in events:
            if event.audience is None:
                continue
            outsider = next(s for s in range(3) if s not in event.audience)
            narrator = Narrator(TEXTS["en"], ["A", "B", "C"], "2019", outsider)
            assert narrator.event(event) == []
            assert Narrator(TEXTS["en"], ["A", "B", "C"], "2019", None).event(event) == []


def test_second_person_for_the_listener():
    narrator = Narrator(TEXTS["en"], ["Ann", "Ben", "Cy"], "2019", listener=2)
    assert narrator.event(ev.Saw(2, 0, "prince", (2,))) == ["You see that Ann holds the Prince."]
    assert narrator.events([ev.Compared(0, 2, "baron", None),
                            ev.ComparedCards(0, 2, "guard", "guard", (0, 2))])[::2] == [
        "Ann compares hands with you.", "It is a tie: nobody is eliminated."]
    assert narrator.event(ev.TradedCards(2, 1, "king", "guard", (2, 1))) == [
        "You now hold the King; Ben now holds the Guard."]
    assert narrator.event(ev.TokenGained(2, ev.TOKEN_SPY, 2)) == [
        "You gain a token for the Spy and now have 2 tokens."]


def test_german_uses_the_right_case_for_each_card():
    narrator = Narrator(TEXTS["de"], ["Anna", "Ben"], "2019", listener=0)
    assert narrator.event(ev.Played(1, "prince", 0, None, None)) == [
        "Ben spielt den Prinzen aus und wählt dich."]
    assert narrator.event(ev.Played(0, "guard", 1, None, "countess")) == [
        "Du spielst die Wächterin aus, wählst Ben und nennst die Gräfin."]


def test_japanese_reads_as_japanese():
    narrator = Narrator(TEXTS["ja"], default_names(TEXTS["ja"], 2), "2019", listener=0)
    assert narrator.event(ev.DrewCard(0, "baron", (0,))) == ["「男爵」を引きました。"]
    assert narrator.event(ev.TurnStarted(1)) == ["プレイヤー2の手番です。"]


def test_premium_guesses_are_values():
    narrator = Narrator(TEXTS["en"], ["Ann", "Ben", "Cy"], "premium", listener=None)
    assert narrator.event(ev.GuessResult(0, "guard", 1, 5, True)) == [
        "Correct: Ben's card has the value 5."]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_code_has_a_message(language):
    narrator = Narrator(TEXTS[language], default_names(TEXTS[language], 3), "2019")
    details = {"card": "king", "guard_card": "guard", "guess": "joker", "target": 1,
               "seat": 0, "to_act": 1, "expected": "play", "cards": ("spy",)}
    for code in err.ALL_CODES:
        message = narrator.error(IllegalAction(code, **details))
        assert message and "{" not in message


def test_queries_answer_in_full_sentences():
    state = next(play_bot_game("love-letter", "2019", 3, 1))[0]
    view = view_for(state, state.to_act)
    for language, texts in TEXTS.items():
        narrator = Narrator(texts, default_names(texts, 3), "2019", listener=view.seat)
        answers = [narrator.hand(view), narrator.turn(view), narrator.tokens(view),
                   narrator.discards(view), narrator.discards(view, blind=True),
                   narrator.players(view), narrator.deck(view), narrator.unseen(view),
                   *narrator.reference(3)]
        assert all(answer and "{" not in answer for answer in answers), language
    english = Narrator(TEXTS["en"], default_names(TEXTS["en"], 3), "2019", listener=view.seat)
    assert english.turn(view) == "Your turn: choose a card to play."
    assert english.hand(view).startswith("Your hand: ")
    assert ", 0: No effect when played." in english.reference(3)[-1]
    assert english.reference(3)[0] == "Love Letter, 2019 edition: 21 cards."


def test_unseen_counts_leave_out_what_the_listener_saw():
    state = next(play_bot_game("love-letter", "classic", 2, 2))[0]
    view = view_for(state, 0)
    narrator = Narrator(TEXTS["en"], ["A", "B"], "classic", listener=0)
    text = narrator.unseen(view)
    total = sum(int(part.split()[0]) for part in
                text.removeprefix("Not yet seen by you: ").rstrip(".").replace(" and ", ", ")
                .split(", "))
    assert total == 16 - len(view.hand) - len(view.face_up)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_priest_or_baroness_on_you_tells_who_now_knows_your_card(language):
    names = ["Ann", "Ben", "Cleo"]
    you = Narrator(TEXTS[language], names, "premium", listener=1)
    priest = you.event(ev.Played(0, "priest", 1, None, None))
    baroness = you.event(ev.Played(2, "baroness", None, (0, 1), None))
    knows = TEXTS[language].text("{player} now knows your card.", player="Ann")
    assert priest[-1] == knows and len(priest) == 2
    assert baroness[-1] == TEXTS[language].text("{player} now knows your card.", player="Cleo")
    others = Narrator(TEXTS[language], names, "premium", listener=2)
    assert len(others.event(ev.Played(0, "priest", 1, None, None))) == 1, "only the one seen"
    assert len(you.event(ev.Played(0, "baron", 1, None, None))) == 1, "a Baron says it otherwise"


def test_cards_you_put_under_the_deck_are_not_unseen():
    from accessible_ll.games.love_letter.engine import Action
    from tests.helpers import fixed_game
    state = fixed_game("2019", 2, ["spy", "guard", "guard", "guard", "chancellor", "priest",
                                   "handmaid", "prince", "countess"])
    state.apply(Action(0, play="chancellor"))
    state.apply(Action(0, keep="handmaid", bottom=("prince", "countess")))
    view = view_for(state, 0)
    text = Narrator(TEXTS["en"], ["A", "B"], "2019", listener=0).unseen(view)
    assert view.bottom_known == ("countess", "prince")
    assert "Countess" not in text, text
    assert "1 Prince," in text, text  # two Princes, one seen under the deck


@pytest.mark.parametrize("language", LANGUAGES)
def test_kanai_refusals_name_the_card_played_and_guesses_go_up_by_value(language):
    from accessible_ll.games.love_letter.editions import find_edition
    from accessible_ll.games.love_letter.engine import Action
    from accessible_ll.games.love_letter.engine.diagnose import diagnose
    from tests.helpers import fixed_game
    state = fixed_game("kanai", 2, ["monk", "soldier", "clown", "knight", "wizard"])
    state.hands[state.current] = ["soldier", "clown"]
    error = diagnose(state, Action(state.current, play="soldier", target=state.current,
                                   guess="clown"))
    texts = TEXTS[language]
    said = Narrator(texts, ["A", "B"], "kanai", listener=state.current).error(error)
    assert texts.card("soldier", "nom").strip("「」").split()[-1] in said, said
    assert texts.card("guard", "nom").strip("「」").split()[-1] not in said, said
    edition = find_edition("kanai")
    values = [edition.value(card) for card in edition.guesses()]
    assert values == sorted(values) and edition.guesses()[-1] == "princess"


def test_a_refusal_is_said_as_the_game_free_table_asks_any_game():
    from accessible_ll.kit import Refusal
    from accessible_ll.games.love_letter import words as lw
    for language in LANGUAGES:
        texts = Texts.for_language(language)
        narrator = Narrator(texts, ["Ann", "Ben"], "2019", 0)
        rules = err.IllegalAction(err.NOT_YOUR_TURN, to_act=1)
        assert narrator.refusal(rules) == narrator.error(rules)
        assert narrator.refusal(Refusal(err.TARGET_PROTECTED, target=1)) == narrator.error(
            err.IllegalAction(err.TARGET_PROTECTED, target=1))
        assert narrator.refusal(Refusal("not_deciding", seat=0)) == texts.text(
            lw.NOTHING_TO_DECIDE)
        assert narrator.refusal(Refusal("malformed_action")) == texts.text(
            lw.ACTION_UNREADABLE)
    assert Narrator(Texts.for_language("de"), ["Ann", "Ben"], "2019", 0).refusal(
        Refusal("not_deciding")) == "Du hast gerade nichts zu entscheiden."
