"""Whether two coupons combine ("can FRESH10 be combined with the BBQ code?", "اقدر استخدم
كودين مع بعض؟", "FRESH10 yemshi ma3 el bbq code?") is answered from the store's rule, one
coupon per order, with nothing applied; a code asked to be applied still is. Over a real
socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TOGETHER = {
    "en": (
        "can FRESH10 be combined with the BBQ code?",
        "can i use two codes",
        "can i stack coupons",
        "does FRESH10 work with BBQ10?",
        "can i use both codes on one order",
        "is it possible to use more than one coupon",
        "can i combine promo codes",
        "use FRESH10 and BBQ10 together?",
        "can i add another code too",
        "do coupons stack with each other",
    ),
    "ar": (
        "FRESH10 يمشي مع كود الشوي؟",
        "اقدر استخدم كودين مع بعض؟",
        "ينفع اطبق كوبونين؟",
        "اقدر اجمع كودين بالطلب",
        "الكود FRESH10 يمشي مع BBQ10؟",
        "اكثر من كود بالطلب ينفع؟",
        "اقدر احط كود BBQ10 و FRESH10 سوا",
        "الكودين يمشون مع بعض؟",
        "اقدر استخدم اكثر من كوبون؟",
        "FRESH10 ينفع مع كود ثاني؟",
    ),
    "arabizi": (
        "FRESH10 yemshi ma3 el bbq code?",
        "agdar asta5dim codein ma3 ba3d?",
        "agdar ajma3 codein",
        "FRESH10 yimshi ma3 BBQ10?",
        "akthar min code yinfa3?",
        "el codein yimshoon ma3 ba3d?",
        "agdar a7ot BBQ10 w FRESH10 sawa",
        "ynfa3 code ma3 code thani?",
        "FRESH10 yinfa3 ma3 code thani?",
        "agdar asta5dim akthar min kobon?",
    ),
}


@pytest.mark.parametrize("script", sorted(_TOGETHER))
async def test_coupons_asked_together_get_the_one_per_order_rule(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message in _TOGETHER[script]:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert "one coupon per order" in reply or "كود خصم واحد لكل طلب" in reply, (
            script,
            message,
            reply,
        )
        [rule] = one(turn, "faq")["items"]
        assert "coupon" in rule["question"].lower() or "الخصم" in rule["question"], message
        assert "cart_action" not in kinds(turn), message


# A code to apply, a count beside a code, and the coupon asked off: not the rule
_NOT_TOGETHER = (
    ("apply FRESH10", GUEST_A),
    ("use code BBQ10", GUEST_A),
    ("two milk and code BBQ10", GUEST_A),
    ("remove the coupon", GUEST_A),
    ("whats the promo code", GUEST_A),
    ("طبق الكود FRESH10", GUEST_B),
    ("عطني كود خصم", GUEST_B),
    ("شيل الكود", GUEST_B),
    ("6abbig el code FRESH10", GUEST_B),
)


async def test_a_code_asked_alone_is_not_the_rule_for_two(client: Any) -> None:
    for message, guest in _NOT_TOGETHER:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert "one coupon per order" not in reply and "كود خصم واحد لكل طلب" not in reply, message


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("the coupon isn't working", GUEST_A),
        ("FRESH10 says invalid", GUEST_A),
        ("my promo code doesnt work", GUEST_A),
        ("الكود ما يشتغل", GUEST_B),
        ("كود FRESH10 يقول غير صالح", GUEST_B),
        ("الكوبون ما مشى معي امس", GUEST_B),
        ("el coupon ma yeshta3'el", GUEST_B),
    ],
)
async def test_a_code_said_not_to_work_gets_the_coupons_rule_and_no_proposal(
    client: Any, message: str, guest: str
) -> None:
    """Trouble with a code is no request to take it off nor to apply it: the coupons' rule
    (a minimum basket, an end date, one per order) answers it."""
    turn = await send(client, message, guest=guest)
    assert "cart_action" not in kinds(turn), (message, kinds(turn))
    [rule] = one(turn, "faq")["items"]
    assert "coupon" in rule["question"].lower() or "الخصم" in rule["question"], (message, rule)


async def test_a_code_asked_off_is_still_proposed_off(client: Any) -> None:
    turn = await send(client, "remove the coupon", guest=GUEST_A)
    assert turn.action("clear_coupon") is not None, kinds(turn)
