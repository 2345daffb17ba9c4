"""How a person decides in Verräter: every step of ``ask`` over positions of seeded bot
games at 3, 4 and 5 players, the review keys, the cues and the rules read on F1."""

from __future__ import annotations

import itertools
import re

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.verraeter import events as ev
from accessible_ll.games.verraeter import cards as r
from accessible_ll.games.verraeter import words as w
from accessible_ll.games.verraeter.actions import Action
from accessible_ll.games.verraeter.ask import STEPS, ask, battle_if, draws_due
from accessible_ll.games.verraeter.cues import CUE_NAMES, cues
from accessible_ll.games.verraeter.narrator import Narrator
from accessible_ll.games.verraeter.reviews import REVIEWS
from accessible_ll.games.verraeter.rules import rules
from accessible_ll.kit import Ask, Refusal
from accessible_ll.kit.words import sentences
from accessible_ll.match import Match
from accessible_ll.narration.i18n import Texts

LANGUAGES = ("ja", "en", "de")
#: The cues the shell has sound files for (shared ones, then this game's own).
SOUNDS = {"deal", "draw", "play", "discard", "your_turn", "game_won", "error",
          "card_passed", "card_kept", "reveal", "traitor", "battle_won", "battle_lost",
          "landscape_turned", "building", "points"}
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
GAME = find_game("verraeter")


@pytest.fixture(scope="module")
def texts():
    return {lang: Texts.for_language(lang) for lang in LANGUAGES}


def _names(players: int) -> list[str]:
    return [f"P{seat}x" for seat in range(players)]


def _games(players: int, seeds):
    """Each decision of seeded games of random bots: (match, seat) before it is taken."""
    for seed in seeds:
        match = Match(GAME, None, ["random"] * players, seed=seed)
        while not match.over:
            seat = match.deciders[0]
            yield match, seat
            match.play_bot(seat)


def _walk(narrator, match: Match, seat: int) -> set[Action]:
    """Every action reached through the enabled choices of each step from ``{}``."""
    view, legal = match.view(seat), match.legal(seat)
    reached: set[Action] = set()
    pending = [{}]
    while pending:
        chosen = pending.pop()
        step = ask(narrator, view, legal, chosen)
        if not isinstance(step, Ask):
            assert step in legal, (chosen, step)
            reached.add(step)
            continue
        assert step.prompt and not PLACEHOLDER.search(step.prompt), step.prompt
        assert step.key == STEPS[view.phase] and step.key not in chosen
        for choice in step.choices:
            assert choice.label and not PLACEHOLDER.search(choice.label), choice
            if not choice.enabled:
                assert choice.reason, choice          # a disabled item says why
                with pytest.raises(Refusal) as refused:
                    ask(narrator, view, legal, {**chosen, step.key: choice.value})
                assert narrator.refusal(refused.value) == choice.reason
        if step.several:
            values = [c.value for c in step.choices]
            for size in range(step.least, len(values) + 1):
                for ticked in itertools.combinations(range(len(values)), size):
                    value = tuple(values[i] for i in ticked)
                    try:
                        pending.append({**chosen, step.key: value})
                        ask(narrator, view, legal, pending[-1])
                    except Refusal:
                        pending.pop()
                        assert view.phase == "limit" and size != step.least
        else:
            pending += [{**chosen, step.key: c.value} for c in step.choices if c.enabled]
    return reached


@pytest.mark.parametrize("players, seeds", [(3, (1, 2, 3)), (4, (4, 5, 6)), (5, (7, 8, 9))])
def test_walking_the_steps_reaches_every_legal_action_and_only_those(texts, players, seeds):
    kinds = set()
    for match, seat in _games(players, seeds):
        narrator = Narrator(texts["en"], _names(players), "standard", seat)
        assert _walk(narrator, match, seat) == set(match.legal(seat))
        kinds.add(match.state.phase)
        if match.state.phase == "discard":
            assert draws_due(match.view(seat)) == match.state.draws_due(seat)
    assert kinds >= set(STEPS) - {"limit"}   # rare with random bots: walked below


def test_a_person_plays_a_whole_game_through_the_table_s_steps(texts):
    """The descriptor's ``ask`` through ``Match.ask``: a person always takes the last
    enabled item (ticking every supply card it may), bots the other seats."""
    match = Match(GAME, None, ["human", "random", "random", "random"], seed=11)
    narrator = Narrator(texts["ja"], _names(4), "standard", 0)
    decided = 0
    while not match.over:
        seat = match.deciders[0]
        if match.is_bot(seat):
            match.play_bot(seat)
            continue
        chosen: dict = {}
        step = match.ask(narrator, seat, chosen)
        while isinstance(step, Ask):
            enabled = [c.value for c in step.choices if c.enabled]
            if step.several:
                chosen[step.key] = tuple(enabled[:step.least] if step.least else enabled)
            else:
                chosen[step.key] = enabled[-1]
            step = match.ask(narrator, seat, chosen)
        match.submit(step)
        decided += 1
    assert decided > 20 and match.outcome is not None
    with pytest.raises(Refusal):
        match.ask(narrator, 0, {})          # nobody decides at the end


def test_the_traitor_hears_the_battle_each_choice_would_give(texts):
    narrator_for = {}
    checked = 0
    for match, seat in _games(4, range(10, 22)):
        if match.state.phase != "traitor":
            continue
        narrator = narrator_for.setdefault(seat, Narrator(texts["en"], _names(4), "standard",
                                                          seat))
        view = match.view(seat)
        step = ask(narrator, view, match.legal(seat), {})
        assert [c.value for c in step.choices] == [False, True]
        for choice in step.choices:
            side = view.allegiances[seat] if not choice.value else r.other(
                view.allegiances[seat])
            strengths, winner, _ = battle_if(view, side)
            state = match.state.copy()
            fought = next(e for e in state.apply(Action(seat, switch=choice.value))
                          if e.kind == "battle_fought")
            assert (fought.hawk, fought.rose, fought.winner) == (
                strengths[r.HAWK], strengths[r.ROSE], winner)
            assert f"{strengths[side]} against" in choice.label
        checked += 1
    assert checked >= 3


def _at(phase: str, players: int = 4, seeds=range(30), fits=lambda view: True):
    for match, seat in _games(players, seeds):
        if match.state.phase == phase and fits(match.view(seat)):
            return match, seat
    raise AssertionError(f"no {phase} position found")


def test_committing_nothing_is_confirming_none_and_is_said(texts):
    match, seat = _at("commit")
    narrator = Narrator(texts["en"], _names(4), "standard", seat)
    step = ask(narrator, match.view(seat), match.legal(seat), {})
    assert step.several and step.least == 0
    assert step.prompt.startswith("Which supply cards do you commit for ")
    assert "Tick any, or none." in step.prompt and "Done" not in step.prompt  # the mode says how
    assert [c.value for c in step.choices] == sorted(match.view(seat).hand, reverse=True)
    action = ask(narrator, match.view(seat), match.legal(seat), {"commit": ()})
    assert action == Action(seat, commit=())
    assert "You commit nothing." in narrator.events(match.submit(action))


@pytest.mark.parametrize("phase, said", [("commit", "You commit nothing."),
                                          ("discard", "You discard nothing.")])
def test_an_empty_hand_is_not_asked_what_to_commit_or_discard(texts, phase, said):
    match, seat = _at(phase, seeds=range(200), fits=lambda view: not view.hand)
    narrator = Narrator(texts["en"], _names(4), "standard", seat)
    step = match.ask(narrator, seat, {})
    assert not isinstance(step, Ask), step.prompt
    assert said in narrator.events(match.submit(step))


@pytest.mark.parametrize("lang, traitor, loyal", [
    ("en", "You hold the Traitor", "do you commit for "),
    ("de", "Du hast den Verräter", "Welche Nachschubkarten setzt du für "),
    ("ja", "あなたは反逆者なので", "のためにどの兵站カードを出しますか")])
def test_the_traitor_hears_the_commitment_counts_for_the_house_after_the_reveal(
        texts, lang, traitor, loyal):
    match, seat = _at("commit", fits=lambda view: view.hand
                      and view.roles[view.seat] == r.TRAITOR)
    narrator = Narrator(texts[lang], _names(4), "standard", seat)
    prompt = ask(narrator, match.view(seat), match.legal(seat), {}).prompt
    assert traitor in prompt and loyal not in prompt
    houses = [narrator.house(house) for house in r.HOUSES]
    assert [part for part in re.split(r"[。.]", prompt)   # one sentence names both houses
            if all(house in part for house in houses)]
    match, seat = _at("commit", fits=lambda view: view.hand
                      and view.roles[view.seat] != r.TRAITOR)
    narrator = Narrator(texts[lang], _names(4), "standard", seat)
    prompt = ask(narrator, match.view(seat), match.legal(seat), {}).prompt
    assert loyal in prompt and traitor not in prompt


def test_two_equal_supply_values_commit_as_two_cards_in_any_order(texts):
    match, seat = _at("commit", fits=lambda view: len(set(view.hand)) < len(view.hand))
    view = match.view(seat)
    narrator = Narrator(texts["de"], _names(4), "standard", seat)
    twice = next(v for v in view.hand if view.hand.count(v) > 1)
    other = next((v for v in view.hand if v != twice), None)
    action = ask(narrator, view, match.legal(seat), {"commit": [twice, twice]})
    assert action.commit == (twice, twice)
    if other is not None:
        mixed = ask(narrator, view, match.legal(seat), {"commit": [other, twice]})
        assert mixed == ask(narrator, view, match.legal(seat), {"commit": (twice, other)})
    with pytest.raises(Refusal) as refused:
        ask(narrator, view, match.legal(seat), {"commit": [twice] * (len(view.hand) + 1)})
    assert refused.value.code == "card_not_in_hand"
    assert narrator.refusal(refused.value) == texts["de"].text(
        w.REFUSALS["card_not_in_hand"])


def test_discarding_down_to_the_limit_asks_for_exactly_the_excess(texts):
    match, seat = _at("limit", players=3, seeds=range(40))
    view = match.view(seat)
    narrator = Narrator(texts["en"], _names(3), "standard", seat)
    assert _walk(narrator, match, seat) == set(match.legal(seat))
    step = ask(narrator, view, match.legal(seat), {})
    assert step.several and step.least == view.must_discard > 0
    assert f"limit of {r.HAND_LIMIT}" in step.prompt
    with pytest.raises(Refusal) as refused:
        ask(narrator, view, match.legal(seat), {"discard": ()})
    assert refused.value.code == "wrong_discard_count"
    assert narrator.refusal(refused.value).startswith("Discard exactly")


def test_the_builder_chooses_from_one_list_and_building_nothing_is_confirmed(texts):
    match, seat = _at("builder", players=5, seeds=range(40))
    narrator = Narrator(texts["ja"], _names(5), "standard", seat)
    step = ask(narrator, match.view(seat), match.legal(seat), {})
    assert step.key == "build" and step.choices[-1].value == "skip"
    assert step.choices[-1].confirm
    kinds = {str(c.value).split(":")[0] for c in step.choices}
    assert {"skip", "place"} <= kinds
    with pytest.raises(Refusal) as refused:
        ask(narrator, match.view(seat), match.legal(seat), {"build": "fly:3"})
    assert refused.value.code == "malformed_action"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_step_is_said_in_every_language(texts, lang):
    seen = set()
    for match, seat in _games(5, (3,)):
        narrator = Narrator(texts[lang], _names(5), "standard", seat)
        step = ask(narrator, match.view(seat), match.legal(seat), {})
        if not isinstance(step, Ask):
            continue  # an empty hand commits or discards nothing without asking
        for text in (step.prompt, *(c.label for c in step.choices),
                     *(c.reason for c in step.choices), *(c.confirm for c in step.choices)):
            assert not PLACEHOLDER.search(text), text
        if lang != "en" and match.state.phase not in seen:
            english = Narrator(texts["en"], _names(5), "standard", seat)
            assert step.prompt != ask(english, match.view(seat), match.legal(seat),
                                      {}).prompt
        seen.add(match.state.phase)


def test_the_review_keys(texts):
    keys = [review.key for review in REVIEWS]
    assert len(set(keys)) == len(keys)
    assert all(len(k) == 1 and k.isalpha() and k.islower() and k not in "rq" for k in keys)
    assert GAME.narration.reviews == REVIEWS
    match, seat = _at("commit", players=3)
    for lang in LANGUAGES:
        for listener in (seat, None):
            narrator = Narrator(texts[lang], _names(3), "standard", listener)
            for review in REVIEWS:
                if lang != "en":
                    assert texts[lang].text(review.label) != review.label
                lines = review.lines(narrator, match.view(listener))
                assert lines and all(line and not PLACEHOLDER.search(line) for line in lines)
    narrator = Narrator(texts["en"], _names(3), "standard", seat)
    ring = dict((r.key, r) for r in REVIEWS)["l"].lines(narrator, match.view(seat))
    first = match.state.battlefield
    assert len(ring) == r.RING_SIZE and ring[0].startswith(f"Landscape {first + 1}:")
    assert ring[0].endswith("On the battlefield.") and ring[1].endswith("On the battlefield.")


def test_cues_for_a_seat_and_a_spectator():
    heard = {0: [], None: []}
    for match, seat in _games(4, (2, 3)):
        last = [e for e in match.log if e.kind == "deciding"][-1]
        assert last.seat == seat and cues(last, seat) == [("your_turn", seat)]
        assert cues(last, None) == [] and cues(last, (seat + 1) % 4) == []
    for event in match.log:
        for listener in heard:
            found = cues(event, listener)
            assert all(name in SOUNDS for name, _ in found), event
            assert all(where is None or 0 <= where < 4 for _, where in found)
            if event.audience is not None and listener not in event.audience:
                assert found == [], (listener, event)
            heard[listener] += [(event.kind, name) for name, _ in found]
    assert set(CUE_NAMES) <= SOUNDS
    spectator = {name for _, name in heard[None]}
    assert "your_turn" not in spectator and "battle_lost" not in spectator
    assert {"reveal", "card_kept", "card_passed", "points", "building", "battle_won",
            "landscape_turned", "game_won", "play", "draw"} <= spectator
    mine = {name for _, name in heard[0]}
    assert {"your_turn", "deal"} <= mine and mine & {"battle_won", "battle_lost"}
    for event in match.log:
        if event.kind == "landscape_turned":
            house = 0 in event.winners
            assert cues(event, 0)[0] == ("battle_won" if house else "battle_lost", None)
    assert cues(ev.TraitorDecided(1, True, "rose"), None) == [("traitor", 1)]
    assert cues(ev.Committed(2, ()), 0) == [] and cues(ev.Committed(2, (5,)), 0) == [
        ("play", 2)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_are_read_line_by_line_from_the_rules_constants(texts, lang):
    narrator = Narrator(texts[lang], _names(4), "standard", 0)
    lines = GAME.narration.rules.pages(narrator)
    assert lines == rules(narrator)
    assert all(line and not PLACEHOLDER.search(line) for line in lines)
    text = "\n".join(lines)
    for role in r.ACTION_CARDS:
        assert narrator.role(role) in text
    for kind in r.LANDSCAPE_TYPES:
        assert narrator.landscape_name(kind) in text
    assert str(r.POINTS["city"][1]) in text and str(len(r.SUPPLY)) in text
    assert str(r.HAND_LIMIT) in text and str(r.ROUNDS[4]) in text
    if lang != "en":
        english = rules(Narrator(texts["en"], _names(4), "standard", 0))
        assert all(mine != theirs for mine, theirs in zip(lines, english))


GARBAGE = (None, "3", 99, -1, True, 2.5, [], {}, "place:x", "upgrade:99", "fly:1",
           ["place", 3], [99], [True], "skip!")


def test_values_that_fit_no_action_are_refused_with_a_sentence_and_change_nothing(texts):
    tried = set()
    for match, seat in _games(5, (5, 6)):
        key = STEPS[match.state.phase]
        if key in tried and match.state.phase != "limit":
            continue
        tried.add(key)
        narrator = Narrator(texts["de"], _names(5), "standard", seat)
        view, legal = match.view(seat), match.legal(seat)
        before = len(match.log)
        for value in GARBAGE:
            try:
                action = ask(narrator, view, legal, {key: value})
            except Refusal as refused:
                assert narrator.refusal(refused), (key, value)
            else:
                assert action in legal, (key, value)   # e.g. an empty discard
        assert len(match.log) == before
    assert tried == set(STEPS.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_discard_before_drawing_says_no_card_is_drawn_rather_than_zero(texts, lang):
    match, seat = _at("discard", seeds=range(60), fits=lambda view: view.hand
                      and not draws_due(view))
    narrator = Narrator(texts[lang], _names(4), "standard", seat)
    prompt = ask(narrator, match.view(seat), match.legal(seat), {}).prompt
    assert prompt == texts[lang].text(w.ASK_DISCARD_NO_DRAW)
    assert "0" not in prompt


def test_ticked_supply_cards_say_their_strength_here_and_at_a_table(texts):
    """Ticking says what the cards come to (the step's tally by count, its sums by
    strength), the same at a table elsewhere, whose ask carries both."""
    from accessible_ll.narration.i18n import ticked_sum, ticked_total
    from accessible_ll.net.match_client import ask_from_json
    from accessible_ll.net.match_room import ask_message
    match, seat = _at("commit", fits=lambda view: len(view.hand) >= 2
                      and view.roles[view.seat] != r.TRAITOR and view.diplomat() is None)
    view = match.view(seat)
    narrator = Narrator(texts["en"], _names(4), "standard", seat)
    step = ask(narrator, view, match.legal(seat), {})
    house = narrator.house(view.allegiances[seat])
    so_far = next(line for line in narrator.battle(view) if line.startswith(house + " on "))
    base = int(re.search(r"(\d+) in all", so_far).group(1))
    first, second = step.choices[0].value, step.choices[1].value
    for said in (step, ask_from_json(ask_message(step, {}, 0))):
        words = sentences(ticked_total(texts["en"], said.tally, 2), ticked_sum(said, [0, 1]))
        assert words == (f"2 supply cards ticked. Strength {first + second}: {house} "
                         f"{base + first + second} in all."), words
        assert ticked_sum(said, []) == f"Strength 0: {house} {base} in all."
    assert [c.worth for c in step.choices] == [c.value for c in step.choices]
    match, seat = _at("discard", fits=lambda view: len(view.hand) >= 2)
    step = ask(Narrator(texts["en"], _names(4), "standard", seat), match.view(seat),
               match.legal(seat), {})
    kept = len(match.view(seat).hand) - 1
    assert step.tally[1] == f"1 card ticked: you keep {kept}." and not step.sums
    assert step.tally[0] == "No card ticked: you keep them all."


WITH_DIPLOMAT = {
    "en": ("Strength {s}: {house} {total} in all, {more} with your {role}.",
           "in all, {more} with your {role}."),
    "de": ("Stärke {s}: {house} zusammen {total}, {more} mit deiner Aktionskarte {role}.",
           "zusammen {strength}, {more} mit deiner Aktionskarte {role}."),
    "ja": ("強さ{s}。{house}は合計{total}、あなたの{role}を加えると{more}です。",
           "合計{strength}です。あなたの{role}を加えると{more}です。"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_holder_of_a_diplomat_hears_it_in_the_strength_while_ticking(texts, lang):
    """The player knows their own action card: ticking says the house's strength and
    with their diplomat ("Rose 15 in all, 17 with your Diplomat +2."), as the question's
    line of their side does; nothing of another player's card is told."""
    from accessible_ll.narration.i18n import ticked_sum
    for role in (r.DIPLOMAT2, r.DIPLOMAT5):
        match, seat = _at("commit", seeds=range(60), fits=lambda view: len(view.hand) >= 2
                          and view.roles[view.seat] == role)
        view = match.view(seat)
        narrator = Narrator(texts[lang], _names(4), "standard", seat)
        step = ask(narrator, view, match.legal(seat), {})
        house = view.allegiances[seat]
        now = next(line for line in narrator.battle(view)
                   if line.startswith(narrator.house(house)))
        where = view.battlefield[[view.ring[p].house for p in view.battlefield].index(house)]
        strength = r.BASE[view.ring[where].kind] + sum(
            sum(view.committed[s] or ()) for s in range(4) if view.allegiances[s] == house)
        bonus, name = r.DIPLOMAT_STRENGTH[role], narrator.role(role)
        sum_words, side_words = WITH_DIPLOMAT[lang]
        assert now.endswith(side_words.format(strength=strength, role=name,
                                              more=strength + bonus)), now
        assert now in step.prompt
        ticked = step.choices[0].value + step.choices[1].value
        assert ticked_sum(step, [0, 1]) == sum_words.format(
            s=ticked, house=narrator.house(house), total=strength + ticked,
            more=strength + ticked + bonus, role=name)
        others = [s for s in range(4) if s != seat]
        for listener in others + [None]:
            heard = Narrator(texts[lang], _names(4), "standard", listener).battle(
                match.view(listener))
            assert not [line for line in heard if name in line], heard
        other_side = [line for line in narrator.battle(view) if line != now]
        assert not [line for line in other_side if name in line]
