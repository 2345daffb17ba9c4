"""What a client sends is checked before a table sees it: each wrong message gets its
code (a message of the first version's kinds is no message at all now)."""

from __future__ import annotations

import pytest

from accessible_ll.games import GAMES, find_game
from accessible_ll.net import protocol as p


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


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_games_action_travels_as_its_json_form(game_id):
    """The wire knows no game's action type: each goes out as its own JSON form."""
    import json
    game = find_game(game_id)
    state = game.rules.new_state(game.find_variant(None).id, game.player_counts[0], 3, {})
    action = state.legal_actions(state.deciders()[0])[0]
    sent = json.loads(json.dumps(p.plain({"chosen": (action,)})))
    assert sent == {"chosen": [json.loads(json.dumps(game.rules.encode_action(action)))]}
    assert game.rules.decode_action(sent["chosen"][0]) == action
