"""The hub's benchmarks, each run as a module from the repository root so that the hub's own
packages are the ones imported: `python -m bench.notifications --quick`.

Each bench measures one thing against a reference on the same machine, prints a side-by-side
table and its `bar:` lines (PASS or FAIL); what they share lives in `bench.harness`. Their
figures and the commands that produced them are in docs/performance.md.
"""
