"""The review keys of Verräter: every key answers, for every seat and a spectator, in
every phase of whole seeded games, and each answer says what a player needs."""

from __future__ import annotations

import re

import pytest

from accessible_ll.games.verraeter import GAME
from accessible_ll.games.verraeter import events as ev
from accessible_ll.games.verraeter.narrator import Narrator
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
            for review in GAME.reviews:
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
