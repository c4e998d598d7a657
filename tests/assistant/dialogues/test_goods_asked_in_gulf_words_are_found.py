"""Goods the store sells, asked in the Gulf's everyday words, over a real socket, are found,
never "not in our store" nor declined: "اكو ..." asks whether there is some; "الكبير" after
goods is their big pack, not the goods of the brand Al Kabeer (unless those goods are that
brand's); and a product named in every word of its own name, rare words too ("الشقرا" of a
light roast), asked whether it is there, is shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_is_there_asked_the_gulf_way_finds_the_goods(client: Any) -> None:
    for message, word in (
        ("اكو روب؟", "Yoghurt"),
        ("اكو شوفان عندكم", "Oats"),
        ("aku roob?", "Yoghurt"),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert any(word in name for name in names(turn)), (message, kinds(turn))


async def test_the_big_one_after_goods_is_their_big_pack_not_a_brand(client: Any) -> None:
    for message in ("ابي الشوفان الكبير", "اكو روب؟ الكبير", "حط لي الشوفان الكبير"):
        turn = await send(client, message, guest=GUEST_B)
        shown = names(turn) if "products" in kinds(turn) else []
        assert shown, (message, kinds(turn), turn.end["content"])
        assert not any("Al Kabeer" in name for name in shown), (message, shown)
    # the goods of that brand stay the brand's
    samboosa = await send(client, "ابي سمبوسه الكبير", guest=GUEST_B)
    assert all("Al Kabeer" in name for name in names(samboosa)), names(samboosa)


async def test_a_product_named_in_its_own_rare_words_is_shown(client: Any) -> None:
    for message, guest in (
        ("القهوه العربيه الشقرا موجوده؟", GUEST_B),
        ("il gahwa il 3arabiya il shagra mawjooda?", GUEST_B),
        ("is the kuwaiti arabic coffee light roast available?", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        shown = [
            card["name"]
            for block in turn.end["blocks"]
            for card in (
                block["products"][:1] if block["kind"] == "products" else [block.get("product")]
            )
            if block["kind"] in ("products", "product_detail")
        ]
        assert shown[:1] == ["Kuwaiti Arabic Coffee, Light Roast"], (message, kinds(turn))
