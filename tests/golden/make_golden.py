"""Writes the golden files the parity tests compare Love Letter's game-free stack with:
what Love Letter's own stack (its GameHost, LocalTable, LocalSeats, GameScreen and line
client) said and did, recorded once.

It needs the version of accessible_ll that still holds that stack (the commit that added
this script, before accessible_ll/game.py, seats.py, tui/game_screen.py and net/line.py
were removed): run it there as ``.venv/bin/python -m tests.golden.make_golden``.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parent


def write(name: str, data) -> None:
    path = HERE / f"{name}.json"
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                    encoding="utf-8")
    print(f"{path.name}: {path.stat().st_size} bytes")


def old_snapshot(settings, seed: int, moves: int) -> dict:
    """A game as Love Letter's own table saved it, ``moves`` actions in (each person
    plays their first possible action, the bots theirs)."""
    from accessible_ll.table import LocalTable
    table = LocalTable(settings, seed=seed)
    while table.decision_no < moves and not table.game_over:
        if table.round_over:
            table.next_round()
        elif table.is_bot(table.to_act):
            table.play_bot(table.to_act)
        else:
            table.submit(table.host.state.legal_actions()[0])
    return {"version": 1, "table": table.snapshot()}


# --- the full-screen game (tests/tui/test_ll_parity.py) -------------------------------

async def _screen_family() -> dict:
    from accessible_ll.seats import LocalSeats
    from accessible_ll.table import LocalTable
    from accessible_ll.tui.game_screen import GameScreen
    from tests.tui import test_ll_parity as t

    heard = {}
    for name in t.GAMES:
        settings = t.game_settings(name)
        log = await t.heard_game(lambda app: GameScreen(settings, seed=t.SEED), settings,
                                 t.KEY_PRESSES)
        heard[name] = [list(line) for line in log]
    continued = {}
    for name in t.CONTINUED:
        settings = t.continued_settings(name)
        save = old_snapshot(settings, seed=9, moves=9)
        path = HERE / "continued.tmp"
        path.write_text(json.dumps(save))
        try:
            log = await t.heard_game(lambda app: GameScreen(seats=LocalSeats.resume(path)),
                                     settings, t.KEY_PRESSES)
        finally:
            for leftover in (path, path.with_name(path.name + ".lock")):
                leftover.unlink(missing_ok=True)
        continued[name] = {"save": save, "heard": [list(line) for line in log]}
    pages = {}
    for name in t.PAGES:
        settings = t.pages_settings(name)
        pages[name] = await t.read_pages(lambda app: GameScreen(settings, seed=3), settings)
    settings = t.setup_list_settings()
    table = LocalTable(settings, seed=12)
    setup = {"hand": list(table.view(0).hand), "to_act": table.to_act}
    return {"heard": heard, "continued": continued, "pages": pages, "setup_list": setup}


# --- the line mode (tests/net/test_line_parity.py) ------------------------------------

def _old_line(settings, seed: int, lang: str, person) -> list[str]:
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net import line as net_line
    from accessible_ll.net.client import LineClient

    class Client(LineClient):
        def ask(self) -> None:
            super().ask()
            person.question()

        def ask_confirmation(self) -> None:
            super().ask_confirmation()
            person.asked_first()

        def wait_for_next_round(self) -> None:
            super().wait_for_next_round()
            if self.round_waits:
                person.between_rounds()

    async def main():
        return await net_line.play_line(settings, seed, Texts.for_language(lang), person.say,
                                        person.lines, pace=0)
    original = net_line.LineClient
    net_line.LineClient = Client
    try:
        assert asyncio.run(asyncio.wait_for(main(), 60)) is not None
    finally:
        net_line.LineClient = original
    return person.heard


def _line_family() -> dict:
    from accessible_ll.settings import Settings
    from tests.net import test_line_parity as t
    told = {}
    for lang, edition, seats, blind, target, seed in t.TABLES:
        settings = Settings(edition=edition, players=len(seats), seats=list(seats),
                            target=target, blind_variant=blind, bot_pace=0, language=lang)
        old = _old_line(settings, seed, lang, t.Person(seed, lang))
        told[t.table_key(lang, edition, seats, blind, target, seed)] = \
            t.game_lines(old, lang)
    return told


# --- the same seeded game (tests/games/love_letter/test_same_game.py) -----------------

def _same_game_family() -> dict:
    from accessible_ll.match import ADVANCE
    from accessible_ll.settings import Settings
    from accessible_ll.table import NEXT_ROUND, LocalTable
    from tests.games.love_letter import test_same_game as t
    games = {}
    for edition, seats in t.TABLES:
        for blind in (False, True):
            for seed in t.SEEDS:
                settings = Settings(edition=edition, players=len(seats), seats=seats,
                                    blind_variant=blind, target=3)
                old = LocalTable(settings, seed=seed)
                first = {"hand": list(old.view(0).hand), "to_act": old.to_act}
                while not old.game_over:
                    if old.round_over:
                        old.next_round()
                    else:
                        old.play_bot(old.to_act)
                journal = [ADVANCE if e == NEXT_ROUND else e for e in old.journal]
                games[t.game_key(edition, seats, blind, seed)] = {
                    **first, "winners": list(old.result()["game_winners"]),
                    "moves": len(journal), "journal": t.digest(journal)}
    return games


# --- a person's steps (tests/games/love_letter/test_ask.py) ---------------------------

def _ask_family() -> dict:
    from accessible_ll.games.love_letter.choices import Choices
    from accessible_ll.games.love_letter.engine import Action
    from accessible_ll.games.love_letter.engine.decision import only_player
    from accessible_ll.game import KEEP, REDRAW_STEP, Decision, GameHost
    from accessible_ll.match import PERSON
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.games.love_letter.narrator import Narrator
    from accessible_ll.settings import Settings
    from accessible_ll.tui.game_screen import GameScreen
    from accessible_ll.games.love_letter.view import view_for
    from tests.games.love_letter import test_ask as t

    def host_of(state, blind=False):
        host = GameHost(Settings(edition=state.edition.id, players=state.players,
                                 seats=[PERSON] * state.players, blind_variant=blind), seed=0)
        host.state = state
        return host

    def prompt(narrator, decision, chosen, auto):
        screen = SimpleNamespace(choices=lambda: Choices(narrator), chosen=chosen,
                                 auto_steps=auto, app=SimpleNamespace(t=narrator.words.text),
                                 narrator=lambda viewer: narrator, listener=narrator.listener)
        return GameScreen.prompt(screen, decision)

    def walk(narrator, host, view, seat) -> list:
        """What the full-screen game offered at every step, in the order ask's are
        walked (tests/games/love_letter/test_ask.py's records)."""
        records, pending = [], [{}]
        words = Choices(narrator)
        while pending:
            chosen = pending.pop()
            old = host.decision(seat, chosen)
            seen, auto = dict(chosen), set()
            only = (only_player(old, host.edition.effects[chosen["play"]])
                    if isinstance(old, Decision) and "play" in chosen else None)
            if only is not None:
                seen["target"], auto = only.value, {"target"}
                old = host.decision(seat, seen)
            if isinstance(old, Action):
                records.append(["action", old.to_json()])
                continue
            hand = view.hand if old.step == "play" else ()
            items, declined, taken = [], [], []
            for option in old.options:
                question = words.confirmation(old, option)
                confirm = narrator.words.text(question) if question else ""
                items.append([words.label(old, option, hand), option.enabled,
                              narrator.error(option.reason) if option.reason else "",
                              confirm])
                if not (option.enabled and not confirm):
                    declined.append(words.first_offer(old, option.value))
                if option.enabled and old.step in (KEEP, REDRAW_STEP):
                    action = option.value if old.step == KEEP \
                        else Action(seat, redraw=option.value)
                    taken.append(action.to_json())
                elif option.enabled:
                    pending.append({**chosen, old.step: option.value})
            numbers = ([o.value if isinstance(o.value, int) else host.edition.value(o.value)
                        for o in old.options] if old.step == "guess"
                       else [None] * len(old.options))
            records.append(t.jsonable(["ask", old.step, prompt(narrator, old, seen, auto),
                                       words.first_offer(old), declined, numbers,
                                       old.step == "play", items,
                                       [None if old.step in (KEEP, REDRAW_STEP)
                                        else o.value for o in old.options], taken]))
        return records

    texts = {lang: Texts.for_language(lang) for lang in t.LANGUAGES}
    walks = {}
    for edition, players in t.TABLES:
        for seed in t.SEEDS:
            for lang in t.LANGUAGES:
                records = []
                for state in t._positions(edition, players, seed,
                                          every=3 if players > 2 else 2):
                    seat = state.to_act
                    narrator = Narrator(texts[lang], t._names(players), edition, listener=seat)
                    records.append(walk(narrator, host_of(state), view_for(state, seat), seat))
                walks[t.walk_key(edition, players, seed, lang)] = {
                    "positions": len(records), "records": t.digest(records)}
    blind = {}
    for is_blind in (False, True):
        state, seat, view = t.blind_position()
        narrator = Narrator(texts["en"], t._names(3), "2019", listener=seat)
        blind[str(is_blind).lower()] = walk(narrator, host_of(state, is_blind),
                                            t._Blind(view) if is_blind else view, seat)
    return {"walks": walks, "blind": blind}


# --- the blind-player variant (tests/games/love_letter/test_blind_view.py) ------------

def _blind_view_family() -> dict:
    from accessible_ll.game import GameHost
    from accessible_ll.settings import Settings
    from accessible_ll.table import LocalTable
    settings = {}
    for blind in (False, True):
        s = Settings(players=3, seats=["human", "random", "random"], blind_variant=blind)
        settings[str(blind).lower()] = {
            "host": [GameHost(s, seed=4).view(0).blind, GameHost(s, seed=4).view(None).blind],
            "table": LocalTable(s, seed=4).view(1).blind}
    table = LocalTable(Settings(players=2, seats=["random", "random"], blind_variant=True),
                       seed=9)
    for _ in range(12):
        _ = table.next_round() if table.round_over else table.play_bot(table.to_act)
    return {"settings": settings, "save": {"version": 1, "table": table.snapshot()}}


# --- a save continued (tests/test_match_seats.py, tests/tui/test_saved_game.py) -------

def _continued_family() -> dict:
    from accessible_ll.settings import Settings
    from accessible_ll.table import LocalTable
    from accessible_ll.games.love_letter.view import view_for
    from tests import test_match_seats as t
    from tests.golden import digest
    games = {}
    for edition, players, blind in t.OLD_SAVES:
        seats = ["human"] + ["heuristic"] * (players - 1)
        table = LocalTable(Settings(edition=edition, players=players, seats=seats,
                                    names=["Ann"] + [""] * (players - 1), blind_variant=blind,
                                    target=2), seed=41)
        rng = random.Random(5)

        def step() -> None:
            if table.to_act is None:
                return table.next_round()
            if table.is_bot(table.to_act):
                return table.play_bot(table.to_act)
            return table.submit(rng.choice(table.host.state.legal_actions()))

        while table.host.state.round_no < 2 or table.to_act is None:
            step()
        save = {"version": 1, "table": table.snapshot()}
        rng = random.Random(t.CONTINUED_SEED)
        views = []
        for _ in range(400):
            views.append(digest([view_for(table.host.state, seat)
                                   for seat in (None, *range(players))]))
            if table.game_over:
                break
            step()
        games[f"{edition} {players} {blind}"] = {
            "save": save, "views": views, "outcome": repr(table.host.state.outcome())}
    settings = Settings(players=3, seats=["human", "heuristic", "random"]).fitted()
    save = old_snapshot(settings, seed=6, moves=7)
    table = LocalTable.from_snapshot(save["table"])
    offered = {"save": save, "rounds": table.rounds, "hand": list(table.view(0).hand),
               "journal": ["advance" if e == "next_round" else e for e in table.journal]}
    rooms = {}
    from accessible_ll.net.room import RoomOptions, TableRoom
    for name, code, kept, seed in (
            ("line", "", Settings(players=3, seats=["human", "human", "heuristic"],
                                  bot_pace=0), 1),
            ("host", "123456", Settings(), 3)):
        path = HERE / "room.tmp"
        TableRoom(LocalTable(kept, seed=seed), code, RoomOptions(save=path)).save()
        rooms[name] = json.loads(path.read_text())
        path.unlink()
    return {"games": games, "offered": offered, "rooms": rooms}


FAMILIES = {
    "same_game": _same_game_family,
    "ask": _ask_family,
    "blind_view": _blind_view_family,
    "continued": _continued_family,
    "line_parity": _line_family,
    "ll_parity": lambda: asyncio.run(_screen_family()),
}


def main(names: list[str]) -> None:
    """Writes the golden files ``names`` (all of them when none is named)."""
    sys.path.insert(0, str(HERE.parents[1]))
    for name in names or FAMILIES:
        write(name, FAMILIES[name]())


if __name__ == "__main__":
    main(sys.argv[1:])
