"""Finding things on the shelves: search, aisles, brands, one product's card.

Every list of products shown is remembered (ids in order), so the next message can say
"the second one" or "add two of those".
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import keywords_in, remembered_id, resolve_product, search
from hub.assistant.brain.turn import Turn

_CHIP_RECORDS = 4


def show_products(turn: Turn, product_ids: list[str], phrase: str = "products_found") -> None:
    turn.say(phrase)
    turn.block({"kind": "products", "productIds": product_ids})
    turn.remember_shown(product_ids)
    turn.chips("add_first", "detail_first", "cart")


def not_found(turn: Turn) -> None:
    turn.say("products_none")
    turn.error("RESOURCE_NOT_FOUND", "product_not_found")
    turn.chips("aisles", "offers", "help")


async def search_products(turn: Turn) -> None:
    """Do you have milk / بدي موز / عندكم حليب؟"""
    topic = turn.utterance.topic_text
    if not topic:
        turn.say("ask_what")
        turn.chips("aisles", "brands", "offers")
        return
    hits = await search(turn, topic)
    if not hits:
        not_found(turn)
        return
    show_products(turn, [product["_id"] for product in hits])


async def browse(turn: Turn) -> None:
    """Aisle, brand or search: "show me dairy", "Almarai products", "show me rice"."""
    topic = turn.utterance.topic
    categories = await turn.call(
        "categories",
        turn.store.categories,
        useful=lambda found: matching.best_by_name(topic, found) is not None,
    )
    category = matching.best_by_name(topic, categories)
    if category is not None:
        products = await turn.call(
            "products_in_category", turn.store.products_in_category, category["_id"]
        )
        if products:
            show_products(turn, [p["_id"] for p in products], "category_products")
            return
    brands = await turn.call(
        "brands",
        turn.store.brands,
        useful=lambda found: matching.best_by_name(topic, found) is not None,
    )
    brand = matching.best_by_name(topic, brands)
    if brand is not None:
        products = await turn.call("products_of_brand", turn.store.products_of_brand, brand["_id"])
        if products:
            show_products(turn, [p["_id"] for p in products], "brand_products")
            return
    await search_products(turn)


async def categories(turn: Turn) -> None:
    """What aisles do you have / الأقسام; "the dairy aisle" shows that aisle."""
    if turn.utterance.topic:
        await browse(turn)
        return
    found = await turn.call("categories", turn.store.categories)
    turn.say("categories")
    turn.block({"kind": "categories", "categoryIds": [c["_id"] for c in found]})
    turn.chips(*(turn.record_chip("category", record) for record in found[:_CHIP_RECORDS]))


async def brands(turn: Turn) -> None:
    """Which brands / الماركات; "which brands of milk" shows the brands of those products."""
    topic = turn.utterance.topic_text
    wanted: set[str] | None = None
    if topic:
        hits = await search(turn, topic)
        wanted = {hit["brandId"] for hit in hits if hit.get("brandId")}
    found = await turn.call("brands", turn.store.brands)
    chosen = [b for b in found if wanted is None or b["_id"] in wanted] or found
    turn.say("brands")
    turn.block({"kind": "brands", "brandIds": [b["_id"] for b in chosen]})
    turn.chips(*(turn.record_chip("brand", record) for record in chosen[:3]), "aisles")


async def product_detail(turn: Turn) -> None:
    """Tell me about <product> / details of the second one / تفاصيل / الثاني."""
    segment = turn.utterance.segments()[0]
    if not segment.topic and segment.ordinal is not None:
        _, problem = remembered_id(turn, segment)
        if problem == "not_in_list":
            turn.say("not_in_list")
            turn.error("RESOURCE_NOT_FOUND", "not_in_list")
            if turn.shown():
                turn.block({"kind": "products", "productIds": turn.shown()})
            turn.chips("add_first", "detail_first", "cart")
            return
    resolved = await resolve_product(turn, segment)
    if resolved.product is None:
        if resolved.problem == "nothing_shown":
            turn.say("nothing_shown")
            turn.chips("aisles", "offers")
        else:
            not_found(turn)
        return
    product_id = resolved.product["_id"]
    turn.say("detail")
    turn.block({"kind": "product_detail", "productId": product_id})
    turn.set_focus(product_id)
    turn.chips("add_it", "cart", "offers")


async def similar(turn: Turn) -> None:
    """something similar / alternatives / بدائل: like the product in focus, not itself."""
    focus = turn.focus()
    if focus is None:
        turn.say("nothing_shown")
        turn.chips("aisles", "offers")
        return
    found = await turn.call("products_by_ids", turn.store.products_by_ids, [focus])
    words = keywords_in(found.get(focus), turn.language)
    if not words:
        not_found(turn)
        return
    hits = await search(turn, words[0])
    others = [p["_id"] for p in hits if p["_id"] != focus]
    if not others:
        not_found(turn)
        return
    show_products(turn, others)
