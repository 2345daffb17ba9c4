"""The review keys of Verräter: every key answers, for every seat and a spectator, in
every phase of whole seeded games, and each answer says what a player needs."""

from __future__ import annotations

import re

import pytest

from accessible_ll.games.verraeter import GAME
from accessible_ll.games.verraeter import events as ev
from accessible_ll.games.verraeter import cards as r
from accessible_ll.games.verraeter import words as w
from accessible_ll.games.verraeter.narrator import Narrator
from accessible_ll.games.verraeter.state import State
from accessible_ll.games.verraeter.view import view
from accessible_ll.narration.i18n import Texts
from accessible_ll.simulate import play_bot_game

LANGUAGES = ("ja", "en", "de")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


@pytest.fixture(scope="module")
def texts():
    return {lang: Texts.for_language(lang) for lang in LANGUAGES}


def _names(players: int) -> list[str]:
    return [f"P{seat}x" for seat in range(players)]


@pytest.mark.parametrize("seed", range(6))
def test_every_review_key_answers_in_every_phase(texts, seed):
    players = 3 + seed % 3
    lang = LANGUAGES[seed % 3]
    narrators = {listener: Narrator(texts[lang], _names(players), "standard", listener)
                 for listener in (*range(players), None)}
    phases, turned = set(), 0
    for state, events in play_bot_game("verraeter", None, players, seed):
        phases.add(state.phase)
        turned += sum(1 for event in events if event.kind == "landscape_turned")
        for listener, narrator in narrators.items():
            seen = view(state, listener)
            for review in GAME.narration.reviews:
                lines = review.lines(narrator, seen)
                assert lines and all(line and not PLACEHOLDER.search(line)
                                     for line in lines), (review.id, state.phase, lines)
    assert turned and {"builder", "discard", "over"} <= phases, phases


def test_the_battle_review_after_the_battle_says_it_as_it_was_fought(texts):
    """Once a landscape has turned both battlefield landscapes show one house; the
    review still tells each side and who won, as the battle itself was told."""
    told = 0
    for seed in range(4):
        narrator = Narrator(texts["en"], _names(4), "standard", 0)
        fought = None
        for state, events in play_bot_game("verraeter", None, 4, seed):
            narrator.events(events)   # the ring as the listener knows it
            battle = [e for e in events if isinstance(e, ev.BattleFought)]
            fought = narrator.events(battle) if battle and battle[0].winner else fought
            if state.phase == "discard" and fought:
                assert narrator.battle(view(state, 0)) == fought
                fought, told = None, told + 1
    assert told >= 4


def test_the_standings_before_the_first_round_say_so_and_call_the_listener_you(texts):
    state = State.new(4, 3)
    assert state.round_no == 0
    lines = Narrator(texts["en"], _names(4), "standard", 1).scores(view(state, 1))
    assert lines == ["Before round 1 of 8: the Estates are being placed.",
                     "P2x is the start player.", "P3x holds the strategy card.",
                     "P0x: 0 points.", "You: 0 points.", "P2x: 0 points.", "P3x: 0 points."]
    watching = Narrator(texts["en"], _names(4), "standard", None).scores(view(state, None))
    assert not any("You" in line for line in watching)
    for lang in LANGUAGES:
        said = Narrator(texts[lang], _names(4), "standard", 1).scores(view(state, 1))
        assert not any("0" in line for line in said[:1]), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_opening_names_the_game_as_the_table_and_dialogs_do(texts, lang):
    state = State.new(4, 3)
    opening = Narrator(texts[lang], _names(4), "standard", 0).events(state.log)[0]
    assert GAME.titles[lang] in opening
    assert lang != "en" or opening.startswith("A game of Traitor (Verräter) for 4 players")


def _supply_lines(texts, listener, seeds=range(4)):
    """Each supply step's events and what ``listener`` hears of them (4 players)."""
    for seed in seeds:
        narrator = Narrator(texts["en"], _names(4), "standard", listener)
        for _state, events in play_bot_game("verraeter", None, 4, seed):
            yield events, narrator.events(events)


def _cards(cards) -> str:
    """How many cards, in words: "1 card" (never a bare value: "You draw 2." is heard as
    two cards)."""
    return f"{len(cards)} card" + ("s" if len(cards) != 1 else "")


def test_the_listener_hears_each_own_discard_and_draw_once_with_its_values(texts):
    discards = draws = 0
    listing = Narrator(texts["en"], _names(4))
    for events, lines in _supply_lines(texts, 0):
        for event in events:
            if event.kind == "discarded_cards" and event.seat == 0:
                discards += 1
                reason = next(e.reason for e in events if e.kind == "discarded")
                how = " down to five" if reason == ev.HAND_LIMIT else ""
                assert [line for line in lines if line.startswith("You discard")] == [
                    f"You discard {_cards(event.cards)}{how}: "
                    f"{listing.listing(event.cards)}."], lines
            if event.kind == "drew_cards" and event.seat == 0:
                draws += 1
                assert [line for line in lines if line.startswith("You draw")] == [
                    f"You draw {_cards(event.cards)}: {listing.listing(event.cards)}."], lines
        assert not any(line.startswith(("You discarded", "You drew")) for line in lines)
    assert discards and draws


def test_a_draw_of_nothing_is_told_for_the_listener_and_for_everyone_else(texts):
    told = 0
    for listener in (0, 1, None):
        for events, lines in _supply_lines(texts, listener, seeds=range(3)):
            for event in events:
                if event.kind == "drew" and not event.count:
                    told += 1
                    said = ("You draw nothing." if event.seat == listener
                            else f"P{event.seat}x draws nothing.")
                    assert said in lines, (event, lines)
    assert told >= 6


def _reviewed(review_id: str):
    return next(review for review in GAME.narration.reviews if review.id == review_id)


def test_t_says_who_decides_what_and_who_follows_without_a_secret(texts):
    """The essential key t: whose decision, what they choose (in the draft only how
    many cards), and who still decides after them in a phase that goes round."""
    turn = _reviewed("turn")
    assert turn.key == "t"
    said: dict[str, list[str]] = {}
    for state, _events in play_bot_game("verraeter", None, 4, 2):
        if not state.deciders():
            assert turn.lines(Narrator(texts["en"], _names(4), "standard", 0),
                              view(state, 0)) == ["The game is over."]
            continue
        seat = state.deciders()[0]
        listener = (seat + 1) % 4
        lines = turn.lines(Narrator(texts["en"], _names(4), "standard", listener),
                           view(state, listener))
        said.setdefault(state.phase, lines)
        roles = {texts["en"].context(w.ROLES[role]) for role in state.offered[seat]}
        if state.phase == "draft":
            assert not any(role in " ".join(lines) for role in roles), lines
    assert said["draft"][0].startswith("P") and "is choosing one of 5 action cards" in \
        said["draft"][0]
    assert said["draft"][1].startswith("Then, in turn: ") and "you" in said["draft"][1]
    assert said["commit"][0].endswith("is choosing which supply cards to commit to the "
                                      "battle.")
    assert "holds the strategy card and is choosing the battlefield" in \
        said["battlefield"][0]
    assert said["traitor"][0].endswith(", the Traitor, is deciding whether to switch "
                                       "allegiance.")
    mine = State.new(4, 3)
    seat = mine.deciders()[0]
    own = turn.lines(Narrator(texts["en"], _names(4), "standard", seat), view(mine, seat))
    assert own[0] == "You are putting your Estate under a landscape."


def test_s_names_the_start_player_and_the_strategy_holder_and_c_counts_the_cards(texts):
    state = State.new(4, 3)
    scores = _reviewed("scores").lines(Narrator(texts["en"], _names(4), "standard",
                                                state.start), view(state, state.start))
    assert scores[1:3] == ["You are the start player.",
                           f"P{(state.start + 1) % 4}x holds the strategy card."]
    cards = _reviewed("cards")
    assert cards.key == "c"
    narrator = Narrator(texts["en"], _names(4), "standard", 1)
    assert cards.lines(narrator, view(state, 1)) == [
        "15 supply cards in the deck, 0 in the discard pile.",
        "Supply cards in hand: P0x has 3; you have 3; P2x has 3; P3x has 3."]
    for lang in ("ja", "de"):
        said = cards.lines(Narrator(texts[lang], _names(4), "standard", 1), view(state, 1))
        english = cards.lines(narrator, view(state, 1))
        assert "15" in said[0] and all(a != b for a, b in zip(said, english)), said


@pytest.mark.parametrize("players", (3, 5))
def test_l_says_what_each_landscape_is_worth_for_every_number_of_winners(texts, players):
    """At five players a house may have four or five players: l says their points too."""
    state = State.new(players, 4)
    city = state.kinds.index("city")
    ring = _reviewed("ring").lines(Narrator(texts["en"], _names(players), "standard", 0),
                                   view(state, 0))
    line = next(line for line in ring if line.startswith(f"Landscape {city + 1}:"))
    worth = ", ".join(str(points) for points in r.POINTS["city"][1:players + 1])
    assert line.endswith(f"points for each winner, with 1 to {players} winners: {worth}.") \
        or line.endswith(f"with 1 to {players} winners: {worth}. On the battlefield."), line
    for lang in ("ja", "de"):
        said = Narrator(texts[lang], _names(players), "standard", 0).landscape(
            view(state, 0), city)
        assert worth.replace(", ", "、" if lang == "ja" else ", ") in said, said
