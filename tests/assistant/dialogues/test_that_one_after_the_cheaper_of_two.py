""" "That one" right after the cheaper of two was told, over a real socket in English, Gulf
Arabic and Arabizi: "labneh which is cheaper baladna or almarai", then "ok that one. and
khubz arabi 1 pack", "ضيفها و خبز عربي واحد", "5la9 7ot hathi". The cheaper one, which the
answer named first, is put in. Before, "that one" asked which of the two again, and only the
bread was proposed. "labneh which one is cheaper" after a list with two labnehs now answers
it, the cheaper first with the difference; before, "this is the one" with both."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

BALADNA_LABNEH, NADEC_LABNEH, ALMARAI_LABNEH = "p-0217", "p-0211", "p-0205"
WHITE_ARABIC_BREAD = "p-0301"


async def test_that_one_is_the_cheaper(client: Any) -> None:
    for asked, taken, expected in (
        (
            "labneh which is cheaper baladna or almarai",
            "ok that one. and khubz arabi 1 pack",
            [(BALADNA_LABNEH, 1), (WHITE_ARABIC_BREAD, 1)],
        ),
        (
            "اللبنه ايهم ارخص بلدنا ولا المراعي",
            "ضيفها و خبز عربي واحد",
            [(BALADNA_LABNEH, 1), (WHITE_ARABIC_BREAD, 1)],
        ),
        ("labna ayhum ar5as baladna wala almarai", "5la9 7ot hathi", [(BALADNA_LABNEH, 1)]),
    ):
        guest = uuid4().hex
        compared = await send(client, asked, guest=guest)
        turn = await send(client, taken, compared.conversation_id, guest=guest)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == expected, (taken, lines)


async def test_which_of_the_listed_kind_is_cheaper(client: Any) -> None:
    guest = uuid4().hex
    listed = await send(client, "laban, khubz, eggs and some labneh or cheese", guest=guest)
    turn = await send(client, "labneh which one is cheaper", listed.conversation_id, guest=guest)
    [cards] = [block for block in turn.end["blocks"] if block["kind"] == "products"]
    assert [card["_id"] for card in cards["products"]] == [NADEC_LABNEH, ALMARAI_LABNEH]
    assert "0.040 KWD cheaper" in turn.end["content"] + str(turn.end["blocks"])
    added = await send(client, "add that one", listed.conversation_id, guest=guest)
    assert [line["productId"] for line in added.action("add_to_cart")["items"]] == [NADEC_LABNEH]
