"""A pack of what was just shown, said by its size or its count, over a real socket: "ok add
the big box" proposes the product's biggest pack (never a stray product called "box"), "how
much is that per pack" gives a piece's price of each pack, a weight that whole packs only
come near is said ("كيلو ونص" of lamb sold by the kilo: two), and "karton mai 24" is the
24-pack once, not four six-packs."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.handlers.assistant_support import send

INDOMIE_CHICKEN, ITS_40_PACK, ITS_5_PACK = "p-0709", "p-0709-v2", "p-0709-v1"
LIPTON, ITS_200_BAGS = "p-1309", "p-1309-v2"
EGGS, ITS_TRAY_OF_30 = "p-0226", "p-0226-v2"
NAIMI_LAMB = "p-0406"
RAWDATAIN, ITS_24_PACK = "p-1401", "p-1401-v3"


async def _after(client: Any, show: str, message: str) -> Any:
    guest = uuid.uuid4().hex
    shown = await send(client, show, guest=guest)
    return await send(client, message, shown.conversation_id, guest=guest)


def _line(turn: Any) -> tuple[str, str | None, int]:
    [line] = turn.action("add_to_cart")["items"]
    return line["productId"], line["variantId"], line["quantity"]


async def test_adding_a_pack_said_by_its_size_proposes_that_pack(client: Any) -> None:
    for show, message, wanted in (
        ("show me indomie", "ok add the big box", (INDOMIE_CHICKEN, ITS_40_PACK, 1)),
        ("indomie noodles", "add the big one", (INDOMIE_CHICKEN, ITS_40_PACK, 1)),
        ("indomie", "add the small pack", (INDOMIE_CHICKEN, ITS_5_PACK, 1)),
        ("show me lipton tea", "add the big box", (LIPTON, ITS_200_BAGS, 1)),
        ("عندكم اندومي", "ضيف الكرتون الكبير", (INDOMIE_CHICKEN, ITS_40_PACK, 1)),
        ("عندكم اندومي", "حط الصغير", (INDOMIE_CHICKEN, ITS_5_PACK, 1)),
        ("عندكم شاي ليبتون", "ضيف الكبير", (LIPTON, ITS_200_BAGS, 1)),
        ("عندكم بيض", "حط الكرتون الكبير", (EGGS, ITS_TRAY_OF_30, 1)),
        ("3indkom indomie", "7ot el kartoon el kbeer", (INDOMIE_CHICKEN, ITS_40_PACK, 1)),
        ("3indkom indomie", "zeed el 9gheer", (INDOMIE_CHICKEN, ITS_5_PACK, 1)),
        ("3indkom chai lipton", "7ot el kbeer", (LIPTON, ITS_200_BAGS, 1)),
    ):
        turn = await _after(client, show, message)
        assert _line(turn) == wanted, (show, message)


async def test_a_size_only_pointed_at_or_said_with_nothing_shown_proposes_nothing(
    client: Any,
) -> None:
    for show, message in (
        ("show me indomie", "the big box"),
        ("عندكم اندومي", "الكرتون الكبير"),
        ("3indkom indomie", "el kbeer"),
    ):
        turn = await _after(client, show, message)  # its card, in that pack
        card = one(turn, "product_detail")["product"]
        assert card["_id"] == INDOMIE_CHICKEN and "40" in card["unit"], message
        assert "cart_action" not in kinds(turn), message
    for message in ("add the big box", "ضيف الكرتون الكبير", "7ot el kbeer"):
        turn = await send(client, message, guest=uuid.uuid4().hex)  # nothing shown before
        assert "cart_action" not in kinds(turn), message


async def test_a_pieces_price_is_given_for_each_pack_the_one_asked_first(client: Any) -> None:
    for show, message, first in (
        ("cheapest noodles", "the big box of the chicken one, how much is that per pack", "0.099"),
        ("show me lipton tea", "how much per bag", "0.014"),
        ("عندكم اندومي", "الحبه بكم", "٠٫١١٠"),
        ("3indkom indomie", "el kbeer el 7aba b kam", "٠٫٠٩٩"),
        ("عندكم بيض", "كم سعر الحبه في الكرتون الكبير", "٠٫٠٥٥"),
    ):
        turn = await _after(client, show, message)
        [said] = texts(turn)
        lines = said.splitlines()
        assert len(lines) == 2 and first in lines[0], (message, said)
        assert "cart_action" not in kinds(turn), message
    # a single pack has no piece to price: its card alone, nothing made up
    turn = await _after(client, "show me nido milk powder", "how much each?")
    assert not texts(turn) and "product_detail" in kinds(turn)


async def test_a_weight_whole_packs_only_come_near_is_said_with_the_packs_offered(
    client: Any,
) -> None:
    for show, message, said in (
        ("do you have naimi lamb", "add 1.5 kg", "packs of 1 kg"),
        ("عندكم لحم نعيمي", "كيلو ونص", "بعبوات ١ كغ"),
        ("3indkom la7am na3eemi", "abi kilo w nu9", "بعبوات ١ كغ"),
    ):
        turn = await _after(client, show, message)
        assert _line(turn) == (NAIMI_LAMB, None, 2), message
        assert any(said in text for text in texts(turn)), (message, texts(turn))
    for show, message in (("do you have naimi lamb", "add 2 kg"), ("عندكم لحم نعيمي", "كيلوين")):
        turn = await _after(client, show, message)  # two kilos are two packs: nothing to say
        assert _line(turn) == (NAIMI_LAMB, None, 2) and not texts(turn), message


async def test_a_box_said_with_its_count_is_that_pack_once(client: Any) -> None:
    for message in (
        "add rawdatain water carton 24",
        "ضيف كرتون ماي الروضتين ٢٤",
        "7ot karton mai rawdatain 24",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _line(turn) == (RAWDATAIN, ITS_24_PACK, 1), message
    # a count with no box is that many of the default pack, as before
    turn = await send(client, "add 2 rawdatain water", guest=uuid.uuid4().hex)
    assert _line(turn)[2] == 2
