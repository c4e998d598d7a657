"""The benches run as the docs name them, `python -m bench.<name>` from the repository root,
and each measures the checkout it sits in: no bench reaches into the tests or edits
`sys.path`, and a bench uses what another bench shares only through `bench.harness`."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
SOURCES = sorted(BENCH.rglob("*.py"))
BENCHES = sorted(f"bench.{path.stem}" for path in BENCH.glob("*.py") if path.stem != "__init__")
HARNESS = sorted(
    f"bench.harness.{path.stem}"
    for path in (BENCH / "harness").glob("*.py")
    if path.stem != "__init__"
)
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def module_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def imports(tree: ast.AST) -> list[str]:
    """Every module a source imports by absolute name."""
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


def sys_path_edits(tree: ast.AST) -> list[int]:
    """Lines that name `sys.path` (or import `path` from `sys`): a bench has no reason to."""
    lines = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr == "path"
            and isinstance(node.value, ast.Name)
            and node.value.id == "sys"
        ):
            lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom) and node.module == "sys":
            lines += [node.lineno for alias in node.names if alias.name == "path"]
    return lines


@pytest.mark.parametrize("path", SOURCES, ids=module_of)
def test_no_bench_imports_the_tests_or_edits_sys_path(path: Path) -> None:
    tree = ast.parse(path.read_text(), str(path))
    from_tests = [name for name in imports(tree) if name == "tests" or name.startswith("tests.")]
    assert from_tests == [], f"{module_of(path)} imports {from_tests}"
    assert sys_path_edits(tree) == [], f"{module_of(path)} names sys.path"


@pytest.mark.parametrize("path", SOURCES, ids=module_of)
def test_what_benches_share_comes_from_the_harness_alone(path: Path) -> None:
    tree = ast.parse(path.read_text(), str(path))
    benches = [
        name
        for name in imports(tree)
        if (name == "bench" or name.startswith("bench."))
        and not (name == "bench.harness" or name.startswith("bench.harness."))
    ]
    assert benches == [], f"{module_of(path)} imports another bench: {benches}"


@pytest.mark.parametrize("name", [*BENCHES, *HARNESS])
def test_every_bench_module_imports(name: str) -> None:
    module = importlib.import_module(name)
    assert Path(module.__file__ or "").is_relative_to(BENCH)
    if name in BENCHES:
        assert callable(getattr(module, "main", None)), f"{name} has no main()"


def test_the_docs_name_only_bench_commands_that_run() -> None:
    named: set[str] = set()
    for doc in DOCS:
        text = doc.read_text()
        assert not re.search(r"python3? bench/", text), f"{doc.name} runs a bench by its path"
        named |= set(re.findall(r"python -m (bench(?:\.\w+)+)", text))
    assert named >= {"bench.notifications", "bench.loop_actors", "bench.startup"}
    missing = sorted(name for name in named if importlib.util.find_spec(name) is None)
    assert missing == []


def test_a_bench_runs_from_the_repository_root_and_prints_its_bars() -> None:
    """The smallest real run of one bench, as the docs give its command: it measures and
    reports (whether its bars pass at this size is no concern here)."""
    result = subprocess.run(
        [sys.executable, "-m", "bench.loop_actors", "--actors", "200", "--asks", "200"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode in (0, 1), result.stderr
    bars = [line for line in result.stdout.splitlines() if line.startswith("bar: ")]
    assert len(bars) == 2, result.stdout
    assert all(line.endswith((" PASS", " FAIL")) for line in bars)
    assert "LoopActor" in result.stdout and "Threading" in result.stdout
