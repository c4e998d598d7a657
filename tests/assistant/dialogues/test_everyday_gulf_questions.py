"""Everyday questions in the words Gulf shoppers type, over a real socket: a product asked
"good for" a child is that product ("زين" there is no thanks), freezing said "افرز"
is how to keep it, a snack "اتسلى فيه" is a search, and "وصلوه باجر" is the delivery times;
with their English and Arabizi neighbours."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ASKED = (
    ("الرز البسمتي مناسب للعيال؟", "product"),
    ("لبن المراعي زين لولدي الصغير؟", "product"),
    ("is almarai laban good for kids", "product"),
    ("el 7aleeb zain 7ag el ya7al?", "product"),
    ("الجبن يتفرز عادي؟", None),
    ("ينفع افرز اللحم المفروم", None),
    ("agdar afriz el 5ubz?", None),
    ("عندكم شي صحي اتسلى فيه العصر", "products"),
    ("any healthy snacks for my desk", "products"),
    ("وصلوا لي الاغراض بعد بكره", "delivery_slots"),
    ("can you deliver tomorrow evening", "delivery_slots"),
)


@pytest.mark.parametrize(("message", "card"), ASKED)
async def test_an_everyday_question_gets_its_answer(
    client: Any, message: str, card: str | None
) -> None:
    arabic = is_arabic(message) or not message.isascii() or message.startswith(("el ", "agdar"))
    turn = await send(client, message, guest=GUEST_B if arabic else GUEST_A)
    reply = turn.end["content"]
    assert is_arabic(reply) == arabic, (message, reply)
    assert "العفو" not in reply and "welcome" not in reply, (message, reply)
    if card is None:  # how to keep it: words of keeping, no product card
        assert "حفظ" in reply or "keep" in reply, (message, reply)
    elif card == "product":  # its card, or the products of its kind
        assert {"product_detail", "products"} & set(kinds(turn)), (message, kinds(turn))
    else:
        assert card in kinds(turn), (message, kinds(turn))
