"""What the benches share, so that each bench file holds only its own measurement.

- `processes`: free ports, hub and reference-server processes, the model server and
  `redis-server` a bench starts for itself, the open-file limit;
- `readings`: resident memory and CPU time of a process (/proc, its CPU clock), and totals
  from a server's `/metrics`;
- `report`: percentiles, the side-by-side table and the `bar:` lines;
- `sse_load`: notification-stream subscriber processes and a publisher;
- `turns`: assistant turns read as raw bytes with the kernel's receive stamps;
- `model_server`: the scripted Chat Completions server (the tests script it per request);
- `raw_sse_server` and `raw_turns`: Tornado alone speaking the hub's routes, the floor the
  hub is measured against;
- `generalization`: the brain on the frozen generalization split.
"""
