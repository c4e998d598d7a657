"""A shopper talking to the embedded brain over the seeded demo store, for tests.

`Chat` carries the conversation's memory from turn to turn, as the conversation actor does,
and `Reply` gives one turn's events by kind. The demo store is seeded once (its clock fixed)
and shared; carts are the only thing tests change, each chat on its own owner except the
demo customer, whose cart a chat empties first.
"""

from __future__ import annotations

import copy
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

from hub.assistant.brain import EmbeddedBrain
from hub.assistant.events import (
    BlockOut,
    BrainEvent,
    HandedOff,
    Proposal,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnInput,
)
from hub.catalogue import Language
from hub.storefront.embedded import EmbeddedStorefront
from hub.storefront.port import CartMutation, LineItem
from tests.storefront.test_embedded import Clock, seeded_storefront

CUSTOMER_ID = "demo-1"
BANANAS = "p-0001"
ALMARAI_MILK = "p-0201"
ALMARAI_MILK_1L = "p-0201-v1"
DIGITS = re.compile(r"[0-9\u0660-\u0669\u06F0-\u06F9]")

_store: EmbeddedStorefront | None = None


async def demo_store() -> EmbeddedStorefront:
    global _store
    if _store is None:
        _store = await seeded_storefront(Clock())
    return _store


@dataclass
class Reply:
    events: list[BrainEvent] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(e.text for e in self.events if isinstance(e, TextDelta))

    @property
    def blocks(self) -> list[dict[str, Any]]:
        return [e.block for e in self.events if isinstance(e, BlockOut)]

    @property
    def kinds(self) -> list[str]:
        return [block["kind"] for block in self.blocks]

    def block(self, kind: str) -> dict[str, Any]:
        return next(block for block in self.blocks if block["kind"] == kind)

    @property
    def mutations(self) -> list[CartMutation]:
        return [e.mutation for e in self.events if isinstance(e, Proposal)]

    @property
    def proposed(self) -> list[str]:
        return [mutation.type for mutation in self.mutations]

    @property
    def hands_off(self) -> bool:
        """The brain opened a support ticket and told the conversation so."""
        return any(isinstance(e, HandedOff) for e in self.events)

    @property
    def tools(self) -> list[tuple[str, str, bool]]:
        """(name, call id, ok) of each finished call, in order."""
        return [(e.name, e.call_id, e.ok) for e in self.events if isinstance(e, ToolFinished)]

    @property
    def chips(self) -> list[dict[str, str]]:
        return [
            chip
            for block in self.blocks
            if block["kind"] == "actions"
            for chip in block["suggestions"]
        ]

    def assert_well_formed(self) -> None:
        """Tools paired, at most one row of chips, and it comes last."""
        self.assert_tools_paired()
        assert self.kinds.count("actions") <= 1, self.kinds
        if "actions" in self.kinds:
            assert self.kinds[-1] == "actions", self.kinds

    def assert_tools_paired(self) -> None:
        """Each call: started, then finished with the same name and id; ids unique."""
        open_call: ToolStarted | None = None
        ids: list[str] = []
        for event in self.events:
            if isinstance(event, ToolStarted):
                assert open_call is None, f"{event} started inside {open_call}"
                open_call = event
                ids.append(event.call_id)
            elif isinstance(event, ToolFinished):
                assert open_call is not None, f"{event} finished without a start"
                assert (event.name, event.call_id) == (open_call.name, open_call.call_id)
                open_call = None
        assert open_call is None, f"{open_call} never finished"
        assert ids == [f"call_{n}" for n in range(1, len(ids) + 1)]


class Chat:
    def __init__(
        self,
        store: EmbeddedStorefront,
        *,
        customer: bool = False,
        language: Language = "en",
    ) -> None:
        self.store = store
        self.brain = EmbeddedBrain(store)
        self.customer_id = CUSTOMER_ID if customer else None
        self.owner = f"customer:{CUSTOMER_ID}" if customer else f"guest:{uuid.uuid4().hex}"
        self.language = language
        self.memory: dict[str, Any] = {}

    async def send(self, text: str) -> Reply:
        turn = TurnInput(
            text=text,
            language=self.language,
            owner=self.owner,
            customer_id=self.customer_id,
            conversation_id="conversation-test",
            memory=self.memory,
        )
        reply = Reply()
        async for event in self.brain.run_turn(turn):
            reply.events.append(event)
        return reply

    def fork(self) -> Chat:
        """Another chat on the same owner with a copy of this one's memory: a what-if."""
        other = Chat(self.store, customer=self.customer_id is not None, language=self.language)
        other.owner = self.owner
        other.memory = copy.deepcopy(self.memory)
        return other

    async def empty_cart(self) -> None:
        cart = await self.store.cart(self.owner)
        if cart["items"]:
            await self.store.apply(self.owner, CartMutation("clear_cart"))

    async def fill_cart(self) -> None:
        """Four bananas and two 1 L Almarai milks: enough for the FRESH10 minimum."""
        await self.empty_cart()
        await self.store.apply(
            self.owner,
            CartMutation(
                "add_to_cart",
                (LineItem(BANANAS, None, 4), LineItem(ALMARAI_MILK, ALMARAI_MILK_1L, 2)),
            ),
        )
