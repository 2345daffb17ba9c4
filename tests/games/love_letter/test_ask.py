"""How a person decides in Love Letter through the game seam: ``ask`` gives, from the
seat's view alone, every step the full-screen game of Love Letter's own stack offered
(the same questions, items, reasons, confirmations and actions: recorded in
tests/golden/ask.json by tests/golden/make_golden.py), refuses parts that fit nothing,
and carries whole games through :class:`~accessible_ll.match.Match`."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings, strategies as st

from accessible_ll.games import find_game
from accessible_ll.games.love_letter import GAME
from accessible_ll.games.love_letter.ask import ask
from accessible_ll.games.love_letter.editions import EDITIONS, find_edition
from accessible_ll.games.love_letter.engine import Action, GameState
from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.games.love_letter.engine.decision import KEEP, REDRAW_STEP
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.games.love_letter.words import (
    CHOICE_CANNOT_HIT, CHOSEN_YOURSELF, CONFIRM_CANNOT_HIT, CONFIRM_CANNOT_HIT_VALUE)
from accessible_ll.kit import Ask, Chance, Refusal, first_offer
from accessible_ll.match import PERSON, Match
from accessible_ll.narration.i18n import Texts
from tests.golden import digest, jsonable, load
from tests.helpers import fixed_game

LANGUAGES = ("ja", "en", "de")
#: Each edition with the player counts walked (6 where the edition allows it).
TABLES = [("2019", 2), ("2019", 4), ("2019", 6), ("classic", 2), ("classic", 4),
          ("classic", 6), ("premium", 4), ("premium", 6), ("kanai", 2), ("kanai", 4)]
SEEDS = (1, 2)


@pytest.fixture(scope="module")
def texts():
    return {lang: Texts.for_language(lang) for lang in LANGUAGES}


def _names(players: int) -> list[str]:
    return [f"P{seat}x" for seat in range(players)]


def _positions(edition: str, players: int, seed: int, every: int = 2):
    """Every ``every``-th decision of a game of random legal actions: the state before it."""
    rng = random.Random(seed)
    state = GameState.new(find_edition(edition), players, chance=Chance.exact(seed))
    count = 0
    while state.outcome() is None:
        if state.to_act is None:
            state.start_next_round()
            continue
        if count % every == 0:
            yield state
        count += 1
        state.apply(rng.choice(state.legal_actions()))


def walk_key(edition: str, players: int, seed: int, lang: str) -> str:
    return f"{edition} {players} {seed} {lang}"


def as_recorded(narrator: Narrator, label: str) -> str:
    """An item's label as the recording has it: a pair of players to choose now begins
    as a sentence ("Yourself and Player 2"), on purpose; the recording began with
    "yourself"."""
    yourself = narrator.words.text(CHOSEN_YOURSELF)
    begun = yourself[:1].upper() + yourself[1:]
    return yourself + label[len(begun):] if label.startswith(begun) else label


#: Why a card to name whose every copy is in sight was not possible when the steps were
#: recorded. It is possible now (naming it is legal, and it may be all there is to name):
#: its label says it cannot hit and a question comes first; see :func:`as_recorded_step`.
RECORDED_IN_SIGHT = {"en": "Every copy of it is already in sight.",
                     "ja": "このカードはすべて見えています。",
                     "de": "Alle Exemplare dieser Karte sind schon zu sehen."}


def cannot_hit(narrator: Narrator, choice) -> bool:
    """Whether ``choice`` is a card (or value) to name that cannot hit."""
    texts = narrator.words
    return choice.enabled and choice.confirm in (texts.text(CONFIRM_CANNOT_HIT),
                                                 texts.text(CONFIRM_CANNOT_HIT_VALUE))


def as_recorded_step(narrator: Narrator, step: Ask) -> Ask:
    """``step`` as the recording has it: a card to name that cannot hit was not
    possible, for the recorded reason, unmarked and asked nothing."""
    before, after = narrator.words.text(CHOICE_CANNOT_HIT, choice="\0").split("\0")
    choices = []
    for choice in step.choices:
        if cannot_hit(narrator, choice):
            assert choice.label.startswith(before) and choice.label.endswith(after)
            label = choice.label[len(before):len(choice.label) - len(after)]
            choice = choice._replace(label=label, enabled=False, confirm="",
                                     reason=RECORDED_IN_SIGHT[narrator.words.language])
        choices.append(choice)
    return step._replace(choices=tuple(choices))


def _walk(narrator: Narrator, view, legal, seat: int) -> list:
    """Every enabled item of every step from the start, as a record per step: its key,
    question, first item offered (and after each question declined), the numbers its
    items are named by, whether it shows a card's detail, its items (label, possible,
    reason, question first), their values, and the actions its items take at once; or
    the finished action (the records make_golden wrote from the full-screen game, each
    step :func:`as_recorded_step`)."""
    records, pending = [], [{}]
    while pending:
        chosen = pending.pop()
        step = ask(narrator, view, legal, chosen)
        if isinstance(step, Action):
            records.append(["action", step.to_json()])
            continue
        assert isinstance(step, Ask), (chosen, step)
        step = as_recorded_step(narrator, step)
        declined, taken = [], []
        for choice in step.choices:
            if not (choice.enabled and not choice.confirm):  # declined after a question
                declined.append(first_offer(step, choice.value))
            if choice.enabled and step.key in (KEEP, REDRAW_STEP):  # the action itself
                taken.append(ask(narrator, view, legal, {step.key: choice.value}).to_json())
            elif choice.enabled:
                pending.append({**chosen, step.key: choice.value})
        records.append(jsonable([
            "ask", step.key, step.prompt, first_offer(step), declined,
            [c.number for c in step.choices], bool(step.detail),
            [[as_recorded(narrator, c.label), c.enabled, c.reason, c.confirm]
             for c in step.choices],
            [None if step.key in (KEEP, REDRAW_STEP) else c.value  # (taken: the actions)
             for c in step.choices], taken]))
    return records


@pytest.mark.parametrize("edition,players", TABLES)
def test_every_step_is_the_one_the_full_screen_game_offered(texts, edition, players):
    walked = 0
    for seed in SEEDS:
        for lang in LANGUAGES:
            records = []
            for state in _positions(edition, players, seed, every=3 if players > 2 else 2):
                seat = state.to_act
                narrator = Narrator(texts[lang], _names(players), edition, listener=seat)
                walk = _walk(narrator, view_for(state, seat), state.legal_actions(), seat)
                reached = sum(r[0] == "action" for r in walk) + \
                    sum(len(r[9]) for r in walk if r[0] == "ask")
                assert 0 < reached <= len(state.legal_actions())  # some names: in sight
                walked += reached
                records.append(walk)
            old = load("ask")["walks"][walk_key(edition, players, seed, lang)]
            assert len(records) == old["positions"]
            assert digest(records) == old["records"], (seed, lang)
    assert walked > 50


class _Blind:
    """A view of the blind-player variant (until the view carries the flag itself)."""

    def __init__(self, view) -> None:
        self._view, self.blind = view, True

    def __getattr__(self, name):
        return getattr(self._view, name)


def blind_position():
    """A Guard in hand; each other player's Spy beneath another discard."""
    state = fixed_game("2019", 3, [])
    seat = state.current
    state.hands[seat][:] = ["guard", "priest"]
    state.discards[(seat + 1) % 3][:] = ["spy", "guard"]
    state.discards[(seat + 2) % 3][:] = ["spy", "handmaid"]
    state._memo = None
    return state, seat, view_for(state, seat)


def test_in_the_blind_player_variant_only_last_discards_count_as_in_sight(texts):
    state, seat, view = blind_position()
    narrator = Narrator(texts["en"], _names(3), "2019", listener=seat)
    target = (seat + 1) % 3
    chosen = {"play": "guard", "target": target}
    for blind, spy_hits in ((False, False), (True, True)):
        step = ask(narrator, _Blind(view) if blind else view, state.legal_actions(), chosen)
        spy = next(c for c in step.choices if c.value == "spy")
        assert spy.enabled and not spy.reason
        assert spy.label == ("Spy, 0" if spy_hits else "Spy, 0: all in sight, so it cannot hit")
        walk = _walk(narrator, _Blind(view) if blind else view, state.legal_actions(), seat)
        old = load("ask")["blind"][str(blind).lower()]
        for index, (was, now) in enumerate(zip(old, walk)):
            assert was == now, index
        assert len(walk) == len(old) > 0


def test_the_guard_and_prince_words_of_a_known_position(texts):
    """Marks, reasons and questions a player hears, as the full-screen game says them."""
    state = fixed_game("2019", 2, [], first=0)
    seat = state.current
    state.hands[seat][:] = ["prince", "princess"]
    state._memo = None
    view = view_for(state, seat)
    narrator = Narrator(texts["en"], ["Ann", "Ben"], "2019", listener=seat)
    first = ask(narrator, view, state.legal_actions(), {})
    assert first.key == "play"
    princess = next(c for c in first.choices if c.value == "princess")
    assert princess.confirm == "Playing the Princess puts you out of the round. Play her anyway?"
    prince = ask(narrator, view, state.legal_actions(), {"play": "prince"})
    assert prince.prompt == "Choose a player for the Prince."
    mine = next(c for c in prince.choices if c.value == seat)
    assert mine.label.endswith(": puts you out of the round")
    assert mine.confirm.startswith("This makes you discard the Princess")


def test_ask_reads_only_what_the_seat_may_know(texts):
    """Given only the view, ask answers; the others' hands and the deck change nothing,
    and it reads none of the view's private memories or log."""
    state = fixed_game("classic", 4, [], first=0)
    seat = state.current
    other = copy.deepcopy(state)
    for s in range(1, 4):  # others' hands and the deck swapped: hidden from the seat
        other.hands[s][0], other.deck[s] = other.deck[s], other.hands[s][0]
    other._memo = None
    read: set[str] = set()

    class Watched:
        def __init__(self, view) -> None:
            self._view = view

        def __getattr__(self, name):
            read.add(name)
            return getattr(self._view, name)

    for lang in LANGUAGES:
        narrator = Narrator(texts[lang], _names(4), "classic", listener=seat)
        answers = []
        for game in (state, other):
            view = view_for(game, seat)
            steps, pending = [], [{}]
            while pending:
                chosen = pending.pop()
                step = ask(narrator, Watched(view), view.legal_actions, chosen)
                steps.append(step)
                if isinstance(step, Ask):
                    pending += [{**chosen, step.key: c.value} for c in step.choices
                                if c.enabled]
            answers.append(steps)
        assert answers[0] == answers[1] and len(answers[0]) > 3
    assert read <= {"seat", "edition", "players", "hand", "discards", "alive", "protected",
                    "face_up", "phase", "to_act", "mark", "blind"}, read


def test_parts_that_fit_nothing_are_refused_with_the_rules_reason(texts):
    state = fixed_game("2019", 2, [], first=0)
    seat = state.current
    state.hands[seat][:] = ["guard", "priest"]
    state._memo = None
    view = view_for(state, seat)
    legal = state.legal_actions()
    narrator = Narrator(texts["en"], ["Ann", "Ben"], "2019", listener=seat)
    cases = {
        err.CARD_NOT_IN_HAND: {"play": "king"},
        err.TARGET_SELF: {"play": "guard", "target": seat},
        err.TARGET_UNKNOWN: {"play": "guard", "target": 7},
        err.GUESS_GUARD: {"play": "guard", "target": 1 - seat, "guess": "guard"},
        err.WRONG_DECISION: {"keep": ("guard",)},
    }
    for code, chosen in cases.items():
        with pytest.raises(Refusal) as refused:
            ask(narrator, view, legal, chosen)
        assert refused.value.code == code, chosen
        for lang in LANGUAGES:  # said in every language
            assert Narrator(texts[lang], ["Ann", "Ben"], "2019", seat).error(refused.value)
    for chosen in ({"bogus": 1}, {"play": ["guard"]}, {"play": "guard", "target": "Ben"}):
        with pytest.raises(Refusal) as refused:
            ask(narrator, view, legal, chosen)
        assert refused.value.code == err.WRONG_DECISION
    with pytest.raises(Refusal) as refused:  # the other seat decides nothing now
        ask(narrator, view_for(state, 1 - seat), (), {})
    assert refused.value.code == err.NOT_YOUR_TURN


def test_the_chancellors_parts_are_refused_unless_they_are_a_legal_keep(texts):
    state = fixed_game("2019", 2, [], first=0)
    seat = state.current
    state.hands[seat][:] = ["chancellor", "guard"]
    state._memo = None
    state.apply(Action(seat, play="chancellor"))
    view = view_for(state, seat)
    narrator = Narrator(texts["de"], ["Ann", "Ben"], "2019", listener=seat)
    step = ask(narrator, view, state.legal_actions(), {})
    assert step.key == KEEP and all(c.enabled for c in step.choices)
    first = step.choices[0].value
    assert ask(narrator, view, state.legal_actions(), {KEEP: list(first)}).keep == first[0]
    with pytest.raises(Refusal) as refused:
        ask(narrator, view, state.legal_actions(), {KEEP: ["countess", *first[1:]]})
    assert refused.value.code == err.KEEP_INVALID
    with pytest.raises(Refusal) as refused:  # a card to play: the keep is asked first
        ask(narrator, view, state.legal_actions(), {"play": "guard"})
    english = Narrator(texts["en"], ["Ann", "Ben"], "2019", listener=seat)
    assert english.error(refused.value) == \
        "Keep one card and put the others under the deck first."


def test_the_bishops_redraw_is_asked_and_refused_as_the_rules_say(texts):
    state = fixed_game("premium", 4, [], first=0)
    seat = state.current
    named = (seat + 1) % 4
    state.hands[seat][:] = ["bishop", "guard"]
    state.hands[named][:] = ["princess"]
    state._memo = None
    state.apply(Action(seat, play="bishop", target=named, guess=8))
    view = view_for(state, named)
    narrator = Narrator(texts["en"], _names(4), "premium", listener=named)
    step = ask(narrator, view, state.legal_actions(), {})
    assert step.key == REDRAW_STEP
    assert step.prompt.startswith("The Bishop named your card.")
    redraw = next(c for c in step.choices if c.value is True)
    assert redraw.label.endswith(": puts you out of the round") and redraw.confirm
    assert ask(narrator, view, state.legal_actions(), {REDRAW_STEP: False}).redraw is False
    for chosen in ({REDRAW_STEP: "yes"}, {"play": "guard"}):
        with pytest.raises(Refusal) as refused:
            ask(narrator, view, state.legal_actions(), chosen)
        assert refused.value.code == err.REDRAW_REQUIRED


def _person_takes_first(match: Match, narrator, seat: int) -> Action:
    """A person's action, walking ask's steps: the first possible item, answered yes."""
    chosen: dict = {}
    for _ in range(10):
        step = match.ask(narrator, seat, chosen)
        if not isinstance(step, Ask):
            return step
        choice = next(c for c in step.choices if c.enabled)
        chosen[step.key] = choice.value
    raise AssertionError(f"no action after {chosen}")


@pytest.mark.parametrize("variant,players,seed", [("2019", 2, 3), ("2019", 4, 4),
                                                  ("premium", 4, 5), ("premium", 6, 6)])
def test_whole_games_played_through_the_match_with_ask(texts, variant, players, seed):
    game = find_game("love-letter")
    assert game is GAME and game.narration.ask is ask
    seats = [PERSON] + ["random"] * (players - 1)
    match = Match(game, variant, seats, seed=seed)
    narrator = game.narration.narrator(texts["en"], _names(players), variant, 0)
    asked = 0
    while not match.over:
        if not match.deciders:
            match.advance()
            continue
        seat = match.deciders[0]
        if match.is_bot(seat):
            match.play_bot(seat)
        else:
            match.submit(_person_takes_first(match, narrator, seat))
            asked += 1
    assert asked > 3 and match.outcome.winners


def every_name_in_sight(edition: str = "2019", players: int = 2):
    """Two Guards in hand, and every other card of the deck in sight (a discard pile or
    face up): a Guard has nothing to name that can hit."""
    state = fixed_game(edition, players, [], first=0)
    seat, other = state.current, (state.current + 1) % players
    found = find_edition(edition)
    rest = list(found.deck_for(players))
    for card in ("guard", "guard"):
        rest.remove(card)
    state.hands[seat][:] = ["guard", "guard"]
    state.face_up = ()
    state.discards[other][:] = [card for card in rest if card not in found.guard_cards()]
    state.protected[other] = False
    state._memo = None
    return state, seat, other


@pytest.mark.parametrize("lang,label,short,confirm", [
    ("en", "King, 7: all in sight, so it cannot hit", "King: all in sight, so it cannot hit",
     "Every copy of this card is already in sight, so naming it cannot hit. Name it anyway?"),
    ("ja", "王、7：すべて見えているので、当たりません", "王：すべて見えているので、当たりません",
     "このカードはすべて見えているので、宣言しても当たりません。それでも宣言しますか？"),
    ("de", "König, 7: Alle sind schon zu sehen, damit triffst du nicht",
     "König: Alle sind schon zu sehen, damit triffst du nicht",
     "Alle Exemplare dieser Karte sind schon zu sehen, du kannst mit ihr also nicht treffen. "
     "Trotzdem nennen?")])
def test_a_guard_with_every_card_in_sight_still_names_one_and_hears_why_it_cannot_hit(
        texts, lang, label, short, confirm):
    """Naming a card nobody can hold is legal: with every card in sight each item stays
    possible, says it cannot hit, and asks first; whichever is taken is a legal action."""
    state, seat, other = every_name_in_sight()
    narrator = Narrator(texts[lang], _names(2), "2019", listener=seat)
    view, legal = view_for(state, seat), state.legal_actions()
    step = ask(narrator, view, legal, {"play": "guard"})
    assert step.key == "guess" and all(c.enabled and not c.reason for c in step.choices)
    king = next(c for c in step.choices if c.value == "king")
    assert (king.label, king.confirm) == (label, confirm)
    assert king.short == short  # the line mode reads "7. King: all in sight…"
    assert all(c.confirm == confirm for c in step.choices)
    for choice in step.choices:
        action = ask(narrator, view, legal, {"play": "guard", "guess": choice.value})
        assert action == Action(seat, play="guard", target=other, guess=choice.value)
        assert action in legal


def test_a_card_that_can_hit_is_offered_before_those_that_cannot(texts):
    """Where one card to name can hit, the list starts on it; the others follow it."""
    state, seat, _ = every_name_in_sight()
    state.discards[1 - seat].remove("king")
    state.deck.append("king")
    narrator = Narrator(texts["en"], _names(2), "2019", listener=seat)
    step = ask(narrator, view_for(state, seat), state.legal_actions(), {"play": "guard"})
    assert step.choices[first_offer(step)].label == "King, 7"
    after_king = step.choices[first_offer(step, "king")]
    assert after_king.label == "Spy, 0: all in sight, so it cannot hit"
    assert [c.label for c in step.choices].count("King, 7") == 1


def test_a_premium_value_every_card_of_which_is_in_sight_says_so(texts):
    state, seat, _ = every_name_in_sight("premium", 3)
    narrator = Narrator(texts["en"], _names(3), "premium", listener=seat)
    step = ask(narrator, view_for(state, seat), state.legal_actions(),
               {"play": "guard", "target": (seat + 1) % 3})
    two = next(c for c in step.choices if c.value == 2)
    assert two.enabled and two.label == "2: Priest and Cardinal: all in sight, so it cannot hit"
    assert two.confirm.startswith("Every card of this value is already in sight")


@st.composite
def positions(draw):
    """A position of a Love Letter round at a turn of any edition and player count: the
    cards dealt at random (or with the Guards dealt first, to the set-aside card and the
    hands, so that every card to name may be in sight), the one to play holding two,
    any number of the rest in the discard piles (from none to all), any other player
    protected, the blind-player variant or not."""
    edition = find_edition(draw(st.sampled_from(sorted(EDITIONS))))
    players = draw(st.sampled_from(sorted(edition.decks)))
    cards = list(draw(st.permutations(edition.deck_for(players))))
    if draw(st.booleans()):
        cards.sort(key=lambda card: card not in edition.guard_cards())  # Guards first
    cards.reverse()  # dealt from the end
    set_aside, current = cards.pop(), draw(st.integers(0, players - 1))
    hands = [[cards.pop()] for _ in range(players)]
    hands[current].append(cards.pop())
    face_up = [cards.pop() for _ in range(3 if players == 2 else 0)]
    discards = [[] for _ in range(players)]
    for _ in range(draw(st.integers(0, len(cards)))):
        discards[draw(st.integers(0, players - 1))].append(cards.pop(0))
    protected = [draw(st.booleans()) and seat != current for seat in range(players)]
    state = GameState.from_parts(
        edition, tokens=[0] * players, target=3, round_no=1, first=current, deck=cards,
        set_aside=set_aside, face_up=face_up, hands=hands, discards=discards,
        alive=[True] * players, protected=protected, current=current, phase="play",
        to_act=current)
    state.blind = draw(st.booleans())
    return state


def every_path(narrator: Narrator, view, legal) -> set[Action]:
    """Every action a person's choices of enabled items lead to, from the first step;
    no step offers nothing to choose."""
    reached, pending = set(), [{}]
    while pending:
        chosen = pending.pop()
        step = ask(narrator, view, legal, chosen)
        if isinstance(step, Action):
            assert step in legal, (chosen, step)
            reached.add(step)
            continue
        possible = [choice for choice in step.choices if choice.enabled]
        assert possible, (chosen, step.key, [(c.label, c.reason) for c in step.choices])
        pending += [{**chosen, step.key: choice.value} for choice in possible]
    return reached


@settings(max_examples=400, deadline=None, derandomize=True)
@given(state=positions())
def test_every_position_offers_a_way_to_every_legal_action(state):
    """At any turn of any edition, the steps never offer nothing to choose, every path
    ends in a legal action, and every legal action is on a path (a card to name that
    cannot hit included)."""
    seat = state.current
    narrator = Narrator(Texts.for_language("en"), _names(state.players), state.edition.id,
                        listener=seat)
    legal = state.legal_actions()
    assert every_path(narrator, view_for(state, seat), legal) == set(legal)
