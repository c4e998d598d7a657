"""How long a hub takes to be ready, and what it holds idle, beside a bare Tornado app.

    python -m bench.startup [--starts 3] [--idle 3] [--brain embedded|llm]

Starts alternate in one run: the bare app, then the hub, `--starts` times each, so a busy
moment of a shared machine falls on both. Each start is timed from the process's launch to
its first 200: `GET /readyz` for the hub (`python run.py` as a checkout runs it: embedded
storage, the demo store seeded, the embedded brain, or `--brain llm` with a model server
configured), `GET /` for the bare app (Tornado, one route, in a process of its own). Idle
RSS is read from /proc after `--idle` seconds with no request. Medians, and the hub's over
the bare app's as ratios.

Both run with their bytecode cached, as an installed wheel or the image runs (pip compiles
it at install): the processes write it under a temporary `PYTHONPYCACHEPREFIX`, and one
uncounted start of each comes first. Without a cache (`PYTHONDONTWRITEBYTECODE=1` in a
checkout) every start compiles the hub's sources again, about half a second more.

Exits non-zero when a bar is missed: ready <= 8x the bare app, idle RSS <= 150 MB with the
embedded brain.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from bench.harness.processes import ROOT, clean_env, free_port, wait_ready
from bench.harness.readings import rss_kb
from bench.harness.report import bars, print_table

READY_RATIO_BAR = 8.0
RSS_BAR_MB = 150.0
POLL = 0.005  # seconds between two readiness checks
DEADLINE = 300.0  # a start slower than this is a failure, not a figure

BARE_APP = """
import sys
import tornado.ioloop, tornado.web

class Root(tornado.web.RequestHandler):
    def get(self):
        self.write("ok")

tornado.web.Application([(r"/", Root)]).listen(int(sys.argv[1]), "127.0.0.1")
tornado.ioloop.IOLoop.current().start()
"""


def start_once(server: str, brain: str, idle: float, bytecode: str) -> tuple[float, float]:
    """One start: seconds to the first 200, and the idle RSS in MB after it."""
    port = free_port()
    env = clean_env(PYTHONPYCACHEPREFIX=bytecode)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if server == "hub":
        env.update(HUB_HOST="127.0.0.1", HUB_PORT=str(port))
        if brain == "llm":  # no model server need answer: the hub does not call it at start
            env.update(HUB_BRAIN="llm", HUB_LLM_URL=f"http://127.0.0.1:{free_port()}/v1")
        command, url = [sys.executable, "run.py"], f"http://127.0.0.1:{port}/readyz"
    else:
        command, url = [sys.executable, "-c", BARE_APP, str(port)], f"http://127.0.0.1:{port}/"
    launched = time.monotonic()
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        try:
            wait_ready(url, DEADLINE, process, poll=POLL)
        except RuntimeError as error:
            output = (
                process.stderr.read().decode()
                if process.poll() is not None and process.stderr
                else ""
            )
            raise RuntimeError(f"{server}: {error} {output}".rstrip()) from None
        ready = time.monotonic() - launched
        time.sleep(idle)
        return ready, rss_kb(process.pid) / 1024
    finally:
        process.terminate()
        process.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=3)
    parser.add_argument("--idle", type=float, default=3.0)
    parser.add_argument("--brain", choices=("embedded", "llm"), default="embedded")
    args = parser.parse_args()

    figures: dict[str, list[tuple[float, float]]] = {"bare": [], "hub": []}
    with tempfile.TemporaryDirectory(prefix="startup-bytecode-") as bytecode:
        for server in ("bare", "hub"):
            start_once(server, args.brain, 0, bytecode)  # writes the bytecode cache
        for n in range(args.starts):
            for server in ("bare", "hub"):
                ready, rss = start_once(server, args.brain, args.idle, bytecode)
                figures[server].append((ready, rss))
                print(f"start {n + 1} {server}: ready {ready * 1000:.0f} ms, RSS {rss:.1f} MB")

    def median(server: str, index: int) -> float:
        return statistics.median(start[index] for start in figures[server])

    hub_ready, bare_ready = median("hub", 0), median("bare", 0)
    hub_rss, bare_rss = median("hub", 1), median("bare", 1)
    load = f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    print(f"\nmedians of {args.starts} alternating starts each (hub brain: {args.brain}; {load}):")
    print_table(
        ("hub", "bare Tornado", "ratio"),
        [
            ("ready", f"{hub_ready * 1000:.0f} ms", f"{bare_ready * 1000:.0f} ms",
             f"{hub_ready / bare_ready:.1f}x"),
            ("idle RSS", f"{hub_rss:.1f} MB", f"{bare_rss:.1f} MB", f"{hub_rss / bare_rss:.1f}x"),
        ],
    )  # fmt: skip
    lines = [
        (
            f"ready <= {READY_RATIO_BAR:.0f}x the bare app:",
            hub_ready / bare_ready <= READY_RATIO_BAR,
        ),
    ]
    if args.brain == "embedded":
        lines.append((f"idle RSS <= {RSS_BAR_MB:.0f} MB:", hub_rss <= RSS_BAR_MB))
    return 0 if bars(lines) else 1


if __name__ == "__main__":
    sys.exit(main())
