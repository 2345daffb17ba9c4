"""Who sits at a new game at this computer (:class:`Table`): the seats, the variant and
the options, from the command line (``--players``, ``--bots``, the game's own flags,
``--option``, each checked against the game, a wrong one refused in words) or from
the settings' table of the game.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from accessible_ll import inputs
from accessible_ll.games import find_game, flags
from accessible_ll.kit import VARIANT, Flag, GameDescriptor
from accessible_ll.kit.words import joined
from accessible_ll.match import PERSON
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.levels import levels_named
from accessible_ll.local_match import LocalMatch


def fitted_seats(game: GameDescriptor, kinds: list[str], texts) -> tuple[list[str], list[str]]:
    """``kinds`` as seats of ``game``: a person stays a person; a bot level the game
    lacks becomes its weakest, which is said (once per level).

    Returns:
        (seats, notices).
    """
    title = game.titles.get(texts.language, game.id)
    weakest = next(iter(game.tools.bots))
    seats, notices = [], []
    for kind in kinds:
        if kind != PERSON and kind not in game.tools.bots:
            notice = texts.text(m.BOT_LEVEL_REPLACED, game=title, level=kind, weakest=weakest)
            if notice not in notices:
                notices.append(notice)
            kind = weakest
        seats.append(kind)
    return seats, notices


class Table:
    """Who sits at a new game at this computer: the seats' kinds, names and seed, and
    what the person should know about how the command line's seats were fitted."""

    def __init__(self, game: GameDescriptor, kinds: list[str], names: list[str],
                 seed: int | None, notes: list[str], variant: str | None = None,
                 options: dict[str, Any] | None = None) -> None:
        self.game, self.kinds, self.names, self.seed, self.notes = game, kinds, names, seed, notes
        self.variant, self.options = variant, dict(options or {})

    def new(self, texts: Any, save: Path | None) -> LocalMatch:
        return LocalMatch.new(self.game, self.variant, self.kinds, texts, names=self.names,
                              seed=self.seed, options=self.options, save=save)


def setup_of(game: GameDescriptor, settings: Any) -> tuple[str, dict[str, Any]]:
    """The variant and options of a new game of ``game`` as the settings keep its
    table, else the game's defaults; a variant the game lacks gives its default.

    >>> from accessible_ll.games import find_game
    >>> from accessible_ll.settings import Settings
    >>> setup_of(find_game("verraeter"), Settings())
    ('standard', {'start': None})
    """
    table = settings.table(game.id)
    ids = [variant.id for variant in game.variants]
    variant = table.variant if table.variant in ids else ids[0]
    options = {key: table.options.get(key, default) for key, default in game.rules.options.items()}
    return variant, options


def given_flags(args: argparse.Namespace | None) -> list[tuple[str, Any]]:
    """The games' own flags the command line gives (``--edition``), with their values."""
    given = [(name, getattr(args, flag.dest, None)) for name, (flag, _) in flags().items()]
    return [(name, value) for name, value in given if value not in (None, False)]


def flag_variant(game: GameDescriptor, args: argparse.Namespace | None, texts: Any) -> str | None:
    """The variant of ``game`` its own flag names (None: none named).

    >>> from accessible_ll.games import find_game
    >>> from accessible_ll.narration.i18n import Texts
    >>> flag_variant(find_game("verraeter"), argparse.Namespace(), Texts.for_language("en"))

    Raises:
        Refusal: a flag of another game, or a variant the game lacks.
    """
    variant = None
    for name, value in given_flags(args):
        flag = own_flag(game, name, texts)
        if flag.sets == VARIANT:
            ids = [each.id for each in game.variants]
            if value not in ids:
                raise inputs.InputRefusal(m.BAD_CHOICE, option=name, choices=", ".join(ids),
                                     value=value)
            variant = value
    return variant


def own_flag(game: GameDescriptor, name: str, texts: Any) -> Flag:
    """``game``'s own flag ``name``.

    Raises:
        Refusal: the flag is another game's, said in the listener's words.
    """
    flag = game.flag(name)
    if flag is not None:
        return flag
    language = texts.language
    takers = [find_game(taker).titles.get(language, taker) for taker in flags()[name][1]]
    raise inputs.InputRefusal(m.FLAG_OF_OTHER_GAME, flag=name, games=joined(texts, takers),
                         game=game.titles.get(language, game.id))


def flag_options(game: GameDescriptor, args: argparse.Namespace | None, variant: str,
                 players: int, texts: Any) -> dict[str, Any]:
    """The options of ``game`` its own flags set (``--blind-variant``: blind on;
    ``--target 5``: the value read as ``--option target=5`` reads it).

    Raises:
        Refusal: a flag of another game, or a value the option lacks.
    """
    options = {}
    for name, value in given_flags(args):
        flag = own_flag(game, name, texts)
        if flag.sets == VARIANT:
            continue
        if flag.value is not None:
            options[flag.sets] = flag.value
        else:
            options[flag.sets] = _option_value(game.setting(flag.sets), variant, players,
                                               str(value), texts)
    return options


def checked_bots(game: GameDescriptor, levels: Sequence[str], texts: Any) -> list[str]:
    """``levels`` (``--bots``) if each is one of ``game``'s bot levels or a person.

    Raises:
        Refusal: a level the game lacks; the refusal names the game's levels.
    """
    for level in levels:
        if level != PERSON and level not in game.tools.bots:
            raise inputs.InputRefusal(m.UNKNOWN_BOT, bot=level, levels=levels_named(texts, game))
    return list(levels)


def given_options(game: GameDescriptor, variant: str, players: int, given: list[str],
                  texts: Any) -> dict[str, Any]:
    """The setup choices ``--option ID=VALUE`` gives: each value as the setup list says
    it (in the listener's language or English), or the number in those words
    (``target=5``, ``first=2``: seat 2, ``start=lot``).

    >>> from accessible_ll.games import find_game
    >>> from accessible_ll.narration.i18n import Texts
    >>> given_options(find_game("disloyal-royals"), "standard", 2, ["first=2"],
    ...               Texts.for_language("de"))
    {'first': 1}

    Raises:
        Refusal: not ID=VALUE, a choice the game lacks, or a value it lacks.
    """
    chosen = {}
    for item in given:
        setting_id, sep, value = item.partition("=")
        setting = game.setting(setting_id.strip())
        if not sep or not setting_id.strip():
            raise inputs.InputRefusal(m.OPTION_MALFORMED, given=item)
        title = game.titles.get(texts.language, game.id)
        if setting is None and not game.rules.setup:
            raise inputs.InputRefusal(m.OPTION_NONE, game=title)
        if setting is None:
            raise inputs.InputRefusal(m.OPTION_UNKNOWN, game=title, option=setting_id,
                                 options=", ".join(s.id for s in game.rules.setup))
        chosen[setting.id] = _option_value(setting, variant, players, value.strip(), texts)
    return chosen


def _option_value(setting: Any, variant: str, players: int, typed: str, texts: Any) -> Any:
    """The one value of ``setting`` whose words are ``typed``, else whose words hold it,
    else the number ``typed``."""
    values = setting.values(variant, players)
    languages = [texts] + ([Texts.for_language("en")] if texts.language != "en" else [])
    words = [[setting.text(t, v, variant, players).casefold() for t in languages]
             for v in values]
    wanted = typed.casefold()
    for fits in (lambda said: wanted in said,  # as said
                 lambda said: any(wanted in one for one in said),  # a part of it
                 lambda said: any(wanted in re.findall(r"\d+", one) for one in said)):
        found = [v for v, said in zip(values, words) if fits(said)]
        if len(found) == 1:
            return found[0]
    raise inputs.InputRefusal(m.OPTION_VALUE, value=typed, option=setting.id,
                         values="; ".join(w[0] for w in words))


def table_for(game: GameDescriptor, args: argparse.Namespace, settings: Any,
              texts: Any, read: Any = None) -> Table:
    """The table the command line asks for, else as the settings keep it: the seats
    of ``--players`` and ``--bots`` (a bot level the settings keep that the game lacks
    is played by its weakest bot, and said), the variant and options of the game's
    own flags and of ``--option``.

    Raises:
        Refusal: the players do not fit the game, ``--bots`` does not fit
            ``--players`` or names a level the game lacks, a flag is another game's,
            or an option or value the game lacks.

    Args:
        read: The settings as the file gave them, before they were fitted to the games:
            a table kept for more or fewer players than the game seats is said.
    """
    title = game.titles.get(texts.language, game.id)
    variant_id, options = setup_of(game, settings)
    variant = game.find_variant(flag_variant(game, args, texts) or variant_id)
    kept = settings.table(game.id)
    bots = checked_bots(game, getattr(args, "bots", None) or [], texts)
    notes: list[str] = []
    players = getattr(args, "players", None)
    if players is not None:
        inputs.check_seats(game, variant.id, players, title)
        if bots and len(bots) != players - 1:
            raise inputs.PluralInputRefusal(m.BOTS_DO_NOT_FIT, players - 1, players=players,
                                       needed=players - 1, given=len(bots))
    elif bots:
        players = inputs.check_seats(game, variant.id, 1 + len(bots), title)
    else:
        wanted = (read.tables[game.id] if read is not None and game.id in read.tables
                  else kept).players
        players = variant.nearest_players(wanted)
        if players != wanted and len(game.variants) > 1:  # says which variant
            notes.append(texts.text(m.PLAYERS_CHANGED, edition=variant.id, players=players,
                                    counts=inputs.player_counts(variant)))
        elif players != wanted:
            notes.append(texts.text(m.GAME_PLAYERS_CHANGED, game=title,
                                    counts=inputs.player_counts(variant), players=players))
    kinds = [PERSON, *bots] if bots else (list(kept.seats) + ["heuristic"] * players)[:players]
    kinds, replaced = fitted_seats(game, kinds, texts)
    notes += replaced
    names = (list(kept.names) + [""] * players)[:players]
    options.update(flag_options(game, args, variant.id, players, texts))
    options.update(given_options(game, variant.id, players,
                                 getattr(args, "option", None) or [], texts))
    return Table(game, kinds, names, getattr(args, "seed", None), notes, variant.id, options)
