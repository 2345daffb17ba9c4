"""Reading a game's scenario file (a teacher's test, written by hand): each fault is
said in the listener's words, naming the place in the file ("steps 3, action, cards 2":
keys as written, entries counted from 1) and what was found there.

A game checks its file's parts with :class:`At` (the place) and raises a :class:`Fault`,
a ``ValueError`` whose text is the English one (for logs and the wire) and whose
:meth:`Fault.localized` is the listener's:

>>> from accessible_ll.kit.words import SourceWords
>>> at = At() / "steps" / 2 / "action"
>>> at.text, at.whole(3, 0, 4)
('steps 3, action', 3)
>>> try:
...     (at / "seat").whole("two", 0, 4)
... except Fault as fault:
...     fault.localized(SourceWords())
'“steps 3, action, seat” must be a whole number from 0 to 4, not “two”'

A game plays a file with one function, ``play(data, words, name) -> result``, and its
descriptor's ``run_scenario`` is :func:`scenario_runner` of it: every game's file that
is no scenario is refused the same way (a :class:`~accessible_ll.kit.Refusal` saying the
fault in the listener's words):

>>> run = scenario_runner(lambda data, words, name: {"passed": At().whole(data) > 0})
>>> run(3)
{'passed': True}
>>> try:
...     run("three")
... except Refusal as refusal:
...     refusal.code, refusal.details
('scenario_malformed', {'detail': 'the scenario must be a whole number, not “three”'})
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from accessible_ll.kit import N_, NN_, Refusal
from accessible_ll.kit.words import SourceWords, joined

#: The code of every refusal of a file that is no scenario.
SCENARIO_MALFORMED = "scenario_malformed"

# Translators: a scenario file's fault (after "FILE is not a scenario of GAME: "): a value of the wrong kind; {path} is its place in the file ("steps 3, action, seat": the file's keys, entries counted from 1), {kind} what it must be ("a whole number"), {value} what the file holds.
WRONG = N_("“{path}” must be {kind}, not “{value}”")
# Translators: a scenario file's fault: the whole file is of the wrong kind (a list, a number); {kind} what it must be ("a JSON object").
WRONG_ROOT = N_("the scenario must be {kind}, not “{value}”")
# Translators: a scenario file's fault: a key the game does not know; {path} its place in the file, {key} the key as written.
UNKNOWN_KEY = N_("“{path}” holds the unknown key “{key}”")
# Translators: a scenario file's fault: a key of the file's outermost object the game does not know.
UNKNOWN_KEY_ROOT = N_("the scenario holds the unknown key “{key}”")
# Translators: a scenario file's fault: a key that must be there is missing; {path} where.
MISSING_KEY = N_("“{path}” needs the key “{key}”")
# Translators: a scenario file's fault: a key the file's outermost object must have is missing.
MISSING_KEY_ROOT = N_("the scenario needs the key “{key}”")
# Translators: a scenario file's fault: a list with the wrong number of entries ({found}; {count} wanted: one per player, two courts...).
COUNT = NN_("“{path}” must hold {count} entry, not {found}",
            "“{path}” must hold {count} entries, not {found}")
# Translators: a scenario file's fault: the same thing twice where each may be given once ({value}: a landscape's position, a card...).
TWICE = N_("“{path}” names “{value}” twice")

# What a value must be: each fills {kind} in WRONG ("… must be {kind}, not …").
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”").
KIND_OBJECT = N_("a JSON object")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”").
KIND_LIST = N_("a list")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”").
KIND_WHOLE = N_("a whole number")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”"); {low} and {high} are included.
KIND_RANGE = N_("a whole number from {low} to {high}")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”").
KIND_AT_LEAST = N_("a whole number of at least {low}")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”"); true and false as written in the file.
KIND_BOOL = N_("“true” or “false”")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”").
KIND_TEXT = N_("a text")
# Translators: what a scenario file's value must be (a seed: fills {kind} in "“…” must be {kind}, not “…”").
KIND_SEED = N_("a whole number or a text")
# Translators: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”"); {names} the names the game knows, each quoted, as a list.
KIND_ONE_OF = N_("one of {names}")
# Translators: a name a scenario file may hold, quoted, as in a list of the names the game knows ("deck", "discard" and "out"); use the quotation marks of your language.
QUOTED = N_("“{name}”")

#: The longest value quoted from a file.
SHOWN_LENGTH = 40


class Phrase:
    """A marked text and its values, said late in the listener's words; a value may be a
    :class:`Phrase` itself (what a value must be). ``count``: a plural (``NN_``)."""

    def __init__(self, message: str | tuple[str, str], count: int | None = None,
                 **values: Any) -> None:
        self.message, self.count, self.values = message, count, values

    def localized(self, words: Any) -> str:
        values = {key: value.localized(words) if isinstance(value, Phrase) else value
                  for key, value in self.values.items()}
        if self.count is None:
            return words.text(self.message, **values)
        return words.plural(self.message, self.count, **values)


class Names(Phrase):
    """Names as written in a file (keys, phases), each quoted, as a list in words."""

    def __init__(self, names: Sequence[str]) -> None:
        super().__init__("")
        self.names = list(names)

    def localized(self, words: Any) -> str:
        return joined(words, [words.text(QUOTED, name=name) for name in self.names])


class Fault(Refusal):
    """A scenario file that cannot be played (a :class:`~accessible_ll.kit.Refusal` of
    code :data:`SCENARIO_MALFORMED`): ``phrase`` says why, in words; its text is the
    English one (for logs).

    Attributes:
        whole: The fault is a whole sentence that names the file itself (a game whose faults
            name their file), not a detail the shell says after the file's name.
    """
    whole = False

    def __init__(self, message: str | tuple[str, str], count: int | None = None,
                 **values: Any) -> None:
        super().__init__(SCENARIO_MALFORMED)
        self.phrase = Phrase(message, count, **values)
        self.args = (self.localized(SourceWords()),)

    def localized(self, words: Any) -> str:
        """The fault in ``words``' language."""
        return self.phrase.localized(words)


def scenario_runner(play: Callable[[Any, Any, str], dict]) -> Callable[..., dict]:
    """A game's ``run_scenario`` (see :class:`~accessible_ll.kit.GameDescriptor`) from
    its ``play(data, words, name)``, which reads the decoded file ``data`` (named
    ``name``), plays it and returns its JSON-able result, raising a :class:`Fault` for a
    file that is no scenario; the fault is refused in ``words`` (None: as written)."""
    def run_scenario(data: Any, words: Any = None, name: str = "scenario") -> dict:
        words = words if words is not None else SourceWords()
        try:
            return play(data, words, name)
        except Fault as fault:
            said = fault.localized(words)
            raise (Refusal(SCENARIO_MALFORMED, said=said) if fault.whole
                   else Refusal(SCENARIO_MALFORMED, detail=said)) from None
    return run_scenario


def shown(value: Any) -> str:
    """A value of the file as quoted in a fault: a text as it is, anything else as JSON
    (``null``, ``true``, ``[1]``), at most :data:`SHOWN_LENGTH` characters.

    >>> shown("purple"), shown(None), shown(1.5), shown([1, [2]]), len(shown("x" * 99))
    ('purple', 'null', '1.5', '[1, [2]]', 40)
    """
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= SHOWN_LENGTH else text[:SHOWN_LENGTH - 1] + "…"


def is_whole(value: Any) -> bool:
    """A whole number of the file (true and false are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def same(found: Any, wanted: Any) -> bool:
    """Whether a value found equals one a file expects, kind for kind (true is not 1,
    a tuple is a list).

    >>> same([1, (2, 3)], [1, [2, 3]]), same(1, True), same({"a": 1}, {"a": 1.0})
    (True, False, False)
    """
    if isinstance(found, (list, tuple)) and isinstance(wanted, (list, tuple)):
        return len(found) == len(wanted) and all(map(same, found, wanted))
    if isinstance(found, dict) and isinstance(wanted, dict):
        return found.keys() == wanted.keys() and all(same(found[k], wanted[k]) for k in found)
    return type(found) is type(wanted) and found == wanted


@dataclass(frozen=True)
class At:
    """A place in a scenario file: its keys and entries from the outermost object in;
    its checks return the value found there or raise a :class:`Fault` naming it."""
    parts: tuple[str | int, ...] = ()

    def __truediv__(self, part: str | int) -> At:
        """The place of key ``part`` (a text) or entry ``part`` (a number from 0) here."""
        return At((*self.parts, part))

    @property
    def text(self) -> str:
        """The place as a teacher finds it: keys as written, entries counted from 1."""
        words: list[str] = []
        for part in self.parts:
            if isinstance(part, int) and words and not words[-1][-1:].isdigit():
                words[-1] = f"{words[-1]} {part + 1}"
            else:
                words.append(str(part + 1) if isinstance(part, int) else part)
        return ", ".join(words)

    def fault(self, message: str | tuple[str, str], count: int | None = None,
              **values: Any) -> Fault:
        """A fault of this place (its text fills ``{path}``)."""
        return Fault(message, count, path=self.text, **values)

    def wrong(self, value: Any, kind: str, **values: Any) -> Fault:
        """``value`` is not what this place holds: ``kind`` (a marked text, filled
        with ``values``)."""
        if not self.parts:
            return Fault(WRONG_ROOT, kind=Phrase(kind, **values), value=shown(value))
        return self.fault(WRONG, kind=Phrase(kind, **values), value=shown(value))

    def mapping(self, value: Any, keys: Collection[str],
               required: Collection[str] = ()) -> dict[str, Any]:
        """A JSON object of only ``keys``, holding every ``required`` one."""
        if not isinstance(value, dict):
            raise self.wrong(value, KIND_OBJECT)
        for key in value:
            if key not in keys:
                raise (self.fault(UNKNOWN_KEY, key=key) if self.parts
                       else Fault(UNKNOWN_KEY_ROOT, key=key))
        for key in required:
            if key not in value:
                raise self.missing(key)
        return value

    def missing(self, key: str) -> Fault:
        """The object here lacks ``key``."""
        return self.fault(MISSING_KEY, key=key) if self.parts else \
            Fault(MISSING_KEY_ROOT, key=key)

    def sequence(self, value: Any, count: int | None = None) -> list[Any]:
        """A list (of ``count`` entries, when given)."""
        if not isinstance(value, list):
            raise self.wrong(value, KIND_LIST)
        if count is not None and len(value) != count:
            raise self.fault(COUNT, count, found=len(value))
        return value

    def entries(self, value: Any, count: int | None = None) -> Iterator[tuple[At, Any]]:
        """Each entry of a list (see :meth:`sequence`) with its place."""
        for index, item in enumerate(self.sequence(value, count)):
            yield self / index, item

    def whole(self, value: Any, low: int | None = None, high: int | None = None) -> int:
        """A whole number (from ``low``, to ``high``: each included when given)."""
        fits = is_whole(value) and (low is None or value >= low) and \
            (high is None or value <= high)
        if fits:
            return value
        if low is not None and high is not None:
            raise self.wrong(value, KIND_RANGE, low=low, high=high)
        if low is not None:
            raise self.wrong(value, KIND_AT_LEAST, low=low)
        raise self.wrong(value, KIND_WHOLE)

    def boolean(self, value: Any) -> bool:
        if not isinstance(value, bool):
            raise self.wrong(value, KIND_BOOL)
        return value

    def text_value(self, value: Any) -> str:
        if not isinstance(value, str):
            raise self.wrong(value, KIND_TEXT)
        return value

    def seed(self, value: Any) -> int | str:
        """A seed: a whole number or a text."""
        if not (is_whole(value) or isinstance(value, str)):
            raise self.wrong(value, KIND_SEED)
        return value

    def name(self, value: Any, names: Sequence[str]) -> str:
        """One of ``names`` (as written in the file)."""
        if not isinstance(value, str) or value not in names:
            raise self.fault(WRONG, kind=Phrase(KIND_ONE_OF, names=Names(names)),
                             value=shown(value))
        return value
