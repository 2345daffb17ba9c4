"""The table of any game in words: each person here hears their own sentences, decides
step by step, reviews, and finds the game in its file after every move."""

from __future__ import annotations

import json
import random

import pytest

from accessible_ll import games
from accessible_ll.games import find_game
from accessible_ll.kit import Ask
from accessible_ll.local_match import LocalMatch
from accessible_ll.saves import game_save_path
from accessible_ll.narration.i18n import Texts
from accessible_ll.saves import UnusableSave


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


class Ear:
    def __init__(self):
        self.told, self.refusals = [], []

    def heard(self, news):
        self.told += news

    def changed(self):
        pass

    def refused(self, seat, text):
        self.refusals.append((seat, text))

    def told_table(self, line):
        pass


def asked(table, seat, chosen):
    answers = []
    table.ask(seat, chosen, answers.append)
    return answers


def test_at_one_computer_each_person_hears_their_own_words(tmp_path):
    table = LocalMatch.new(find_game("pebbles"), None, ["human", "human", "random"],
                           Texts.for_language("de"), names=["Anna", ""],
                           save=tmp_path / "p.table")
    ear = Ear()
    table.start(ear)
    assert table.names == ["Anna", "Spieler 2", "Spieler 3"]
    step = asked(table, 0, {})[0]
    assert isinstance(step, Ask) and step.prompt == "Wie viele Steine nimmst du?"
    assert asked(table, 0, {"count": 2}) == [None]
    mine = [t for t in ear.told if t.seat == 0]
    theirs = [t for t in ear.told if t.seat == 1]
    assert ("Du nimmst 2.",) in [t.lines for t in mine]
    assert all("2" not in " ".join(t.lines) for t in theirs)  # the secret stays Anna's
    assert [t.private for t in mine] == [False, True]
    assert any(cue == ("pebble_taken", 0) for t in theirs for cue in t.cues)


def test_a_choice_that_fits_nothing_is_refused_in_words_and_changes_nothing(tmp_path):
    table = LocalMatch.new(find_game("pebbles"), None, ["human", "human"],
                           Texts.for_language("en"))
    ear = Ear()
    table.start(ear)
    assert asked(table, 0, {"count": 7}) == []
    assert ear.refusals == [(0, "Not now: bad_count.")] and table.moves == 0


def test_the_game_is_in_its_file_after_every_move_and_continues_there(tmp_path):
    path = game_save_path(tmp_path / "settings.json", "pebbles")
    table = LocalMatch.new(find_game("pebbles"), None, ["human", "random"],
                           Texts.for_language("en"), seed=9, save=path)
    table.start(Ear())
    asked(table, 0, {"count": 3})
    table.move_bot()
    saved = json.loads(path.read_text())
    assert saved["match"]["journal"][0] == {"seat": 0, "count": 3}
    assert len(saved["match"]["journal"]) == 2 and saved["match"]["seed"] == 9
    table.close()
    again = LocalMatch.resume(path, Texts.for_language("ja"))
    ear = Ear()
    again.start(ear)
    assert again.moves == 2 and again.resumed
    assert ear.told[0].lines == ("保存した小石取りのゲームを続けます。最近の手です：",)


def test_a_finished_or_damaged_game_is_not_continued(tmp_path):
    path = tmp_path / "saved.table"
    path.write_text(json.dumps({"version": 1, "match": {"game": "chess"}}))
    with pytest.raises(UnusableSave):
        LocalMatch.resume(path)
    table = LocalMatch.new(find_game("pebbles"), None, ["random", "random"],
                           Texts.for_language("en"), seed=1, save=path)
    table.start(Ear())
    while not table.over:
        table.move_bot()
    assert not path.exists()  # a finished game is not kept


def test_a_love_letter_save_beside_it_is_left_alone(tmp_path):
    settings = tmp_path / "settings.json"
    love_letter = tmp_path / "saved-love-letter.table"
    love_letter.write_text("kept")
    table = LocalMatch.new(find_game("disloyal-royals"), None, ["human", "random"],
                           Texts.for_language("en"), save=game_save_path(settings,
                                                                           "disloyal-royals"))
    table.start(Ear())
    assert love_letter.read_text() == "kept"
    assert game_save_path(settings, "disloyal-royals").exists()


def test_at_a_hot_seat_the_room_hears_public_events_in_nobodys_you():
    """Several people at one computer: each hears their own words, and the room (while
    the computer is passed on) the public's, where "you" would name nobody in particular."""
    table = LocalMatch.new(find_game("disloyal-royals"), None, ["human", "human"],
                           Texts.for_language("en"), names=["Ann", "Ben"], seed=2)
    ear = Ear()
    table.start(ear)
    while not table.over and len(ear.told) < 200:
        seat = table.deciders[0]
        step = asked(table, seat, {})[0]
        chosen = {}
        while step is not None:
            choice = next(c for c in step.choices if c.enabled)
            chosen[step.key] = (choice.value,) if step.several else choice.value
            answers = asked(table, seat, chosen)
            step = answers[0] if answers else None
    room = [line for told in ear.told if told.seat is None for line in told.lines]
    assert room and not any(line.startswith(("You ", "Your ")) for line in room)
    assert any(line.startswith("Ann ") for line in room)
    assert not any(told.private for told in ear.told if told.seat is None)
    for seat in (0, 1):
        assert any(line.startswith("You ") for told in ear.told if told.seat == seat
                   for line in told.lines)


#: Games saved by Love Letter's own table (tests/golden/continued.json, written by
#: tests/golden/make_golden.py): edition, players, blind-player variant.
OLD_SAVES = [("2019", 2, False), ("classic", 4, True)]
#: The person's choices after the save: the generator's seed.
CONTINUED_SEED = 6


def as_recorded(view) -> str:
    """A Love Letter view as the recording wrote it: without where the cards the seat
    put under the deck lie (``bottom_positions``, a field added since)."""
    return repr(view).replace(f", bottom_positions={view.bottom_positions!r}", "")


@pytest.mark.parametrize("edition,players,blind", OLD_SAVES)
def test_a_love_letter_game_saved_by_its_own_table_continues_as_the_same_game(
        tmp_path, edition, players, blind):
    """A save from before the game seam (the table's settings, seed and journal) is
    the same game as a Match: every seat sees what it saw on Love Letter's own table,
    move after move, to the same end."""
    from tests.golden import digest, load
    old = load("continued")["games"][f"{edition} {players} {blind}"]
    path = tmp_path / "saved-love-letter.table"
    path.write_text(json.dumps(old["save"]), encoding="utf-8")
    match = LocalMatch.resume(path, Texts.for_language("en")).match
    assert match.variant == edition and match.options == {"target": 2, "blind": blind}
    rng = random.Random(CONTINUED_SEED)
    views = []
    for _ in range(400):
        views.append(digest([as_recorded(match.view(seat))
                             for seat in (None, *range(players))]))
        assert views[-1] == old["views"][len(views) - 1], len(views)
        if match.over:
            break
        if not match.deciders:
            match.advance()
        elif match.is_bot(match.deciders[0]):
            match.play_bot(match.deciders[0])
        else:
            match.submit(rng.choice(match.legal(match.deciders[0])))
    assert views == old["views"] and match.over
    assert repr(match.outcome) == old["outcome"]


def test_a_hot_seat_game_continued_keeps_for_each_person_what_waited_for_them(tmp_path):
    """At a shared computer, what was private to a person since their own last turn
    waits for them until they take the computer; a game continued from its file keeps
    it so, even where the game retells only this turn (Love Letter's blind-player
    variant)."""
    game = find_game("love-letter")
    texts = Texts.for_language("en")
    for seed in range(400):
        path = tmp_path / f"saved-{seed}.table"
        local = LocalMatch.new(game, "2019", ["human", "human"], texts, names=["Ann", "Ben"],
                               seed=seed, options={"blind": True}, save=path)
        (first,) = local.match.deciders
        other = 1 - first
        aimed = [action for action in local.match.legal(first)
                 if action.target == other and action.play == "baron"]
        if not aimed:
            continue
        events = local.match.submit(aimed[0])
        local.save()
        if local.match.deciders == (other,):
            break
    else:
        pytest.fail("no seed lets the first player aim a Baron at the other")
    waited_live = [line for told in local.news(len(local.match.log) - len(events))
                   if told.seat == other
                   and told.private for line in told.lines]
    assert waited_live  # "You hold the Guard; Ben holds the King." waits for Ann
    ear = Ear()
    ear.full_screen = True
    LocalMatch.resume(path, texts).start(ear)
    waiting = [line for told in ear.told if told.seat == other
               and told.private for line in told.lines]
    assert set(waited_live) <= set(waiting)


@pytest.mark.parametrize("game_id", ["disloyal-royals", "verraeter"])
def test_a_hot_seat_game_continued_keeps_what_waited_since_the_computer_was_theirs(
        tmp_path, game_id):
    """A game whose turns the shell cannot see (no turn marks) continued at a shared
    computer: what waits for each person is what came since the computer was last
    theirs, not every secret of the game again (the first deal is long heard)."""
    texts = Texts.for_language("en")
    path = tmp_path / "saved.table"
    local = LocalMatch.new(find_game(game_id), None, ["human", "human", "human"][
        :2 if game_id == "disloyal-royals" else 3], texts, seed=5, save=path)
    chance = random.Random(3)
    while local.match.moves < 40 and not local.match.over:
        if not local.match.deciders:
            local.match.advance()
        else:
            local.match.submit(chance.choice(local.match.legal(local.match.deciders[0])))
    local.save()
    local.release()
    ear = Ear()
    ear.full_screen = True
    continued = LocalMatch.resume(path, texts)
    continued.start(ear)
    dealt = [told.lines for told in continued.news(0, 8) if told.private]
    waiting = [told.lines for told in ear.told if told.private]
    assert dealt and waiting and not [lines for lines in dealt if lines in waiting], waiting
