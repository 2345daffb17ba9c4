"""The printable key sheet: ``accessible-ll keys`` as text or as large-print HTML.

Groups with headings, keys written as they are pressed (a game's review keys where its
screen binds them), the histories explained, the game's own notes (a variant of
its rules, say), its bots in its words, and notes for laptops and Japanese input.
"""

from __future__ import annotations

from html import escape

from accessible_ll.games import DEFAULT_GAME, find_game
from accessible_ll.kit import GameDescriptor
from accessible_ll.levels import level_about, level_text
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts

# Keys typed as a character: written as the character, then its name.
SYMBOLS = {"comma": ",", "full_stop": ".", "left_square_bracket": "[",
           "right_square_bracket": "]"}

# (heading, [(binding id or None, default keys, action message)]); None: a fixed key.
GROUPS = [
    (m.SHEET_LISTS, [
        (None, "up,down", m.SHEET_MOVE), (None, "home,end", m.SHEET_FIRST_LAST),
        (None, "enter", m.SHEET_CHOOSE), ("back", "escape", m.SHEET_BACK)]),
    (m.SHEET_SETUP, [
        ("setting_down", "left", m.SHEET_SETTING_DOWN), ("setting_up", "right", m.SHEET_SETTING_UP),
        ("help", "f1", m.KEY_ACTIONS["help"])]),
    (m.SHEET_GAME, []),  # the game's keys: see game_group
    (m.SHEET_HISTORY, [
        (binding, keys, m.KEY_ACTIONS[binding]) for binding, keys in (
            ("older", "comma,pageup"), ("newer", "full_stop,pagedown"),
            ("prev_buffer", "left_square_bracket,f9"),
            ("next_buffer", "right_square_bracket,f10"))]),
    (m.SHEET_ANYWHERE, [
        (binding, keys, m.KEY_ACTIONS[binding]) for binding, keys in (
            ("stop_speech", "f4"), ("volume_down", "f5"), ("volume_up", "f6"),
            ("verbosity_down", "f7"), ("verbosity_up", "f8"), ("quit", "ctrl+q"),
            ("help_quit", "ctrl+c"))]),
]

# What is explained below a group's keys.
EXPLAINED = {m.SHEET_HISTORY: m.SHEET_HISTORIES_EXPLAINED}


def key_as_pressed(texts: Texts, key: str) -> str:
    """A key as written on the sheet: "h", "1", "F1", ", (comma)", "Page Up", "Ctrl+Q"
    (German "Strg+Q"): a letter typed alone as it is typed, with a modifier as it is
    printed on the key.

    >>> [key_as_pressed(Texts.for_language("de"), key) for key in ("h", "f1", "ctrl+q")]
    ['h', 'F1', 'Strg+Q']
    """
    if key in SYMBOLS:
        return f"{SYMBOLS[key]} ({texts.text(m.KEY_NAMES[key])})"
    if key in m.KEY_NAMES:
        return texts.text(m.KEY_NAMES[key])
    if len(key) > 1 and key[0] == "f" and key[1:].isdigit():
        return key.upper()
    *modifiers, last = key.split("+")
    if not modifiers:
        return last
    names = [texts.text(m.KEY_NAMES[part]) if part in m.KEY_NAMES else part.capitalize()
             for part in modifiers]
    return "+".join([*names, last.upper() if len(last) == 1 else key_as_pressed(texts, last)])


def game_group(game: GameDescriptor, keymap: dict[str, str]) -> list:
    """The keys in a game of ``game``: Space to tick where it ticks, its review keys as
    its screen binds them (a key map moves one by ``review_ID`` or by its id), repeat,
    help, and F2 where it has a card reference."""
    ticking = [(None, "space", m.KEY_ACTIONS["tick"])] if game.narration.ticks else []
    reviews = [(f"review_{review.id}", keymap.get(review.id, review.key), review.label)
               for review in game.narration.reviews]
    reference = [("reference", "f2")] if game.narration.reference is not None else []
    return ticking + reviews + [
        (binding, keys, m.KEY_ACTIONS[binding])
        for binding, keys in (("repeat", "r"), ("help", "f1"), *reference)]


def sections(texts: Texts, keymap: dict[str, str] | None = None, game=None):
    """The sheet's content: (heading, [(keys, action)], [paragraphs]) per section, with
    the keys and notes of ``game`` (a descriptor; None: the default game)."""
    keymap = keymap or {}
    game = game or find_game(DEFAULT_GAME)
    out = []
    for heading, entries in GROUPS:
        if heading == m.SHEET_GAME:
            entries = game_group(game, keymap)
        rows = []
        for binding, keys, action in entries:
            pressed = [key_as_pressed(texts, k.strip())
                       for k in keymap.get(binding, keys).split(",")]
            rows.append((pressed, texts.text(action)))
        repeat = key_as_pressed(texts, keymap.get("repeat", "r").split(",")[0].strip())
        notes = [texts.text(EXPLAINED[heading], repeat=repeat)] if heading in EXPLAINED else []
        out.append((texts.text(heading), rows, notes))
    notes = [texts.text(m.SHEET_FN_NOTE)]
    if texts.language == "ja":
        notes.append(texts.text(m.SHEET_IME_NOTE))
    for heading, paragraphs in game.tools.sheet.notes:
        out.append((texts.text(heading), [], [texts.text(p) for p in paragraphs]))
    out.append(bots_section(texts, game))
    out.append((texts.text(m.SHEET_NOTES), [], notes))
    return out


def bots_section(texts: Texts, game: GameDescriptor) -> tuple[str, list, list[str]]:
    """The game's bot levels, weakest first, each in the game's words: its place and
    name, what ``--bots`` takes for it, and what it does."""
    title = game.titles.get(texts.language, game.id)
    lines = []
    for level in game.tools.bots:
        about = level_about(texts, game, level)
        lines.append(texts.text(m.SHEET_BOT if about else m.SHEET_BOT_PLAIN, id=level,
                                level=level_text(texts, game, level), about=about))
    return texts.text(m.SHEET_BOTS, game=title), [], lines


def sheet_title(texts: Texts, game=None) -> str:
    """The sheet's title: the game's own, else the shell's naming the game."""
    game = game or find_game(DEFAULT_GAME)
    if game.tools.sheet.title:
        return texts.text(game.tools.sheet.title)
    return texts.text(m.SHEET_TITLE_GAME, game=game.titles.get(texts.language, game.id))


def _keys(texts: Texts, pressed: list[str]) -> str:
    return texts.text(m.SHEET_KEYS_OR).join(pressed)


def text_sheet(texts: Texts, keymap: dict[str, str] | None = None, game=None) -> str:
    """The sheet as plain text: a title, then groups separated by blank lines."""
    lines = [sheet_title(texts, game)]
    for heading, rows, notes in sections(texts, keymap, game):
        lines += ["", heading]
        lines += ["  " + texts.text(m.KEY_LINE, keys=_keys(texts, pressed), action=action)
                  for pressed, action in rows]
        lines += [("  " if rows else "") + note for note in notes]
    return "\n".join(lines) + "\n"


def html_sheet(texts: Texts, keymap: dict[str, str] | None = None, game=None) -> str:
    """The sheet as large-print HTML: headings and lists only, no tables, no colour."""
    title = escape(sheet_title(texts, game))
    parts = [f'<!DOCTYPE html>\n<html lang="{texts.language}">\n<head>\n<meta charset="utf-8">',
             f"<title>{title}</title>",
             "<style>body { font-family: sans-serif; font-size: 24pt; line-height: 1.5; "
             "max-width: 38em; margin: 1em; } kbd { font-family: monospace; font-weight: bold; } "
             "li { margin-bottom: 0.3em; }</style>",
             "</head>\n<body>", f"<h1>{title}</h1>"]
    for heading, rows, notes in sections(texts, keymap, game):
        parts.append(f"<h2>{escape(heading)}</h2>")
        if rows:
            parts.append("<ul>")
            for pressed, action in rows:
                keys = texts.text(m.SHEET_KEYS_OR).join(f"<kbd>{escape(k)}</kbd>"
                                                         for k in pressed)
                parts.append("<li>" + texts.text(m.KEY_LINE, keys=keys, action=escape(action))
                             + "</li>")
            parts.append("</ul>")
        parts += [f"<p>{escape(note)}</p>" for note in notes]
    parts.append("</body>\n</html>\n")
    return "\n".join(parts)
