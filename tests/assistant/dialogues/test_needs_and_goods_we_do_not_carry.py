"""Over a real socket, in English, Gulf Arabic and Arabizi: goods asked for a party, a
barbecue or a trip are shown across the aisles, not declined; a diet's need the store cannot
meet is said, and nothing that breaks it is shown; a product the store does not carry is not
answered with one that only shares a word with it; the store's hours in a season are its
hours; "خلاص", "خله", "never mind" after a list or an offer settle it, not change the cart.
Their neighbours that are not shopping (a hall booked, party ideas, a supplement's harm) stay
declined with no card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import (
    kinds,
    names,
    products,
    said_after_an_offer,
    send_declined,
)
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_DECLINED = ("I can only help", "أقدر أساعدك بس")
_NONE_FITS = ("Sorry, we don't have that kind of product", "للأسف ما عندنا من هالنوع")
_MEAT = "cat-meat-poultry"


def _shown(turn: Any) -> list[dict[str, Any]]:
    """The cards of the turn, if it showed any."""
    return products(turn) if "products" in kinds(turn) else []


async def test_goods_for_a_barbecue_come_from_several_aisles(client: Any) -> None:
    for message, guest in (
        ("bbq this weekend what do i need", GUEST_A),
        ("having a bbq tomorrow, what should i get", GUEST_A),
        ("we're doing a barbecue on friday", GUEST_A),
        ("what do i need for a bbq for 10 people", GUEST_A),
        ("عندنا شوي بكره شو نحتاج", GUEST_B),
        ("بنسوي مشاوي الجمعه شو اشتري", GUEST_B),
        ("3indi shawi bukra", GUEST_B),
        ("abi aghra6 7ag el shawi", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not any(text in turn.end["content"] for text in _DECLINED), message
        aisles = {card["categoryId"] for card in products(turn)}
        assert _MEAT in aisles and len(aisles) >= 3, (message, aisles)
        assert "cart_action" not in kinds(turn), message


async def test_goods_for_a_party_are_shown_and_a_kind_named_narrows_them(client: Any) -> None:
    for message, guest in (
        ("i'm hosting a birthday party saturday", GUEST_A),
        ("we have guests tonight what should i buy", GUEST_A),
        ("حفلة عيد ميلاد ولدي شو اشتري", GUEST_B),
        ("عيد ميلاد بنتي السبت ابي اغراض", GUEST_B),
        ("3eed milad waladi shu ashtari", GUEST_B),
        ("3indna 7afla el 5amees shno nashtari", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        aisles = {card["categoryId"] for card in products(turn)}
        assert {"cat-snacks-sweets", "cat-beverages"} <= aisles, (message, aisles)
    for message, guest in (
        ("hosting iftar for 20 people what do i need", GUEST_A),
        ("عندنا غبقه بكره شو نحتاج", GUEST_B),
        ("عازمين ناس على الفطور في رمضان شو اشتري", GUEST_B),
        ("3indna ghabga bukra shno nashtari", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        aisles = {card["categoryId"] for card in products(turn)}
        assert {"cat-dates-nuts", "cat-beverages", "cat-frozen"} <= aisles, (message, aisles)
    drinks = await send(client, "party for 30 people what drinks", guest=GUEST_A)
    aisles = {card["categoryId"] for card in products(drinks)}
    assert aisles <= {"cat-beverages", "cat-water"}, aisles
    snacks = await send(client, "birthday party for 20 kids what snacks", guest=GUEST_A)
    assert {card["categoryId"] for card in products(snacks)} & {"cat-snacks-sweets"}
    assert not {card["categoryId"] for card in products(snacks)} & {"cat-beverages", _MEAT}


async def test_an_occasions_other_matters_stay_declined(client: Any) -> None:
    for message, guest in (
        ("book a party hall", GUEST_A),
        ("how to throw a birthday party", GUEST_A),
        ("kids birthday party ideas without spending much", GUEST_A),
        ("what should i wear to the party", GUEST_A),
        ("what time is iftar today", GUEST_A),
        ("halal korean bbq restaurant kuwait", GUEST_A),
        ("ابي افكار لحفلة عيد ميلاد ولدي", GUEST_B),
        ("وين اسوي حفلة عيد ميلاد للعيال", GUEST_B),
        ("شو البس حق الحفله", GUEST_B),
        ("abi a7jiz 8a3a 7ag 7aflat 3eed milad", GUEST_B),
    ):
        await send_declined(client, message, guest)


def _keeps(card: dict[str, Any], flag: str) -> bool:
    """A card keeps a sugar need by being free of sugar or having none added."""
    kept = {"sugar_free": {"sugar_free", "no_added_sugar"}}.get(flag, {flag})
    return bool(kept & set(card["dietary"]))


async def test_a_diets_need_is_met_by_what_products_are_or_said_unmet(client: Any) -> None:
    for message, guest, flag in (
        ("vegan snacks", GUEST_A, "vegan"),
        ("sugar free for my diabetic dad", GUEST_A, "sugar_free"),
        ("something sugar free, my mum is diabetic", GUEST_A, "sugar_free"),
        ("بدون سكر", GUEST_B, "sugar_free"),
        ("something low sugar for my dad", GUEST_A, "sugar_free"),
        ("عندي حساسيه لاكتوز شو اشرب", GUEST_B, "lactose_free"),
        ("my wife is vegan what can she eat", GUEST_A, "vegan"),
        ("ابوي عنده سكر شو ياكل", GUEST_B, "sugar_free"),
        ("zawjti vegan shno takil", GUEST_B, "vegan"),
        ("abi 5ubz || ma fee gluten", GUEST_B, None),
    ):
        first, _, then = message.partition(" || ")
        turn = await send(client, first, guest=guest)
        if then:
            turn = await send(client, then, turn.conversation_id, guest=guest)
            assert turn.end["content"].startswith(_NONE_FITS[1]), (then, turn.end["content"])
            # no bread is free of gluten: only goods near it that are
            assert all("gluten_free" in card["dietary"] for card in _shown(turn)), then
            continue
        assert products(turn), message
        assert all(flag in card["dietary"] for card in _shown(turn)), message
    for message, guest, flag in (
        ("vegan chocolate", GUEST_A, "vegan"),
        ("sugar free chocolate for my dad he is diabetic", GUEST_A, "sugar_free"),
        ("gluten-free bread", GUEST_A, "gluten_free"),
        ("gluten free pasta", GUEST_A, "gluten_free"),
        ("my dad is diabetic what sweets can he have", GUEST_A, "sugar_free"),
        ("عندكم شوكولاته بدون سكر؟", GUEST_B, "sugar_free"),
        ("ابي خبز ما فيه جلوتين", GUEST_B, "gluten_free"),
        ("شي حلو لابوي عنده سكر", GUEST_B, "sugar_free"),
        ("abi 5ubz ma fee gluten", GUEST_B, "gluten_free"),
        ("3indkom chocolate vegan?", GUEST_B, "vegan"),
        ("ابي حليب نباتي", GUEST_B, "vegan"),
        ("plant milk", GUEST_A, "vegan"),
        ("بنتي عندها حساسية قلوتين ابي خبز", GUEST_B, "gluten_free"),
        ("abi sweets 7ag abooy 3inda sukkar", GUEST_B, "sugar_free"),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith(_NONE_FITS), (message, turn.end["content"])
        # none of the kind fits; what is shown instead is near it and keeps the need
        assert all(_keeps(card, flag) for card in _shown(turn)), message
        assert "cart_action" not in kinds(turn), message


async def test_a_product_not_carried_is_never_answered_by_one_sharing_a_word(
    client: Any,
) -> None:
    for message, guest in (
        ("garam masala", GUEST_A),
        ("do you have garam masala?", GUEST_A),
        ("rice cakes", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert not any("Chips" in name or "Cake" in name for name in _names(turn)), message
        assert "cart_action" not in kinds(turn), message
    for message, guest in (
        ("protein powder", GUEST_A),
        ("do you have protein powder", GUEST_A),
        ("got protein bars?", GUEST_A),
        ("3indkom protein powder?", GUEST_B),
        ("عندكم بروتين باودر؟", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert products(turn), message
        assert all(card["nutrition"]["protein"] >= 10 for card in products(turn)), message
        assert not any("Powder" in name or "Sugar" in name for name in names(turn)), message
    for message, guest in (
        ("chocolate chips?", GUEST_A),
        ("ابي شوكولاته شيبس", GUEST_B),
        ("3indkom chocolate chips?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn) and all("Chocolate" in name for name in names(turn)), message
    # what is carried as asked, or of the kind asked, is still shown
    for message, kind in (("almond flour", "Flour"), ("masala chips", "Masala"), ("bzar", "Bzar")):
        turn = await send(client, message, guest=GUEST_A)
        assert any(kind in name for name in names(turn)), message


async def test_a_supplements_harm_is_no_request_for_goods(client: Any) -> None:
    turn = await send(client, "protein powder side effects on kidneys", guest=GUEST_A)
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn)


async def test_the_stores_hours_in_a_season_are_its_hours(client: Any) -> None:
    for message, guest in (
        ("working hours in ramadan", GUEST_A),
        ("what time do you open in ramadan", GUEST_A),
        ("دوامكم برمضان", GUEST_B),
        ("متى تفتحون في رمضان", GUEST_B),
        ("shno dawamkom fi ramadan", GUEST_B),
        ("dawamkom b ramadan?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn) and "products" not in kinds(turn), (message, kinds(turn))


async def test_done_or_keep_it_after_a_list_settles_it(client: Any) -> None:
    for shown, then, guest in (
        ("show me vinegar", "خله", GUEST_B),
        ("عندكم خل؟", "خلاص", GUEST_B),
        ("show me pasta", "خلاص بس", GUEST_B),
        ("3indkom 5al?", "5alas", GUEST_B),
        ("show me pasta", "never mind", GUEST_A),
    ):
        first = await send(client, shown, guest=guest)
        assert "products" in kinds(first), shown
        turn = await send(client, then, first.conversation_id, guest=guest)
        assert turn.end["content"] in ("Okay. Anything else I can help with?", "تمام. تبي شي ثاني؟")
        assert not {"products", "cart_action", "error"} & set(kinds(turn)), (then, kinds(turn))


async def test_never_mind_after_an_offer_takes_it_back(client: Any) -> None:
    for first, then in (
        ("add 2 almarai full fat milk", "never mind"),
        ("ضيف ٢ بيض", "لا خلاص"),
        ("zeed 2 laban kdd", "la 5alas ma abi"),
    ):
        taken_back, confirmed = await said_after_an_offer(client, first, then, GUEST_A)
        assert "cart_action" not in kinds(taken_back), then
        assert confirmed.status == 400, then
    kept = await send(client, "add 2 almarai full fat milk", guest=GUEST_A)
    await send(client, "خله", kept.conversation_id, guest=GUEST_A)
    assert (
        await confirm(client, kept.action("add_to_cart")["actionId"], guest=GUEST_A)
    ).status == 200


def _names(turn: Any) -> list[str]:
    return names(turn) if "products" in kinds(turn) else []
