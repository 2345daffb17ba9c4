"""No module of the package imports, directly or through others, a module that imports
it back (imports inside functions count too; those only for type hints do not)."""

from __future__ import annotations

import ast
from pathlib import Path

import accessible_ll

PACKAGE = Path(accessible_ll.__file__).parent
#: The one circle left: the command line and the table's commands share helpers that
#: still live in cli.py (to be moved into a module of their own).
LEFT: list[set[str]] = []


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _type_hint_only(tree: ast.AST) -> set[int]:
    return {id(inner) for node in ast.walk(tree)
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
            for inner in ast.walk(node)}


def _graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _type_hint_only(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Import):
                edges |= {known(alias.name) for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package
                    for _ in range(node.level - 1):
                        up = up.rpartition(".")[0]
                    base = f"{up}.{base}" if base else up
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    edges.add(full if full in modules else known(base))
        graph[name] = {edge for edge in edges if edge and edge != name}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The groups of modules that reach each other (Tarjan's strongly connected parts)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                circles.append(group)

    for node in graph:
        if node not in index:
            visit(node)
    return circles


def test_no_circles_but_the_one_left():
    assert sorted(map(sorted, _circles(_graph(_modules())))) == sorted(map(sorted, LEFT))


def test_a_circle_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(graph) == [{"a", "b", "c"}]
