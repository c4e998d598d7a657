"""A variant named in the shopper's words ("hamour fillet", "chicken thighs", "فيليه هامور")
is the product shown first and the line proposed, in that message or in the next one that
points back at it, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, one, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_EXACTLY = "We don't have exactly that"


def _lines(turn: Any) -> list[tuple[str, str, int]]:
    return [
        (item["product"]["name"], item["variantId"], item["quantity"])
        for item in turn.action("add_to_cart")["items"]
    ]


async def test_a_variant_named_leads_the_cards_and_is_the_line_proposed(client: Any) -> None:
    for message, guest in (("hamour fillet", GUEST_A), ("فيليه هامور", GUEST_B)):
        shown = await send(client, message, guest=guest)
        assert names(shown)[0] == "Hamour (Grouper)", (message, names(shown))
        assert "بالضبط" not in shown.end["content"] and NOT_EXACTLY not in shown.end["content"]
        added = await send(client, "add 1 kg", shown.conversation_id, guest=guest)
        assert _lines(added) == [("Hamour (Grouper)", "p-0502-v2", 1)], message
        assert added.action("add_to_cart")["estimatedTotal"] == 7250
        more = await send(client, "make it 2", shown.conversation_id, guest=guest)
        assert _lines(more) == [("Hamour (Grouper)", "p-0502-v2", 2)], message


async def test_a_variant_named_with_a_count_in_one_message(client: Any) -> None:
    thighs = await send(client, "add 2 kg chicken thighs", guest=GUEST_A)
    assert _lines(thighs) == [("KUPCO Fresh Chicken", "p-0401-v3", 2)]
    plain = await send(client, "add 2 kg fresh chicken", guest=GUEST_B)
    assert _lines(plain) == [("KUPCO Fresh Chicken", "p-0401-v1", 2)]


async def test_a_light_dinner_wished_is_our_recipes_not_an_aisle(client: Any) -> None:
    turn = await send(client, "something light for dinner", guest=GUEST_A)
    kinds = [b["kind"] for b in turn.end["blocks"]]
    assert "recipe" in kinds and "products" not in kinds, kinds
    [chips] = [b for b in turn.end["blocks"] if b["kind"] == "actions"]
    assert "Fattoush" in [chip["label"] for chip in chips["suggestions"]], chips


async def test_the_card_of_a_variant_asked_for_is_that_variant_at_its_price(client: Any) -> None:
    jumbo = await send(client, "ابي ربيان جمبو", guest=GUEST_A)
    [shrimp] = [p for p in products(jumbo) if p["name"] == "Kuwaiti Shrimp"]
    assert (shrimp["variantId"], shrimp["price"]) == ("p-0508-v2", 6500)
    assert shrimp["unit"] == "Jumbo, 1 kg"  # the kind asked for beside its price
    assert [v["price"] for v in shrimp["variants"]] == [4500, 6500]
    rice = await send(client, "tilda rice 5kg", guest=GUEST_B)
    assert (products(rice)[0]["variantId"], products(rice)[0]["price"]) == ("p-0601-v2", 6250)
    assert products(rice)[0]["unit"] == "5 kg"  # the size asked for beside its price
    plain = await send(client, "tilda rice", guest=GUEST_B)
    assert "variantId" not in products(plain)[0]
    assert products(plain)[0]["price"] == 2750


async def test_a_size_or_kind_named_after_the_cards_is_that_one_and_then_added(
    client: Any,
) -> None:
    milk = await send(client, "عندكم حليب المراعي", guest=GUEST_A)
    big = await send(client, "ابي الكبير ٢ لتر", milk.conversation_id, guest=GUEST_A)
    card = one(big, "product_detail")["product"]
    assert (card["name"], card["variantId"], card["price"]) == (
        "Almarai Full Fat Fresh Milk",
        "p-0201-v2",
        850,
    )
    added = await send(client, "ضيف ٢", milk.conversation_id, guest=GUEST_A)
    assert [(i["variantId"], i["quantity"]) for i in added.action("add_to_cart")["items"]] == [
        ("p-0201-v2", 2)
    ]

    shrimp = await send(client, "shrimp", guest=GUEST_B)
    jumbo = await send(client, "the jumbo", shrimp.conversation_id, guest=GUEST_B)
    assert one(jumbo, "product_detail")["product"]["variantId"] == "p-0508-v2"
    assert _lines(await send(client, "add it", shrimp.conversation_id, guest=GUEST_B)) == [
        ("Kuwaiti Shrimp", "p-0508-v2", 1)
    ]
    rice = await send(client, "tilda rice", guest=GUEST_B)
    biggest = await send(client, "the big one", rice.conversation_id, guest=GUEST_B)
    assert one(biggest, "product_detail")["product"]["price"] == 6250


async def test_the_price_asked_after_a_variant_is_that_variants(client: Any) -> None:
    milk = await send(client, "عندكم حليب المراعي", guest=GUEST_A)
    await send(client, "ابي الكبير ٢ لتر", milk.conversation_id, guest=GUEST_A)
    price = await send(client, "بكم", milk.conversation_id, guest=GUEST_A)
    assert one(price, "product_detail")["product"]["price"] == 850
    tea = await send(client, "شاي بحدود دينار ونص", guest=GUEST_B)
    assert all("Tea" in n or "Karkade" in n for n in names(tea)) and names(tea), names(tea)
