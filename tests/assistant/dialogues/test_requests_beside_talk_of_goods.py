"""Requests said with talk of goods, over a real socket in English, Gulf Arabic and Arabizi:
another's word that lists goods, an order's trouble, a dislike followed by what is wanted
instead, a wish for goods that are fresh or ripe, an ingredient left out of a recipe just
shown, a want denied before the goods wanted, goods whose name holds a way of cooking, "what
if i add" and a question of what was put in the cart are acted on as asked, not thanked for
nor taken as talk."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

_ACTS = {"products", "product_detail", "cart_action", "recipe", "order_status"}


def _acted(turn: Turn) -> set[str]:
    assert turn.status == 200
    return _ACTS & set(kinds(turn))


async def test_anothers_word_that_lists_goods_asks_for_them(client: Any) -> None:
    """C4: someone else's words ("my wife says 2 milk") are a list of goods, not a story."""
    for message, guest in (
        ("my sister says 3 yoghurts and some tomatoes", GUEST_A),
        ("my husband told me to get rice and eggs", GUEST_A),
        ("bread, 2 laban, and my mom said grab apples too", GUEST_A),
        ("امي تقول ٢ حليب وطماط", GUEST_B),
        ("ربعي قال ٢ ماي وعصير", GUEST_B),
        ("الوصفه تقول ٢ بيض وكوب طحين", GUEST_B),
        ("o5ti galat 3 rob w 5ubz", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _acted(turn), (message, kinds(turn))
    shown = await send(client, "show me yoghurt", guest=GUEST_A)
    assert "products" in kinds(shown)
    picked = await send(
        client, "my wife said the almarai one", shown.conversation_id, guest=GUEST_A
    )
    assert _acted(picked), kinds(picked)


async def test_an_orders_trouble_is_no_talk_to_thank(client: Any) -> None:
    """C5: "my order says delivered but i didnt get it" is a grievance, not a story."""
    for message, guest in (
        ("the tracking says delivered but i never received anything", GUEST_A),
        ("you sent me too many tomatoes", GUEST_A),
        ("المندوب قال بيتاخر ساعه", GUEST_B),
        ("التطبيق يقول وصل الطلب بس ما استلمت", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "thanks for telling me" not in turn.end["content"].lower(), message
        assert {"faq", "order_status", "handoff", "products"} & set(kinds(turn)), (
            message,
            kinds(turn),
        )


async def test_anothers_word_of_what_came_wrong_is_a_grievance(client: Any) -> None:
    """A relative's word of what came wrong is a complaint, never only noted."""
    token = customer_token("demo-1")
    for message in (
        "my daughter says you forgot the bananas",
        "my brother told me the tomatoes you brought were crushed",
        "my mum said the fish you sent smells off",
        "my sister said you missed the yoghurt",
        "ابوي يقول اللحم خايس",
        "اختي تقول البيض اللي جانا مكسر",
    ):
        turn = await send(client, message, token=token)
        said = turn.end["content"].lower()
        assert "thanks for telling me" not in said and "وصلت" not in said, (message, said)
        assert {"faq", "order_status", "handoff", "products"} & set(kinds(turn)), (
            message,
            kinds(turn),
        )


async def test_a_dislike_then_what_is_wanted_shows_it(client: Any) -> None:
    """C6: a dislike or a habit, then what is wanted instead, is a request for it."""
    for message, guest in (
        ("i gave up soda, diet pepsi then", GUEST_A),
        ("we stopped white bread, brown bread", GUEST_A),
        ("i hate coriander, some parsley then", GUEST_A),
        ("my kids hate fish, lunch ideas for kids", GUEST_A),
        ("ما احب الروب كامل الدسم، قليل الدسم", GUEST_B),
        ("عندنا رز وايد، خبز ٢", GUEST_B),
        ("3indna rez wayed, 5ubz 2", GUEST_B),
        ("عندي ضيوف الليله وايد", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _acted(turn) or "products" in kinds(turn) or "text" in kinds(turn), (
            message,
            kinds(turn),
        )
        assert "thanks for telling me" not in turn.end["content"].lower(), message


async def test_goods_wished_fresh_or_ripe_are_asked_for(client: Any) -> None:
    """C7: words of praise in a wish ("mangoes that are ripe") or beside a count ask."""
    for message in (
        "mangoes that are sweet",
        "1 kg fish, as long as it is fresh",
        "the dates were lovely last time, 2 more packs",
        "the apples were really sweet last week, same again",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "glad you enjoyed" not in turn.end["content"].lower(), message
        assert "thanks for telling me" not in turn.end["content"].lower(), message


async def test_an_ingredient_left_out_of_the_recipe_shown(client: Any) -> None:
    """D8: "skip the onions" after a recipe leaves them out of its ingredients."""
    for recipe, left_out, guest in (
        ("machboos recipe", "skip the garlic", GUEST_A),
        ("وصفة مجبوس", "بلاش الثوم", GUEST_B),
    ):
        shown = await send(client, recipe, guest=guest)
        assert "recipe" in kinds(shown), kinds(shown)
        turn = await send(client, left_out, shown.conversation_id, guest=guest)
        assert turn.action("add_recipe_to_cart")["items"], (left_out, turn.end)


async def test_a_want_denied_then_the_goods_wanted(client: Any) -> None:
    """D9: "i don't want X, Y" looks for Y; "but add eggs" adds them."""
    for message, guest in (
        ("i dont want white bread, brown toast", GUEST_A),
        ("ما ابي عصير، ابي لبن", GUEST_B),
        ("ما ابي روب ابي لبن", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_summary" not in kinds(turn), (message, kinds(turn))
    turn = await send(client, "i won't need milk this week, but add tomatoes", guest=GUEST_A)
    assert turn.action("add_to_cart")["items"], kinds(turn)


async def test_a_way_of_cooking_in_the_goods_name(client: Any) -> None:
    """D10: "bbq sauce" and "baking soda" are names, not goods for a way of cooking."""
    for message in ("bbq sauce", "baking soda"):
        turn = await send(client, message, guest=GUEST_A)
        shown = [p["name"].lower() for b in turn.end["blocks"] if b["kind"] == "products"
                 for p in b["products"]]  # fmt: skip
        assert not any("pepsi" in name or "tomato" in name for name in shown), (message, shown)
    grilled = await send(client, "any chicken for grilling", guest=GUEST_A)
    assert "products" in kinds(grilled), kinds(grilled)


async def test_what_if_i_add_puts_the_goods_in(client: Any) -> None:
    """D11: "what if i add 2 milk" is the goods, not the store's rule for a mishap."""
    for message, guest in (
        ("what if i add 3 yoghurts", GUEST_A),
        ("شيصير لو ضفت ٣ روب", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _acted(turn) & {"products", "cart_action"}, (message, kinds(turn))


async def test_what_was_put_in_the_cart_is_the_cart(client: Any) -> None:
    """D12: "show me what you have added so far" asks of the cart, not the shelves."""
    turn = await send(client, "what have you added for me so far", guest=GUEST_A)
    assert "cart_summary" in kinds(turn), kinds(turn)
    turn = await send(client, "show me what you have added so far", guest=GUEST_A)
    assert "cart_summary" in kinds(turn), kinds(turn)


async def test_nothing_more_wanted_then_paying_is_the_cart(client: Any) -> None:
    """Nothing more wanted, then paying asked: the cart to pay for, no goods looked for."""
    for message, guest in (
        ("i don't want anything more, let me pay", GUEST_A),
        ("ما ابي شي بعد، كمل الدفع", GUEST_B),
        ("ما نبي زياده، الحساب", GUEST_B),
        ("ma abi shay thani, adfa3", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), (message, kinds(turn))


async def test_goods_denied_beside_goods_added_are_not_added(client: Any) -> None:
    """A want denied, then other goods added: only the goods added are offered or shown."""
    for message, denied in (
        ("ما ابي عصير برتقال، ضيف طماط", "juice"),
        ("ma abi 5ubz, 7ot bai6", "bread"),
        ("ما نبي جبن ابيض، حط جبن شيدر", "white cheese"),
    ):
        turn = await send(client, message, guest=GUEST_B)
        blocks = turn.end["blocks"]
        offered = [
            str(item)
            for block in blocks
            if block["kind"] == "cart_action"
            for item in block.get("items", [])
        ]
        offered += [
            product["name"]
            for block in blocks
            if block["kind"] == "products"
            for product in block.get("products", [])
        ]
        assert offered, (message, kinds(turn))
        assert not [name for name in offered if denied in name.lower()], (message, offered)
