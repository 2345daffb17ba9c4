"""Love Letter, its four editions as variants.

>>> import random
>>> state = GAME.new_state("classic", 4, 7, {})
>>> len(state.deciders()), state.players
(1, 4)
>>> action = state.legal_actions(state.deciders()[0])[0]
>>> GAME.decode_action(GAME.encode_action(action)) == action
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
from accessible_ll.games.love_letter.saved import continue_question, standing
from accessible_ll.games.love_letter.scenario import play_scenario
from accessible_ll.games.love_letter.setup import SETUP, continue_row, edition_text
from accessible_ll.games.love_letter.telling import marks, resumed
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.kit import VARIANT, Chance, Flag, GameDescriptor, Refusal, Variant, action_decoder
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
    variants=_variants(),
    new_state=_new_state,
    view=view_for,
    encode_action=Action.to_json,
    decode_action=action_decoder(Action.from_json),
    bots=LEVELS,
    bot_words=m.BOT_WORDS,
    setup=SETUP,
    variant_label=m.LABEL_EDITION,
    variant_text=edition_text,
    continue_row=continue_row,
    round_winners=lambda state: state.round_winners,
    round_over=lambda state: state.round_over,
    narrator=lambda words, names, variant, listener: Narrator(words, names, variant, listener),
    run_scenario=scenario_runner(play_scenario),
    ask=ask,
    reviews=REVIEWS,
    cues=cues,
    sounds=SOUNDS,
    rules=rules,
    reference=lambda narrator, players: narrator.reference(players),
    standings=lambda narrator, view: [narrator.standings(view, showdown=False)],
    help=line_help,
    line_rules=line_rules,
    continue_question=continue_question,
    standing=standing,
    marks=marks,
    resumed=resumed,
    ticks=False,
    score_review="tokens",
    # the expert thinks for a fixed time: its moves would not replay from the journal
    takeover="heuristic",
    sheet_title=m.SHEET_TITLE,
    sheet_notes=((m.SHEET_VARIANT, (m.HELP_BLIND_VARIANT,)),),
    beliefs=_beliefs,
    said_once=(m.UNSEEN_IN_VARIANT,),
    flags=(Flag("--edition", VARIANT, metavar="{" + ",".join(sorted(EDITIONS)) + "}"),
           Flag("--blind-variant", "blind", True, m.CLI_BLIND_VARIANT),
           Flag("--target", "target", help=m.CLI_TARGET, metavar="N")),
)
