"""A code asked beside a second store request, over a real socket in English, Gulf Arabic and
Arabizi. Put on with the total asked ("pop BBQ10 on and what would I pay"), the code is
proposed and the total said as it will be once it is confirmed, beside what it is now; gone
ahead with after the offers ("use it, and the total?") the same. Put on with the wallet asked
("will my wallet cover it"), the code is proposed and the wallet weighed against the total
the code makes. An area named in such a message is the one "how much is express there" next
asks of, never a product's price. A code asked with a "please" right after goods were put in
is that code's proposal, never "tap Confirm on the card above" nor more goods. Nothing is applied before
Confirm."""

from __future__ import annotations

from typing import Any

from hub.storefront.cards import kwd_text
from tests.assistant.dialogues._blocks import (
    cart_holding,
    confirmed_add,
    conversation,
    emptied_cart,
    kinds,
    one,
    texts,
)
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_LAMB = "add 2 kg lamb chops"  # 9.900 KWD of meat: BBQ10 takes 10% off
_NOW, _CODED = 9900, 8910
_HOME_FEE = 500  # demo-1's first saved address is in Salmiya
_WALLET = 3750  # demo-1's wallet
_JAHRA_FEE, _JAHRA_EXPRESS = 1000, 2000


def _said(figure: int, turn: Any) -> bool:
    shown = " ".join(texts(turn))
    return any(kwd_text(figure)[language] in shown for language in ("en", "ar"))


def _proposes_bbq10(turn: Any) -> bool:
    return str(turn.action("apply_coupon")["params"]["couponCode"]) == "BBQ10"


async def _cart_coupon(client: Any, **auth: Any) -> Any:
    cart = await client.get("/v1/cart", **auth)
    return cart.results["couponCode"]


async def test_the_total_asked_with_a_code_is_the_total_once_it_is_confirmed(client: Any) -> None:
    for message, guest in (
        ("pop BBQ10 on and what would I pay then?", GUEST_A),
        ("ركب كود BBQ10 وكم بيطلع الحساب؟", GUEST_B),
        ("7ot il coupon BBQ10 w kam y9eer il majmoo3?", GUEST_B),
        ("BBQ10 on my cart, how much does it come to?", GUEST_A),
        ("bbq10 3afak w kam il 7isab?", GUEST_B),
    ):
        await cart_holding(client, _LAMB, guest=guest)
        turn = await send(client, message, guest=guest)
        assert _proposes_bbq10(turn), (message, kinds(turn))
        assert _said(_CODED, turn) and _said(_NOW, turn), (message, texts(turn))
        assert await _cart_coupon(client, guest=guest) is None, message


async def test_a_go_ahead_after_the_offers_with_the_total_asked(client: Any) -> None:
    for asked, then, guest in (
        ("got any code on meat?", "use it, and the total?", GUEST_A),
        ("عندكم كود على اللحم؟", "طبقه وعلمني كم المجموع", GUEST_B),
        ("3indkom code 3al la7am?", "6abgah w gooli il total", GUEST_B),
    ):
        await cart_holding(client, _LAMB, guest=guest)
        shown, turn = await conversation(client, [asked, then], guest=guest)
        assert "offers" in kinds(shown), (asked, kinds(shown))
        assert _proposes_bbq10(turn), (then, kinds(turn))
        assert _said(_CODED, turn) and _said(_NOW, turn), (then, texts(turn))


async def test_the_wallet_asked_with_a_code_is_weighed_against_the_coded_total(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    coded = _CODED + _HOME_FEE
    for message in (
        "put BBQ10 on, is my wallet enough for it?",
        "حط كود BBQ10، المحفظة تكفي؟",
        "7ot code BBQ10 w il ma7fa6a tkaffi?",
    ):
        await cart_holding(client, _LAMB, token=token)
        turn = await send(client, message, token=token)
        assert _proposes_bbq10(turn), (message, kinds(turn))
        for figure in (_WALLET, coded, coded - _WALLET):
            assert _said(figure, turn), (message, figure, texts(turn))
        assert "faq" not in kinds(turn), (message, kinds(turn))


async def test_express_there_is_of_the_area_named_beside_the_code(client: Any) -> None:
    jahra = ("Jahra", _JAHRA_EXPRESS)
    for said, guest, (area, express) in (
        (
            ["we are in jahra. BBQ10 please, and the total?", "what does express cost there"],
            GUEST_A,
            jahra,
        ),
        (["احنا بالجهراء، حط BBQ10 وكم المجموع؟", "والتوصيل السريع لهناك بكم؟"], GUEST_B, jahra),
        (["e7na bil jahra, 7ot BBQ10 w cham il total?", "w il express hnak bkam?"], GUEST_B, jahra),
        (
            ["whats my total with delivery to jahra?", "and express there, how much?"],
            GUEST_A,
            jahra,
        ),
        (
            ["delivery to salmiya how much, and apply BBQ10", "express there?"],
            GUEST_A,
            ("Salmiya", 1000),
        ),
        (["كم المجموع مع التوصيل للفنطاس؟", "طيب والاكسبريس هناك؟"], GUEST_B, ("Fintas", 1500)),
    ):
        await cart_holding(client, _LAMB, guest=guest)
        first, turn = await conversation(client, said, guest=guest)
        if "cart_action" in kinds(first) and area == "Jahra":
            assert _said(_CODED + _JAHRA_FEE, first), (said, texts(first))
        card = one(turn, "delivery_info")
        assert card["express"] is True and card["fee"] == express, (said, card)
        assert card["areaName"] == area, (said, card)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), (
            said,
            kinds(turn),
        )


async def test_a_code_asked_politely_after_an_add_is_proposed(client: Any) -> None:
    for message, guest in (
        ("use code BBQ10 please", GUEST_A),
        ("استخدم كود BBQ10 لو سمحت", GUEST_B),
        ("7ot code BBQ10 law sama7t", GUEST_B),
        ("bbq10 pls", GUEST_A),
        ("w bbq10 3afak", GUEST_B),
    ):
        await emptied_cart(client, guest=guest)
        added = await confirmed_add(client, _LAMB, guest=guest)
        turn = await send(client, message, added, guest=guest)
        assert _proposes_bbq10(turn), (message, kinds(turn))
