"""The line mode of any game: what a person types, line by line, and every line they
are told, from the first question to the end of a game; several people at one computer,
ticking several items, going back, reviews, leaving and coming back to a saved game."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_ll import games
from accessible_ll.games import find_game
from accessible_ll.inputs import InputRefusal
from accessible_ll.kit import Ask, Choice, Refusal
from accessible_ll.local_match import LocalMatch
from accessible_ll.line_command import match_line_command, play_match_line
from accessible_ll.match_line import EOF, OVER, QUIT, MatchLine
from accessible_ll.match_seats import MatchSeats, ReviewKey, Told
from accessible_ll.narration.i18n import Texts
from accessible_ll.new_table import Table, table_for
from accessible_ll.settings import Settings
from tests.games import changed, pebbles
from tests.helpers import heard_once, tagged

ROOT = Path(__file__).resolve().parents[1]
EN = Texts.for_language("en")
QUESTION = ["How many pebbles do you take?", "1. 1 pebbles", "2. 2 pebbles", "3. 3 pebbles"]
HINT = "Type the number of your choice and press Enter. Type ? for the keys."


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


def line(typed, kinds=("human", "greedy"), *, game=None, save=None, lang="en", seed=1,
         names=("Anna", "Ben")):
    """Play pebbles (or ``game``) in line mode with ``typed`` as the person's lines, then
    the end of input; return how it ended and every line said."""
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in typed:
            lines.put_nowait(text)
        lines.put_nowait(None)
        table = Table(game or find_game("pebbles"), list(kinds), list(names), seed, [])
        return await asyncio.wait_for(
            play_match_line(table, Texts.for_language(lang), heard.append, lines, save), 20)
    return asyncio.run(main()), heard


def after(heard: list[str], line: str) -> list[str]:
    """What was said after the first ``line``."""
    return heard[heard.index(line) + 1:]


# ----- a whole game -------------------------------------------------------------------------

def test_a_whole_game_from_typed_numbers_to_the_end():
    ended, heard = line(["3", "2", "3", "1", "2"])
    assert ended == OVER
    assert heard == [
        "Pebbles: you play as Anna against 1 bot.",
        *QUESTION, HINT,
        "Anna has chosen.", "You take 3.", "Ben has chosen.", "Taken: 3, 3. 6 left.",
        *QUESTION,
        "Anna has chosen.", "You take 2.", "Ben has chosen.", "Taken: 2, 3. 1 left.",
        "How many pebbles do you take?", "1. 1 pebbles",
        "2. 2 pebbles: not possible. Only 1 left.",
        "3. 3 pebbles: not possible, as above.",  # the same reason is said once in a list
        "3 pebbles: not possible. Only 1 left.",  # a disabled number: refused with its reason
        "Anna has chosen.", "You take 1.", "Ben has chosen.", "Taken: 1, 3. 0 left.",
        "Ben won.",
        "Play again?", "1. Yes", "2. No"]


@pytest.mark.parametrize("lang, question", [
    ("en", ["Play again?", "1. Yes", "2. No"]), ("de", ["Noch einmal spielen?", "1. Ja", "2. Nein"]),
    ("ja", ["もう一度遊びますか？", "1. はい", "2. いいえ"])])
def test_after_a_game_the_line_mode_asks_whether_to_play_again(lang, question):
    _, heard = line(["3", "2", "1"], lang=lang)
    assert heard[-3:] == question


def test_a_new_game_follows_when_the_person_wants_one():
    ended, heard = line(["3", "3", "y", "2"])
    assert heard.count("Pebbles: you play as Anna against 1 bot.") == 2
    assert heard.count("Play again?") == 1 and ended == EOF
    assert after(heard, "Play again?")[2:4] == ["Pebbles: you play as Anna "
                                                     "against 1 bot.", QUESTION[0]]
    assert heard[-1] == "The game is not kept."


def test_bots_alone_play_to_the_end_while_the_person_listens():
    ended, heard = line(["2"], kinds=("random", "greedy"))
    assert heard[0] == ("Only bots play this game: you listen, and hear what everyone at "
                        "the table hears.")
    assert ended == OVER and any(l.endswith("won.") for l in heard)
    assert not any(l.startswith("How many") for l in heard)


# ----- what the person types ----------------------------------------------------------------

def test_bad_input_gets_a_clear_sentence_and_changes_nothing(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    ended, heard = line(["zz", "0", "4", "", "1 2", "²", "２"], save=save)
    told = after(heard, HINT)
    assert told[:6] == [
        "“zz” is not a choice here. Type a number from 1 to 3, or ? for the keys.",
        "“0” is not a choice here. Type a number from 1 to 3, or ? for the keys.",
        "“4” is not a choice here. Type a number from 1 to 3, or ? for the keys.",
        "Type a number from 1 to 3 and press Enter, or ? for the keys.",
        "“1 2” is not a choice here. Type a number from 1 to 3, or ? for the keys.",
        "“²” is not a choice here. Type a number from 1 to 3, or ? for the keys."]
    assert told[6:8] == ["Anna has chosen.", "You take 2."]  # a full-width digit is a digit
    assert json.loads(save.read_text())["match"]["journal"][0] == {"seat": 0, "count": 2}


def test_bad_input_alone_leaves_the_game_as_it_was(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    line(["zz", "", "9"], save=save)
    assert json.loads(save.read_text())["match"]["journal"] == []


def test_a_review_letter_the_keys_and_the_rules():
    _, heard = line(["p", "?", "??", "3", "p"])
    told = after(heard, HINT)
    assert told[0] == "12 pebbles in the pile."
    assert told[1:11] == [
        "1, 2, 3…: a number and Enter: choose that item of the question",
        "2 5 6: numbers with spaces: tick or untick items where several may be chosen; "
        "an empty line or ok confirms them",
        "p: The pile",
        "r: the open question again",
        "b: go back one step of your decision",
        "??: the rules of Pebbles",
        "q: leave the game (you are asked first)",
        "Ctrl+D or Ctrl+C: leave; a game at this computer is saved for next time",
        "Take 1 to 3 pebbles at once; the most wins.",
        "Anna has chosen."]
    assert "6 pebbles in the pile." in told


def test_r_says_the_open_question_again():
    _, heard = line(["r"])
    assert after(heard, HINT)[:4] == QUESTION


# ----- steps: several ticked, going back, asked first ------------------------------------------

def handfuls(narrator, view, legal, chosen):
    """Pebbles asked as handfuls to tick (at least one); three asks first."""
    if "hands" in chosen:
        total = sum(chosen["hands"])
        for take in legal:
            if take.count == total:
                return take
        raise Refusal("bad_count", count=total)
    return Ask("hands", "Which handfuls do you take?", (
        Choice(1, "one pebble"), Choice(2, "two pebbles"),
        Choice(0, "a stone", False, "Stones are not pebbles."),
        Choice(3, "three pebbles", confirm="Three at once leaves little for later. Take them?")),
        several=True, least=1)


def two_steps(narrator, view, legal, chosen):
    """Pebbles with a hand to take them with first."""
    if "hand" not in chosen:
        return Ask("hand", "Which hand?", (Choice("left", "left hand"),
                                           Choice("right", "right hand")))
    return pebbles.ask(narrator, view, legal, {k: v for k, v in chosen.items() if k != "hand"})


def test_several_items_are_ticked_then_confirmed(tmp_path):
    game = changed(pebbles.GAME, narration={"ask": handfuls})
    save = tmp_path / "saved.table"
    _, heard = line(["", "3", "1 2", "2", "1 x", "4", "1", "2", "ok"], game=game, save=save)
    assert heard[1:7] == [
        "Which handfuls do you take?", "1. one pebble", "2. two pebbles",
        "3. a stone: not possible. Stones are not pebbles.", "4. three pebbles",
        "Type the numbers to tick or untick, like 2 5 6; then an empty line or ok confirms."]
    assert heard[7:21] == [
        "Tick at least 1 item, then confirm.",
        "a stone: not possible. Stones are not pebbles.",
        "Ticked: one pebble and two pebbles.",
        "Ticked: one pebble.",  # typed again: unticked
        "“1 x” is not a choice here. Type a number from 1 to 4, or ? for the keys.",
        "Three at once leaves little for later. Take them?", "1. No", "2. Yes",
        # no: the question again, with what is ticked
        "Which handfuls do you take?", "1. one pebble, ticked", "2. two pebbles",
        "3. a stone: not possible. Stones are not pebbles.", "4. three pebbles",
        "Ticked: one pebble and two pebbles."]
    assert heard[21:23] == ["Anna has chosen.", "You take 3."]
    assert json.loads(save.read_text())["match"]["journal"][0] == {"seat": 0, "count": 3}


def test_ticks_that_fit_no_action_are_refused_and_asked_again():
    game = changed(pebbles.GAME, narration={"ask": handfuls})
    _, heard = line(["1 2 4", "2", ""], game=game)
    told = after(heard, "Three at once leaves little for later. Take them?")
    assert told[2:5] == ["Ticked: one pebble, two pebbles and three pebbles.",
                         "Not now: bad_count.", "Which handfuls do you take?"]
    assert told[5] == "1. one pebble" and "Anna has chosen." not in told


def test_b_goes_one_step_back():
    game = changed(pebbles.GAME, narration={"ask": two_steps})
    _, heard = line(["1", "b", "b", "2", "2"], game=game)
    assert heard[1:4] == ["Which hand?", "1. left hand", "2. right hand"]
    told = after(heard, HINT)
    assert told[:4] == QUESTION
    assert told[4:7] == ["Which hand?", "1. left hand", "2. right hand"]
    assert told[7] == ("This is the first step of your choice: there is nothing to go back "
                       "to. Type r to hear the question again.")
    assert told[8:12] == QUESTION and told[12:14] == ["Anna has chosen.", "You take 2."]


def royals_position():
    """Disloyal Royals from a fixed position, Anna's turn: two clubs to attack with (the
    King of clubs adds a die) and no heart."""
    from accessible_ll.games.disloyal_royals.state import RoyalsState
    from accessible_ll.kit import Chance

    def position(variant, players, seed, options):
        return RoyalsState.setup(
            Chance(seed), courts=[["JS", "QD", "KC"], ["JH", "QS", "KD"]],
            hands=[["7C", "2C", "5S", "3D", "4D"], ["2H", "3H", "4H", "5H", "6H"]],
            deck=["8C", "9C", "10C", "AC"], first=0, refill=False)
    return changed(find_game("disloyal-royals"), rules={"new_state": position})


@pytest.mark.parametrize("lang, said", [
    ("en", ["Ticked: 2 of clubs. 1 card ticked. You roll 2 dice.",
            "Ticked: 2 of clubs and 7 of clubs. 2 cards ticked. You roll 3 dice.",
            "Ticked: 7 of clubs. 1 card ticked. You roll 2 dice.",
            "No card ticked."]),
    ("de", ["Abgehakt: Kreuz 2. 1 Karte abgehakt. Du würfelst mit 2 Würfeln.",
            "Abgehakt: Kreuz 2 und Kreuz 7. 2 Karten abgehakt. Du würfelst mit 3 Würfeln.",
            "Abgehakt: Kreuz 7. 1 Karte abgehakt. Du würfelst mit 2 Würfeln.",
            "Keine Karte abgehakt."])])
def test_ticking_says_what_the_ticked_cards_come_to_as_the_full_screen_does(lang, said):
    """The game's words for the ticked cards (how many, the dice they roll), the same as
    Space says in the full screen, after what is ticked."""
    _, heard = line(["3", "1", "2", "1", "2"], ("human", "random"), game=royals_position(),
                    lang=lang)
    prompt = next(i for i, text in enumerate(heard) if text.startswith(("Which clubs",
                                                                         "Mit welchen Kreuz")))
    told = [text for text in heard[prompt:] if text.startswith(("Ticked", "Abgehakt",
                                                                 "No card", "Keine Karte"))]
    assert told == said


def test_a_burial_keeps_the_order_the_cards_were_ticked_in(tmp_path):
    """Disloyal Royals: cards typed 5, 1, 2 are heard, buried and kept in that order (the
    pile's order decides blind digs), not in the order of the list."""
    save = tmp_path / "saved-disloyal-royals.table"
    _, heard = line(["2", "5 1", "2", "", "1"], ("human", "random"), game=royals_position(),
                    save=save)
    told = after(heard, "Which number cards do you bury? Tick them in the order they go onto "
                        "the pile, the first at the bottom.")
    assert "Ticked: 5 of spades and 3 of diamonds. 2 cards ticked." in told
    assert ("Ticked: 5 of spades, 3 of diamonds and 4 of diamonds. 3 cards ticked."
            in told)
    assert ("Behind which of your royals do you bury the 5 of spades, the 3 of diamonds, "
            "and the 4 of diamonds? They go in this order, the first at the bottom.") in told
    assert ("You bury the 5 of spades, the 3 of diamonds, and the 4 of diamonds behind your "
            "Jack of spades, in this order, the first at the bottom. 3 cards are buried "
            "there now.") in told
    journal = json.loads(save.read_text())["match"]["journal"]
    assert journal[-1] == {"seat": 0, "act": "bury", "cards": ["5S", "3D", "4D"],
                           "royal": "J"}


# ----- leaving and coming back -----------------------------------------------------------------

def test_the_end_of_input_says_the_game_is_kept_and_where(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    ended, heard = line(["2"], save=save)
    assert ended == EOF
    assert heard[-1] == (f"The game is saved in {save}. To continue it, start accessible-ll "
                         "--line --game pebbles again.")
    assert save.exists() and not Path(f"{save}.lock").exists()


def test_q_asks_first_and_says_whether_the_game_is_kept(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    ended, heard = line(["q", "1", "q", "2"], save=save)
    question = (f"Leave this game? It is saved in {save}: accessible-ll --line --game pebbles "
                "continues it.")
    assert after(heard, HINT)[:8] == [question, "1. No", "2. Yes", "The game goes on.",
                                      *QUESTION]
    assert ended == QUIT and heard[-1].startswith(f"The game is saved in {save}.")
    _, unsaved = line(["q", "y"])
    assert unsaved[-4:] == ["Leave this game? It is not over and will be lost.", "1. No",
                            "2. Yes", "The game is not kept."]


def test_a_saved_game_is_offered_and_continued(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    line(["3"], save=save)
    ended, heard = line(["1", "2", "3", "1", "2"], save=save)
    assert heard[:3] == ["A game of Pebbles you left unfinished is saved: 2 players, 2 moves "
                         "made. Continue it?", "1. Yes", "2. No"]
    assert heard[3:8] == ["Your saved game of Pebbles continues. Its last moves:",
                          "Anna has chosen.", "You take 3.", "Ben has chosen.",
                          "Taken: 3, 3. 6 left."]
    assert "Ben won." in heard and ended == OVER
    assert not save.exists()  # a finished game is not kept


def test_no_asks_before_a_new_game_replaces_the_saved_one(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    line(["3"], save=save)
    kept = save.read_text()
    ended, heard = line(["n", "2"], save=save)
    assert heard[3:] == ["Start a new game? The saved game will be replaced.", "1. Yes",
                         "2. No", "The saved game is kept. Start again to continue it."]
    assert ended is None and save.read_text() == kept
    _, heard = line(["2", "1", "1"], save=save)
    assert heard[6] == "Pebbles: you play as Anna against 1 bot."
    assert json.loads(save.read_text())["match"]["journal"][0] == {"seat": 0, "count": 1}


def test_a_damaged_save_is_said_why_and_kept_as_a_copy(tmp_path):
    save = tmp_path / "saved-pebbles.table"
    save.write_text('{"version": 1, "match": 7}')
    _, heard = line(["1", "3"], save=save)
    assert heard[0].startswith(f"The saved game in {save} cannot be continued: ")
    assert heard[1:4] == ["Start a new game? The saved game will be replaced.", "1. Yes",
                          "2. No"]
    assert heard[4] == f"The saved game as it was is kept in {save}.broken.1."
    assert Path(f"{save}.broken.1").read_text() == '{"version": 1, "match": 7}'


# ----- several people at one computer ---------------------------------------------------------

def test_hot_seat_passes_the_computer_and_keeps_each_secret():
    _, heard = line(["p", "", "2", "x", "", "3"], kinds=("human", "human"))
    assert heard[:3] == [
        "Pebbles: Anna and Ben share this computer, each deciding when it is passed "
        "to them.",
        "Pass to Anna. Press Enter when ready.",
        "Cards are hidden while the computer is passed on."]  # no review while passing
    anna = heard.index("You take 2.")
    ben = heard.index("Pass to Ben. Press Enter when ready.")
    assert anna < ben
    assert heard[ben + 1] == ("The computer goes to Ben: press Enter when Ben is ready.")
    assert heard[ben + 2:ben + 6] == QUESTION
    assert heard[ben + 6:ben + 9] == ["Ben has chosen.", "You take 3.", "Taken: 2, 3. 7 left."]
    assert heard.count("You take 2.") == 1


class Dealt(MatchSeats):
    """Two people at one computer and a game that deals each a secret card, then tells
    Ben a secret while Anna decides."""

    def __init__(self):
        self.people, self.title, self.players, self.names = (0, 1), "Cards", 2, ["Anna", "Ben"]
        self.turn, self._moves = 0, 0

    def start(self, listener):
        self.listener = listener
        listener.heard([Told(0, ("Your card is the Ace.",), (), True),
                        Told(1, ("Your card is the King.",), (), True),
                        Told(0, ("Cards are dealt.",), (), False),
                        Told(1, ("Cards are dealt.",), (), False)])
        listener.changed()

    @property
    def deciders(self):
        return () if self.over else (self.turn,)

    @property
    def over(self):
        return self.turn > 1

    @property
    def moves(self):
        return self._moves

    def ask(self, seat, chosen, answer):
        if "card" not in chosen:
            return answer(Ask("card", "Play your card?", (Choice("play", "Play it"),)))
        answer(None)
        self.turn, self._moves = self.turn + 1, self._moves + 1
        name = self.names[seat]
        self.listener.heard([Told(0, (f"{name} plays.",), (), False),
                             Told(1, (f"{name} plays.",), (), False)]
                            + ([Told(1, ("Anna's card shows you the Queen.",), (), True)]
                               if seat == 0 else []))
        self.listener.changed()

    def reviews(self):
        return [ReviewKey("hand", "h", "your card")]

    def review(self, seat, review_id, answer):
        answer([("Your card is the Ace." if seat == 0 else "Your card is the King.")])

    def rules(self):
        return []


def play_on(seats, typed):
    heard = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in typed:
            lines.put_nowait(text)
        lines.put_nowait(None)
        return await asyncio.wait_for(MatchLine(seats, EN, heard.append, lines).play(), 20)
    return asyncio.run(main()), heard


def test_hot_seat_private_lines_wait_for_their_person():
    ended, heard = play_on(Dealt(), ["", "h", "1", "", "h", "1"])
    assert ended == OVER
    assert heard == [
        "Pass to Anna. Press Enter when ready.",
        "Your card is the Ace.", "Cards are dealt.",  # said once Anna has the computer
        "Play your card?", "1. Play it", HINT,
        "Your card is the Ace.",  # h: Anna's own card
        "Anna plays.",
        "Pass to Ben. Press Enter when ready.",
        "Your card is the King.", "Anna's card shows you the Queen.",  # kept for Ben
        "Play your card?", "1. Play it",
        "Your card is the King.",
        "Ben plays."]


class DealtToTheEnd(Dealt):
    """Ben's move, the last, also shows Anna a secret."""

    def ask(self, seat, chosen, answer):
        if seat == 1 and "card" in chosen:
            self.listener.heard([Told(0, ("Ben's card shows you the Jack.",), (), True)])
        super().ask(seat, chosen, answer)


def test_hot_seat_private_lines_left_at_the_end_wait_for_their_person():
    ended, heard = play_on(DealtToTheEnd(), ["", "1", "", "1", "h", ""])
    assert ended == OVER
    assert heard[heard.index("Ben plays."):] == [
        "Ben plays.",
        "Pass to Anna. Press Enter when ready.",
        "Cards are hidden while the computer is passed on.",
        "Ben's card shows you the Jack."]  # said to Anna, not dropped, not to Ben


@pytest.mark.parametrize("game_id,kinds", [
    ("love-letter", ("human", "human", "beginner")), ("disloyal-royals", ("human", "human")),
    ("verraeter", ("human", "human", "human"))])
def test_hot_seat_each_public_event_is_heard_once_and_secrets_by_their_owner(
        monkeypatch, game_id, kinds):
    """The line mode at a hot-seat table: what the person holding the computer heard
    nothing of (another person's secret choice said as "… has chosen") waits for the
    others; what they heard is not told again; secrets reach only their owner."""
    tagged(monkeypatch)
    seats = LocalMatch.new(find_game(game_id), None, list(kinds), EN, seed=5)
    said: list[tuple] = []
    take_computer = MatchLine.take_computer
    chance = random.Random(5)

    def taking_over(line) -> None:  # what waited for them, then what came meanwhile
        line.waiting = {id(text) for text in line.pending[line.passing]}
        take_computer(line)
        line.waiting = set()

    def decided(line, seat: int) -> None:  # a legal move, as a person would type it
        seats._moved(seats.match.submit(chance.choice(seats.match.legal(seat))))
    monkeypatch.setattr(MatchLine, "take_computer", taking_over)
    monkeypatch.setattr(MatchLine, "open_decision", decided)

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for _ in range(3000):  # Enter: the computer taken over, the next round
            lines.put_nowait("")
        lines.put_nowait(None)
        line = MatchLine(seats, EN, lambda text: said.append(
            (text, line.holder, id(text) in getattr(line, "waiting", ()))), lines)
        assert await asyncio.wait_for(line.play(), 60) == OVER
        return line
    line = asyncio.run(main())
    assert seats.moves > 30, "\n".join(text for text, _, _ in said[:60])
    left = {text for texts in line.pending.values() for text in texts}
    aloud = heard_once(said, seats, left)
    assert len(aloud) > 20


class FarTable(MatchSeats):
    """A seat at a table elsewhere: the questions and the news come later, from the
    host; the game is not moved on here."""

    runs_here = False

    def __init__(self):
        self.people, self.title, self.players, self.names = (0,), "Far", 2, ["Anna", "Ben"]
        self._over, self._moves = False, 0

    def start(self, listener):
        self.listener = listener
        self.later(listener.heard, [Told(0, ("Welcome.",), (), False)])
        listener.changed()

    def later(self, call, *args):
        asyncio.get_running_loop().call_later(0.01, call, *args)

    @property
    def deciders(self):
        return () if self._over else (0,)

    @property
    def over(self):
        return self._over

    @property
    def moves(self):
        return self._moves

    def ask(self, seat, chosen, answer):
        if "n" not in chosen:
            return self.later(answer, Ask("n", "Pick one.", (Choice(1, "one"),
                                                             Choice(2, "two"))))

        def done():
            answer(None)
            self._over, self._moves = True, 1
            self.listener.heard([Told(0, (f"You picked {chosen['n']}.",), (), False)])
            self.listener.changed()
        self.later(done)

    def reviews(self):
        return [ReviewKey("board", "b", "the board")]  # b is the line mode's: typed bb

    def review(self, seat, review_id, answer):
        answer(["The board is empty."])

    def rules(self):
        return []


def test_a_table_elsewhere_answers_later_and_the_lines_wait_for_it():
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()

        def say(text):
            heard.append(text)
            if text == HINT:
                for typed in ("bb", "??", "2"):
                    lines.put_nowait(typed)
        return await asyncio.wait_for(MatchLine(FarTable(), EN, say, lines).play(), 20)
    ended = asyncio.run(main())
    assert ended == OVER
    assert heard == ["Welcome.", "Pick one.", "1. one", "2. two", HINT,
                     "The board is empty.", "The rules of Far cannot be read here yet.",
                     "You picked 2."]


def test_the_keys_at_a_table_elsewhere_say_how_leaving_keeps_the_seat():
    """? at a table elsewhere: Ctrl+D leaves the table, and the join command comes back;
    no game at this computer is kept."""
    ended, heard = play_on(FarTable(), ["?"])
    assert ("Ctrl+D or Ctrl+C: leave the table; the same join command gives you your seat "
            "back") in heard
    assert not [line for line in heard if "a game at this computer" in line]


def test_leaving_a_table_elsewhere_tells_it_which_says_how_to_come_back():
    """Ctrl+D (or q, then yes) at a table elsewhere: the table is told the person left,
    and its last line (how to come back) is said."""
    class Left(FarTable):
        async def leave(self):
            self.listener.told_table("You left the table.")
    for typed in ([], ["q", "2"]):
        ended, heard = play_on(Left(), typed)
        assert heard[-1] == "You left the table." and ended in (EOF, QUIT)
    ended, heard = play_on(Left(), ["q", "1"])  # no: the game goes on until input ends
    assert heard.count("You left the table.") == 1 and ended == EOF


# ----- in Japanese and German --------------------------------------------------------------

def test_the_line_mode_speaks_the_players_language():
    _, ja = line(["", "", "？", "2"], kinds=("human", "human"), lang="ja", names=("", ""))
    assert ja[:2] == ["小石取り：プレイヤー1とプレイヤー2がこのコンピューターを交代で使い、"
                      "渡された人が決めます。",
                      "プレイヤー1に交代してください。準備ができたらEnterキーを押してください。"]
    assert "1から3までの番号を入力して Enter を押してください。? でキーの一覧です。" in ja
    assert "??：小石取りのルールを読みます" in ja  # ？ typed full-width is the help
    _, de = line(["q", "ja"], lang="de")
    assert de[-1] == "Dieses Spiel ist nicht gespeichert."


# ----- the command line ------------------------------------------------------------------------

def args(**given):
    import argparse
    values = dict(game="pebbles", players=None, bots=None, seed=None, voice=None,
                  speech_log=None, settings=None, lang="en")
    return argparse.Namespace(**{**values, **given})


def test_seats_from_the_command_line_fit_the_game():
    table = table_for(find_game("pebbles"), args(bots=["greedy", "human"]), Settings(), EN)
    assert table.kinds == ["human", "greedy", "human"] and table.notes == []
    with pytest.raises(InputRefusal) as refused:
        table_for(find_game("pebbles"), args(bots=["beginner"]), Settings(), EN)
    assert refused.value.localized(EN) == \
        "There is no bot called “beginner”. Choose from: random, greedy."
    with pytest.raises(InputRefusal) as refused:
        table_for(find_game("pebbles"), args(players=6), Settings(), EN)
    assert refused.value.localized(EN) == "Pebbles is for 2–4 players, not 6."
    fitted = table_for(find_game("pebbles"), args(), Settings(players=6, seats=["human"]), EN)
    assert fitted.kinds == ["human", "random", "random", "random"]
    assert fitted.notes == ["Pebbles is for 2–4 players, so the table has 4.",
                            "Pebbles has no heuristic bot: the random bot plays instead."]


def test_a_game_people_cannot_play_yet_is_refused_in_words(monkeypatch):
    mute = changed(pebbles.GAME, narration={"ask": None})
    monkeypatch.setattr(games, "find_game", lambda game_id: mute)
    with pytest.raises(InputRefusal) as refused:
        match_line_command(args(), Settings(), EN)
    assert refused.value.localized(EN) == ("Pebbles cannot be heard yet: only bots can play "
                                           "it, in the arena and the bench.")


def command_line(tmp_path: Path, typed: str) -> subprocess.CompletedProcess:
    """``accessible-ll --line --game pebbles`` as its own program, pebbles registered."""
    settings = tmp_path / "settings.json"
    if not settings.exists():
        settings.write_text(json.dumps({"names": ["Anna"], "bot_pace": 0}))
    program = ("import sys; from accessible_ll import games; "
               "games.GAMES['pebbles'] = 'tests.games.pebbles'; "
               "from accessible_ll.cli import main; sys.exit(main(sys.argv[1:]))")
    return subprocess.run([sys.executable, "-c", program, "--line", "--game", "pebbles",
                           "--bots", "random", "--seed", "1", "--lang", "en",
                           "--settings", str(settings)],
                          cwd=ROOT, input=typed, capture_output=True, text=True, timeout=40)


def test_the_command_line_keeps_a_game_and_continues_it(tmp_path):
    left = command_line(tmp_path, "3\n")
    save = tmp_path / "saved-pebbles.table"
    assert left.returncode == 0, left.stderr
    assert left.stdout.splitlines()[:1] == ["Pebbles: you play as Anna against 1 bot."]
    assert left.stdout.splitlines()[-1] == (  # the same settings file, for the same save
        f"The game is saved in {save}. To continue it, start accessible-ll --line --game "
        f"pebbles --lang en --settings {tmp_path / 'settings.json'} again.")
    again = command_line(tmp_path, "1\n1\n1\n1\nn\n")
    lines = again.stdout.splitlines()
    assert again.returncode == 0, again.stderr
    assert lines[0].startswith("A game of Pebbles you left unfinished is saved")
    assert "Ben won." not in lines and "Player 2 won." in lines
    assert lines[-3:] == ["Play again?", "1. Yes", "2. No"] and not save.exists()


def test_the_game_voice_says_each_printed_line_when_chosen(tmp_path, monkeypatch, capsys):
    import io
    log = tmp_path / "speech.log"
    monkeypatch.setattr(sys, "stdin", io.StringIO("3\n"))
    done = match_line_command(args(voice="game", speech_log=str(log), seed=1,
                                   settings=str(tmp_path / "settings.json")),
                              Settings(seats=["human", "random"], names=["Anna"]), EN)
    printed = capsys.readouterr().out.splitlines()
    spoken = [line.split("\t", 1)[1] for line in log.read_text().splitlines()
              if line.startswith("speech\t")]
    assert done == 0 and printed[0].startswith("No speech engine")  # none in the tests
    assert spoken == printed[1:]
    assert spoken[0] == "Pebbles: you play as Anna against 1 bot."
    assert spoken[-1].startswith("The game is saved in ")


def test_an_empty_line_at_a_yes_or_no_question_says_what_to_type():
    _, heard = line(["3", "3", ""])
    assert after(heard, "Play again?")[2] == ("Type a number from 1 to 2 and press "
                                                   "Enter, or ? for the keys.")


class Rounds(MatchSeats):
    """One person and a game of two rounds that pauses between them."""

    def __init__(self):
        self.people, self.title, self.players, self.names = (0,), "Rounds", 1, ["Anna"]
        self.round, self.paused, self._moves = 1, False, 0

    def start(self, listener):
        self.listener = listener
        listener.changed()

    @property
    def deciders(self):
        return () if self.paused or self.over else (0,)

    @property
    def over(self):
        return self.round > 2

    @property
    def moves(self):
        return self._moves

    def ask(self, seat, chosen, answer):
        if "go" not in chosen:
            return answer(Ask("go", "Play?", (Choice(True, "Play"),)))
        answer(None)
        self._moves += 1
        self.paused = self.round == 1
        self.round += self.round == 2
        self.listener.heard([Told(0, ("You play.",), (), False)])
        self.listener.changed()

    def advance(self):
        self.paused, self.round, self._moves = False, 2, self._moves + 1
        self.listener.heard([Told(0, ("Round 2 begins.",), (), False)])
        self.listener.changed()

    def reviews(self):
        return []

    def review(self, seat, review_id, answer):
        answer([])

    def rules(self):
        return ["Play twice."]


def test_the_game_moves_on_by_itself_where_nobody_decides():
    ended, heard = play_on(Rounds(), ["1", "1"])
    assert ended == OVER
    assert heard == ["Play?", "1. Play", HINT, "You play.", "Round 2 begins.",
                     "Play?", "1. Play", "You play."]


def test_an_item_ending_in_a_full_stop_is_read_once_with_its_reason():
    def stopped(narrator, view, legal, chosen):
        step = pebbles.ask(narrator, view, legal, chosen)
        if not isinstance(step, Ask):
            return step
        empty = Choice(0, "No pebble: the hand is empty.", False, "Take at least one.")
        return step._replace(choices=(empty, *step.choices))
    _, heard = line(["1", "2"], game=changed(pebbles.GAME, narration={"ask": stopped}))
    assert heard[2] == "1. No pebble: the hand is empty: not possible. Take at least one."
    assert after(heard, HINT)[0] == ("No pebble: the hand is empty: not possible. "
                                     "Take at least one.")


class Player(MatchLine):
    """A person who answers each question as it is printed: a number of an item that
    is not "not possible" (several: a few of them, then Enter; asked first: yes)."""

    def __init__(self, *args, seed: int = 1, **kwargs):
        import random
        super().__init__(*args, **kwargs)
        self.rng, self.typed_lines = random.Random(seed), []

    def show_step(self):
        super().show_step()
        shown = [self.item_label(i) for i in range(len(self.step.choices))]
        possible = [i + 1 for i, label in enumerate(shown) if ": not possible" not in label]
        if self.step.several:
            picked = self.rng.sample(possible, min(len(possible), max(self.step.least, 1)))
            answers = [" ".join(map(str, sorted(picked))), ""] if picked else [""]
        else:
            answers = [str(self.rng.choice(possible))]
        for answer in answers:
            self.lines.put_nowait(answer)

    def say_confirmation(self):
        super().say_confirmation()
        self.lines.put_nowait("2")

    def typed(self, raw):
        self.typed_lines.append(raw)
        super().typed(raw)


@pytest.mark.parametrize("game_id, players", [("disloyal-royals", 2), ("verraeter", 3)])
def test_a_whole_game_of_each_game_in_line_mode(game_id, players):
    heard: list[str] = []
    table = LocalMatch.new(find_game(game_id), None, ["human"] + ["heuristic"] * (players - 1),
                           EN, seed=2)

    async def main():
        person = Player(table, EN, heard.append, asyncio.Queue())
        return await asyncio.wait_for(person.play(), 60), person
    ended, person = asyncio.run(main())
    assert ended == OVER and table.over
    assert len(person.typed_lines) > 10
    refusals = ("is not a choice here", "not possible.", "Tick at least", "Not now")
    assert not [l for l in heard if l.startswith(refusals) or ": not possible." in l
                and not l[0].isdigit()]


def test_ctrl_c_says_it_stopped_and_where_the_game_is(tmp_path, monkeypatch, capsys):
    import accessible_ll.line_command as line_mode

    def interrupted(table, texts, say, stream, save, command, pace=0.0, playing=None):
        save.write_text("{}")  # stopped at "Continue it?": the saved game stays
        raise KeyboardInterrupt
    monkeypatch.setattr(line_mode, "run_match_line", interrupted)
    done = match_line_command(args(settings=str(tmp_path / "settings.json")), Settings(), EN)
    save = tmp_path / "saved-pebbles.table"
    assert done == 130
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "Stopped.", f"The game is saved in {save}. To continue it, start accessible-ll "
        f"--line --game pebbles --lang en --settings {tmp_path / 'settings.json'} again."]


def test_ctrl_c_says_what_leaving_with_q_says_never_a_save_that_did_not_happen(
        tmp_path, monkeypatch, capsys):
    """Ctrl+C while the last moves could not be saved: the file holds an earlier point
    (as q says it), not "The game is saved"; a game another running copy keeps here is
    not this one's to claim."""
    import errno

    import accessible_ll.line_command as line_mode
    settings = tmp_path / "settings.json"
    continues = (f"accessible-ll --line --game pebbles --lang en --settings {settings}")

    def stopped(failed: bool, owned: bool):
        def interrupted(table, texts, say, stream, save, command, pace=0.0, playing=None):
            if owned:  # another copy of the program plays the game saved there
                save.write_text("{}")
                monkeypatch.setattr(line_mode.LocalMatch, "claim",
                                    lambda match: setattr(match, "save_path", None))
            playing = [] if playing is None else playing
            playing.append(table.new(texts, save))
            if failed:
                playing[0].save_failed = OSError(errno.ENOSPC, "No space left on device")
            raise KeyboardInterrupt
        monkeypatch.setattr(line_mode, "run_match_line", interrupted)
        assert match_line_command(args(settings=str(settings)), Settings(), EN) == 130
        return capsys.readouterr().out.splitlines()[-2:]
    save = tmp_path / "saved-pebbles.table"
    assert stopped(failed=False, owned=False) == [
        "Stopped.", f"The game is saved in {save}. To continue it, start {continues} again."]
    assert stopped(failed=True, owned=False) == [
        "Stopped.", f"The last moves could not be saved: {save} holds an earlier point of "
                    f"this game. To continue it, start {continues} again."]
    save.unlink()
    assert stopped(failed=False, owned=True) == ["Stopped.", "The game is not kept."]


def test_a_line_typed_after_the_game_ended_is_dropped_without_a_traceback(monkeypatch):
    """The reading thread outlives the game's loop (the table ended it first)."""
    import threading

    from accessible_ll.line_command import read_lines
    errors, gate, done = [], threading.Event(), threading.Event()
    monkeypatch.setattr(threading, "excepthook", errors.append)

    class Late:
        def __iter__(self):
            gate.wait(5)
            try:
                yield "1\n"
            finally:
                done.set()

    async def main():
        read_lines(Late())
    asyncio.run(main())
    gate.set()
    assert done.wait(5)
    threading.Event().wait(0.1)  # the thread's last call
    assert errors == []


# ----- the shell's words in the list, in Japanese -----------------------------------------------

def test_an_item_not_possible_and_ticked_items_read_naturally_in_japanese():
    """"Not possible" is a sentence of its own after a label that may be a clause (not
    「守りを固める：選べません」), a reason shared with the item above is said once without
    brackets, and what is ticked is said as the full screen says it."""
    _, heard = line(["3", "1 2", ""], kinds=("human", "random"), game=royals_position(),
                    lang="ja", names=("", ""))
    assert "1. 守りを固める。選べません。守りを固めるハートが手札にありません。" in heard
    clubs = heard.index("どのクラブで攻撃しますか？1枚につきダイス1個です。")
    assert heard[clubs + 1:clubs + 6] == [
        "1. クラブの2", "2. クラブの7", "3. ダイヤの3。選べません。攻撃できるのはクラブだけです。",
        "4. ダイヤの4。これも同じ理由で選べません。", "5. スペードの5。これも同じ理由で選べません。"]
    assert "チェック済み：クラブの2とクラブの7。2枚チェックしています。ダイスを3個振ります。" in heard
    assert not [said for said in heard if "（" in said or "、選べません" in said or "：選べません" in said]


@pytest.mark.parametrize("lang, first, half_made", [
    ("en", "Your turn: choose a card to play.",
     "Your turn, still deciding: Choose a player for the Guard."),
    ("de", "Du bist am Zug: Wähle eine Karte zum Ausspielen.",
     "Du bist am Zug und entscheidest noch: Wähle einen Spieler für die Wächterin."),
    ("ja", "あなたの手番です。出すカードを選んでください。",
     "あなたの手番で、まだ選んでいる途中です。「衛兵」の対象となるプレイヤーを選んでください。")])
def test_t_during_a_half_made_decision_says_the_step_asked_now(lang, first, half_made):
    """As in the full screen: whose turn, while the person chooses a player for the
    Guard, is that step; before anything is chosen, the game's own answer."""
    texts = Texts.for_language(lang)
    table = LocalMatch.new(find_game("love-letter"), "2019", ["human", "random", "random"],
                           texts, seed=11)
    assert table.deciders == (0,)
    table.match.state.hands[0] = ["guard", "handmaid"]
    table.match.state._memo = None
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for typed in ("t", "1", "t", "b", "t", None):
            lines.put_nowait(typed)
        return await asyncio.wait_for(MatchLine(table, texts, heard.append, lines).play(), 20)
    asyncio.run(main())
    asked = [line for line in heard if line in (first, half_made)]
    assert asked == [first, half_made, first]
