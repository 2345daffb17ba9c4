"""Love Letter heard the same on the game-free screen as on its own: the same seeded
game, the same keys, the same words, cues and interruptions, in every language, at a
shared computer and in the blind-player variant. What its own screen said is in
tests/golden/ll_parity.json (written by tests/golden/make_golden.py)."""

from __future__ import annotations

import itertools
import re

import pytest
from textual.screen import Screen

from accessible_ll.audio import SilentCuePlayer
from accessible_ll.games import find_game
from accessible_ll.local_match import LocalMatch
from accessible_ll.narration import messages as m
from accessible_ll.games.love_letter import words as lw
from accessible_ll.narration.i18n import LANGUAGES, Texts
from accessible_ll.settings import Settings
from accessible_ll.speech import RecordingSpeaker
from accessible_ll.tui.app import make_app
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen
from tests.golden import load

LOVE_LETTER = find_game("love-letter")

#: A player's keys, over and over: choices, going back, the review keys, a card
#: named by its value, a confirmation declined, the history.
KEYS = ["enter", "h", "down", "enter", "escape", "enter", "t", "7", "enter", "1", "s",
        "down", "down", "enter", "d", "p", "c", "2", "r", "comma", "enter", "3", "enter"]


class Heard(RecordingSpeaker):
    """Words and cues in one log, in the order they came."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[tuple] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        super().speak(text, interrupt)
        self.log.append(("say", text, interrupt))

    def stop(self) -> None:
        super().stop()
        self.log.append(("stop",))


class Cues(SilentCuePlayer):
    def __init__(self, log: list) -> None:
        super().__init__()
        self.log = log

    def play(self, cue: str, seat: int | None = None) -> None:
        self.log.append(("cue", cue, seat))


class OldLanding(MatchScreen):
    """The game-free screen landing where the old screen did on a step gone back to
    (the first item offered, not the item chosen there before: a change made on
    purpose, heard in tests/tui/test_match_screen.py), so that the same keys play the
    same game."""

    def returned_to(self, step, chosen, alone):
        super().returned_to(step, chosen, alone)
        return None


def love_letter_match(settings: Settings, seed: int, texts) -> LocalMatch:
    options = {"target": settings.table().options.get("target"),
               "blind": bool(settings.table().options.get("blind"))}
    return LocalMatch.new(LOVE_LETTER, settings.table().variant, settings.seats, texts,
                          names=settings.names, seed=seed, options=options)


async def heard_game(make_screen, settings: Settings, keys: int) -> list[tuple]:
    """What a player hears pressing :data:`KEYS` for ``keys`` presses (or until the game
    is over) on the screen ``make_screen(app)`` shows."""
    speaker = Heard()
    app = make_app(settings, speaker, Cues(speaker.log))
    app.push_setup = lambda: None  # the screen alone
    async with app.run_test() as pilot:
        await app.push_screen(Screen())  # beneath: the way back (as the setup list)
        screen = make_screen(app)
        await app.push_screen(screen)
        await pilot.pause()
        for key in itertools.islice(itertools.cycle(KEYS), keys):
            if screen.over and app.screen is screen:
                break
            if key == "escape" and isinstance(app.screen, ConfirmScreen):
                key = "enter"  # never leave the game
            await pilot.press(key)  # waits until the app is idle again
        assert screen.over, "the game went on to its end"
    return speaker.log


# (the expert bot thinks for a time, not a number of tries: it is left out)
GAMES = {  # two rounds or more where rounds end in between, else one
    "ja": dict(language="ja", players=3, seats=["human", "heuristic", "random"]),
    "en": dict(language="en", players=4, edition="classic", target=1,
               seats=["human", "beginner", "heuristic", "random"], names=["Ann", "", "Cy", ""]),
    "de": dict(language="de", players=2, edition="premium", verbosity="full", target=1),
    "hot-seat": dict(language="en", players=3, seats=["human", "human", "heuristic"],
                     names=["Ann", "Ben", ""]),
    "blind": dict(language="en", players=3, blind_variant=True, target=1,
                  seats=["human", "heuristic", "random"]),
    "blind hot-seat short": dict(language="en", players=3, blind_variant=True,
                                 verbosity="short", seats=["human", "heuristic", "human"]),
    "kanai": dict(language="de", players=2, edition="kanai", target=1),
    "hot-seat short": dict(language="de", players=3, verbosity="short",
                           seats=["human", "heuristic", "human"]),
}
SEED, KEY_PRESSES = 5, 4000
CONTINUED = ["en", "hot-seat", "blind", "blind hot-seat short"]
PAGES = ["ja", "de"]


def game_settings(name: str) -> Settings:
    return Settings(**{"bot_pace": 0, "target": 2, **GAMES[name]}).fitted()


def continued_settings(name: str) -> Settings:
    return Settings(**{"bot_pace": 0, **GAMES[name], "target": 2}).fitted()


def pages_settings(name: str) -> Settings:
    return Settings(**{"bot_pace": 0, **GAMES[name], "keymap": {"hand": "y"}}).fitted()


def setup_list_settings() -> Settings:
    return Settings(language="en", bot_pace=0.01, edition="classic", players=3, target=3,
                    blind_variant=True, seats=["human", "human", "beginner"],
                    names=["Ann", "", "Cy"]).fitted()


#: "1" typed where a card is named by its value and none has it (the Guard's own):
#: refused with an error cue on purpose, where the old screen read the first card.
NUMBER_NOT_LISTED = {Texts.for_language(language).text(m.NUMBER_NOT_LISTED, number=1)
                     for language in LANGUAGES}
#: 1 or 2 (a card's review key) while the computer is passed on: cards are hidden, on
#: purpose, where the old screen said the person passing it held no such card.
HIDDEN = {Texts.for_language(language).text(m.HIDDEN_WHILE_PASSING) for language in LANGUAGES}
NO_SUCH_CARD = {Texts.for_language(language).text(lw.NO_SUCH_CARD, number=number)
                for language in LANGUAGES for number in (1, 2)}
#: The game's end at a shared computer: on purpose, each person for whom something still
#: waits is passed the computer first, where the old screen offered the end's menu.
GAME_OVER = {Texts.for_language(language).text(m.GAME_OVER_MENU) for language in LANGUAGES}
#: t while a decision is half made: the step asked now, on purpose, where the old screen
#: said the turn's first question.
TURN_FIRST_QUESTION = {Texts.for_language(language).text(lw.NOW_PLAYING_YOU)
                       for language in LANGUAGES}
HALF_DECIDED = tuple(Texts.for_language(language).text(m.TURN_HALF_DECIDED, question="\0")
                     .split("\0")[0] for language in LANGUAGES)


#: "Pass to …" in every language: the computer is passed on at a hot-seat table.
PASS_TO = re.compile("|".join(
    ".+".join(re.escape(part) for part in
              Texts.for_language(language).text(m.PASS_TO, player="\0").split("\0"))
    for language in LANGUAGES))


def taken_over(log: list[tuple], i: int) -> int | None:
    """Where the lines said as a person takes the computer over end, when they begin
    at ``log[i]`` (after Enter on "Pass to …": what waited for them, then their
    question); None: they do not begin there."""
    passed = [line for line in log[max(0, i - 12):i]
              if line[0] == "say" and PASS_TO.match(line[1])]
    if not (0 < i < len(log) and log[i - 1] == ("cue", "menu_select", None) and passed):
        return None
    end = i
    while end < len(log) and log[end][0] == "say" and log[end][2] is False:
        end += 1
    return end


def waited_as_now(old: list[tuple], i: int, end: int, now: list[tuple]) -> bool:
    """Whether ``now`` is what waited for a person as it waits now, where ``old[i:end]``
    is what waited before: no longer what the room heard (lines left out), and what
    the room did not hear (lines never said before), the rest in its order."""
    kept = [line for line in now if line in old[i:end]]
    added = [line for line in now if line not in old[i:end]]
    heard = {line[1] for line in old[:i] if line[0] == "say"}
    order = iter(old[i:end])
    return (all(line in order for line in kept) and bool(kept)
            and not [line for line in added if line[1] in heard])


def as_now(old: list[tuple], new: list[tuple]) -> list[tuple]:
    """``old`` with the changes made on purpose since (:data:`NUMBER_NOT_LISTED`,
    :data:`HIDDEN`, :data:`GAME_OVER`, :data:`HALF_DECIDED`; and at a hot-seat table,
    what waited for a person as it waits now, see :func:`waited_as_now`)."""
    changed, i, k = [], 0, 0
    while i < len(old):
        if (old[i][0] == "say" and old[i][1].startswith(tuple(GAME_OVER)) and k < len(new)
                and new[k][0] == "say" and PASS_TO.match(new[k][1])):
            return changed + new[k:]  # the end's pass: what waited is said next
        end, now = taken_over(old, i), taken_over(new, k)
        if end is not None and now is not None and waited_as_now(old, i, end, new[k:now]):
            changed += new[k:now]
            i, k = end, now
            continue
        refused = new[k:k + 2]
        if (len(refused) == 2 and refused[0] == ("cue", "error", None)
                and refused[1][0] == "say" and refused[1][1] in NUMBER_NOT_LISTED
                and old[i][0] == "say" and old[i][2] is True):
            changed += refused
            k += 2
        elif (refused and refused[0][0] == "say" and refused[0][1] in HIDDEN
              and old[i][0] == "say" and old[i][1] in NO_SUCH_CARD):
            changed.append(refused[0])
            k += 1
        elif (refused and refused[0][0] == "say" and refused[0][1].startswith(HALF_DECIDED)
              and old[i][0] == "say" and old[i][1] in TURN_FIRST_QUESTION):
            changed.append(refused[0])
            k += 1
        else:
            changed.append(old[i])
            k += 1
        i += 1
    return changed


def same_log(old: list, new: list[tuple]) -> None:
    """``new`` heard as ``old`` (read from a golden file), line by line."""
    old = as_now([tuple(line) for line in old], new)
    for index, (before, after) in enumerate(zip(old, new)):
        assert before == after, (index, old[max(0, index - 6):index + 3],
                                 new[max(0, index - 6):index + 3])
    assert len(old) == len(new)


@pytest.mark.parametrize("name", list(GAMES))
async def test_love_letter_is_heard_the_same_on_both_screens(name):
    settings = game_settings(name)
    new = await heard_game(
        lambda app: OldLanding(love_letter_match(settings, SEED, app.texts), setup_list=True,
                                again=lambda: love_letter_match(settings, SEED + 1, app.texts)),
        settings, KEY_PRESSES)
    same_log(load("ll_parity")["heard"][name], new)


@pytest.mark.parametrize("name", CONTINUED)
async def test_a_game_saved_by_the_old_table_continues_heard_the_same(tmp_path, name):
    import json
    settings = continued_settings(name)
    golden = load("ll_parity")["continued"][name]
    path = tmp_path / "saved-love-letter.table"
    path.write_text(json.dumps(golden["save"]))
    new = await heard_game(lambda app: OldLanding(LocalMatch.resume(path, app.texts),
                                                  setup_list=True, again=lambda: None),
                           settings, KEY_PRESSES)
    assert any(line[1].startswith("The saved game continues in round") for line in new
               if line[0] == "say")
    same_log(golden["heard"], new)


async def read_pages(make_screen, settings: Settings) -> dict[str, list[str]]:
    """The help (F1) and the card reference (F2) as the screen shows them."""
    app = make_app(settings, RecordingSpeaker(), SilentCuePlayer())
    app.push_setup = lambda: None
    pages = {}
    async with app.run_test() as pilot:
        await app.push_screen(Screen())
        await app.push_screen(make_screen(app))
        await pilot.pause()
        for key in ("f1", "f2"):
            await pilot.press(key)
            await pilot.pause()
            pages[key] = list(app.screen.lines)
            await pilot.press("escape")
            await pilot.pause()
    return pages


@pytest.mark.parametrize("name", PAGES)
async def test_help_and_the_card_reference_read_the_same_on_both_screens(name):
    settings = pages_settings(name)
    old = load("ll_parity")["pages"][name]
    new = await read_pages(lambda app: MatchScreen(love_letter_match(settings, 3, app.texts)),
                           settings)
    assert new["f2"] == old["f2"]
    assert new["f1"] == old["f1"]  # no Space: Love Letter never asks several items


async def test_the_setup_lists_game_is_the_one_its_settings_describe(tmp_path):
    from tests.tui.helpers import game_screen, new_app
    app, _ = new_app(tmp_path, seed=12, edition="classic", players=3, target=3,
                     blind_variant=True, seats=["human", "human", "beginner"],
                     names=["Ann", "", "Cy"])
    assert app.settings == setup_list_settings(), "the settings the golden game was dealt with"
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("end", "enter")  # Start the game
        await pilot.pause()
        match = game_screen(app).seats.match
        assert (match.variant, match.seats, match.names, match.options) == (
            "classic", ["human", "human", "beginner"], ["Ann", "", "Cy"],
            {"target": 3, "blind": True})
        old = load("ll_parity")["setup_list"]
        assert list(match.view(0).hand) == old["hand"] and match.deciders == (old["to_act"],)


@pytest.mark.parametrize("language", ["ja", "en", "de"])
def test_the_setup_lists_help_reads_the_keys_and_rules_of_the_game_to_be_played(language):
    """F1 on the setup list: the keys as the game screen will have them (a key map
    applied), then the rules of the edition and table in the settings."""
    from types import SimpleNamespace

    from accessible_ll.games import find_game
    from accessible_ll.games.love_letter.narrator import Narrator
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.tui.match_keys import game_help
    texts = Texts.for_language(language)
    app = SimpleNamespace(texts=texts, _keymap={"hand": "y", "help": "f12"})
    game = find_game("love-letter")
    lines = game_help(app, game, "premium", 6)
    rules = game.narration.rules.pages(Narrator(texts, ["", "", "", "", "", ""], "premium"))
    assert lines[-len(rules):] == rules
    keys = lines[:-len(rules)]
    from accessible_ll.narration import messages as m
    from accessible_ll.games.love_letter import words as lw
    for action, key in (("hand", "Y"), ("help", "F12")):
        assert texts.text(m.KEY_LINE, keys=key, action=texts.text({**m.KEY_ACTIONS, **lw.REVIEW_LABELS}[action])) in keys
    assert not any("F2" in line for line in game_help(app, find_game("verraeter"), None, 4))
