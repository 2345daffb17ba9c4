"""The choices several games offer at their table before it starts, made once here with
their words.

>>> from accessible_ll.kit.words import SourceWords
>>> first = who_starts("first")
>>> first.label, first.values("standard", 3), first.default
('Who plays first', (None, 0, 1, 2), None)
>>> [first.text(SourceWords(), value, "standard", 2) for value in first.values("standard", 2)]
['drawn by lot', 'seat 1', 'seat 2']
>>> first.usable(1, "standard", 2), first.usable(2, "standard", 2)
(True, False)
"""

from __future__ import annotations

from typing import Any

from accessible_ll.kit import Setting
from accessible_ll.kit.words import START_BY_LOT, START_SEAT, WHO_STARTS


def who_starts(setting_id: str, label: str = WHO_STARTS) -> Setting:
    """Who plays the first turn: drawn by lot when the game begins (None, the default),
    or a seat chosen before it, any seat of the table.

    Args:
        setting_id: Its key in the game's options and in the settings file (each game
            keeps the one its saved settings hold: Disloyal Royals ``first``,
            Verräter ``start``).
        label: The row's name, where the game's players call it otherwise (an
            :func:`~accessible_ll.kit.N_`-marked message; Verräter: "Start player").
    """
    return Setting(setting_id, label, lambda variant, players: (None, *range(players)),
                   _start_text)


def _start_text(words: Any, value: int | None, variant: str, players: int) -> str:
    if value is None:
        return words.text(START_BY_LOT)
    return words.text(START_SEAT, number=value + 1)
