"""The table's wire protocol: JSON objects, language-neutral, one seat's knowledge each.

Documented in docs/protocol.md. Everything a client sends is checked here before the
table sees it: size, JSON, shape and types. A message that fails gets a typed error.

>>> from accessible_ll.engine import events as ev
>>> event_from_json(event_to_json(ev.DrewCard(1, "baron", (1,))))
DrewCard(seat=1, card='baron', audience=(1,))
>>> parse_client('{"v": 1, "type": "act", "action": {"seat": 0, "play": "guard"}}')["type"]
'act'
>>> parse_client("[1, 2]")
Traceback (most recent call last):
  ...
accessible_ll.net.protocol.ProtocolError: bad_message
"""

from __future__ import annotations

import json
from typing import Any

from accessible_ll.engine import Action, IllegalAction
from accessible_ll.engine import events as ev
from accessible_ll.game import KEEP, STEPS, Decision, Option
from accessible_ll.views import PlayerView

VERSION = 1
#: The version of a table of the other games, whose table narrates for each seat.
MATCH_VERSION = 2
VERSIONS = (VERSION, MATCH_VERSION)
#: The largest message a client may send, in bytes.
MAX_MESSAGE = 4096
#: The largest frame the server accepts at all (bigger ones close the connection).
MAX_FRAME = 65536
MAX_NAME = 24
MAX_TEXT = 64
#: The most parts a ``choose`` may name, and how deep a part's value may nest.
MAX_PARTS, MAX_DEPTH = 16, 8

# Error codes of the protocol (the engine's own codes travel as they are).
BAD_JSON = "bad_json"
BAD_MESSAGE = "bad_message"
BAD_VERSION = "bad_version"
TOO_BIG = "too_big"
BAD_CODE = "bad_code"
BAD_SECRET = "bad_secret"
TABLE_FULL = "table_full"
NOT_YOUR_SEAT = "not_your_seat"
NOT_JOINED = "not_joined"
SLOW_DOWN = "slow_down"
NOT_STARTED = "not_started"
SEAT_TAKEN = "seat_taken"          # another computer with this seat's key sits there now
SEAT_TAKEN_OVER = "seat_taken_over"  # another computer with this seat's key took it over
BUSY = "busy"                      # too many connections now: try again (details: seconds)
GUESSES = "guesses"                # too many wrong join codes lately: try again (seconds)
PROTOCOL_CODES = (BAD_JSON, BAD_MESSAGE, BAD_VERSION, TOO_BIG, BAD_CODE, BAD_SECRET,
                  TABLE_FULL, NOT_YOUR_SEAT, NOT_JOINED, SLOW_DOWN, NOT_STARTED, SEAT_TAKEN,
                  SEAT_TAKEN_OVER, BUSY, GUESSES)
#: Errors that ask the client to come back after ``details["seconds"]``.
TRY_LATER = (BUSY, GUESSES)

CLIENT_TYPES = ("hello", "decide", "act", "bye", "choose", "review", "rules")
_HELLO_KEYS = {"v", "type", "code", "name", "lang", "spectate", "secret", "last_event",
               "instance", "take_over", "identify", "bot"}
_EVENT_TYPES = {cls.kind: cls for cls in ev.EVENT_TYPES}


class ProtocolError(ValueError):
    """A message the table cannot accept; ``code`` is one of the codes above."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` with the protocol version."""
    return {"v": VERSION, "type": kind, **fields}


def match_message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` at a table whose host narrates (version 2)."""
    return {"v": MATCH_VERSION, "type": kind, **fields}


def error_message(code: str, details: dict[str, Any] | None = None,
                  engine: bool = False) -> dict[str, Any]:
    """A typed error reply (``engine``: one of the rules engine's codes)."""
    return message("error", code=code, details=details or {}, engine=engine)


def illegal_message(error: IllegalAction) -> dict[str, Any]:
    """The rules engine's error as a reply."""
    return error_message(error.code, plain(error.details), engine=True)


# ----- what a client sends --------------------------------------------------------------

def parse_client(raw: Any) -> dict[str, Any]:
    """A client's message, checked; raises :class:`ProtocolError`."""
    if not isinstance(raw, str):
        raise ProtocolError(BAD_MESSAGE)
    if len(raw.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise ProtocolError(TOO_BIG)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError(BAD_JSON) from None
    if not isinstance(data, dict):
        raise ProtocolError(BAD_MESSAGE)
    try:  # a lone surrogate ("\\ud800") cannot be told, echoed or written anywhere
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError(BAD_MESSAGE) from None
    if not _is_int(data.get("v")) or data["v"] not in VERSIONS:
        raise ProtocolError(BAD_VERSION)
    kind = data.get("type")
    if kind not in CLIENT_TYPES:
        raise ProtocolError(BAD_MESSAGE)
    checks = {"hello": _check_hello, "decide": _check_decide, "act": _check_act,
              "bye": _check_bye, "choose": _check_choose, "review": _check_review,
              "rules": _check_bye}
    return checks[kind](data)


def _check_hello(data: dict[str, Any]) -> dict[str, Any]:
    _only(data, _HELLO_KEYS)
    _text(data.get("code", ""), MAX_TEXT)
    _text(data.get("name", ""), MAX_NAME)
    _text(data.get("lang", ""), MAX_TEXT)
    _text(data.get("secret", ""), MAX_TEXT)
    _text(data.get("instance", ""), MAX_TEXT)
    _text(data.get("bot", ""), MAX_TEXT)
    if any(not isinstance(data.get(flag, False), bool)
           for flag in ("spectate", "take_over", "identify")):
        raise ProtocolError(BAD_MESSAGE)
    last = data.get("last_event", 0)
    if not _is_int(last) or last < 0:
        raise ProtocolError(BAD_MESSAGE)
    data["name"] = "".join(ch for ch in data.get("name", "") if ch.isprintable()).strip()
    return data


def _check_decide(data: dict[str, Any]) -> dict[str, Any]:
    _only(data, {"v", "type", "chosen"})
    chosen = data.get("chosen", {})
    if not isinstance(chosen, dict) or any(key not in STEPS for key in chosen):
        raise ProtocolError(BAD_MESSAGE)
    try:
        parts = Action.from_json({"seat": 0, **chosen})
    except ValueError:
        raise ProtocolError(BAD_MESSAGE) from None
    data["chosen"] = {key: getattr(parts, key) for key in chosen}
    return data


def _check_act(data: dict[str, Any]) -> dict[str, Any]:
    _only(data, {"v", "type", "action"})
    try:
        data["action"] = Action.from_json(data.get("action"))
    except ValueError:
        raise ProtocolError(BAD_MESSAGE) from None
    return data


def _check_choose(data: dict[str, Any]) -> dict[str, Any]:
    """The parts of a decision chosen so far: step keys to JSON values (the table
    checks each against what it offered)."""
    _only(data, {"v", "type", "chosen"})
    chosen = data.get("chosen", {})
    if not isinstance(chosen, dict) or len(chosen) > MAX_PARTS:
        raise ProtocolError(BAD_MESSAGE)
    for key in chosen:
        _text(key, MAX_TEXT)
    if depth(chosen) > MAX_DEPTH:
        raise ProtocolError(BAD_MESSAGE)
    data["chosen"] = chosen
    return data


def depth(value: Any) -> int:
    """How deep lists and objects nest in ``value`` (counted without recursion).

    >>> depth(1), depth({"a": [1, [2]]}), depth("[[[")
    (0, 3, 0)
    """
    deepest, todo = 0, [(value, 0)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, (list, dict)):
            level += 1
            deepest = max(deepest, level)
            todo.extend((inner, level) for inner in
                        (item.values() if isinstance(item, dict) else item))
    return deepest


def _check_review(data: dict[str, Any]) -> dict[str, Any]:
    _only(data, {"v", "type", "id"})
    _text(data.get("id"), MAX_TEXT)
    return data


def _check_bye(data: dict[str, Any]) -> dict[str, Any]:
    _only(data, {"v", "type"})
    return data


def _only(data: dict[str, Any], keys: set[str]) -> None:
    if set(data) - keys:
        raise ProtocolError(BAD_MESSAGE)


def _text(value: Any, limit: int) -> None:
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError(BAD_MESSAGE)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ----- what the table sends ------------------------------------------------------------

def plain(value: Any) -> Any:
    """Tuples to lists, mappings to objects, actions to their JSON: JSON-ready values."""
    if isinstance(value, Action):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(item) for item in value)
    return value


def event_to_json(event: ev.Event) -> dict[str, Any]:
    """An event as an object: its ``kind`` and its fields."""
    return {"kind": event.kind, **{name: plain(getattr(event, name))
                                   for name in event._fields}}


def event_from_json(data: dict[str, Any]) -> ev.Event:
    """The event of :func:`event_to_json` (raises ValueError if it is not one)."""
    try:
        cls = _EVENT_TYPES[data["kind"]]
        return cls(**{name: _tuples(data[name]) for name in cls._fields if name in data})
    except (KeyError, TypeError) as error:
        raise ValueError(f"not an event: {error}") from None


_FLAT_VIEW_FIELDS = ("tokens", "hand", "alive", "protected", "face_up", "bottom_known",
                     "round_winners")


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """A seat's view, without its log (the events travel on their own); ``blind`` only
    in the blind-player variant (a view without it is read as not blind)."""
    data = {field: getattr(view, field) for field in PlayerView.__dataclass_fields__
            if field not in ("log", "blind")}
    if view.blind:
        data["blind"] = True
    for field in _FLAT_VIEW_FIELDS:
        data[field] = list(data[field])
    data["discards"] = [list(pile) for pile in view.discards]
    data["jesters"] = [list(pair) for pair in view.jesters]
    data["known"] = {str(seat): card for seat, card in view.known.items()}
    data["known_by"] = {str(seat): card for seat, card in view.known_by.items()}
    data["legal_actions"] = [action.to_json() for action in view.legal_actions]
    return data


def view_from_json(data: dict[str, Any], log: tuple = ()) -> PlayerView:
    """The view of :func:`view_to_json`, with the events the client has heard."""
    values = {key: _tuples(value) for key, value in data.items()}
    values["known"] = {int(seat): card for seat, card in data["known"].items()}
    values["known_by"] = {int(seat): card for seat, card in data.get("known_by", {}).items()}
    values["legal_actions"] = tuple(Action.from_json(a) for a in data["legal_actions"])
    values["blind"] = bool(data.get("blind", False))
    return PlayerView(**values, log=tuple(log))


def decision_to_json(decision: Decision | Action, chosen: dict[str, Any]) -> dict[str, Any]:
    """The open decision's next step (or the finished action) as a message."""
    if isinstance(decision, Action):
        return message("decision", chosen=plain(chosen), step=None, options=[],
                       action=decision.to_json())
    options = [{"value": plain(o.value), "enabled": o.enabled,
                "reason": None if o.reason is None else
                {"code": o.reason.code, "details": plain(o.reason.details)},
                "knocks_out": o.knocks_out, "no_effect": o.no_effect}
               for o in decision.options]
    return message("decision", chosen=plain(chosen), step=decision.step,
                   options=options, action=None)


def decision_from_json(msg: dict[str, Any]) -> Decision | Action:
    """The decision of :func:`decision_to_json` (raises ValueError if it is not one)."""
    try:
        if msg.get("action") is not None:
            return Action.from_json(msg["action"])
        step = msg["step"]
        return Decision(step, tuple(
            Option(option_value(step, o["value"]), bool(o["enabled"]),
                   reason_from_json(o.get("reason")), bool(o.get("knocks_out")),
                   bool(o.get("no_effect")))
            for o in msg["options"]))
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"not a decision: {error}") from None


def option_value(step: str, value: Any) -> Any:
    """An option's value back from JSON (a Chancellor's choice is a whole action)."""
    if step == KEEP:
        return Action.from_json(value)
    return _tuples(value)


def reason_from_json(data: dict[str, Any] | None) -> IllegalAction | None:
    """An option's reason (or an engine error) back as the engine's typed error."""
    if data is None:
        return None
    return IllegalAction(data["code"], **_tuples_in(data.get("details", {})))


def _tuples_in(details: dict[str, Any]) -> dict[str, Any]:
    return {key: _tuples(value) for key, value in details.items()}


class TableMessages:
    """What a seat's client of either kind of table does with the table's messages:
    each goes to its ``on_TYPE`` method, and the table saying who it is is answered
    with the real hello (with the seat key kept for that table, if any)."""

    #: Errors that mean a message this version does not understand: nothing to say.
    UNREADABLE: tuple[type[Exception], ...] = (KeyError, TypeError, ValueError)

    def handle(self, msg: dict[str, Any]) -> None:
        """One message from the table."""
        handler = getattr(self, "on_" + str(msg.get("type")), None)
        if handler is not None:
            try:
                handler(msg)
            except self.UNREADABLE:
                pass

    def on_table(self, msg: dict[str, Any]) -> None:
        self.table = str(msg["table"])
        self.secret = self.keys(self.table) if self.keys is not None else None
        self.outbox.append(self.hello())


def hello_message(make: Any, client: Any) -> dict[str, Any]:
    """The first message of every connection of a seat's ``client`` (of either kind of
    table), made by ``make`` (:func:`message` or :func:`match_message`): only asking the
    table who it is while a kept seat key may be looked up, else joining, with the seat
    key once there is one."""
    if client.keys is not None and client.table is None and not client.secret \
            and not client.spectate:
        return make("hello", code=client.code, identify=True, instance=client.instance)
    hello = make("hello", code=client.code, name=client.name, lang=client.texts.language,
                 spectate=client.spectate, last_event=client.next, instance=client.instance)
    if getattr(client, "bot", None) and not client.spectate:
        hello["bot"] = client.bot  # the table's bot of that level plays this seat
    if client.secret and not client.spectate:
        hello["secret"] = client.secret
        if client.take_over:
            hello["take_over"] = True
    return hello
