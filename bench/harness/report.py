"""How every bench states its figures: percentiles, a side-by-side table, `bar:` lines.

The table is Markdown, so that a run's output pastes into docs/performance-log.md as it is;
a bar line reads `bar: <what and the figure> PASS` (or `FAIL`), the form the recorded runs
are compared by.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def percentile(values: Iterable[float], share: float) -> float:
    """The value at `share` (0.99 for p99) of `values`, by rank; NaN for none."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def print_table(columns: Sequence[str], rows: Iterable[Sequence[str]], corner: str = "") -> None:
    """A Markdown table after a blank line: `columns` head the figures' columns, `corner`
    the rows' names; every figure right-aligned."""
    head = f"| {corner} |" if corner else "| |"
    print(f"\n{head} " + " | ".join(columns) + " |")
    print("|---|" + "---:|" * len(columns))
    for row in rows:
        print("| " + " | ".join(row) + " |")


def bar(text: str, met: bool) -> bool:
    """Prints one bar line and returns whether it was met."""
    print(f"bar: {text} {'PASS' if met else 'FAIL'}")
    return met


def bars(lines: Iterable[tuple[str, bool]]) -> bool:
    """Prints each bar line (after a blank line); whether all were met."""
    print()
    return all([bar(text, met) for text, met in lines])
