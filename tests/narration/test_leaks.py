"""No sentence spoken to a seat names a card that seat could not know at that moment.

The reference is the engine's own record of who may know what: a card may be named
to a seat only if it appears in an event the engine addressed to that seat (or to
everyone). The sentences of other seats play no part.
"""

from __future__ import annotations

import re

import pytest

from accessible_ll.editions import EDITIONS, find_edition
from accessible_ll.engine import events as ev
from accessible_ll.narration.i18n import Texts
from accessible_ll.narration.narrator import Narrator, default_names
from accessible_ll.simulate import play_bot_game

# Cards that an event names by its very kind (public knowledge).
IMPLIED = {ev.AssassinRevealed: ("assassin", "guard"), ev.Protected: ("handmaid",),
           ev.ProtectionEnded: ("handmaid",)}
TOKEN_CARDS = {ev.TOKEN_SPY: ("spy",), ev.TOKEN_JESTER: ("jester",),
               ev.TOKEN_BISHOP: ("bishop",), ev.TOKEN_CONSTABLE: ("constable",)}
GAMES = {"2019": 300, "classic": 250, "premium": 200, "kanai": 250}


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
        names = {texts.card(card): card for card in edition.cards}
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
    games = GAMES[edition_id] if language == "en" else GAMES[edition_id] // 5
    counts = edition.player_counts
    checked = 0
    for seed in range(games):
        players = counts[seed % len(counts)]
        narrators = [Narrator(texts, default_names(texts, players), edition_id, seat)
                     for seat in range(players)]
        for _state, events in play_bot_game(edition_id, players, seed):
            for event in events:
                allowed = cards_in(event, edition)
                for seat, narrator in enumerate(narrators):
                    for sentence in narrator.event(event):
                        named = finder(sentence)
                        assert ev.visible_to(event, seat), (seat, event, sentence)
                        assert named <= allowed, (seat, event, sentence)
                        checked += 1
    assert checked > games * 20
