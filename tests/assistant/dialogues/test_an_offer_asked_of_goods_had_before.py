"""An offer asked of goods had before, or of an offer named by its theme, over a real socket:
"the Fairy i ordered last time, any discount on it now?", "ورق التواليت فاين مثل اللي طلبته
الشهر اللي فات، عليه عرض؟", "il fairy elli 6labta, 3alaih 3ard?" are the offers running on
those goods, never an old order's card; "saw the ghabga promo, what's included?" after news
of a gathering is that offer's card, never the coupon rule."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_an_offer_on_goods_had_before_is_the_offers_on_them(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "ورق التواليت فاين مثل اللي طلبته الشهر اللي فات، عليه عرض؟",
        "الفيري اللي اخذته بطلبي الاخير، فيه خصم عليه الحين؟",
        "is there a deal on the tide pods i got in my last order?",
        "il fairy elli 6labta il marra il fatat, 3alaih 3ard?",
    ):
        turn = await send(client, message, token=token)
        assert "order" not in kinds(turn), (message, kinds(turn))
        shown = [card["_id"] for card in one(turn, "offers")["offers"]]
        assert shown == ["offer-clean-home"], (message, shown)


async def test_an_offer_named_by_its_theme_is_its_card(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "hey, having the girls over saturday. saw the ghabga promo, what's included?",
        "هلا والله، عندي عزيمه بنات السبت، شفت عرض الغبقه عندكم شنو يشمل؟",
        "hala, 3indi 3azeema il sabt, shift 3ard il ghabga, shno yshmal?",
    ):
        turn = await send(client, message, token=token)
        assert "faq" not in kinds(turn), (message, kinds(turn))
        shown = [card["_id"] for card in one(turn, "offers")["offers"]]
        assert shown == ["offer-ghabga"], (message, shown)
