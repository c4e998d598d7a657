"""Two named goods weighed on a property the catalogue may or may not hold, over a real
socket in English, Gulf Arabic and Arabizi: "which is darker, the kuwaiti coffee or abu
auf?", "ايهم اقوى، نسكافيه جولد ولا كلاسيك؟", "il gahwa il kuwaitiya aghma8 mn abu 3oof?".
Both are shown, and for each a line of what its record says of that property (the Kuwaiti
coffee's light roast, the milks' fat) or that it says nothing of it; never prices in its
place, a third product, nor a decline."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import product_id
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_KUWAITI, _ABU_AUF = product_id("COF-FR-ARABIC-COFFEE"), product_id("COF-ABA-ARABIC")
_GOLD, _CLASSIC = product_id("COF-NES-NESCAFE-GOLD"), product_id("COF-NES-NESCAFE-CLASSIC")
_KDD, _ALMARAI = product_id("DAI-KDD-MILK"), product_id("DAI-ALM-MILK-FF")


async def test_two_goods_are_shown_with_what_each_record_says(client: Any) -> None:
    for message, pair, guest in (
        ("which is darker, the kuwaiti coffee or abu auf?", {_KUWAITI, _ABU_AUF}, GUEST_A),
        ("which one is stronger, the nescafe gold or the classic?", {_GOLD, _CLASSIC}, GUEST_A),
        ("is kdd milk creamier than almarai milk?", {_KDD, _ALMARAI}, GUEST_A),
        ("ايهم اقوى، نسكافيه جولد ولا كلاسيك؟", {_GOLD, _CLASSIC}, GUEST_B),
        ("حليب كي دي دي ادسم من حليب المراعي؟", {_KDD, _ALMARAI}, GUEST_B),
        ("il gahwa il kuwaitiya aghma8 mn abu 3oof?", {_KUWAITI, _ABU_AUF}, GUEST_B),
        ("ayhum a8wa nescafe gold wla classic?", {_GOLD, _CLASSIC}, GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
        assert {p["_id"] for p in cards["products"]} == pair, (message, kinds(turn))
        assert len(texts(turn)) == 2, (message, texts(turn))
        assert "cart_action" not in kinds(turn), message


async def test_what_the_record_holds_is_said_and_what_it_lacks_owned(client: Any) -> None:
    for message, held, guest in (
        ("which is darker, the kuwaiti coffee or abu auf?", "light roast", GUEST_A),
        ("il gahwa il kuwaitiya aghma8 mn abu 3oof?", "تحميص خفيف", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = texts(turn)
        assert any(held in line for line in said), (message, said)
        assert any(held not in line for line in said), (message, said)
