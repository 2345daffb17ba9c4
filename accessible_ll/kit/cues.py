"""The cues card games share, with their words and files (``kit/sounds/``): a game names
those it plays among its own in its descriptor's ``sounds``.

>>> DEAL.id, DEAL.file.name, DEAL.file.is_file()
('deal', 'deal.wav', True)
>>> [cue.id for cue in CARD_CUES]
['deal', 'draw', 'play', 'discard', 'your_turn', 'eliminated', 'game_won']
"""

from __future__ import annotations

from pathlib import Path

from accessible_ll.kit import N_, Cue

#: The folder of the kit's cue files.
SOUNDS = Path(__file__).resolve().parent / "sounds"


def cue_here(folder: Path, id: str, label: str) -> Cue:
    """The cue ``id`` whose file is ``folder/ID.wav`` (a game's: its ``sounds`` folder)."""
    return Cue(id, label, folder / f"{id}.wav")


# Translators: name of the sound cue played when the cards are dealt.
DEAL = cue_here(SOUNDS, "deal", N_("cards dealt"))
# Translators: name of the sound cue played when a player draws.
DRAW = cue_here(SOUNDS, "draw", N_("a card drawn"))
# Translators: name of the sound cue played when a card is played.
PLAY = cue_here(SOUNDS, "play", N_("a card played"))
# Translators: name of the sound cue played when a card is discarded.
DISCARD = cue_here(SOUNDS, "discard", N_("a card discarded"))
# Translators: name of the sound cue played when the listener's turn starts.
YOUR_TURN = cue_here(SOUNDS, "your_turn", N_("your turn"))
# Translators: name of the sound cue played when a player is out of the round.
ELIMINATED = cue_here(SOUNDS, "eliminated", N_("out of the round"))
# Translators: name of the sound cue played when the game is won.
GAME_WON = cue_here(SOUNDS, "game_won", N_("game won"))

#: Every cue of the kit, in the order the sound test plays them.
CARD_CUES = (DEAL, DRAW, PLAY, DISCARD, YOUR_TURN, ELIMINATED, GAME_WON)
