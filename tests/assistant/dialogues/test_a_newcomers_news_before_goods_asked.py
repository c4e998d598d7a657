"""Who the shopper is, told before goods asked for, over a real socket in English, Gulf Arabic
and Arabizi: "hey im new in kuwait, ...", "new to kuwait here", "مرحبا انا جديده بالكويت، ...", "hala ana jdeed
bil kuwait, ..." ask nothing of another matter: the goods asked after them are answered (none
of a kind that keeps a diet said so), never declined as not shopping; news before another
matter's errand is still declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_DECLINED = ("only help with your shopping", "أقدر أساعدك بس في التسوق")


async def test_goods_asked_after_a_newcomers_news_are_answered(client: Any) -> None:
    for message, guest in (
        ("hey im new in kuwait, do you have gluten free pasta", GUEST_A),
        ("hello, new to kuwait here, do u sell lactose free milk", GUEST_A),
        ("hi, we just moved here. any gluten free bread?", GUEST_A),
        ("مرحبا انا جديده بالكويت، عندكم خبز بدون جلوتين؟", GUEST_B),
        ("hala ana jdeed bil kuwait, 3indkom 7aleeb almarai?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert not any(words in said for words in _DECLINED), (message, said)
        assert "products" in kinds(turn) or "ما عندنا" in said or "don't have" in said, (
            message,
            said,
        )


async def test_another_matter_after_a_newcomers_news_is_declined(client: Any) -> None:
    message = "hi im new in kuwait, where can i rent a flat"
    assert_declined(await send(client, message, guest=GUEST_A), message, arabic=False)
