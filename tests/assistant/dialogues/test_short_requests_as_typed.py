"""Short requests as shoppers type them, over a real socket in English, Gulf Arabic and
Arabizi: a greeting or a "meanwhile" before goods is no word of their name; a product named
with a small count is how many to buy, never a size or a pick; a Gulf spelling of hamour or
of emptying the cart; where today's order is, with "today" said; how the product in view
keeps, its food unnamed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, send

NOT_EXACTLY = ("exactly", "بالضبط")


@pytest.mark.parametrize(
    ("message", "guest", "named"),
    [
        ("مسا الخير عندكم تمر سكري", GUEST_B, "Sukkari"),
        ("هلا وغلا عندكم لومي", GUEST_B, "Loomi"),
        ("good evening, any sukkari dates?", GUEST_A, "Sukkari"),
        ("3indkom hamor fillet?", GUEST_B, "Hamour"),
    ],
)
async def test_a_greeting_before_goods_is_no_word_of_their_name(
    client: Any, message: str, guest: str, named: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert names(turn) and named in names(turn)[0], (message, names(turn))
    assert not any(word in turn.end["content"] for word in NOT_EXACTLY), turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest", "count"),
    [
        ("2 kitkat", GUEST_A, 2),
        ("kitkat x3", GUEST_A, 3),
        ("kitkat wa7id", GUEST_B, 1),
        ("meanwhile add 2 kitkat", GUEST_A, 2),
    ],
)
async def test_a_product_named_with_a_small_count_is_proposed(
    client: Any, message: str, guest: str, count: int
) -> None:
    turn = await send(client, message, guest=guest)
    [line] = turn.action("add_to_cart")["items"]
    assert line["quantity"] == count, (message, line)


@pytest.mark.parametrize("message", ["iphone 15", "the organic one"])
async def test_a_big_number_or_a_pick_is_no_count_to_buy(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert "cart_action" not in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize("message", ["abi afa66i el cart kila", "fa66i el sala"])
async def test_emptying_the_cart_in_gulf_spellings(client: Any, message: str) -> None:
    offered = await send(client, "2 kitkat", guest=GUEST_B)
    action = offered.action("add_to_cart")
    assert (await confirm(client, action["actionId"], guest=GUEST_B)).status == 200
    turn = await send(client, message, offered.conversation_id, guest=GUEST_B)
    assert turn.action("clear_cart"), (message, kinds(turn))


@pytest.mark.parametrize(
    "message", ["wain wa9al 6alabi el yom?", "وين وصل طلبي اليوم؟", "where is my order today"]
)
async def test_where_todays_order_is_is_its_status(client: Any, message: str) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert "order_status" in kinds(turn), (message, kinds(turn))
    assert "delivery_slots" not in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("first", "then", "guest"),
    [
        ("عندكم هامور؟", "لو ما طبخته اليوم شلون اخزنه", GUEST_B),
        ("3indkom hamor?", "w lo ma 6abakhta el youm shlon a5azna", GUEST_B),
        ("salmon please", "how do i store it", GUEST_A),
    ],
)
async def test_how_the_product_in_view_keeps(
    client: Any, first: str, then: str, guest: str
) -> None:
    shown = await send(client, first, guest=guest)
    turn = await send(client, then, shown.conversation_id, guest=guest)
    said = " ".join(texts(turn))
    assert "fish" in said.lower() or "السمك" in said, (then, said)


@pytest.mark.parametrize(
    "message", ["el za3faran ghali shway, shino a7i6 badala?", "الزعفران غالي شوي شو احط بداله"]
)
async def test_a_bit_pricey_is_no_barbecue(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_B)
    said = " ".join(texts(turn)) + turn.end["content"]
    assert "كركم" in said and "للشوي" not in said, (message, said)
