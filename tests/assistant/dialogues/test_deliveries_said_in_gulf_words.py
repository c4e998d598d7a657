"""Delivery said in the words Gulf shoppers use, over a real socket: "طرش" (send) in any
script ("6arrish kil shay 3al chalet", "طرشوا كل شي للشاليه") sends the cart to that saved
place, as "deliver everything to the chalet" does; "whats the fastest you can get this to
mangaf" is that area's delivery card with its express time, never "I'm not sure". A paint
job or a message sent elsewhere is no delivery of ours."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_sending_to_a_saved_place_in_gulf_words_selects_it(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "deliver everything to the chalet",
        "6arrish kil shay 3al chalet",
        "6arrishoh lil chalet",
        "طرشوا كل شي للشاليه",
        "طرش الطلب على الشاليه",
    ):
        turn = await send(client, message, token=token)
        assert turn.action("select_address")["params"]["addressId"] == "addr-demo-3-chalet", message


async def test_the_fastest_to_an_area_is_its_delivery_card(client: Any) -> None:
    for message in (
        "whats the fastest you can get this to mangaf",
        "how quickly can you get it to mangaf",
        "اسرع توصيل للمنقف كم ياخذ؟",
        "abi a3rf asra3 wagt twa9loon lil mangaf",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        card = one(turn, "delivery_info")
        assert "Mangaf" in str(card) or "المنقف" in str(card), (message, card)


async def test_sending_elsewhere_is_another_matter(client: Any) -> None:
    for message, arabic in (
        ("can you get this paint off my car", False),
        ("طرش لي رسالة على الواتساب", True),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_declined(turn, message, arabic=arabic)
