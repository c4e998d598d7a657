"""A cart line changed to another kind of its goods, said of "them" or "it" right after it
went in, over a real socket in English, Gulf Arabic and Arabizi: "make them brown, the 30",
"حولها للبني ٣٠", "5alhom bunni 30" of the white eggs in the cart, "make it low fat, 3" of
the full-fat milk, "غيره للمصري" of a jasmine rice. It is the swap of that line: the held
kind off and the named one on in one change, at the line's count unless one is said (a
number a pack of it holds is that pack), never the named kind added beside it as goods not
yet in the cart. So is the change asked politely, as a question ("could you switch them to
the brown 30?", "ممكن تحولها بني ٣٠؟", "momkin t7awelhom bunni 30?"): "can you" asks no
question of whether it can be done; before, a question was never read as a swap."""

from __future__ import annotations

import uuid
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.handlers.assistant_support import confirm, send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
WHITE_EGGS, BROWN_EGGS = "Large White Eggs", "Large Brown Eggs"
FULL_FAT, LOW_FAT = "Almarai Full Fat Fresh Milk", "Almarai Low Fat Fresh Milk"
JASMINE, EGYPTIAN = "Tilda Thai Jasmine Rice", "Al Wazzan Egyptian Rice"


async def _changed(client: Any, held: str, change: str) -> dict[tuple[str, str | None], int]:
    guest = uuid.uuid4().hex
    offered = await send(client, held, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    turn = await send(client, change, offered.conversation_id, guest=guest)
    kinds = [b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    assert kinds == ["update_cart_item"], (change, turn.end["blocks"])
    return {
        (NAMES[item["productId"]], (item.get("variantId") or "").rsplit("-", 1)[-1] or None): item[
            "quantity"
        ]
        for item in turn.action("update_cart_item")["items"]
    }


async def _swaps(client: Any, cases: tuple[tuple[str, str, dict[Any, int]], ...]) -> None:
    for held, change, wanted in cases:
        assert await _changed(client, held, change) == wanted, (held, change)


EGGS_30 = {(WHITE_EGGS, "v2"): 0, (BROWN_EGGS, "v2"): 1}
MILK_3 = {(FULL_FAT, "v1"): 0, (LOW_FAT, None): 3}
RICE = {(JASMINE, None): 0, (EGYPTIAN, None): 2}


async def test_a_line_changed_to_another_kind_in_english(client: Any) -> None:
    await _swaps(
        client,
        (
            ("add white eggs 30", "make them brown, the 30", EGGS_30),
            ("add white eggs 30", "change it to the brown 30 then", EGGS_30),
            ("add 2 almarai milk", "make it low fat, 3", MILK_3),
            ("add 2 tilda jasmine rice", "make it the egyptian one", RICE),
        ),
    )


async def test_a_line_changed_to_another_kind_in_arabic(client: Any) -> None:
    await _swaps(
        client,
        (
            ("ضيف بيض ابيض ٣٠", "حولها للبني ٣٠", EGGS_30),
            ("ضيف ٢ حليب المراعي", "خله قليل الدسم ٣", MILK_3),
            ("ضيف ٢ رز تيلدا ياسمين", "غيره للمصري", RICE),
        ),
    )


async def test_a_line_changed_to_another_kind_in_arabizi(client: Any) -> None:
    await _swaps(
        client,
        (
            ("7ot bai6 abya9 30", "5alhom bunni 30", EGGS_30),
            ("7ot 2 7aleeb almarai", "5alah low fat 3", MILK_3),
            ("7ot 2 riz tilda jasmine", "5alah el masri", RICE),
        ),
    )


async def test_a_change_asked_politely_is_the_change(client: Any) -> None:
    await _swaps(
        client,
        (
            ("add white eggs 30", "could you switch them to the brown 30?", EGGS_30),
            ("add white eggs 30", "can u please change it to brown, 30 pack", EGGS_30),
            ("add white eggs 30", "would you make them brown 30 instead", EGGS_30),
            ("ضيف بيض ابيض ٣٠", "ممكن تحولها بني ٣٠؟", EGGS_30),
            ("ضيف بيض ابيض ٣٠", "لو سمحت تقدر تخليها بني ٣٠؟", EGGS_30),
            ("7ot bai9 abya9 30", "momkin t7awelhom bunni 30?", EGGS_30),
            ("7ot bai9 abya9 30", "t8dar t5aleeha bunni 30 law sama7t?", EGGS_30),
        ),
    )
