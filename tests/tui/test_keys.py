"""Review keys, help, going back, confirmations, settings: each one heard."""

from __future__ import annotations

from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.settings import load_settings
from accessible_ll.tui.dialogs import ConfirmScreen, ReadScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.setup_screen import SetupScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import game_screen, new_app, state, to_act, until, view


async def start(app, pilot):
    """Start the game from the setup list; return its screen once the person's
    decision is offered."""
    await pilot.pause()
    await pilot.press("enter")
    await until(pilot, lambda: game_screen(app) is not None and game_screen(app).deciding()
                and to_act(game_screen(app)) == 0 and game_screen(app).listener == 0,
                what="the person's turn")
    return game_screen(app)


async def test_setup_rows_speak_name_value_and_place(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speaker.spoken()[-1].endswith("Start the game. 16 of 16.")
        await pilot.press("home")
        assert speaker.spoken()[-1] == "Game: Love Letter. 1 of 16."
        await pilot.press("down")
        assert speaker.spoken()[-1] == "Language: English. 2 of 16."
        await pilot.press("down")
        assert speaker.spoken()[-1] == "Edition: Love Letter, 2019 edition, 21 cards. 3 of 16."
        await pilot.press("right")
        assert speaker.spoken()[-1] == "Edition: Love Letter, classic edition, 16 cards. 3 of 16."
        await pilot.press("up", "right")
        assert speaker.spoken()[-1] == "言語：日本語。16個中2番目。"
        assert app.settings.table().variant == "classic" and app.texts.language == "ja"


async def test_the_cursor_follows_the_highlight(tmp_path):
    app, _ = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        choices = app.screen.query_one(ChoiceList)
        await pilot.press("home")
        await pilot.pause()
        top = app.cursor_position.y
        await pilot.press("down", "down")
        await pilot.pause()
        assert app.cursor_position.y == top + 2
        assert app.cursor_position.y == choices.content_region.y + 1 + choices.highlighted


async def test_review_keys_answer_in_full_sentences(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        hand = view(screen, 0).hand
        answers = {}
        for key in ("h", "1", "2", "t", "s", "d", "p", "c"):
            await pilot.press(key)
            answers[key] = speaker.utterances[-2]
        assert all(u.interrupt for u in answers.values()), "asked-for speech interrupts"
        text = {k: u.text for k, u in answers.items()}
        assert text["h"].startswith("Your hand: ") and len(hand) == 2
        assert text["1"].startswith(card_words(app.texts).card(hand[0]))
        assert text["t"] == "Your turn: choose a card to play."
        assert text["s"].startswith("Tokens: Player 1, you: 0; Player 2: 0.")
        assert text["d"].startswith("Discard piles: ")
        assert text["p"].startswith("Players: Player 1, you: in the round")
        assert "left in the deck" in text["c"] and "Not yet seen by you" in text["c"]
        await pilot.press("r")  # the open question again, not the last answer
        assert speaker.spoken()[-1].startswith("Choose a card to play.")


async def test_history_moves_through_older_and_newer_messages(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await start(app, pilot)
        lines = app.history.lines["all"]
        await pilot.press("comma")
        assert speaker.spoken()[-1] == lines[-2]
        await pilot.press("full_stop")
        assert speaker.spoken()[-1] == lines[-1]
        await pilot.press("full_stop")
        assert speaker.spoken()[-1] == "This is the newest message."
        await pilot.press("right_square_bracket")
        assert speaker.spoken()[-1] == "History: game messages."
        await pilot.press("f10")
        assert speaker.spoken()[-1] == "History: system messages."


async def test_help_lists_the_keys_and_the_rules(tmp_path):
    app, speaker = new_app(tmp_path, language="de")
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)
        assert speaker.spoken()[-1].startswith("Hilfe.")
        lines = app.screen.lines
        assert any(line.startswith("H: deine Hand") for line in lines)
        assert any("Regeln" in line for line in lines)
        await pilot.press("down")
        assert speaker.spoken()[-1].startswith("H: deine Hand")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MatchScreen)
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.lines[0].startswith("Love Letter, Ausgabe 2019: 21 Karten.")


async def test_escape_goes_back_a_step_then_asks_before_leaving(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        steps_possible = [a for a in state(screen).legal_actions() if a.target is not None]
        if steps_possible:
            card = steps_possible[0].play
            index = list(dict.fromkeys(view(screen, 0).hand)).index(card)
            for _ in range(index):
                await pilot.press("down")
            await pilot.press("enter")
            await pilot.pause()
            # two players: the one other player is chosen without a key, a card named next
            assert speaker.spoken()[-1].startswith(("Choose a player for ", "Name a card"))
            await pilot.press("escape")
            await pilot.pause()
            assert speaker.spoken()[-1].startswith("Choose a card to play.")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1] == ("Leave this game? It is saved: on the setup list, "
                                        "Continue the saved game takes you back to it. "
                                        "No. 1 of 2.")
        await pilot.press("enter")  # No
        await pilot.pause()
        assert isinstance(app.screen, MatchScreen) and not screen.seats.over
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("down", "enter")  # Yes
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


def give_hand(screen, cards):
    """Put ``cards`` in seat 0's hand (a test's shortcut to a situation) and re-ask."""
    host = screen.seats.match
    host.state.hands[0] = list(cards)
    host.state._memo = None
    screen.show_decision()
    return host


async def test_a_disabled_choice_says_why(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        host = give_hand(screen, ["countess", "king"])
        await pilot.press("down")
        assert speaker.spoken()[-1] == ("King, 7, not possible: The Countess must be played "
                                        "while you hold the King. 2 of 2.")
        await pilot.press("enter")
        assert speaker.spoken()[-1] == ("King, 7: not possible. The Countess must be played "
                                        "while you hold the King.")
        assert host.state.hands[0] == ["countess", "king"]


async def test_the_princess_asks_first(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        host = give_hand(screen, ["princess", "spy"])
        assert screen.query_one(ChoiceList).current_label.startswith("Spy"), "never starts on her"
        await pilot.press("up", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1].startswith("Playing the Princess puts you out of the round.")
        await pilot.press("enter")  # No
        await pilot.pause()
        assert host.state.hands[0] == ["princess", "spy"]
        await pilot.press("up", "enter", "down", "enter")
        await pilot.pause()
        assert "princess" in host.state.discards[0]


async def test_keys_can_be_remapped_and_help_shows_the_new_key(tmp_path):
    speaker_app, speaker = new_app(tmp_path, keymap={"hand": "y"})
    async with speaker_app.run_test() as pilot:
        await start(speaker_app, pilot)
        await pilot.press("y")
        assert speaker.spoken()[-1].startswith("Your hand: ")
        await pilot.press("f1")
        await pilot.pause()
        assert any(line.startswith("Y: your hand") for line in speaker_app.screen.lines)


async def test_settings_are_saved_when_a_game_starts(tmp_path):
    app, _ = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("home", "down", "down", "right")  # classic
        await pilot.press("end", "enter")
        await pilot.pause()
    loaded = load_settings(tmp_path / "settings.json")
    assert loaded.notice() is None and loaded.settings.table().variant == "classic"
    # no stray .tmp; the game just begun is kept to be continued
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved-love-letter.table", "settings.json"]


async def test_volume_and_verbosity_keys_speak_their_new_value(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f6")
        assert speaker.spoken()[-1] == "Effects volume 30%."
        assert app.cues.volume == 0.3
        await pilot.press("f7")
        assert speaker.spoken()[-1] == "Speech detail: short."
        await pilot.press("f4")
        assert speaker.utterances[-1].channel == "stop"


async def test_a_key_that_does_nothing_is_answered_and_changes_nothing(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        hand = view(screen, 0).hand
        await pilot.press("x")
        await pilot.pause()
        assert speaker.spoken()[-1] == "X does nothing here. F1 lists the keys."
        await pilot.press("f3")
        await pilot.pause()
        assert speaker.spoken()[-1] == "F3 does nothing here. F1 lists the keys."
        await pilot.press("h")  # a key the game knows is not taken for unknown
        await pilot.pause()
        assert "does nothing" not in speaker.spoken()[-1]
        assert view(screen, 0).hand == hand and to_act(screen) == 0


async def test_tokens_to_win_steps_from_the_editions_own_target(tmp_path):
    app, speaker = new_app(tmp_path, players=3)
    async with app.run_test() as pilot:
        await pilot.pause()
        choices = app.screen.query_one(ChoiceList)
        while not choices.current_label.startswith("Tokens to win"):
            await pilot.press("up")
            await pilot.pause()
        assert choices.current_label == "Tokens to win: 5, the edition's default"
        await pilot.press("right")
        await pilot.pause()
        assert app.settings.table().options["target"] == 6, "one more than the edition's 5, not 1"
        await pilot.press("left", "left")
        await pilot.pause()
        assert app.settings.table().options["target"] == 4
        assert speaker.spoken()[-1].startswith("Tokens to win: 4 tokens.")


async def test_two_of_the_same_card_are_one_choice_that_says_both(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        give_hand(screen, ["guard", "guard"])
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("Choose a card to play. Guard, 1: both your "
                                               "cards. 1 of 1.")
        await pilot.press("f1")
        await pilot.pause()
        assert any(label.startswith("Ctrl+Q: quit the program")
                   for label in app.screen.query_one(ChoiceList).labels)


async def test_keys_that_do_nothing_on_the_setup_list_and_in_the_help_are_answered(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert speaker.spoken()[-1] == ("Q does nothing here. To quit, press Ctrl+Q. "
                                        "F1 lists the keys.")
        await pilot.press("f1", "f2")  # F2 inside the help
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)
        assert speaker.spoken()[-1] == "F2 does nothing here. Up and down move, Escape goes back."


async def test_a_prince_list_starts_on_another_player_not_on_yourself(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        give_hand(screen, ["prince", "guard"])
        await pilot.pause()
        await pilot.press("enter")  # the Prince
        await pilot.pause()
        heard = speaker.spoken()[-1]
        assert heard.startswith("Choose a player for the Prince. Player 2. 2 of 2."), heard


async def test_the_hint_names_the_help_key_the_settings_bind(tmp_path):
    app, speaker = new_app(tmp_path, seed=11, keymap={"help": "f3"})
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("q")  # on the setup list
        await pilot.pause()
        assert speaker.spoken()[-1] == ("Q does nothing here. To quit, press Ctrl+Q. "
                                        "F3 lists the keys.")
        await start(app, pilot)
        await pilot.press("f1")  # no longer the help key
        await pilot.pause()
        assert speaker.spoken()[-1] == "F1 does nothing here. F3 lists the keys."
        await pilot.press("f3")
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)


async def test_t_during_a_half_made_decision_says_the_step_asked_now(tmp_path):
    """Whose turn, while the person chooses a player for the Guard: that step, not the
    turn's first question; with nothing chosen yet, the game's own answer; in ja, en, de."""
    said = {"en": ("Your turn: choose a card to play.",
                   "Your turn, still deciding: Choose a player for the Guard."),
            "de": ("Du bist am Zug: Wähle eine Karte zum Ausspielen.",
                   "Du bist am Zug und entscheidest noch: Wähle einen Spieler für die "
                   "Wächterin."),
            "ja": ("あなたの手番です。出すカードを選んでください。",
                   "あなたの手番で、まだ選んでいる途中です。「衛兵」の対象となるプレイヤーを"
                   "選んでください。")}
    for language, (first, half_made) in said.items():
        app, speaker = new_app(tmp_path / language, seed=11, language=language, players=3)
        async with app.run_test() as pilot:
            screen = await start(app, pilot)
            give_hand(screen, ["guard", "handmaid"])
            await pilot.pause(0.1)
            await pilot.press("t")
            assert speaker.spoken()[-1] == first
            await pilot.press("home", "enter")  # the Guard: now a player to choose
            await pilot.pause(0.1)
            await pilot.press("t")
            assert speaker.spoken()[-1] == half_made
            assert speaker.utterances[-1].interrupt, "asked for: it interrupts"
            await pilot.press("escape", "t")  # back to the cards: the turn's question again
            await pilot.pause(0.1)
            assert speaker.spoken()[-1] == first
