"""The game seam holds: the shell imports no game, a game imports neither the shell nor
another game, and the kit they share imports only the standard library."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import accessible_ll
from accessible_ll.games import GAMES, find_game

PACKAGE = Path(accessible_ll.__file__).parent
GAMES_DIR = PACKAGE / "games"


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.append(node.module or "")
    return names


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _inside(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_every_registered_game_lives_in_its_own_folder():
    for game_id, module in GAMES.items():
        assert module.startswith("accessible_ll.games.")
        assert (GAMES_DIR / module.rsplit(".", 1)[1] / "__init__.py").is_file()
        assert find_game(game_id).id == game_id


def test_the_kit_imports_only_the_standard_library():
    for path in (PACKAGE / "kit").rglob("*.py"):
        for name in _imports(path):
            ok = name.split(".")[0] in sys.stdlib_module_names or _inside(name, "accessible_ll.kit")
            assert ok, f"{path.name}: {name}"


def _shell() -> list[Path]:
    """Every module of the shell: everything outside the games' folders."""
    return [path for path in PACKAGE.rglob("*.py")
            if not _inside(_module(path), "accessible_ll.games")]


def test_the_shell_imports_no_game():
    for path in _shell():
        for name in _imports(path):
            bad = _inside(name, "accessible_ll.games") and name != "accessible_ll.games"
            assert not bad, f"{_module(path)} imports the game {name}"


def test_a_game_imports_only_the_kit_and_its_own_folder():
    for folder in (p for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file()):
        own = f"accessible_ll.games.{folder.name}"
        allowed = ["accessible_ll.kit", own]
        for path in folder.rglob("*.py"):
            for name in _imports(path):
                if name.startswith("accessible_ll"):
                    assert any(_inside(name, a) for a in allowed), f"{_module(path)}: {name}"
                else:
                    assert name.split(".")[0] in sys.stdlib_module_names, \
                        f"{_module(path)}: {name}"


def test_the_review_and_bot_a_game_names_for_the_shell_are_its_own():
    for game_id in GAMES:
        game = find_game(game_id)
        told = game.narration
        assert told.score_review in {None, *(r.id for r in told.reviews)}, game_id
        assert game.tools.takeover in {None, *game.tools.bots}, game_id


def test_a_games_rules_draw_only_through_the_kits_chance():
    """Outside its bots (which think with the generator the shell hands them), no module
    of a game imports ``random``: its deals and dice come from the kit's Chance, so a game
    replays from its seed and journal."""
    drawing = [path.relative_to(GAMES_DIR) for path in GAMES_DIR.rglob("*.py")
               if "bots" not in path.relative_to(GAMES_DIR).parts
               and path.name != "bots.py" and "random" in _imports(path)]
    assert not drawing


#: The module of each role in every game's folder (docs/architecture.md, "Adding a
#: game"); Love Letter keeps its pure rules in engine/ and its bots in bots/.
LAYOUT = {"__init__", "cards", "state", "actions", "events", "errors", "view", "bots",
          "words", "narrator", "ask", "reviews", "rules", "cues", "telling", "scenario",
          "engine"}
#: What only one game has.
OWN = {"love_letter": {"editions", "cardwords", "choices", "brief", "saved", "setup"}}


def test_every_game_names_each_role_with_the_same_module():
    for folder in sorted(path for path in GAMES_DIR.iterdir() if (path / "__init__.py").is_file()):
        modules = {path.stem for path in folder.iterdir()
                   if path.suffix == ".py" or (path / "__init__.py").is_file()}
        assert modules <= LAYOUT | OWN.get(folder.name, set()), (folder.name, modules - LAYOUT)
