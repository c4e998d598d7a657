"""Arabizi as different shoppers type it, and the short follow-ups that lean on what was just
shown or told, over a real socket, beside the same turns in Arabic script and English: wanting
and asking a price spelt several ways ("aby", "ba8a", "bcham", "shkthar", "شكثر"), counts and
packs spelt out ("thalatha", "5alni a5ith 3", "7ot kees"), "how long" and "how much" after
delivery in general, "why not" right after a code, "the two" compared, "the brown one" of the
kind asked, the same question of another food or aisle, what a placed order holds and whether
goods can go onto it, "how much now" after goods were added. Other matters in the same shapes
stay declined."""

from __future__ import annotations

import itertools
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from hub.text import is_arabic
from tests.assistant.dialogues._blocks import assert_declined, kinds, names, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

_GUESTS = itertools.count(0xA2B1)
PACKS = {v["_id"]: v["name"]["en"] for p in PRODUCTS for v in p.get("variants") or []}


def _guest() -> str:
    """A guest of its own for each conversation: no cart or memory carries over."""
    return f"{next(_GUESTS):032x}"


async def _after(client: Any, first: str, then: str, **auth: Any) -> Any:
    guest = {} if auth else {"guest": _guest()}
    shown = await send(client, first, **auth, **guest)
    return await send(client, then, shown.conversation_id, **auth, **guest)


async def test_wanting_spelt_several_ways_shows_the_goods_in_arabic(client: Any) -> None:
    for message, kind in (
        ("aby chips", "Lay's"),
        ("abee mai", "Water"),
        ("ba8a dijaj", "Chicken"),
        ("ebi 7alib", "Milk"),
        ("abgha hleeb", "Milk"),
    ):
        turn = await send(client, message, guest=_guest())
        assert names(turn) and kind in names(turn)[0], (message, names(turn))
        assert is_arabic(turn.end["content"]), (message, turn.end["content"])


async def test_a_price_asked_bare_in_any_spelling_is_the_product_in_view(client: Any) -> None:
    for first, price in (
        ("3indkum haleeb nadec", "bcham"),
        ("3ndkom jibnat halloumi", "shkthar si3rha"),
        ("abi shampoo lel atfal", "bchem?"),
        ("عندكم جبنة حلوم", "شكثر سعرها"),
        ("do you have nadec milk", "how much?"),
    ):
        guest = _guest()
        shown = await send(client, first, guest=guest)
        asked = await send(client, price, shown.conversation_id, guest=guest)
        assert one(asked, "product_detail")["product"]["name"] == names(shown)[0], price


async def test_counts_and_packs_spelt_out_are_counts_of_what_is_in_view(client: Any) -> None:
    for first, then, name, count in (
        ("3ndkom jibnat halloumi", "5alni a5ith 3", "Halloumi", 3),
        ("عندكم جبنة حلوم", "خلني اخذ ٣", "Halloumi", 3),
        ("have u got halloumi", "let me take 3", "Halloumi", 3),
        ("abi 9amoon", "7ot kees", "Samoon", 1),
        ("عندكم صمون", "حط كيس", "Samoon", 1),
        ("3ndkm pepsi?", "thnain", "Pepsi Cola Cans", 2),
        ("3indkum laban rawabi?", "zain 7ot thalatha", "Al Rawabi Fresh Laban", 3),
    ):
        turn = await _after(client, first, then)
        [line] = turn.action("add_to_cart")["items"]
        assert name in line["product"]["name"] and line["quantity"] == count, (then, line)


async def test_a_size_settled_on_after_another_was_out_is_that_pack(client: Any) -> None:
    for asked, settled in (
        ("el dihin el nabati 3indkom 2 litter?", "5alas 1 litter bs"),
        ("عندكم سمن نباتي ٢ لتر؟", "خلاص ١ لتر بس"),
        ("do you have vegetable ghee 2 litre?", "ok just 1 litre"),
    ):
        turn = await _after(client, asked, settled)
        [line] = turn.action("add_to_cart")["items"]
        assert line["product"]["name"] == "Aseel Vegetable Ghee", (settled, line)
        assert line["quantity"] == 1, (settled, line)


async def test_how_much_now_after_goods_were_added_is_the_carts_total(client: Any) -> None:
    for first, count, now in (
        ("3ndkm pepsi?", "thnain", "shkthar el7een"),
        ("عندكم بيبسي؟", "ثنين", "شكثر الحين"),
        ("do you have pepsi", "two", "how much now"),
    ):
        guest = _guest()
        shown = await send(client, first, guest=guest)
        offered = await send(client, count, shown.conversation_id, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        total = await send(client, now, shown.conversation_id, guest=guest)
        assert "cart_summary" in kinds(total) and "product_detail" not in kinds(total), now


async def test_a_count_of_another_brand_of_the_aisle_in_view_is_goods(client: Any) -> None:
    for first, count in (("abee mai", "5amsa min abraaj"), ("ابي ماي", "خمسه من ابراج")):
        turn = await _after(client, first, count)
        assert names(turn) and all("Abraaj" in name for name in names(turn)), (count, kinds(turn))
    for first, other in (
        ("abee mai", "5amsa min el abraaj bil kuwait a6wal min 100 metir"),
        ("abee mai", "kam wa7ed min el abraaj bil kuwait"),
    ):
        turn = await _after(client, first, other)
        assert_declined(turn, other, arabic=True)


async def test_how_long_and_how_much_after_delivery_in_general_are_deliverys(
    client: Any,
) -> None:
    times = {"How long does delivery take?", "كم يستغرق التوصيل؟"}
    fees = {"How much is delivery?", "كم رسوم التوصيل؟"}
    for first, how_long, how_much in (
        ("shlon el tawseel 3indkom", "kam yaakhith wa8t", "w bcham"),
        ("شلون التوصيل عندكم", "كم ياخذ وقت", "وبكم"),
        ("how does delivery work", "how long does it take", "and how much"),
    ):
        guest = _guest()
        told = await send(client, first, guest=guest)
        took = await send(client, how_long, told.conversation_id, guest=guest)
        [item] = one(took, "faq")["items"]
        assert item["question"] in times, (how_long, item)
        cost = await send(client, how_much, told.conversation_id, guest=guest)
        [item] = one(cost, "faq")["items"]
        assert item["question"] in fees, (how_much, item)


async def test_why_not_right_after_a_code_is_the_coupons_rule(client: Any) -> None:
    token = customer_token("demo-2")
    for code, why in (
        ("ta6ba8 kod welcome2", "lesh ma ye9eer"),
        ("طبق كود WELCOME2", "ليش ما يصير"),
        ("apply welcome2", "why not working"),
    ):
        tried = await send(client, code, token=token)
        asked = await send(client, why, tried.conversation_id, token=token)
        [item] = one(asked, "faq")["items"]
        assert "coupon" in item["question"] or "كود" in item["question"], (why, item)
        assert "cart_action" not in kinds(asked), why


async def test_the_two_are_the_first_two_shown(client: Any) -> None:
    for first, the_two in (
        ("3ndkom zait zaitoon", "shnu el far8 been el ithnain"),
        ("عندكم زيت زيتون", "شو الفرق بين الاثنين"),
        ("do you have olive oil", "what's the difference between the two"),
    ):
        guest = _guest()
        shown = await send(client, first, guest=guest)
        compared = await send(client, the_two, shown.conversation_id, guest=guest)
        assert sorted(names(compared)) == sorted(names(shown)[:2]), (the_two, names(compared))


async def test_the_brown_one_is_of_the_kind_asked_and_a_count_after_it_too(
    client: Any,
) -> None:
    for wanted, brown, four in (
        ("abi 5ubz 3arabi", "el asmar", "7ot arba3"),
        ("ابي خبز عربي", "الاسمر", "حط اربع"),
        ("i want arabic bread", "the brown one", "add 4"),
    ):
        guest = _guest()
        shown = await send(client, wanted, guest=guest)
        picked = await send(client, brown, shown.conversation_id, guest=guest)
        [line] = picked.action("add_to_cart")["items"]
        assert line["product"]["name"] == "KFMB Brown Arabic Bread", (brown, line)
        counted = await send(client, four, shown.conversation_id, guest=guest)
        [line] = counted.action("add_to_cart")["items"]
        assert (line["product"]["name"], line["quantity"]) == ("KFMB Brown Arabic Bread", 4)


async def test_a_kind_picked_keeps_the_pack_the_list_was_asked_in(client: Any) -> None:
    for asked, brown in (
        ("ebi baidh 30", "el bunni"),
        ("ابي بيض ٣٠ حبه", "البني"),
        ("i want eggs 30", "the brown one"),
    ):
        turn = await _after(client, asked, brown)
        [line] = turn.action("add_to_cart")["items"]
        assert line["product"]["name"] == "Large Brown Eggs", (brown, line)
        assert PACKS[line["variantId"]] == "30 pcs", (brown, line)


async def test_the_same_question_of_another_food_or_aisle(client: Any) -> None:
    for first, then in (
        ("el 7aleeb el mabrad yet7amal kam yom", "w el mooz?"),
        ("شلون احفظ الخبز", "والموز؟"),
        ("how do i store bread", "and bananas?"),
    ):
        turn = await _after(client, first, then)
        assert "products" not in kinds(turn) and "text" in kinds(turn), (then, kinds(turn))
    for first, then in (
        ("fe 5a9m 3al 7aleeb?", "w 3al fawakeh?"),
        ("فيه خصم على الحليب؟", "وعلى الفواكه؟"),
        ("any discount on milk?", "and on fruit?"),
    ):
        turn = await _after(client, first, then)
        offers = [offer["_id"] for offer in one(turn, "offers")["offers"]]
        assert offers == ["offer-fresh-produce"], (then, offers)


async def test_what_an_offer_shown_covers_is_asked_not_applied(client: Any) -> None:
    for offers, what in (
        ("fee 3roodh el yom?", "el ghabga shno feeh"),
        ("فيه عروض اليوم؟", "عرض الغبقة شو فيه"),
        ("any offers today?", "what's in the ghabga one"),
    ):
        turn = await _after(client, offers, what)
        assert [o["_id"] for o in one(turn, "offers")["offers"]] == ["offer-ghabga"], what
        assert "cart_action" not in kinds(turn), what


async def test_a_placed_order_in_talk_its_goods_and_goods_onto_it(client: Any) -> None:
    token = customer_token("demo-1")
    for where, what in (
        ("wain 6alabi", "ok w shnu feeh"),
        ("وين طلبي", "اوكي وشو فيه"),
        ("where is my order", "ok and what's in it"),
    ):
        turn = await _after(client, where, what, token=token)
        assert one(turn, "order")["order"]["orderNumber"] == "KW-100915", what
    token = customer_token("demo-2")
    for where, more in (
        ("wain 6alabi", "aqdar azeed 3aleh 7aleeb?"),
        ("وين طلبي", "اقدر ازيد عليه حليب؟"),
        ("where's my order", "can i add milk to it?"),
    ):
        turn = await _after(client, where, more, token=token)
        assert "cart_action" not in kinds(turn), more


async def test_the_order_i_cancelled_is_the_one_ordered_again(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "abi a3eed nafs el 6alab ely ilghaita",
        "ابي اعيد نفس الطلب اللي لغيته",
        "reorder the one i cancelled",
    ):
        turn = await send(client, message, token=token)
        names_ordered = {item["product"]["name"] for item in turn.action("reorder")["items"]}
        assert "Pepsi Cola Cans" in names_ordered, (message, names_ordered)


async def test_a_window_picked_by_its_hours_after_the_windows(client: Any) -> None:
    for windows, pick in (
        ("tawseel bokra el sob7 mumkin?", "el sa3a 9 lain 11"),
        ("توصيل بكرة الصبح ممكن؟", "الساعة ٩ لين ١١"),
    ):
        turn = await _after(client, windows, pick)
        [day] = one(turn, "delivery_slots")["days"]
        assert [slot["from"] for slot in day["slots"]] == ["09:00"], (pick, day)


async def test_other_matters_in_the_same_shapes_stay_declined(client: Any) -> None:
    for message in (
        "ya3ni shnu a7san bank bil kuwait",
        "shnu el far8 been el iphone wel samsung",
        "kam ya5ith wa8t el 6ayara lil london",
        "lesh ma ye9eer a7awil flous lil 5arij",
        "ليش ما يصير اجدد الجواز اونلاين",
    ):
        turn = await send(client, message, guest=_guest())
        assert_declined(turn, message, arabic=True)
    for message in ("why isn't my wifi working", "so which phone is best for a toddler"):
        turn = await send(client, message, guest=_guest())
        assert_declined(turn, message, arabic=False)
