"""The engine is pure: it imports no UI, speech, audio or translation code."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import accessible_ll

FORBIDDEN = ("textual", "gettext", "accessible_output3", "cyal", "babel",
             "accessible_ll.narration", "accessible_ll.tui")


def test_importing_the_engine_loads_nothing_forbidden():
    """The engine, the editions and the view load no user interface, speech or words
    (Love Letter's descriptor, which joins them to its words, is left out: it is the
    game's, not the engine's)."""
    code = ("import sys, types, pathlib, accessible_ll.games;"
            "p = types.ModuleType('accessible_ll.games.love_letter');"
            "p.__path__ = [str(pathlib.Path(accessible_ll.games.__file__).parent"
            " / 'love_letter')];"
            "sys.modules[p.__name__] = p;"
            "import accessible_ll.games.love_letter.engine, accessible_ll.games.love_letter"
            ".editions, accessible_ll.games.love_letter.view;"
            "print('\\n'.join(sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True).stdout.split()
    bad = [name for name in loaded if name.split(".")[0] in FORBIDDEN
           or any(name.startswith(f + ".") or name == f for f in FORBIDDEN)]
    assert bad == []


def test_engine_sources_import_only_the_engine_and_the_standard_library():
    engine = Path(accessible_ll.__file__).parent / "games" / "love_letter" / "engine"
    paths = sorted(engine.glob("*.py"))
    assert paths, engine
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                if name.startswith("accessible_ll"):
                    assert name.startswith(("accessible_ll.games.love_letter.engine",
                                            "accessible_ll.kit")), \
                        f"{path.name}: {name}"
                else:
                    assert name.split(".")[0] in sys.stdlib_module_names, f"{path.name}: {name}"
