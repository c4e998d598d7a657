"""A product named after an allergy was told and a list of other goods shown, asked whether
it is fine ("is the galaxy one alright? the caramel"), over a real socket in English, Gulf
Arabic and Arabizi: that product, from the store's record, held against the allergy; never
"none of the ones I showed is like that" with the earlier list again."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CARAMEL = "Galaxy Caramel Chocolate Bar"


async def test_a_product_named_after_an_allergy_is_judged_by_its_record(client: Any) -> None:
    for first, then, guest in (
        ("fruit for my daughter please, she's allergic to nuts",
         "is the galaxy one alright? the caramel", GUEST_A),
        ("some fruit for my boy, he has a nut allergy", "are the caramel galaxy bars ok? asking",
         GUEST_A),
        ("ابي فواكه لبنتي عندها حساسية مكسرات", "طيب الجالكسي اللي بالكراميل يصلح لها؟", GUEST_B),
        ("abi fawakih 7ag binti 3indaha 7asasiya mukassarat", "galaxy el caramel yinfa3 laha?",
         GUEST_B),
    ):  # fmt: skip
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "None of the ones I showed" not in said and "ولا واحد" not in said, (then, said)
        if "product_detail" in kinds(turn):
            assert one(turn, "product_detail")["product"]["name"] == _CARAMEL, (then, kinds(turn))
        else:
            assert "products" in kinds(turn) and _CARAMEL in names(turn), (then, said)
