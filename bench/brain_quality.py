"""How well the assistant understands shoppers, and how fast it answers on its own.

    python -m bench.brain_quality [--seconds 5]

On the corpus's held-out split (`hub/assistant/brain/corpus/heldout.jsonl`, never trained on):
- intent accuracy per intent and per language (English; Arabic, Arabizi included; Arabizi
  alone), of the understanding the brain acts on (the model, the rules when it is unsure,
  the clarifying question), with the confusions;
- the same for phrasings never seen at all: a second model is trained without one frame in
  five (of the whole corpus) and tested on those frames only;
- out-of-domain false products: every held-out out-of-domain message is sent through the
  whole brain, as a guest and as a signed-in customer, over the seeded demo store; any
  product card or cart proposal counts;
- brain-alone turns per second, one turn after another on the demo store: the shopping turns
  `bench/assistant.py` sends (held to the bar), and every held-out message (all intents,
  complaints and recipes included); counted per second of this process's CPU time, since the
  wall clock of a shared machine also counts other processes (both are printed).

- shopping messages written whole (the held-out fifth of `corpus/in_domain`), by their topic's
  request; the domain gate alone on every held-out part it was not fitted on;
- the generalization split (`bench/generalization.py`): messages written by outsiders.

Exits non-zero when a bar is missed: accuracy >= 95% in English and in Arabic, 0 product
cards for out-of-domain messages, >= 2,000 turns/s, and the generalization split's bars
(>= 90% right, cart-proposal precision >= 99%, 0 cards on its off-domain part).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator

from bench.harness.generalization import load_split
from bench.harness.generalization import measure as measure_generalization
from bench.harness.generalization import report as report_generalization
from bench.harness.report import bar
from bench.harness.turns import SHOPPING
from hub.assistant.brain import EmbeddedBrain
from hub.assistant.brain import brain as brain_module
from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.corpus.build import (
    frame_held_out,
    in_domain_messages,
    off_domain_messages,
    written_requests,
)
from hub.assistant.brain.domain import domain_gate
from hub.assistant.brain.intents import recognise
from hub.assistant.brain.model import Ranking, load_rows
from hub.assistant.brain.normaliser import Normalised, normalise
from hub.assistant.brain.off_domain import OFF_DOMAIN_SURE, off_domain
from hub.assistant.brain.training import train as train_model
from hub.assistant.brain.understanding import understand
from hub.assistant.brain.understood import Understanding
from hub.assistant.brain.utterance import Utterance
from hub.assistant.events import BlockOut, Proposal, TurnInput
from hub.storefront.embedded import EmbeddedStorefront
from storage.stores import memory_storage

ACCURACY_BAR = 0.95
TURNS_PER_SECOND_BAR = 2000.0
PRODUCT_KINDS = frozenset({"products", "product_detail"})

Row = dict[str, str]


def language_of(row: Row) -> str:
    return "en" if row["script"] == "en" else "ar"


def score(
    rows: list[Row], predict: object
) -> tuple[dict[str, list[int]], Counter[tuple[str, str]]]:
    """{group: [right, total]} by intent, language and script; and the confusions."""
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    confusions: Counter[tuple[str, str]] = Counter()
    for row in rows:
        guess = predict(row["text"])  # type: ignore[operator]
        right = guess == row["intent"]
        for group in (
            f"intent:{row['intent']}",
            f"language:{language_of(row)}",
            f"script:{row['script']}",
        ):
            tally[group][0] += right
            tally[group][1] += 1
        if not right:
            confusions[(row["intent"], guess)] += 1
    return tally, confusions


def understood(text: str) -> str:
    """The intent the brain acts on, the domain gate's decline included (a message alone,
    so nothing it continues). `general` (one bare word: a catalogue lookup first) is the
    answer to a product search, so it counts as `search`."""
    message = normalise(text)
    request = take_budget(message.text)[1]
    reading = understand(message, Utterance(request))
    intent = reading.intent
    if off_domain(reading, intent, continues=False):
        intent = "out_of_domain"
    return "search" if intent == "general" else intent


def gate_figures() -> list[tuple[str, int, int]]:
    """(what, wrong, of) for the domain gate alone on every held-out part it was not fitted
    on: shopping messages it would decline, off-domain messages it would let through."""
    gate = domain_gate()

    def off(text: str) -> float:
        message = normalise(text)
        utterance = Utterance(take_budget(message.text)[1])
        return gate.off_domain(message.text, utterance, recognise(utterance))

    corpus = [row for row in load_rows("heldout") if row["intent"] != "out_of_domain"]
    figures = [
        ("corpus shopping messages declined", corpus),
        ("written shopping messages declined", in_domain_messages("heldout")),
    ]
    out = [
        (what, sum(off(row["text"]) >= OFF_DOMAIN_SURE for row in rows), len(rows))
        for what, rows in figures
    ]
    for script in ("en", "ar", "arabizi"):
        rows = [row for row in off_domain_messages("heldout") if row["script"] == script]
        missed = sum(off(row["text"]) < OFF_DOMAIN_SURE for row in rows)
        out.append((f"written off-domain messages let through, {script}", missed, len(rows)))
    return out


def share(pair: list[int]) -> float:
    return pair[0] / pair[1] if pair[1] else float("nan")


def report_accuracy(title: str, tally: dict[str, list[int]], confusions: Counter) -> None:
    print(f"\n## {title}\n")
    for key in ("language:en", "language:ar", "script:arabizi"):
        print(f"- {key.split(':')[1]}: {share(tally[key]):.1%} of {tally[key][1]}")
    print("\n| intent | accuracy | messages |\n|---|---|---|")
    for key in sorted(k for k in tally if k.startswith("intent:")):
        print(f"| {key[7:]} | {share(tally[key]):.1%} | {tally[key][1]} |")
    print("\nconfusions (expected -> understood: count):")
    for (expected, got), count in confusions.most_common(15):
        print(f"  {expected} -> {got}: {count}")


async def false_products(storefront: EmbeddedStorefront, rows: list[Row]) -> tuple[int, int]:
    brain = EmbeddedBrain(storefront)
    cards = messages = 0
    for row in rows:
        for owner, customer in (("guest:" + "0" * 32, None), ("customer:demo-1", "demo-1")):
            turn = TurnInput(row["text"], language_of(row), owner, customer, "bench", {})  # type: ignore[arg-type]
            async for event in brain.run_turn(turn):
                if isinstance(event, Proposal) or (
                    isinstance(event, BlockOut) and event.block["kind"] in PRODUCT_KINDS
                ):
                    cards += 1
            messages += 1
    return cards, messages


async def turns_per_second(
    storefront: EmbeddedStorefront, rows: list[Row], seconds: float
) -> tuple[float, float]:
    """(turns per wall-clock second, turns per second of this process's CPU time).

    On a shared machine the wall clock also counts the time other processes held the CPU;
    the CPU-time figure is what one core gives the brain, and the one held to the bar."""
    brain = EmbeddedBrain(storefront)
    done, began, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - began < seconds:
        row = rows[done % len(rows)]
        turn = TurnInput(row["text"], language_of(row), f"guest:{done:032d}", None, "bench", {})  # type: ignore[arg-type]
        async for _ in brain.run_turn(turn):
            pass
        done += 1
    return done / (time.perf_counter() - began), done / (time.process_time() - cpu)


@contextlib.contextmanager
def rules_only() -> Iterator[None]:
    """The brain as it answers when the ordered rules alone pick the request: the reference
    that says what the intent model costs a turn."""

    def by_rules(message: Normalised, utterance: Utterance) -> Understanding:
        rule = recognise(utterance)
        return Understanding(rule, Ranking(((rule, 1.0),)), rule)

    original = brain_module.understand
    brain_module.understand = by_rules  # type: ignore[assignment]
    try:
        yield
    finally:
        brain_module.understand = original  # type: ignore[assignment]


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    train, heldout = load_rows("train"), load_rows("heldout")
    print(f"corpus: {len(train)} training and {len(heldout)} held-out messages")

    tally, confusions = score(heldout, understood)
    report_accuracy("Held-out messages (the understanding the brain acts on)", tally, confusions)

    everything = train + heldout
    unseen = [row for row in everything if frame_held_out(row["frame"])]
    frame_model = train_model([row for row in everything if not frame_held_out(row["frame"])])

    def unseen_guess(text: str) -> str:
        message = normalise(text)
        return frame_model.rank(message.text, Utterance(message.text)).top

    frame_tally, frame_confusions = score(unseen, unseen_guess)
    report_accuracy(
        "Phrasings never seen (whole frames held out, model alone)", frame_tally, frame_confusions
    )

    written = written_requests("heldout")
    written_tally, written_confusions = score(written, understood)
    report_accuracy(
        "Shopping messages written whole, held out (their topic's request)",
        written_tally,
        written_confusions,
    )

    print("\n## The domain gate alone, on the held-out parts\n")
    for what, wrong, of in gate_figures():
        print(f"- {what}: {wrong} of {of} ({wrong / of:.1%})")

    generalization = await measure_generalization(load_split())
    generalization_bars = report_generalization(generalization, show_wrong=0)

    storefront = EmbeddedStorefront(memory_storage())
    await storefront.start(seed_demo=True)
    off_topic = [row for row in heldout if row["intent"] == "out_of_domain"]
    cards, sent = await false_products(storefront, off_topic)
    shopping = [{"text": text, "script": "en"} for text in SHOPPING]
    with rules_only():
        _, reference = await turns_per_second(storefront, shopping, args.seconds)
    wall, rate = await turns_per_second(storefront, shopping, args.seconds)
    mix_wall, mix_rate = await turns_per_second(storefront, heldout, args.seconds)
    await storefront.stop()
    print("\n## Whole brain on the demo store\n")
    print(f"- out-of-domain messages: {sent} turns, product cards or proposals: {cards}")
    load = f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    print(
        f"- brain alone, the assistant bench's shopping turns: {rate:.0f} turns per CPU second"
        f" ({wall:.0f} per wall-clock second; {load})"
    )
    print(
        f"- the same turns with the rules alone deciding (no model; reference, same run):"
        f" {reference:.0f} turns per CPU second; with the model: {rate / reference:.2f}x"
    )
    print(
        f"- brain alone, every held-out message: {mix_rate:.0f} turns per CPU second"
        f" ({mix_wall:.0f} per wall-clock second)"
    )

    bars = [
        *(
            (
                f"held-out accuracy, {language} >= {ACCURACY_BAR:.0%}",
                f"{share(tally[f'language:{language}']):.1%}",
                share(tally[f"language:{language}"]) >= ACCURACY_BAR,
            )
            for language in ("en", "ar")
        ),
        ("out-of-domain messages with cards or proposals = 0", str(cards), not cards),
        *generalization_bars,
        (
            f"brain alone >= {TURNS_PER_SECOND_BAR:.0f} turns per CPU second",
            f"{rate:.0f}",
            rate >= TURNS_PER_SECOND_BAR,
        ),
    ]
    print()
    for text, figure, met in bars:
        bar(f"{text}: {figure}", met)
    misses = [text for text, _, met in bars if not met]
    print("\n" + ("bars missed: " + "; ".join(misses) if misses else "all bars met"))
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
