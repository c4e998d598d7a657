"""Codes named in a question are the offers talked of, over a real socket: after "can FRESH10
go with the bbq code?" (one coupon per order), "ok the fruits one then", "خله حق الفواكه",
"5alas 5aleh el fruits wa7ed" take FRESH10 and "el bbq wa7ed" BBQ10, as if their cards had
been shown; with no code named, "the fruits one" is no coupon."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import send


async def _after(client: Any, asked: str, pick: str) -> Any:
    guest = uuid.uuid4().hex
    first = await send(client, asked, guest=guest)
    assert "faq" in kinds(first), asked  # one coupon per order: the rule, nothing applied
    return await send(client, pick, first.conversation_id, guest=guest)


async def test_an_offer_named_in_a_question_is_picked_by_a_word_of_it(client: Any) -> None:
    for asked, pick, code in (
        ("can I use FRESH10 together with the bbq code?", "ok the fruits one then", "FRESH10"),
        ("can I use FRESH10 together with the bbq code?", "use the bbq one", "BBQ10"),
        ("اقدر استخدم FRESH10 مع كود bbq؟", "خلاص خله حق الفواكه", "FRESH10"),
        ("اقدر استخدم FRESH10 مع كود bbq؟", "خله حق اللحوم", "BBQ10"),
        ("FRESH10 yemshi ma3 el bbq code?", "5alas 5aleh el fruits wa7ed", "FRESH10"),
        ("FRESH10 yemshi ma3 el bbq code?", "ok el bbq wa7ed", "BBQ10"),
    ):
        turn = await _after(client, asked, pick)
        assert one(turn, "offers")["couponCode"] == code, (asked, pick)


async def test_with_no_code_named_a_kind_of_goods_is_no_coupon(client: Any) -> None:
    for asked, pick in (
        ("can I use two coupons on one order?", "ok the fruits one then"),
        ("اقدر استخدم كودين بطلب واحد؟", "خلاص خله حق الفواكه"),
    ):
        turn = await _after(client, asked, pick)
        assert "offers" not in kinds(turn) and "cart_action" not in kinds(turn), pick
