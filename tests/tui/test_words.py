"""Words as a native speaker would put them, where the screen joins them."""

from __future__ import annotations

from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.narration.i18n import Texts
from accessible_ll.games import find_game
from accessible_ll.games.love_letter.telling import told_to_the_room
from accessible_ll.match_seats import ReviewKey
from accessible_ll.tui.match_screen import keys_page


def test_japanese_keys_are_joined_with_the_japanese_comma():
    texts = Texts.for_language("ja")
    reviews = [ReviewKey(r.id, r.key, texts.text(r.label)) for r in find_game("love-letter").reviews]
    lines = keys_page(texts, {}, reviews, reference=True, ticks=False)
    assert any("、" in line for line in lines)
    assert not any(", " in line or ":" in line for line in lines), lines


def test_hot_seat_says_a_right_guess_by_name_as_it_says_who_is_out():
    assert told_to_the_room(ev.GuessResult(0, "guard", 1, "priest", True))
    assert told_to_the_room(ev.Eliminated(1, ev.BY_GUARD, ("priest",)))
    assert not told_to_the_room(ev.GuessResult(0, "guard", 1, "priest", False))
