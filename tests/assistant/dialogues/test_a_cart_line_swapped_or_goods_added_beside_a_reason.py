"""A reason said beside a cart change, over a real socket in English, Gulf Arabic and Arabizi:
a swap of a line the cart holds ("change the pepsi to diet, my mum is diabetic", "baddil il
pepsi b diet, ummi 3indha sukkar") is the swap, at the line's count, never declined nor a
search; goods added beside who takes them where ("my kids take them to school") are added,
never read as something to take off, and "the 24 pack" said after them is their pack."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import confirmed_add
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

# a guest of their own for each case, whose cart holds only what the case put in it
_GUEST_C = "0123456789abcdef0123456789abcd01"
_GUEST_D = "fedcba9876543210fedcba98765432ab"

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def test_a_cart_line_swapped_beside_a_reason_is_the_swap(client: Any) -> None:
    for swap, guest in (
        ("pls change the pepsi to diet, my mum is diabetic", GUEST_A),
        ("switch the pepsi to diet, my dad is diabetic", _GUEST_C),
        ("baddil il pepsi b diet, ummi 3indha sukkar", GUEST_B),
        ("غير البيبسي للدايت، امي عندها سكر", _GUEST_D),
    ):
        conversation = await confirmed_add(client, "add 2 pepsi cans", guest=guest)
        turn = await send(client, swap, conversation, guest=guest)
        assert turn.end["blocks"][0]["kind"] == "cart_action", (swap, turn.end["blocks"][0])
        change = {
            NAMES[item["productId"]]: item["quantity"]
            for item in turn.action("update_cart_item")["items"]
        }
        assert change == {"Pepsi Cola Cans": 0, "Diet Pepsi Cans": 2}, (swap, change)


async def test_goods_added_beside_who_takes_them_are_added(client: Any) -> None:
    for add, guest in (
        ("and add small water bottles the 24 pack, my kids take them to school", GUEST_A),
        ("add the small water bottles too the 24 pack, they take them to training", _GUEST_C),
    ):
        conversation = await confirmed_add(client, "add 2 galaxy caramel", guest=guest)
        await send(client, "take the chips off", conversation, guest=guest)
        turn = await send(client, add, conversation, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert "Water" in NAMES[line["productId"]], (add, line)
        assert line["variantId"].endswith("-v3") and line["quantity"] == 1, (add, line)
