"""Whether a product shown will do in place of one out of stock: "عادي المقشره بدالها؟" after
the tomato paste was shown out beside the peeled tomatoes, "is the gel fine instead of
powder", "el pods 3adi badala?". The answer is that product's card, said to be of the same
kind (or not) and in stock, held in view so "7i6 2" then adds it; never a plain delivery,
an empty cart or a kitchen swap the table lacks. Asked to put it in, or a kitchen swap of
goods not shown, keeps its own reading. Over a real socket, as a guest, in English, Gulf
Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_PEELED, _GEL, _PODS, _BARILLA = "p-1005", "p-1902", "p-1903", "p-0701"
_KIRI_SQUARES, _FROSTIES, _ORANGES, _CANS = "p-0221", "p-1602", "p-0005", "p-1212"
_ALMARAI_YOGHURT = "p-0204"

_ASKED = {
    "en": (
        ("do you have Al Alali tomato paste", "are the peeled ones ok instead?", _PEELED),
        ("do you have tide powder", "is the gel fine instead of powder", _GEL),
        ("do you have tide powder", "would the pods work instead?", _PODS),
        ("do you have kiri cheese jar", "are the kiri squares ok instead?", _KIRI_SQUARES),
        ("do you have corn flakes", "are the frosties ok instead?", _FROSTIES),
        ("do you have mandarins", "are the oranges ok instead?", _ORANGES),
        ("do you have pepsi big bottle", "are the cans fine instead?", _CANS),
        ("do you have Al Alali tomato paste", "the peeled tomatoes, ok instead?", _PEELED),
        ("do you have tide powder", "is the tide gel good instead?", _GEL),
        ("do you have mandarins", "would oranges do instead?", _ORANGES),
    ),
    "ar": (
        ("ابي معجون طماط العلالي", "عادي المقشره بدالها؟", _PEELED),
        ("ابي مسحوق تايد", "الجل ينفع بداله؟", _GEL),
        ("ابي مسحوق تايد", "الكبسولات تمشي بداله؟", _PODS),
        ("ابي سباغيتي العلالي", "باريلا عادي بدالها؟", _BARILLA),
        ("ابي زبادي نادك", "المراعي ينفع بداله؟", _ALMARAI_YOGHURT),
        ("ابي يوسفي", "البرتقال عادي بداله؟", _ORANGES),
        ("ابي كورن فليكس", "الفروستيز عادي بدالها؟", _FROSTIES),
        ("ابي بيبسي عبوة كبيرة", "العلب عادي بدالها؟", _CANS),
        ("ابي معجون طماط العلالي", "الطماط المقشر يمشي بداله؟", _PEELED),
        ("ابي مسحوق تايد", "جل تايد زين بداله؟", _GEL),
    ),
    "arabizi": (
        ("3indkom ma3joon 6ama6 el 3lali?", "3adi el m8ashara badalha?", _PEELED),
        ("abi tide powder", "el gel ymshi badala?", _GEL),
        ("abi tide powder", "el pods 3adi badala?", _PODS),
        ("abi spaghetti el 3lali", "barilla 3adi badalha?", _BARILLA),
        ("abi yosfi", "el burtugal 3adi badala?", _ORANGES),
        ("abi pepsi kbeer", "el 3elab 3adi badalha?", _CANS),
        ("abi corn flakes", "el frosties ymshi badalha?", _FROSTIES),
        ("abi ma3joon 6ama6 el 3lali", "el m8ashara tnfa3 badalha?", _PEELED),
        ("abi tide powder", "gel tide zain badala?", _GEL),
        ("abi yosfi", "burtugal ymshi badala?", _ORANGES),
    ),
}


@pytest.mark.parametrize("script", sorted(_ASKED))
async def test_a_shown_stand_in_asked_about_is_answered_and_added_next(
    client: Any, script: str
) -> None:
    adding = {"en": "add 2", "ar": "ضيف ٢", "arabizi": "7i6 2"}[script]
    for n, (shown, asked, product) in enumerate(_ASKED[script]):
        guest = (GUEST_A, GUEST_B)[n % 2]  # each guest's sends kept within the hub's limit
        first = await send(client, shown, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        assert kinds(turn) == ["products", "actions"], (asked, kinds(turn))
        [card] = one(turn, "products")["products"]
        assert card["_id"] == product and card["inStock"], (asked, card["_id"])
        assert "cart" not in turn.end["content"].lower(), (asked, turn.end["content"])
        added = await send(client, adding, turn.conversation_id, guest=guest)
        [line] = added.action("add_to_cart")["items"]
        assert line["productId"] == product and line["quantity"] == 2, (asked, line)


async def test_asked_to_put_it_in_or_a_kitchen_swap_keeps_its_reading(client: Any) -> None:
    first = await send(client, "do you have Al Alali tomato paste", guest=GUEST_A)
    put = await send(client, "add the peeled ones instead", first.conversation_id, guest=GUEST_A)
    [line] = put.action("add_to_cart")["items"]
    assert line["productId"] == _PEELED
    for shown, swap in (
        ("ابي معجون طماط العلالي", "تنفع الصلصة بدالها؟"),
        ("do you have Al Alali tomato paste", "can i use ketchup instead of tomato paste?"),
    ):
        first = await send(client, shown, guest=GUEST_A)
        turn = await send(client, swap, first.conversation_id, guest=GUEST_A)
        assert kinds(turn)[0] == "text", (swap, kinds(turn))  # the kitchen's swap, then goods
        assert "cart_action" not in kinds(turn), swap
