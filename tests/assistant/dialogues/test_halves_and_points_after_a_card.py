"""An amount and a half of the product just shown, and points used right after their balance,
over a real socket: "a kilo and a half", "كيلو ونص", "kilo w nus" of the lamb listed is the
nearest whole number of its packs (never an item not found, never "half" searched), "half a
kilo" stays one pack; "use them all", "استخدمهم كلهم" after the points were shown beside an
empty cart uses the points, while a code said then is still a code."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

LAMB = ("naimi lamb", "عندكم لحم نعيمي", "3indkom la7am na3eemi?")


async def test_an_amount_and_a_half_of_the_product_listed_is_its_nearest_packs(
    client: Any,
) -> None:
    for show, amount, packs in (
        (LAMB[0], "a kilo and a half", 2),
        (LAMB[0], "kilo and half", 2),
        (LAMB[0], "add one kilo and a half", 2),
        (LAMB[0], "2 kilos and a half", 3),
        (LAMB[1], "كيلو ونص", 2),
        (LAMB[1], "ابي كيلو ونص", 2),
        (LAMB[1], "كيلوين ونص", 3),
        (LAMB[1], "كيلو ونصف", 2),
        (LAMB[2], "kilo w nus", 2),
        (LAMB[2], "abi 2 kilo w nus", 3),
        (LAMB[2], "7ot kilo w nus", 2),
        # look-alikes that stay as they were
        (LAMB[0], "half a kilo", 1),
        (LAMB[1], "نص كيلو", 1),
        (LAMB[0], "add 2 kilo", 2),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        listed = products(shown)
        offered = await send(client, amount, shown.conversation_id, guest=guest)
        [line] = offered.action("add_to_cart")["items"]
        assert line["quantity"] == packs, (amount, line)
        assert line["productId"] == listed[0]["_id"], amount


async def test_a_half_beside_another_item_is_still_that_items_amount(client: Any) -> None:
    for message in ("add a kilo of tomatoes and half a kilo of cucumber",):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        names = [line["product"]["name"] for line in turn.action("add_to_cart")["items"]]
        assert any("Tomato" in name for name in names), names


async def test_using_the_points_right_after_their_balance_uses_them(client: Any) -> None:
    token = customer_token("demo-2")
    for ask, use in (
        ("شكثر نقاطي", "استخدمهم كلهم"),
        ("شكثر نقاطي", "استخدمها كلها"),
        ("use my points", "use them all"),
        ("use my points", "yes use all of them"),
        ("kam nu8a6i", "ist5dimhom kilhom"),
    ):
        shown = await send(client, ask, token=token)
        used = await send(client, use, shown.conversation_id, token=token)
        answered = "cart_action" in kinds(used) or any(
            "points" in text or "نقطة" in text for text in texts(used)
        )
        assert answered, (use, used.end)
        assert "products" not in kinds(used), use
    for ask, other in (("use my points", "use code FRESH10"), ("شكثر نقاطي", "apply bbq10")):
        shown = await send(client, ask, token=token)
        turn = await send(client, other, shown.conversation_id, token=token)
        offers = [b for b in turn.end["blocks"] if b["kind"] == "offers"]
        assert offers and offers[0].get("couponCode"), (other, kinds(turn))
