"""A whole request carried out with the changes said beside it, over a real socket: a past
order again less a line or with a line counted anew, a recipe's ingredients less one with
another counted, a cancelled order wanted back, and the whole cart emptied in Gulf words; a
change naming nothing of the order is asked about, never proposed as the whole order."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import demo_order_lines, kinds, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send

BANANAS, ARABIC_BREAD, MILK = "p-0001", "p-0301", "p-0201"
GALAXY, PEPSI = "p-1106", "p-1212"
CHICKEN, BASMATI = "p-0401", "p-0601"


def _counts(turn: Any, action_type: str) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action(action_type)["items"]}


async def test_a_past_order_again_less_the_line_left_out(client: Any) -> None:
    token = customer_token("demo-1")
    order = demo_order_lines("order-demo-1-1")
    for message in (
        "same order again but without the bananas",
        "reorder the order with bananas minus the bananas",
        "ابي نفس الطلبيه بس بدون الموز",
        "اطلب نفس طلب الموز مره ثانيه بدون الموز",
        "3eed nafs el 6alab bs bdoon el moz",
        "abi nafs el 6alab mara thanya bdoon el moz",
    ):
        turn = await send(client, message, token=token)
        lines = _counts(turn, "reorder")
        assert BANANAS not in lines, message
        assert set(lines) == order - {BANANAS}, message


async def test_a_past_order_again_with_a_line_counted_anew(client: Any) -> None:
    token = customer_token("demo-1")
    for message, left in (
        ("reorder my milk and eggs order minus the bread, and 3 milk instead of 2", ARABIC_BREAD),
        ("ابي نفس طلب الحليب والموز مره ثانيه بس بدون الخبز، والحليب خله 3", ARABIC_BREAD),
        ("كرر طلب الموز بس بدون الخبز، والحليب خله ٣", ARABIC_BREAD),
        ("abi nafs 6alab el moz mara thanya bs bdoon el 5ubz, w el 7aleeb 5alah 3", ARABIC_BREAD),
    ):
        turn = await send(client, message, token=token)
        lines = _counts(turn, "reorder")
        assert lines[MILK] == 3 and left not in lines and BANANAS in lines, message


async def test_the_cancelled_order_again_less_a_line_and_recounted(client: Any) -> None:
    token = customer_token("demo-2")
    for message, galaxy, pepsi in (
        ("reorder my cancelled order minus the galaxy, and 4 pepsi instead of 2", False, 4),
        ("abi a3eed el 6alab el malghi bs bdoon el galaxy", False, 2),
        ("ابي اعيد الطلب الملغي بدون الجالكسي", False, 2),
        ("هلا، ابي ارجع طلبية الشيبس والبيبسي اللي كنسلتها", True, 2),
    ):
        turn = await send(client, message, token=token)
        lines = _counts(turn, "reorder")
        assert (GALAXY in lines) is galaxy and lines[PEPSI] == pepsi, message
        assert "handoff" not in kinds(turn) and "faq" not in kinds(turn), message


async def test_a_change_naming_nothing_of_the_order_is_asked_about(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "reorder my last one but without the caviar",
        "نفس الطلب الاخير بس بدون الكافيار",
        "nafs el 6alab el a5eer bs bdoon el caviar",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), message
        assert "order" in kinds(turn), message


async def test_a_recipes_goods_less_one_with_another_counted(client: Any) -> None:
    for first, message in (
        ("wasfat machboos", "7i6 kil el a3'radh bel cart bs bdoon el 3aish, w el dyay 5alah 2"),
        ("wasfat machboos", "7ot kil el mokawinat bdoon el 3aish w el dyay 5alah 2"),
        ("طريقة عمل المجبوس", "حط كل المكونات بدون الرز، والدجاج خله ٢"),
        ("طريقة عمل المجبوس", "ضيف كل الاغراض بدون العيش و الدجاج خله ٢"),
        (
            "how do I make chicken machboos",
            "add all ingredients except the rice and make the chicken 2",
        ),
        ("how do I make chicken machboos", "add everything without the rice, and 2 chickens"),
    ):
        shown = await send(client, first, guest=GUEST_A)
        turn = await send(client, message, shown.conversation_id, guest=GUEST_A)
        lines = _counts(turn, "add_recipe_to_cart")
        assert BASMATI not in lines and lines.get(CHICKEN) == 2, message
        assert len(lines) > 5, message


async def test_things_left_out_joined_by_and_are_all_left_out(client: Any) -> None:
    for first, message in (
        ("how do I make chicken machboos", "add all ingredients without the rice and the chicken"),
        ("طريقة عمل المجبوس", "حط كل المكونات بدون الرز والدجاج"),
    ):
        shown = await send(client, first, guest=GUEST_A)
        turn = await send(client, message, shown.conversation_id, guest=GUEST_A)
        lines = _counts(turn, "add_recipe_to_cart")
        assert BASMATI not in lines and CHICKEN not in lines, message


async def test_the_whole_cart_emptied_in_gulf_words(client: Any) -> None:
    for message in (
        "fa9i5 el cart kilah",
        "fa9i5 el sala kilha",
        "فصخ السله كلها",
        "فضي السله كلها",
        "empty the whole cart",
    ):
        added = await send(client, "add 1 almarai laban", guest=GUEST_A)
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=GUEST_A)
        assert done.status == 200, message
        turn = await send(client, message, guest=GUEST_A)
        assert turn.action("clear_cart")["items"] == [], message


async def test_one_line_taken_off_in_gulf_words_is_not_the_whole_cart(client: Any) -> None:
    added = await send(client, "add 1 almarai laban and large white eggs", guest=GUEST_A)
    done = await confirm(client, added.action("add_to_cart")["actionId"], guest=GUEST_A)
    assert done.status == 200
    for message in ("fa9i5 el laban", "فصخ اللبن"):
        turn = await send(client, message, guest=GUEST_A)
        assert [b for b in turn.end["blocks"] if b.get("actionType") == "clear_cart"] == []
        assert "remove_cart_item" in [
            b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"
        ], message


HAREES = {"p-0609", "p-0406", "p-0905", "p-0901", "p-0805", "p-1701", "p-0912"}
HAREES_WHEAT = "p-0609"


async def _with_harees_and_laban(client: Any) -> None:
    for message in ("add harees ingredients", "add 1 almarai laban"):
        offered = await send(client, message, guest=GUEST_A)
        [action] = [b for b in offered.end["blocks"] if b["kind"] == "cart_action"]
        assert (await confirm(client, action["actionId"], guest=GUEST_A)).status == 200


async def test_a_recipes_goods_are_taken_off_together(client: Any) -> None:
    await _with_harees_and_laban(client)
    for message in (
        "remove the harees items",
        "take out the harees ingredients",
        "شيل اغراض الهريس",
        "احذف مكونات الهريس",
        "shil a3'radh el harees",
        "sheel kil a3'radh el harees",
        "shil a3'radh el harees min el cart, ba6bo5a ba3dain",
        "شيل اغراض الهريس من السله، بطبخه بعدين",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert set(_counts(turn, "remove_cart_item")) == HAREES, message


async def test_a_product_named_by_the_dishs_word_is_that_line_alone(client: Any) -> None:
    await _with_harees_and_laban(client)
    for message in ("remove the harees wheat", "شيل جريش الهريس", "shil 7ab el harees"):
        turn = await send(client, message, guest=GUEST_A)
        assert set(_counts(turn, "remove_cart_item")) == {HAREES_WHEAT}, message
    for message in ("take out the machboos ingredients", "شيل مكونات المجبوس"):
        turn = await send(client, message, guest=GUEST_A)
        assert "add_recipe_to_cart" not in [
            b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"
        ], message


LABAN, EGGS = "p-0203", "p-0226"


async def _with_three_lines(client: Any) -> None:
    offered = await send(
        client,
        "add 1 almarai laban and large white eggs and kdd chocolate ice cream",
        guest=GUEST_A,
    )
    action = offered.action("add_to_cart")
    assert (await confirm(client, action["actionId"], guest=GUEST_A)).status == 200


async def test_several_lines_off_and_one_on_are_one_proposal(client: Any) -> None:
    await _with_three_lines(client)
    for message in (
        "remove the laban and the eggs and add 2 pepsi",
        "take out the laban and the eggs, got them already. and add 2 pepsi",
        "شيل اللبن والبيض وضيف ٢ بيبسي",
        "احذف اللبن والبيض و حط ٢ بيبسي",
        "shil el laban wel bai6 w 7i6 2 pepsi",
        "sheel el laban w el bai6 w zeed 2 pepsi",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert _counts(turn, "update_cart_item") == {LABAN: 0, EGGS: 0, PEPSI: 2}, message


async def test_one_line_off_and_one_on_is_still_the_swap_of_the_two(client: Any) -> None:
    await _with_three_lines(client)
    for message in ("remove the laban and add 2 pepsi", "شيل اللبن وضيف ٢ بيبسي"):
        turn = await send(client, message, guest=GUEST_A)
        assert _counts(turn, "update_cart_item") == {LABAN: 0, PEPSI: 2}, message
    for message in ("remove the laban and the caviar and add 2 pepsi",):
        turn = await send(client, message, guest=GUEST_A)
        assert "cart_action" not in kinds(turn), message


PEPPERS, MIXED_NUTS = "p-0119", "p-2110"
ZAATAR_MIX = "p-0913"
RED_LENTILS, YELLOW_LENTILS = "p-0606", "p-0612"


def _proposed(turn: Any) -> set[str]:
    return {
        line["productId"]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action"
        for line in block["items"]
    }


async def test_goods_said_mixed_are_of_their_kind_never_another_kinds_mixed(client: Any) -> None:
    for message in (
        "add 5 chips mixed",
        "4 abraaj w 5 chips mixed",
        "I want 4 abraaj water and 5 mixed chips",
        "ابي ٤ مياه العبراج و ٥ شيبس منوع",
        "abi 5 chips mkhtalif",
        "5alas 4 abraaj w 5 chips mix",
        "add 3 chips assorted",
        "ابي ٥ شيبس مشكل",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert PEPPERS not in _proposed(turn), message
    turn = await send(client, "add 5 chips mixed", guest=GUEST_A)
    assert "cart_action" not in kinds(turn)
    cards = one(turn, "products")["products"]
    assert "Chips" in cards[0]["name"] and PEPPERS not in [card["_id"] for card in cards]


async def test_goods_whose_name_says_mixed_are_still_added(client: Any) -> None:
    for message, wanted in (
        ("add mixed bell peppers", PEPPERS),
        ("ضيف فلفل رومي ملون", PEPPERS),
        ("add 2 mixed nuts", MIXED_NUTS),
        ("7ot 2 mkasarat mshakla", MIXED_NUTS),
        ("ضيف مكسرات مشكله", MIXED_NUTS),
        ("add a zaatar mix", ZAATAR_MIX),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert wanted in _counts(turn, "add_to_cart"), message


async def test_two_varieties_of_one_kind_each_with_its_count(client: Any) -> None:
    for message in (
        "2 red lentils and 1 yellow",
        "add 2 red lentils and 1 yellow lentils",
        "ابي ٢ عدس احمر و ١ اصفر",
        "ضيف ٢ عدس احمر وواحد عدس اصفر",
        "abi 2 3ads a7mar w 1 asfar",
        "7ot 2 3ads a7mar w 1 3ads asfar",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert _counts(turn, "add_to_cart") == {RED_LENTILS: 2, YELLOW_LENTILS: 1}, message
