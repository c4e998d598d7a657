"""References to what the conversation showed, offered or ordered, and corrections of an
offer, in English, Gulf Arabic and Arabizi, over a real socket: "the cheaper one", "the 1.8
kg", "the organic one", "الثاني", "el awal"; "the cleaning order", "last week's order", "the
order from friday"; "add the soup stuff" after the lentil soup; "no, 5", "خله ٣", "la mob 3,
6"; "add a kilo of the oranges and take out the bread". A reference that fits nothing shown
or ordered is said to fit nothing; no product or order is guessed for it."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hub.storefront.delivery import KUWAIT
from hub.storefront.seeding import placed_at
from tests.assistant.dialogues._blocks import chip_labels, kinds, names, one, order_numbers
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send

_WEEKDAYS = (
    ("monday", "الاثنين", "el ithnain"),
    ("tuesday", "الثلاثاء", "el thulatha"),
    ("wednesday", "الاربعاء", "el arb3a"),
    ("thursday", "الخميس", "el khamees"),
    ("friday", "الجمعة", "el jum3a"),
    ("saturday", "السبت", "el sabt"),
    ("sunday", "الاحد", "el a7ad"),
)


def _detail(turn: Any) -> dict[str, Any]:
    return one(turn, "product_detail")["product"]


def _no_action(turn: Any) -> bool:
    return "cart_action" not in kinds(turn)


async def test_ordinals_and_the_cheaper_one_of_the_list_shown(client: Any) -> None:
    rice = await send(client, "show me rice", guest=GUEST_A)
    shown = names(rice)
    conversation = rice.conversation_id
    for message, wanted in (
        ("the second one", shown[1]),
        ("tell me more about the first one", shown[0]),
        ("the cheaper one", "Al Wazzan Egyptian Rice"),
        ("the wholegrain one", "Tilda Wholegrain Brown Basmati Rice"),
        ("الثاني", shown[1]),
        ("اللي ارخص", "Al Wazzan Egyptian Rice"),
        ("el awal", shown[0]),
        ("el thani", shown[1]),
    ):
        turn = await send(client, message, conversation, guest=GUEST_A)
        assert _detail(turn)["name"] == wanted, message
        assert _no_action(turn), message


async def test_a_pack_size_picks_that_pack_of_the_list_and_fits_nothing_else(
    client: Any,
) -> None:
    for message in ("the 1.8 kg", "اللي ١٫٨ كيلو", "el 1.8 kilo"):
        nido = await send(client, "nido", guest=GUEST_A)
        turn = await send(client, message, nido.conversation_id, guest=GUEST_A)
        card = _detail(turn)
        assert (card["name"], card["variantId"]) == (
            "Nido Fortified Full Cream Milk Powder",
            "p-0229-v2",
        ), message
        assert _no_action(turn), message
    # no rice is sold in 1.8 kg: said, the list shown again, nothing proposed
    for message in ("the 1.8 kg", "اللي ١٫٨ كيلو"):
        rice = await send(client, "show me rice", guest=GUEST_B)
        turn = await send(client, message, rice.conversation_id, guest=GUEST_B)
        assert names(turn) == names(rice), message
        assert _no_action(turn) and "product_detail" not in kinds(turn), message


async def test_the_organic_one_is_looked_for_among_the_products_shown_only(
    client: Any,
) -> None:
    eggs = await send(client, "eggs", guest=GUEST_A)
    organic = await send(client, "the organic one", eggs.conversation_id, guest=GUEST_A)
    assert _detail(organic)["name"] == "Organic Free-Range Eggs"
    arabic = await send(client, "اللي عضوي", eggs.conversation_id, guest=GUEST_A)
    assert _detail(arabic)["name"] == "Organic Free-Range Eggs"
    # none of the laban is organic: the organic eggs elsewhere in the store are not shown
    for message in ("the organic one", "اللي عضوي"):
        laban = await send(client, "laban", guest=GUEST_B)
        turn = await send(client, message, laban.conversation_id, guest=GUEST_B)
        assert names(turn) == names(laban), message
        assert _no_action(turn) and "Organic" not in str(turn.end["blocks"]), message
    # nothing shown yet: asked, nothing guessed
    for message in ("the organic one", "tell me more about the first one", "الثاني"):
        turn = await send(client, message, guest=GUEST_B)
        assert _no_action(turn) and "product_detail" not in kinds(turn), message


async def test_a_new_count_right_after_an_offer_changes_that_offer(client: Any) -> None:
    for first, corrections, guest in (
        ("add 2 kdd laban", (("no, 5", 5), ("not 5, 4", 4), ("make it 3", 3)), GUEST_A),
        ("ضيف حليب كي دي دي", (("خله ٣", 3), ("لا مو ٣، ٤", 4), ("لا، خمسه", 5)), GUEST_B),
        ("7ot 2 laban kdd", (("la 5aleha 3", 3), ("la mob 3, 6", 6)), GUEST_A),
    ):
        offered = await send(client, first, guest=guest)
        [line] = offered.action("add_to_cart")["items"]
        for message, count in corrections:
            turn = await send(client, message, offered.conversation_id, guest=guest)
            [item] = turn.action("add_to_cart")["items"]
            assert (item["productId"], item["quantity"]) == (line["productId"], count), message


async def test_a_bare_count_for_an_offer_of_several_lines_asks_which(client: Any) -> None:
    offered = await send(client, "add 2 white arabic bread and kdd milk", guest=GUEST_A)
    asked = await send(client, "no, 5", offered.conversation_id, guest=GUEST_A)
    assert _no_action(asked)
    assert len(one(asked, "products")["products"]) == 2
    named = await send(client, "make the milk 5", offered.conversation_id, guest=GUEST_A)
    quantities = {i["product"]["name"]: i["quantity"] for i in named.action()["items"]}
    assert 5 in quantities.values() and 2 in quantities.values(), quantities


async def test_the_soup_stuff_after_the_lentil_soup_is_its_ingredients(client: Any) -> None:
    for recipe, message in (
        ("lentil soup recipe", "add the soup stuff"),
        ("lentil soup recipe", "add the ingredients"),
        ("وصفة شوربة عدس", "ضيف اغراض الشوربه"),
        ("lentil soup recipe", "7ot ghrad el shorba"),
    ):
        shown = await send(client, recipe, guest=GUEST_A)
        turn = await send(client, message, shown.conversation_id, guest=GUEST_A)
        action = turn.action("add_recipe_to_cart")
        assert action["params"]["recipeId"] == "recipe-lentil-soup", message
        assert not any("soap" in i["product"]["name"].lower() for i in action["items"]), message


async def test_one_message_adds_one_thing_and_takes_out_another(client: Any) -> None:
    for message, guest in (
        ("ok add a kilo of the oranges and take out the bread", GUEST_A),
        ("ضيف كيلو برتقال وشيل الخبز", GUEST_B),
        ("7ot kilo burtugal w shil el 5obz", GUEST_A),
    ):
        added = await send(client, "add 2 white arabic bread", guest=guest)
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, message, added.conversation_id, guest=guest)
        # one proposal with both lines: the bread set to none, the oranges put on
        lines = turn.action("update_cart_item")["items"]
        bread = added.action()["items"][0]["productId"]
        assert [line["quantity"] for line in lines if line["productId"] == bread] == [0], lines
        assert any("Orange" in line["product"]["name"] for line in lines), message
        assert kinds(turn).count("actions") == 1, message
        cleared = await send(client, "empty my cart", guest=guest)
        await confirm(client, cleared.action("clear_cart")["actionId"], guest=guest)
        # the bread still only offered: taken back from the offer, the oranges offered
        offered = await send(client, "add 2 white arabic bread", guest=guest)
        turn = await send(client, message, offered.conversation_id, guest=guest)
        [orange] = turn.action("add_to_cart")["items"]
        assert "Orange" in orange["product"]["name"], message
        assert "remove_cart_item" not in str(turn.end["blocks"]), message


async def test_an_order_described_by_its_goods_is_that_order(client: Any) -> None:
    cleaning = customer_token("demo-2")
    for message in (
        "reorder the cleaning order",
        "عيد طلب المنظفات",
        "3eed el 6alab mal el cleaning",
    ):
        turn = await send(client, message, token=cleaning)
        assert turn.action("reorder")["params"]["orderId"] == "order-demo-2-1", message
        assert one(turn, "order")["order"]["orderNumber"] == "KW-100187", message
    chicken = customer_token("demo-1")
    for message in (
        "reorder the chicken and rice order from last week",
        "ابي اعيد طلب الدجاج والرز",
        "3eed 6alab el dijaj wel 3eish",
    ):
        turn = await send(client, message, token=chicken)
        assert turn.action("reorder")["params"]["orderId"] == "order-demo-1-2", message
    # demo-1 never ordered cleaning goods: said, and her recent orders offered to choose
    # from, none of them guessed
    for message in ("reorder the cleaning order", "عيد طلب المنظفات"):
        turn = await send(client, message, token=chicken)
        assert _no_action(turn) and _offered_to_choose(turn), message


async def test_an_order_described_by_its_date_is_that_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("last week's order", "طلب الاسبوع الماضي", "el 6alab mal el usbu3 el madhi"):
        turn = await send(client, message, token=token)
        assert one(turn, "order")["order"]["orderNumber"] == "KW-100458", message
    # the refunded order was placed four days ago (two hours before the seed's moment), on
    # that day in Kuwait, whose weekdays the shopper names
    placed = placed_at(datetime.now(UTC), 4).astimezone(KUWAIT)
    english, arabic, arabizi = _WEEKDAYS[placed.weekday()]
    for message in (
        f"the order from {english}",
        f"طلب يوم {arabic}",
        f"el 6alab mal yom {arabizi}",
    ):
        turn = await send(client, message, token=token)
        assert one(turn, "order")["order"]["orderNumber"] == "KW-100702", message
    # a day with no order of hers: said, not the newest order instead
    empty_day = _WEEKDAYS[(placed.weekday() + 1) % 7][0]
    turn = await send(client, f"the order from {empty_day}", token=token)
    assert _no_action(turn) and _offered_to_choose(turn)


def _offered_to_choose(turn: Turn) -> bool:
    """Several orders shown, each with a chip that names it, and none taken for the one
    meant."""
    shown = order_numbers(turn)
    return len(shown) >= 2 and shown == chip_labels(turn)
