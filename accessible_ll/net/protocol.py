"""The table's wire protocol: JSON objects, language-neutral, one seat's knowledge each.

Documented in docs/protocol.md. Everything a client sends is checked here before the
table sees it: size, JSON, shape and types. A message that fails gets a typed error.

>>> parse_client('{"v": 2, "type": "choose", "chosen": {"take": 3}}')["chosen"]
{'take': 3}
>>> parse_client("[1, 2]")
Traceback (most recent call last):
  ...
accessible_ll.net.protocol.ProtocolError: bad_message
"""

from __future__ import annotations

import json
from typing import Any

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
NAME_TAKEN = "name_taken"          # another at the table is heard by that name (details:
                                   # the name, and a free one like it)
PROTOCOL_CODES = (BAD_JSON, BAD_MESSAGE, BAD_VERSION, TOO_BIG, BAD_CODE, BAD_SECRET,
                  TABLE_FULL, NOT_YOUR_SEAT, NOT_JOINED, SLOW_DOWN, NOT_STARTED, SEAT_TAKEN,
                  SEAT_TAKEN_OVER, BUSY, GUESSES, NAME_TAKEN)
#: Errors that ask the client to come back after ``details["seconds"]``.
TRY_LATER = (BUSY, GUESSES)

CLIENT_TYPES = ("hello", "bye", "choose", "review", "rules")
_HELLO_KEYS = {"v", "type", "code", "name", "lang", "spectate", "secret", "last_event",
               "instance", "take_over", "identify", "bot"}


class ProtocolError(ValueError):
    """A message the table cannot accept; ``code`` is one of the codes above, and
    ``details`` what its refusal says beside it."""

    def __init__(self, code: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.details = details or {}


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` in the first version's form (what a client of the first
    tables sends; no table sends it)."""
    return {"v": VERSION, "type": kind, **fields}


def match_message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` at a table whose host narrates (version 2: every table,
    its notices and errors too)."""
    return {"v": MATCH_VERSION, "type": kind, **fields}


def error_message(code: str, details: dict[str, Any] | None = None,
                  engine: bool = False) -> dict[str, Any]:
    """A typed error reply (``engine``: one of the rules engine's codes)."""
    return match_message("error", code=code, details=details or {}, engine=engine)




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
    checks = {"hello": _check_hello, "bye": _check_bye, "choose": _check_choose,
              "review": _check_review, "rules": _check_bye}
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
    """Tuples to lists, mappings to objects, a game's action (any value with a
    ``to_json()``, as every game's action has) to its JSON: JSON-ready values.

    >>> class Move(tuple):
    ...     def to_json(self): return {"play": self[0], "at": (1, 2)}
    >>> plain({"act": Move(("attack",)), 3: (1, [2])})
    {'act': {'play': 'attack', 'at': [1, 2]}, '3': [1, [2]]}
    """
    if callable(getattr(value, "to_json", None)):
        return plain(value.to_json())
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    return value
























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
