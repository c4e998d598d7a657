"""The one product in view asked of by its size, over a real socket in English, Gulf Arabic
and Arabizi: "how much, and is there a bigger one?" after a growing-up milk is that milk,
said to come in one size (never a brand whose name is "big" found by the word), and "add
one" next is that milk; "the big one" after a product sold in one size was singled out of a
list is that product, not the list's other goods sold in a bigger pack."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NIDO_ONE = "p-1811"  # Nido 1+, one tin size
_WHOLE_GRAIN_OATS = "p-1605"  # one size; the quick oats beside it come in two


def _cards(turn: Any) -> list[str]:
    """The products whose cards the turn showed, in order."""
    ids: list[str] = []
    for block in turn.end["blocks"]:
        if block["kind"] == "product_detail":
            ids.append(block["product"]["_id"])
        elif block["kind"] == "products":
            ids.extend(card["_id"] for card in block["products"])
    return ids


def _added(turn: Any) -> list[str]:
    return [item["productId"] for item in turn.action("add_to_cart")["items"]]


async def test_a_bigger_size_asked_of_the_one_in_view_is_of_it(client: Any) -> None:
    for shown, asked, then, guest in (
        (
            "nido for my one year old?",
            "what does it cost, and do you have it bigger?",
            "ok add one",
            GUEST_A,
        ),
        ("عندكم نيدو لولدي عمره سنه؟", "بكم هذا؟ واكو حجم اكبر منه؟", "زين حط واحد", GUEST_B),
        ("fee nido 1+ 3indkum?", "bcham? w fee 7ajm akbar?", "zain 7ot wa7id", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        answer = await send(client, asked, listed.conversation_id, guest=guest)
        shown_ids = _cards(answer)
        assert shown_ids == [_NIDO_ONE], (asked, shown_ids)
        turn = await send(client, then, listed.conversation_id, guest=guest)
        assert "cart_action" in kinds(turn), (then, kinds(turn))
        assert _added(turn) == [_NIDO_ONE], (then, _added(turn))


async def test_the_big_one_after_a_one_size_product_singled_out_is_that_one(client: Any) -> None:
    for shown, single, then, guest in (
        (
            "which oats do you sell",
            "tell me about the second one",
            "fine, add the big one",
            GUEST_A,
        ),
        ("وش عندكم شوفان؟", "الثاني شنو سعره؟", "حط الكبير", GUEST_B),
        ("shofan shino 3indkum?", "el thani bcham?", "7o6 el kbeer", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        await send(client, single, listed.conversation_id, guest=guest)
        turn = await send(client, then, listed.conversation_id, guest=guest)
        assert "cart_action" in kinds(turn), (then, kinds(turn))
        assert _added(turn) == [_WHOLE_GRAIN_OATS], (then, _added(turn))
