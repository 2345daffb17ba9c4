"""Love Letter, its four editions as variants.

>>> import random
>>> state = GAME.rules.new_state("classic", 4, 7, {})
>>> len(state.deciders()), state.players
(1, 4)
>>> action = state.legal_actions(state.deciders()[0])[0]
>>> GAME.rules.decode_action(GAME.rules.encode_action(action)) == action
True
>>> GAME.find_variant(None).id
'2019'
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.love_letter.ask import ask
from accessible_ll.games.love_letter.bots import LEVELS
from accessible_ll.games.love_letter.bots.accuracy import belief_accuracy
from accessible_ll.games.love_letter.bots.accuracy import describe as describe_beliefs
from accessible_ll.games.love_letter.cues import SOUNDS, cues
from accessible_ll.games.love_letter.editions import (
    DEFAULT_EDITION,
    EDITIONS,
    find_edition,
)
from accessible_ll.games.love_letter.engine import Action, GameState
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter.reviews import REVIEWS
from accessible_ll.games.love_letter.rules import line_help, line_rules, rules
from accessible_ll.games.love_letter.saved import continue_question, recap
from accessible_ll.games.love_letter.scenario import play_scenario
from accessible_ll.games.love_letter.setup import SETUP, continue_row, edition_text
from accessible_ll.games.love_letter.telling import marks
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.kit import (
    VARIANT,
    Chance,
    Flag,
    GameDescriptor,
    KeySheet,
    Narration,
    Refusal,
    Rounds,
    Rules,
    RulesText,
    Saved,
    Tools,
    Variant,
)
from accessible_ll.kit.scenario import scenario_runner
from accessible_ll.games.love_letter import words as m

#: Each edition's title, as players of each language know it.
_TITLES = {
    "2019": {"ja": "ラブレター（2019年版）", "en": "Love Letter (2019)", "de": "Love Letter (2019)"},
    "classic": {"ja": "ラブレター（クラシック版）", "en": "Love Letter (classic)",
                "de": "Love Letter (Klassik)"},
    "premium": {"ja": "ラブレター（プレミアム版）", "en": "Love Letter Premium",
                "de": "Love Letter Premium"},
    "kanai": {"ja": "ラブレター（カナイ版）", "en": "Love Letter (Kanai's first edition)",
              "de": "Love Letter (Kanais Erstausgabe)"},
}


def _new_state(variant: str, players: int, seed: int | str,
               options: dict[str, Any]) -> GameState:
    state = GameState.new(find_edition(variant), players, chance=Chance.exact(seed),
                          target=options.get("target"))
    state.blind = bool(options.get("blind"))
    return state


def _beliefs(variant: str, players: int, rounds: int, seed: int) -> tuple[dict, list[str]]:
    result = belief_accuracy(variant, players, rounds, seed)
    return result, describe_beliefs(result)


def _variants() -> tuple[Variant, ...]:
    # the default first, then as the setup list has always stepped through them
    order = [DEFAULT_EDITION] + [e for e in EDITIONS if e != DEFAULT_EDITION]
    return tuple(Variant(e, _TITLES[e], tuple(sorted(EDITIONS[e].decks))) for e in order)


GAME = GameDescriptor(
    id="love-letter",
    titles={"ja": "ラブレター", "en": "Love Letter", "de": "Love Letter"},
    rules=Rules(
        variants=_variants(),
        new_state=_new_state,
        view=view_for,
        actions=Action,
        setup=SETUP,
        flags=(Flag("--edition", VARIANT, metavar="{" + ",".join(sorted(EDITIONS)) + "}"),
               Flag("--blind-variant", "blind", True, m.CLI_BLIND_VARIANT),
               Flag("--target", "target", help=m.CLI_TARGET, metavar="N")),
        rounds=Rounds(winners=lambda state: state.round_winners,
                      over=lambda state: state.round_over,
                      standings=lambda narrator, view: [narrator.standings(view, showdown=False)]),
    ),
    narration=Narration(
        narrator=lambda words, names, variant, listener: Narrator(words, names, variant, listener),
        ask=ask,
        reviews=REVIEWS,
        score_review="tokens",
        rules=RulesText(pages=rules, line=line_rules, brief=line_help),
        reference=lambda narrator, players: narrator.reference(players),
        cues=cues,
        sounds=SOUNDS,
        marks=marks,
        recap=recap,
        ticks=False,
        said_once=(m.UNSEEN_IN_VARIANT,),
        saved=Saved(row=continue_row, question=continue_question),
        variant_label=m.LABEL_EDITION,
        variant_text=edition_text,
    ),
    tools=Tools(
        bots=LEVELS,
        bot_words=m.BOT_WORDS,
        # the expert thinks for a fixed time: its moves would not replay from the journal
        takeover="heuristic",
        run_scenario=scenario_runner(play_scenario),
        beliefs=_beliefs,
        sheet=KeySheet(m.SHEET_TITLE, ((m.SHEET_VARIANT, (m.HELP_BLIND_VARIANT,)),)),
    ),
)
