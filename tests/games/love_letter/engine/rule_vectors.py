"""Rules test vectors: one scripted round per rule, with the expected result.

Each vector is a scenario (RULES.md section 6) whose deck starts with ``top`` and
continues with the rest of the edition's deck in the edition's card order. Deal order
reminder: set-aside card, then (2 players) 3 face-up cards, then one card per seat
from ``first``, then the draws.
"""

from __future__ import annotations


def guard_miss(seat, target, guess="king"):
    return {"seat": seat, "play": "guard", "target": target, "guess": guess}


# The 2019 showdown tie: both keep a Prince; seat 0 also played both Spies.
_TIE_2019_TOP = [
    "baron", "baron", "king", "princess", "prince", "prince",
    "guard", "guard", "guard", "guard", "guard", "guard", "spy", "priest", "spy", "priest",
    "handmaid", "handmaid", "countess", "chancellor", "chancellor",
]
_TIE_2019_ACTIONS = [
    guard_miss(0, 1), guard_miss(1, 0), guard_miss(0, 1), guard_miss(1, 0),
    guard_miss(0, 1), guard_miss(1, 0),
    {"seat": 0, "play": "spy"}, {"seat": 1, "play": "priest", "target": 0},
    {"seat": 0, "play": "spy"}, {"seat": 1, "play": "priest", "target": 0},
    {"seat": 0, "play": "handmaid"}, {"seat": 1, "play": "handmaid"},
    {"seat": 0, "play": "countess"},
    {"seat": 1, "play": "chancellor"}, {"seat": 1, "keep": "prince", "bottom": ["chancellor"]},
    {"seat": 0, "play": "chancellor"},
]

# The deck runs out and a Prince makes its own player draw the set-aside Countess.
_SET_ASIDE_TOP = [
    "countess", "chancellor", "chancellor", "king", "prince", "priest",
    "guard", "guard", "guard", "guard", "guard", "guard", "handmaid", "baron", "spy",
    "handmaid", "baron", "spy", "priest", "princess", "prince",
]
_SET_ASIDE_ACTIONS = [
    guard_miss(0, 1), guard_miss(1, 0, "spy"), guard_miss(0, 1), guard_miss(1, 0, "spy"),
    guard_miss(0, 1), guard_miss(1, 0, "spy"),
    {"seat": 0, "play": "handmaid"}, {"seat": 1, "play": "baron"},
    {"seat": 0, "play": "spy"}, {"seat": 1, "play": "handmaid"},
    {"seat": 0, "play": "baron"}, {"seat": 1, "play": "spy"},
    {"seat": 0, "play": "priest", "target": 1}, {"seat": 1, "play": "priest", "target": 0},
    {"seat": 0, "play": "prince", "target": 0},
]

# Classic and kanai, 2 players: ten harmless draws, then a showdown between equals.
_CLASSIC_TIE_TOP = [
    "baron", "baron", "king", "princess", "prince", "prince",
    "guard", "guard", "guard", "guard", "guard", "priest", "handmaid", "priest",
    "countess", "handmaid",
]
_CLASSIC_TIE_ACTIONS = [
    guard_miss(0, 1), guard_miss(1, 0), guard_miss(0, 1), guard_miss(1, 0), guard_miss(0, 1),
    {"seat": 1, "play": "priest", "target": 0}, {"seat": 0, "play": "handmaid"},
    {"seat": 1, "play": "priest"}, {"seat": 0, "play": "countess"},
    {"seat": 1, "play": "handmaid"},
]
_KANAI_TIE_TOP = [
    "wizard", "wizard", "general", "princess", "knight", "knight",
    "soldier", "soldier", "soldier", "soldier", "soldier", "clown", "monk", "clown",
    "minister", "monk",
]
_KANAI_TIE_ACTIONS = [
    {"seat": s, "play": "soldier", "target": 1 - s, "guess": "princess"}
    for s in (0, 1, 0, 1, 0)
] + [
    {"seat": 1, "play": "clown", "target": 0}, {"seat": 0, "play": "monk"},
    {"seat": 1, "play": "clown"}, {"seat": 0, "play": "minister"},
    {"seat": 1, "play": "monk"},
]

VECTORS = {
    "guard_miss_continues": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "guard", "baron", "priest"],
        actions=[guard_miss(0, 1)],
        expect={"round_over": False, "to_act": 1, "eliminated": [],
                "hands": [["priest"], ["baron", "spy"]], "discards": [["guard"], []],
                "deck_count": 13, "error": None}),
    "baron_lower_value_is_eliminated": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "baron", "priest", "king"],
        actions=[{"seat": 0, "play": "baron", "target": 1}],
        expect={"round_over": True, "round_winners": [0], "tokens": [1, 0],
                "eliminated": [1], "hands": [["king"], []],
                "discards": [["baron"], ["priest"]]}),
    "baron_loses_own_comparison": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "baron", "king", "guard"],
        actions=[{"seat": 0, "play": "baron", "target": 1}],
        expect={"round_over": True, "round_winners": [1], "eliminated": [0],
                "discards": [["baron", "guard"], []]}),
    "baron_tie_does_nothing": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "baron", "priest", "priest"],
        actions=[{"seat": 0, "play": "baron", "target": 1}],
        expect={"round_over": False, "eliminated": [], "to_act": 1}),
    "handmaid_leaves_guard_without_target": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "handmaid", "guard", "priest", "guard"],
        actions=[{"seat": 0, "play": "handmaid"}, {"seat": 1, "play": "guard"}],
        expect={"round_over": False, "to_act": 0, "protected": [], "eliminated": [],
                "hands": [["priest", "spy"], ["guard"]], "error": None}),
    "handmaid_protection_lasts_through_other_turns": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "handmaid", "guard", "priest", "guard"],
        actions=[{"seat": 0, "play": "handmaid"}],
        expect={"protected": [0], "to_act": 1}),
    "protected_player_cannot_be_chosen": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "handmaid", "guard", "priest", "guard"],
        actions=[{"seat": 0, "play": "handmaid"}, guard_miss(1, 0, "priest")],
        expect={"to_act": 1, "hands": [["priest"], ["guard", "guard"]],
                "error": {"index": 1, "code": "target_protected"}}),
    "prince_on_princess_eliminates": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "prince", "princess", "guard"],
        actions=[{"seat": 0, "play": "prince", "target": 1}],
        expect={"round_over": True, "round_winners": [0], "eliminated": [1],
                "discards": [["prince"], ["princess"]]}),
    "prince_on_self_discards_and_draws": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "prince", "guard", "baron"],
        actions=[{"seat": 0, "play": "prince", "target": 0}],
        expect={"round_over": False, "to_act": 1, "hands": [["spy"], ["guard", "guard"]],
                "discards": [["prince", "baron"], []], "deck_count": 12}),
    "prince_cannot_choose_protected_player": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "handmaid", "prince", "priest", "baron"],
        actions=[{"seat": 0, "play": "handmaid"}, {"seat": 1, "play": "prince", "target": 0}],
        expect={"error": {"index": 1, "code": "target_protected"}, "to_act": 1}),
    "prince_chooses_own_player_when_others_protected": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "handmaid", "prince", "priest", "baron"],
        actions=[{"seat": 0, "play": "handmaid"}, {"seat": 1, "play": "prince", "target": 1}],
        expect={"error": None, "to_act": 0, "hands": [["priest", "guard"], ["spy"]],
                "discards": [["handmaid"], ["prince", "baron"]], "protected": []}),
    "prince_draws_set_aside_when_deck_is_empty": dict(
        edition="2019", players=2, top=_SET_ASIDE_TOP, actions=_SET_ASIDE_ACTIONS,
        expect={"error": None, "round_over": True, "round_winners": [1], "tokens": [0, 1],
                "hands": [["countess"], ["princess"]], "deck_count": 0}),
    "chancellor_keeps_one_and_returns_two": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "chancellor", "priest", "baron", "king",
             "handmaid", "guard"],
        actions=[{"seat": 0, "play": "chancellor"},
                 {"seat": 0, "keep": "king", "bottom": ["baron", "handmaid"]}],
        expect={"error": None, "to_act": 1, "hands": [["king"], ["priest", "guard"]],
                "discards": [["chancellor"], []], "deck_count": 13}),
    "chancellor_decision_comes_first": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "chancellor", "priest", "baron", "king",
             "handmaid", "guard"],
        actions=[{"seat": 0, "play": "chancellor"}, {"seat": 0, "play": "king", "target": 1}],
        expect={"error": {"index": 1, "code": "wrong_decision"}, "to_act": 0,
                "hands": [["baron", "king", "handmaid"], ["priest"]]}),
    "chancellor_must_return_the_rest": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "chancellor", "priest", "baron", "king",
             "handmaid", "guard"],
        actions=[{"seat": 0, "play": "chancellor"},
                 {"seat": 0, "keep": "king", "bottom": ["baron", "baron"]}],
        expect={"error": {"index": 1, "code": "bottom_invalid"}}),
    "king_trades_hands": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "king", "priest", "baron"],
        actions=[{"seat": 0, "play": "king", "target": 1}],
        expect={"to_act": 1, "hands": [["priest"], ["baron", "spy"]]}),
    "countess_may_be_played_by_choice": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "countess", "priest", "guard"],
        actions=[{"seat": 0, "play": "countess"}],
        expect={"error": None, "to_act": 1, "discards": [["countess"], []]}),
    "princess_played_eliminates": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "princess", "priest", "guard"],
        actions=[{"seat": 0, "play": "princess"}],
        expect={"round_over": True, "round_winners": [1], "eliminated": [0],
                "discards": [["princess", "guard"], []], "hands": [[], ["priest"]]}),
    "not_your_turn": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "guard", "priest", "baron"],
        actions=[{"seat": 1, "play": "priest", "target": 0}],
        expect={"error": {"index": 0, "code": "not_your_turn"}, "to_act": 0}),
    "card_not_in_hand": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "guard", "priest", "baron"],
        actions=[{"seat": 0, "play": "king", "target": 1}],
        expect={"error": {"index": 0, "code": "card_not_in_hand"}}),
    "guard_cannot_choose_self": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "guard", "priest", "baron"],
        actions=[guard_miss(0, 0)],
        expect={"error": {"index": 0, "code": "target_self"}}),
    "guard_needs_a_guess": dict(
        edition="2019", players=2,
        top=["spy", "guard", "guard", "guard", "guard", "priest", "baron"],
        actions=[{"seat": 0, "play": "guard", "target": 1}],
        expect={"error": {"index": 0, "code": "guess_required"}}),
    "showdown_tie_2019_all_gain_and_spy_bonus": dict(
        edition="2019", players=2, top=_TIE_2019_TOP, actions=_TIE_2019_ACTIONS,
        expect={"error": None, "round_over": True, "round_winners": [0, 1],
                "tokens": [2, 1], "deck_count": 0}),
    "showdown_tie_classic_discards_decide": dict(
        edition="classic", players=2, top=_CLASSIC_TIE_TOP, actions=_CLASSIC_TIE_ACTIONS,
        expect={"error": None, "round_over": True, "round_winners": [0], "tokens": [1, 0],
                "hands": [["prince"], ["prince"]]}),
    "showdown_tie_kanai_is_a_draw": dict(
        edition="kanai", players=2, top=_KANAI_TIE_TOP, actions=_KANAI_TIE_ACTIONS,
        expect={"error": None, "round_over": True, "round_winners": [], "tokens": [0, 0],
                "hands": [["knight"], ["knight"]]}),
    "minister_with_twelve_eliminates_at_once": dict(
        edition="kanai", players=2,
        top=["soldier", "soldier", "soldier", "soldier", "wizard", "clown", "minister"],
        actions=[],
        expect={"round_over": True, "round_winners": [1], "eliminated": [0],
                "discards": [["wizard", "minister"], []], "tokens": [0, 1]}),
    "soldier_cannot_name_soldier": dict(
        edition="kanai", players=2,
        top=["soldier", "soldier", "soldier", "princess", "soldier", "clown", "monk"],
        actions=[{"seat": 0, "play": "soldier", "target": 1, "guess": "soldier"}],
        expect={"error": {"index": 0, "code": "guess_guard"}}),
    "spies_have_no_effect_when_played": dict(
        edition="2019", players=3, first=0,
        top=["handmaid", "spy", "spy", "baron", "guard", "guard", "guard"],
        actions=[{"seat": 0, "play": "spy"}, {"seat": 1, "play": "spy"},
                 {"seat": 2, "play": "baron", "target": 0}],
        expect={"error": None, "eliminated": [], "to_act": 0}),
    "classic_five_players_mixed_sets": dict(
        edition="classic", players=5, top=["princess"], actions=[],
        expect={"error": None, "to_act": 0, "deck_count": 20 - 1 - 5 - 1}),
    "premium_guard_names_a_value": dict(
        edition="premium", players=3,
        top=["princess", "guard", "count", "baron", "priest"],
        actions=[{"seat": 0, "play": "guard", "target": 1, "guess": 5}],
        expect={"error": None, "eliminated": [1], "to_act": 2}),
    "premium_guard_cannot_name_one": dict(
        edition="premium", players=3,
        top=["princess", "guard", "count", "baron", "priest"],
        actions=[{"seat": 0, "play": "guard", "target": 1, "guess": 1}],
        expect={"error": {"index": 0, "code": "guess_guard"}}),
    "assassin_turns_the_guard": dict(
        edition="premium", players=3,
        top=["princess", "guard", "assassin", "baron", "priest", "handmaid", "king"],
        actions=[{"seat": 0, "play": "guard", "target": 1, "guess": 3}],
        expect={"error": None, "eliminated": [0], "to_act": 1,
                "discards": [["guard", "priest"], ["assassin"], []],
                "hands": [[], ["handmaid", "king"], ["baron"]]}),
    "jester_scores_when_chosen_player_wins": dict(
        edition="premium", players=3,
        top=["princess", "jester", "baron", "guard", "priest", "king", "baron"],
        actions=[{"seat": 0, "play": "jester", "target": 1},
                 {"seat": 1, "play": "baron", "target": 2},
                 {"seat": 0, "play": "baron", "target": 1}],
        expect={"error": None, "round_over": True, "round_winners": [1],
                "tokens": [1, 1, 0], "eliminated": [0, 2]}),
    "constable_scores_on_elimination": dict(
        edition="premium", players=3,
        top=["princess", "constable", "guard", "priest", "baron", "guard"],
        actions=[{"seat": 0, "play": "constable"},
                 {"seat": 1, "play": "guard", "target": 0, "guess": 3}],
        expect={"error": None, "eliminated": [0], "tokens": [1, 0, 0], "to_act": 2}),
    "bishop_hit_scores_and_offers_redraw": dict(
        edition="premium", players=3,
        top=["princess", "bishop", "count", "guard", "priest", "handmaid", "king"],
        actions=[{"seat": 0, "play": "bishop", "target": 1, "guess": 5}],
        expect={"error": None, "tokens": [1, 0, 0], "to_act": 1,
                "hands": [["priest"], ["count"], ["guard"]]}),
    "bishop_redraw_discards_and_draws": dict(
        edition="premium", players=3,
        top=["princess", "bishop", "count", "guard", "priest", "handmaid", "king"],
        actions=[{"seat": 0, "play": "bishop", "target": 1, "guess": 5},
                 {"seat": 1, "redraw": True}],
        expect={"error": None, "tokens": [1, 0, 0], "to_act": 1,
                "hands": [["priest"], ["handmaid", "king"], ["guard"]],
                "discards": [["bishop"], ["count"], []]}),
    "bishop_token_reaching_target_ends_game": dict(
        edition="premium", players=3, tokens=[3, 0, 0], target=4,
        top=["princess", "bishop", "count", "guard", "priest"],
        actions=[{"seat": 0, "play": "bishop", "target": 1, "guess": 5}],
        expect={"error": None, "round_over": True, "round_winners": [], "to_act": None,
                "tokens": [4, 0, 0], "game_winners": [0]}),
    "cardinal_trades_two_and_looks": dict(
        edition="premium", players=3,
        top=["princess", "cardinal", "guard", "baron", "priest", "handmaid"],
        actions=[{"seat": 0, "play": "cardinal", "targets": [1, 2], "look": 2}],
        expect={"error": None, "to_act": 1,
                "hands": [["priest"], ["baron", "handmaid"], ["guard"]]}),
    "baroness_looks_at_two": dict(
        edition="premium", players=3,
        top=["princess", "baroness", "guard", "baron", "priest", "handmaid"],
        actions=[{"seat": 0, "play": "baroness", "targets": [2, 1]}],
        expect={"error": None, "to_act": 1,
                "hands": [["priest"], ["guard", "handmaid"], ["baron"]]}),
    "sycophant_mark_must_be_chosen": dict(
        edition="premium", players=3,
        top=["princess", "sycophant", "guard", "priest", "handmaid", "baron"],
        actions=[{"seat": 0, "play": "sycophant", "target": 2},
                 {"seat": 1, "play": "guard", "target": 0, "guess": 4}],
        expect={"error": {"index": 1, "code": "target_must_be_marked"}, "to_act": 1}),
    "sycophant_marked_player_chosen": dict(
        edition="premium", players=3,
        top=["princess", "sycophant", "guard", "priest", "handmaid", "baron"],
        actions=[{"seat": 0, "play": "sycophant", "target": 2},
                 {"seat": 1, "play": "guard", "target": 2, "guess": 2}],
        expect={"error": None, "eliminated": [2], "to_act": 0}),
    "dowager_queen_higher_is_eliminated": dict(
        edition="premium", players=3,
        top=["princess", "dowager_queen", "king", "guard", "priest"],
        actions=[{"seat": 0, "play": "dowager_queen", "target": 1}],
        expect={"error": None, "eliminated": [1], "to_act": 2}),
}
