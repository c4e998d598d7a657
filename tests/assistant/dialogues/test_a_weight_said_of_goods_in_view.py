"""A weight said of goods sold by the kilo, right after they were shown, over a real socket:
"a big one, about 5 kilo" of the watermelon is five kilos of it, never goods of a brand
whose name holds "big" (Al Kabeer) nor "not in our store"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send

_WATERMELON = "p-0010"  # sold by the kilo


async def test_a_big_one_of_about_some_kilos_is_that_weight_of_it(client: Any) -> None:
    for shown, wanted, kilos in (
        ("اكو رقي؟", "ابي وحده كبيره تقريبا ٤ كيلو", 4),
        ("عندكم رقي", "ابغى وحده كبيره تقريبا ٦ كيلو", 6),
        ("fi raggi 3indkom?", "abi wa7da kbeera ta8reeban 5 kilo", 5),
    ):
        listed = await send(client, shown, guest=GUEST_B)
        turn = await send(client, wanted, listed.conversation_id, guest=GUEST_B)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_WATERMELON, kilos), (wanted, line)


async def test_a_rough_size_of_packed_goods_is_matched_among_their_packs(client: Any) -> None:
    """Only goods sold loose by the kilo are bought by a weight said roughly: of a bottled
    drink "a big one about a litre" is a pack sold in that size, never the cans added; of
    chicken sold in kilo cuts it is which of the chickens, never goods of the brand 'big'."""
    listed = await send(client, "عندكم بيبسي؟", guest=GUEST_B)
    turn = await send(client, "ابغى وحده كبيره تقريبا ١ لتر", listed.conversation_id, guest=GUEST_B)
    assert "cart_action" not in kinds(turn), (kinds(turn), turn.end["content"])
    listed = await send(client, "عندكم دجاج", guest=GUEST_B)
    turn = await send(
        client, "ابغى وحده كبيره تقريبا ٣ كيلو", listed.conversation_id, guest=GUEST_B
    )
    shown = names(turn) if "products" in kinds(turn) else []
    assert all("Chicken" in name for name in shown), shown
