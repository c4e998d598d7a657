"""Whether the assistant acts only on what it understood, over a probe set of our own.

`data/acting_probes.jsonl` holds messages of three kinds, in English, Gulf Arabic and Arabizi:
- `off_domain`: about something else, with a word the catalogue also has ("my car needs an
  oil change", "spill the tea", "apple stock dropped");
- `no_action`: about goods, asking nothing of the cart or the catalogue (a story, a dislike,
  a negation, a plan, thanks, a question of policy: "my kids hate bananas");
- `act`: a request to see, buy, add, remove or change goods.

`data/store_questions.jsonl` holds `store` messages: a question or request of the store's own
(an order, delivery, a code, points, the wallet, a refund, paying, the app, a branch, goods, a
recipe), most with a clause of the shopper's life beside it ("im going out soon", "my mom is
visiting", "عندي دوام"), written from the catalogue and accounts alone.

`data/other_matters_probes.jsonl` holds 449 more `off_domain` messages over 63 everyday
domains (banking, telecom, repairs, clinics, jobs, law...), half of them with a grocery word in
another sense ("my code is spaghetti", "خيار ثاني غير باقتي"), written from the catalogue
alone by someone who never saw the corpus.

Each message is sent alone (no memory) as a guest and as the signed-in demo customer, each
with a cart of everyday goods so that a removal or a change has something to act on. A
product card (`products`, `product_detail`), the offers' goods or a cart proposal is an
act; of an off-domain message, anything but the polite decline is (any card, a help
answer, a ticket). An off-domain or no-action message must not act for either; a request
must act for both. A store message is wrong when, for either, it is met with the bare decline
of another matter (any other answer is right here: whether it is the best is judged elsewhere).

    python -m tests.assistant.brain.probes   # lists every miss and the counts
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from pathlib import Path

from hub.assistant.brain import EmbeddedBrain
from hub.assistant.brain.turn import INTENT
from hub.assistant.brain.understood import OUT_OF_DOMAIN
from hub.assistant.events import BlockOut, HandedOff, Proposal, TurnInput
from hub.storefront.embedded import EmbeddedStorefront
from hub.storefront.port import CartMutation, LineItem
from tests.assistant.brain.harness import CUSTOMER_ID
from tests.storefront.test_embedded import Clock, seeded_storefront

DATA = Path(__file__).parent / "data"
PROBE_FILES = (
    DATA / "acting_probes.jsonl",
    DATA / "other_matters_probes.jsonl",
    DATA / "fresh_probes.jsonl",
    DATA / "fresh_probes_2.jsonl",
    DATA / "store_questions.jsonl",
)
# what the decline of another matter may carry: the chips of what the assistant can do
_DECLINE_BLOCKS = frozenset({"actions"})
GOODS_SHOWN = frozenset({"products", "product_detail", "offers"})
KINDS = ("off_domain", "no_action", "act", "store")
OWNERS = (("guest:" + "7" * 32, None), (f"customer:{CUSTOMER_ID}", CUSTOMER_ID))
# bananas, 1 L Almarai milk, white eggs, tomatoes, water, white Arabic bread
_EVERYDAY = (
    LineItem("p-0001", None, 2),
    LineItem("p-0201", "p-0201-v1", 1),
    LineItem("p-0226", "p-0226-v1", 1),
    LineItem("p-0101", "p-0101-v1", 1),
    LineItem("p-1401", "p-1401-v1", 1),
    LineItem("p-0301", None, 1),
)


@dataclass(frozen=True, slots=True)
class Probe:
    text: str
    language: str  # en, ar or arabizi: how it is written
    kind: str


@dataclass(frozen=True, slots=True)
class Outcome:
    probe: Probe
    acted: tuple[bool, ...]  # per owner, in `OWNERS` order; of a store message, declined

    @property
    def wrong(self) -> bool:
        if self.probe.kind == "act":
            return not all(self.acted)
        return any(self.acted)


def load_probes() -> list[Probe]:
    rows = [
        json.loads(line)
        for path in PROBE_FILES
        for line in path.read_text("utf-8").splitlines()
        if line
    ]
    return [Probe(row["text"], row["language"], row["kind"]) for row in rows]


async def _stock_carts(store: EmbeddedStorefront) -> None:
    for owner, _ in OWNERS:
        if (await store.cart(owner))["items"]:
            await store.apply(owner, CartMutation("clear_cart"))
        await store.apply(owner, CartMutation("add_to_cart", _EVERYDAY))


async def acts(brain: EmbeddedBrain, probe: Probe, owner: str, customer: str | None) -> bool:
    """Whether the message was acted on; of a store message, whether it was declined as
    another matter's: read as such, with nothing but the decline's chips beside its words."""
    language = "en" if probe.language == "en" else "ar"
    turn = TurnInput(probe.text, language, owner, customer, "probe", {})  # type: ignore[arg-type]
    acted = False
    declining = probe.kind in ("off_domain", "store")
    async for event in brain.run_turn(turn):
        if isinstance(event, Proposal) or (declining and isinstance(event, HandedOff)):
            acted = True
        elif isinstance(event, BlockOut):
            kind = event.block["kind"]
            acted = acted or (kind not in _DECLINE_BLOCKS if declining else kind in GOODS_SHOWN)
    if probe.kind == "store":
        return not acted and turn.memory.get(INTENT) == OUT_OF_DOMAIN
    return acted


async def run_probes(probes: list[Probe] | None = None) -> list[Outcome]:
    """Each probe's outcome, on a demo store of its own: a complaint among them may open a
    ticket, which no other test's store should hold."""
    store = await seeded_storefront(Clock())
    await _stock_carts(store)
    brain = EmbeddedBrain(store)
    outcomes = []
    for probe in probes if probes is not None else load_probes():
        acted = tuple([await acts(brain, probe, owner, customer) for owner, customer in OWNERS])
        outcomes.append(Outcome(probe, acted))
    return outcomes


def main() -> None:
    outcomes = asyncio.run(run_probes())
    for kind in KINDS:
        of_kind = [o for o in outcomes if o.probe.kind == kind]
        wrong = [o for o in of_kind if o.wrong]
        for outcome in wrong:
            print(f"{kind}\t{outcome.probe.language}\t{outcome.acted}\t{outcome.probe.text}")
        print(f"## {kind}: {len(wrong)} wrong of {len(of_kind)}")
        for language in ("en", "ar", "arabizi"):
            count = sum(o.probe.language == language for o in wrong)
            print(f"   {language}: {count}")


if __name__ == "__main__":
    main()
