"""The wire's JSON: views, events and actions come back as they went."""

from __future__ import annotations

import json
import random

import pytest

from accessible_ll.editions import find_edition
from accessible_ll.engine import GameState
from accessible_ll.net import protocol as p
from accessible_ll.views import view_for


@pytest.mark.parametrize("edition, players", [("2019", 2), ("premium", 6), ("classic", 8)])
def test_views_and_events_round_trip_through_json(edition, players):
    for seed in range(8):
        state = GameState.new(find_edition(edition), players, rng=random.Random(seed))
        chance = random.Random(seed)
        while state.outcome() is None and state.round_no < 3:
            if state.to_act is None:
                state.start_next_round()
                continue
            for seat in (None, *range(players)):
                view = view_for(state, seat, with_log=False)
                wire = json.loads(json.dumps(p.view_to_json(view)))
                assert p.view_from_json(wire) == view
            for event in state.apply(chance.choice(state.legal_actions())):
                assert p.event_from_json(json.loads(json.dumps(p.event_to_json(event)))) == event


@pytest.mark.parametrize("raw, code", [
    ("", p.BAD_JSON), ("null", p.BAD_MESSAGE), ('{"v": 1}', p.BAD_MESSAGE),
    ('{"v": 1, "type": "act", "action": {"seat": 0}, "extra": 1}', p.BAD_MESSAGE),
    ('{"v": 1, "type": "decide", "chosen": {"keep": "guard"}}', p.BAD_MESSAGE),
    ('{"v": 1, "type": "hello", "name": "' + "x" * 30 + '"}', p.BAD_MESSAGE),
    ('{"v": 1, "type": "hello", "last_event": -1}', p.BAD_MESSAGE),
    ("[" * 5000, p.TOO_BIG), (b"binary", p.BAD_MESSAGE),
])
def test_bad_client_messages_get_their_code(raw, code):
    with pytest.raises(p.ProtocolError) as caught:
        p.parse_client(raw)
    assert caught.value.code == code
