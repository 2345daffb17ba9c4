"""No sentence spoken to a seat names a card that seat could not know at that moment.

The reference is the engine's own record of who may know what: a card may be named
to a seat only if it appears in an event the engine addressed to that seat (or to
everyone). The sentences of other seats play no part.
"""

from __future__ import annotations

import re

import pytest

from accessible_ll.games.love_letter.editions import EDITIONS, find_edition
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter.cardwords import card_words
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.simulate import play_bot_game

# Cards that an event names by its very kind (public knowledge).
IMPLIED = {ev.AssassinRevealed: ("assassin", "guard"), ev.Protected: ("handmaid",),
           ev.ProtectionEnded: ("handmaid",)}
TOKEN_CARDS = {ev.TOKEN_SPY: ("spy",), ev.TOKEN_JESTER: ("jester",),
               ev.TOKEN_BISHOP: ("bishop",), ev.TOKEN_CONSTABLE: ("constable",)}
# Games per edition, in English and in Japanese. Every pair of event kind and message
# that 150 (2019), 120 (classic, kanai) and 100 (premium) English games reach is
# reached by game 12, 41, 27 and 75 (premium: a round stopped by a decided game).
GAMES = {"2019": (60, 30), "classic": (60, 24), "premium": (80, 20), "kanai": (60, 24)}


def cards_in(event, edition) -> set[str]:
    """Card ids carried by an event's fields."""
    found = set()

    def walk(value):
        if isinstance(value, str) and value in edition.values:
            found.add(value)
        elif isinstance(value, tuple):
            for item in value:
                walk(item)

    for name, value in zip(event._fields, event):
        if name != "audience":
            walk(value)
    implied = IMPLIED.get(type(event), ())
    if isinstance(event, ev.TokenGained):
        implied = TOKEN_CARDS.get(event.reason, ())
    return found | {card for card in edition.cards if edition.effects[card] in implied}


class CardFinder:
    """Finds the card names a sentence mentions (longest names first)."""

    def __init__(self, texts: Texts, edition) -> None:
        names = {card_words(texts).card(card): card for card in edition.cards}
        self.pattern = re.compile("|".join(re.escape(n) for n in
                                           sorted(names, key=len, reverse=True)))
        self.names = names
        self.ascii = texts.language != "ja"

    def __call__(self, sentence: str) -> set[str]:
        found = set()
        for match in self.pattern.finditer(sentence):
            before = sentence[match.start() - 1: match.start()]
            after = sentence[match.end(): match.end() + 1]
            if self.ascii and (before.isalpha() or after.isalpha()):
                continue  # "Count" inside "Countess" and the like
            found.add(self.names[match.group()])
        return found


@pytest.mark.parametrize("edition_id", sorted(EDITIONS))
@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_seat_hears_a_card_it_cannot_know(edition_id, language):
    edition = find_edition(edition_id)
    texts = Texts.for_language(language)
    finder = CardFinder(texts, edition)
    games = GAMES[edition_id][0 if language == "en" else 1]
    counts = edition.player_counts
    checked = 0
    for seed in range(games):
        players = counts[seed % len(counts)]
        narrators = [Narrator(texts, default_names(texts, players), edition_id, seat)
                     for seat in range(players)]
        for _state, events in play_bot_game("love-letter", edition_id, players, seed):
            for event in events:
                allowed = cards_in(event, edition)
                for seat, narrator in enumerate(narrators):
                    for sentence in narrator.event(event):
                        named = finder(sentence)
                        assert ev.visible_to(event, seat), (seat, event, sentence)
                        assert named <= allowed, (seat, event, sentence)
                        checked += 1
    assert checked > games * 20


# ----- hot-seat: people sharing one computer ------------------------------------------

class Line(str):
    """A spoken line that remembers the event it tells."""
    event: ev.Event


def _tagging(event_method):
    def event(narrator, event):
        lines = []
        for text in event_method(narrator, event):
            line = Line(text)
            line.event = event
            lines.append(line)
        return lines
    return event


@pytest.mark.parametrize("seats, language, seed", [
    (["human", "human"], "de", 1),
    (["human", "human", "human"], "en", 2),
    (["human", "expert", "human"], "ja", 3),
])
async def test_hot_seat_tells_each_person_only_their_own(tmp_path, monkeypatch, seats,
                                                         language, seed):
    """A whole hot-seat game, keys only: every line spoken, and every line in every
    person's histories, is checked against who has the computer."""
    from accessible_ll.tui.app import BUFFERS
    from accessible_ll.tui.match_screen import MatchScreen
    from tests.tui.helpers import game_screen, new_app, play_to_the_end, to_act

    monkeypatch.setattr(Narrator, "tell", _tagging(Narrator.tell))
    app, speaker = new_app(tmp_path, seed=seed, language=language, players=len(seats),
                           seats=seats, target=2 if len(seats) == 2 else 1)
    passed_to: set[int] = set()  # who answered "pass to" in this round
    heard: list[tuple[str, int | None]] = []
    leaks: list[str] = []
    speak = speaker.speak

    def listening(text, interrupt=False):
        screen = game_screen(app)
        listener = screen.listener if screen is not None else None
        if isinstance(text, Line) and isinstance(text.event, ev.RoundStarted):
            passed_to.clear()
            if listener is not None:
                leaks.append(f"round starts with the computer still at {listener}")
        if isinstance(text, Line) and text.event.audience is not None:
            if listener not in text.event.audience or listener not in passed_to:
                leaks.append(f"{text!r} spoken to {listener}")
        heard.append((text, listener))
        speak(text, interrupt)
    speaker.speak = listening
    ready = MatchScreen.ready

    def answered(screen):
        passed_to.add(to_act(screen))
        ready(screen)
    monkeypatch.setattr(MatchScreen, "ready", answered)

    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = await play_to_the_end(app, pilot)
        humans = screen.seats.people
        histories = getattr(screen, "histories", None) or {None: app.history}
        private = {seat: 0 for seat in humans}
        for seat in humans:
            history = histories.get(seat, app.history)
            for buffer in BUFFERS:
                for line in history.lines[buffer]:
                    if isinstance(line, Line) and line.event.audience is not None:
                        assert seat in line.event.audience, (seat, buffer, line)
                        private[seat] += 1
        for line in histories[None].lines["all"]:
            assert not (isinstance(line, Line) and line.event.audience is not None), line
    assert not leaks, leaks[:3]
    assert not app.errors
    assert all(private.values()), "each person's history holds their own private lines"
    assert sum(1 for _text, listener in heard if listener is None) >= 3
