"""Love Letter in the line mode of any game (:class:`~accessible_ll.match_line.MatchLine`
on a :class:`~accessible_ll.local_match.LocalMatch`): the keys with the rules in brief
(the blind-player variant explained only where it is played), a number that chooses
an item and never reads a card, the stop between rounds, who won before the standings."""

from __future__ import annotations

import asyncio

from accessible_ll.games import find_game
from accessible_ll.match_line import OVER, MatchLine
from accessible_ll.local_match import LocalMatch
from accessible_ll.narration.i18n import Texts

HINT = "Press Enter for the next round."
ANSWER = "Type the number of your choice and press Enter. Type ? for the keys."


def table(seats=("human", "random"), edition="2019", blind=False, target=1, seed=3,
          lang="en") -> LocalMatch:
    return LocalMatch.new(find_game("love-letter"), edition, list(seats),
                          Texts.for_language(lang), seed=seed,
                          options={"target": target, "blind": blind})


class Person(MatchLine):
    """Answers each question with its first possible item and says yes when asked
    first; at each stop between rounds types ``between`` (then Enter)."""

    at_stop: tuple[str, ...] = ()

    def show_step(self):
        super().show_step()
        first = next(i for i in self.listing() if self.step.choices[i].enabled)
        self.lines.put_nowait(str(self.item_numbers()[self.listing().index(first)]))

    def say_confirmation(self):
        super().say_confirmation()
        self.lines.put_nowait("2")

    def stopped_between_rounds(self):
        fresh = self.paused_at != self.seats.moves
        waits = super().stopped_between_rounds()
        if fresh and waits:
            for text in (*self.at_stop, ""):
                self.lines.put_nowait(text)
        return waits


def play(seats: LocalMatch, typed=(), kind=MatchLine, lang="en", end=True):
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in typed:
            lines.put_nowait(text)
        if end:
            lines.put_nowait(None)
        return await asyncio.wait_for(
            kind(seats, Texts.for_language(lang), heard.append, lines).play(), 20)
    return asyncio.run(main()), heard


def test_the_keys_then_the_rules_in_brief_with_the_variant_where_it_is_played():
    _, heard = play(table(blind=True), ["?"])
    keys = heard[heard.index(ANSWER) + 1:]
    rules = keys.index("The rules of Love Letter, 2019 edition")
    assert keys[0].startswith("1, 2, 3…: ")
    assert keys[rules - 1].startswith("Ctrl+D or Ctrl+C: ")
    assert "h: your hand, with each card's value and effect" in keys[:rules]
    # the cards' own keys of the full-screen game (1, 2) are numbers here: no letter
    assert not any(line.startswith(("1: ", "2: ", "#1")) for line in keys[:rules])
    assert keys[rules + 1].startswith("Each player holds one card.")
    assert any(line.startswith("This game is played with the blind-player variant")
               for line in keys)
    assert keys[rules + 1:].index(next(l for l in keys if l.startswith("Spy, 0: "))) > 5
    _, plain = play(table(blind=False), ["?"])
    assert not any(line.startswith("This game is played with the blind-player variant")
                   for line in plain)


def test_the_help_follows_the_edition_the_players_and_the_language():
    _, heard = play(table(seats=("human", "random", "random", "random"), edition="classic",
                          lang="de"), ["?"], lang="de")
    rules = heard.index("Die Regeln von Love Letter, klassische Ausgabe")
    assert heard[rules - 1].startswith("Strg+D")
    assert heard[rules + 5].startswith("Prinzessin, 8: ")  # no 2-player rule, no variant
    assert heard[rules + 12].startswith("Wächterin, 1: ")
    assert heard[rules + 12].endswith(" 5-mal im Spiel.")


def test_a_number_chooses_an_item_and_reads_no_card():
    _, heard = play(table(), ["1"])  # 1 reads the first card in the full-screen game
    question = heard.index("Choose a card to play.")
    assert heard[question + 1] == "1. Countess, 8"
    assert "You play the Countess." in heard[question:]


def test_a_round_ends_with_the_standings_then_waits_for_enter():
    class Waiter(Person):
        at_stop = ("1", "s")
    ended, heard = play(table(seats=("human", "random", "random"), target=2, seed=4),
                        kind=Waiter, end=False)
    assert ended == OVER
    first = heard.index(HINT)
    assert heard[first - 1].startswith("Standings after round 1: ")
    assert heard[first + 1] == HINT  # a number: nothing to choose, Enter deals
    assert heard[first + 2].startswith("Tokens: ")  # s still reads the tokens
    assert heard[first + 3].startswith("Round 2 begins.")
    standings = [line for line in heard if line.startswith("Standings after round")]
    assert len(standings) == heard.count(HINT) // 2 + 1  # once a round, and at the end
    last = heard.index(standings[-1])
    assert heard[last - 1].endswith(("win the game!", "wins the game!"))
    assert last == len(heard) - 1


def test_bots_alone_play_every_round_once_the_input_has_ended():
    ended, heard = play(table(seats=("random", "heuristic"), target=3, seed=9))
    assert ended == OVER
    assert HINT not in heard
    assert sum(line.startswith("Standings after round") for line in heard) > 2


def test_bots_alone_wait_for_enter_while_someone_listens():
    class Listener(Person):
        pass
    ended, heard = play(table(seats=("random", "heuristic"), target=3, seed=9),
                        kind=Listener, end=False)
    assert ended == OVER and heard.count(HINT) >= 2


class GuardPlayer(Person):
    """Plays its Guard first: types 1 at the card to name (no card's value there) and
    goes back once, then plays the Guard again and names the Priest by its value; then
    answers like :class:`Person`."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.script = [["guard"], ["1", "b"], ["guard"], ["2"]]  # per question

    def show_step(self):
        if not self.script:
            return super().show_step()
        MatchLine.show_step(self)
        for word in self.script.pop(0):
            if word == "guard":
                word = str(next(n for n, i in zip(self.item_numbers(), self.listing())
                                if self.step.choices[i].value == "guard"))
            self.lines.put_nowait(word)


def test_a_guard_takes_its_only_player_and_a_card_by_its_value():
    ended, heard = play(table(seed=0), kind=GuardPlayer, end=False)
    assert ended == OVER
    first = heard[heard.index("You can only choose Player 2. Name a card."):]
    # no key for the one other player, but said (with the question, each time it is asked)
    assert "0. Spy" in first[:11] and "2. Priest" in first[:11] and "9. Princess" in first[:11]
    assert not any(line.startswith("1. ") for line in first[:11])
    wrong = first.index("“1” is not a choice here. Type the value of a card in the list, "
                        "or ? for the keys.")
    assert first[wrong + 1] == "Choose a card to play."  # back past the player taken for you
    assert "You play the Guard, choose Player 2 and name the Priest." in heard


class Sharing(Person):
    """Several people at one computer: each takes it when it is passed to them."""

    def pass_to(self, seat):
        super().pass_to(seat)
        self.lines.put_nowait("")

    def tell(self, line):  # nothing is said while the computer is passed on
        assert self.passing is None or line.startswith("Pass to "), line
        super().tell(line)


def test_two_people_at_one_computer_play_every_round_to_the_end():
    ended, heard = play(table(seats=("human", "human", "random"), target=3, seed=6),
                        kind=Sharing, end=False)
    assert ended == OVER
    passes = [line for line in heard if line.startswith("Pass to ")]
    assert {"Pass to Player 1. Press Enter when ready.",
            "Pass to Player 2. Press Enter when ready."} <= set(passes)
    standings = [i for i, line in enumerate(heard) if line.startswith("Standings after")]
    assert len(standings) == heard.count(HINT) + 1 > 1
    assert heard[standings[-1] - 1].endswith(("win the game!", "wins the game!"))
    # the standings name nobody "you": the computer is shared
    assert not any(", you:" in heard[i] for i in standings)


def test_the_bots_take_their_pace_and_the_person_may_type_meanwhile():
    def first_lines(pace: float) -> list[str]:
        heard: list[str] = []

        async def main():
            lines: asyncio.Queue = asyncio.Queue()
            lines.put_nowait("s")
            seats = table(seats=("human", "random", "random"), seed=4, target=1)
            line = Person(seats, Texts.for_language("en"), heard.append, lines, pace=pace)
            start = asyncio.get_running_loop().time()
            ended = await asyncio.wait_for(line.play(), 20)
            return ended, asyncio.get_running_loop().time() - start
        ended, took = asyncio.run(main())
        assert ended == OVER
        return heard, took
    paced, took = first_lines(0.05)
    bots = sum(line.startswith(("Player 2 plays", "Player 3 plays")) for line in paced)
    assert took >= 0.05 * bots > 0
    # the tokens typed at once are said before the first bot (Player 3) has moved
    assert paced.index(next(l for l in paced if l.startswith("Tokens: "))) < \
        paced.index(next(l for l in paced if l.startswith("Player 3 plays")))
    at_once, _ = first_lines(0)
    assert at_once.index(next(l for l in at_once if l.startswith("Tokens: "))) > \
        at_once.index(next(l for l in at_once if l.startswith("Player 3 plays")))


def test_marks_order_and_confirmations_are_the_full_screen_games():
    from tests.helpers import fixed_game
    seats = table(seats=("human", "random", "random"))
    state = fixed_game("2019", 3, [], first=0)
    state.hands[0][:] = ["prince", "princess"]
    state._memo = None
    seats.match.state = state
    _, heard = play(seats, ["1", "3", "2"])
    question = heard.index("Choose a player for the Prince.")
    assert heard[question + 1] == "1. Player 2", "another player first, not yourself"
    assert heard[question + 3] == "3. Player 1, you: puts you out of the round"
    asked = heard.index("This makes you discard the Princess and puts you out of the "
                        "round. Do it anyway?")
    assert heard[asked + 1:asked + 3] == ["1. No", "2. Yes"]  # asked first, No first
    assert heard[asked + 3] == "You play the Prince and choose yourself."
