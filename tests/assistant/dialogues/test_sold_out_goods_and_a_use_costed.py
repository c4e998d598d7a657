"""Goods named as sold out and two goods in view costed by a use, over a real socket in
English, Gulf Arabic and Arabizi: "the powder is out? what else" with nothing in view shows
the other detergents in stock, never the sold-out powder alone or nothing; "the gel or the
pods, which is cheaper a wash" after the detergents compares those two, with what one wash of
the pods costs from the pack's count, and says the gel's pack gives no count of washes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, products, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_POWDER, _GEL, _PODS = "p-1901", "p-1902", "p-1903"


def _ids(turn: Any) -> list[str]:
    return [str(product["_id"]) for product in products(turn)]


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("tide washing powder finished?? what other stuff do u have for the washer", GUEST_A),
        ("بودره تايد خلصانه؟ شنو عندكم غيرها للغساله", GUEST_B),
        ("tide powder 5alsan? shnu 3indkom ghairah lil ghassala", GUEST_B),
    ],
)
async def test_other_goods_for_goods_named_as_sold_out(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, kinds(turn))
    shown = _ids(turn)
    assert {_GEL, _PODS} <= set(shown[:3]), (message, shown)


@pytest.mark.parametrize(
    ("listed", "asked", "guest", "per_wash"),
    [
        ("tide", "gel vs the pods, whats cheaper for each wash?", GUEST_A, "0.142 KWD"),
        ("تايد", "ايهم ارخص للغسله، الجل ولا الكبسولات؟", GUEST_B, "٠٫١٤٢ د.ك"),
        ("tide", "ay wa7id ar5as lil ghasla, il gel wala il kabsolat?", GUEST_B, "٠٫١٤٢ د.ك"),
    ],
)
async def test_two_goods_in_view_costed_by_a_wash(
    client: Any, listed: str, asked: str, guest: str, per_wash: str
) -> None:
    shown = await send(client, listed, guest=guest)
    turn = await send(client, asked, shown.conversation_id, guest=guest)
    assert _ids(turn) == [_GEL, _PODS], (asked, _ids(turn))
    said = texts(turn)
    assert any(per_wash in text for text in said), (asked, said)
    assert len(said) == 3, said  # the difference, the gel's uncounted pack, the pods' wash
