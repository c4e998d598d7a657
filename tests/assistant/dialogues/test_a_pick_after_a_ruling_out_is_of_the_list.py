"""A pick said after ruling a shown product out, over a real socket in English, Gulf Arabic
and Arabizi, is of the list just shown, never of the catalogue: a colour the shopper names
otherwise than the product ("البني" of a bread whose name says "أسمر") is that bread, not
brown eggs never shown; and "not this one, another" asks for the like of the shown, not a
search for the word "another" that finds nothing. A kind of the shown said not to be wanted
("i don't want the brown ones") leaves the other cards shown, never the cart."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

_BROWN_EGGS = "p-0227"
_NIDO_ONE_PLUS = "p-1811"
_NOT_FOUND = ("لم أجد", "I couldn't find", "couldn't find")


def _goods(turn: Turn) -> list[str]:
    """The products the reply proposes or shows."""
    blocks = turn.end["blocks"]
    ids = [i["productId"] for b in blocks if b["kind"] == "cart_action" for i in b["items"]]
    ids += [b["product"]["_id"] for b in blocks if b["kind"] == "product_detail"]
    ids += [p["_id"] for b in blocks if b["kind"] == "products" for p in b["products"]]
    return ids


def _shown(turn: Turn) -> list[str]:
    return [p["_id"] for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]]


async def test_a_colour_by_another_of_its_names_is_the_shown_one(client: Any) -> None:
    for listed, picked, guest in (
        ("عندكم توست؟", "لا مو الابيض، ابي البني ٣", GUEST_B),
        ("ابي خبز عربي", "مو الابيض عطني البني", GUEST_B),
        ("fi 5ubz toast?", "la2 mu il abya9, il bni 3", GUEST_B),
        ("any toast bread?", "no not the white, the brown, 3 packs", GUEST_A),
    ):
        shown = await send(client, listed, guest=guest)
        turn = await send(client, picked, shown.conversation_id, guest=guest)
        goods = _goods(turn)
        assert goods, (picked, kinds(turn), turn.end["content"])
        assert _BROWN_EGGS not in goods, (picked, goods)
        assert set(goods) <= set(_shown(shown)), (picked, goods)


async def test_not_this_one_another_shows_the_like_of_it(client: Any) -> None:
    for listed, other, guest in (
        ("عندكم لبن؟", "لا مو هذا، غيره", GUEST_B),
        ("3indkum laban?", "la2 mu hatha, shay thani", GUEST_B),
        ("3indkom shampoo dove?", "mu hatha, ghairah", GUEST_B),
    ):
        *_, turn = await conversation(client, [listed, other], guest=guest)
        assert _shown(turn), (other, kinds(turn), turn.end["content"])
        assert not any(s in turn.end["content"] for s in _NOT_FOUND), (other, turn.end["content"])


async def test_not_this_one_then_other_goods_named_finds_those(client: Any) -> None:
    for listed, other, guest in (
        ("show me laban", "not this one, i want nido", GUEST_A),
        ("3indkum laban?", "mu hatha, abi nido", GUEST_B),
        ("عندكم لبن؟", "لا مو هذا، ابي نيدو", GUEST_B),
    ):
        *_, turn = await conversation(client, [listed, other], guest=guest)
        assert _NIDO_ONE_PLUS in _goods(turn), (other, kinds(turn), turn.end["content"])


async def test_a_kind_of_the_shown_not_wanted_leaves_the_others_shown(client: Any) -> None:
    for listed, denied, guest in (
        ("any rice?", "i don't want the brown ones", GUEST_A),
        ("عندكم رز؟", "ما ابغى البني", GUEST_B),
        ("3indkum 3aish?", "ma abgha il bni", GUEST_B),
    ):
        shown = await send(client, listed, guest=guest)
        turn = await send(client, denied, shown.conversation_id, guest=guest)
        before, after = _shown(shown), _shown(turn)
        assert after, (denied, kinds(turn), turn.end["content"])
        assert "cart_summary" not in kinds(turn), denied
        assert set(after) < set(before), (denied, after)
