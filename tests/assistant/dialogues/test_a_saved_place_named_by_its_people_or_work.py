"""A saved place named by its people or by work, over a real socket: "deliver it to my dad's
place", "وصلها بيت ابوي", "wadeeha bait umi" send the cart's delivery to the saved parents'
address, and "send it to my job", "وصلها مكان شغلي", "abeeha twa9il il shughul" to the saved
work address; never an area looked up by those words, express, a complaint or a decline.
When no saved address is that place (a sister's house, the parents' for a shopper who saved
none), the saved ones are said by place and area, and none is proposed in its stead."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_the_place_named_is_the_saved_address_proposed(client: Any) -> None:
    for account, message, address in (
        ("demo-2", "deliver it to my dad's place", "addr-demo-2-parents"),
        ("demo-2", "وصلها بيت ابوي", "addr-demo-2-parents"),
        ("demo-2", "wadeeha bait umi", "addr-demo-2-parents"),
        ("demo-1", "send it to my job", "addr-demo-1-work"),
        ("demo-1", "وصلها مكان شغلي", "addr-demo-1-work"),
        ("demo-1", "abeeha twa9il il shughul", "addr-demo-1-work"),
    ):
        turn = await send(client, message, token=customer_token(account))
        action = turn.action("select_address")
        assert action["params"]["addressId"] == address, (message, action)


async def test_a_place_not_saved_says_the_saved_ones(client: Any) -> None:
    for account, message, saved in (
        ("demo-1", "deliver to my mum's house", ("Home (Salmiya)", "Work (Sharq)")),
        ("demo-1", "ودها بيت الاهل", ("البيت (السالمية)", "الدوام (شرق)")),
        ("demo-2", "wa9ilha bait u5ti", ("البيت (الجابرية)", "بيت الأهل (الرميثية)")),
        ("demo-2", "send it to my sister's house", ("Home (Jabriya)", "Parents (Rumaithiya)")),
    ):
        turn = await send(client, message, token=customer_token(account))
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        said = " ".join(texts(turn))
        assert all(place in said for place in saved), (message, said)
