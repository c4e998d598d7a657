"""The brain on messages nobody who built it wrote: the generalization split.

    python -m bench.generalization [--show-wrong 40] [--lang ar]

`bench/generalization_split/*.jsonl` holds messages written by writers who never saw the corpus,
its frames or the rules: each was given a persona, the store's catalogue and the list of
things the assistant does, and labelled each message with the one thing the shopper wants
(`bench/generalization_split/README.md`). The split is frozen: it is never trained on and never
tuned against; a new blind set is added as a new file and its first run is its figure.

Each row runs through the whole brain over the seeded demo store as signed-in customer
`demo-1`, after its `context` messages (earlier turns of the same chat). It reports:
- accuracy: the request the brain acted on is one the label accepts (`ACCEPTED`);
- the precision of cart proposals: of the turns that proposed cart lines, the share whose
  label asks for that change and whose products (when the writer named them) are among the
  lines proposed;
- cards on off-domain messages: blocks other than text, or any proposal or ticket, on a row
  labelled `out_of_domain` (the bar is 0).
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from bench.harness.generalization import load_split, measure, report
from bench.harness.report import bar


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-wrong", type=int, default=0, help="list this many misses")
    parser.add_argument("--lang", choices=("en", "ar", "arabizi"), help="only this language")
    args = parser.parse_args()
    rows = [row for row in load_split() if args.lang in (None, row["lang"])]
    bars = report(await measure(rows), args.show_wrong)
    print()
    return 0 if all([bar(f"{text}: {figure}", met) for text, figure, met in bars]) else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
