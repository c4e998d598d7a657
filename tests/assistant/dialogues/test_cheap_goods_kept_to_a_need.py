"""Cheap goods of a kind asked with an allergy or a diet, over a real socket: "cheap snacks
without nuts please", "هلا ابي سناكات رخيصه بس بدون مكسرات عندي حساسيه", "abi snacks r5ee9a
bdoon nuts" show the snacks aisle's nut-free goods, cheapest first (the Smarties), never
"nothing fits" nor a nut; "give me snacks without nuts" asks the same, and proposes none of
the nuts its own word would ground. A budget meal keeps the diet said ("anything gluten free
for breakfast under 1 kwd" shows nothing with gluten)."""

from __future__ import annotations

import uuid
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, products
from tests.handlers.assistant_support import send

SMARTIES = "p-1111"
NOT_GLUTEN_FREE = {
    str(p["_id"])
    for p in PRODUCTS
    if "gluten_free" not in ((p.get("attributes") or {}).get("dietary") or [])
}
WITH_NUTS = {"p-1107", "p-1113", "p-2109", "p-2110", "p-2111", "p-2112", "p-2113", "p-2114"}


async def _nut_free_cheapest_first(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), message
        shown = [p["_id"] for p in products(turn)] if "products" in kinds(turn) else []
        assert shown[:1] == [SMARTIES], (message, shown)
        assert not WITH_NUTS & set(shown), (message, shown)


async def test_cheap_and_nut_free_in_english(client: Any) -> None:
    await _nut_free_cheapest_first(
        client,
        (
            "cheap snacks without nuts please",
            "cheapest snacks with no nuts",
            "any cheap nut free snacks",
            "cheap snacks, nut allergy",
            "affordable snacks without nuts",
            "cheap snacks no nuts my son is allergic",
            "cheap nut-free snacks",
            "budget snacks without nuts",
            "cheap snacks please, no nuts",
            "cheap snacks without nuts for the kids",
        ),
    )


async def test_cheap_and_nut_free_in_arabic(client: Any) -> None:
    await _nut_free_cheapest_first(
        client,
        (
            "هلا ابي سناكات رخيصه بس بدون مكسرات عندي حساسيه",
            "سناكات رخيصه بدون مكسرات",
            "ارخص سناكات بدون مكسرات",
            "سناكات رخيصه بدون مكسرات لو سمحت",
            "ابي شي رخيص من السناكات بدون مكسرات",
            "عندكم سناكات رخيصه بدون مكسرات؟",
            "سناكات رخيصه ولدي عنده حساسيه مكسرات",
            "سناكات رخيصة بدون مكسرات",
            "عطني سناكات رخيصه بدون مكسرات",
            "ابي سناكات رخيصه بدون مكسرات للمدرسه",
        ),
    )


async def test_cheap_and_nut_free_in_arabizi(client: Any) -> None:
    await _nut_free_cheapest_first(
        client,
        (
            "abi snacks r5ee9a bdoon nuts",
            "snacks r5ee9a bidoon mkassarat",
            "abi sanakat r5ee9a bdoon mkassarat",
            "3indkom snacks r5ee9a bdoon nuts?",
            "snacks r5ee9a 7asasiya mkassarat",
            "abi ar5as snacks bdoon nuts",
            "snacks r5ee9a w bdoon nuts",
            "3atni snacks r5ee9a bidoon nuts",
            "abi snacks r5ee9a bdoon mkassarat",
            "sanakat r5ee9a bdoon mkassarat law sama7t",
        ),
    )


async def test_a_kind_wished_without_an_allergen_proposes_none_of_it(client: Any) -> None:
    for message in (
        "give me snacks without nuts",
        "عطني سناكات بدون مكسرات",
        "3atni snacks bdoon nuts",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = [p["_id"] for p in products(turn)] if "products" in kinds(turn) else []
        assert shown and not WITH_NUTS & set(shown), (message, shown)
        assert "cart_action" not in kinds(turn), message


async def test_a_budget_meal_keeps_the_diet(client: Any) -> None:
    for message in (
        "anything gluten free for breakfast under 1 kwd",
        "فطور بدون جلوتين باقل من دينار",
        "ri8 bdoon gluten b a8al min dinar",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = [p["_id"] for p in products(turn)] if "products" in kinds(turn) else []
        assert shown and not NOT_GLUTEN_FREE & set(shown), (message, shown)
