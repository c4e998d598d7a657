"""Whether a follow-up takes a product or only asks about it, over a real socket: a pick of
the list settled on ("خلاص الكويتي", "ok the kuwaiti one", "the ajwa then") or of a list
the shopper asked for to buy ("abi gahwa 3arabiya", then "el kuwaiti wa7ed") is offered for
the cart, while a bare pick of a list only asked about, or a question about the pick, shows
its card; "and do you have naimi lamb?" right after an offer asks, and offers nothing; "yes
put them in, and 2 bananas" keeps the count of the offer and adds the bananas, and
"a carton of 24 water" beside it is the 24-pack once."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import send

KUWAITI_COFFEE, AJWA, KHIDRI = "p-1308", "p-2103", "p-2107"
HAREES, NAIMI_LAMB, WATERMELON, BANANAS = "p-0609", "p-0406", "p-0010", "p-0001"
RAWDATAIN, ITS_24_PACK = "p-1401", "p-1401-v3"


async def _after(client: Any, show: str, message: str) -> Any:
    guest = uuid.uuid4().hex
    shown = await send(client, show, guest=guest)
    return await send(client, message, shown.conversation_id, guest=guest)


def _lines(turn: Any) -> list[tuple[str, str | None, int]]:
    return [
        (line["productId"], line["variantId"], line["quantity"])
        for line in turn.action("add_to_cart")["items"]
    ]


async def test_a_pick_settled_on_or_of_a_list_wanted_is_offered(client: Any) -> None:
    for show, pick, product in (
        ("show me coffee", "ok the kuwaiti one", KUWAITI_COFFEE),
        ("i want arabic coffee", "the kuwaiti one", KUWAITI_COFFEE),
        ("show me dates", "the ajwa then", AJWA),
        ("I want dates", "the ajwa one", AJWA),
        ("عندكم قهوة عربية", "خلاص الكويتي", KUWAITI_COFFEE),
        ("ابي قهوة عربية", "الكويتي", KUWAITI_COFFEE),
        ("ابي تمر", "العجوة", AJWA),
        ("abi gahwa 3arabiya", "el kuwaiti wa7ed", KUWAITI_COFFEE),
        ("3indkom tamr?", "khalas el khidri", KHIDRI),
        ("3indkom gahwa?", "khalas el kuwaiti", KUWAITI_COFFEE),
    ):
        turn = await _after(client, show, pick)
        assert _lines(turn) == [(product, None, 1)], (show, pick)


async def test_a_bare_pick_of_a_list_asked_about_or_a_question_shows_its_card(
    client: Any,
) -> None:
    for show, pick, product in (
        ("show me coffee", "the kuwaiti one", KUWAITI_COFFEE),
        ("i want arabic coffee", "the kuwaiti one, how much?", KUWAITI_COFFEE),
        ("عندكم قهوة عربية", "الكويتي", KUWAITI_COFFEE),
        ("ابي قهوة عربية", "الكويتي شنو فيه؟", KUWAITI_COFFEE),
        ("3indkom gahwa?", "el kuwaiti wa7ed", KUWAITI_COFFEE),
        ("abi gahwa 3arabiya", "el kuwaiti b kam?", KUWAITI_COFFEE),
    ):
        turn = await _after(client, show, pick)
        assert one(turn, "product_detail")["product"]["_id"] == product, (show, pick)
        assert "cart_action" not in kinds(turn), (show, pick)


async def test_asking_whether_a_product_is_sold_after_an_offer_offers_nothing(
    client: Any,
) -> None:
    for offer, asked in (
        ("add 2 harees", "and do you have naimi lamb"),
        ("add 2 harees", "and is there naimi lamb"),
        ("ضيف ٢ حب هريس", "واللحم النعيمي عندكم"),
        ("ضيف ٢ حب هريس", "و في لحم نعيمي"),
        ("7ot 2 7ab harees", "w 3indkom la7am na3eemi?"),
    ):
        turn = await _after(client, offer, asked)
        assert "cart_action" not in kinds(turn), asked
        assert one(turn, "products")["products"][0]["_id"] == NAIMI_LAMB, asked
    # ...while "and" with the product wanted still adds it to the offer
    for offer, more in (
        ("add 2 harees", "and 1 naimi lamb"),
        ("ضيف ٢ حب هريس", "ولحم نعيمي كيلو"),
        ("7ot 2 7ab harees", "w la7am na3eemi kilo"),
    ):
        turn = await _after(client, offer, more)
        assert _lines(turn) == [(HAREES, None, 2), (NAIMI_LAMB, None, 1)], more


async def test_yes_put_them_in_keeps_the_count_offered_beside_a_new_item(client: Any) -> None:
    for offer, more in (
        ("i want 2 watermelons", "yes add them and 2 bananas"),
        ("ابي ٢ رقي", "اي حطهم و ٢ موز"),
        ("abi 2 ra8i", "ee 7e6hom bil sallah wa 2 moz"),
    ):
        turn = await _after(client, offer, more)
        assert _lines(turn) == [(WATERMELON, None, 2), (BANANAS, None, 2)], more
    for offer, more in (
        ("i want 2 watermelons", "yes add them and rawdatain water carton 24"),
        ("ابي ٢ رقي", "اي حطهم و كرتون ماي الروضتين ٢٤"),
        ("abi 2 ra8i", "ee 7e6hom bil sallah wa karton mai 9gheer 24"),
    ):
        turn = await _after(client, offer, more)
        assert _lines(turn) == [(WATERMELON, None, 2), (RAWDATAIN, ITS_24_PACK, 1)], more
    for offer, more in (("i want 2 watermelons", "yes add them"), ("abi 2 ra8i", "ee 7e6hom")):
        turn = await _after(client, offer, more)
        assert _lines(turn) == [(WATERMELON, None, 2)], more
