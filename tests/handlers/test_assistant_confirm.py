"""`POST /v1/assistant/actions/:actionId/confirm`: every action type, applied once, and refusals."""

from __future__ import annotations

from hub.storefront.port import ACTION_TYPES
from tests.conftest import GUEST_A, GUEST_B, INTERNAL_TOKEN, customer_token
from tests.handlers.assistant_support import Turn, confirm, read, send

BANANAS = "p-0001"
ALMARAI_MILK = "p-0201"


def quantity_of(cart: dict, product_id: str) -> int:
    return sum(line["quantity"] for line in cart["items"] if line["productId"] == product_id)


class Shopper:
    """One caller chatting in one thread and confirming what the assistant proposes."""

    def __init__(self, client, **auth) -> None:
        self.client = client
        self.auth = auth
        self.conversation_id: str | None = None
        self.confirmed: set[str] = set()

    async def say(self, message: str) -> Turn:
        turn = await send(self.client, message, self.conversation_id, **self.auth)
        assert turn.names[-1] == "message_end", turn.events[-1]
        self.conversation_id = turn.conversation_id
        return turn

    async def propose(self, message: str, action_type: str) -> dict:
        action = (await self.say(message)).action(action_type)
        assert action["status"] == "pending"
        return action

    async def accept(self, message: str, action_type: str) -> dict:
        """The cart after confirming the proposal `message` brings."""
        action = await self.propose(message, action_type)
        cart_before = (await self.client.get("/v1/cart", **self.auth)).results
        reply = await confirm(self.client, action["actionId"], **self.auth)
        assert reply.status == 200, reply.json
        results = reply.results
        assert results["message"]
        kinds = [block["kind"] for block in results["blocks"]]
        assert kinds == ["cart_summary", "cart_action"]
        confirmed = results["blocks"][1]
        assert confirmed["actionId"] == action["actionId"]
        assert confirmed["status"] == "confirmed"
        cart = results["blocks"][0]["cart"]
        assert cart == (await self.client.get("/v1/cart", **self.auth)).results
        assert cart != cart_before
        self.confirmed.add(action_type)
        return cart


async def test_every_action_type_applies_on_confirm(client):
    me = Shopper(client, token=customer_token("demo-1"))
    assert quantity_of(await me.accept("add 2 almarai milk", "add_to_cart"), ALMARAI_MILK) == 2
    assert quantity_of(await me.accept("أضف ٤ موز", "add_to_cart"), BANANAS) == 4
    assert quantity_of(await me.accept("change milk to 3", "update_cart_item"), ALMARAI_MILK) == 3
    assert (await me.accept("apply coupon FRESH10", "apply_coupon"))["couponCode"] == "FRESH10"
    assert (await me.accept("use 500 points", "apply_loyalty"))["loyaltyPoints"] == 500
    cart = await me.accept("deliver to Jabriya", "select_delivery_area")
    assert cart["deliveryArea"]["_id"] == "area-jabriya"
    assert (await me.accept("أبي توصيل سريع", "set_express"))["express"] is True
    cart = await me.accept("use my home address", "select_address")
    assert cart["address"]["_id"] == "addr-demo-1-home"
    assert quantity_of(await me.accept("احذف الموز", "remove_cart_item"), BANANAS) == 0
    await me.say("recipe for hummus")
    before = (await client.get("/v1/cart", **me.auth)).results["itemCount"]
    assert (await me.accept("add this recipe to my cart", "add_recipe_to_cart"))[
        "itemCount"
    ] > before
    before = (await client.get("/v1/cart", **me.auth)).results["itemCount"]
    assert (await me.accept("reorder my last order", "reorder"))["itemCount"] > before
    assert (await me.accept("الغي الكوبون", "clear_coupon"))["couponCode"] is None
    assert (await me.accept("don't use my points", "clear_loyalty"))["loyaltyPoints"] == 0
    assert (await me.accept("no express", "set_express"))["express"] is False
    assert (await me.accept("empty my cart", "clear_cart"))["items"] == []
    assert me.confirmed == set(ACTION_TYPES)


async def test_nothing_changes_until_the_owner_confirms(client):
    me = Shopper(client, guest=GUEST_A)
    await me.say("do you have milk")
    action = await me.propose("add 2 of the first one", "add_to_cart")
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []
    reply = await confirm(client, action["actionId"], guest=GUEST_A)
    assert quantity_of(reply.results["blocks"][0]["cart"], ALMARAI_MILK) == 2


async def test_confirming_twice_applies_once(client):
    me = Shopper(client, guest=GUEST_A)
    action = await me.propose("add 2 almarai milk", "add_to_cart")
    first = await confirm(client, action["actionId"], guest=GUEST_A)
    second = await confirm(client, action["actionId"], guest=GUEST_A)
    assert second.status == 200 and second.results == first.results
    cart = (await client.get("/v1/cart", guest=GUEST_A)).results
    assert quantity_of(cart, ALMARAI_MILK) == 2


async def test_a_double_click_applies_once(client):
    import asyncio

    me = Shopper(client, guest=GUEST_A)
    action = await me.propose("add 2 almarai milk", "add_to_cart")
    replies = await asyncio.gather(
        *(confirm(client, action["actionId"], guest=GUEST_A) for _ in range(5))
    )
    assert {reply.status for reply in replies} == {200}
    cart = (await client.get("/v1/cart", guest=GUEST_A)).results
    assert quantity_of(cart, ALMARAI_MILK) == 2


async def test_the_read_shows_the_action_confirmed(client):
    me = Shopper(client, guest=GUEST_A)
    action = await me.propose("add 2 almarai milk", "add_to_cart")
    await confirm(client, action["actionId"], guest=GUEST_A)
    thread = await read(client, me.conversation_id, guest=GUEST_A)
    [block] = [b for b in thread["messages"][1]["blocks"] if b["kind"] == "cart_action"]
    assert block["status"] == "confirmed" and block["actionId"] == action["actionId"]


async def test_only_the_owner_confirms(client):
    me = Shopper(client, guest=GUEST_A)
    action = await me.propose("add 2 almarai milk", "add_to_cart")
    for auth in ({"guest": GUEST_B}, {"token": customer_token("demo-2")}):
        reply = await confirm(client, action["actionId"], **auth)
        assert (reply.status, reply.status_message) == (403, "FORBIDDEN")
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []


async def test_unknown_and_malformed_actions_are_not_found(client):
    for action_id in ("0" * 32, "not-an-action", "x" * 300):
        reply = await confirm(client, action_id, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (404, "RESOURCE_NOT_FOUND")


async def test_an_action_past_its_window_is_expired(hub_factory, client_for):
    hub = await hub_factory(confirm_window_seconds=0.001)
    client = client_for(hub)
    me = Shopper(client, guest=GUEST_A)
    turn = await me.say("add 2 almarai milk")
    action_id = turn.action("add_to_cart")["actionId"]
    reply = await confirm(client, action_id, guest=GUEST_A)
    assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR")
    assert "expired" in reply.json["error"]["message"]
    thread = await read(client, me.conversation_id, guest=GUEST_A)
    [block] = [b for b in thread["messages"][1]["blocks"] if b["kind"] == "cart_action"]
    assert block["status"] == "expired"
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []


async def test_out_of_stock_is_refused_and_changes_nothing(hub, client):
    me = Shopper(client, guest=GUEST_A)
    action = await me.propose("add 2 bananas", "add_to_cart")
    await hub.storefront.update_product(BANANAS, stock=1)
    reply = await confirm(client, action["actionId"], guest=GUEST_A)
    assert (reply.status, reply.status_message) == (400, "OUT_OF_STOCK")
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []
    thread = await read(client, me.conversation_id, guest=GUEST_A)
    [block] = [b for b in thread["messages"][1]["blocks"] if b["kind"] == "cart_action"]
    assert block["status"] == "pending"


async def test_an_emptied_cart_is_refused(client):
    me = Shopper(client, guest=GUEST_A)
    await me.accept("add 6 bananas", "add_to_cart")
    coupon = await me.propose("apply coupon FRESH10", "apply_coupon")
    await me.accept("empty my cart", "clear_cart")
    reply = await confirm(client, coupon["actionId"], guest=GUEST_A)
    assert (reply.status, reply.status_message) == (400, "CART_EMPTY")


async def test_maintenance_closes_the_store_to_confirms(client):
    me = Shopper(client, guest=GUEST_A)
    action = await me.propose("add 2 almarai milk", "add_to_cart")
    internal = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
    await client.patch("/internal/v1/settings", json={"maintenance": True}, headers=internal)
    for language, words in (("en", "maintenance"), ("ar", "مغلق")):
        reply = await confirm(client, action["actionId"], guest=GUEST_A, language=language)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR")
        assert words in reply.json["error"]["message"]
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []
    await client.patch("/internal/v1/settings", json={"maintenance": False}, headers=internal)
    reply = await confirm(client, action["actionId"], guest=GUEST_A)
    assert reply.status == 200
