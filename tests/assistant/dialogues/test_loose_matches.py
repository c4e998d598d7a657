"""Cards only for what was named, over a real socket: a word the store search matches only
loosely (a typo's distance, a plural that is not one) shows no product, and a product
asked for in Gulf words or plainly is found even when the model took it for something else."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

CARDS = ("products", "product_detail", "cart_action")


async def test_a_loose_match_shows_no_product(client: Any) -> None:
    for message in (
        "shno a7san tilifoon 7alyan",
        "tell me about the news",
        "which laptop should I buy",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not set(kinds(turn)) & set(CARDS), (message, kinds(turn))
        assert turn.end["content"], message


async def test_a_product_asked_plainly_or_in_gulf_words_is_found(client: Any) -> None:
    for message, wanted in (
        ("a whole chicken please", "Chicken"),
        ("abi dyay kamel", "Whole Chicken"),
        ("ابي دياي كامل", "Whole Chicken"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn) and wanted in names(turn)[0], (message, kinds(turn))


async def test_glue_words_and_prefixed_areas_do_not_lead_the_search(client: Any) -> None:
    budget = await send(client, "i need rice but under 2 KD", guest=GUEST_A)
    assert names(budget) and all("Rice" in name for name in names(budget)), names(budget)
    both = await send(client, "كم التوصيل لحولي؟ وفي حد ادنى للطلب؟", guest=GUEST_A)
    assert "delivery_info" in kinds(both) and "faq" in kinds(both)


async def test_a_failed_product_name_lookup_leaves_the_decline(client: Any, hub: Any) -> None:
    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("storage away")

    hub.storefront.search_products = broken
    try:
        turn = await send(client, "tell me a joke about bananas", guest=GUEST_A)
    finally:
        del hub.storefront.search_products
    assert "products" not in kinds(turn) and "error" not in kinds(turn), kinds(turn)
    assert turn.end["content"].startswith("Sorry, I can only help")


async def test_gulf_spellings_of_a_loanword_and_a_product_read_like_a_recipe(client: Any) -> None:
    coffee = await send(client, "نسكافيه قولد", guest=GUEST_A)
    assert names(coffee)[0] == "Nescafé Gold Instant Coffee", names(coffee)
    shampoo = await send(client, "abi shampoo حق القشره", guest=GUEST_A)
    assert "Anti-Dandruff" in names(shampoo)[0], names(shampoo)
    news = await send(client, "شنو الكويت اليوم!", guest=GUEST_A)
    assert "products" not in [b["kind"] for b in news.end["blocks"]]
