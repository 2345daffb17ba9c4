"""Sound cues: a CuePlayer protocol, an OpenAL player (cyal) and a silent one."""

from accessible_ll.audio.cues import SHELL_CUES
from accessible_ll.audio.player import AudioNotice, CuePlayer, SilentCuePlayer, open_cue_player

__all__ = ["SHELL_CUES", "AudioNotice", "CuePlayer", "SilentCuePlayer", "open_cue_player"]
