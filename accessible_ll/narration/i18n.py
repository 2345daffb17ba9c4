"""Catalogs, language choice and the message markers.

Messages are declared once in :mod:`accessible_ll.narration.messages` with the
markers below (extracted by ``make extract``) and translated when spoken through a
:class:`Texts`, which holds its own ``gettext`` translations object: changing
language swaps that object, nothing global.

>>> texts = Texts.for_language("en")
>>> texts.card("countess", "acc")
'the Countess'
"""

from __future__ import annotations

import gettext
import locale
import os
from pathlib import Path
from typing import Any

from accessible_ll.narration.messages import (
    CARD_NAMES, CHOICE_DISABLED, CHOICE_DISABLED_AS_ABOVE, ENTRY_JOINS, LIST_LAST,
    LIST_SEPARATOR, NONE_TICKED, NOTHING, PLAYER_NAME, TICKED_COUNT)

DOMAIN = "accessible_ll"
LANGUAGES = ("en", "ja", "de")
DEFAULT_LANGUAGE = "en"
MAX_CATALOG = 16 << 20  # a built catalog is a few hundred kilobytes


def sentences(*parts: str) -> str:
    """Sentences as one utterance: a space between them, but none after a full-width
    stop (Japanese runs on without one); empty parts are left out.

    >>> sentences("Choose a card.", "Guard, 1."), sentences("カードを選んでください。", "衛兵、1。")
    ('Choose a card. Guard, 1.', 'カードを選んでください。衛兵、1。')
    """
    text = ""
    for part in parts:
        if not part:
            continue
        gap = "" if not text or text.endswith(("。", "：", "？", "！")) else " "
        text = f"{text}{gap}{part}"
    return text


def not_possible(texts: "Texts", label: str, reason: str, above: str | None) -> str:
    """An item that cannot be chosen, with why; ``above``: the reason of the item just
    above when it cannot be chosen either (None otherwise), not said twice in a row."""
    if above is not None and reason == above:
        return texts.text(CHOICE_DISABLED_AS_ABOVE, choice=unstopped(label))
    return texts.text(CHOICE_DISABLED, choice=unstopped(label), reason=reason)


def ticked_total(texts: "Texts", tally: tuple[str, ...], count: int) -> str:
    """What ``count`` ticked items come to: the game's words for it (``tally``, a step's,
    by count), else how many are ticked.

    >>> en = Texts.for_language("en")
    >>> ticked_total(en, (), 2), ticked_total(en, (), 0), ticked_total(en, ("", "1 card."), 1)
    ('2 items ticked.', 'Nothing ticked.', '1 card.')
    """
    if 0 <= count < len(tally) and tally[count]:
        return tally[count]
    if not count:
        return texts.text(NONE_TICKED)
    return texts.plural(TICKED_COUNT, count)


def default_names(texts: "Texts", players: int) -> list[str]:
    """"Player 1", "Player 2"... in the listener's language: the name of a seat nobody
    named, in every game.

    >>> default_names(Texts.for_language("de"), 2)
    ['Spieler 1', 'Spieler 2']
    """
    return [texts.text(PLAYER_NAME, number=seat + 1) for seat in range(players)]


def joined(texts: "Texts", items: list[str] | tuple[str, ...], entries: bool = False) -> str:
    """A list in the listener's language: "A, B and C" (``entries``: of "name: state"
    entries, which some languages join differently); no item: "nothing".

    >>> joined(Texts.for_language("en"), ["Ann", "Ben", "Cy"]), joined(Texts.for_language("ja"), ["A", "B"])
    ('Ann, Ben and Cy', 'AとB')
    """
    if not items:
        return texts.text(NOTHING)
    if len(items) == 1:
        return items[0]
    say = texts.context if entries else texts.text
    last, separator = ((ENTRY_JOINS["last"], ENTRY_JOINS["separator"]) if entries
                       else (LIST_LAST, LIST_SEPARATOR))
    text = say(last, first=items[-2], last=items[-1])
    for item in reversed(items[:-2]):
        text = say(separator, first=item, rest=text)
    return text


def unstopped(label: str) -> str:
    """An item's label without the full stop it may end with, as it is followed by why
    it cannot be chosen ("No Jack: assassinated: not possible. …").

    >>> unstopped("No Jack: assassinated."), unstopped("空き。"), unstopped("Wait...")
    ('No Jack: assassinated', '空き', 'Wait...')
    """
    if label.endswith(("。", ".")) and not label.endswith(".."):
        return label[:-1]
    return label


def locale_dir() -> Path:
    """Where the compiled catalogs are: inside the installed package, or the checkout."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "locales", here.parent / "locales"):
        if candidate.is_dir():
            return candidate
    return here / "locales"


def system_language() -> str:
    """The user's language from the environment, if we have it; else English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def resolve_language(requested: str | None) -> tuple[str, bool]:
    """The language to use and whether ``requested`` was unknown (then English)."""
    if requested is None:
        return system_language(), False
    code = requested.strip().lower().replace("-", "_").split("_")[0]
    if code in LANGUAGES:
        return code, False
    return DEFAULT_LANGUAGE, True


def load_translations(language: str) -> gettext.NullTranslations:
    """The catalog for ``language``.

    Raises:
        FileNotFoundError: the catalog was not built (run ``make``).
    """
    import io
    from accessible_ll.inputs import JsonProblem, read_bytes
    found = gettext.find(DOMAIN, localedir=str(locale_dir()), languages=[language])
    if found is None:
        raise FileNotFoundError(f"no {language} catalog in {locale_dir()}")
    try:
        return gettext.GNUTranslations(io.BytesIO(read_bytes(Path(found), MAX_CATALOG)))
    except JsonProblem as error:
        raise OSError(f"{found}: {error}") from None


class Texts:
    """Translated text in one language.

    A keyword argument whose name ends in ``card`` is a card id: the sentence may use
    it as ``{card}`` (bare name) or ``{card_nom}``, ``{card_acc}``, ``{card_dat}``
    (with the article in that case, for German; the same words in English).
    """

    def __init__(self, language: str, translations: gettext.NullTranslations,
                 missing: str | None = None) -> None:
        self.language = language
        self._t = translations
        self.missing = missing  # a language whose catalog could not be used

    @classmethod
    def for_language(cls, language: str) -> "Texts":
        """Texts in ``language``, from its compiled catalog.

        A missing or damaged catalog never stops the game: English is used instead
        (its catalog, or the source texts themselves) and ``missing`` names the language.
        """
        try:
            return cls(language, load_translations(language))
        except Exception:  # noqa: BLE001 - a damaged .mo can fail in many ways
            pass
        try:
            english = load_translations(DEFAULT_LANGUAGE)
        except Exception:  # noqa: BLE001
            english = gettext.NullTranslations()
        return cls(DEFAULT_LANGUAGE, english, missing=language)

    def text(self, message: str, **values: Any) -> str:
        """Translate ``message`` and fill its placeholders."""
        return self._t.gettext(message).format(**self._expand(values))

    def plural(self, message: tuple[str, str], count: int, **values: Any) -> str:
        """Translate a plural message for ``count`` (available as ``{count}``)."""
        singular, plural = message
        return self._t.ngettext(singular, plural, count).format(
            count=count, **self._expand(values))

    def context(self, message: tuple[str, str], **values: Any) -> str:
        """Translate a message marked with a context."""
        ctx, text = message
        return self._t.pgettext(ctx, text).format(**self._expand(values))

    def counted(self, card: str, count: int) -> str:
        """``count`` copies of ``card``: "3 Guards"."""
        from accessible_ll.narration.messages import CARD_COUNTED
        context, singular, plural = CARD_COUNTED[card]
        return self._t.npgettext(context, singular, plural, count).format(count=count)

    def card(self, card: str, form: str = "name") -> str:
        """The name of ``card`` in ``form`` (``name``, ``nom``, ``acc``, ``dat``)."""
        context, name = CARD_NAMES[form][card]
        return self._t.pgettext(context, name)

    def _expand(self, values: dict[str, Any]) -> dict[str, Any]:
        out = dict(values)
        for key, value in values.items():
            if key.endswith("card") and value in CARD_NAMES["name"]:
                out[key] = self.card(value)
                for form in ("nom", "acc", "dat"):
                    out[f"{key}_{form}"] = self.card(value, form)
        return out
