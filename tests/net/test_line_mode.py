"""The line mode as a person hears it: the standings after each round, the help with the
rules, a local game in a local game's words, and r repeating the open question."""

from __future__ import annotations

import asyncio
import re

from accessible_ll.net.client import LineClient, LocalLink, run_client
from tests.net.helpers import ScriptedPerson, make_room


def play(room, person) -> dict:
    """``person`` plays at ``room`` in this process to the game's end."""
    async def main():
        driver = asyncio.create_task(room.run())
        try:
            return await asyncio.wait_for(run_client(person, LocalLink(room)), 30)
        finally:
            driver.cancel()
    return asyncio.run(main())


def test_after_every_round_the_line_client_says_everyones_tokens():
    person = ScriptedPerson(name="Sam")
    result = play(make_room(["human", "heuristic", "random"], seed=4, target=2), person)
    heard = person.heard
    standings = [i for i, line in enumerate(heard) if line.startswith("Standings after round")]
    assert len(standings) == result["rounds"] > 1
    for number, index in enumerate(standings, start=1):
        assert heard[index].startswith(f"Standings after round {number}: ")
        last = number == len(standings)  # who won the game comes first, as full screen
        assert re.search(r"now ha(s|ve) \d+ tokens?\.$", heard[index - 1 - last])
    final = heard[standings[-1]]
    assert heard[standings[-1] - 1].endswith(("win the game!", "wins the game!"))
    assert [int(n) for n in re.findall(r": (\d+)(?=[;.,])", final)] == result["tokens"]


def seated_client(lang: str = "en", players: int = 2, blind: bool = False,
                  edition: str = "2019", **kwargs) -> ScriptedPerson:
    """A line client just welcomed at seat 1 of a table."""
    client = ScriptedPerson(lang=lang, **kwargs)
    client.handle({"type": "welcome", "seat": 0, "secret": None, "players": players,
                   "edition": edition, "blind_variant": blind, "target": 3,
                   "names": [""] * players, "started": True})
    return client


def test_the_line_help_says_the_keys_and_the_rules_of_the_edition():
    client = seated_client(players=2, blind=True)
    client.heard.clear()
    client.typed("?")
    heard = client.heard
    assert heard[0].startswith("1, 2, 3…: ") and any(l.startswith("b: ") for l in heard)
    rules = heard.index("The rules of Love Letter, 2019 edition")
    assert heard[rules + 1].startswith("Each player holds one card.")
    assert "With two players, three more cards are set aside face up at the start of each " \
           "round." in heard
    assert any(l.startswith("This game is played with the blind-player variant") for l in heard)
    assert "Princess, 9: If you play or discard her, you are out of the round. " \
           "1 copy in the deck." in heard
    assert heard[-1].startswith("Spy, 0: ") and heard[-1].endswith(" 2 copies in the deck.")


def test_the_line_help_follows_the_edition_the_players_and_the_language():
    client = seated_client(lang="de", players=4, edition="classic")
    client.heard.clear()
    client.typed("?")
    heard = client.heard
    rules = heard.index("Die Regeln von Love Letter, klassische Ausgabe")
    assert heard[rules - 2].startswith("b: ") and heard[rules - 1].startswith("Strg+D")
    assert heard[rules + 5].startswith("Prinzessin, 8: ")  # no 2-player rule, no variant
    assert heard[-1].startswith("Wächterin, 1: ") and heard[-1].endswith(" 5-mal im Spiel.")
    assert len(heard) == rules + 13


def play_local(settings, lang: str = "en", save=None) -> list[str]:
    """A line game at one computer, the person answering 1, 2, 3 in turn."""
    from accessible_ll.narration.i18n import Texts
    from tests.net.helpers import play_here
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in ["1", "2", "3", "2"] * 300 + [None]:
            lines.put_nowait(text)
        return await play_here(settings, 3, Texts.for_language(lang), heard.append, lines,
                               save=save)
    assert asyncio.run(asyncio.wait_for(main(), 30)) is not None
    return heard


def test_a_line_game_at_one_computer_is_not_told_as_a_table_people_join():
    from accessible_ll.settings import Settings
    settings = Settings(players=3, seats=["human", "random", "random"], target=1, bot_pace=0)
    heard = play_local(settings)
    assert heard[0] == "Love Letter: you play as Player 1 against 2 bots."
    assert any(line.startswith("Round 1 begins.") for line in heard)
    assert not any(line.startswith(("You sit at seat", "Every seat is taken", "Waiting for"))
                   for line in heard)
    german = play_local(Settings(players=2, seats=["human", "random"], target=1,
                                 names=["Mia"], bot_pace=0), lang="de")
    assert german[0] == "Love Letter: Du spielst als Mia gegen 1 Bot."


def test_a_line_game_with_only_bots_tells_the_person_they_listen():
    from accessible_ll.settings import Settings
    heard = play_local(Settings(players=2, seats=["random", "random"], target=1, bot_pace=0))
    assert heard[0] == ("Only bots play this game: you listen, and hear what everyone at "
                        "the table hears.")


def test_a_table_across_computers_keeps_its_own_words():
    person = ScriptedPerson(name="Sam")
    play(make_room(["human", "random"], seed=2, target=1), person)
    assert person.heard[:2] == ["You sit at seat 1 as Sam.",
                                "Every seat is taken. The game begins."]


class Repeater(ScriptedPerson):
    """At its first question, asks for the hand and then for the question again."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.question: list[str] = []
        self.repeated: list[str] = []

    def on_decision(self, msg) -> None:
        if self.repeated or msg.get("action") is not None:
            return super().on_decision(msg)
        start = len(self.heard)
        LineClient.on_decision(self, msg)
        self.question = [line for line in self.heard[start:] if not line.startswith("Type ")]
        self.typed("h")
        start = len(self.heard)
        self.typed("r")
        self.repeated = self.heard[start:]
        super().on_decision(msg)  # answers


def test_r_says_the_open_question_again_else_the_last_line():
    person = Repeater(name="Sam")
    play(make_room(["human", "random"], seed=2, target=1), person)
    assert person.question[0] == "Choose a card to play." and len(person.question) == 3
    assert person.repeated == person.question
    last = person.heard[-1]
    person.typed("r")
    assert person.heard[-1] == last


def test_r_asks_again_whether_to_play_the_princess():
    client = seated_client()
    client.decision = {"step": "play", "options": [{"value": "princess", "enabled": True},
                                                   {"value": "guard", "enabled": True}]}
    client.typed("1")
    question = ["Playing the Princess puts you out of the round. Play her anyway?",
                "1. No", "2. Yes"]
    assert client.heard[-3:] == question
    client.typed("h")
    client.typed("r")
    assert client.heard[-3:] == question and not client.outbox


def test_r_and_question_mark_ask_again_whether_to_continue_a_saved_game():
    from accessible_ll.match_line import ask_yes_no
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.narration import messages as m
    heard: list[str] = []
    texts = Texts.for_language("en")

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in ("r", "?", "x", "2"):
            lines.put_nowait(text)
        return await ask_yes_no(texts, heard.append, lines, texts.text(m.CONFIRM_REPLACE_SAVED))
    assert asyncio.run(main()) is False
    question = ["Start a new game? The saved game will be replaced.", "1. Yes", "2. No"]
    assert heard[:9] == question * 3
    assert heard[9:] == ["“x” is not a choice here. Type a number from 1 to 2, or ? for the keys."]


class GuardPlayer(ScriptedPerson):
    """Plays its Guard first: looks at the card list, goes back once from the card to
    name, then names the Priest by its value; then answers as a scripted person."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.script = [["guard"], ["1", "b"], ["guard"], ["2"]]  # per question
        self.marks: dict[str, int] = {}

    def on_decision(self, msg) -> None:
        if not self.script or msg.get("action") is not None:
            return super().on_decision(msg)
        LineClient.on_decision(self, msg)
        if self.decision is None:  # a step taken without a key
            return
        for word in self.script.pop(0):
            self.marks[f"{word}{len(self.script)}"] = len(self.heard)
            if word == "guard":
                word = next(line.split(".")[0] for line in self.heard[::-1]
                            if line.endswith(". Guard, 1"))
            self.typed(word)


def test_a_guard_in_line_mode_takes_its_only_player_and_a_card_by_its_value():
    person = GuardPlayer(name="Sam")
    play(make_room(["human", "random"], seed=0, target=1), person)
    heard = person.heard
    first = heard[person.marks["guard3"]:person.marks["12"]]
    # no key for the one other player, but said; the cards named by their values
    assert first[0] == "You can only choose Player 2."
    assert first[1].startswith("Name a card.")
    assert "0. Spy" in first and "2. Priest" in first and "9. Princess" in first
    assert not any(line.startswith("1. ") for line in first)
    wrong = heard[person.marks["12"]:person.marks["b2"]]
    assert wrong == ["“1” is not a choice here. Type the value of a card in the list, or ? "
                     "for the keys."]
    back = heard[person.marks["b2"]:person.marks["guard1"]]
    assert back[0] == "Choose a card to play.", back  # back past the player taken for you
    assert "You play the Guard, choose Player 2 and name the Priest." in heard


def line_rules(lang: str, blind: bool = False, edition: str = "2019",
               seats: tuple[str, ...] = ("human", "heuristic")) -> list[str]:
    """What ``??`` prints at the first question of a Love Letter game here."""
    from tests.net.helpers import love_letter_here
    from accessible_ll.match_line import MatchLine
    from accessible_ll.narration.i18n import Texts
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        table = love_letter_here(list(seats), seed=3, target=4, edition=edition,
                                 lang=lang, blind=blind)
        person = MatchLine(table, Texts.for_language(lang), heard.append, lines)
        client = asyncio.create_task(person.play())
        while person.step is None:
            await asyncio.sleep(0.01)
        start = len(heard)
        lines.put_nowait("??")
        lines.put_nowait(None)
        await asyncio.wait_for(client, 10)
        return start
    start = asyncio.run(main())
    return heard[start:]


def test_the_whole_rules_say_the_tie_the_prince_the_target_and_the_variant_in_line_words():
    rules = line_rules("en")
    at = rules.index("With two players, three more cards are set aside face up at the "
                     "start of each round.")
    assert rules[at + 1:at + 5] == [
        "If several players tie for the highest card at the end of the round, each of "
        "them gains a token.",
        "If a Prince makes a player discard when the deck is empty, they draw the card set "
        "aside face down at the start of the round.",
        "At this table, 4 tokens win the game.",
        "The blind-player variant, from the German rules, makes memory equal for everyone: "
        "the discard piles (d) give only each player's last discard, and the cards (c) are "
        "not counted for you. To play with it, start the game with --blind-variant."]
    assert rules[at + 5].startswith("Princess, 9: ")
    assert not any("(D)" in line or "setup" in line for line in rules)
    classic = line_rules("en", edition="classic")
    assert ("If several players tie for the highest card at the end of the round, the one "
            "whose discard pile adds up to the most wins; if that ties too, each of them "
            "gains a token.") in classic


def test_the_whole_rules_in_each_language_speak_of_the_line_modes_letters():
    from accessible_ll.narration import messages as m
    from accessible_ll.narration.i18n import Texts
    for lang in ("ja", "en", "de"):
        texts = Texts.for_language(lang)
        rules = line_rules(lang)
        assert texts.text(m.HELP_BLIND_VARIANT) not in rules, lang
        assert texts.text(m.LINE_RULES_BLIND_VARIANT) in rules, lang
        assert texts.plural(m.RULES_TARGET_HERE, 4) in rules, lang
        played = line_rules(lang, blind=True)
        assert texts.text(m.LINE_BLIND_VARIANT) in played, lang
        assert "--blind-variant" not in " ".join(played), lang
