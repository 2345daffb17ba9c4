"""Pebbles: the smallest game the seam can carry, with a simultaneous choice and a
secret. A pile of 12 pebbles; each turn every player at once takes 1, 2 or 3 (secret
until all have chosen, then shown together); when the pile is empty, whoever took the
most wins (a tie is a shared win).

It exists to prove the steps of "Adding a game" (docs/architecture.md): a descriptor,
an engine on the kit's State protocol, a view, a narrator in ja/en/de, its bot levels with
their words, and a cue of its own (its file in ``sounds/``, made by ``make_sound.py``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, NamedTuple

from accessible_ll.kit import (
    N_,
    Ask,
    BotWords,
    Chance,
    Choice,
    Cue,
    GameDescriptor,
    Narration,
    Outcome,
    Refusal,
    Review,
    Rules,
    RulesText,
    Tools,
    Variant,
)
from accessible_ll.kit.cues import DEAL, GAME_WON

PILE = 12
TAKES = (1, 2, 3)


class Take(NamedTuple):
    seat: int
    count: int


class Chose(NamedTuple):
    """Public: a player has chosen (not what)."""
    seat: int
    audience: None = None
    kind = "chose"


class ChoseCount(NamedTuple):
    """Private: what the player chose."""
    seat: int
    count: int
    audience: tuple[int, ...] = ()
    kind = "chose_count"


class Revealed(NamedTuple):
    takes: tuple[int, ...]
    left: int
    audience: None = None
    kind = "revealed"


class Ended(NamedTuple):
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    audience: None = None
    kind = "ended"


class State:
    def __init__(self, players: int, seed: int | str) -> None:
        self.players = players
        self.chance = Chance(seed)
        self.pile = PILE
        self.totals = [0] * players
        self.chosen: dict[int, int] = {}
        self.log: list = []

    def deciders(self) -> tuple[int, ...]:
        if self.pile <= 0:
            return ()
        return tuple(s for s in range(self.players) if s not in self.chosen)

    def legal_actions(self, seat: int) -> tuple[Take, ...]:
        return tuple(Take(seat, n) for n in TAKES) if seat in self.deciders() else ()

    def apply(self, action: Take) -> list:
        if action.seat not in self.deciders():
            raise Refusal("not_deciding", seat=action.seat)
        if action.count not in TAKES:
            raise Refusal("bad_count", count=action.count)
        self.chosen[action.seat] = action.count
        events = [Chose(action.seat), ChoseCount(action.seat, action.count, (action.seat,))]
        if not self.deciders():
            events += self._reveal()
        self.log += events
        return events

    def _reveal(self) -> list:
        takes = tuple(self.chosen[s] for s in range(self.players))
        self.chosen = {}
        self.pile -= sum(takes)
        self.totals = [t + n for t, n in zip(self.totals, takes)]
        events: list = [Revealed(takes, max(self.pile, 0))]
        if self.pile <= 0:
            events.append(Ended(self.outcome().winners, tuple(self.totals)))
        return events

    def outcome(self) -> Outcome | None:
        if self.pile > 0:
            return None
        best = max(self.totals)
        return Outcome(tuple(s for s, t in enumerate(self.totals) if t == best),
                       tuple(self.totals))


class View(NamedTuple):
    seat: int | None
    pile: int
    totals: tuple[int, ...]
    my_choice: int | None


def view(state: State, seat: int | None) -> View:
    """Only the seat's own choice of this turn; the others' stay hidden until shown."""
    mine = state.chosen.get(seat) if seat is not None else None
    return View(seat, state.pile, tuple(state.totals), mine)


WORDS = {
    "en": {"chose": "{player} has chosen.", "chose_count": "You take {count}.",
           "revealed": "Taken: {takes}. {left} left.", "ended": "{winners} won.",
           "how_many": "How many pebbles do you take?", "take": "{count} pebbles",
           "too_many": "Only {left} left.", "pile": "{left} pebbles in the pile.",
           "rules": "Take 1 to 3 pebbles at once; the most wins.",
           "refused": "Not now: {code}."},
    "ja": {"chose": "{player}が選びました。", "chose_count": "あなたは{count}個取ります。",
           "revealed": "取った数：{takes}。残り{left}個です。", "ended": "{winners}の勝ちです。",
           "how_many": "何個取りますか？", "take": "{count}個", "too_many": "残りは{left}個です。",
           "pile": "山は{left}個です。", "rules": "一斉に1〜3個取ります。一番多い人の勝ちです。",
           "refused": "今はできません：{code}。"},
    "de": {"chose": "{player} hat gewählt.", "chose_count": "Du nimmst {count}.",
           "revealed": "Genommen: {takes}. Noch {left}.", "ended": "{winners} gewinnt.",
           "how_many": "Wie viele Steine nimmst du?", "take": "{count} Steine",
           "too_many": "Nur noch {left}.", "pile": "{left} Steine liegen noch.",
           "rules": "Alle nehmen gleichzeitig 1 bis 3 Steine; wer am meisten hat, gewinnt.",
           "refused": "Jetzt nicht: {code}."},
}


class Narrator:
    def __init__(self, words: Any, names: list[str], variant: str, listener) -> None:
        self.say = WORDS[words.language]
        self.names, self.listener = names, listener

    def events(self, events) -> list[str]:
        out = []
        for event in events:
            hidden = self.listener != "all" and event.audience is not None \
                and self.listener not in event.audience
            if hidden:
                continue
            values = event._asdict()
            if "seat" in values:
                values["player"] = self.names[event.seat]
            if "takes" in values:
                values["takes"] = ", ".join(map(str, event.takes))
            if "winners" in values:
                values["winners"] = ", ".join(self.names[s] for s in event.winners)
            out.append(self.say[event.kind].format(**values))
        return out

    def refusal(self, error: Refusal) -> str:
        return self.say["refused"].format(code=error.code)


def ask(narrator: Narrator, view: View, legal, chosen: dict) -> Ask | Take:
    """One step: how many to take (more than the pile holds stays listed, and says why)."""
    if "count" in chosen:
        for take in legal:
            if take.count == chosen["count"]:
                return take
        raise Refusal("bad_count", count=chosen["count"])
    say = narrator.say
    counts = {take.count for take in legal}
    return Ask("count", say["how_many"], tuple(
        Choice(n, say["take"].format(count=n), n in counts and n <= max(view.pile, 1),
               "" if n <= view.pile else say["too_many"].format(left=view.pile))
        for n in TAKES))


def _pile(narrator: Narrator, view: View) -> list[str]:
    return [narrator.say["pile"].format(left=view.pile)]


# Its words for the shell: marked with the kit's N_ (a game of the package keeps them in
# its words module, and ``make extract`` puts them in the catalogs).
# Translators: the test game's sound cue: a player has taken pebbles (in secret).
CUE_PEBBLE_TAKEN = N_("pebbles taken")
# Translators: the test game's weakest bot level.
BOT_RANDOM = N_("random")
# Translators: what the test game's weakest bot does.
BOT_RANDOM_ABOUT = N_("Takes 1, 2 or 3 pebbles at random.")
# Translators: the test game's own bot level.
BOT_GREEDY = N_("greedy")
# Translators: what the test game's greedy bot does.
BOT_GREEDY_ABOUT = N_("Always takes as many pebbles as it may.")

#: Every cue it names: two of the kit's, and its own, whose file is in its folder.
SOUNDS = (DEAL, GAME_WON, Cue("pebble_taken", CUE_PEBBLE_TAKEN,
                              Path(__file__).resolve().parent / "sounds" / "pebble_taken.wav"))


def _cues(event, listener) -> list:
    return {"chose": [("pebble_taken", getattr(event, "seat", None))],
            "revealed": [("deal", None)], "ended": [("game_won", None)]}.get(event.kind, [])


class GreedyBot:
    def __init__(self, **_: Any) -> None:
        pass

    def choose(self, view: View, legal, rng: random.Random) -> Take:
        return max(legal, key=lambda take: take.count)


class RandomBot(GreedyBot):
    def choose(self, view: View, legal, rng: random.Random) -> Take:
        return rng.choice(list(legal))


def _decode(data: Any) -> Take:
    try:
        return Take(int(data["seat"]), int(data["count"]))
    except (KeyError, TypeError, ValueError):
        raise Refusal("malformed_action") from None


GAME = GameDescriptor(
    id="pebbles",
    titles={"ja": "小石取り", "en": "Pebbles", "de": "Kieselsteine"},
    rules=Rules(
        variants=(Variant("pile-12", {"ja": "12個", "en": "12 pebbles", "de": "12 Steine"},
                          (2, 3, 4)),),
        new_state=lambda variant, players, seed, options: State(players, seed),
        view=view,
        encode_action=lambda take: {"seat": take.seat, "count": take.count},
        decode_action=_decode,
    ),
    narration=Narration(
        narrator=Narrator,
        ask=ask,
        reviews=(Review("pile", "p", "The pile", _pile),),
        rules=RulesText(lambda narrator, view=None: [narrator.say["rules"]]),
        cues=_cues,
        sounds=SOUNDS,
    ),
    tools=Tools(
        bots={"random": RandomBot, "greedy": GreedyBot},
        bot_words={"random": BotWords(BOT_RANDOM, BOT_RANDOM_ABOUT),
                   "greedy": BotWords(BOT_GREEDY, BOT_GREEDY_ABOUT)},
    ),
)
