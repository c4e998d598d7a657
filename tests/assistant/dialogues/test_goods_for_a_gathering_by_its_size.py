"""Goods wished for a trip out or a gathering, said by its place and its size, over a real
socket: "i need stuff for the chalet for 10 people", "ابي اغراض للشاليه حق ١٠ اشخاص", "abi
a6lob 7agat lel chalet" show goods from across the aisles (never "not found", never a cart
proposal); "ghabga things" the ghabga's goods. A product added for the chalet is still
proposed, and a chalet to book or rent is still another matter."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, names, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("i need stuff for the chalet for 10 people", GUEST_A),
        ("we're going to the chalet with 10 people what should i buy", GUEST_A),
        ("things for the beach, we are 8", GUEST_A),
        ("need supplies for the chalet this weekend", GUEST_A),
        ("ابي اغراض للشاليه حق ١٠ اشخاص", GUEST_B),
        ("نبي حاجات للشاليه عندنا ١٢ نفر", GUEST_B),
        ("وش اشتري للبحر؟ بنروح ٦ اشخاص", GUEST_B),
        ("hala, abi a6lob 7agat lel chalet, 3indna 10 ashkha9 el weekend", GUEST_B),
        ("abi a3'radh lel chalet 7ag 8 nafar", GUEST_B),
    ],
)
async def test_goods_for_a_trip_out_are_shown_across_the_aisles(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn) and "cart_action" not in kinds(turn), (message, kinds(turn))
    shown = " ".join(names(turn))
    assert "Water" in shown and ("Chips" in shown or "Dates" in shown), (message, shown)
    assert is_arabic(turn.end["content"]) == (guest == GUEST_B), turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("hala 3indkom a3'radh ghabga?", GUEST_B),
        ("عندكم اغراض غبقه؟", GUEST_B),
        ("ghabga stuff please", GUEST_A),
    ],
)
async def test_goods_for_a_ghabga_are_its_dates_and_drinks(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    shown = " ".join(names(turn))
    assert "Dates" in shown and "Vimto" in shown, (message, shown)


async def test_a_product_for_the_chalet_is_still_proposed(client: Any) -> None:
    turn = await send(client, "add 2 pepsi for the chalet", guest=GUEST_A)
    assert "cart_action" in kinds(turn) or turn.of("proposal"), kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest"),
    [("how do i book a chalet", GUEST_A), ("شاليه للايجار في الخيران", GUEST_B)],
)
async def test_a_chalet_to_book_is_another_matter(client: Any, message: str, guest: str) -> None:
    await send_declined(client, message, guest)
