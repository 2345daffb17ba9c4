"""Writes the files of this folder: a settings file, the saved games of the full screen
and of the line mode, and a host's table save, as the program wrote them before every
game started the same way, each with how its game ends when played on.

It needs that version of accessible_ll (commit 1402205): run it there as
``python -m tests.legacy.make_files`` with this folder's path as its argument.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SEATS = ["human", "heuristic", "random"]
NAMES = ["Mia", "", "Tom"]


def step(match) -> None:
    """One move: the first decider's, a person's first legal action; else the pause."""
    if not match.deciders:
        match.advance()
        return
    seat = match.deciders[0]
    if match.is_bot(seat):
        match.play_bot(seat)
    else:
        match.submit(match.legal(seat)[0])


def ending(match) -> dict:
    """Play ``match`` on to its end; its journal and outcome."""
    while not match.over:
        step(match)
    outcome = match.outcome
    return {"journal": list(match.journal), "winners": list(outcome.winners),
            "scores": list(outcome.scores)}


def main(folder: Path) -> None:
    from accessible_ll.games import find_game
    from accessible_ll.match import Match
    from accessible_ll.local_match import LocalMatch
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net.match_room import MatchRoom
    from accessible_ll.net.room import RoomOptions
    from accessible_ll.settings import Settings, save_settings, with_table
    game, texts, endings = find_game("love-letter"), Texts.for_language("en"), {}
    settings = with_table(Settings(language="de", bot_pace=0.5), "love-letter",
                          variant="classic", players=3, seats=SEATS, names=NAMES,
                          options={"target": 3, "blind": True})
    save_settings(settings, folder / "settings.json")
    endings["settings.json"] = {"table": vars(settings.table("love-letter")) | {},
                                "language": "de", "bot_pace": 0.5}
    for name, seed, moves in (("saved-game.table", 7, 12), ("line-game.table", 11, 20)):
        local = LocalMatch.new(game, "classic", SEATS, texts, names=NAMES, seed=seed,
                               options={"target": 2, "blind": True}, save=folder / name)
        for _ in range(moves):
            step(local.match)
        local.save()
        local.release()
        endings[name] = ending(local.match)
    match = Match(game, "2019", ["human", "human", "heuristic"], seed=5,
                  options={"target": 2, "blind": False})
    room = MatchRoom(match, "123456", RoomOptions(save=folder / "host.table"))
    for _ in range(15):
        step(match)
    room.save()
    endings["host.table"] = ending(match)
    (folder / "endings.json").write_text(json.dumps(endings, indent=1) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
