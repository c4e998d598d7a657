"""The hub's layers, read from its source: no module imports a layer above its own, and no
import cycle exists, between modules or between packages.

    base <- actors <- storage and features <- handlers <- composition root

Every import counts wherever it is written: at module level, inside a function (a deferred
import is still a dependency, only a later one), and under `if TYPE_CHECKING:` (a type
named from an upper layer is a dependency on that layer's design all the same). A module
that matches no layer fails the test too, so a new one is placed on purpose.

    python -m tests.test_layers     # every violation, as this test reports it
"""

from __future__ import annotations

import ast
import functools
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("hub", "actors", "handlers", "storage")
SCRIPTS = ("run",)

# From the bottom up. A module belongs to the first layer naming it or a package above it.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "base",
        (
            "hub",  # the package itself: its __init__ only
            "hub.errors",
            "hub.catalogue",
            "hub.validation",
            "hub.auth",
            "hub.envelope",
            "hub.settings",
            "hub.networks",
            "hub.cors",
            "hub.version",
            "hub.metrics",
            "hub.logs",
            "hub.sse",
            "hub.text",
            "hub.drain",
            "hub.heap",
            "hub.event_loop",
            "hub.schemas",
        ),
    ),
    ("actors", ("actors",)),
    (
        "storage and features",
        (
            "storage",
            "hub.ratelimit",
            "hub.guests",
            "hub.bus_metrics",
            "hub.store_settings",
            "hub.storefront",
            "hub.notifications",
            "hub.assistant",
            "hub.openapi",
            "hub.web",
        ),
    ),
    ("handlers", ("handlers",)),
    ("composition root", ("hub.app", "hub.cli", "hub.serving", "hub.__main__", "run")),
)
LAYER_NAMES = [name for name, _ in LAYERS]


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int

    def __str__(self) -> str:
        return f"{self.importer}:{self.line} -> {self.imported}"


def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    for script in SCRIPTS:
        found[script] = ROOT / f"{script}.py"
    return found


def _owner(name: str, known: dict[str, Path]) -> str | None:
    """The project module an imported name lives in (its longest known prefix)."""
    parts = name.split(".")
    while parts:
        if ".".join(parts) in known:
            return ".".join(parts)
        parts.pop()
    return None


def imports(known: dict[str, Path]) -> list[Import]:
    """Every import between the project's modules, at any depth of the source."""
    found: dict[tuple[str, str], Import] = {}
    for module, path in known.items():
        is_package = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    package = module.split(".") if is_package else module.split(".")[:-1]
                    package = package[: len(package) - (node.level - 1)]
                    base = ".".join([*package, base] if base else package)
                # `from package import module` depends on that module, not on the package.
                names = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                    for alias in node.names
                ]
            for name in names:
                target = _owner(name, known)
                if target is not None and target != module:
                    found.setdefault((module, target), Import(module, target, node.lineno))
    return sorted(found.values(), key=lambda i: (i.importer, i.line, i.imported))


def layer_of(module: str) -> int | None:
    best: tuple[int, int] | None = None  # (length of the matching name, layer)
    for index, (_, names) in enumerate(LAYERS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and (
                best is None or len(name) > best[0]
            ):
                best = (len(name), index)
    return None if best is None else best[1]


def package_of(module: str) -> str:
    """The unit of the package graph: a top-level package, or one of `hub`'s subpackages
    (a feature), or one of `hub`'s own modules."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "hub" and len(parts) > 1 else parts[0]


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    nodes = sorted(set(edges) | {b for targets in edges.values() for b in targets})
    for root in nodes:
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


@functools.cache
def violations() -> dict[str, list[str]]:
    known = modules()
    edges = imports(known)
    unplaced = sorted(m for m in known if layer_of(m) is None)
    upward = [
        f"{edge} ({LAYER_NAMES[layer_of(edge.importer) or 0]} imports "
        f"{LAYER_NAMES[layer_of(edge.imported) or 0]})"
        for edge in edges
        if (layer_of(edge.importer) or 0) < (layer_of(edge.imported) or 0)
    ]
    module_graph: dict[str, set[str]] = {}
    package_graph: dict[str, set[str]] = {}
    for edge in edges:
        module_graph.setdefault(edge.importer, set()).add(edge.imported)
        a, b = package_of(edge.importer), package_of(edge.imported)
        if a != b:
            package_graph.setdefault(a, set()).add(b)
    return {
        "modules in no layer": unplaced,
        "upward imports": upward,
        "module cycles": [" <-> ".join(c) for c in cycles(module_graph)],
        "package cycles": [" <-> ".join(c) for c in cycles(package_graph)],
    }


def test_every_module_has_a_layer() -> None:
    assert violations()["modules in no layer"] == []


def test_no_module_imports_a_layer_above_its_own() -> None:
    assert violations()["upward imports"] == []


def test_no_import_cycle_between_modules() -> None:
    assert violations()["module cycles"] == []


def test_no_import_cycle_between_packages() -> None:
    assert violations()["package cycles"] == []


def test_the_check_sees_imports_wherever_they_are_written(tmp_path: Path) -> None:
    """The scanner itself: a deferred, a relative and a TYPE_CHECKING import are all seen."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from handlers.base import HubHandler\n"
        "def later():\n    import hub.app\n"
        "from . import errors\n"
    )
    path = ROOT / "hub" / "settings.py"
    known = {"hub.settings": tmp_path / "settings.py", "hub.app": path, "hub.errors": path}
    known["handlers.base"] = path
    (tmp_path / "settings.py").write_text(source)
    found = {(i.importer, i.imported) for i in imports({"hub.settings": known["hub.settings"]})}
    assert found == set()  # nothing resolves: no other module is known
    scanned = {
        (i.importer, i.imported)
        for i in imports(known)
        if i.importer == "hub.settings"  # the other three stand for real files
    }
    assert scanned == {
        ("hub.settings", "handlers.base"),
        ("hub.settings", "hub.app"),
        ("hub.settings", "hub.errors"),
    }
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


if __name__ == "__main__":
    report = violations()
    for kind, found in report.items():
        print(f"{kind}: {len(found)}")
        for line in found:
            print(f"  {line}")
    sys.exit(1 if any(report.values()) else 0)
