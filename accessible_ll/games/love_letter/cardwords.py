"""The shell's words with Love Letter's card names: a value whose name ends in ``card``
is a card id, said in the form each sentence asks for.

>>> from accessible_ll.kit.words import SourceWords
>>> words = card_words(SourceWords())
>>> words.text("{player} played {card_acc}.", player="Ann", card="countess")
'Ann played the Countess.'
>>> words.counted("guard", 3), card_words(words) is words
('3 Guards', True)
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.love_letter.words import CARD_COUNTED, CARD_NAMES

#: The grammatical forms a sentence may ask a card in, beside its bare name.
FORMS = ("nom", "acc", "dat")


class CardWords:
    """:class:`~accessible_ll.kit.Words` in one language, with Love Letter's card names.

    A keyword value whose name ends in ``card`` is a card id: the sentence may use it
    as ``{card}`` (bare name) or ``{card_nom}``, ``{card_acc}``, ``{card_dat}`` (with
    the article in that case, for German; the same words in English). Everything else
    the shell's words offer (``language``, ``missing``) reads through.
    """

    def __init__(self, words: Any) -> None:
        self.words = words
        self.names: dict[tuple[str, str], str] = {}  # (card, form): its words, once found

    def __getattr__(self, name: str) -> Any:
        return getattr(self.words, name)

    def text(self, message: str, **values: Any) -> str:
        """Translate ``message`` and fill its placeholders."""
        return self.words.text(message, **self._expand(values))

    def plural(self, message: tuple[str, str], count: int, **values: Any) -> str:
        """Translate a plural message for ``count`` (available as ``{count}``)."""
        return self.words.plural(message, count, **self._expand(values))

    def context(self, message: tuple[str, str], **values: Any) -> str:
        """Translate a message marked with a context."""
        return self.words.context(message, **self._expand(values))

    def context_plural(self, message: tuple[str, str, str], count: int, **values: Any) -> str:
        """Translate a message marked with a context and a plural form."""
        return self.words.context_plural(message, count, **self._expand(values))

    def card(self, card: str, form: str = "name") -> str:
        """The name of ``card`` in ``form`` (``name``, ``nom``, ``acc``, ``dat``)."""
        key = (card, form)
        if key not in self.names:
            self.names[key] = self.words.context(CARD_NAMES[form][card])
        return self.names[key]

    def counted(self, card: str, count: int) -> str:
        """``count`` copies of ``card``: "3 Guards"."""
        return self.words.context_plural(CARD_COUNTED[card], count)

    def _expand(self, values: dict[str, Any]) -> dict[str, Any]:
        out = dict(values)
        for key, value in values.items():
            if key.endswith("card") and value in CARD_NAMES["name"]:
                out[key] = self.card(value)
                for form in FORMS:
                    out[f"{key}_{form}"] = self.card(value, form)
        return out


def card_words(words: Any) -> CardWords:
    """``words`` able to say Love Letter's cards (``words`` itself if it already can)."""
    return words if isinstance(words, CardWords) else CardWords(words)
