"""Catalogs, language choice and the message markers.

Messages are declared once in :mod:`accessible_ll.narration.messages` with the
markers below (extracted by ``make extract``) and translated when spoken through a
:class:`Texts`, which holds its own ``gettext`` translations object: changing
language swaps that object, nothing global.

>>> Texts.for_language("de").text(PLAYER_NAME, number=2)
'Spieler 2'
"""

from __future__ import annotations

import gettext
import locale
import os
import sys
from pathlib import Path
from typing import Any, Iterable

from accessible_ll.kit.words import (  # noqa: F401 - the shell's modules take them from here
    PLAYER_NAME, default_names, joined, sentences)
from accessible_ll.narration.messages import (
    CHOICE_DISABLED, CHOICE_DISABLED_AS_ABOVE, NONE_TICKED, TICKED_COUNT)

DOMAIN = "accessible_ll"
LANGUAGES = ("en", "ja", "de")
DEFAULT_LANGUAGE = "en"
MAX_CATALOG = 16 << 20  # a built catalog is a few hundred kilobytes




def decimal(texts: "Texts", number: float) -> str:
    """A number as the listener's language writes it: a whole one without a fraction, a
    fraction with the language's own decimal mark.

    >>> [decimal(Texts.for_language(language), 0.5) for language in ("en", "ja", "de")]
    ['0.5', '0.5', '0,5']
    >>> decimal(Texts.for_language("de"), 2.0)
    '2'
    """
    from babel.numbers import format_decimal
    return format_decimal(number, locale=texts.language)


def seconds_text(texts: "Texts", message: tuple[str, str], seconds: float,
                 **values: Any) -> str:
    """A message about a number of ``seconds`` (its ``{seconds}``) in its right plural
    form: a fraction such as 0.5 takes the plural and the language's decimal mark, a
    whole number is said without ".0".

    >>> from accessible_ll.narration.messages import PACE_SECONDS
    >>> seconds_text(Texts.for_language("de"), PACE_SECONDS, 0.5)
    '0,5 Sekunden'
    """
    whole = float(seconds).is_integer()
    return texts.plural(message, int(seconds) if whole else 2,
                        seconds=decimal(texts, seconds), **values)


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


def ticked_sum(step: Any, ticked: Iterable[int]) -> str:
    """What the ``ticked`` items (indexes) of ``step`` add up to, in the game's words
    (the step's ``sums``, by the sum of the items' ``worth``); empty if it says nothing.

    >>> from accessible_ll.kit import Ask, Choice
    >>> step = Ask("k", "?", (Choice(5, "5", worth=5), Choice(4, "4", worth=4)), True,
    ...            sums=tuple(f"{s} in all." for s in range(10)))
    >>> ticked_sum(step, [0, 1]), ticked_sum(step, []), ticked_sum(Ask("k", "?", ()), [])
    ('9 in all.', '0 in all.', '')
    """
    total = sum(step.choices[index].worth for index in ticked)
    return step.sums[total] if 0 <= total < len(step.sums) else ""


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


#: Windows names a locale in English words ("Japanese_Japan"), not by its code.
WINDOWS_LOCALE_NAMES = {"english": "en", "japanese": "ja", "german": "de"}


def system_language() -> str:
    """The user's language from the environment, if we have it; where none of these
    variables is set, the language of the system's menus (Windows, macOS); else English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    for find in (_windows_display_language, _macos_language, _locale_language):
        if (code := find()) in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def _locale_language() -> str:
    """The language of the process's locale ("ja_JP", or Windows' "Japanese_Japan")."""
    try:
        name = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        return ""
    return WINDOWS_LOCALE_NAMES.get(name, name)


def _macos_language() -> str:
    """The first of macOS's preferred languages as a code ("ja"); elsewhere ""."""
    if sys.platform != "darwin":
        return ""
    import re
    import subprocess
    try:
        said = subprocess.run(["defaults", "read", "-g", "AppleLanguages"],
                              capture_output=True, text=True, timeout=2).stdout
    except (OSError, subprocess.SubprocessError):
        return ""
    first = re.search(r'\(\s*"?([A-Za-z]+)', said)  # ("ja-JP", "en-US")
    return first.group(1).lower() if first else ""


def _windows_display_language() -> str:
    """Windows' display language as a code ("ja"); elsewhere, or unknown, ""."""
    if sys.platform != "win32":
        return ""
    try:
        import ctypes
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        language_id = kernel32.GetUserDefaultUILanguage()
    except (AttributeError, OSError):
        return ""
    return locale.windows_locale.get(language_id, "").split("_")[0]


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
    """Translated text in one language: the :class:`~accessible_ll.kit.Words` the shell
    hands every game."""

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

    def decimal(self, number: float) -> str:
        """``number`` as this language writes it (see :func:`decimal`)."""
        return decimal(self, number)

    def text(self, message: str, **values: Any) -> str:
        """Translate ``message`` and fill its placeholders."""
        return self._t.gettext(message).format(**values)

    def plural(self, message: tuple[str, str], count: int, **values: Any) -> str:
        """Translate a plural message for ``count`` (available as ``{count}``)."""
        singular, plural = message
        return self._t.ngettext(singular, plural, count).format(
            count=count, **values)

    def context(self, message: tuple[str, str], **values: Any) -> str:
        """Translate a message marked with a context."""
        ctx, text = message
        return self._t.pgettext(ctx, text).format(**values)

    def context_plural(self, message: tuple[str, str, str], count: int, **values: Any) -> str:
        """Translate a message marked with a context and a plural form, for ``count``."""
        context, singular, plural = message
        return self._t.npgettext(context, singular, plural, count).format(count=count, **values)
