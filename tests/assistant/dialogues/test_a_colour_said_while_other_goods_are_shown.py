"""A colour asked while other goods are on the screen, over a real socket in English, Gulf
Arabic and Arabizi. When the message names goods ("brown bread please, not white", "ابي خبز
اسمر مو ابيض", "abi il 5obz il asmar mo il abyath" after the milks) those goods are searched
in that colour: the brown breads only, never the milks less those whose aisle's name shares
the letters of white, nor the white or plain breads beside them. When it names none, the
colour picks from what is shown: the brown rice of the rice list ("the brown not the white",
"البني مو الابيض", whichever name the rice gives its colour), and after the milks, none of
which is brown, the shopper is told so and sees them again."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BROWN_BREADS = {"KFMB Brown Arabic Bread", "KFMB Brown Sliced Toast Bread"}
_BROWN_RICE = "p-0603"


async def test_goods_named_with_a_colour_are_searched_in_it(client: Any) -> None:
    for shown, asked, guest in (
        ("do you have milk", "brown bread please, not white", GUEST_A),
        ("عندكم حليب؟", "ابي خبز اسمر مو ابيض", GUEST_B),
        ("3indkum 7aleeb?", "abi il 5obz il asmar mo il abyath", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        found = set(names(turn))
        assert found and found <= _BROWN_BREADS, (asked, found)


async def test_a_colour_alone_picks_from_the_goods_shown(client: Any) -> None:
    for asked, guest in (
        ("the brown not the white", GUEST_A),
        ("البني مو الابيض", GUEST_B),
        ("il bunni mob il abya9", GUEST_B),
    ):
        listed = await send(client, "3indkum ruz?", guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        shown = [b for b in turn.end["blocks"] if b["kind"] in ("product_detail", "products")]
        assert len(shown) == 1, (asked, kinds(turn))
        card = shown[0]
        ids = (
            [card["product"]["_id"]] if "product" in card else [p["_id"] for p in card["products"]]
        )
        assert ids == [_BROWN_RICE], (asked, ids)


async def test_a_colour_none_shown_has_is_said_with_the_list_again(client: Any) -> None:
    for asked, guest in (
        ("the brown one, not white", GUEST_A),
        ("البني مو الابيض", GUEST_B),
        ("il asmar mob il abyath", GUEST_B),
    ):
        listed = await send(client, "any fresh milk?", guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        assert names(turn) == names(listed), (asked, names(turn))
        assert "cart_action" not in kinds(turn), asked
        assert one(turn, "products")["products"], asked
