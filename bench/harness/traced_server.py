"""A bench's server (the hub or Tornado alone) whose Python allocations can be counted
between two moments, for `bench.stream_memory`.

    python -m bench.harness.traced_server hub|raw OUT.json

The first SIGUSR1 starts `tracemalloc` and takes a snapshot; the second takes another and
writes to OUT.json what was allocated in between and is still held: the total, and what
each source line holds. Tracing starts only at the first signal, so a server's start
(the hub's, or an older hub's that fitted a model at start) runs at its own speed.
"""

from __future__ import annotations

import gc
import os
import runpy
import signal
import sys
import tracemalloc
from pathlib import Path
from types import FrameType

import orjson

from bench.harness.processes import ROOT, SERVERS


class Tracer:
    def __init__(self, out: Path) -> None:
        self.out = out
        self.first: tracemalloc.Snapshot | None = None

    def on_signal(self, _signum: int, _frame: FrameType | None) -> None:
        gc.collect()
        if not tracemalloc.is_tracing():
            tracemalloc.start(1)
        snapshot = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)]
        )
        if self.first is None:
            self.first = snapshot
            return
        stats = snapshot.compare_to(self.first, "lineno")
        lines = [(f"{s.traceback[0].filename}:{s.traceback[0].lineno}", s.size_diff) for s in stats]
        held = sum(size for _, size in lines)
        self.out.write_bytes(
            orjson.dumps({"bytes": held, "lines": [[w, b] for w, b in lines if b]})
        )


def main() -> None:
    kind, out = sys.argv[1], Path(sys.argv[2])
    signal.signal(signal.SIGUSR1, Tracer(out).on_signal)
    os.chdir(ROOT)
    target = SERVERS[kind]
    sys.argv = [target]
    if kind == "hub":
        runpy.run_path(target, run_name="__main__")
    else:
        runpy.run_module(target, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
