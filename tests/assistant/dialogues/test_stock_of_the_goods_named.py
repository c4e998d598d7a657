"""The goods named are the ones whose stock is told: the tin of the age asked after a big
tin was wished ("nido 1+" after "the big nido"), never a sold-out tin the words left
behind, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _proposed(turn: Any) -> list[str]:
    return [item["product"]["name"] for item in turn.action("add_to_cart")["items"]]


async def test_the_age_said_outweighs_a_big_tin_wished_before(client: Any) -> None:
    for asked, taken, guest, age in (
        ("is the big nido tin available?", "ok add one nido 3+", GUEST_A, "3+"),
        ("نيدو العلبة الكبيرة موجودة؟", "طيب ابي نيدو ١+ وحده", GUEST_B, "1+"),
        ("nido il kabeer 3indkum?", "zain 7o6li nido 1+ wa7da", GUEST_A, "1+"),
    ):
        shown = await send(client, asked, guest=guest)
        added = await send(client, taken, shown.conversation_id, guest=guest)
        assert "error" not in [b["kind"] for b in added.end["blocks"]], (taken, added.end)
        assert _proposed(added) == [f"Nido {age} Growing-Up Milk"], taken


async def test_goods_asked_still_out_are_shown_as_out_never_not_found(client: Any) -> None:
    for message in (
        "is the tide powder still sold out? we usually take it",
        "is the tide laundry powder back yet? i always get that one",
        "مسحوق تايد للحين خلصان؟ دايم ناخذه",
        "tide powder lil7een 5alsan? daiman nakhtha",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = [product["name"] for product in products(turn)]
        assert shown[:1] == ["Tide Automatic Laundry Powder Original"], (message, shown)
        assert products(turn)[0]["stock"] == 0
        said = turn.end["content"]
        assert "couldn't find" not in said and "لم أجد" not in said, (message, said)
        assert "exactly" not in said and "بالضبط" not in said, (message, said)


async def test_a_numbered_size_in_another_pack_shows_the_one_out_of_stock(client: Any) -> None:
    for message in (
        "got size 4 pampers in some other pack just in case?",
        "عندكم بامبرز مقاس ٤ بباكيت ثاني؟",
        "fee pampers size 4 b kees thani e7tiya6?",
    ):
        turn = await send(client, message, guest=GUEST_B)
        shown = [product["name"] for product in products(turn)]
        assert shown[:1] == ["Pampers Baby-Dry Diapers, Jumbo Pack"], (message, shown)
        said = turn.end["content"]
        assert "couldn't find" not in said and "لم أجد" not in said, (message, said)
