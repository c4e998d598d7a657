"""The cart's total asked with a ceiling beside it, over a real socket: "what's the total now?
it can't go over 2 kd", "كم صار المجموع الحين؟ ما ابيها تعدي ٢ دينار", "cham el majmoo3 il7een?
ma abeeh y3adi 2 kd" show the cart and say its total against the ceiling, within it or over
it; the ceiling is never left for the shopper to weigh against the card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_holding, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

# Two Fairy bottles come to 1.980 KWD in the demo store
ASKED = (
    ("add 2 fairy", "what's the total now? it can't go over 2 kd", "1.980", "2.000"),
    ("ابي 2 فيري", "كم صار المجموع الحين؟ ما ابيها تعدي ٢ دينار", "١٫٩٨٠", "٢٫٠٠٠"),
    ("abi 2 fairy", "cham el majmoo3 il7een? ma abeeh y3adi 2 kd", "١٫٩٨٠", "٢٫٠٠٠"),
    ("add 2 fairy", "what's my total? it must not be above 1 kd", "over", "1.000"),
)


async def test_the_total_is_said_against_the_ceiling(client: Any) -> None:
    token = customer_token("demo-1")
    for adding, asked, total, ceiling in ASKED:
        await cart_holding(client, adding, token=token)
        turn = await send(client, asked, token=token)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        said = " ".join(texts(turn))
        assert total in said and ceiling in said, (asked, said)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
