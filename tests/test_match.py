"""The table for any game: people and bots in their seats, several deciders at once,
refusals that change nothing, a journal that replays the game, a damaged save refused."""

from __future__ import annotations

import json

import pytest

from accessible_ll import games
from accessible_ll.games import find_game
from accessible_ll.kit import Ask, Refusal
from accessible_ll.match import ADVANCE, UNUSABLE, Match
from tests.games import pebbles


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


class Words:
    language = "en"


def narrator(seat):
    return pebbles.Narrator(Words(), ["Ann", "Ben", "Cy"], "pile-12", seat)


def test_people_and_bots_decide_at_once_and_each_hears_only_their_own():
    match = Match(find_game("pebbles"), None, ["human", "random", "human"], seed=3)
    assert match.people == (0, 2) and match.deciders == (0, 1, 2)
    step = match.ask(narrator(0), 0, {})
    assert isinstance(step, Ask) and step.key == "count"
    assert [c.value for c in step.choices] == [1, 2, 3]
    start = len(match.log)
    match.submit(match.ask(narrator(0), 0, {"count": 2}))
    assert match.deciders == (1, 2)
    assert [e.kind for e in match.events(0, start)] == ["chose", "chose_count"]
    assert [e.kind for e in match.events(2, start)] == ["chose"]
    assert [e.kind for e in match.events(None, start)] == ["chose"]


def test_a_refusal_changes_nothing():
    match = Match(find_game("pebbles"), None, ["human", "human"], seed=3)
    before = (match.snapshot(), len(match.log), match.deciders)
    with pytest.raises(Refusal):
        match.submit(pebbles.Take(0, 9))
    with pytest.raises(Refusal) as refused:
        match.ask(narrator(0), 0, {"count": 9})
    assert refused.value.code == "bad_count"
    match.submit(pebbles.Take(0, 1))
    with pytest.raises(Refusal) as twice:
        match.submit(pebbles.Take(0, 1))  # seat 0 has chosen: it waits for the others
    assert twice.value.code == "not_deciding"
    assert match.moves == 1 and before[0]["journal"] == []


def test_a_game_replays_from_its_journal_and_bots_play_on_the_same():
    for game_id, players in (("pebbles", 3), ("disloyal-royals", 2), ("verraeter", 4)):
        game = find_game(game_id)
        match = Match(game, None, ["random"] * players, seed=11)
        half = None
        while not match.over:
            if match.moves == 3:
                half = json.loads(json.dumps(match.snapshot()))
            if match.deciders:
                match.play_bot(match.deciders[0])
            else:
                match.advance()
        again = Match.from_snapshot(half)
        while not again.over:
            if again.deciders:
                again.play_bot(again.deciders[0])
            else:
                again.advance()
        assert again.journal == match.journal and again.outcome == match.outcome


@pytest.mark.parametrize("damage", [
    lambda d: d.update(game="chess"), lambda d: d.update(seed=-1),
    lambda d: d.update(seats=["human", "wizard"]), lambda d: d.update(seats=["human"]),
    lambda d: d["journal"].append({"seat": 0, "count": 7}),
    lambda d: d["journal"].append(ADVANCE), lambda d: d.pop("names"),
    lambda d: d.update(options={"colour": 1}), lambda d: d.update(journal="x"),
])
def test_a_damaged_save_is_refused_with_what_is_wrong(damage):
    match = Match(find_game("pebbles"), None, ["human", "random"], seed=3)
    match.submit(pebbles.Take(0, 2))
    data = match.snapshot()
    damage(data)
    with pytest.raises(Refusal) as refused:
        Match.from_snapshot(data)
    assert refused.value.code == UNUSABLE and refused.value.details["key"]


def test_a_table_that_does_not_fit_the_game_is_refused():
    game = find_game("disloyal-royals")
    for seats, variant in ((["human"] * 3, None), (["human", "wizard"], None),
                           (["human", "human"], "deluxe")):
        with pytest.raises(Refusal):
            Match(game, variant, seats)


def test_no_game_takes_a_letter_the_shell_keeps():
    from accessible_ll.match_line import SHELL_LETTERS
    for game_id in games.GAMES:
        keys = [review.key for review in find_game(game_id).narration.reviews]
        assert len(keys) == len(set(keys))
        assert not set(keys) & set(SHELL_LETTERS), game_id
