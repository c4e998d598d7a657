"""A plain "yes" takes up what the reply before it offered: a person after a complaint, a
recipe's ingredients; a "yes" typed to a proposal points at its Confirm control, over a real
socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_yes_after_a_complaint_hands_off(client: Any) -> None:
    token = customer_token("demo-3")
    complaint = await send(client, "my order came without the bread i paid for", token=token)
    assert "handoff" not in kinds(complaint)
    accepted = await send(client, "yes please connect me", complaint.conversation_id, token=token)
    assert one(accepted, "handoff")["ticketNumber"]
    guest = await send(client, "البيض وصل مكسر", guest=GUEST_B)
    yes = await send(client, "ايوه", guest.conversation_id, guest=GUEST_B)
    assert one(yes, "handoff")["ticketNumber"]


async def test_yes_after_a_recipe_proposes_its_ingredients(client: Any) -> None:
    shown = await send(client, "recipe for harees", guest=GUEST_A)
    yes = await send(client, "yes", shown.conversation_id, guest=GUEST_A)
    assert yes.action("add_recipe_to_cart")["status"] == "pending"
    again = await send(client, "yes please", shown.conversation_id, guest=GUEST_A)
    assert again.end["content"] == "Tap Confirm on the card above and it's done."
    assert "cart_action" not in kinds(again)


async def test_no_is_not_yes(client: Any) -> None:
    shown = await send(client, "recipe for harees", guest=GUEST_A)
    no = await send(client, "no thanks", shown.conversation_id, guest=GUEST_A)
    assert "cart_action" not in kinds(no)
