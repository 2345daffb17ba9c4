"""What Verräter says: every event in ja, en and de, only what each listener may know,
the review answers, the refusals, and a whole game told by ``simulate``."""

from __future__ import annotations

import json
import random
import re

import pytest

from accessible_ll.games.verraeter import events as ev
from accessible_ll.games.verraeter import cards as r
from accessible_ll.games.verraeter import words as w
from accessible_ll.games.verraeter.actions import Action
from accessible_ll.games.verraeter.errors import ALL_CODES, Refused
from accessible_ll.games.verraeter.narrator import REPLAY, Narrator
from accessible_ll.games.verraeter.state import State
from accessible_ll.games.verraeter.view import view
from accessible_ll.kit import hears
from accessible_ll.narration.i18n import Texts
from accessible_ll.simulate import play_bot_game, simulate

LANGUAGES = ("ja", "en", "de")
EVENT_KINDS = {cls.kind for cls in vars(ev).values()
               if isinstance(cls, type) and isinstance(getattr(cls, "kind", None), str)}
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def _names(players: int) -> list[str]:
    return [f"P{seat}x" for seat in range(players)]


def _random_game(players: int, seed: int, greedy_builder: bool = False):
    """A seeded game of random legal actions: yields each step's events."""
    rng = random.Random(seed)
    state = State.new(players, seed)
    yield state, list(state.log)
    while state.outcome() is None:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        upgrades = [a for a in legal if a.upgrade is not None]
        action = upgrades[0] if greedy_builder and upgrades else rng.choice(legal)
        yield state, state.apply(action)


@pytest.fixture(scope="module")
def texts():
    return {lang: Texts.for_language(lang) for lang in LANGUAGES}


def test_every_event_kind_is_told_in_every_language(texts):
    seen: set[str] = set()
    for seed in range(14):
        players = 3 + seed % 3
        narrators = [Narrator(texts[lang], _names(players), "standard", listener)
                     for lang in LANGUAGES for listener in (REPLAY, 0, None)]
        for _state, events in _random_game(players, seed, greedy_builder=seed % 2 == 0):
            seen |= {event.kind for event in events}
            for narrator in narrators:
                for line in narrator.events(events):
                    assert line and not PLACEHOLDER.search(line), line
    assert seen == EVENT_KINDS, EVENT_KINDS - seen


def test_the_record_tells_every_event(texts):
    """The record of a finished game ("all") has a sentence for every event but the
    public "has chosen" (the kept card itself is told), who decides next (asked), the
    start player card passing on (the round that follows names its start player) and how
    many cards were drawn or discarded (the values themselves are told)."""
    for _state, events in _random_game(4, 3):
        for event in events:
            lines = Narrator(texts["en"], _names(4), "standard", REPLAY).events([event])
            quiet = event.kind in ("kept", "deciding", "start_passed") \
                or (event.kind == "commitments_discarded"
                                             and not event.count) \
                or (event.kind in ("discarded_cards", "drew_cards") and not event.cards) \
                or (event.kind in ("drew", "discarded") and event.count)
            assert bool(lines) != quiet, event


def _role_names(text: Texts) -> dict[str, str]:
    return {card: text.context(w.ROLES[card]) for card in r.ACTION_CARDS}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nobody_hears_another_drafter_s_cards_the_centre_or_another_s_discards(texts, lang):
    names = _role_names(texts[lang])
    for seed in range(6):
        players = 5
        listeners = list(range(players)) + [None]
        narrators = {s: Narrator(texts[lang], _names(players), "standard", s)
                     for s in listeners}
        known = {s: set() for s in listeners}     # action cards the listener has seen
        drafting = False
        centre: set[str] = set()
        for state, events in _random_game(players, 100 + seed):
            for event in events:
                if event.kind == "draft_started":
                    drafting, known = True, {s: set() for s in listeners}
                if event.kind == "offered":
                    known[event.seat] |= set(event.cards)
                if event.kind == "revealed":
                    drafting = False
                    centre = set(r.ACTION_CARDS) - set(event.roles)
                for s in listeners:
                    lines = narrators[s].events([event])
                    if not hears(event, s):
                        assert lines == [], (s, event)
                        continue
                    if drafting:
                        forbidden = set(r.ACTION_CARDS) - known[s]
                    else:
                        forbidden = centre - known[s]
                    for line in lines:
                        for card in forbidden:
                            assert names[card] not in line, (s, card, line)
                    if event.kind in ("discarded_cards", "drew_cards"):
                        assert event.seat == s
            if state.outcome() is not None:
                break


def test_a_seat_hears_what_it_received_and_others_hear_only_the_choice(texts):
    state = State.new(5, 4)
    narrators = {s: Narrator(texts["en"], _names(5), "standard", s) for s in (0, 1, None)}
    for s in narrators.values():
        s.events(state.log)
    heard = {s: [] for s in narrators}
    while state.phase != "commit":
        seat = state.deciders()[0]
        events = state.apply(state.legal_actions(seat)[-1])
        for s, narrator in narrators.items():
            heard[s] += narrator.events(events)
    spectator = " ".join(heard[None])
    assert "Keep one" not in spectator and "You keep" not in spectator
    assert all(name not in spectator for name in _role_names(texts["en"]).values())
    assert any(line.startswith("You keep the ") for line in heard[0])
    assert sum("has chosen" in line for line in heard[0]) == 4


def _to_phase(state: State, phase: str) -> State:
    rng = random.Random(1)
    while state.phase != phase:
        seat = state.deciders()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_review_answers(texts, lang):
    t = texts[lang]
    state = _to_phase(State.new(4, 9), "battlefield")
    holder = state.deciders()[0]
    narrator = Narrator(t, _names(4), "standard", holder)
    mine = view(state, holder)
    choices = narrator.battlefield_choices(mine)
    assert len(choices) == len(state.battlefields())
    hawk, rose = t.context(w.HOUSES["hawk"]), t.context(w.HOUSES["rose"])
    assert all(hawk in line and rose in line for line in choices)
    city = state.kinds.index("city")
    line = narrator.landscape(mine, city + r.RING_SIZE)   # taken round the ring
    assert t.context(w.LANDSCAPES["city"]) in line and "18" in line and "9" in line
    assert len(narrator.ring(mine)) == r.RING_SIZE
    assert narrator.battle(mine) == [t.text(w.NO_BATTLEFIELD)]
    state = _to_phase(state, "commit")
    mine = view(state, holder)
    assert len(narrator.battle(mine)) == 2
    role = t.context(w.ROLES[state.roles[holder]])
    assert any(role in line for line in narrator.hand(mine))
    others = [t.context(w.ROLES[state.roles[s]]) for s in range(4) if s != holder]
    before = " ".join(narrator.roles(mine) + narrator.hand(mine))
    assert all(name not in before for name in others)
    spectator = Narrator(t, _names(4), "standard", None)
    assert spectator.hand(view(state, None)) == [t.text(w.NO_HAND)]
    assert len(narrator.houses(mine)) == 5 and len(narrator.scores(mine)) == 7


def test_the_roles_once_revealed_and_the_battle_with_its_diplomats(texts):
    t = texts["en"]
    state = _to_phase(State.new(3, 2), "commit")
    while not state.revealed:
        seat = state.deciders()[0]
        state.apply(state.legal_actions(seat)[0])
    narrator = Narrator(t, _names(3), "standard", 0)
    roles = narrator.roles(view(state, 0))
    assert len(roles) == 3 and roles[0].startswith("You are the ")
    assert all("diplomats" in line for line in narrator.battle(view(state, 0)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_has_its_sentence(texts, lang):
    narrator = Narrator(texts[lang], _names(3), "standard", 0)
    sentences = {code: narrator.refusal(Refused(code, needed=2)) for code in ALL_CODES}
    assert len(set(sentences.values())) == len(ALL_CODES)
    assert all(s and not PLACEHOLDER.search(s) for s in sentences.values())
    state = State.new(3, 1)
    other = (state.deciders()[0] + 1) % 3
    with pytest.raises(Refused) as refused:
        state.apply(Action(other, place=0))
    assert narrator.refusal(refused.value) == sentences["not_your_turn"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_game_told_by_simulate_ends_with_the_final_scores(texts, lang):
    t = texts[lang]
    lines = list(simulate("verraeter", None, 4, 5, t, 0))
    *_, (state, _events) = play_bot_game("verraeter", None, 4, 5)
    outcome = state.outcome()
    narrator = Narrator(t, [t.text("Player {number}", number=s + 1) for s in range(4)],
                        "standard", 0)
    expected = [narrator.say(s, w.FINAL_SCORE_YOU, w.FINAL_SCORE, score)
                for s, score in enumerate(outcome.scores)] + [narrator.winners(outcome.winners)]
    assert lines[-5:] == expected
    assert not any(PLACEHOLDER.search(line) for line in lines)


START_PLAYER_WORDS = {"en": "start player", "de": "Startspieler", "ja": "初手番"}
BASE_STRENGTH_WORDS = {"en": "base strength", "de": "Grundstärke", "ja": "土地の強さ"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_round_names_its_start_player_once(texts, lang):
    lines = list(simulate("verraeter", None, 4, 5, texts[lang], 0))
    word = START_PLAYER_WORDS[lang]
    rounds = [i for i, line in enumerate(lines) if word in line]
    assert len(rounds) >= 8
    assert not [lines[i] for i in rounds if i + 1 in rounds]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_side_of_the_battle_says_base_strength_not_a_landscape_number(texts, lang):
    word = BASE_STRENGTH_WORDS[lang]
    state = _to_phase(State.new(4, 2), "commit")
    narrator = Narrator(texts[lang], _names(4), "standard", state.deciders()[0])
    before = narrator.battle(view(state, state.deciders()[0]))
    assert len(before) == 2 and all(word in line for line in before), before
    lines = list(simulate("verraeter", None, 4, 5, texts[lang], 0))
    parts = {"en": r"supply cards \d+, diplomats \d+\)\.$",
             "de": r"Nachschubkarten \d+, Diplomaten \d+\)\.$",
             "ja": r"兵站カード\d+、外交家\d+です。$"}[lang]
    sides = [line for line in lines if re.search(parts, line)]
    assert len(sides) >= 16 and all(word in line for line in sides), sides[:2]


NUMBERS_SIDE_BY_SIDE = {"de": r"Spieler \d+ \d+ Karte", "ja": r"プレイヤー\d+に\d+枚"}
KEEP_WORDS = {"en": "Keep", "de": "Behalte", "ja": "選んで"}


@pytest.mark.parametrize("lang", sorted(NUMBERS_SIDE_BY_SIDE))
def test_the_draft_is_said_without_a_player_number_next_to_a_card_count(texts, lang):
    lines = [line for seat in (0, 1)
             for line in simulate("verraeter", None, 4, 5, texts[lang], seat)]
    names = [texts[lang].text("Player {number}", number=n) for n in (2, 3, 4)]
    passes = [line for line in lines if any(name in line for name in names)
              and re.search(r"\d", line.replace(names[0], "").replace(names[1], "")
                            .replace(names[2], ""))]
    assert passes
    assert not [line for line in lines if re.search(NUMBERS_SIDE_BY_SIDE[lang], line)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cards_received_in_the_draft_then_the_question_say_keep_once(texts, lang):
    from accessible_ll.games.verraeter.ask import ask
    state = State.new(4, 3)
    while state.phase != "draft":
        seat = state.deciders()[0]
        state.apply(state.legal_actions(seat)[0])
    kept = 0
    while state.phase == "draft" and kept < 4:
        seat = state.deciders()[0]
        narrator = Narrator(texts[lang], _names(4), "standard", seat)
        offered = narrator.events(state.log)[-1]      # the cards this drafter received
        assert sum(narrator.role(card) in offered for card in r.ACTION_CARDS) >= 2, offered
        step = ask(narrator, view(state, seat), state.legal_actions(seat), {})
        heard = offered + " " + step.prompt
        assert heard.count(KEEP_WORDS[lang]) == 1, heard
        state.apply(state.legal_actions(seat)[0])
        kept += 1


GERMAN_ROLES = {"traitor": ("der Verräter", "den Verräter"),
                "diplomat5": ("der Diplomat +5", "den Diplomaten +5"),
                "diplomat2": ("der Diplomat +2", "den Diplomaten +2"),
                "strategist": ("der Stratege", "den Strategen"),
                "builder": ("der Baumeister", "den Baumeister"),
                "farmer": ("der Bauer", "den Bauern")}


def test_an_action_card_is_said_with_its_article_in_the_case_the_sentence_asks(texts):
    """German: "Du behältst den Strategen.", "Anna ist der Stratege." (not "Du behältst
    Stratege."); English "You keep the Strategist."; Japanese the bare name."""
    roles = tuple(r.ACTION_CARDS)
    for lang, kept, shown in (("de", "Du behältst {}.", "P1x ist {}."),
                              ("en", "You keep {}.", "P1x is {}."),
                              ("ja", "あなたは{}を取りました。", "P1xは{}です。")):
        narrator = Narrator(texts[lang], _names(4), "standard", 0)
        for role in roles:
            name = texts[lang].context(w.ROLES[role])
            subject, object_ = {"de": GERMAN_ROLES[role],
                                "en": (f"the {name}",) * 2, "ja": (name, name)}[lang]
            assert narrator.events([ev.KeptCard(0, role, (0,))]) == [kept.format(object_)]
            told = narrator.events([ev.Revealed(("farmer", role, "builder", "traitor"))])
            assert told[2] == shown.format(subject), told


def test_one_supply_card_committed_drawn_or_discarded_is_said_as_one_card(texts):
    narrator = Narrator(texts["en"], _names(4), "standard", 0)
    assert narrator.events([ev.Committed(1, (8,))]) == ["P1x commits one supply card: 8."]
    assert narrator.events([ev.Committed(0, (5, 4))]) == [
        "You commit 2 supply cards worth 9: 5, 4."]
    assert narrator.events([ev.DrewCards(0, (2,), (0,))]) == ["You draw 1 card: 2."]


def test_the_last_drafter_of_five_takes_the_one_card_left_and_hears_nothing_of_a_rest(
        texts):
    from accessible_ll.games.verraeter.ask import ask
    state = _to_phase(State.new(5, 3), "draft")
    while len([s for s in state.roles if s is not None]) < 4:
        seat = state.deciders()[0]
        state.apply(state.legal_actions(seat)[0])
    last = state.deciders()[0]
    for lang in LANGUAGES:
        narrator = Narrator(texts[lang], _names(5), "standard", last)
        step = ask(narrator, view(state, last), state.legal_actions(last), {})
        assert len(step.choices) == 1
        assert step.prompt.startswith(texts[lang].text(w.ASK_KEEP_ONLY)), step.prompt
        assert texts[lang].text(w.ASK_KEEP_LAST) not in step.prompt


def test_two_trading_posts_under_one_landscape_type_are_told_apart_by_number(texts):
    narrator = Narrator(texts["en"], _names(4), "standard", 1)
    state = State.new(4, 3)
    narrator.events(state.log)    # the ring, as the listener heard it
    forests = [p for p, kind in enumerate(state.kinds) if kind == "forest"]
    said = narrator.events([ev.PointsScored(0, 3, 9, ev.FOR_TRADING_POST, p)
                            for p in forests])
    assert said == [f"P0x gains 3 points for the Trading post under landscape {p + 1}, "
                    f"Forest, now 9." for p in forests]


JAPANESE_ROLE_NAMES = ("建築家", "外交家", "農業家", "戦略家")


def test_japanese_says_rounds_and_houses_as_players_do_and_reads_no_brackets(texts):
    """「全9ラウンド中、第1ラウンドです。」 (no slash), 陣営 for a house (never 家, which
    reads as a home), and no brackets, which a Japanese voice reads aloud."""
    lines = list(simulate("verraeter", None, 4, 5, texts["ja"], 0))
    state = State.new(4, 5)
    narrator = Narrator(texts["ja"], _names(4), "standard", 0)
    for _ in range(12):   # the Estates placed and the battlefield chosen
        state.apply(state.legal_actions(state.deciders()[0])[0])
    from accessible_ll.games.verraeter.reviews import REVIEWS
    from accessible_ll.games.verraeter.rules import rules
    lines += [line for review in REVIEWS for line in review.lines(narrator, view(state, 0))]
    lines += rules(narrator, view(state, 0))
    assert "全8ラウンド中、第1ラウンドです。" in " ".join(lines)
    bad = [line for line in lines if re.search("[／/（）()]", line)
           or "家" in re.sub("|".join(JAPANESE_ROLE_NAMES), "", line)]
    assert not bad, bad[:3]


def _played(players: int, seed: int, until) -> State:
    """A seeded game of random legal actions, played until ``until(state)`` holds."""
    for state, _events in _random_game(players, seed):
        if until(state):
            return state
    raise AssertionError("the game ended first")


RING_COUNTS = {"en": "Hawk shows {hawk} landscapes, Rose {rose}.",
               "de": "Adler: {hawk} Landschaften, Rose: {rose}.",
               "ja": "鷹の土地は{hawk}枚、薔薇の土地は{rose}枚です。"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_houses_review_counts_the_landscapes_each_house_shows(texts, lang):
    """The game ends when all twelve landscapes show one house: ``o`` says how many show
    each, after everyone's house."""
    state = _played(4, 21, lambda s: s.houses.count("hawk") not in (0, 6, 12))
    hawk = state.houses.count("hawk")
    for seat in (0, None):
        lines = Narrator(texts[lang], _names(4), "standard", seat).houses(view(state, seat))
        assert lines[-1] == RING_COUNTS[lang].format(hawk=hawk, rose=12 - hawk), lines
        assert len(lines) == 5


ROUND_WORDS = {"en": r"Round \d+ of", "de": r"Runde \d+ von", "ja": r"第\d+ラウンドです"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_recap_says_the_round_and_the_start_player_once(texts, lang):
    """Coming back to a game: the recap says the points, the houses, the ring's count and
    the strategy card's holder; the round and its start player are said by the round's
    start told again right after it (before round 1: the game's start)."""
    from accessible_ll.games.verraeter.telling import recap
    t = texts[lang]
    for until in (lambda s: s.round_no == 3 and s.phase == "commit",
                  lambda s: s.phase == "estates" and s.current != s.start):
        state = _played(4, 8, until)
        narrator = Narrator(t, _names(4), "standard", 1)
        told = recap(narrator, view(state, 1), [e for e in state.log if hears(e, 1)])
        heard = list(told.lines) + narrator.events(told.again)
        start_lines = [line for line in heard if START_PLAYER_WORDS[lang] in line]
        assert len(start_lines) == 1, start_lines
        assert len([line for line in heard if re.search(ROUND_WORDS[lang], line)]) <= 1
        assert set(narrator.points(view(state, 1))) <= set(told.lines)
        if state.round_no:
            assert re.search(ROUND_WORDS[lang], narrator.events(told.again)[0])
            assert told.lines[-2:] == (narrator.ring_count(view(state, 1)),
                                       narrator.strategy_holder(view(state, 1)))
        else:
            assert told.lines[0] == t.text(w.ROUND_NOT_YET, rounds=8)
            assert told.again[0].kind == "game_started"



def _the_end(state: State) -> tuple[list, list]:
    """A finished game's events before the last round's end, and from it on."""
    last = max(i for i, e in enumerate(state.log) if e.kind == "round_ended")
    return state.log[:last], state.log[last:]


def _ended_with_trading_posts(reason: str) -> tuple[list, list]:
    """The events of a game that ended for ``reason`` with Trading posts scoring, before
    the last round's end and from it on."""
    if reason == ev.ONE_HOUSE:   # the contract's vector 12
        from pathlib import Path
        from accessible_ll.games.verraeter import scenario
        path = Path(__file__).parent / "scenarios" / "12_early_end.json"
        return _the_end(scenario.run(scenario.cases(json.loads(path.read_text()))[0]))
    for seed in range(40):
        *_, (state, _events) = _random_game(4, seed, greedy_builder=True)
        before, end = _the_end(state)
        if state.ended == reason and [e for e in end if e.kind == "points_scored"]:
            return before, end
    raise AssertionError("no such end")


POST_WORDS = {"en": "Trading post", "de": "Kontor", "ja": "商館"}
ROUND_OVER_WORDS = {"en": "is over", "de": "ist vorbei", "ja": "ラウンドが終わりました"}


@pytest.mark.parametrize("reason", [ev.LAST_ROUND, ev.ONE_HOUSE])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_end_says_why_the_game_ends_then_the_trading_posts_then_the_scores(
        texts, lang, reason):
    """Why the game ends first, then the points its Trading posts bring, then the final
    scores; the round's end said once (not "Round 8 is over. The last round is over.")."""
    t = texts[lang]
    before, end = _ended_with_trading_posts(reason)
    narrator = Narrator(t, _names(4), "standard", REPLAY)
    narrator.events(before)
    lines = narrator.events(end)
    why = (t.text(w.ENDED_LAST_ROUND, round_no=end[0].round_no) if reason == ev.LAST_ROUND
           else t.text(w.ENDED_ONE_HOUSE))
    posts = [i for i, line in enumerate(lines) if POST_WORDS[lang] in line]
    first_score = t.plural(w.FINAL_SCORE, end[-1].scores[0], player=_names(4)[0])
    assert posts and lines.count(why) == 1 and lines.index(why) < posts[0], lines
    assert posts[-1] < lines.index(first_score)
    assert sum(ROUND_OVER_WORDS[lang] in line for line in lines) == 1, lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ring_says_on_the_battlefield_only_while_the_battle_is_to_be_fought(texts, lang):
    t = texts[lang]
    on, was = t.text(w.ON_BATTLEFIELD), t.text(w.WAS_BATTLEFIELD)
    narrator = Narrator(t, _names(4), "standard", 0)
    for phase, said in (("draft", on), ("commit", on), ("builder", was), ("discard", was)):
        state = _played(4, 30, lambda s, phase=phase: s.phase == phase and s.round_no == 2)
        ring = narrator.ring(view(state, 0))
        marked = [line for line in ring if line.endswith((on, was))]
        assert len(marked) == 2 and all(line.endswith(said) for line in marked), marked
        assert not [line for line in ring if on in line and was in line]


BASE_WORDS = {"en": "{spot}, strength {base}", "de": "{spot}, Stärke {base}",
              "ja": "{spot}は強さ{base}"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_battlefield_choice_says_the_strength_each_landscape_brings(texts, lang):
    """The strategy card's holder judges the fight: each choice says both landscapes'
    base strengths, not only what each house stands to gain."""
    t = texts[lang]
    state = _played(4, 9, lambda s: s.phase == "battlefield")
    holder = state.deciders()[0]
    narrator = Narrator(t, _names(4), "standard", holder)
    mine = view(state, holder)
    choices = narrator.battlefield_choices(mine)
    assert len(choices) == len(state.battlefields())
    for first, line in zip(state.battlefields(), choices):
        for spot in (mine.ring[first], mine.ring[(first + 1) % r.RING_SIZE]):
            where = t.text(w.RING_ITEM, landscape=narrator.landscape_name(spot.kind),
                           house=narrator.house(spot.house))
            assert BASE_WORDS[lang].format(spot=where, base=r.BASE[spot.kind]) in line, line
