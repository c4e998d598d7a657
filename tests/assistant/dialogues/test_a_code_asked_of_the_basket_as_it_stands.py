"""A code asked of the basket as it stands, over a real socket, in the three ways of writing.

"does it work on this or is my basket too small" names no goods: its words never stand for a
product found by chance. The answer is the cart's own: which of its lines the code takes off
and its total against the code's minimum. A kind named bare ("the meat") over goods of that
aisle in the cart is those goods, never another product of the aisle."""

from __future__ import annotations

import uuid
from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import cart_of, kinds, texts
from tests.handlers.assistant_support import send


async def test_a_code_asked_of_this_basket_gives_its_total_and_lines(client: Any) -> None:
    for question, arabic in (
        ("does CLEAN1 work on this, or is the basket too small?", False),
        ("كوبون CLEAN1 ينفع عليها ولا السلة صغيرة؟", True),
        ("il code CLEAN1 yimshi 3aleeha walla il cart 9ghayra?", True),
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 3 fairy lemon", "add 1 almarai yoghurt 1kg")
        asked = await send(client, question, guest=guest)
        said = " ".join(texts(asked))
        assert "Aquafina" not in said and "أكوافينا" not in said, (question, said)
        assert ("3.720 KWD" in said) or ("٣٫٧٢٠" in said), (question, said)  # the cart's total
        assert ("6.000 KWD" in said) or ("٦٫٠٠٠" in said), (question, said)  # the minimum
        assert "Fairy" in said or "فيري" in said, (question, said)  # the line it covers
        assert "Yoghurt" not in said and "زبادي" not in said, (question, said)
        assert "offers" in kinds(asked), question
        assert is_arabic(asked.end["content"]) == arabic, asked.end["content"]


async def test_a_kind_named_bare_is_the_carts_goods_of_that_aisle(client: Any) -> None:
    for question in (
        "will BBQ10 cover the meat?",
        "كود BBQ10 يشمل اللحم؟",
        "BBQ10 yshmal il la7am?",
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 2 chicken wings")
        asked = await send(client, question, guest=guest)
        said = " ".join(texts(asked))
        assert "Camel" not in said and "حاشي" not in said, (question, said)
        assert "Wings" in said or "أجنحة" in said, (question, said)
