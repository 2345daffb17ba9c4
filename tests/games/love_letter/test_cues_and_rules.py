"""Love Letter's cues and rules, reached through its descriptor: the same cues as
before, over whole random games for every listener, and the same rules lines as the
full-screen help (F1 after the keys) read, in every language."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.love_letter.brief import rules_lines
from accessible_ll.games.love_letter.editions import EDITIONS
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter import words as m
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.tui.match_keys import game_help

GAME = find_game("love-letter")

#: The cues as the sound map said them before it moved into the game's folder.
_BEFORE = {
    ev.RoundStarted: "deal", ev.Played: "play", ev.Discarded: "discard",
    ev.Drew: "draw", ev.Protected: "protected", ev.Compared: "compare",
    ev.Traded: "trade", ev.Eliminated: "eliminated", ev.TokenGained: "token",
    ev.GameEnded: "game_won",
}


def cues_before(event, viewer):
    if not ev.visible_to(event, viewer):
        return []
    kind = type(event)
    if kind is ev.TurnStarted:
        return [("your_turn" if event.seat == viewer else "draw", event.seat)]
    if kind is ev.GuessResult:
        return [("guess_hit" if event.hit else "guess_miss", event.target)]
    if kind is ev.RoundEnded:
        return [("round_won", event.winners[0] if len(event.winners) == 1 else None)]
    simple = _BEFORE.get(kind)
    return [] if simple is None else [(simple, getattr(event, "seat", None))]


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_the_cues_are_those_of_before_over_whole_games(edition):
    players = max(EDITIONS[edition].decks)
    heard = set()
    for seed in range(4):
        state = GAME.rules.new_state(edition, players, seed, {})
        chance = random.Random(seed)
        while state.outcome() is None:
            if not state.deciders():
                state.advance()
                continue
            state.apply(chance.choice(state.legal_actions(state.deciders()[0])))
        for event in state.log:
            for listener in (None, *range(players)):
                cues = GAME.narration.cues(event, listener)
                assert cues == cues_before(event, listener), (event, listener)
                heard.update(cue for cue, _seat in cues)
    assert {"deal", "play", "your_turn", "draw", "token", "game_won"} <= heard


@pytest.mark.parametrize("lang", ["ja", "en", "de"])
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_the_rules_are_the_help_after_the_keys(lang, edition):
    texts = Texts.for_language(lang)
    for players in sorted(EDITIONS[edition].decks):
        narrator = Narrator(texts, default_names(texts, players), edition)
        lines = GAME.narration.rules.pages(narrator)
        brief = rules_lines(texts, edition, players)
        assert [line for line in lines if line in brief] == brief  # and the edition's
        assert texts.text(m.RULES_TIES[EDITIONS[edition].tie_rule]) in lines
        assert lines[-len(narrator.reference(players)) + 1:] == narrator.reference(players)[1:]
        app = SimpleNamespace(texts=texts, _keymap={})
        help_page = game_help(app, GAME, edition, players)
        assert help_page[-len(lines):] == lines  # after the keys
