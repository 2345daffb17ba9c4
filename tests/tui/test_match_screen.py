"""Any game but Love Letter, full screen, from the keys: what each person hears."""

from __future__ import annotations

import asyncio

import pytest

from accessible_ll import games
from accessible_ll.games import find_game
from accessible_ll.match_seats import MatchSeats
from accessible_ll.saves import game_save_path
from accessible_ll.speech.speaker import SPEECH
from accessible_ll.tui.dialogs import ConfirmScreen, ReadScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.match_start import open_match
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import new_app, setup_up, start_straight, until
from tests.games import changed


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")
    monkeypatch.setitem(games.GAMES, "marbles", "tests.games.marbles")


def match_app(tmp_path, game_id="pebbles", seats=("human", "greedy"), seed=3, save=None,
              **settings):
    """The app showing a game of ``game_id`` as the command line starts it."""
    app, speaker = new_app(tmp_path, **settings)
    start_straight(app, game_id, seats, seed, save)
    return app, speaker


def match_screen(app) -> MatchScreen | None:
    return next((s for s in reversed(app.screen_stack) if isinstance(s, MatchScreen)), None)


async def press(pilot, *keys, wait=0.1):
    for key in keys:
        await pilot.press(key)
        await pilot.pause(wait)



def asked(app) -> str:
    return app.screen.query_one(ChoiceList).title


async def test_a_whole_game_is_played_from_the_keys_and_heard_to_its_end(tmp_path):
    app, speaker = match_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        for _ in range(3):  # the bot takes 3, the person 1: three turns
            await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
            await press(pilot, "enter")
        await until(pilot, lambda: asked(app) == "The game is over.")
        said = speaker.spoken()
        assert said[:3] == ["Player 2 has chosen.",
                            "How many pebbles do you take? 1 pebbles. 1 of 3.",
                            "Player 1 has chosen."]
        assert said[3:5] == ["You take 1.", "Taken: 1, 3. 8 left."]
        assert said[-3:] == ["Taken: 1, 3. 0 left.", "Player 2 won.",
                             "The game is over. Play again. 1 of 2."]
        await press(pilot, "enter")  # Play again
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        assert match_screen(app).seats.moves == 1 and not match_screen(app).over
        await press(pilot, "down", "escape")  # nothing chosen yet: leaving is asked
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1].startswith("Leave this game? It is not over and will be lost.")


async def test_the_games_own_cue_plays_from_the_seat_that_chose(tmp_path):
    """The test game's cue, declared with its file in its folder, reaches the cue player
    as the game names it (one registry line, nothing added to the shell)."""
    app, speaker = match_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        await press(pilot, "enter")
        await until(pilot, lambda: ("pebble_taken", 0) in app.cues.played)
        game_cues = [cue for cue in app.cues.played if not cue[0].startswith("menu_")]
        assert game_cues[:3] == [("pebble_taken", 1), ("pebble_taken", 0), ("deal", None)]


@pytest.mark.parametrize("language, menu, again", [
    ("en", "The game is over. Play again. 1 of 2.", "Play again"),
    ("de", "Das Spiel ist vorbei. Noch einmal spielen. 1 von 2.", "Noch einmal spielen"),
    ("ja", "ゲームは終了しました。もう一度遊ぶ。2個中1番目。", "もう一度遊ぶ")])
async def test_the_menu_after_a_game_starts_on_playing_again(tmp_path, language, menu, again):
    """What a player most wants after a game is another at the same table: the list
    starts on it, in every language, and Enter deals it."""
    app, speaker = match_app(tmp_path, language=language)
    async with app.run_test() as pilot:
        for _ in range(3):
            await until(pilot, lambda: match_screen(app).ask_now is not None
                        or match_screen(app).over)
            if match_screen(app).over:
                break
            await press(pilot, "enter")
        await until(pilot, lambda: speaker.spoken()[-1] == menu)
        choices = app.screen.query_one(ChoiceList)
        assert choices.labels[0] == again and choices.highlighted == 0
        await press(pilot, "enter")
        await until(pilot, lambda: match_screen(app).ask_now is not None)
        assert not match_screen(app).over and match_screen(app).seats.moves <= 1


async def test_at_a_hot_seat_nobody_hears_another_persons_secret(tmp_path):
    app, speaker = match_app(tmp_path, "marbles", seats=("human", "human"))
    heard: list[tuple[int | None, str]] = []  # who held the computer, what was said
    say = app.say

    def recording(text, **options):
        screen = match_screen(app)
        heard.append((screen.listener if screen else None, text))
        say(text, **options)
    app.say = recording
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app).startswith("Pass to Player 1."))
        await press(pilot, "enter")  # Ready
        await press(pilot, "enter", "space", "enter")  # pick: red
        await until(pilot, lambda: asked(app).startswith("Pass to Player 2."))
        await press(pilot, "enter", "enter", "space", "down", "space", "enter")  # red, green
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        screen = match_screen(app)
        assert screen.listener == 1  # both choose again: the one at the computer first
        await press(pilot, "enter", "space", "down", "space", "down", "space", "enter")
        await until(pilot, lambda: asked(app).startswith("Pass to Player 1."))
        await press(pilot, "enter")
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        for who, text in heard:
            if text in ("You take 1.", "Your total is 1."):
                assert who == 0, text
            if text in ("You take 2.", "Your total is 2.", "You take 3."):
                assert who == 1, text
        ready = max(i for i, (_, text) in enumerate(heard) if text.startswith("Pass to Player 1."))
        assert [text for _, text in heard[ready + 1:ready + 2]] == ["Your total is 1."]
        assert "Your total is 2." in [text for who, text in heard if who == 1]
        mine = [text for text, _ in screen.histories[0].entries]
        theirs = [text for text, _ in screen.histories[1].entries]
        assert "Your total is 1." in mine and "Your total is 2." not in mine
        assert "Your total is 2." in theirs and "Your total is 1." not in theirs
        shown = app.voices.transcript.shown + app.voices.transcript.pending
        assert "Your total is 2." not in shown and "You take 2." not in shown


async def test_several_items_are_ticked_with_space_and_taken_with_enter(tmp_path):
    app, speaker = match_app(tmp_path, "marbles")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        await press(pilot, "enter")  # pick colours
        assert asked(app) == "Which colours do you take?"
        assert speaker.spoken()[-2:] == [
            "Which colours do you take? Red, not ticked. 1 of 4.",
            "Space ticks or unticks the highlighted item; Done, the last item, takes the "
            "ticked ones. Enter on an item with nothing ticked takes that item alone."]
        await press(pilot, "end", "enter")  # Done, with nothing ticked
        assert speaker.spoken()[-1] == ("Tick at least 1 item first. Nothing ticked. "
                                        "Space ticks or unticks the highlighted item.")
        await press(pilot, "home", "space")  # which item, and how many are ticked now
        assert speaker.spoken()[-1] == "Ticked: Red. 1 item ticked."
        await press(pilot, "down", "space")
        assert speaker.spoken()[-1] == "Ticked: Green. 2 items ticked."
        await press(pilot, "space")
        assert speaker.spoken()[-1] == "Not ticked: Green. 1 item ticked."
        await press(pilot, "down", "space", "r")
        assert speaker.spoken()[-1] == "Which colours do you take? Blue, ticked. 3 of 4."
        await press(pilot, "down")
        assert speaker.spoken()[-1] == "Done: take the 2 ticked items. 4 of 4."
        await press(pilot, "escape")  # one step back; then the list comes fresh
        assert asked(app) == "How do you take marbles?"
        await press(pilot, "enter", "space", "down", "down", "space")
        assert app.screen.query_one(ChoiceList).labels == [
            "[x] Red, ticked", "[ ] Green, not ticked", "[x] Blue, ticked",
            "Done: take the 2 ticked items"]
        await press(pilot, "enter")
        await until(pilot, lambda: "You take 2." in speaker.spoken())
        await press(pilot, "space")
        assert speaker.spoken()[-1] == ("Space ticks an item only in a list where several "
                                        "items can be chosen.")


async def test_enter_on_an_item_with_nothing_ticked_takes_that_item_alone(tmp_path):
    app, speaker = match_app(tmp_path, "marbles")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        await press(pilot, "enter", "down", "enter")  # pick colours; Green, alone
        await until(pilot, lambda: "You take 1." in speaker.spoken())
        assert not any(line.startswith("Tick at least") for line in speaker.spoken())


async def test_an_item_not_possible_says_why_and_one_that_asks_first_asks(tmp_path):
    app, speaker = match_app(tmp_path, "marbles")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        await press(pilot, "up")
        assert speaker.spoken()[-1] == ("The gold marble, not possible: The gold marble is for "
                                        "nobody. 3 of 3.")
        await press(pilot, "enter")
        assert speaker.spoken()[-1] == "The gold marble: not possible. The gold marble is for nobody."
        assert asked(app) == "How do you take marbles?" and match_screen(app).steps == []
        await press(pilot, "up", "enter")  # Pass: asked first
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1] == "Passing takes only one marble. Pass? No. 1 of 2."
        await press(pilot, "enter")  # No: the same list, on the same item
        assert app.screen.query_one(ChoiceList).current_label == "Pass: take one"
        await press(pilot, "enter", "down", "enter")
        await until(pilot, lambda: "You take 1." in speaker.spoken())


async def test_a_choice_the_table_refuses_is_said_and_asked_again_from_the_start(tmp_path):
    app, speaker = match_app(tmp_path, "marbles")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        screen = match_screen(app)
        offered = screen.asked
        screen.chosen = {"how": "juggle"}  # a part no legal action has
        screen.show_decision()
        await until(pilot, lambda: screen.asked > offered, what="asked again")
        assert speaker.spoken()[-2:] == ["Not now: bad_how.",
                                         "How do you take marbles? Pick colours. 1 of 3."]
        assert screen.chosen == {} and screen.seats.moves == 1


async def test_f1_reads_the_keys_then_the_games_rules_and_a_review_key_answers(tmp_path):
    app, speaker = match_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        await press(pilot, "p")
        last = [u for u in speaker.utterances if u.channel == SPEECH][-1]
        assert (last.text, last.interrupt) == ("12 pebbles in the pile.", True)
        assert app.history.last() == "12 pebbles in the pile."
        await press(pilot, "f1")
        assert isinstance(app.screen, ReadScreen)
        lines = app.screen.lines
        assert "P: The pile" in lines and "Space: " + (
            "tick or untick the highlighted item, where several items can be chosen") in lines
        assert lines[-1] == "Take 1 to 3 pebbles at once; the most wins."
        await press(pilot, "escape")
        assert speaker.spoken()[-1] == "How many pebbles do you take? 1 pebbles. 1 of 3."


async def test_a_saved_game_is_offered_and_continues_where_it_stopped(tmp_path):
    path = game_save_path(tmp_path / "settings.json", "pebbles")
    app, speaker = match_app(tmp_path, save=path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        await press(pilot, "enter")
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        moves = match_screen(app).seats.moves
        await press(pilot, "ctrl+q")
        assert speaker.spoken()[-1].startswith(
            "Leave this game? It is saved: the next time you start Pebbles, you are asked "
            "whether to continue it.")
        await press(pilot, "down", "enter")
    assert path.exists() and moves == 3

    app, speaker = match_app(tmp_path, save=path, seed=99)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert speaker.spoken()[-1] == ("A game of Pebbles you left unfinished is saved: "
                                        "2 players, 3 moves made. Continue it? Yes. 2 of 2.")
        await press(pilot, "enter")  # Yes, where the question starts
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        assert match_screen(app).seats.moves == moves
        said = speaker.spoken()
        assert "Your saved game of Pebbles continues. Its last moves:" in said
        while not match_screen(app).over:
            await press(pilot, "enter")
    assert not path.exists()


async def test_a_game_people_cannot_play_yet_is_refused_in_words(tmp_path, monkeypatch):
    app, speaker = new_app(tmp_path)
    game = changed(find_game("pebbles"), narration={"ask": None})
    app.start_match = lambda app: open_match(app, game, lambda: None)
    async with app.run_test() as pilot:
        await until(pilot, lambda: speaker.spoken(), what="told why")
        assert speaker.spoken()[0].startswith("Pebbles cannot be heard yet")
        assert match_screen(app) is None


async def test_passing_the_computer_clears_the_last_persons_lines_from_the_screen(tmp_path):
    from tests.tui.helpers import screen_lines
    from tests.tui.test_quiet_screen import SIZE, new_app as quiet_app, settle
    app, _voice, log = quiet_app(tmp_path, "screen_reader")
    start_straight(app, "marbles", ["human", "human"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot, log)
        for key in ("enter", "enter", "space", "enter"):  # Ready; pick: red
            await pilot.press(key)
            await settle(app, pilot, log)
        assert log.spoken()[-1].startswith("Pass to Player 2")
        shown = " ".join(" ".join(screen_lines(app)).split())
        assert "Pass to Player 2" in shown and "You take 1." not in shown, shown


async def test_the_setup_lists_first_which_game_and_plays_another_one(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        await press(pilot, "home")
        assert speaker.spoken()[-1] == "Game: Love Letter. 1 of 16."
        await press(pilot, "right")
        assert speaker.spoken()[-1] == "Game: Disloyal Royals. 1 of 14."
        await press(pilot, "right", "right")  # Verräter, then Pebbles (and Marbles, in tests)
        assert speaker.spoken()[-1] == "Game: Pebbles. 1 of 13."
        labels = app.screen.query_one(ChoiceList).labels
        assert labels[1:5] == ["Language: English", "Players: 2 players", "Seat 1: a person",
                               "Seat 2: bot, level 1 of 2: random"]
        await press(pilot, "down", "down", "down", "down", "right")  # the game's own level
        assert speaker.spoken()[-1] == "Seat 2: bot, level 2 of 2: greedy. 5 of 13."
        await press(pilot, "end", "enter")
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        assert match_screen(app).seats.match.seats == ["human", "greedy"]
        await press(pilot, "escape", "down", "enter")  # leave: yes
        await until(pilot, lambda: match_screen(app) is None)
        assert speaker.spoken()[-1].endswith(  # Pebbles still, its game kept for later
            "Continue the saved game: Pebbles, 2 players, 1 move made. 14 of 14.")
        assert (tmp_path / "saved-pebbles.table").exists()


async def test_with_no_bot_pace_a_bot_waits_for_enter(tmp_path):
    app, speaker = match_app(tmp_path, bot_pace=0)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app).startswith("Player 2 is ready to play."))
        assert speaker.spoken()[-1] == ("Player 2 is ready to play. Press Enter to continue. "
                                        "Continue. 1 of 1.")
        await press(pilot, "enter")
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        assert speaker.spoken()[-2] == "Player 2 has chosen."


class Elsewhere(MatchSeats):
    """A table another computer runs (here: a game at this computer the test moves on),
    seen only through MatchSeats; the screen must never move its bots."""

    runs_here = False

    def __init__(self, table):
        self.table = table
        self.people, self.title = table.people, table.title
        self.players, self.names = table.players, table.names

    def start(self, listener):
        self.table.start(listener)

    deciders = property(lambda self: self.table.deciders)
    over = property(lambda self: self.table.over)
    moves = property(lambda self: self.table.moves)

    def ask(self, seat, chosen, answer):
        self.table.ask(seat, chosen, answer)

    def reviews(self):
        return self.table.reviews()

    def review(self, seat, review_id, answer):
        self.table.review(seat, review_id, answer)

    def rules(self):
        return self.table.rules()

    def move_bot(self):
        raise AssertionError("a table elsewhere moves its own bots")

    advance = move_bot


async def test_a_table_elsewhere_is_played_through_match_seats_alone(tmp_path):
    from accessible_ll.local_match import LocalMatch
    app, speaker = new_app(tmp_path)
    table = LocalMatch.new(find_game("pebbles"), None, ["human", "greedy"], app.texts, seed=1)
    app.start_match = lambda app: app.push_screen(MatchScreen(Elsewhere(table)))
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        await press(pilot, "down", "enter")  # the person first: nobody here moves the bot
        assert speaker.spoken()[-1] == "You take 2." and asked(app) == ""
        table.move_bot()  # the host's bot
        await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
        assert "Taken: 2, 3. 7 left." in speaker.spoken()
        await press(pilot, "escape")
        assert speaker.spoken()[-1].startswith("Leave the table? The game goes on without you")


async def test_a_seat_at_a_table_elsewhere_is_played_full_screen_to_the_end(tmp_path):
    """join without --line: the host narrates; this screen learns its seat and the
    game's review keys from the welcome, and plays its seat to the end."""
    from accessible_ll.match import Match
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net.match_client import RemoteMatch
    from accessible_ll.net.match_room import MatchRoom
    from accessible_ll.net.remote import RemoteLink
    from accessible_ll.net.room import RoomOptions
    from accessible_ll.net.server import TableServer, open_server
    room = MatchRoom(Match(find_game("pebbles"), None, ["human", "greedy"], seed=3),
                     "123456", RoomOptions())
    server = await open_server(TableServer({room.code: room}), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    driver = asyncio.ensure_future(room.run())  # the host moves its bot
    try:
        app, speaker = new_app(tmp_path)
        table = RemoteMatch(None, Texts.for_language("en"), code="123456", name="Ann")
        table.link = RemoteLink("127.0.0.1", port, table.texts, table.say, retry_for=5.0)
        app.start_match = lambda app: app.push_screen(MatchScreen(table))
        async with app.run_test() as pilot:
            await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
            assert match_screen(app).listener == 0  # no "Pass to": the one person here
            await press(pilot, "p")
            assert speaker.spoken()[-1] == "12 pebbles in the pile."
            for _ in range(3):
                await until(pilot, lambda: asked(app) == "How many pebbles do you take?")
                await press(pilot, "enter")
            await until(pilot, lambda: asked(app) == "The game is over.")
            said = speaker.spoken()
            assert "You take 1." in said and "Player 2 won." in said
            assert not any(line.startswith("Pass to") for line in said)
    finally:
        driver.cancel()
        server.close()
        await server.wait_closed()


async def test_an_item_not_possible_whose_label_is_a_sentence_reads_without_a_double_stop(
        tmp_path):
    """Japanese labels end with 。: "…です。, 選べません" on a braille display reads badly."""
    app, speaker = match_app(tmp_path, "verraeter", seats=("human", "random", "random"),
                             language="ja")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app).startswith("どの土地の下に"))
        labels = app.screen.query_one(ChoiceList).labels
        step = match_screen(app).ask_now
        disabled = [label for label, choice in zip(labels, step.choices) if not choice.enabled]
        assert disabled and not any(label.endswith("。") for label in disabled)
        enabled = [label for label, choice in zip(labels, step.choices) if choice.enabled]
        assert all(label.endswith("。") for label in enabled)


@pytest.mark.parametrize("game_id, keys", [("love-letter", ("h", "1", "2")),
                                           ("disloyal-royals", ("h",)),
                                           ("verraeter", ("h",))])
async def test_while_the_computer_is_passed_on_no_key_reads_a_hand(tmp_path, game_id, keys):
    """Every review key that reads the listener's own cards (the game marks it ``own``)
    says that cards are hidden while the computer is passed on."""
    seats = ("human", "human", "random") if game_id == "verraeter" else ("human", "human")
    app, speaker = match_app(tmp_path, game_id, seats=seats)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app).startswith("Pass to Player"))
        for key in keys:
            said = len(speaker.spoken())
            await press(pilot, key)
            assert speaker.spoken()[said:] == [
                "Cards are hidden while the computer is passed on."], key


async def test_going_back_to_several_items_shows_ticked_only_what_was_ticked(
        tmp_path, monkeypatch):
    """An item taken alone with Enter was never ticked: gone back to, the list shows
    nothing ticked; items ticked with Space and taken are ticked again."""
    from accessible_ll.kit import Ask, Choice
    from tests.games import marbles

    def ask_then_sure(narrator, view, legal, chosen):
        if "colours" in chosen and "sure" not in chosen:
            return Ask("sure", "Sure?", (Choice(True, "Yes"),))
        return marbles.ask(narrator, view, legal, chosen)
    monkeypatch.setattr(marbles, "GAME", changed(marbles.GAME, narration={"ask": ask_then_sure}))
    app, speaker = match_app(tmp_path, "marbles")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        await press(pilot, "enter", "enter")  # pick colours; Enter on Red, nothing ticked
        assert asked(app) == "Sure?"
        await press(pilot, "escape")
        assert asked(app) == "Which colours do you take?"
        assert not any(label.startswith("[x]")
                       for label in app.screen.query_one(ChoiceList).labels)
        await press(pilot, "home", "space", "down", "down", "space", "end", "enter")
        assert asked(app) == "Sure?"
        await press(pilot, "escape")
        assert [label for label in app.screen.query_one(ChoiceList).labels
                if label.startswith("[x]")] == ["[x] Red, ticked", "[x] Blue, ticked"]


def royals_app(tmp_path, **settings):
    """Disloyal Royals from a fixed position, the person's turn: clubs to attack with
    (the King of clubs adds a die), spades to dig with (the Jack of spades adds one),
    diamonds to bury, no heart; Player 2's Queen has cards buried behind her."""
    from accessible_ll.games.disloyal_royals.state import RoyalsState
    from accessible_ll.kit import Chance

    def position(variant, players, seed, options):
        return RoyalsState.setup(
            Chance(seed), courts=[["JS", "QD", "KC"], ["JH", "QS", "KD"]],
            hands=[["7C", "2C", "5S", "3D", "4D"], ["2H", "3H", "4H", "5H", "6H"]],
            deck=["8C", "9C", "10C", "AC"], treasure=[[[], [], []], [[], ["9D", "8S"], []]],
            first=0, refill=False)
    game = changed(find_game("disloyal-royals"), rules={"new_state": position})
    app, speaker = new_app(tmp_path, **settings)
    start_straight(app, game, ["human", "random"], 3)
    return app, speaker


ACT = "2 actions left: what do you do?"


async def test_space_says_which_card_is_ticked_how_many_and_the_dice(tmp_path):
    app, speaker = royals_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == ACT)
        await press(pilot, "down", "enter")  # the list starts on Bury; Attack
        assert asked(app) == "Which clubs do you attack with? Each one is a die."
        await press(pilot, "space")
        assert speaker.spoken()[-1] == "Ticked: 2 of clubs. 1 card ticked. You roll 2 dice."
        await press(pilot, "down", "space")
        assert speaker.spoken()[-1] == "Ticked: 7 of clubs. 2 cards ticked. You roll 3 dice."
        await press(pilot, "space")
        assert speaker.spoken()[-1] == ("Not ticked: 7 of clubs. 1 card ticked. "
                                        "You roll 2 dice.")
        await press(pilot, "up", "space")
        assert speaker.spoken()[-1] == "Not ticked: 2 of clubs. No card ticked."
        await press(pilot, "escape", "home", "down", "down", "down", "enter")  # Dig up
        await press(pilot, "space")  # the Jack of spades adds a die
        assert speaker.spoken()[-1] == "Ticked: 5 of spades. 1 card ticked. You roll 2 dice."
        await press(pilot, "escape", "home", "down", "enter")  # Bury: no dice
        await press(pilot, "space", "down", "space")
        assert speaker.spoken()[-1] == "Ticked: 4 of diamonds. 2 cards ticked."


async def test_cards_are_buried_in_the_order_space_ticked_them(tmp_path):
    """The 5 of spades ticked before the 3 of diamonds (the list reads the diamonds
    first) goes onto the pile first, at the bottom; the royal's question and the burial
    say so, and going back keeps the order."""
    app, speaker = royals_app(tmp_path)
    bury = ("Behind which of your royals do you bury the 5 of spades and the 3 of "
            "diamonds? They go in this order, the first at the bottom.")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == ACT)
        await press(pilot, "enter")  # the list starts on Bury
        await press(pilot, "end", "up", "space", "home", "space", "end", "enter")
        assert asked(app) == bury
        await press(pilot, "escape")
        assert [label for label in app.screen.query_one(ChoiceList).labels
                if label.startswith("[x]")] == ["[x] 3 of diamonds, ticked",
                                                "[x] 5 of spades, ticked"]
        await press(pilot, "enter")  # on Done again: the same order
        assert asked(app) == bury
        await press(pilot, "enter")  # behind the Jack of spades
        await until(pilot, lambda: any("in this order" in line for line in speaker.spoken()))
        assert ("You bury the 5 of spades and the 3 of diamonds behind your Jack of spades, "
                "in this order, the first at the bottom. 2 cards are buried there now."
                in speaker.spoken())
        assert match_screen(app).seats.match.journal[0] == {
            "seat": 0, "act": "bury", "cards": ["5S", "3D"], "royal": "J"}


async def test_f2_reads_the_cards_at_a_glance_and_f1_lists_it(tmp_path):
    """Disloyal Royals has a card reference: every kind of card, the royals' suits and
    the dice with each die's chance; F1 lists its key."""
    app, speaker = royals_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == ACT)
        await press(pilot, "f2")
        await until(pilot, lambda: isinstance(app.screen, ReadScreen))
        lines = app.screen.lines
        assert lines[0] == ("Disloyal Royals, the cards at a glance: 52 cards without jokers. "
                            "Each court holds a Jack, a Queen and a King; the other 46 cards "
                            "are the deck.")
        assert lines[-1] == "King: 5 or more, 33% per die; King of hearts: 6 or more, 17% per die."
        assert any(line.startswith("Clubs, Ace to King: attack") for line in lines)
        assert lines[0] in " ".join(speaker.spoken()[-2:])
        await press(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, MatchScreen))
        await press(pilot, "f1")
        await until(pilot, lambda: isinstance(app.screen, ReadScreen))
        assert any(line.startswith("F2: ") for line in app.screen.lines)


@pytest.mark.parametrize("language, said", [
    ("ja", "チェックしました：クラブの7。2枚チェックしています。ダイスを3個振ります。"),
    ("de", "Abgehakt: Kreuz 7. 2 Karten abgehakt. Du würfelst mit 3 Würfeln.")])
async def test_what_space_says_is_in_the_players_language(tmp_path, language, said):
    app, speaker = royals_app(tmp_path, language=language)
    async with app.run_test() as pilot:
        await until(pilot, lambda: match_screen(app) is not None
                    and match_screen(app).ask_now is not None)
        await press(pilot, "down", "enter", "space", "down", "space")
        assert speaker.spoken()[-1] == said


async def test_going_back_lands_on_the_item_chosen_before(tmp_path):
    """Escape from the cards of a Dig lands on Dig up, not on the first action that can
    be taken (Bury); from the royal, on Done where cards were ticked, or on the card
    taken alone with Enter."""
    app, speaker = royals_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == ACT)
        await press(pilot, "down", "down", "enter")  # the list starts on Bury; Dig up
        assert asked(app) == "Which spades do you dig with? Each one is a die."
        await press(pilot, "escape")
        assert asked(app) == ACT
        assert app.screen.query_one(ChoiceList).highlighted == 3
        assert speaker.spoken()[-1] == f"{ACT} Dig up. 4 of 6."
        await press(pilot, "up", "enter", "space", "down", "space", "enter")  # Attack, both
        assert asked(app).startswith("Which of Player 2's royals do you attack?")
        await press(pilot, "escape")
        assert speaker.spoken()[-1] == ("Which clubs do you attack with? Each one is a die. "
                                        "Done: take the 2 ticked items. 6 of 6.")
        await press(pilot, "home", "space", "down", "space", "enter")  # untick both; 7 alone
        assert asked(app).startswith("Which of Player 2's royals do you attack?")
        await press(pilot, "escape")
        assert app.screen.query_one(ChoiceList).highlighted == 1
        assert speaker.spoken()[-1].endswith("7 of clubs, not ticked. 2 of 6.")


async def test_an_item_that_cannot_be_chosen_is_shown_in_the_listeners_words():
    """A braille display reads the screen: a Japanese item is shown with the Japanese
    comma, as it is said, not with an ASCII one."""
    from textual.app import App
    from accessible_ll.tui.widgets import ChoiceList
    from accessible_ll.narration import messages as m
    from accessible_ll.narration.i18n import Texts

    class Shown(App):
        def compose(self):
            yield ChoiceList()
    async with Shown().run_test() as pilot:
        choices = pilot.app.query_one(ChoiceList)
        form = Texts.for_language("ja").text(m.ITEM_NOT_POSSIBLE, label="{label}")
        choices.set_items("?", ["司祭、2", "衛兵、1"], [0, 1], enabled=[False, True],
                          disabled_form=form)
        await pilot.pause()
        assert choices.render().plain.splitlines()[1:] == ["1. 司祭、2。選べません", "2. 衛兵、1"]


async def test_an_item_that_cannot_be_ticked_says_why_not_that_it_is_not_ticked(
        tmp_path, monkeypatch):
    from accessible_ll.kit import Ask, Choice
    from tests.games import marbles
    asks = marbles.GAME.narration.ask

    def green_gone(narrator, view, legal, chosen):
        step = asks(narrator, view, legal, chosen)
        if isinstance(step, Ask) and step.several:
            return step._replace(choices=tuple(
                choice._replace(enabled=False, reason="Green is all gone.")
                if choice.value == "green" else choice for choice in step.choices))
        return step
    monkeypatch.setattr(marbles, "GAME", changed(marbles.GAME, narration={"ask": green_gone}))
    app, speaker = match_app(tmp_path, "marbles")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app) == "How do you take marbles?")
        await press(pilot, "enter", "down")  # pick colours, then Green
        assert speaker.spoken()[-1] == "Green, not possible: Green is all gone. 2 of 4."
        assert app.screen.query_one(ChoiceList).labels[1] == "[ ] Green"
