"""Markers for translatable texts: they return their text unchanged, and ``make
extract`` finds every text they mark (keywords N_, NP_, NN_).

>>> N_("Player {number}"), NP_("card", "Guard"), NN_("one card", "{count} cards")
('Player {number}', ('card', 'Guard'), ('one card', '{count} cards'))
"""


def N_(message: str) -> str:
    """Mark ``message`` for translation; translate it later with ``Texts.text``."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` in ``context`` (``pgettext``)."""
    return (context, message)


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural form (``ngettext``)."""
    return (singular, plural)
