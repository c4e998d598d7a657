"""What a client renders of one assistant turn: its cards by kind, product names and prices."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.customers import DEMO_CUSTOMERS
from hub.text import is_arabic
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send


def kinds(turn: Turn) -> list[str]:
    return [block["kind"] for block in turn.end["blocks"]]


def proposed_lines(turn: Turn, action: str) -> list[tuple[str, int]]:
    """(product, count) of each line of the turn's one proposal of `action`."""
    return [(line["productId"], line["quantity"]) for line in turn.action(action)["items"]]


def one(turn: Turn, kind: str) -> dict[str, Any]:
    [block] = [b for b in turn.end["blocks"] if b["kind"] == kind]
    return block


def products(turn: Turn) -> list[dict[str, Any]]:
    return list(one(turn, "products")["products"])


def names(turn: Turn) -> list[str]:
    return [product["name"] for product in products(turn)]


def prices(turn: Turn) -> list[int]:
    return [product["price"] for product in products(turn)]


def order_numbers(turn: Turn, kind: str = "order") -> list[str]:
    """The numbers of the orders shown on cards of `kind` ("order" or "order_status")."""
    return [b["order"]["orderNumber"] for b in turn.end["blocks"] if b["kind"] == kind]


def demo_order_lines(order_id: str) -> set[str]:
    """The products of a demo shopper's past order, as the store seeds it."""
    return {
        line["productId"]
        for customer in DEMO_CUSTOMERS
        for order in customer["orders"]
        if order["_id"] == order_id
        for line in order["items"]
    }


def chip_labels(turn: Turn) -> list[str]:
    return [
        c["label"] for b in turn.end["blocks"] if b["kind"] == "actions" for c in b["suggestions"]
    ]


def texts(turn: Turn) -> list[str]:
    return [b["text"] for b in turn.end["blocks"] if b["kind"] == "text"]


async def send_declined(client: Any, message: str, guest: str) -> None:
    """`message` sent alone by `guest` is declined (GUEST_B's are Arabic or Arabizi)."""
    turn = await send(client, message, guest=guest)
    assert_declined(turn, message, arabic=guest == GUEST_B)


def assert_declined(turn: Turn, message: str, *, arabic: bool) -> None:
    """Another matter's short polite decline: chips only, nothing looked up for it, in the
    shopper's language (Arabizi is answered in Arabic)."""
    assert turn.status == 200
    assert kinds(turn) == ["actions"], (message, kinds(turn))
    assert not turn.of("tool_start"), message
    reply = turn.end["content"]
    assert is_arabic(reply) == arabic, (message, reply)
    assert "shopping" in reply or "التسوق" in reply, reply


async def emptied_cart(client: Any, **auth: Any) -> None:
    """Asks for the cart emptied and confirms it, so a test starts from an empty cart."""
    turn = await send(client, "empty my cart", **auth)
    if "cart_action" in kinds(turn):
        done = await confirm(client, turn.action("clear_cart")["actionId"], **auth)
        assert done.status == 200, done.json


async def confirmed_add(client: Any, adding: str, **auth: Any) -> str:
    """Asks for `adding` and confirms the offer; the conversation it was asked in."""
    added = await send(client, adding, **auth)
    done = await confirm(client, added.action("add_to_cart")["actionId"], **auth)
    assert done.status == 200, done.json
    return added.conversation_id


async def cart_holding(client: Any, adding: str, **auth: Any) -> None:
    """Empties the cart, then asks for `adding` and confirms it: a cart holding those goods."""
    await emptied_cart(client, **auth)
    await confirmed_add(client, adding, **auth)


async def conversation(client: Any, said: list[str], **auth: Any) -> list[Turn]:
    """The replies to each message of one conversation, in order."""
    turns: list[Turn] = []
    for message in said:
        conversation_id = turns[-1].conversation_id if turns else None
        turns.append(await send(client, message, conversation_id, **auth))
    return turns


async def cart_of(client: Any, guest: str, *messages: str) -> None:
    """A guest's cart filled by each message's proposal, confirmed."""
    for message in messages:
        offered = await send(client, message, guest=guest)
        assert (
            await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        ).status


async def said_after_an_offer(
    client: Any, offer: str, message: str, guest: str
) -> tuple[Turn, Any]:
    """A message sent right after an add proposal, then that proposal's Confirm: the reply to
    the message, and the Confirm's response (whether the proposal the message followed still
    stands)."""
    offered = await send(client, offer, guest=guest)
    action = offered.action("add_to_cart")["actionId"]
    turn = await send(client, message, offered.conversation_id, guest=guest)
    return turn, await confirm(client, action, guest=guest)
