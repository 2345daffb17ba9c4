"""What players of Disloyal Royals hear: every event in ja, en and de, each listener told
only what they may know (contract §9), the review answers, the dice odds, the refusals and
a whole game through ``accessible-ll simulate``."""

from __future__ import annotations

import json

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals import errors as err
from accessible_ll.games.disloyal_royals import events as ev
from accessible_ll.games.disloyal_royals.actions import Action
from accessible_ll.games.disloyal_royals.narrator import Narrator, chance
from accessible_ll.games.disloyal_royals.scenario import run_scenario
from accessible_ll.games.disloyal_royals.state import RoyalsState
from accessible_ll.games.disloyal_royals.view import view
from accessible_ll.kit import Chance
from accessible_ll.narration.i18n import Texts
from accessible_ll.play import bot_game

ROOT = Path(__file__).resolve().parents[3]
GAME = find_game("disloyal-royals")
LANGUAGES = ("ja", "en", "de")
NAMES = ["Mia", "Tom"]
LISTENERS = (0, 1, None, "all")
ALL_KINDS = {cls.kind for cls in vars(ev).values()
             if isinstance(cls, type) and isinstance(getattr(cls, "kind", None), str)}
SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def load_scenario(path):
    return json.loads(path.read_text(encoding="utf-8"))



class Checked:
    """The real catalogs, noting every message whose translation is its English source
    (a sentence left untranslated) in a language other than English."""

    def __init__(self, language: str) -> None:
        self.texts = Texts.for_language(language)
        self.language = self.texts.language
        self.untranslated: set[str] = set()

    def _note(self, source: str, found: str) -> None:
        letters = re.sub(r"\{\w+\}", "", source)
        if self.language != "en" and found == source and re.search("[A-Za-z]", letters):
            self.untranslated.add(source)

    def text(self, message, **values):
        self._note(message, self.texts._t.gettext(message))
        return self.texts.text(message, **values)

    def plural(self, message, count, **values):
        self._note(message[count != 1], self.texts._t.ngettext(*message, count))
        return self.texts.plural(message, count, **values)

    def context(self, message, **values):
        self._note(message[1], self.texts._t.pgettext(*message))
        return self.texts.context(message, **values)


def game_logs():
    """The events of seeded games (random and heuristic bots) and of the rules vectors:
    together they hold every kind of event and every way a game ends."""
    logs = []
    for seed in range(12):
        levels = ["heuristic", "random"] if seed % 2 else ["random", "random"]
        state = None
        for step in bot_game(GAME, None, levels, seed):
            state = step.state
        logs.append(list(state.log))
    for path in SCENARIOS:
        logs.append(list(run_scenario(load_scenario(path)).state.log))
    return logs


@pytest.fixture(scope="module")
def logs():
    return game_logs()


def test_the_games_cover_every_kind_of_event(logs):
    kinds = {event.kind for log in logs for event in log}
    assert kinds == ALL_KINDS
    ends = {(e.reason, bool(e.winners), e.tie_break) for log in logs for e in log
            if e.kind == "game_over"}
    assert {(ev.BY_DECK, True, False), (ev.BY_DECK, True, True), (ev.BY_DECK, False, False),
            (ev.BY_ELIMINATION, True, False)} <= ends


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_event_is_told_in_each_language(logs, language):
    words = Checked(language)
    told = set()
    for log in logs:
        for listener in LISTENERS:
            narrator = Narrator(words, NAMES, "standard", listener)
            for event in log:
                lines = narrator.events([event])
                for line in lines:
                    assert line.strip() and "{" not in line and "}" not in line, line
                    if language == "ja":
                        assert "  " not in line and "。 " not in line, line
                if lines:
                    told.add(event.kind)
    assert words.untranslated == set()
    # A draw or a burial is told with the count or the cards; nothing else is silent.
    assert told == ALL_KINDS


def hidden_from(state: RoyalsState, listener, known) -> set[str]:
    """The cards ``listener`` may not know now: the other seats' hands (except cards
    they were seen to take), their buried cards until the end, and the deck."""
    hidden = set(state.deck)
    for seat in (0, 1):
        if seat == listener:
            continue
        hidden |= set(state.hands[seat]) - known[seat]
        if state.phase != "over":
            hidden |= {x for pile in state.treasure[seat] for x in pile}
    return hidden


SPOKEN = re.compile(r"the (Ace|[0-9]+|Jack|Queen|King) of (clubs|diamonds|hearts|spades)")


def cards_named(said: str) -> set[str]:
    """The cards an English sentence names ("the 7 of clubs" is 7C)."""
    return {(rank if rank.isdigit() else rank[0]) + suit[0].upper()
            for rank, suit in SPOKEN.findall(said)}


def test_no_listener_hears_a_card_they_may_not_know():
    """150 games: every message 300 games have each listener hear is heard by game 121
    (the last: a tie on points won by the larger court)."""
    words = Texts.for_language("en")
    games = 0
    for seed in range(150):
        levels = ["heuristic", "random"] if seed % 3 == 0 else ["random", "random"]
        narrators = {listener: Narrator(words, NAMES, "standard", listener)
                     for listener in (0, 1, None)}
        known: dict[int, set[str]] = {0: set(), 1: set()}
        for step in bot_game(GAME, None, levels, seed):
            state = step.state
            for event in step.events:
                if event.kind == "revealed" and event.to is not None:
                    known[event.to].add(event.card)
                if event.kind == "royal_removed" and event.to_hand:
                    known[event.owner].add(event.card)
            for seat in (0, 1):
                known[seat] &= set(state.hands[seat])
            for listener, narrator in narrators.items():
                said = " ".join(narrator.events(step.events))
                named = cards_named(said)
                assert named <= c.CARD_IDS, said
                leaked = named & hidden_from(state, listener, known)
                assert not leaked, (seed, listener, said)
        games += 1
    assert games == 150


def test_the_owner_hears_their_cards_and_the_other_only_counts():
    state = RoyalsState.setup(
        Chance(1), courts=[["JS", "QD", "KH"], ["JH", "QS", "KC"]],
        hands=[["2D", "7C", "5H", "AS", "9D"], ["3C", "4C", "6S", "8H", "10D"]],
        deck=["2C", "3D", "4H"], first=0, refill=False)
    events = state.apply(Action(0, "bury", ("2D", "9D"), "Q"))
    en = Texts.for_language("en")
    mine = Narrator(en, NAMES, "standard", 0).events(events)
    theirs = Narrator(en, NAMES, "standard", 1).events(events)
    watching = Narrator(en, NAMES, "standard", None).events(events)
    assert mine == ["You bury the 2 of diamonds and the 9 of diamonds behind your Queen of "
                    "diamonds, in this order, the first at the bottom. 2 cards are buried "
                    "there now."]
    assert theirs == ["Mia buries 2 cards behind their Queen of diamonds. 2 cards are "
                      "buried there now."]
    assert watching == theirs
    de = Narrator(Texts.for_language("de"), NAMES, "standard", 1).events(events)
    assert de == ["Mia vergräbt 2 Karten hinter der Karo-Dame. Dort sind jetzt 2 Karten "
                  "vergraben."]


def test_an_attack_is_told_with_its_dice_and_hearts():
    data = load_scenario(SCENARIOS[1])   # vector 2: 4, 1, 6 against 4+, two hearts go
    result = run_scenario(data)
    events = result.state.log[-4:]
    said = Narrator(Texts.for_language("en"), NAMES, "standard", 1).events(events)
    assert "4, 1, 6: 2 successes against 4 or more." in said
    assert any(line.startswith("Mia attacks your Queen of spades with") for line in said)
    assert said[-1] == "A success removes the 2 of hearts from your Queen of spades: no heart is left."
    ja = Narrator(Texts.for_language("ja"), NAMES, "standard", 1).events(events)
    assert "出目は4、1、6。4以上で成功、成功は2回です。" in ja


def review_state() -> RoyalsState:
    return RoyalsState.setup(
        Chance(2), courts=[["JS", "QD", "KH"], ["JH", "QS", "KC"]],
        hands=[["2C", "7C", "5H"], ["3C", "4C", "6S", "8H", "10S"]],
        defence=[[[], ["2H"], []], [["3H", "4H"], [], []]],
        treasure=[[["5D", "10D"], [], ["9C"]], [["AD"], ["6D", "7D"], []]],
        deck=["2S", "3S"], discard=["8C", "9S"], reshuffle_used=True, first=0,
        refill=False)


def test_review_answers_tell_only_what_the_listener_knows():
    state = review_state()
    en = Texts.for_language("en")
    mine, theirs = view(state, 0), view(state, None)
    narrator = Narrator(en, NAMES, "standard", 0)
    assert narrator.hand(mine) == ("Your hand, 3 cards: the 5 of hearts, the 2 of clubs, "
                                   "and the 7 of clubs. Tom holds 5 cards.")
    courts = narrator.courts_review(mine)
    assert courts.startswith("Your court: Jack of spades: no hearts, 2 cards buried; "
                             "dice need 3 or more.")
    assert "Tom's court: Jack of hearts: 2 hearts, 1 card buried; dice need 4 or more." \
        in courts
    assert "the Ace of diamonds" not in courts and "6 of diamonds" not in courts
    treasure = narrator.treasure(mine)
    assert treasure == ("Behind your Jack of spades, from the bottom: the 5 of diamonds "
                        "and the 10 of diamonds. Behind your Queen of diamonds: nothing. "
                        "Behind your King of hearts: the 9 of clubs.")
    assert narrator.discard(mine) == ("The discard pile, 2 cards, top first: the 9 of "
                                      "spades and the 8 of clubs.")
    assert narrator.deck(mine).startswith("The deck holds 2 cards. The reshuffle has been used")
    # Mine: 5D 1 + 10D 2 + QD 2 = 5; Tom's buried cards are unseen.
    assert narrator.score(mine) == ("Your score so far: 5 points. Tom: 0 points from "
                                    "diamond royals, and 3 buried cards unseen.")
    spectator = Narrator(en, NAMES, "standard", None)
    assert spectator.treasure(theirs) == "Only its owner knows what is buried."
    assert "5 of diamonds" not in spectator.score(theirs)
    for language in ("ja", "de"):
        other = Narrator(Checked(language), NAMES, "standard", 0)
        for answer in (other.hand, other.courts_review, other.treasure, other.discard,
                       other.deck, other.score):
            assert answer(mine) and "{" not in answer(mine)
        assert other.words.untranslated == set()


def test_the_chance_of_an_attack_is_exact():
    en = Texts.for_language("en")
    assert chance(en, 3, 4, hearts=2) == ("3 dice, each succeeding on 4 or more: 88% to "
                                          "succeed at least once, 50% to remove both "
                                          "hearts, 13% to assassinate.")
    assert chance(en, 1, 3, hearts=0) == "1 die, succeeding on 3 or more: 67% to assassinate."
    # Three hearts against two dice: no assassination is possible, none is offered.
    assert "assassinate" not in chance(en, 2, 6, hearts=3)
    assert chance(en, 2, 4, pile=2).endswith("75% to succeed at least once, 25% to dig up "
                                             "both cards.")
    assert chance(en, 3, 4, pile=3).endswith("13% to dig up all 3 cards.")
    assert "25 %, dass beide Karten ausgegraben werden" in chance(
        Texts.for_language("de"), 2, 4, pile=2)
    assert "88％" in chance(Texts.for_language("ja"), 3, 4, hearts=2)
    assert "50 %, dass beide Herzen fallen" in chance(Texts.for_language("de"), 3, 4, hearts=2)


@pytest.mark.parametrize("language, one_die, under_one, never", [
    ("en", "1 die, succeeding on 4 or more: 50% to succeed.",
     "3 dice, each succeeding on 6 or more: 42% to succeed at least once, under 1% to "
     "remove all 3 hearts.",
     "1 die, succeeding on 4 or more: 50% to succeed, no chance to remove both hearts."),
    ("de", "1 Würfel, Erfolg bei 4 oder mehr: 50 % für einen Erfolg.",
     "3 Würfel, jeder mit Erfolg bei 6 oder mehr: 42 % für mindestens einen Erfolg, unter "
     "1 %, dass alle 3 Herzen fallen.",
     "1 Würfel, Erfolg bei 4 oder mehr: 50 % für einen Erfolg, ausgeschlossen, dass beide "
     "Herzen fallen."),
    ("ja", "ダイス1個、4以上で成功：成功するのは50％です。",
     "ダイス3個、6以上で成功：成功1回以上は42％、ハート3枚をすべて取り除くのは1％未満です。",
     "ダイス1個、4以上で成功：成功するのは50％、ハート2枚とも取り除くのは不可能です。"),
])
def test_a_chance_is_never_said_as_0_unless_it_cannot_happen(language, one_die, under_one,
                                                              never):
    """One die is a success, not "at least one"; a chance that rounds to 0 is "under
    1%" (three hearts at 6 or more with three dice: 0.46%); fewer dice than hearts
    cannot remove them all, and the odds say so."""
    words = Checked(language)
    assert chance(words, 1, 4, pile=2) == one_die
    assert chance(words, 3, 6, hearts=3) == under_one
    assert chance(words, 1, 4, hearts=2) == never
    many = chance(words, 8, 3, hearts=0)
    assert {"en": "over 99%", "de": "über 99 %", "ja": "99％超"}[language] in many
    assert not words.untranslated


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_has_a_sentence(language):
    words = Checked(language)
    narrator = Narrator(words, NAMES, "standard", 0)
    said = {code: narrator.refusal(err.IllegalAction(code)) for code in err.ALL_CODES}
    assert all(said.values())
    assert words.untranslated == set()
    state = review_state()
    refusal = state.refusal(Action(0, "fortify", ("2C",), "J"))
    assert refusal.code == err.NOT_A_HEART
    sentence = narrator.refusal(refusal)
    name = {"ja": "クラブの2", "en": "the 2 of clubs", "de": "Kreuz 2"}[language]
    assert name in sentence


@pytest.mark.parametrize("language, last", [("ja", "勝ち"), ("en", "win"), ("de", "gewinn")])
def test_a_whole_game_through_simulate_ends_with_the_score(language, last):
    out = subprocess.run(
        [sys.executable, "-m", "accessible_ll.cli", "simulate", "--game", "disloyal-royals",
         "--lang", language, "--viewer", "0", "--seed", "3"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    score = {"ja": "得点は", "en": "score", "de": "erziel"}[language]
    assert sum(score in line for line in lines[-3:-1]) == 2, lines[-3:]
    assert last in lines[-1] or "draw" in lines[-1], lines[-1]


@pytest.mark.parametrize("language, club, spade, yours", [
    ("en", "One of these dice comes from a club royal in Mia's court.",
     "One of these dice comes from a spade royal in Mia's court.",
     "One of these dice comes from a club royal in your court."),
    ("de", "Einer dieser Würfel kommt von einem Kreuz-Royal am Hof von Mia.",
     "Einer dieser Würfel kommt von einem Pik-Royal am Hof von Mia.",
     "Einer dieser Würfel kommt von einem Kreuz-Royal an deinem Hof."),
    ("ja", "このうち1個は、Miaの宮廷にいるクラブの王族の分です。",
     "このうち1個は、Miaの宮廷にいるスペードの王族の分です。",
     "このうち1個は、あなたの宮廷にいるクラブの王族の分です。"),
])
def test_dice_from_the_roller_s_royals_are_said_where_they_come_from(language, club, spade,
                                                                     yours):
    """The extra die comes from a royal of the roller's court: whose court is said."""
    attack = run_scenario(load_scenario(SCENARIOS[1])).state.log   # 2 clubs and K♣: 3 dice
    dig = run_scenario(load_scenario(SCENARIOS[4])).state.log      # 1 spade and J♠: 2 dice
    narrator = Narrator(Texts.for_language(language), NAMES, "standard", 1)
    assert club in " ".join(narrator.events(attack))
    assert spade in " ".join(narrator.events(dig))
    roller = Narrator(Texts.for_language(language), NAMES, "standard", 0)
    assert yours in " ".join(roller.events(attack))
    plain = ev.Attacked(0, 1, "Q", "QS", ("7C", "2C"), 2)
    assert Narrator(Texts.for_language("en"), NAMES, "standard", 1).events([plain]) == [
        "Mia attacks your Queen of spades with the 7 of clubs and the 2 of clubs: 2 dice."]


@pytest.mark.parametrize("language, back, discarded", [
    ("en", "The assassinated royal, the Queen of diamonds, comes back into your hand, as a "
           "diamond royal does.",
     "The assassinated royal, the Jack of hearts, goes to the discard pile, as any royal "
     "but a diamond does."),
    ("de", "wie jeder Karo-Royal.", "wie jeder Royal außer Karo."),
    ("ja", "ダイヤの王族なのであなたの手札に戻ります。", "ダイヤ以外の王族なので捨て札になります。"),
])
def test_where_an_assassinated_royal_goes_says_why(language, back, discarded):
    """A ♦ royal goes back to its owner's hand, any other to the discard pile (§5):
    the line says so, so the two endings do not seem arbitrary."""
    words = Texts.for_language(language)
    names = ["Mia", "Tom"]
    narrator = Narrator(words, names, "standard", 0)
    narrator.events(RoyalsState.setup(Chance(1), courts=[["JH", "QD", "KS"], ["JC", "QS", "KD"]],
                                      deck=[], hands=[[], []], first=0).log)
    said = narrator.events([ev.RoyalRemoved(0, "Q", "QD", True),
                            ev.RoyalRemoved(0, "J", "JH", False)])
    assert said[0].endswith(back) and said[1].endswith(discarded), said


@pytest.mark.parametrize("language, drawer, other", [
    ("en", "The new deck runs out too, and you need 1 more card: the game ends at once.",
     "The new deck runs out too, and Tom needs 1 more card: the game ends at once."),
    ("de", "Auch der neue Nachziehstapel ist aufgebraucht, dir fehlt noch 1 Karte: Das Spiel "
           "endet sofort.",
     "Auch der neue Nachziehstapel ist aufgebraucht, Tom fehlt noch 1 Karte: Das Spiel endet "
     "sofort."),
    ("ja", "新しい山札もなくなりました。あと1枚足りないので、ゲームはここで終わります。",
     "新しい山札もなくなりました。Tomはあと1枚足りないので、ゲームはここで終わります。"),
])
def test_a_reshuffle_that_runs_short_ends_the_game_in_words(language, drawer, other):
    """§7: the reshuffle during Tom's Refill cannot finish his draw: both hear that the
    game ends there, then the score (Tom takes no action)."""
    path = next(p for p in SCENARIOS if p.stem == "09c_reshuffle_short")
    log = run_scenario(load_scenario(path)).state.log
    for listener, said in ((1, drawer), (0, other)):
        lines = Narrator(Texts.for_language(language), NAMES, "standard", listener).events(log)
        assert lines[-4] == said, lines[-6:]  # then each score, then who won


def test_the_words_read_as_players_say_them():
    """German contracts „von dem“, says „beide“ for two and hyphenates a royal's name;
    none is said as such („keine Herzen“, 「ハートなし」), one buried card is one;
    Japanese names the listener once a sentence."""
    de = Texts.for_language("de")
    tom = Narrator(de, NAMES, "standard", 1)
    tom.events(RoyalsState.setup(Chance(1), courts=[["JH", "QD", "KS"], ["JC", "QS", "KD"]],
                                 deck=[], hands=[[], []], first=0).log)
    assert tom.events([ev.HeartRemoved(0, "J", "JH", "5H", 1)]) == [
        "Ein Erfolg entfernt Herz 5 vom Herz-Buben von Mia: noch 1 Herz."]
    assert tom.events([ev.HeartRemoved(1, "Q", "QS", "5H", 0)]) == [
        "Ein Erfolg entfernt Herz 5 von deiner Pik-Dame: Kein Herz ist mehr übrig."]
    assert "beide Karten" in chance(de, 2, 4, pile=2)
    state = review_state()
    lines = {language: Narrator(Texts.for_language(language), NAMES, "standard",
                                0).courts_review(view(state, 0))
             for language in LANGUAGES}
    assert "Kreuz-König: keine Herzen, nichts vergraben" in lines["de"]
    assert "ハートなし" in lines["ja"] and "0枚" not in lines["ja"]
    assert "no hearts" in lines["en"] and "0 hearts" not in lines["en"]
    state.apply(Action(0, "end"))
    state.treasure[1] = [["2S"], [], []]
    said = Narrator(Texts.for_language("en"), NAMES, "standard", 0).score(view(state, 0))
    assert said.endswith("Tom: 0 points from diamond royals, and 1 buried card unseen.")
    ja = Narrator(Texts.for_language("ja"), NAMES, "standard", 0)
    ja.events(state.log[:1])
    fortified = ja.events([ev.Fortified(0, "5H", "Q", "QD", 1)])[0]
    assert fortified == "ハートの5であなたのダイヤのクイーンの守りを固めました。ハートは1枚です。"


@pytest.mark.parametrize("language, said", [
    ("en", "You bury the 3 of diamonds and the 2 of diamonds behind your King of spades, in "
           "this order, the first at the bottom. 4 cards are buried there now."),
    ("de", "Du vergräbst Karo 3 und Karo 2 hinter deinem Pik-König, in dieser Reihenfolge, "
           "die erste zuunterst. Dort sind jetzt 4 Karten vergraben."),
    ("ja", "ダイヤの3とダイヤの2を、この順にあなたのスペードのキングの後ろに埋めました。最初の札が"
           "いちばん下です。そこに埋まっている札は4枚になりました。"),
])
def test_a_burial_told_alone_names_its_royal_and_the_pile(language, said):
    """A burial told to its owner without the public count before it (as what waited
    for a person at a shared computer is told) still says whose royal, and how many
    cards are buried behind it now."""
    narrator = Narrator(Texts.for_language(language), NAMES, "standard", 0)
    assert narrator.events([ev.BuriedCards(0, "K", "KS", ("3D", "2D"), 4,
                                           audience=(0,))]) == [said]


@pytest.mark.parametrize("language, question, row", [
    ("en", "A game of Disloyal Royals you left unfinished is saved at turn 3, Tom to play. "
           "Continue it?", "Continue the saved game: Disloyal Royals, turn 3, Tom to play."),
    ("de", "Eine unvollendete Partie Disloyal Royals ist gespeichert, im 3. Zug: Tom ist am "
           "Zug. Fortsetzen?",
     "Gespeichertes Spiel fortsetzen: Disloyal Royals, 3. Zug, Tom ist am Zug."),
    ("ja", "やりかけのディスロイヤル・ロイヤルズのゲームが保存されています。3手番目で、Tomの手番です。"
           "続けますか？", "保存したゲームを続ける：ディスロイヤル・ロイヤルズ、3手番目、Tomの手番。"),
])
def test_a_saved_game_is_offered_by_its_turn_not_its_moves(language, question, row):
    """A turn is each player's (Zug, 手番, as the game says everywhere): a saved game says
    which turn it stands in, not how many actions were made."""
    state = RoyalsState.setup(Chance(1), courts=[["JH", "QD", "KS"], ["JC", "QS", "KD"]],
                              first=1, deck=["3C", "4C", "5C", "6C", "7C", "8C"],
                              hands=[["2H", "3H", "4H", "5H", "6H"],
                                     ["2C", "2S", "3S", "4S", "5S"]])
    for action in (Action(1, "bury", ("2C",), "J"), Action(1, "end"), Action(0, "end")):
        state.apply(action)
    narrator = Narrator(Texts.for_language(language), NAMES, "standard", None)
    assert GAME.narration.saved.question(narrator, view(state, None)) == question
    assert GAME.narration.saved.row(narrator, view(state, None)) == row


FACE_CARDS_SAID = {
    "de": ["Du befestigst deine Pik-Dame mit dem Herz-Buben: 1 Herz.",
           "Tom befestigt den Karo-König mit dem Herz-König: 2 Herzen.",
           "Du setzt den Karo-Buben als Nachfolger ein.",
           "Tom setzt die Karo-Dame als Nachfolger ein.",
           "Du gräbst mit dem Pik-Buben hinter dem Karo-König von Tom: 1 Würfel. Dort sind 2 "
           "Karten vergraben.",
           "Tom greift deine Pik-Dame mit dem Kreuz-König an: 1 Würfel.",
           "Tom greift deine Pik-Dame mit Kreuz-König und Kreuz 6 an: 2 Würfel.",
           "Du ziehst den Pik-Buben.",
           "Ein Erfolg entfernt die Herz-Dame vom Karo-König von Tom: noch 1 Herz.",
           "Der ermordete Royal, die Karo-Dame, kommt zurück auf deine Hand, wie jeder "
           "Karo-Royal.",
           "Du hast den Pik-Buben nicht auf der Hand.",
           "Nur Kreuz kann angreifen, nicht der Pik-Bube.",
           "Welchen deiner Royals befestigst du mit dem Herz-Buben?"],
    "en": ["You fortify your Queen of spades with the Jack of hearts: 1 heart.",
           "Tom fortifies their King of diamonds with the King of hearts: 2 hearts.",
           "You install the Jack of diamonds as a successor.",
           "Tom installs the Queen of diamonds as a successor.",
           "You dig behind Tom's King of diamonds with the Jack of spades: 1 die. 2 cards "
           "are buried there.",
           "Tom attacks your Queen of spades with the King of clubs: 1 die.",
           "Tom attacks your Queen of spades with the King of clubs and the 6 of clubs: 2 "
           "dice.",
           "You draw the Jack of spades.",
           "A success removes the Queen of hearts from Tom's King of diamonds: 1 heart left.",
           "The assassinated royal, the Queen of diamonds, comes back into your hand, as a "
           "diamond royal does.",
           "You do not hold the Jack of spades.",
           "Only clubs can attack, not the Jack of spades.",
           "Which of your royals do you fortify with the Jack of hearts?"],
    "ja": ["ハートのジャックであなたのスペードのクイーンの守りを固めました。ハートは1枚です。",
           "Tomはハートのキングで自分のダイヤのキングの守りを固めました。ハートは2枚です。",
           "あなたはダイヤのジャックを後継の王族として据えました。",
           "Tomはダイヤのクイーンを後継の王族として据えました。",
           "あなたはスペードのジャックでTomのダイヤのキングの財宝を掘り返します。ダイスは1個です。"
           "そこには2枚埋まっています。",
           "Tomはクラブのキングであなたのスペードのクイーンを攻撃します。ダイスは1個です。",
           "Tomはクラブのキングとクラブの6であなたのスペードのクイーンを攻撃します。ダイスは2個です。",
           "あなたはスペードのジャックを引きました。",
           "成功1回でTomのダイヤのキングからハートのクイーンを取り除きました。ハートは残り1枚です。",
           "暗殺された王族、ダイヤのクイーンは、ダイヤの王族なのであなたの手札に戻ります。",
           "スペードのジャックは手札にありません。",
           "スペードのジャックはクラブではありません。攻撃できるのはクラブだけです。",
           "ハートのジャックであなたのどの王族の守りを固めますか？"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_face_card_is_said_in_the_case_its_sentence_gives_it(language):
    """A Jack, Queen or King named alone in a sentence (a heart fortifying a royal, a
    successor, a card played, drawn or refused) has its article and case in German
    („mit dem Herz-Buben“, „setzt den Karo-Buben ein“); a list of several stays as card
    players say it; English and Japanese say it as before."""
    from accessible_ll.games.disloyal_royals.ask import ask
    words = Checked(language)
    narrator = Narrator(words, NAMES, "standard", 0)
    narrator.events(RoyalsState.setup(Chance(1), courts=[["JH", "QS", "KS"], ["JC", "QS", "KD"]],
                                      deck=[], hands=[[], []], first=0).log)
    said = [line for e in (
        ev.Fortified(0, "JH", "Q", "QS", 1), ev.Fortified(1, "KH", "K", "KD", 2),
        ev.Installed(0, "JD", "J"), ev.Installed(1, "QD", "Q"),
        ev.Dug(0, 1, "K", "KD", ("JS",), 1, 2), ev.Attacked(1, 0, "Q", "QS", ("KC",), 1),
        ev.Attacked(1, 0, "Q", "QS", ("KC", "6C"), 2), ev.DrewCards(0, ("JS",), audience=(0,)),
        ev.HeartRemoved(1, "K", "KD", "QH", 1), ev.RoyalRemoved(0, "Q", "QD", True))
        for line in narrator.events([e])]
    said.append(narrator.refusal(err.IllegalAction(err.NOT_IN_HAND, card="JS")))
    said.append(narrator.refusal(err.IllegalAction(err.NOT_A_CLUB, card="JS")))
    state = RoyalsState.setup(Chance(1), courts=[["JC", "QD", "KS"], ["JH", "QS", "KD"]],
                              deck=[], hands=[["JH", "2C"], []], first=0, refill=False)
    step = ask(narrator, view(state, 0), state.legal_actions(0),
               {"act": "fortify", "cards": "JH"})
    said.append(step.prompt)
    assert said == FACE_CARDS_SAID[language]
    assert words.untranslated == set()
