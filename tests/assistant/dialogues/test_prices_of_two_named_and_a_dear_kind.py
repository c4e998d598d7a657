"""Prices weighed the way the shopper named them, over a real socket: "sadia vs kupco breast"
sets Sadia's breast against KUPCO's breast fillets at their own price (not KUPCO's whole
chicken), the difference is said in figures, the second thing may carry its "و" written on
("الفرق بين العجوه والسكري"), and "too dear, anything cheaper of the fish?" after the zubaidi
lists the cheaper fish rather than calling the zubaidi the cheapest of its kind."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, send_declined, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

SADIA_BREAST, KUPCO_CHICKEN, KUPCO_BREAST = "p-1507", "p-0401", "p-0401-v2"
HAMOUR, HAMOUR_FILLET, ZUBAIDI = "p-0502", "p-0502-v2", "p-0501"
KHALAS, SUKKARI, AJWA, KHENAIZI = "p-2101", "p-2102", "p-2103", "p-2105"


async def test_two_named_are_weighed_at_the_price_of_the_kind_named(client: Any) -> None:
    for message, first, second, difference in (
        ("sadia vs kupco breast which is cheaper", SADIA_BREAST, KUPCO_CHICKEN, "0.400"),
        ("which is cheaper, hamour fillet or zubaidi", HAMOUR, ZUBAIDI, "0.250"),
        ("ايهم ارخص صدور ساديا ولا كوبكو صدور", SADIA_BREAST, KUPCO_CHICKEN, "٠٫٤٠٠"),
        ("ايهم ارخص فيليه الهامور ولا الزبيدي", HAMOUR, ZUBAIDI, "٠٫٢٥٠"),
        ("ayhom ar5a9 sadia wala kupco breast", SADIA_BREAST, KUPCO_CHICKEN, "٠٫٤٠٠"),
        ("ayhom ar5a9 hamour fillet wala zubaidi", HAMOUR, ZUBAIDI, "٠٫٢٥٠"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        cards = one(turn, "products")["products"]
        assert [card["_id"] for card in cards] == [first, second], message
        [said] = texts(turn)
        assert difference in said, (message, said)
        kind = {KUPCO_CHICKEN: KUPCO_BREAST, HAMOUR: HAMOUR_FILLET}
        for card in cards:  # the kind named is the one on the card, at its price
            if card["_id"] in kind:
                assert card["variantId"] == kind[card["_id"]], message
        assert cards[0]["price"] < cards[1]["price"], message


async def test_the_second_thing_may_carry_its_and_written_on(client: Any) -> None:
    for message, cheaper, dearer in (
        ("الفرق بين العجوه والسكري بالسعر", SUKKARI, AJWA),
        ("ايهم ارخص الخلاص والخنيزي", KHENAIZI, KHALAS),
        ("كم الفرق بين الخلاص والخنيزي", KHENAIZI, KHALAS),
        ("el far8 bain el ajwa wel sukkari", SUKKARI, AJWA),
        ("what's the price difference between ajwa and sukkari", SUKKARI, AJWA),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        ids = [card["_id"] for card in one(turn, "products")["products"]]
        assert ids == [cheaper, dearer], (message, ids)
        assert texts(turn), message
    # a word with "و" written on that names no goods stays another matter
    for message in ("وين الفرق بين الناس والحيوانات", "شنو الفرق بين والدي ووالدتك"):
        await send_declined(client, message, GUEST_B)


async def test_a_dear_products_kind_named_lists_that_kind_cheaper(client: Any) -> None:
    for show, message, guest in (
        ("do you have zubaidi", "it's expensive, anything cheaper among the fish?", GUEST_A),
        ("do you have zubaidi", "too pricey, any cheaper fish?", GUEST_A),
        ("هلا، عندكم زبيدي؟ بكم", "غالي! شي ارخص من السمك", GUEST_B),
        ("عندكم زبيدي", "غالي، في شي ارخص من السمك؟", GUEST_B),
        ("3indkom zubaidi?", "ghali! fee ar5a9 min el samak?", GUEST_B),
    ):
        shown = await send(client, show, guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        cards = one(turn, "products")["products"]
        assert cards and all(card["price"] < 7500 and "fish" in card["allergens"] for card in cards)
        assert [card["price"] for card in cards] == sorted(card["price"] for card in cards)
        assert "cart_action" not in kinds(turn), message
    # a brand said dear still wants another brand: no Tilda for "tilda is dear"
    shown = await send(client, "عندكم رز تيلدا", guest=GUEST_B)
    turn = await send(client, "تيلدا غالي فيه ارخص", shown.conversation_id, guest=GUEST_B)
    assert all(card["brand"] != "تيلدا" for card in one(turn, "products")["products"])
