"""The pure rules engine: no I/O, no translations, no user interface.

>>> from accessible_ll.games.love_letter.engine import Action, GameState
>>> Action(0, play="handmaid").text()
'seat=0 play=handmaid'
"""

from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.engine.cards import Edition
from accessible_ll.games.love_letter.engine.errors import IllegalAction
from accessible_ll.games.love_letter.engine.state import GameState, Outcome

__all__ = ["Action", "Edition", "GameState", "IllegalAction", "Outcome"]
