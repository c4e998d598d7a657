"""The one product just offered swapped for another named whole, over a real socket ("add
saffron" then "swap it for turmeric", "بدله بالكركم", "badla b kurkum"): one proposal of the
product named at the offer's count, never "I don't know a good substitute". A count changed,
a brand of the same kind and words that name no product keep their own answers."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def _offered_then(client: Any, offer: str, swap: str) -> Any:
    offered = await send(client, offer, guest=GUEST_A)
    assert offered.action("add_to_cart")["items"], offer
    return await send(client, swap, offered.conversation_id, guest=GUEST_A)


async def test_the_offer_swapped_for_a_product_named_whole_keeps_its_count(client: Any) -> None:
    for offer, swap, wanted, count in (
        ("add saffron", "swap it for turmeric", "Turmeric", 1),
        ("add 2 saffron", "make it cardamom instead", "Cardamom", 2),
        ("add saffron", "replace it with turmeric please", "Turmeric", 1),
        ("add 3 turmeric", "change it to cardamom", "Cardamom", 3),
        ("ضيف زعفران", "بدله بالكركم", "Turmeric", 1),
        ("ضيف ٢ كركم", "بدلها بالهيل", "Cardamom", 2),
        ("ضيف زعفران", "خله هيل بداله", "Cardamom", 1),
        ("7ot 2 za3faran", "badla b kurkum", "Turmeric", 2),
        ("7ot kurkum", "badlaha b 7eel", "Cardamom", 1),
    ):
        turn = await _offered_then(client, offer, swap)
        [line] = turn.action("add_to_cart")["items"]
        assert wanted in NAMES[line["productId"]] and line["quantity"] == count, swap
        assert "substitute" not in turn.end["content"] and "بديل" not in turn.end["content"]


async def test_near_neighbours_keep_their_own_answers(client: Any) -> None:
    turn = await _offered_then(client, "add saffron", "change it to 3")
    [line] = turn.action("add_to_cart")["items"]
    assert "Saffron" in NAMES[line["productId"]] and line["quantity"] == 3
    turn = await _offered_then(client, "add almarai milk", "swap it for kdd")
    [line] = turn.action("add_to_cart")["items"]
    assert NAMES[line["productId"]].startswith("KDD") and "Milk" in NAMES[line["productId"]]
    # a kind many goods answer to: which one is asked, nothing proposed
    turn = await _offered_then(client, "add saffron", "swap it for milk")
    assert "cart_action" not in kinds(turn) and len(names(turn)) > 1
    # words that name none of our goods: no proposal
    turn = await _offered_then(client, "add saffron", "swap it for a new phone")
    assert "cart_action" not in kinds(turn)
    # a cook's stand-in asked with nothing offered is the substitutes' answer
    turn = await send(client, "what can i use instead of saffron", guest=GUEST_A)
    assert "cart_action" not in kinds(turn) and "Turmeric" in " ".join(names(turn))
