"""The help (F1) and the card reference (F2) while a game goes on: each line said once,
and the game's news waiting until the player leaves the page."""

from __future__ import annotations


import pytest

from accessible_ll.games import find_game
from accessible_ll.tui.dialogs import ConfirmScreen, ReadScreen
from tests.tui.helpers import game_screen, heard_app, start_straight, to_act, until



def heard_match(tmp_path, game_id: str, **settings):
    """A game of ``game_id`` straight from the command line, heard through a synthesizer
    double: the person first, then as few bots as it needs."""
    app, synth, clock = heard_app(tmp_path, **settings)
    game = find_game(game_id)
    players = game.variants[0].player_counts[0]
    first = {"disloyal-royals": {"first": 0}, "verraeter": {"start": 0}}[game_id]
    start_straight(app, game, ["human"] + [next(iter(game.tools.bots))] * (players - 1), 5,
                   options=first)
    return app, synth, clock


async def one_down(app, pilot, synth, clock, key: str) -> list[str]:
    """Open the page with ``key``, let its first line be heard, press Down once: what
    that Down asked the synthesizer to say."""
    await pilot.press(key)
    await until(pilot, lambda: isinstance(app.screen, ReadScreen))
    clock.advance(60)
    before = len(synth.spoken())
    await pilot.press("down")
    await pilot.pause(0.1)
    clock.advance(60)
    return synth.spoken()[before:]


@pytest.mark.parametrize("key", ["f1", "f2"])
async def test_one_down_in_love_letters_help_and_reference_says_the_line_once(tmp_path, key):
    app, synth, clock = heard_app(tmp_path, language="de", players=2,
                                  seats=["human", "random"])
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        await until(pilot, lambda: game_screen(app) is not None)
        said = await one_down(app, pilot, synth, clock, key)
        line = app.screen.lines[1]
        assert said == [f"{line.rstrip('.')}. 2 von {len(app.screen.lines)}."], said
        assert synth.heard().count(said[0]) == 1 and said[0] not in synth.lost()


@pytest.mark.parametrize("game_id", ["disloyal-royals", "verraeter"])
async def test_one_down_in_another_games_help_says_the_line_once(tmp_path, game_id):
    app, synth, clock = heard_match(tmp_path, game_id, language="ja")
    async with app.run_test() as pilot:
        await until(pilot, lambda: game_screen(app) is not None)
        said = await one_down(app, pilot, synth, clock, "f1")
        assert len(said) == 1 and said[0].endswith(f"{len(app.screen.lines)}個中2番目。"), said
        assert synth.heard().count(said[0]) == 1


async def to_the_bots_turn(app, pilot, screen) -> None:
    """Enter (and Yes where asked) until a bot is to move; speech on the virtual clock
    does not end meanwhile, so the bot still waits."""
    for _ in range(60):
        deciders = screen.seats.deciders
        if deciders and 0 not in deciders and app.screen is screen:
            return
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause(0.05)
    raise AssertionError("no bot's turn came")


async def back_at_the_question(app, pilot, clock, screen) -> None:
    """Let speech and the bots go on until the person is asked again."""
    for _ in range(200):
        if app.screen is screen and screen.ask_now is not None and 0 in screen.seats.deciders:
            return
        clock.advance(5)
        await pilot.pause(0.05)
    raise AssertionError("the person was not asked again")


async def test_with_the_card_reference_open_the_bot_waits_and_its_move_is_told_after(tmp_path):
    app, synth, clock = heard_app(tmp_path, language="de", players=2,
                                  seats=["human", "random"])
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        await until(pilot, lambda: game_screen(app) is not None)
        screen = game_screen(app)
        await until(pilot, lambda: screen.ask_now is not None and to_act(screen) == 0)
        await to_the_bots_turn(app, pilot, screen)
        moves = screen.seats.moves
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, ReadScreen))
        opened = len(synth.spoken())
        for _ in range(10):  # speech long over, the bot pace long passed
            clock.advance(30)
            await pilot.pause(0.05)
        assert screen.seats.moves == moves, "no bot moves while the player reads"
        assert synth.spoken()[opened:] == [], "nothing is said over the page"
        closed = len(synth.spoken())
        await pilot.press("escape")
        await back_at_the_question(app, pilot, clock, screen)
        clock.advance(600)
        after = synth.spoken()[closed:]
        prompts = [i for i, text in enumerate(after) if text.startswith("Wähle eine Karte")]
        assert screen.seats.moves > moves and len(prompts) == 1, after
        assert any(text.startswith("Du bist am Zug") for text in after[:prompts[0]]), after
        assert not synth.busy() and all(u.fate == "heard" for u in synth.queue[closed:]), \
            "nothing said after the page is cut off"


async def test_what_the_table_tells_while_the_help_is_open_waits_until_the_player_is_back(
        tmp_path):
    app, synth, clock = heard_match(tmp_path, "disloyal-royals")
    async with app.run_test() as pilot:
        await until(pilot, lambda: game_screen(app) is not None)
        screen = game_screen(app)
        await until(pilot, lambda: screen.ask_now is not None)
        await to_the_bots_turn(app, pilot, screen)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, ReadScreen))
        clock.advance(60)
        opened = len(synth.spoken())
        moves, kept = screen.seats.moves, len(app.history.lines["game"])
        screen.bot_move()  # the table moves on while the page is open
        await pilot.pause(0.1)
        assert screen.seats.moves > moves and synth.spoken()[opened:] == []
        assert isinstance(app.screen, ReadScreen) and screen.held
        await pilot.press("down")
        await pilot.pause(0.1)
        assert len(synth.spoken()) == opened + 1, "the page's next line, alone"
        await pilot.press("escape")
        await pilot.pause(0.1)
        after = synth.spoken()[opened + 1:]
        told = app.history.lines["game"][kept:]
        assert told and after[:len(told)] == told, after
        clock.advance(600)
        assert not synth.busy() and all(u.fate == "heard" for u in synth.queue[opened + 1:]), \
            "nothing said after the page is cut off"


@pytest.mark.parametrize("language", ["ja", "en", "de"])
@pytest.mark.parametrize("blind", [False, True])
async def test_love_letters_help_tells_every_rule_the_line_mode_tells(tmp_path, language,
                                                                      blind):
    """F1 in a game tells the rules ``??`` tells in the line mode (the tie, the Prince
    with the deck empty, the tokens that win at this table), the blind-player variant
    in the full screen's keys."""
    from accessible_ll.games.love_letter.rules import table_rules
    from accessible_ll.games.love_letter import words as m
    from tests.tui.helpers import new_app
    app, _speaker = new_app(tmp_path, language=language, edition="classic", players=3,
                            seats=["human", "beginner", "random"], target=4,
                            blind_variant=blind)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        await pilot.pause()
        seats = game_screen(app).seats
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)
        page = list(app.screen.lines)
    texts = app.texts
    facts = [texts.text(m.RULES_TIES["discards"]), texts.text(m.RULES_PRINCE_EMPTY_DECK),
             texts.plural(m.RULES_TARGET_HERE, 4)]
    assert table_rules(seats.narrator(None), seats.match.view(None)) == facts
    assert all(fact in page for fact in facts), page
    line_words = {texts.text(m.LINE_BLIND_VARIANT), texts.text(m.LINE_RULES_BLIND_VARIANT)}
    told = seats.line_rules(None)
    assert not [line for line in told if line not in page and line not in line_words]
    played = texts.text(m.HELP_BLIND_VARIANT_PLAYED)
    assert (played in page) == blind
    assert (texts.text(m.HELP_BLIND_VARIANT) in page) != blind


@pytest.mark.parametrize("language", ["en", "de", "ja"])
async def test_every_line_of_disloyal_royals_card_reference_is_said_as_a_sentence(
        tmp_path, language):
    """F2 read line by line: each line is said with its place in the list, and none
    ends in a colon before the full stop ("…in your court:. 8 of 16.")."""
    app, synth, clock = heard_match(tmp_path, "disloyal-royals", language=language)
    async with app.run_test() as pilot:
        await until(pilot, lambda: game_screen(app) is not None)
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, ReadScreen))
        clock.advance(60)
        before, lines = len(synth.spoken()), app.screen.lines
        for _ in lines[1:]:
            await pilot.press("down")
            await pilot.pause(0.05)
            clock.advance(60)
        said = synth.spoken()[before:]
    assert len(said) == len(lines) - 1, said
    assert not [line for line in said if ":." in line or "：。" in line or ":。" in line], said
