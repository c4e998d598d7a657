"""A product just shown, pointed at by what sets it apart from the others and counted, over a
real socket in English, Gulf Arabic and Arabizi: after ruling another of them out ("not the
white, the brown"), by the age it is made for ("the one for 1 year"), by a word the asking
lacked ("abgha il asmar, 3 packs"), by the pack of as many as the list was asked for
("indomie, the 40 carton", then "add one"), by its brand in the pack the list was asked in
("water 6 x 1.5 l", then "the abraaj one"), said with when it is wanted ("for next time"),
and as "it" of goods offered in place of a placed order's. Each is that product, proposed
with its count; never "not found", a new search or a placed order asked for again. Goods
said to miss a need stay what "add one" is of; another brand asked with "the difference" is
priced against the one talked of, of its kind; and goods asked for ready to eat with why
beside them ("ready hummus? not in the mood to cook") are shown, so "3 cans" counts them."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

_BROWN_EGGS, _BROWN_EGGS_30 = "p-0227", "p-0227-v2"
_BROWN_ARABIC_BREAD = "p-0302"
_KDD_LABAN = "p-0208"
_ALMARAI_LABAN = "p-0203"
_KDD_MILK = "p-0207"
_CHILE_LIMON = "p-1104"
_NIDO_ONE_PLUS, _NIDO_THREE_PLUS = "p-1811", "p-1812"
_INDOMIE_CHICKEN, _ITS_40_PACK = "p-0709", "p-0709-v2"
_ABRAAJ_SIX_BY_1_5_L = "p-1411"
_HUMMUS_TAHINA = "p-1009"
_ALMARAI_LABAN_2L = ("p-0203", "p-0203-v2")
_SUGAR_1KG = ("p-1701", "p-1701-v1")


def _picked(turn: Turn) -> list[str]:
    """The products the reply proposes, else the one it shows: what the pick resolved to."""
    blocks = turn.end["blocks"]
    proposed = [
        item["productId"]
        for block in blocks
        if block["kind"] == "cart_action"
        for item in block["items"]
    ]
    if proposed:
        return proposed
    shown = [b["product"] for b in blocks if b["kind"] == "product_detail"]
    shown += [p for b in blocks if b["kind"] == "products" for p in b["products"]]
    return [product["_id"] for product in shown]


def _line(turn: Turn) -> tuple[str, str | None, int]:
    [line] = turn.action("add_to_cart")["items"]
    return line["productId"], line["variantId"], line["quantity"]


async def test_a_pick_after_ruling_another_out_is_that_pick(client: Any) -> None:
    for listed, picked, guest, product in (
        ("i want eggs", "no, not the white ones, the brown", GUEST_A, _BROWN_EGGS),
        ("ابي بيض", "لا مو الابيض، البني", GUEST_B, _BROWN_EGGS),
        ("abi bai6", "la2 mu il abya9, il bni", GUEST_B, _BROWN_EGGS),
        ("show me laban", "not this one, the kdd", GUEST_A, _KDD_LABAN),
        ("3indkum laban?", "mu hatha, abi il kdd", GUEST_B, _KDD_LABAN),
        ("lays chips", "instead of the salted one, the chile limon", GUEST_A, _CHILE_LIMON),
        (
            "abi chips lays w pepsi",
            "bdal il mal7 3a6ni il chile limon, w bala diet pepsi",
            GUEST_B,
            _CHILE_LIMON,
        ),
        (
            "lays chips and pepsi",
            "instead of the salted, the chile limon one, and no diet pepsi",
            GUEST_A,
            _CHILE_LIMON,
        ),
    ):
        *_, turn = await conversation(client, [listed, picked], guest=guest)
        assert turn.status == 200, picked
        assert _picked(turn) == [product], (picked, kinds(turn), turn.end["content"])


async def test_a_colour_wanted_with_a_count_is_that_one_of_the_kind_asked(client: Any) -> None:
    for listed, picked, guest, count in (
        ("fi 5ubz 3arabi?", "abgha il asmar, 3 packs", GUEST_B, 3),
        ("عندكم خبز عربي؟", "ابي الاسمر، ٢ باكيت", GUEST_B, 2),
        ("any arabic bread?", "i want the brown, 2 bags", GUEST_A, 2),
    ):
        *_, turn = await conversation(client, [listed, picked], guest=guest)
        assert _line(turn) == (_BROWN_ARABIC_BREAD, None, count), (picked, kinds(turn))


async def test_a_pick_said_before_instead_of_a_shown_one_is_that_pick(client: Any) -> None:
    for listed, picked, guest, product in (
        ("lays chips", "chile limon instead of the salted", GUEST_A, _CHILE_LIMON),
        ("abi chips lays", "il chile limon bdal il mal7", GUEST_B, _CHILE_LIMON),
        ("almarai milk", "kdd instead of almarai", GUEST_A, _KDD_MILK),
    ):
        shown = await send(client, listed, guest=guest)
        turn = await send(client, picked, shown.conversation_id, guest=guest)
        assert _picked(turn) == [product], (picked, kinds(turn), turn.end["content"])
    shown = await send(client, "abi 7aleeb almarai", guest=GUEST_B)
    turn = await send(client, "kdd bdal almarai, 2", shown.conversation_id, guest=GUEST_B)
    assert _line(turn) == (_KDD_MILK, None, 2)


async def test_the_one_for_an_age_is_that_tin_counted(client: Any) -> None:
    for listed, picked, guest, count in (
        ("how much is nido", "add 2 of the one for 1 year olds", GUEST_A, 2),
        ("عندكم نيدو؟", "زين عطني ٣ من حق السنه", GUEST_B, 3),
        ("fi nido?", "ok 7i6li 2 mn 7ag il sana", GUEST_B, 2),
    ):
        shown = await send(client, listed, guest=guest)
        turn = await send(client, picked, shown.conversation_id, guest=guest)
        assert _line(turn) == (_NIDO_ONE_PLUS, None, count), picked
    for listed, picked, guest in (
        ("nido milk", "the one for 3 years", GUEST_A),
        ("ابي نيدو", "اللي حق ٣ سنوات", GUEST_B),
    ):
        *_, turn = await conversation(client, [listed, picked], guest=guest)
        assert _picked(turn) == [_NIDO_THREE_PLUS], (picked, kinds(turn))


async def test_a_count_asked_with_the_list_is_the_pack_of_so_many(client: Any) -> None:
    for listed, picked, guest in (
        ("3indkum indomie il kartoon il 40?", "7i6 wa7ed", GUEST_B),
        ("عندكم اندومي الكرتون ال ٤٠؟", "حط واحد", GUEST_B),
    ):
        *_, turn = await conversation(client, [listed, picked], guest=guest)
        assert _line(turn) == (_INDOMIE_CHICKEN, _ITS_40_PACK, 1), picked


async def test_one_put_in_after_goods_said_to_miss_a_need_is_of_those_goods(client: Any) -> None:
    for asked, put, guest in (
        ("got any vegan indomie? the 40 carton", "ok whatever, add one", GUEST_A),
        ("3indkum indomie vegan? il kartoon il 40", "3adi 7i6 wa7ed", GUEST_B),
    ):
        first = await send(client, "add 2 pepsi cans", guest=guest)  # singled out before
        missed = await send(client, asked, first.conversation_id, guest=guest)
        turn = await send(client, put, missed.conversation_id, guest=guest)
        assert _line(turn) == (_INDOMIE_CHICKEN, _ITS_40_PACK, 1), put


async def test_it_put_in_with_a_count_after_it_is_that_many_of_it(client: Any) -> None:
    for asked, put, guest in (
        ("how much is the kdd laban", "fine put it in my cart, 3", GUEST_A),
        ("بكم لبن كي دي دي؟", "خلاص حطه بالسله، ٢", GUEST_B),
        ("cham il laban kdd?", "5alas 7i6a fil cart, 2", GUEST_B),
    ):
        *_, turn = await conversation(client, [asked, put], guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == _KDD_LABAN, put
        assert line["quantity"] == (3 if guest == GUEST_A else 2), put


async def test_a_brand_among_the_shown_is_its_product_in_the_pack_asked(client: Any) -> None:
    for listed, picked, guest in (
        ("cheapest water 6 x 1.5 l", "3 packs of the abraaj one", GUEST_A),
        ("arkhas mai 6 x 1.5 litir", "3 mn il abraaj", GUEST_B),
        ("ارخص ماي ٦ × ١٫٥ لتر", "حط ٣ من ابراج", GUEST_B),
    ):
        *_, turn = await conversation(client, [listed, picked], guest=guest)
        assert _line(turn) == (_ABRAAJ_SIX_BY_1_5_L, None, 3), (picked, kinds(turn))


async def test_when_the_goods_are_wanted_names_none_of_them(client: Any) -> None:
    product, variant = _ALMARAI_LABAN_2L
    for listed, picked, guest, count in (
        ("laban", "then put 2 of the 2 litre laban in my cart for next time", GUEST_A, 2),
        ("abi laban", "7i6li 3 mn il 2 litir 7ag il mara ejaya", GUEST_B, 3),
        ("عندكم لبن؟", "حط ٢ من اللبن ٢ لتر للمره الجايه", GUEST_B, 2),
    ):
        *_, turn = await conversation(client, [listed, picked], guest=guest)
        assert _line(turn) == (product, variant, count), picked


async def _after_goods_offered_for_the_placed_order(client: Any, asked: str, then: str) -> Turn:
    """`then`, said right after `asked` of demo-1's order on its way, which takes no more."""
    token = customer_token("demo-1")
    status = await send(client, "where is my order", token=token)
    offered = await send(client, asked, status.conversation_id, token=token)
    return await send(client, then, offered.conversation_id, token=token)


async def test_a_pick_of_goods_offered_for_a_placed_order_is_proposed(client: Any) -> None:
    for asked, picked in (
        ("i need 30 eggs added to my order", "sorry not the white, i want the brown"),
        ("ابي اضيف على طلبي بيض ٣٠ حبة", "سوري مو الابيض، البني"),
    ):
        turn = await _after_goods_offered_for_the_placed_order(client, asked, picked)
        assert _line(turn) == (_BROWN_EGGS, _BROWN_EGGS_30, 1), (picked, kinds(turn))


async def test_it_after_goods_offered_for_a_placed_order_is_those_goods(client: Any) -> None:
    for asked, added in (
        ("can you add a kilo of sugar to my order", "fine, just put it in my cart"),
        ("ابي اضيف على طلبي سكر كيلو", "خلاص حطه بالسله"),
    ):
        turn = await _after_goods_offered_for_the_placed_order(client, asked, added)
        assert _line(turn) == (*_SUGAR_1KG, 1), (added, kinds(turn))


async def test_it_on_a_condition_after_goods_for_a_placed_order_is_those_goods(
    client: Any,
) -> None:
    for asked, added in (
        ("add sugar 1 kg to my order, i forgot it", "ok if you can't then put it in my cart"),
        ("ابي اضيف على طلبي سكر كيلو نسيته", "طيب اذا ما ينفع حطه بالسله"),
    ):
        turn = await _after_goods_offered_for_the_placed_order(client, asked, added)
        assert _line(turn) == (*_SUGAR_1KG, 1), (added, kinds(turn))


async def test_goods_asked_ready_beside_why_are_shown_and_counted_next(client: Any) -> None:
    listed = await send(client, "lettuce and tomatoes", guest=GUEST_A)
    asked = await send(
        client,
        "do you also sell ready hummus? not in the mood to cook",
        listed.conversation_id,
        guest=GUEST_A,
    )
    assert _picked(asked) == [_HUMMUS_TAHINA], kinds(asked)
    turn = await send(client, "3 cans", asked.conversation_id, guest=GUEST_A)
    assert _line(turn) == (_HUMMUS_TAHINA, None, 3)
    for listed_words, message in (
        ("abi 5as w 6ama6", "w 7ummus jahiz 3indkum? ma abi a6ba5"),
        ("ابي خس وطماط", "عندكم حمص جاهز؟ ما ابي اطبخ"),
    ):
        *_, turn = await conversation(client, [listed_words, message], guest=GUEST_B)
        assert "products" in kinds(turn), (message, kinds(turn))  # asked, not declined


async def test_another_brand_and_the_difference_is_priced_against_the_one_talked_of(
    client: Any,
) -> None:
    for listed, asked, guest in (
        ("almarai laban", "and kdd? what's the difference in price", GUEST_A),
        ("abi laban almarai", "w kdd? cham il far8?", GUEST_B),
        ("ابي لبن المراعي", "وكي دي دي؟ كم الفرق؟", GUEST_B),
    ):
        *_, turn = await conversation(client, [listed, asked], guest=guest)
        assert sorted(_picked(turn)) == [_ALMARAI_LABAN, _KDD_LABAN], (asked, kinds(turn))
        assert "text" in kinds(turn), asked  # by how much, in figures
