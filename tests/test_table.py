"""The table: seats' views and events, decisions, deterministic bots, exact resumption."""

from __future__ import annotations

import pytest

from accessible_ll.engine import Action, IllegalAction
from accessible_ll.engine import events as ev
from accessible_ll.game import Decision
from accessible_ll.settings import Settings
from accessible_ll.table import LocalTable


def play_on(table: LocalTable, steps: int | None = None) -> LocalTable:
    done = 0
    while not table.game_over and (steps is None or done < steps):
        if table.round_over:
            table.next_round()
        else:
            table.play_bot(table.to_act)
        done += 1
    return table


def bot_table(seed: int, **changes) -> LocalTable:
    settings = Settings(players=4, seats=["heuristic", "beginner", "random", "heuristic"],
                        **changes)
    return LocalTable(settings, seed=seed)


@pytest.mark.parametrize("stop", [1, 17, 60])
def test_a_game_continued_from_its_snapshot_ends_as_the_uninterrupted_one(stop):
    whole = play_on(bot_table(11))
    half = play_on(bot_table(11), stop)
    resumed = play_on(LocalTable.from_snapshot(half.snapshot()))
    assert resumed.result() == whole.result()
    assert resumed.host.events == whole.host.events


def test_a_seat_hears_its_own_secrets_and_nobody_elses():
    table = play_on(bot_table(3), 30)
    for seat in range(4):
        for event in table.events(seat):
            assert event.audience is None or seat in event.audience
    assert all(e.audience is None for e in table.events(None))
    assert table.view(None).hand == ()


def test_blind_variant_keeps_only_last_discards_and_this_turn():
    table = play_on(bot_table(5, blind_variant=True), 25)
    view = table.view(0)
    assert all(len(pile) <= 1 for pile in view.discards)
    assert any(len(pile) > 1 for pile in table.host.view(0).discards)
    assert isinstance(view.log[0], ev.TurnStarted)
    assert sum(isinstance(e, ev.TurnStarted) for e in view.log) == 1


def test_decision_steps_and_wrong_choices_change_nothing():
    table = LocalTable(Settings(players=2, seats=["human", "random"]), seed=2)
    play_on_until_human(table)
    seat = table.to_act
    first = table.decision(seat)
    assert isinstance(first, Decision) and first.step in ("play", "keep", "redraw")
    before = list(table.host.events)
    with pytest.raises(IllegalAction):
        table.decision(seat, {"play": "no_such_card"})
    with pytest.raises(IllegalAction):
        table.submit(Action(1 - seat, play="guard", target=seat, guess="priest"))
    assert table.host.events == before


def play_on_until_human(table: LocalTable) -> None:
    while table.to_act is None or table.is_bot(table.to_act):
        if table.round_over:
            table.next_round()
        else:
            table.play_bot(table.to_act)


def test_blind_variant_names_a_card_whose_copies_are_buried_in_discard_piles():
    from accessible_ll.engine.decision import guess_option
    from accessible_ll.game import GameHost
    from accessible_ll.views import view_for
    for blind in (False, True):
        host = GameHost(Settings(players=3, seats=["human", "expert", "expert"],
                                 blind_variant=blind), seed=5)
        state = host.state
        state.hands[state.current][:] = ["guard", "priest"]
        state.discards[(state.current + 1) % 3][:] = ["spy", "guard"]
        state.discards[(state.current + 2) % 3][:] = ["spy", "handmaid"]
        state._memo = None
        spy = guess_option(view_for(state, state.current), host.edition, "spy", True, blind)
        assert spy.enabled == blind, "in the variant neither Spy is anyone's last discard"


def test_blind_variant_continued_tells_only_this_turn():
    from accessible_ll.seats import LocalSeats

    class Ear:
        events: list = []
        def heard(self, events): self.events = events
        def changed(self): pass
        def refused(self, error): raise error
        def told(self, line): pass

    for blind in (False, True):
        table = LocalTable(Settings(players=3, seats=["heuristic", "human", "heuristic"],
                                    blind_variant=blind), seed=3)
        for _ in range(2):  # the person's second turn at least
            play_on_until_human(table)
            table.submit(table.host.state.legal_actions()[0])
        play_on_until_human(table)
        seats = LocalSeats(table, resumed=True)
        ear = Ear()
        seats.start(ear)
        turns = [e for e in ear.events if isinstance(e, ev.TurnStarted)]
        assert (len(turns) == 1) == blind, turns
