"""The narrator: events, errors and queries turned into sentences for one listener."""

from __future__ import annotations

from typing import Sequence

from accessible_ll.engine import errors as err
from accessible_ll.engine.errors import IllegalAction
from accessible_ll.engine.phases import CHANCELLOR
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts


def default_names(texts: Texts, players: int) -> list[str]:
    """"Player 1", "Player 2"... in the listener's language."""
    return [texts.text(m.PLAYER_NAME, number=seat + 1) for seat in range(players)]


class Narrator:
    """Sentences in one language for a table of named players.

    Args:
        texts: The language to speak.
        names: Each seat's name.
    """

    def __init__(self, texts: Texts, names: Sequence[str]) -> None:
        self.texts = texts
        self.names = list(names)

    def error(self, error: IllegalAction) -> str:
        """What was wrong with an action and what to do instead."""
        details = dict(error.details)
        by_value = details.pop("by_value", False)
        message = (m.VALUE_ERRORS.get(error.code) if by_value else None) or m.ERRORS[error.code]
        if error.code == err.WRONG_DECISION and details.get("expected") == CHANCELLOR:
            message = m.KEEP_FIRST
        for key in ("seat", "to_act", "target"):
            if key in details and details[key] is not None:
                seat = details[key]
                details["number"] = seat + 1
                if 0 <= seat < len(self.names):
                    details["player"] = self.names[seat]
        if error.code == err.NOT_YOUR_TURN and details.get("to_act") is not None:
            details["player"] = self.names[details["to_act"]]
        return self.texts.text(message, **details)
