"""What a process holds and has spent, read from Linux: resident memory and CPU time."""

from __future__ import annotations

import os
import resource
import time
import urllib.request
from pathlib import Path

from prometheus_client.parser import text_string_to_metric_families

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int | str = "self") -> int:
    """Resident memory (VmRSS) of process `pid`, or of this one, in KB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for process {pid}")


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of process `pid` so far, read from its CPU-time clock
    (Linux: nanoseconds, where /proc's counters step by 10 ms and a turn alone costs a few
    of those)."""
    try:
        return time.clock_gettime((~pid << 3) | 2)  # MAKE_PROCESS_CPUCLOCK(pid, CPUCLOCK_SCHED)
    except OSError:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def own_cpu_seconds() -> float:
    """User plus system CPU time of this process so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def metric_totals(port: int, *names: str) -> dict[str, float]:
    """Each named sample of the server's `/metrics` on `port`, summed over its labels."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as reply:
        text = reply.read().decode()
    totals = dict.fromkeys(names, 0.0)
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name in totals:
                totals[sample.name] += sample.value
    return totals
