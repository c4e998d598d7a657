"""The database driver is storage's business: no module outside `storage/` imports it, so a
new backend changes `storage/` and the composition root, not the features."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DRIVER = {"pymongo", "bson", "motor", "gridfs"}
OUTSIDE = ["hub", "actors", "handlers", "run.py"]


def driver_imports(path: Path, root: Path = ROOT) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [
            f"{path.relative_to(root)}:{node.lineno} imports {name}"
            for name in names
            if name.split(".")[0] in DRIVER
        ]
    return found


def test_no_module_outside_storage_imports_the_driver():
    files = [p for top in OUTSIDE for p in sorted((ROOT / top).rglob("*.py")) or [ROOT / top]]
    assert len(files) > 100
    assert [leak for path in files for leak in driver_imports(path)] == []


def test_the_check_sees_an_import(tmp_path):
    leak = tmp_path / "leak.py"
    leak.write_text("import json\nfrom bson import ObjectId\nimport pymongo.errors\n")
    assert driver_imports(leak, tmp_path) == [
        "leak.py:2 imports bson",
        "leak.py:3 imports pymongo.errors",
    ]
