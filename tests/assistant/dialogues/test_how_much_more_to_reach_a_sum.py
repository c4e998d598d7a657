"""How much more the cart needs to come to a sum, over a real socket in English, Gulf Arabic
and Arabizi: asked alone, the sum less the cart; asked beside a recount of the add still
waiting ("make it 1, how much more to get to 10 kd"), the recount proposed and the gap
counted with it."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_MILK = "p-0201"
# a guest of its own for each case, its cart empty at the start
_GUESTS = [f"5a7e0c0ffee0{n:020d}" for n in range(5)]


async def _rice_held(client: Any, guest: str) -> str:
    """Two 1 kg bags of jasmine rice (2.900 KWD) in the cart; the conversation's id."""
    offered = await send(client, "add 2 tilda jasmine rice", guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return offered.conversation_id


async def test_the_gap_to_a_sum_asked_alone(client: Any) -> None:
    for message, guest, gap in (
        ("how much more should i add to reach 10 kd?", _GUESTS[0], "7.100 KWD"),
        ("شكثر باقي علي عشان اوصل ١٠ دنانير؟", _GUESTS[1], "٧٫١٠٠ د.ك"),
        ("cham baqi 3alay 3shan awsal 10 KD", _GUESTS[2], "٧٫١٠٠ د.ك"),
    ):
        conversation = await _rice_held(client, guest)
        turn = await send(client, message, conversation, guest=guest)
        said = " ".join(b.get("text", "") for b in turn.end["blocks"])
        assert gap in said, (message, turn.end)


async def test_the_gap_told_beside_a_recount_of_the_add_waiting(client: Any) -> None:
    for recount, guest, gap in (
        ("ok make it just 1, how much more to get to 10 kd?", _GUESTS[3], "6.650 KWD"),
        ("لا خلها وحده، وكم باقي عشان اوصل ١٠ دنانير", _GUESTS[4], "٦٫٦٥٠ د.ك"),
    ):
        conversation = await _rice_held(client, guest)
        await send(client, "add 3 almarai fresh milk full fat 1 litre", conversation, guest=guest)
        turn = await send(client, recount, conversation, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_MILK, 1), (recount, line)
        said = " ".join(b.get("text", "") for b in turn.end["blocks"])
        assert gap in said, (recount, turn.end)


async def test_a_count_an_hour_or_a_payment_is_no_sum_to_reach(client: Any) -> None:
    """A number of goods, of the clock or a payment's change is no sum the cart is short of."""
    for message, guest in (
        ("how much is it if it comes from 6 pm", GUEST_A),
        ("how much change do i get back from 15 kd", GUEST_A),
        ("شكثر يصير ٣ كيلو خيار", GUEST_B),
        ("kam ysir 4 7abbat mango", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join(b.get("text", "") for b in turn.end["blocks"])
        assert "more reaches" not in said and "عشان توصل" not in said, (message, said)
