"""Every proposal the brain makes is one the storefront accepts on confirm.

A shopper session of the demo customer, in both languages: each request's proposal is applied
to the store as the confirm endpoint would, and the cart shows the change.
"""

from __future__ import annotations

from hub.storefront.port import ACTION_TYPES
from tests.assistant.brain.harness import ALMARAI_MILK, BANANAS, Chat, demo_store


async def confirm(chat: Chat, message: str, action: str) -> dict:
    reply = await chat.send(message)
    assert reply.proposed == [action], (message, reply.blocks)
    return await chat.store.apply(chat.owner, reply.mutations[0])


def quantity_of(cart: dict, product_id: str) -> int:
    return sum(line["quantity"] for line in cart["items"] if line["productId"] == product_id)


async def test_a_whole_session_of_confirmed_proposals():
    chat = Chat(await demo_store(), customer=True)
    await chat.empty_cart()
    done: set[str] = set()

    async def step(message: str, action: str) -> dict:
        done.add(action)
        return await confirm(chat, message, action)

    assert quantity_of(await step("add 2 milk", "add_to_cart"), ALMARAI_MILK) == 2
    assert quantity_of(await step("أضف ٤ موز", "add_to_cart"), BANANAS) == 4
    assert quantity_of(await step("change milk to 3", "update_cart_item"), ALMARAI_MILK) == 3
    assert (await step("apply coupon FRESH10", "apply_coupon"))["couponCode"] == "FRESH10"
    assert (await step("use 500 points", "apply_loyalty"))["loyaltyPoints"] == 500
    cart = await step("deliver to Jabriya", "select_delivery_area")
    assert cart["deliveryArea"]["_id"] == "area-jabriya"
    assert (await step("أبي توصيل سريع", "set_express"))["express"] is True
    cart = await step("use my home address", "select_address")
    assert cart["address"]["_id"] == "addr-demo-1-home"
    assert quantity_of(await step("احذف الموز", "remove_cart_item"), BANANAS) == 0
    await chat.send("recipe for hummus")
    cart = await step("add this recipe to my cart", "add_recipe_to_cart")
    assert cart["itemCount"] > 3
    before = cart["itemCount"]
    assert (await step("reorder my last order", "reorder"))["itemCount"] > before
    assert (await step("الغي الكوبون", "clear_coupon"))["couponCode"] is None
    assert (await step("don't use my points", "clear_loyalty"))["loyaltyPoints"] == 0
    assert (await step("no express", "set_express"))["express"] is False
    assert (await step("empty my cart", "clear_cart"))["items"] == []
    assert done == set(ACTION_TYPES)


async def test_a_guest_session_in_arabic():
    chat = Chat(await demo_store(), language="ar")
    await chat.send("عندكم حليب المراعي؟")
    cart = await confirm(chat, "أضف اثنين منها", "add_to_cart")
    assert quantity_of(cart, ALMARAI_MILK) == 2
    cart = await confirm(chat, "خليها ٣", "update_cart_item")
    assert quantity_of(cart, ALMARAI_MILK) == 3
    cart = await confirm(chat, "التوصيل إلى السالمية", "select_delivery_area")
    assert cart["deliveryArea"]["_id"] == "area-salmiya"
    assert (await confirm(chat, "فضي السلة", "clear_cart"))["items"] == []
