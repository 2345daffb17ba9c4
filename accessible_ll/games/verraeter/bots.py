"""Bots: ``choose(view, legal, rng) -> Action``; they see only a seat's view.

- ``random``: any legal action.
- ``heuristic``: backs its house where the gain is worth the cards, drafts by a table
  of what each role is worth to it now, betrays when the other side pays more, keeps
  its cards (it never discards before drawing; down to the limit it drops the lowest).
- ``expert``: as the heuristic, but it reasons about who holds which role from the cards
  it saw in the draft (those missing from what it received went to earlier drafters or
  the centre; those it passed on, to later drafters or the centre), weighs its
  commitment over those possibilities (cards kept count for less as the end nears),
  keeps cards away from the next enemy drafter, values the Builder as a Trading post to
  come, and as the Traitor plays both choices out in games imagined from its view.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from . import cards as r
from .actions import Action
from .view import View

if TYPE_CHECKING:
    from .state import State

#: Points a committed card's strength is worth to keep (per strength unit).
CARD_COST = 0.22
#: What a later player is expected to commit, per card in hand, by the heuristic.
LATER_COMMIT_PER_CARD = 1.2


class RandomBot:
    """Plays a uniformly random legal action."""

    name = "random"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of ``legal``."""
        return rng.choice(legal)


class HeuristicBot:
    """Backs its house, drafts and betrays by simple tables (see the module)."""

    name = "heuristic"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The action this bot takes in ``view`` among ``legal``."""
        if len(legal) == 1:
            return legal[0]
        decision = legal[0].decision
        if decision == "skip" or view.phase == "builder":
            return self.build(view, legal)
        return getattr(self, decision)(view, legal, rng)

    # ----- setup and Builder ------------------------------------------------------

    def place(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """An Estate where it draws cards longest: own house, shielded by neighbours."""
        return max(legal, key=lambda a: (_shelter(view, a.place), rng.random()))

    def build(self, view: View, legal: Sequence[Action]) -> Action:
        """Estates while they add draws and time remains, else Trading posts."""
        me = view.seat
        left = view.rounds - view.round_no
        drawing = _estates_drawing(view, me)
        places = [a for a in legal if a.place is not None]
        upgrades = [a for a in legal if a.upgrade is not None]
        if places and drawing < r.DRAW_CAP and left >= 3:
            return max(places, key=lambda a: _shelter(view, a.place))
        if upgrades:
            return max(upgrades, key=lambda a: view.ring[a.upgrade].house != _house(view))
        if places:
            return max(places, key=lambda a: _shelter(view, a.place))
        return next(a for a in legal if a.skip)

    # ----- P1 battlefield -----------------------------------------------------------

    def battlefield(self, view: View, legal: Sequence[Action],
                    rng: random.Random) -> Action:
        """The pair where its house expects the most."""
        return max(legal, key=lambda a: (self.pair_value(view, a.battlefield),
                                         rng.random()))

    def pair_value(self, view: View, first: int) -> float:
        """What a battle on ``first`` and ``first + 1`` is worth to this seat."""
        mine, theirs = _sides(view, first)
        house = _house(view)
        power = _house_cards(view, house) - _house_cards(view, r.other(house))
        edge = r.BASE[view.ring[mine].kind] - r.BASE[view.ring[theirs].kind] + 2.5 * power
        chance = _sigmoid(edge / 5)
        win, lose = _stakes(view, view.ring[theirs].kind, view.ring[mine].kind, house)
        estates = _my_estate(view, theirs) - _my_estate(view, mine)
        return chance * (win + estates) + (1 - chance) * lose

    # ----- P2 draft -------------------------------------------------------------------

    def keep(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The role worth most to it now."""
        return max(legal, key=lambda a: (self.role_value(view, a.keep), rng.random()))

    def role_value(self, view: View, card: str) -> float:
        """What holding ``card`` this round is worth (in points, roughly)."""
        me = view.seat
        normal = min(r.DRAW_CAP, _estates_drawing(view, me))
        stake = _battle_stake(view)
        left = view.rounds - view.round_no
        if card == r.STRATEGIST:
            return r.STRATEGIST_POINTS + 1.0
        if card == r.TRAITOR:
            return r.TRAITOR_POINTS + 0.35 * stake + 0.5
        if card == r.DIPLOMAT5:
            return 0.3 * stake + 0.6
        if card == r.DIPLOMAT2:
            return 0.12 * stake + r.DIPLOMAT2_DRAW * 0.9
        if card == r.FARMER:
            room = r.HAND_LIMIT - view.hand_counts[me]
            return 0.9 * max(0, min(r.FARMER_DRAW - normal, room + 2))
        if card == r.BUILDER:
            if view.reserve[me] and _estates_drawing(view, me) < r.DRAW_CAP and left >= 3:
                return 0.45 * min(left, 4)
            if _trading_posts(view, me) < r.MAX_TRADING_POSTS and _estates(view, me):
                return 1.5 + (1.0 if left <= 3 else 0)
            return 0.1
        return 0.0

    # ----- P3 commit ------------------------------------------------------------------

    def commit(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The fewest strength that should win the battle, if the win is worth it."""
        house = _house(view)
        mine, theirs = self.expected_strengths(view, house)
        need = theirs - mine + 1
        if need <= 0:
            return _no_commit(legal)
        win, lose = _stakes(view, *_battle_kinds(view, house), house)
        options = [a for a in legal if sum(a.commit) >= need]
        if not options:
            return _no_commit(legal)
        best = min(options, key=lambda a: (sum(a.commit), len(a.commit)))
        keep_for_end = _end_keep(view, len(best.commit))
        if (win - lose) * 0.8 >= CARD_COST * sum(best.commit) + keep_for_end:
            return best
        return _no_commit(legal)

    def expected_strengths(self, view: View, house: str) -> tuple[float, float]:
        """Its house's and the other's expected strength when everyone has committed."""
        sides = {h: float(_base(view, h)) for h in r.HOUSES}
        for seat in range(view.players):
            values = view.committed[seat]
            side = view.allegiances[seat]
            if values is not None:
                sides[side] += sum(values)
            elif seat != view.seat:
                sides[side] += LATER_COMMIT_PER_CARD * view.hand_counts[seat]
        role = view.roles[view.seat]
        if role in r.DIPLOMAT_STRENGTH:
            sides[house] += r.DIPLOMAT_STRENGTH[role]
        return sides[house], sides[r.other(house)] + 1.5

    # ----- P4 the Traitor -------------------------------------------------------------

    def switch(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """Turn over when the other house pays it more, now and later."""
        stay = _traitor_value(view, False)
        turn = _traitor_value(view, True)
        return next(a for a in legal if a.switch == (turn > stay))

    # ----- P8 supply ------------------------------------------------------------------

    def discard(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """Nothing before drawing; down to the limit, the lowest cards."""
        if view.phase == "discard":
            return _no_discard(legal)
        return min(legal, key=lambda a: sum(a.discard))


class ExpertBot(HeuristicBot):
    """The heuristic with role inference from the draft (see the module)."""

    name = "expert"
    samples = 48
    #: What a point of strength committed is worth to keep (it saves more than the
    #: heuristic: partners of its house who commit later share the same win).
    card_cost = 0.08
    #: How much of the win it counts when a partner commits after it.
    partner_share = 1.0
    #: How much the Traitor weighs the rest of the game against this battle.
    future_weight = 1.0
    #: Imagined games per choice of the Traitor (0: no look ahead).
    traitor_worlds = 8
    #: Rounds before the end from which a card kept starts losing its worth.
    cost_horizon = 3.0
    #: What it counts a Trading post to come is worth (its points at the end).
    post_value = 3.0
    #: What its look ahead adds to the Traitor's worth in the draft.
    traitor_bonus = 0.0
    #: How much it weighs what the cards it passes give the next drafter of the other house.
    denial_weight = 0.5
    def role_value(self, view: View, card: str) -> float:
        """As the heuristic, with the Builder worth a Trading post when it can make one."""
        me = view.seat
        if card == r.BUILDER and _trading_posts(view, me) < r.MAX_TRADING_POSTS \
                and _estates(view, me):
            return self.post_value + (1.0 if view.rounds - view.round_no <= 3 else 0)
        if card == r.TRAITOR:
            return super().role_value(view, card) + self.traitor_bonus
        return super().role_value(view, card)

    def keep(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """Its best role, less what the cards it passes give the next drafter."""
        def value(card: str) -> float:
            rest = [c for c in view.received if c != card]
            return self.role_value(view, card) - self.denial_weight * _denial(self, view, rest)
        return max(legal, key=lambda a: (value(a.keep), rng.random()))

    def commit(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The commitment with the best expected result over the roles it cannot see."""
        house = _house(view)
        win, lose = _stakes(view, *_battle_kinds(view, house), house)
        worlds = [_sample_roles(view, rng) for _ in range(self.samples)]
        later = [s for s in _after(view, view.seat)]
        partners = sum(1 for s in later if view.allegiances[s] == house)
        if partners:
            win *= self.partner_share
        # Cards kept are worth less as the end nears (only Trading posts count them).
        cost = self.card_cost * min(1.0, (view.rounds - view.round_no) / self.cost_horizon)
        best, best_value = None, None
        for action in legal:
            total = sum(action.commit)
            if best is not None and total > 30:
                continue
            chance = _win_chance(view, house, total, worlds, later)
            value = (chance[0] * win + chance[1] * lose
                     - cost * total - _end_keep(view, len(action.commit)))
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def switch(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """Plays both choices out in games imagined from what it knows."""
        if self.traitor_worlds:
            return _look_ahead(view, legal, rng, int(self.traitor_worlds))
        weight = self.future_weight
        stay = _traitor_value(view, False) + weight * _future(view, _house(view))
        turn = _traitor_value(view, True) + weight * _future(view, r.other(_house(view)))
        return next(a for a in legal if a.switch == (turn > stay))


#: Every bot level by name, weakest first.
LEVELS = {"random": RandomBot, "heuristic": HeuristicBot, "expert": ExpertBot}


# ----- what a seat reads from its view ------------------------------------------------

def _house(view: View) -> str:
    return view.allegiances[view.seat]


def _sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1 / (1 + 2.718281828 ** -x)


def _sides(view: View, first: int) -> tuple[int, int]:
    """(own house's landscape, the other's) of the pair at ``first``."""
    second = (first + 1) % r.RING_SIZE
    if view.ring[first].house == _house(view):
        return first, second
    return second, first


def _base(view: View, house: str) -> int:
    a, b = view.battlefield
    where = a if view.ring[a].house == house else b
    return r.BASE[view.ring[where].kind]


def _battle_kinds(view: View, house: str) -> tuple[str, str]:
    """(the landscape its house would win, the one it would lose)."""
    a, b = view.battlefield
    mine, theirs = (a, b) if view.ring[a].house == house else (b, a)
    return view.ring[theirs].kind, view.ring[mine].kind


def _members(view: View, house: str) -> int:
    return sum(1 for h in view.allegiances if h == house)


def _stakes(view: View, won: str, lost: str, house: str) -> tuple[float, float]:
    """This seat's relative result (its gain less the others' mean) if ``house`` wins
    (taking ``won``) and if it loses (``lost`` goes to the other house)."""
    others = view.players - 1
    n = _members(view, house)
    m = view.players - n
    gain = r.points(won, n)
    win = gain - (n - 1) * gain / others
    lose = -m * r.points(lost, m) / others
    return win, lose


def _battle_stake(view: View) -> float:
    if view.battlefield is None:
        return 5.0
    house = _house(view)
    win, lose = _stakes(view, *_battle_kinds(view, house), house)
    return win - lose


def _house_cards(view: View, house: str) -> float:
    return sum(view.hand_counts[s] for s in range(view.players)
               if view.allegiances[s] == house) / max(1, _members(view, house))


def _estates(view: View, seat: int) -> list[int]:
    return [l.position for l in view.ring if l.owner == seat and l.building == r.ESTATE]


def _estates_drawing(view: View, seat: int) -> int:
    house = view.allegiances[seat]
    return sum(1 for p in _estates(view, seat) if view.ring[p].house == house)


def _trading_posts(view: View, seat: int) -> int:
    return sum(1 for l in view.ring if l.owner == seat and l.building == r.TRADING_POST)


def _my_estate(view: View, position: int) -> float:
    land = view.ring[position]
    return 1.0 if land.owner == view.seat and land.building == r.ESTATE else 0.0


def _shelter(view: View, position: int) -> float:
    """How well an Estate at ``position`` keeps drawing: own house, own neighbours."""
    house = _house(view)
    ring = view.ring
    own = ring[position].house == house
    around = sum(ring[(position + d) % r.RING_SIZE].house == ring[position].house
                 for d in (-1, 1))
    return 10 * own + 2 * around + r.BASE[ring[position].kind] / 5


def _end_keep(view: View, committing: int) -> float:
    """What committing ``committing`` cards costs at the final count of Trading posts."""
    posts = _trading_posts(view, view.seat)
    if not posts or view.round_no < view.rounds:
        return 0.0
    after = len(view.hand) - committing
    return posts * (min(r.TRADING_POST_CAP, len(view.hand)) - min(r.TRADING_POST_CAP, after))


def _no_commit(legal: Sequence[Action]) -> Action:
    return next(a for a in legal if not a.commit)


def _no_discard(legal: Sequence[Action]) -> Action:
    return next(a for a in legal if not a.discard)


def _after(view: View, seat: int) -> list[int]:
    """The seats that commit after ``seat`` this round."""
    order = view.draft_order()
    return list(order[order.index(seat) + 1:])


def _traitor_value(view: View, switch: bool) -> float:
    """The Traitor's relative result of the battle, staying or switching."""
    me = view.seat
    houses = list(view.allegiances)
    if switch:
        houses[me] = r.other(houses[me])
    strength = {h: _base(view, h) for h in r.HOUSES}
    for seat in range(view.players):
        strength[houses[seat]] += sum(view.committed[seat] or ())
        bonus = r.DIPLOMAT_STRENGTH.get(view.roles[seat], 0)
        strength[houses[seat]] += bonus
    if strength[r.HAWK] == strength[r.ROSE]:
        return 0.0
    winner = r.HAWK if strength[r.HAWK] > strength[r.ROSE] else r.ROSE
    a, b = view.battlefield
    lost = b if view.ring[a].house == winner else a
    seats = [s for s in range(view.players) if houses[s] == winner]
    gain = r.points(view.ring[lost].kind, len(seats))
    others = view.players - 1
    if me in seats:
        return gain - (len(seats) - 1) * gain / others
    return -len(seats) * gain / others


def _future(view: View, house: str) -> float:
    """A rough worth of belonging to ``house`` for the rest of the game: its Estates
    that draw, and the fewer partners to share with."""
    left = view.rounds - view.round_no
    if left <= 0:
        return 0.0
    me = view.seat
    draws = min(r.DRAW_CAP, sum(1 for p in _estates(view, me) if view.ring[p].house == house))
    size = sum(1 for s, h in enumerate(view.allegiances) if s != me and h == house) + 1
    lands = sum(1 for l in view.ring if l.house == house)
    return min(left, 4) * (0.5 * draws + 0.25 * (lands - 6) / size)


# ----- the expert's reading of the draft -----------------------------------------------

def _sample_roles(view: View, rng: random.Random) -> list[str | None]:
    """One assignment of roles consistent with what this seat saw in the draft."""
    me = view.seat
    if view.revealed:
        return list(view.roles)
    order = view.draft_order()
    k = order.index(me)
    received = list(view.received)
    before = [c for c in r.ACTION_CARDS if c not in received]
    passed = [c for c in received if c != view.roles[me]]
    rng.shuffle(before)
    rng.shuffle(passed)
    roles: list[str | None] = [None] * view.players
    roles[me] = view.roles[me]
    for index, seat in enumerate(order):
        if seat != me:
            roles[seat] = (before if index < k else passed).pop()
    return roles


def _win_chance(view: View, house: str, extra: int, worlds: list,
                later: list[int]) -> tuple[float, float]:
    """(chance its house wins, chance it loses) if it commits ``extra`` now."""
    wins = losses = 0.0
    base = {h: _base(view, h) for h in r.HOUSES}
    committed = {h: 0 for h in r.HOUSES}
    for seat in range(view.players):
        committed[view.allegiances[seat]] += sum(view.committed[seat] or ())
    committed[house] += extra
    spread = 3.0 + 2.0 * len(later)
    for roles in worlds:
        strength = {h: base[h] + committed[h] for h in r.HOUSES}
        traitor = None
        for seat in range(view.players):
            side = view.allegiances[seat]
            strength[side] += r.DIPLOMAT_STRENGTH.get(roles[seat], 0)
            if roles[seat] == r.TRAITOR and seat != view.seat:
                traitor = seat
        for seat in later:
            strength[view.allegiances[seat]] += LATER_COMMIT_PER_CARD * view.hand_counts[seat]
        diff = strength[house] - strength[r.other(house)]
        if traitor is not None:
            # The Traitor joins the winning side: a committed pile can swing the battle.
            pile = sum(view.committed[traitor] or ()) + (
                LATER_COMMIT_PER_CARD * view.hand_counts[traitor] if traitor in later else 0)
            own = view.allegiances[traitor] == house
            if own and diff - 2 * pile < 0 < diff:
                diff -= 2 * pile * 0.5
        p = _sigmoid(diff / spread * 1.7)
        wins += p
        losses += 1 - p
    return wins / len(worlds), losses / len(worlds)


def _denial(bot: HeuristicBot, view: View, rest: list[str]) -> float:
    """How much the best of ``rest`` helps the next drafter, if of the other house."""
    order = view.draft_order()
    k = order.index(view.seat)
    if k + 1 >= len(order) or not rest:
        return 0.0
    following = order[k + 1]
    if view.allegiances[following] == _house(view):
        return 0.0
    worth = {r.STRATEGIST: 3.0, r.TRAITOR: 2.0, r.DIPLOMAT5: 0.3 * _battle_stake(view),
             r.DIPLOMAT2: 1.0, r.FARMER: 1.5, r.BUILDER: 0.8}
    return max(worth[c] for c in rest)


# ----- the expert's look ahead: games imagined from what it knows ------------------------

def imagine(view: View, rng: random.Random) -> "State":
    """A whole state that agrees with everything ``view`` shows; what it hides (other
    hands, the deck order, roles not yet revealed, the centre) is dealt at random."""
    from .state import State
    state = State._blank(view.players, rng.random(), ())
    state.rounds, state.round_no, state.start = view.rounds, view.round_no, view.start
    state.allegiance = list(view.allegiances)
    state.kinds = tuple(land.kind for land in view.ring)
    state.houses = [land.house for land in view.ring]
    state.buildings = [None if land.owner is None else (land.owner, land.building)
                       for land in view.ring]
    state.reserve, state.scores = list(view.reserve), list(view.scores)
    state.strategy = view.strategy
    state.battlefield = None if view.battlefield is None else view.battlefield[0]
    state.sides = view.sides
    state.committed = list(view.committed)
    state.roles = _sample_roles(view, rng)
    state.revealed, state.switched = view.revealed, view.switched
    state.drafted = len(view.chosen)
    state.offered = [view.received if seat == view.seat else ()
                     for seat in range(view.players)]
    state.centre = [c for c in r.ACTION_CARDS if c not in state.roles]
    state.phase, state.current = view.phase, view.deciders[0] if view.deciders else None
    pool = list(r.SUPPLY)
    for value in view.hand:
        pool.remove(value)
    if view.phase not in ("discard", "limit"):
        for values in view.committed:
            for value in values or ():
                pool.remove(value)
    rng.shuffle(pool)
    state.hands = [list(view.hand) if seat == view.seat else
                   sorted(pool.pop() for _ in range(view.hand_counts[seat]))
                   for seat in range(view.players)]
    state.deck = pool[:view.deck_count]
    state.discard = pool[view.deck_count:]
    return state


def _rollout(state: "State", me: int, rng: random.Random) -> float:
    """Play ``state`` out with heuristic bots; this seat's share of the win plus a small
    part of its margin over the best other seat."""
    from .view import view as see
    bot = HeuristicBot()
    while state.current is not None:
        seat = state.current
        state.apply(bot.choose(see(state, seat), state.legal_actions(seat), rng))
    scores = state.scores
    best_other = max(s for seat, s in enumerate(scores) if seat != me)
    winners = state.outcome().winners
    share = 1 / len(winners) if me in winners else 0.0
    return share + 0.01 * (scores[me] - best_other)


def _look_ahead(view: View, legal: Sequence[Action], rng: random.Random,
                worlds: int) -> Action:
    """The action whose imagined games end best (each action on the same worlds)."""
    seeds = [rng.random() for _ in range(worlds)]
    totals = []
    for action in legal:
        total = 0.0
        for seed in seeds:
            world_rng = random.Random(seed)
            state = imagine(view, world_rng)
            state.apply(action)
            total += _rollout(state, view.seat, world_rng)
        totals.append(total)
    return legal[totals.index(max(totals))]
