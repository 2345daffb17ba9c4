"""Words as a native speaker would put them, where the screen joins them."""

from __future__ import annotations

from accessible_ll.engine import events as ev
from accessible_ll.narration.i18n import Texts
from accessible_ll.tui.game_screen import key_lines, told_to_the_room


def test_japanese_keys_are_joined_with_the_japanese_comma():
    lines = key_lines(Texts.for_language("ja"))
    assert any("、" in line for line in lines)
    assert not any(", " in line or ":" in line for line in lines), lines


def test_hot_seat_says_a_right_guess_by_name_as_it_says_who_is_out():
    assert told_to_the_room(ev.GuessResult(0, "guard", 1, "priest", True))
    assert told_to_the_room(ev.Eliminated(1, ev.BY_GUARD, ("priest",)))
    assert not told_to_the_room(ev.GuessResult(0, "guard", 1, "priest", False))
