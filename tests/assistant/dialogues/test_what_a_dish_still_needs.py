"""What a dish still needs, held against the cart, over a real socket: "what am i missing for
machboos tomorrow?", "شنو ناقصني عشان المجبوس؟", "shno na8isni 7ag il harees?" show the
store's recipe's goods the cart lacks, never a proposal and never "no recipe for exactly that
dish"; what the cart holds is not among them. "add what's missing" then proposes those goods
only. "show me the machboos recipe" is still the recipe card."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import confirm, send

BASMATI = "p-0601"  # Tilda basmati: in Chicken Machboos and Murabyan, not in Harees
WHEAT = "p-0609"  # Harees's crushed wheat


def _shown(turn: Any) -> set[str]:
    return {
        card["_id"]
        for block in turn.end["blocks"]
        if block["kind"] == "products"
        for card in block["products"]
    }


async def test_what_a_dish_still_needs_is_held_against_the_cart(client: Any) -> None:
    for message, then in (
        ("what am i missing for machboos tomorrow?", "add what's missing"),
        ("شنو ناقصني عشان المجبوس؟", "ضيف الناقص"),
        ("shno na8isni 3ashan il machboos", "ziid il na8is"),
    ):
        guest = uuid.uuid4().hex
        rice = await send(client, "add 1 tilda pure basmati rice 2 kg", guest=guest)
        assert (
            await confirm(client, rice.action("add_to_cart")["actionId"], guest=guest)
        ).status == 200
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn) and "recipe" not in kinds(turn), (
            message,
            kinds(turn),
        )
        lacking, held = [b["products"] for b in turn.end["blocks"] if b["kind"] == "products"]
        missing = [card["_id"] for card in lacking]
        assert [card["_id"] for card in held] == [BASMATI], (message, held)
        assert missing and BASMATI not in missing, (message, missing)
        added = await send(client, then, turn.conversation_id, guest=guest)
        lines = {item["productId"] for item in added.action("add_recipe_to_cart")["items"]}
        assert lines == set(missing), (then, lines, missing)
    for message in (
        "what else do i need for harees?",
        "شنو باقي احتاج للهريس؟",
        "shno na8isni 7ag il harees?",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert WHEAT in _shown(turn) and "cart_action" not in kinds(turn), (message, kinds(turn))
    for message in ("show me the machboos recipe", "وصفة المجبوس", "wasfat il harees"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert one(turn, "recipe"), (message, kinds(turn))
