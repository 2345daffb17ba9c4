"""Markers for translatable texts (the kit's, for the shell's own messages): they
return their text unchanged, and ``make extract`` finds every text they mark.

>>> N_("Player {number}"), NP_("card", "Queen"), NN_("one card", "{count} cards")
('Player {number}', ('card', 'Queen'), ('one card', '{count} cards'))
"""

from accessible_ll.kit import N_, NN_, NNP_, NP_

__all__ = ["N_", "NN_", "NNP_", "NP_"]
