"""Goods in view let go after why, or done without, over a real socket in English, Gulf
Arabic and Arabizi: "meh he outgrew that size. skip the nappies", "ما تناسبه، انسى
الحفاظات", "la2 kbar 3aleh, 5alas mabi il 7afa6at", "too small for her, ok no nappies then",
"خلاص بدون حفاضات" right after the goods were shown are acknowledged: nothing shown, nothing
proposed, no "which one do you mean?", no "not found"; goods asked beside still are."""

from __future__ import annotations

import itertools
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

_GUESTS = itertools.count(0x9A1)


async def test_goods_shown_then_let_go_are_acknowledged(client: Any) -> None:
    for first, then, said in (
        ("show me pampers diapers", "meh he outgrew that size. skip the nappies", "leave that"),
        ("ابي حفاظات بامبرز", "ما تناسبه، انسى الحفاظات", "خليناه"),
        ("abi 7afa6at pampers", "la2 kbar 3aleh, 5alas mabi il 7afa6at", "خليناه"),
        ("do you have nido milk?", "too pricey for me. forget the nido then", "leave that"),
        ("pampers size 4 jumbo pack", "too small for her, ok no nappies then", "leave that"),
        ("any cerelac?", "hmm she won't eat it. no cerelac for now", "leave that"),
        ("ابي حفاضات بامبرز مقاس ٤", "لا صغيره عليها وزنها ١٣ كيلو، خلاص بدون حفاضات", "خليناه"),
        ("pampers ma8as 4", "la 5alas bdoon 7afa9at", "خليناه"),
    ):
        guest = f"{next(_GUESTS):032x}"
        shown = await send(client, first, guest=guest)
        assert "products" in kinds(shown), (first, kinds(shown))
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert "products" not in kinds(turn), (then, kinds(turn))
        assert "cart_action" not in kinds(turn), (then, kinds(turn))
        assert said in turn.end["content"], (then, turn.end["content"])


async def test_goods_added_beside_goods_let_go_are_still_added(client: Any) -> None:
    guest = f"{next(_GUESTS):032x}"
    shown = await send(client, "do you have almarai milk?", guest=guest)
    turn = await send(
        client, "add the full fat one, forget the bread", shown.conversation_id, guest=guest
    )
    assert "cart_action" in kinds(turn), kinds(turn)
    # ...and beside goods done without
    guest = f"{next(_GUESTS):032x}"
    shown = await send(client, "do you have almarai milk?", guest=guest)
    turn = await send(
        client, "add the full fat one, no bread then", shown.conversation_id, guest=guest
    )
    assert "cart_action" in kinds(turn), kinds(turn)
