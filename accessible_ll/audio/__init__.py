"""Sound cues: a CuePlayer protocol, an OpenAL player (cyal) and a silent one."""

from accessible_ll.audio.cues import CUE_NAMES, sound_dir
from accessible_ll.audio.player import AudioNotice, CuePlayer, SilentCuePlayer, open_cue_player

__all__ = ["CUE_NAMES", "AudioNotice", "CuePlayer", "SilentCuePlayer",
           "open_cue_player", "sound_dir"]
