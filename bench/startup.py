"""How long a hub takes to be ready, and what it holds idle, beside a bare Tornado app.

    python bench/startup.py [--starts 3] [--idle 3] [--brain embedded|llm]

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
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.notifications import free_port  # noqa: E402

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


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def start_once(server: str, brain: str, idle: float, bytecode: str) -> tuple[float, float]:
    """One start: seconds to the first 200, and the idle RSS in MB after it."""
    port = free_port()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("HUB_") and k != "PYTHONDONTWRITEBYTECODE"
    }
    env["PYTHONPYCACHEPREFIX"] = bytecode
    if server == "hub":
        env.update(PYTHONPATH=str(ROOT), HUB_HOST="127.0.0.1", HUB_PORT=str(port))
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
        while True:
            if process.poll() is not None:
                error = process.stderr.read().decode() if process.stderr else ""
                raise RuntimeError(f"{server} exited with {process.returncode}: {error}")
            if time.monotonic() - launched > DEADLINE:
                raise RuntimeError(f"{server} was not ready in {DEADLINE:.0f}s")
            try:
                with urllib.request.urlopen(url, timeout=1) as reply:
                    if reply.status == 200:
                        break
            except OSError:
                time.sleep(POLL)
        ready = time.monotonic() - launched
        time.sleep(idle)
        return ready, rss_mb(process.pid)
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
    print("| figure | hub | bare Tornado | ratio |\n|---|---|---|---|")
    print(f"| ready | {hub_ready * 1000:.0f} ms | {bare_ready * 1000:.0f} ms"
          f" | {hub_ready / bare_ready:.1f}x |")  # fmt: skip
    print(f"| idle RSS | {hub_rss:.1f} MB | {bare_rss:.1f} MB | {hub_rss / bare_rss:.1f}x |")

    bars = [
        (
            f"ready <= {READY_RATIO_BAR:.0f}x the bare app",
            hub_ready / bare_ready <= READY_RATIO_BAR,
        ),
    ]
    if args.brain == "embedded":
        bars.append((f"idle RSS <= {RSS_BAR_MB:.0f} MB", hub_rss <= RSS_BAR_MB))
    print()
    for bar, met in bars:
        print(f"bar: {bar}: {'PASS' if met else 'FAIL'}")
    return 0 if all(met for _, met in bars) else 1


if __name__ == "__main__":
    sys.exit(main())
