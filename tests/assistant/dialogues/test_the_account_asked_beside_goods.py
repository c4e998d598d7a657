"""The account asked beside goods, over a real socket in English, Gulf Arabic and Arabizi:
whether the money of goods sent back came ("the zubaidi i returned, did its money come?",
"الزبيدي اللي رجعته، فلوسه رجعت؟") is the refund, never the goods' card; how many points are
held, asked with the wish to use them ("how many points have i got, want to use them"), is
the balance on the cart, never delivery or a decline; and a code asked for children's goods
("any coupon for the kids' stuff", "في كوبون حق اغراض اليهال؟") is the baby-care offer.

demo-1: KW-100702 refunded (the Zubaidi), 2450 loyalty points.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one, order_numbers
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

REFUNDED = "KW-100702"
WALLET = ("wallet", "محفظ")

REFUND_OF_GOODS = {
    "en": ("the zubaidi i sent back, did i get my money back?",),
    "ar": ("والزبيدي اللي رجعته، فلوسه رجعت؟", "الزبيدي اللي رجعناه فلوسه وصلت لي؟"),
    "arabizi": ("el zubaidi ely rajja3ta, floosa rij3at?",),
}


@pytest.mark.parametrize("script", sorted(REFUND_OF_GOODS))
async def test_the_refund_of_goods_sent_back_is_no_goods_card(client: Any, script: str) -> None:
    for message in REFUND_OF_GOODS[script]:
        turn = await send(client, message, token=customer_token("demo-1"))
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert order_numbers(turn, "order_status") == [REFUNDED], (message, kinds(turn))
        assert any(word in turn.end["content"] for word in WALLET), turn.end["content"]


POINTS_TO_USE = {
    "en": ("how many points have i got? want to use them on this order",),
    "ar": ("كم نقطة باقي لي؟ ابي استعملها بهالاوردر", "شكثر نقاطي؟ ودي اصرفها بهالطلبية"),
    "arabizi": ("kam no8a6i? abi asta5dimha",),
}


@pytest.mark.parametrize("script", sorted(POINTS_TO_USE))
async def test_points_asked_to_use_say_the_balance(client: Any, script: str) -> None:
    for message in POINTS_TO_USE[script]:
        turn = await send(client, message, token=customer_token("demo-1"))
        assert "delivery_info" not in kinds(turn) and "faq" not in kinds(turn), (
            message,
            kinds(turn),
        )
        assert any(
            b["kind"] == "text"
            and (
                "2,450" in b["text"]
                or "2450" in b["text"]
                or "٢٤٥٠" in b["text"]
                or "2.450" in b["text"]
            )
            for b in turn.end["blocks"]
        ), (message, turn.end["blocks"])


CODE_FOR_CHILDREN = {
    "en": ("any coupon for the kids stuff?", "is there a promo code for baby things"),
    "ar": ("في كوبون حق اغراض اليهال؟", "اكو كود حق اغراض الاطفال؟"),
    "arabizi": ("fi coupon 7ag aghradh il bebi?", "fi code 7ag aghradh el yahal?"),
}


@pytest.mark.parametrize("script", sorted(CODE_FOR_CHILDREN))
async def test_a_code_for_childrens_goods_is_the_baby_care_offer(client: Any, script: str) -> None:
    for message in CODE_FOR_CHILDREN[script]:
        turn = await send(client, message, guest=GUEST_A)
        shown = [card["_id"] for card in one(turn, "offers")["offers"]]
        assert shown == ["offer-baby-care"], (message, shown)
        assert "products" not in kinds(turn), message
