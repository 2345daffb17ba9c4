"""What Love Letter's own stack said and did, recorded by :mod:`tests.golden.make_golden`
before that stack was removed: the game-free stack is compared with it."""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@functools.cache
def load(name: str) -> Any:
    """The golden file ``name`` (ll_parity, line_parity, same_game, ask, blind_view,
    continued)."""
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def jsonable(value: Any) -> Any:
    """``value`` as it reads back from a golden file (tuples as lists, other objects as
    their repr)."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=repr))


def digest(value: Any) -> str:
    """A short fingerprint of ``value``: equal values, equal fingerprints (for what is too
    long to keep whole)."""
    text = json.dumps(value, ensure_ascii=False, default=repr, separators=(",", ":"),
                      sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]
