"""Two brands compared at the pack the shopper names, over a real socket: "mai 9ghar 24, ay
wa7id ar5as rawdatain walla abraaj?" prices Rawdatain's 24 x 330 ml (1.190) against Abraaj's
(1.090), not the six big bottles Rawdatain is listed at first; a side naming only the kind
("small water 24") is the brands' kind, not a third product. Asked with no pack, each brand
keeps the pack it is listed at."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

AT_24 = (("1.090", "1.190"), ("١٫٠٩٠", "١٫١٩٠"))


async def test_brands_are_priced_at_the_pack_named(client: Any) -> None:
    for message in (
        "mai 9ghar 24, ay wa7id ar5as rawdatain walla abraaj?",
        "small water 24 pack, which is cheaper rawdatain or abraaj?",
        "which is cheaper for 24 x 330 ml water, abraaj or rawdatain?",
        "ماي صغار ٢٤ حبه، اي واحد ارخص الروضتين ولا ابراج؟",
        "كرتون ماي ٢٤ × ٣٣٠ مل، الروضتين ولا ابراج ارخص؟",
        "mai 24 7aba, rawdatain walla abraaj ay wa7id ar5as?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        said = " ".join(texts(turn))
        assert any(all(price in said for price in pair) for pair in AT_24), message
        shown = names(turn)
        assert len(shown) == 2 and shown[0].startswith("Abraaj"), message
        assert "Rawdatain" in shown[1] and "Family" not in shown[0], message


async def test_with_no_pack_named_each_keeps_its_listed_pack(client: Any) -> None:
    for message, cheaper in (
        ("which is cheaper, rawdatain or abraaj water?", "Rawdatain"),
        ("laban, almarai or kdd, which is cheaper?", "KDD"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert len(names(turn)) == 2 and names(turn)[0].startswith(cheaper), message
