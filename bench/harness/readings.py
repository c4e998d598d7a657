"""What a process holds and has spent, read from Linux: resident memory and CPU time."""

from __future__ import annotations

import os
import resource
import time
from pathlib import Path

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
