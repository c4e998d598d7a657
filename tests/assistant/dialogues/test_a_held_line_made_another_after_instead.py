"""A cart line told to become other goods after "instead of" it, over a real socket in
English, Gulf Arabic and Arabizi: "بدال لبن المراعي خله لبن كي دي دي" right after a past
order was shown, "instead of the almarai laban make it kdd laban", "bdal laban almarai 5aleeh
laban kdd", and a cook's stand-in asked with the swap told ("can i use the butter ghee
instead of the vegetable one? swap it") of goods the cart holds. Each is the one change: the
line off, the goods named on at its count. Before, the first and the last were answered as
a cook's question ("I don't know a good substitute"), and KDD's milk came in place of the
laban the English one named. A cook's question alone ("can i use ghee instead of oil?") is
still answered as one, whatever the cart holds."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import confirmed_add, proposed_lines
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ALMARAI_LABAN, KDD_LABAN = "p-0203", "p-0208"
VEGETABLE_GHEE, BUTTER_GHEE = "p-0804", "p-0805"


async def test_the_line_becomes_the_goods_named_after_an_order_was_shown(client: Any) -> None:
    token = customer_token("demo-1")
    conversation = await confirmed_add(client, "ضيف لبن المراعي واحد", token=token)
    shown = await send(client, "شنو طلبت الشهر الماضي؟", conversation, token=token)
    turn = await send(
        client, "بدال لبن المراعي خله لبن كي دي دي", shown.conversation_id, token=token
    )
    assert proposed_lines(turn, "update_cart_item") == [(ALMARAI_LABAN, 0), (KDD_LABAN, 1)]


async def test_the_line_becomes_the_goods_named(client: Any) -> None:
    for filled_with, swap, expected in (
        (
            "add 1 almarai laban",
            "instead of the almarai laban make it kdd laban",
            [(ALMARAI_LABAN, 0), (KDD_LABAN, 1)],
        ),
        (
            "7ot laban almarai wa7ed",
            "bdal laban almarai 5aleeh laban kdd",
            [(ALMARAI_LABAN, 0), (KDD_LABAN, 1)],
        ),
        (
            "add 1 aseel vegetable ghee",
            "can i use the butter ghee instead of the vegetable one? swap it",
            [(VEGETABLE_GHEE, 0), (BUTTER_GHEE, 1)],
        ),
    ):
        guest = uuid4().hex
        conversation = await confirmed_add(client, filled_with, guest=guest)
        turn = await send(client, swap, conversation, guest=guest)
        assert proposed_lines(turn, "update_cart_item") == expected, swap


async def test_a_cooks_question_alone_changes_nothing(client: Any) -> None:
    guest = uuid4().hex
    conversation = await confirmed_add(client, "add 1 mazola corn oil", guest=guest)
    turn = await send(client, "can i use ghee instead of oil?", conversation, guest=guest)
    assert not [block for block in turn.end["blocks"] if block["kind"] == "cart_action"]
