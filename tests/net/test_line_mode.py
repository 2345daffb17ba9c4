"""The line mode as a person hears it: a local game in a local game's words, r and ?
at the question whether to continue, and the whole rules in the line mode's words."""

from __future__ import annotations

import asyncio


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
        "the discard piles (d) give only each player's last discard, and the cards (c) "
        "count what is not among what you may review now (your hand, the face-up cards, "
        "each player's last discard). To play with it, start the game with --blind-variant."]
    assert rules[at + 5].startswith("Princess, 9: ")
    assert not any("(D)" in line or "setup" in line for line in rules)
    classic = line_rules("en", edition="classic")
    assert ("If several players tie for the highest card at the end of the round, the one "
            "whose discard pile adds up to the most wins; if that ties too, each of them "
            "gains a token.") in classic


def test_the_whole_rules_in_each_language_speak_of_the_line_modes_letters():
    from accessible_ll.games.love_letter import words as lw
    from accessible_ll.narration.i18n import Texts
    for lang in ("ja", "en", "de"):
        texts = Texts.for_language(lang)
        rules = line_rules(lang)
        assert texts.text(lw.HELP_BLIND_VARIANT) not in rules, lang
        assert texts.text(lw.LINE_RULES_BLIND_VARIANT) in rules, lang
        assert texts.plural(lw.RULES_TARGET_HERE, 4) in rules, lang
        played = line_rules(lang, blind=True)
        assert texts.text(lw.LINE_BLIND_VARIANT) in played, lang
        assert "--blind-variant" not in " ".join(played), lang
