"""Counts that name the pack, over a real socket in English, Gulf Arabic and Arabizi: a number
said with a word of pieces or of a pack ("the 4 pack", "١٢ لفة", "12 rol") that is as many
pieces as the pack holds is one of that pack, never that many packs; "2 packs" still buys
two. A box said big or small ("the big carton", "الكرتونه الكبيره") is that pack of the
goods, also when it was said in a question before "add it"."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TOILET_ROLLS = "p-1913"  # Fine Toilet Rolls, sold as one pack of 12 rolls
_KITCHEN_TOWELS = "p-1914"  # Fine Kitchen Towels, sold as one pack of 4 rolls


async def test_a_count_of_the_packs_own_pieces_is_one_pack(client: Any) -> None:
    for message, guest in (
        ("add fine toilet paper 12 rolls", GUEST_A),
        ("حط ورق حمام فاين ال ١٢ لفة", GUEST_B),
        ("zeed wara8 7amam fine el 12 rol", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_TOILET_ROLLS, 1), (message, line)


async def test_the_pack_named_by_its_count_after_it_was_shown_is_one(client: Any) -> None:
    shown = await send(client, "do you have kitchen towels", guest=GUEST_A)
    turn = await send(client, "add the fine 4 pack", shown.conversation_id, guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert (line["productId"], line["quantity"]) == (_KITCHEN_TOWELS, 1), line


async def test_packs_counted_stay_that_many(client: Any) -> None:
    for message, guest, count in (
        ("add 2 packs of fine toilet rolls", GUEST_A, 2),
        ("add 3 fine toilet rolls", GUEST_A, 3),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_TOILET_ROLLS, count), (message, line)


_BROWN_EGGS_30 = "p-0227-v2"  # the big carton (30) of the brown eggs
_WATER_SMALL_BOTTLES = "p-1401-v2"  # the carton of small bottles of the water


async def test_a_box_said_big_or_small_is_that_pack(client: Any) -> None:
    for message, guest in (
        ("add the big carton of brown eggs", GUEST_A),
        ("add the brown eggs, large carton", GUEST_A),
        ("7ot el bai6 el bunni el karton el kbeer", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["variantId"], line["quantity"]) == (_BROWN_EGGS_30, 1), (message, line)
    asked = await send(client, "عندكم بيض؟", guest=GUEST_B)
    priced = await send(
        client, "بكم البيض البني؟ الكرتونه الكبيره", asked.conversation_id, guest=GUEST_B
    )
    turn = await send(client, "زين حطه", priced.conversation_id, guest=GUEST_B)
    [line] = turn.action("add_to_cart")["items"]
    assert (line["variantId"], line["quantity"]) == (_BROWN_EGGS_30, 1), line
    # the extent of the goods, not of the box: the carton of the small bottles, as before
    turn = await send(client, "add a carton of small water bottles", guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert line["variantId"] == _WATER_SMALL_BOTTLES, line
