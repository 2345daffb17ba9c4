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
    code = ("import sys, accessible_ll.engine, accessible_ll.editions, accessible_ll.views;"
            "print('\\n'.join(sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True).stdout.split()
    bad = [name for name in loaded if name.split(".")[0] in FORBIDDEN
           or any(name.startswith(f + ".") or name == f for f in FORBIDDEN)]
    assert bad == []


def test_engine_sources_import_only_the_engine_and_the_standard_library():
    engine = Path(accessible_ll.__file__).parent / "engine"
    for path in engine.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                if name.startswith("accessible_ll"):
                    assert name.startswith(("accessible_ll.engine", "accessible_ll.kit")), \
                        f"{path.name}: {name}"
                else:
                    assert name.split(".")[0] in sys.stdlib_module_names, f"{path.name}: {name}"
