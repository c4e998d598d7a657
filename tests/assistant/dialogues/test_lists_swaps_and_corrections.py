"""Cart requests of several items, swaps and corrections, over a real socket: an item said by
its pack alone beside items named is the card shown ("2 cans w 3 lays masala"); a correction
after an offer replaces the line it corrects ("sorry, I meant white sugar"); a swap of a cart
line is one change that takes it off and puts the other on; a brand's variant word with a
count buys that variant; "in twice" of a line of one says there is only one. English, Gulf
Arabic and Arabizi, each beside look-alikes that keep their old reading."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

_PEPSI_CANS, _DIET_PEPSI, _MASALA = "p-1212", "p-1214", "p-1105"
_LIPTON, _LIPTON_200 = "p-1309", "p-1309-v2"
_WHITE_SUGAR, _BROWN_SUGAR = "p-1701", "p-1702"
_WHITE_EGGS, _WHITE_30 = "p-0226", "p-0226-v2"
_BROWN_EGGS, _BROWN_30 = "p-0227", "p-0227-v2"


def _offered(turn: Turn, action: str = "add_to_cart") -> dict[str, int]:
    return {i["productId"]: i["quantity"] for i in turn.action(action)["items"]}


def _variants(turn: Turn, action: str) -> dict[str, str | None]:
    return {i["productId"]: i.get("variantId") for i in turn.action(action)["items"]}


async def _cart(client: Any, guest: str) -> dict[str, int]:
    reply = await client.get("/v1/cart", guest=guest)
    assert reply.status == 200, reply.json
    return {line["productId"]: line["quantity"] for line in reply.results["items"]}


async def _after(client: Any, first: str, then: str, guest: str | None = None) -> Turn:
    """`then` right after `first`, in one conversation of a shopper of their own (a guest
    sends only so many messages a minute)."""
    guest = guest or uuid.uuid4().hex
    shown = await send(client, first, guest=guest)
    return await send(client, then, shown.conversation_id, guest=guest)


async def test_an_item_said_by_its_pack_beside_named_items_is_the_card_shown(
    client: Any,
) -> None:
    for show, message, cans, masala in (
        ("do you have pepsi?", "add 2 cans and 3 lays masala", 2, 3),
        ("do you have pepsi?", "put 3 cans and 2 lays masala", 3, 2),
        ("do you have pepsi?", "I'll take 4 cans and 2 lays masala", 4, 2),
        ("do you have pepsi?", "add 5 cans, 2 lays masala", 5, 2),
        ("do you have pepsi?", "ok 2 cans and 3 lays masala then", 2, 3),
        ("do you have pepsi?", "give me 2 cans and 1 lays masala", 2, 1),
        ("عندكم بيبسي؟", "ضيف ٣ علب و ٢ ليز ماسالا", 3, 2),
        ("عندكم بيبسي؟", "زين حط ٢ علب و ليز ماسالا", 2, 1),
        ("عندكم بيبسي؟", "خلاص ٢ علب و ٣ ليز ماسالا", 2, 3),
        ("عندكم بيبسي؟", "عطني ٤ علب و ١ ليز ماسالا", 4, 1),
        ("3indkom pepsi?", "5alas 2 cans w 3 lays masala", 2, 3),
        ("3indkom pepsi?", "7ot 5 cans w lays masala", 5, 1),
        ("3indkom pepsi?", "zeed 3 cans w 2 lays masala", 3, 2),
        ("pepsi el kbeera", "5alas 2 cans w 3 lays masala", 2, 3),
    ):
        turn = await _after(client, show, message)
        assert _offered(turn) == {_PEPSI_CANS: cans, _MASALA: masala}, (message, _offered(turn))
    for show, message in (
        ("do you have lipton tea?", "add the 200 bags and a kilo of white sugar"),
        ("عندكم شاي ليبتون؟", "حط ال 200 كيس و كيلو سكر ابيض"),
        ("3indkom lipton?", "7ot el 200 bags w kilo sukkar abya9"),
    ):
        turn = await _after(client, show, message)
        assert _offered(turn) == {_LIPTON: 1, _WHITE_SUGAR: 1}, (message, _offered(turn))
        assert _variants(turn, "add_to_cart")[_LIPTON] == _LIPTON_200, message


async def test_a_pack_with_no_list_shown_or_a_named_item_invents_no_card(client: Any) -> None:
    alone = await send(client, "add 2 cans and 3 lays masala", guest=GUEST_A)
    assert _PEPSI_CANS not in _offered(alone), _offered(alone)
    for show, message in (
        ("do you have pepsi?", "add 2 lays masala and 3 kdd milk"),
        ("عندكم بيبسي؟", "حط ٢ ليز ماسالا و ٣ حليب كي دي دي"),
        ("3indkom pepsi?", "zeed 2 lays masala w 3 kdd milk"),
    ):
        turn = await _after(client, show, message)
        assert _PEPSI_CANS not in _offered(turn), (message, _offered(turn))


async def test_the_cans_and_chips_confirmed_are_both_in_the_cart(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_B)
    turn = await _after(client, "3indkom pepsi?", "5alas 2 cans w 3 lays masala", GUEST_B)
    done = await confirm(client, turn.action("add_to_cart")["actionId"], guest=GUEST_B)
    assert done.status == 200, done.json
    assert await _cart(client, GUEST_B) == {_PEPSI_CANS: 2, _MASALA: 3}


async def test_a_correction_naming_another_product_replaces_the_line_it_corrects(
    client: Any,
) -> None:
    sugar = (
        ("add 2 kdd milk and a kilo of brown sugar", "sorry, I meant white sugar"),
        ("add 2 kdd milk and a kilo of brown sugar", "no I meant white sugar, the one kilo"),
        ("add 2 kdd milk and a kilo of brown sugar", "actually the white sugar"),
        ("add 2 kdd milk and a kilo of brown sugar", "I meant white sugar not brown"),
        ("add 2 kdd milk and a kilo of brown sugar", "oops, white sugar please"),
        ("حط ٢ حليب كي دي دي و كيلو سكر بني", "لا قصدي سكر ابيض"),
        ("حط ٢ حليب كي دي دي و كيلو سكر بني", "اسف قصدي السكر الابيض"),
        ("حط ٢ حليب كي دي دي و كيلو سكر بني", "لا السكر الابيض"),
        ("حط ٢ حليب كي دي دي و كيلو سكر بني", "مو بني، ابيض سكر"),
        ("7ot 2 kdd milk w kilo sukkar bunni", "la 2asdi sukkar abya9"),
        ("7ot 2 kdd milk w kilo sukkar bunni", "sorry sukkar abya9"),
        ("7ot 2 kdd milk w kilo sukkar bunni", "la el sukkar el abya9"),
    )
    for first, correction in sugar:
        turn = await _after(client, first, correction)
        lines = _offered(turn)
        assert _WHITE_SUGAR in lines and _BROWN_SUGAR not in lines, (correction, lines)
        assert len(lines) == 2, (correction, lines)  # the milk is kept
    others = (
        ("add 3 pepsi cans and 2 lays salted", "sorry I meant diet pepsi", _DIET_PEPSI),
        ("add 3 pepsi cans and 2 lays salted", "no, the diet pepsi", _DIET_PEPSI),
        ("add 3 pepsi cans and 2 lays salted", "I meant the lays masala", _MASALA),
        ("حط ٣ بيبسي علب و ٢ ليز ملح", "لا قصدي بيبسي دايت", _DIET_PEPSI),
        ("حط ٣ بيبسي علب و ٢ ليز ملح", "لا ليز ماسالا مو ملح", _MASALA),
        ("حط ٣ بيبسي علب و ٢ ليز ملح", "اسف ابي بيبسي دايت", _DIET_PEPSI),
        ("7ot laban almarai w 2 bai6 abya9", "la 2asdi bai6 bunni", _BROWN_EGGS),
        ("7ot laban almarai w 2 bai6 abya9", "sorry el bai6 el bunni", _BROWN_EGGS),
    )
    for first, correction, wanted in others:
        turn = await _after(client, first, correction)
        lines = _offered(turn)
        assert wanted in lines and len(lines) == 2, (correction, lines)


async def test_what_is_added_besides_or_refused_is_no_correction(client: Any) -> None:
    for first, then in (
        ("add 2 kdd milk and a kilo of brown sugar", "white sugar too"),
        ("حط ٢ حليب كي دي دي و كيلو سكر بني", "وسكر ابيض بعد"),
        ("7ot 2 kdd milk w kilo sukkar bunni", "w sukkar abya9 kaman"),
    ):
        lines = _offered(await _after(client, first, then))
        assert {_WHITE_SUGAR, _BROWN_SUGAR} <= set(lines), (then, lines)
    for first, then in (
        ("add 2 kdd milk and a kilo of brown sugar", "not the brown sugar"),
        ("حط ٢ حليب كي دي دي و كيلو سكر بني", "لا بدون السكر"),
        ("7ot 2 kdd milk w kilo sukkar bunni", "la bala el sukkar"),
    ):
        lines = _offered(await _after(client, first, then))
        assert _WHITE_SUGAR not in lines and _BROWN_SUGAR not in lines, (then, lines)


async def test_the_corrected_offer_confirmed_holds_the_white_sugar(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_B)
    turn = await _after(
        client,
        "add 2 kdd milk and a kilo of brown sugar",
        "Sorry, I meant white sugar, the one kilo.",
        GUEST_B,
    )
    done = await confirm(client, turn.action("add_to_cart")["actionId"], guest=GUEST_B)
    assert done.status == 200, done.json
    held = await _cart(client, GUEST_B)
    assert held.get(_WHITE_SUGAR) == 1 and _BROWN_SUGAR not in held, held


_SWAPS = (
    "swap it for brown 30",
    "replace it with brown eggs 30",
    "switch to brown eggs instead",
    "brown eggs 30 instead",
    "exchange it for the brown ones",
    "swap for brown eggs",
    "replace them with brown 30",
    "change it to brown eggs instead",
    "بدلها بني ٣٠",
    "بدله بيض بني",
    "بدلهم بيض بني ٣٠",
    "بدل البيض بالبني",
    "بدلها بيض بني",
    "بدلها بالبيض البني",
    "bdelha bunni 30",
    "bdelha bai6 bunni",
    "bdelhom bunni 30",
    "badelha bil bunni",
    "bdel el bai6 bil bunni",
    "bdelha bai6 bunni 30",
    "bdela bunni",
    "badel el bai6 bunni 30",
)


async def _holding_white_eggs(client: Any) -> str:
    """A new shopper whose cart holds one tray of 30 white eggs."""
    guest = uuid.uuid4().hex
    added = await send(client, "add white eggs 30", guest=guest)
    done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return guest


async def test_a_swap_of_a_cart_line_is_one_change_taking_it_off(client: Any) -> None:
    for message in _SWAPS:
        guest = await _holding_white_eggs(client)
        shown = await send(client, "el bai6 shino el far8 been el abya9 wel bunni", guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        change = {i["productId"]: (i.get("variantId"), i["quantity"]) for i in
                  turn.action("update_cart_item")["items"]}  # fmt: skip
        assert change[_WHITE_EGGS] == (_WHITE_30, 0), (message, change)
        assert change[_BROWN_EGGS] == (_BROWN_30, 1), (message, change)
    guest = await _holding_white_eggs(client)
    swapped = await send(client, "bdelha bunni 30", guest=guest)
    done = await confirm(client, swapped.action("update_cart_item")["actionId"], guest=guest)
    assert done.status == 200, done.json
    assert await _cart(client, guest) == {_BROWN_EGGS: 1}


async def test_a_swap_right_after_the_offer_was_confirmed_swaps_the_cart_line(
    client: Any,
) -> None:
    for message in ("swap it for brown 30", "ابدلها بالبني ٣٠", "badelha bil bunni"):
        guest = uuid.uuid4().hex
        added = await send(client, "add white eggs 30", guest=guest)
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, message, added.conversation_id, guest=guest)
        assert _offered(turn, "update_cart_item") == {_WHITE_EGGS: 0, _BROWN_EGGS: 1}, message


async def test_without_a_swap_word_or_as_a_question_nothing_is_swapped(client: Any) -> None:
    guest = await _holding_white_eggs(client)
    for message in ("add brown eggs 30", "zeed bai6 bunni", "ضيف بيض بني"):
        turn = await send(client, message, guest=guest)
        assert _offered(turn) == {_BROWN_EGGS: 1}, message
    for message in (
        "what can I use instead of eggs?",
        "ماعندي بيض وش ابدل فيه؟",
        "shno badeel el bai6 fil cake?",
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), message


async def test_a_variant_word_with_a_count_buys_that_variant(client: Any) -> None:
    for show, message in (
        ("عندكم بيبسي؟", "بيبسي دايت، كرتونين"),
        ("عندكم بيبسي؟", "حط ٢ بيبسي دايت"),
        ("do you have pepsi?", "add 2 diet pepsi"),
        ("3indkom pepsi?", "7ot 2 pepsi diet"),
    ):
        turn = await _after(client, show, message)
        assert _offered(turn) == {_DIET_PEPSI: 2}, (message, _offered(turn))
    for show, message in (
        ("عندكم بيبسي؟", "في شي دايت؟"),
        ("do you have pepsi?", "anything diet?"),
    ):
        turn = await _after(client, show, message)
        assert "cart_action" not in kinds(turn) and "products" in kinds(turn), message


async def test_a_line_said_to_be_in_twice_is_said_to_be_there_once(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_B)
    added = await send(client, "add bananas and 2 kdd milk", guest=GUEST_B)
    assert (
        await confirm(client, added.action("add_to_cart")["actionId"], guest=GUEST_B)
    ).status == 200
    for message in (
        "الموز صار مرتين شيل واحد",
        "el moz sar marteen shil wa7d",
        "the bananas are in twice, remove one",
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert "cart_action" not in kinds(turn) and "cart_summary" in kinds(turn), message
        assert any(word in turn.end["content"] for word in ("only one", "وحده بس")), message
    for message in ("الحليب صار مرتين شيل واحد", "the milk is in twice, remove one"):
        turn = await send(client, message, guest=GUEST_B)
        [line] = turn.action("update_cart_item")["items"]
        assert line["quantity"] == 1, message


async def test_a_cart_line_taken_off_then_another_put_on_is_one_change(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_B)
    added = await send(client, "add saffron and cardamom", guest=GUEST_B)
    assert (
        await confirm(client, added.action("add_to_cart")["actionId"], guest=GUEST_B)
    ).status == 200
    for message in (
        "شيل الزعفران اجل وحط كركم",
        "شيل الزعفران عيل وحط كركم",
        "remove the saffron and add turmeric",
    ):
        turn = await send(client, message, guest=GUEST_B)
        change = _offered(turn, "update_cart_item")
        assert change == {"p-0909": 0, "p-0902": 1}, (message, change)


async def test_a_recipes_ingredient_wanted_instead_of_another_variant(client: Any) -> None:
    shrimp, jumbo, medium = "p-0508", "p-0508-v2", "p-0508-v1"
    for first, message, wanted in (
        ("وشلون اسوي مربين", "بس حط الروبيان الجامبو بدل الوسط", jumbo),
        ("how do I make murabyan", "add the ingredients but jumbo shrimp instead of medium", jumbo),
        ("kaif asawi murabyan", "7ot el ghra9 bs el robyan el jumbo bdal el wasa6", jumbo),
        (
            "how do I make murabyan",
            "add the ingredients but medium shrimp instead of jumbo",
            medium,
        ),
        ("how do I make murabyan", "add the ingredients", medium),
    ):
        turn = await _after(client, first, message)
        lines = _variants(turn, "add_recipe_to_cart")
        assert lines[shrimp] == wanted, (message, lines[shrimp])
