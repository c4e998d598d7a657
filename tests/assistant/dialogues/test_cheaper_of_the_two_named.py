"""Which of two named is cheaper, over a real socket in the three ways of writing: a side that
names only a brand is of the kind named beside it ("which laban is cheaper, almarai or kdd":
KDD's laban, not its milk), and two unlike goods named ("rice or chicken") are compared as
named, never as the list shown before."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_brand_alone_is_of_the_kind_named_beside_it(client: Any) -> None:
    for message, guest in (
        ("which laban is cheaper, almarai or kdd", GUEST_A),
        ("kdd or almarai laban which is cheaper", GUEST_A),
        ("laban: almarai or kdd, which costs less?", GUEST_A),
        ("اي لبن ارخص المراعي ولا كي دي دي", GUEST_B),
        ("اللبن ايهم ارخص المراعي ولا كي دي دي", GUEST_B),
        ("ay laban ar5as almarai wala kdd", GUEST_B),
        ("el laban ayhum ar5as almarai wala kdd", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert len(shown) == 2 and all("Laban" in name for name in shown), (message, shown)
        assert shown[0] == "KDD Fresh Laban", (message, shown)


async def test_two_unlike_goods_named_are_compared_not_the_list_shown(client: Any) -> None:
    for show, message, guest in (
        ("show me pasta", "which is cheaper, rice or chicken", GUEST_A),
        ("show me milk", "what's cheaper, rice or pasta", GUEST_A),
        ("عطني المعكرونه", "ايهم ارخص الرز ولا الدجاج", GUEST_B),
        ("عندكم حليب؟", "شنو ارخص الرز ولا المعكرونه", GUEST_B),
        ("3indkom ma3karoona?", "ayhum ar5as el 3aish wala el dyay", GUEST_B),
    ):
        shown = await send(client, show, guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        compared = names(turn)
        assert len(compared) == 2, (message, compared)
        wanted = (
            {"Rice", "Chicken"}
            if "chicken" in message or "dyay" in message or "الدجاج" in message
            else {"Rice", "Spaghetti"}
        )
        assert all(any(word in name for word in wanted) for name in compared), (message, compared)
    # brands compared after a list of their kind stay of that kind
    shown = await send(client, "show me cheddar slices", guest=GUEST_A)
    turn = await send(
        client, "which is cheaper puck or almarai", shown.conversation_id, guest=GUEST_A
    )
    assert all("Cheddar" in name for name in names(turn)), names(turn)
