"""The keys of the full-screen game in words: the shell's on the game's screen and
on every screen, a game's review keys as a key map moves them, and the keys page that F1
reads (before a game begins, with the game's rules after it).
"""

from __future__ import annotations

from accessible_ll.kit import GameDescriptor
from accessible_ll.match_seats import ReviewKey
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import default_names
from accessible_ll.tui.dialogs import key_name
from accessible_ll.tui.textual_seams import keymap

# The shell's keys on this screen: (binding id, keys, action); each remappable by its id.
SHELL_KEYS = [
    ("repeat", "r", "repeat"),
    ("older", "comma,pageup", "history(-1)"), ("newer", "full_stop,pagedown", "history(1)"),
    ("prev_buffer", "left_square_bracket,f9", "buffer(-1)"),
    ("next_buffer", "right_square_bracket,f10", "buffer(1)"),
    ("help", "f1", "help"),
]
#: The card reference (F2), bound where the game has one.
REFERENCE_KEY = ("reference", "f2", "reference")
#: Ticking an item, where several can be ticked.
TICK_KEY = ("tick", "space", "tick")


#: The keys every screen answers (id, keys).
GLOBAL_KEYS = [("stop_speech", "f4"), ("volume_down", "f5"), ("volume_up", "f6"),
               ("verbosity_down", "f7"), ("verbosity_up", "f8"), ("quit", "ctrl+q"),
               ("help_quit", "ctrl+c")]


def keys_text(texts, keys: str) -> str:
    """Keys as said: "F1, F2" (Japanese: "F1、F2")."""
    names = [key_name(texts, key.strip()) for key in keys.split(",")]
    text = names[-1]
    for name in reversed(names[:-1]):
        text = texts.text(m.LIST_SEPARATOR, first=name, rest=text)
    return text


def keys_page(texts, keymap: dict[str, str], reviews: list, reference: bool,
              ticks: bool) -> list[str]:
    """Every key of a game and what it does, as mapped: moving, the game's review keys
    (``reviews``: each with ``id``, ``key``, ``label`` in words), the shell's (the card
    reference where the game has one, Space where it ticks), then those of every screen."""
    def line(keys: str, action: str) -> str:
        return texts.text(m.KEY_LINE, keys=keys_text(texts, keys), action=action)

    def shell(binding_id: str, keys: str) -> str:
        return line(keymap.get(binding_id, keys), texts.text(m.KEY_ACTIONS[binding_id]))
    lines = [shell("navigate", "up,down,enter,escape")]
    lines += [line(keymap.get(review_binding(review.id), keymap.get(review.id, review.key)),
                   review.label) for review in reviews]
    shown = [*SHELL_KEYS, REFERENCE_KEY] if reference else list(SHELL_KEYS)
    if ticks:
        shown.append(TICK_KEY)
    lines += [shell(binding_id, keys) for binding_id, keys, _action in shown]
    return lines + [shell(binding_id, keys) for binding_id, keys in GLOBAL_KEYS]


def game_help(app, game: GameDescriptor, variant: str | None, players: int) -> list[str]:
    """F1 before a game of ``game`` begins: its keys, then its rules."""
    texts = app.texts
    reviews = [ReviewKey(r.id, r.key, texts.text(r.label)) for r in game.narration.reviews]
    told = game.narration
    lines = keys_page(texts, keymap(app), reviews, told.reference is not None, told.ticks)
    if told.rules is None:
        return lines
    narrator = told.narrator(texts, default_names(texts, players),
                             game.find_variant(variant).id, None)
    return lines + list(told.rules.pages(narrator, None))


def review_binding(review_id: str) -> str:
    """The binding id of a game's review key (a key map may move it)."""
    return f"review_{review_id}"
