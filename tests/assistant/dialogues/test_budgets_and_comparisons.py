"""Budgets in every form filter the kind asked by price; "cheapest X" ranks that kind; "which
is cheaper, X or Y" shows both, cheaper first, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, prices, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_budgets_in_arabizi_arabic_and_fils(client: Any) -> None:
    for message, guest, ceiling, kind in (
        ("juice a8al mn nos dinar", GUEST_A, 500, None),
        ("رز بحدود دينار", GUEST_A, 1000, "Rice"),
        ("عصير ما يزيد عن ٥٠٠ فلس", GUEST_A, 500, None),
        ("chocolate under 300 fils", GUEST_B, 300, None),
        ("milk for 1 KD", GUEST_B, 1000, "Milk"),
    ):
        turn = await send(client, message, guest=guest)
        fitting = "Nothing matches" not in turn.end["content"]
        fitting = fitting and "ما فيه شي" not in turn.end["content"]
        if fitting:
            assert all(price <= ceiling for price in prices(turn)), message
        else:
            assert prices(turn) == sorted(prices(turn)), message
        if kind:
            assert all(kind in name for name in names(turn)), (message, names(turn))


async def test_an_aisle_under_a_budget_shows_that_aisles_products(client: Any) -> None:
    snacks = await send(client, "snacks under 500 fils", guest=GUEST_A)
    assert snacks.end["content"] == "Here's what fits your budget."
    assert len(prices(snacks)) >= 2 and all(price <= 500 for price in prices(snacks))
    baby = await send(client, "baby shampoo under 2 KD", guest=GUEST_A)
    assert names(baby) and all("Shampoo" in name for name in names(baby))
    arabic = await send(client, "شامبو اطفال بحدود ٢ دينار", guest=GUEST_B)
    assert names(arabic) and all("Shampoo" in name for name in names(arabic))


async def test_cheapest_of_a_kind_ranks_that_kind(client: Any) -> None:
    for message, guest, kind in (
        ("cheapest olive oil", GUEST_A, "Olive Oil"),
        ("cheapest eggs", GUEST_A, "Eggs"),
        ("arkhas 7aleeb", GUEST_B, "Milk"),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn) and all(kind in name for name in names(turn)), (message, names(turn))
        assert prices(turn) == sorted(prices(turn)), message


async def test_which_is_cheaper_names_both_in_every_language(client: Any) -> None:
    for message, guest, wanted in (
        ("which is cheaper kdd or almarai laban", GUEST_A, ("KDD", "Almarai")),
        ("which is cheaper, almarai milk or nadec milk", GUEST_A, ("Almarai", "Nadec")),
        ("ايهم ارخص المراعي ولا نادك", GUEST_B, ("Almarai", "Nadec")),
        ("ayhum ar5as nadec wla almarai", GUEST_B, ("Almarai", "Nadec")),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert len(shown) == 2 and prices(turn) == sorted(prices(turn)), (message, shown)
        assert all(any(brand in name for name in shown) for brand in wanted), (message, shown)
    laban = await send(client, "which is cheaper kdd or almarai laban", guest=GUEST_B)
    assert all("Laban" in name for name in names(laban))


async def test_comparing_with_something_not_stocked_says_so(client: Any) -> None:
    turn = await send(client, "what's cheaper, pepsi or coca cola", guest=GUEST_A)
    assert turn.end["content"].startswith("We don't have exactly that")
    assert all("Pepsi" in name for name in names(turn))


async def test_a_side_naming_only_a_size_is_of_the_kind_the_other_side_names(
    client: Any,
) -> None:
    for message in (
        "pepsi cans or the big bottle, which is cheaper",
        "ايهم ارخص: علب بيبسي ولا القاروره الكبيره؟",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = names(turn)
        assert len(shown) == 2 and all("Pepsi" in name for name in shown), (message, shown)


async def test_cheap_and_not_expensive_rank_the_whole_kind_across_aisles(client: Any) -> None:
    for message in ("cheap shampoo", "بغيت شامبو بس مو غالي", "a shampoo that's not too expensive"):
        turn = await send(client, message, guest=GUEST_A)
        shown = names(turn)
        assert len(shown) >= 3 and all("Shampoo" in name for name in shown[:3]), (message, shown)
        # what can be bought, cheapest first, then what is out of stock
        cards = one(turn, "products")["products"]
        ranked = [(not card["inStock"], card["price"]) for card in cards]
        assert ranked == sorted(ranked), message
        assert "exactly" not in turn.end["content"] and "بالضبط" not in turn.end["content"]


async def test_arabic_names_the_kind_first_for_both_sides(client: Any) -> None:
    turn = await send(client, "ايهم ارخص لبنة المراعي ولا نادك", guest=GUEST_B)
    assert names(turn) == ["Nadec Labneh", "Almarai Labneh Full Fat"]


async def test_money_the_shopper_has_with_them_is_a_budget(client: Any) -> None:
    turn = await send(client, "معاي ٣ دنانير ابي اغراض فطور", guest=GUEST_B)
    assert turn.action("add_to_cart")["estimatedTotal"] <= 3000
    assert any("من ميزانيتك ٣٫٠٠٠ د.ك" in text for text in texts(turn)), texts(turn)


async def test_a_budget_met_by_one_of_the_kind_under_another_name(client: Any) -> None:
    turn = await send(client, "ابي عيش بسمتي تحت ٢ دينار", guest=GUEST_A)
    assert any("Basmati" in name for name in names(turn)), names(turn)
    assert all(price <= 2000 for price in prices(turn)), prices(turn)


async def test_price_feelings_are_no_product_words_and_the_dinar_takes_an_article(
    client: Any,
) -> None:
    dates = await send(client, "abi tamr bs mo 8ali, a8al mn 2 dinar", guest=GUEST_A)
    assert "Khenaizi Dates" in names(dates) and max(prices(dates)) <= 2000
    oil = await send(client, "abi zait b7dood el dinar", guest=GUEST_B)
    assert prices(oil) == sorted(prices(oil)) and prices(oil)[0] == 1390, prices(oil)


async def test_a_dinar_and_a_half_in_arabizi_shows_what_can_be_bought(client: Any) -> None:
    turn = await send(client, "abi zait 9ba5 b7dood dinar w nu9", guest=GUEST_A)
    assert prices(turn) and max(prices(turn)) <= 1500, prices(turn)
    assert turn.end["blocks"][0]["products"][0]["inStock"], turn.end["blocks"][0]


async def test_what_sets_the_kind_apart_is_kept_under_a_budget(client: Any) -> None:
    olive = await send(client, "zait zaitoon b7dood 2 dinar", guest=GUEST_A)
    assert names(olive) and all("Olive" in name for name in names(olive)), names(olive)


async def test_a_ceiling_said_as_not_going_over_keeps_the_kind_asked(client: Any) -> None:
    for message, guest, ceiling in (
        ("ابي قهوة عربيه بس لا تزيد عن ٢ دينار", GUEST_A, 2000),
        ("arabic coffee that doesnt exceed 2 kd", GUEST_B, 2000),
        ("قهوه عربي ما تتعدى دينارين", GUEST_A, 2000),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn) == ["Abu Auf Arabic Coffee with Cardamom & Saffron"], (
            message,
            names(turn),
        )
        assert all(price <= ceiling for price in prices(turn)), message
    arabizi = await send(client, "abi gahwa 3arabiya ar5a9 shay", guest=GUEST_B)
    assert names(arabizi)[0] == "Abu Auf Arabic Coffee with Cardamom & Saffron"
    assert all("Arabic Coffee" in name for name in names(arabizi)), names(arabizi)


async def test_cheaper_than_a_named_product_is_other_products_below_its_price(
    client: Any,
) -> None:
    for message, guest, kind in (
        ("any tea cheaper than lipton", GUEST_A, None),
        ("في شاي ارخص من ليبتون", GUEST_B, None),
        ("cheaper than almarai milk", GUEST_A, "Milk"),
        ("is there a cheaper rice than tilda", GUEST_B, "Rice"),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert shown and not any("Lipton" in n or "Almarai" in n or "Tilda" in n for n in shown), (
            message,
            shown,
        )
        assert prices(turn) == sorted(prices(turn)), message
        if kind:
            assert all(kind in name for name in shown), (message, shown)
    both = await send(client, "is almarai milk cheaper than kdd milk", guest=GUEST_A)
    assert sorted(names(both)) == ["Almarai Full Fat Fresh Milk", "KDD Full Cream Fresh Milk"]


async def test_cheaper_after_a_kind_keeps_the_kind_but_not_the_brand(client: Any) -> None:
    basmati = await send(client, "basmati rice under 2 kd", guest=GUEST_A)
    cheaper = await send(client, "cheaper", basmati.conversation_id, guest=GUEST_A)
    shown = [b for b in cheaper.end["blocks"] if b["kind"] == "products"]
    assert not any("Basmati" not in p["name"] for b in shown for p in b["products"]), shown
    assert shown or cheaper.end["content"] == "That's already the cheapest we have of that."
    milk = await send(client, "almarai milk", guest=GUEST_B)
    other = await send(client, "cheaper", milk.conversation_id, guest=GUEST_B)
    assert names(other) and all("Milk" in n and "Almarai" not in n for n in names(other))


async def test_lodging_a_complaint_opens_a_ticket(client: Any) -> None:
    for message, guest in (("i want to file a complaint", GUEST_A), ("ابي اقدم شكوى", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert "handoff" in [b["kind"] for b in turn.end["blocks"]], message


async def test_a_list_of_brands_and_an_add_under_a_budget(client: Any) -> None:
    listed = await send(client, "3 pepsi w 2 lays w galaxy", guest=GUEST_A)
    shown = names(listed)
    assert any("Pepsi" in n for n in shown) and any("Galaxy" in n for n in shown), shown
    cheap = await send(client, "عطني شيبس باقل من ٥٠٠ فلس", guest=GUEST_B)
    assert "cart_action" not in [b["kind"] for b in cheap.end["blocks"]], cheap.end["content"]


async def test_cheaper_after_a_list_is_in_stock_or_the_cheapest_shown(client: Any) -> None:
    oils = await send(client, "abi zait 6ab5 b7dood dinar w nuss", guest=GUEST_B)
    assert names(oils) and all(price <= 1500 for price in prices(oils)), prices(oils)
    assert "تناسب ميزانيتك" in oils.end["content"]
    # the one cheaper oil is out of stock: the cheapest that can be bought is the answer
    cheaper = await send(client, "arkhas", oils.conversation_id, guest=GUEST_B)
    assert cheaper.end["content"] == "هذا أرخص شي عندنا من هالنوع."
    assert one(cheaper, "product_detail")["product"]["name"] == "Al Alali Pure Corn Oil"
    teas = await send(client, "ابي شاي رخيص", guest=GUEST_A)
    again = await send(client, "في ارخص من جذي؟", teas.conversation_id, guest=GUEST_A)
    assert "products" not in kinds(again), names(again)
    assert one(again, "product_detail")["product"]["name"] == names(teas)[0]


async def test_an_age_beside_under_is_no_budget(client: Any) -> None:
    """ "for kids under 5", "للاطفال تحت سنتين": a child's age, so nothing is filtered by price
    and no budget is spoken of; with its unit of money it is a budget again."""
    for message, guest in (
        ("snacks for kids under 5", GUEST_A),
        ("what diapers for a baby under 6 months", GUEST_A),
        ("حليب للاطفال تحت ٣ سنين", GUEST_B),
        ("7aleeb lil ya7al ta7t 3 sneen", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert "budget" not in reply and "ميزاني" not in reply, (message, reply)
        assert "products" in kinds(turn), (message, kinds(turn))
    turn = await send(client, "snacks for kids under 1 kd", guest=GUEST_A)
    assert "budget" in turn.end["content"], turn.end["content"]
    assert all(price <= 1000 for price in prices(turn)), prices(turn)
