"""The cart's own matters and the shown goods' kinds, over a real socket in English, Gulf
Arabic and Arabizi, right beside the readings that take goods kept or let go: after goods
named for a placed order, "what's in my basket", "empty my cart", "شيله من السلة" are the
cart's, never those goods proposed; "ما ابي البني" of the eggs shown sets a kind aside and
shows the others, never "left out"; "make it 3 and add bread" once the offer is confirmed
keeps the bread; and "٢ خبز واحد ابيض" is two white breads, never a search for "white"."""

from __future__ import annotations

import itertools
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import customer_token
from tests.handlers.assistant_support import Turn, confirm, send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}

_GUESTS = itertools.count(0x9A1)


def _added(turn: Turn) -> list[dict[str, Any]]:
    return [
        block
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action" and block["actionType"] == "add_to_cart"
    ]


async def test_the_cart_asked_after_goods_for_a_placed_order_is_the_carts(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then in (
        ("pls add 2 nido 3+ to the order i placed", "whats in my basket now"),
        ("pls add 2 nido 3+ to the order i placed", "show me my cart"),
        ("pls add 2 nido 3+ to the order i placed", "take it out of my cart"),
        ("ابي اضيف علبتين نيدو ٣+ على طلبي", "شنو عندي بالسلة"),
        ("ابي اضيف علبتين نيدو ٣+ على طلبي", "فضي السلة"),
        ("abi azeed 7aloom baladna 3al order", "shno 3indi bil cart?"),
    ):
        asked = await send(client, first, token=token)
        assert not _added(asked), (first, kinds(asked))
        turn = await send(client, then, asked.conversation_id, token=token)
        assert not _added(turn), (then, kinds(turn), turn.end.get("text"))
        assert "cart_summary" in kinds(turn), (then, kinds(turn), turn.end.get("text"))


async def test_a_kind_of_the_goods_shown_set_aside_shows_the_others(client: Any) -> None:
    for first, then in (
        ("وريني البيض اللي عندكم", "ما ابي البني"),
        ("wareni il bai6 ili 3indkom", "ma abi il bni"),
        ("let me see your eggs", "i dont want the brown ones"),
    ):
        guest = f"{next(_GUESTS):032x}"
        shown = await send(client, first, guest=guest)
        assert "products" in kinds(shown), (first, kinds(shown))
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert "products" in kinds(turn), (then, kinds(turn), turn.end.get("text"))
        assert "Large White Eggs" in names(turn), (then, names(turn))
        assert "Large Brown Eggs" not in names(turn), (then, names(turn))


async def test_a_count_and_more_goods_after_the_offer_was_confirmed(client: Any) -> None:
    for first, then, other in (
        ("put 2 almarai full fat milk", "now make it 3 and add arabic bread", "Bread"),
        ("حط ٢ حليب المراعي كامل الدسم", "خلها ٣ وزيد خبز عربي", "Bread"),
    ):
        guest = f"{next(_GUESTS):032x}"
        offered = await send(client, first, guest=guest)
        reply = await confirm(client, offered.action()["actionId"], guest=guest)
        assert reply.status == 200, reply.json
        turn = await send(client, then, offered.conversation_id, guest=guest)
        lines = [NAMES[item["productId"]] for block in _added(turn) for item in block["items"]]
        assert any(other in name for name in lines), (then, lines, turn.end.get("text"))


async def test_one_kind_said_in_words_of_counted_goods_is_those_goods(client: Any) -> None:
    for message in ("ابي ٢ خبز عربي واحد ابيض", "abi 2 5obz 3arabi wa7ed abyath"):
        guest = f"{next(_GUESTS):032x}"
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, kinds(turn), turn.end.get("text"))
        [block] = _added(turn)
        assert [item["quantity"] for item in block["items"]] == [2], (message, block["items"])


async def test_the_order_or_a_code_let_go_after_goods_shown_keeps_its_reading(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for then, wanted in (
        ("لا خلاص ما ابي الطلب", {"order_status", "order"}),
        ("ما ابي الكوبون", {"cart_action"}),
        ("ok forget the promo", {"offers"}),
    ):
        shown = await send(client, "what eggs do u have", token=token)
        assert "products" in kinds(shown), kinds(shown)
        turn = await send(client, then, shown.conversation_id, token=token)
        assert wanted & set(kinds(turn)), (then, kinds(turn), turn.end.get("text"))


async def test_kinds_each_said_with_one_in_words_share_the_count(client: Any) -> None:
    for message in (
        "2 arabic bread one white one brown",
        "٢ خبز عربي واحد ابيض واحد اسمر",
        "2 5obz 3arabi wa7ed abyath wa7ed asmar",
    ):
        guest = f"{next(_GUESTS):032x}"
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, kinds(turn), turn.end.get("text"))
        [block] = _added(turn)
        lines = sorted((NAMES[i["productId"]], i["quantity"]) for i in block["items"])
        assert lines == [("KFMB Brown Arabic Bread", 1), ("KFMB White Arabic Bread", 1)], (
            message,
            lines,
        )


async def test_a_line_of_the_offer_removed_by_its_size_is_taken_off(client: Any) -> None:
    for first, then in (
        ("add 2 almarai milk and arabic bread", "pls remove the milk 2 litre"),
        ("ابي ٢ حليب المراعي وخبز عربي", "شيل الحليب ٢ لتر"),
        ("7ot 2 7aleeb almarai w 5obz 3arabi", "sheel il 7aleeb 2 litre"),
    ):
        guest = f"{next(_GUESTS):032x}"
        offered = await send(client, first, guest=guest)
        assert len(offered.action("add_to_cart")["items"]) == 2, (first, kinds(offered))
        turn = await send(client, then, offered.conversation_id, guest=guest)
        lines = [NAMES[item["productId"]] for block in _added(turn) for item in block["items"]]
        assert lines == ["KFMB White Arabic Bread"], (then, lines, turn.end.get("text"))
