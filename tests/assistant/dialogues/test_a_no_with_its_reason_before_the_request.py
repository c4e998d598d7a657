"""A "no" to what was shown, with its reason, in a sentence before the request, over a real
socket in English, Gulf Arabic and Arabizi: the sentence after it puts other goods of the list
in the cart, and those are proposed, never "what do you want to change" nor a search of the
goods turned down beside them."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_WIPES = "p-1804"  # the Pampers Fresh Clean wipes


async def test_the_request_after_a_no_with_its_reason_is_proposed(client: Any) -> None:
    for shown, said, guest in (
        ("pampers size 4", "nope, size 5 is too big for her. put the fresh clean wipes", GUEST_A),
        ("حفاضات بامبرز مقاس ٤", "لا مقاس ٥ كبير عليها. حط مناديل فريش كلين", GUEST_B),
        ("pampers size 4", "la size 5 kbeer 3alaiha. 7ot manadeel fresh clean", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, said, listed.conversation_id, guest=guest)
        lines = [line["productId"] for line in turn.action("add_to_cart")["items"]]
        assert lines == [_WIPES], (said, turn.end["content"])


_AQUA_WIPES = "p-1805"  # 48 wipes, beside the 3 x 52 of the Fresh Clean


async def test_big_or_small_of_packs_counted_in_pieces(client: Any) -> None:
    # "the big wipes" of the two Pampers wipes: the one of most pieces, never "which one?"
    for shown, said, guest, expected in (
        ("pampers size 4", "no, size 5 won't fit him. put the big pampers wipes", GUEST_A, _WIPES),
        (
            "حفاضات بامبرز مقاس ٤",
            "لا مقاس ٥ يطلع كبير عليه. عيل حط مناديل بامبرز الكبيره",
            GUEST_B,
            _WIPES,
        ),
        ("pampers wipes", "7ot el manadeel el sghar", GUEST_B, _AQUA_WIPES),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, said, listed.conversation_id, guest=guest)
        lines = [line["productId"] for line in turn.action("add_to_cart")["items"]]
        assert lines == [expected], (said, turn.end["content"])
