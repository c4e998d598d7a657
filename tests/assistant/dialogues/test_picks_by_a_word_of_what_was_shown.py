"""A short follow-up picks one of what the assistant just showed by a word of it, over a real
socket: an offer by a word of its title or its code ("use the bbq one", "خله حق الفواكه",
"el la7am wa7ed"), a running code typed in small letters ("bbq10 pls"), a product of the
list by a word opening with the article or after a settling word ("العربي", "خلاص المحشي
باللوز", "ok the black forest"), the biggest or smallest pack of one named ("the big box of
the chicken one"); words that fit nothing shown still go their own way."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.handlers.assistant_support import confirm, send

OFFERS = "any offers?"
PICKS_OF_AN_OFFER = (
    # English
    ("ok use the bbq one", "BBQ10"),
    ("the baby one pls", "BABY15"),
    ("apply the cleaning one", "CLEAN1"),
    ("go with the ghabga one", "GHABGA20"),
    ("the welcome one", "WELCOME2"),
    ("ok use the meat one", "BBQ10"),
    ("make it the fruits one", "FRESH10"),
    ("the fruit one", "FRESH10"),
    ("use the fresh one", "FRESH10"),
    ("ok the dairy one", None),  # no code to apply: no pick
    # Gulf Arabic
    ("خله حق الفواكه", "FRESH10"),
    ("اللي على اللحوم", "BBQ10"),
    ("طبق حق الاطفال", "BABY15"),
    ("خلاص كود الغبقه", "GHABGA20"),
    ("خليه حق المنظفات", "CLEAN1"),
    ("العرض اللي على الفواكه", "FRESH10"),
    ("ابي اللي على الفواكه", "FRESH10"),
    ("طيب حق اللحوم", "BBQ10"),
    ("استخدم اللي حق المنظفات", "CLEAN1"),
    ("حق الغبقه", "GHABGA20"),
    # Arabizi
    ("5alas 5aleh el fruits wa7ed", "FRESH10"),
    ("el la7am wa7ed", "BBQ10"),
    ("ist5dim 7ag el atfal", "BABY15"),
    ("el ghabga", "GHABGA20"),
    ("6ab8 el fawakeh wa7ed", "FRESH10"),
    ("ok el bbq wa7ed", "BBQ10"),
    ("5alla el welcome", "WELCOME2"),
    ("7ag el la7am", "BBQ10"),
    ("el cleaning wa7ed", "CLEAN1"),
    ("abi el baby wa7ed", "BABY15"),
)


async def test_an_offer_shown_is_picked_by_a_word_of_its_title_or_code(client: Any) -> None:
    for message, code in PICKS_OF_AN_OFFER:
        guest = uuid.uuid4().hex
        shown = await send(client, OFFERS, guest=guest)
        picked = await send(client, message, shown.conversation_id, guest=guest)
        offers = [b for b in picked.end["blocks"] if b["kind"] == "offers"]
        if code is None:
            assert not any(block.get("couponCode") for block in offers), message
            continue
        assert [block.get("couponCode") for block in offers] == [code], (message, offers)


async def test_the_offer_picked_is_proposed_on_a_cart_that_meets_it(client: Any) -> None:
    guest = uuid.uuid4().hex
    offered = await send(client, "add 2 kg lamb chops", guest=guest)
    assert (await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)).status
    for show, pick in (
        (OFFERS, "ok use the bbq one"),
        ("شو العروض؟", "اللي على اللحوم"),
        ("fi 3roodh?", "el la7am wa7ed"),
        ("is there a better discount than bbq10", "ok switch"),
    ):
        shown = await send(client, show, guest=guest)
        picked = await send(client, pick, shown.conversation_id, guest=guest)
        assert picked.action("apply_coupon")["params"]["couponCode"] == "BBQ10", pick
    for typed in ("bbq10 pls", "bbq10", "Bbq10 please"):
        turn = await send(client, typed, guest=guest)
        assert turn.action("apply_coupon")["params"]["couponCode"] == "BBQ10", typed


async def test_words_after_the_offers_that_pick_none_go_their_own_way(client: Any) -> None:
    for message, kind in (
        ("show me bread", "products"),
        ("الحليب", "products"),
        ("el 7aleeb", "products"),
        ("ابي دجاج", "products"),
        ("the chicken", "products"),
        ("بكم الموز", "products"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, OFFERS, guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        assert kind in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
    for message in ("any fruit offers?", "how does the bbq one work?", "abc12 pls", "thanks"):
        guest = uuid.uuid4().hex
        shown = await send(client, OFFERS, guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), message
    guest = uuid.uuid4().hex
    adding = await send(client, OFFERS, guest=guest)
    turn = await send(client, "add 2 kg lamb", adding.conversation_id, guest=guest)
    assert not any(
        block.get("couponCode") for block in turn.end["blocks"] if block["kind"] == "offers"
    )


PICKS_OF_A_PRODUCT = (
    ("ابغى كيلو سكري وعلبه هدايا بتيل", "خلاص المحشو باللوز", "Almond"),
    ("ابغى كيلو سكري وعلبه هدايا بتيل", "the almond-stuffed then", "Almond"),
    ("ابغى كيلو سكري وعلبه هدايا بتيل", "خلاص المحشي باللوز", "Almond"),
    ("ابغى كيلو سكري وعلبه هدايا بتيل", "اللي محشي باللوز", "Almond"),
    ("عندكم خبز اسمر", "العربي", "Arabic"),
    ("عندكم قهوة عربية", "الكويتي", "Kuwaiti"),
    ("عندكم قهوة عربية", "خلاص الكويتي", "Kuwaiti"),
    ("عندكم خبز", "يلا البرجر", "Burger"),
    ("عندكم تمر", "الخضري", "Khidri"),
    ("honey", "ok the black forest", "Black Forest"),
    ("honey", "then the black forest", "Black Forest"),
    ("show me bread", "ok the arabic one", "Arabic"),
    ("show me dates", "then the khudri", "Khidri"),
    ("show me coffee", "the kuwaiti then", "Kuwaiti"),
    ("3indkom 5ubz?", "khalas el 3arabi", "Arabic"),
    ("3indkom 5ubz?", "ok el sammoon", "Samoon"),
)


# Settled on ("خلاص", "ok", "then"), or picked of a list asked for to buy ("ابغى ..."): taken
_TAKEN = frozenset(pick for show, pick, _ in PICKS_OF_A_PRODUCT if show.startswith("ابغى")) | {
    "خلاص الكويتي", "يلا البرجر", "ok the black forest", "then the black forest",
    "ok the arabic one", "then the khudri", "the kuwaiti then", "khalas el 3arabi",
    "ok el sammoon",
}  # fmt: skip


async def test_a_product_shown_is_picked_by_a_word_after_the_article_or_settling(
    client: Any,
) -> None:
    for show, pick, word in PICKS_OF_A_PRODUCT:
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        picked = await send(client, pick, shown.conversation_id, guest=guest)
        if pick in _TAKEN:  # the pick settles on it: offered for the cart, one of it
            [line] = picked.action("add_to_cart")["items"]
            assert word in line["product"]["name"] and line["quantity"] == 1, pick
            continue
        detail = one(picked, "product_detail")  # only pointed at: its card, nothing offered
        assert word in detail["product"]["name"], (pick, detail["product"]["name"])
        assert "cart_action" not in kinds(picked), pick


async def test_an_article_word_that_fits_nothing_shown_is_searched(client: Any) -> None:
    for show, message, word in (
        ("عندكم خبز اسمر", "الحليب", "Milk"),
        ("honey", "ok the milk", "Milk"),
        ("عندكم تمر", "الرز", "Rice"),
        ("show me bread", "ok the eggs", "Eggs"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        assert any(word in name for name in names(turn)), (message, names(turn))


async def test_the_biggest_or_smallest_pack_of_a_product_named_in_the_list(client: Any) -> None:
    for show, pick, name, unit in (
        ("cheapest noodles", "the big box of the chicken one, how much is that per pack",
         "Chicken", "40"),
        ("indomie", "the small chicken one", "Chicken", "5"),
        ("indomie", "the biggest pack of the chicken ones", "Chicken", "40"),
        ("اندومي", "الدجاج الكبير", "Chicken", "40"),
        ("اندومي", "الكبير حق الدجاج", "Chicken", "40"),
        ("indomie", "el chicken el kabeer", "Chicken", "40"),
    ):  # fmt: skip
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        picked = await send(client, pick, shown.conversation_id, guest=guest)
        card = one(picked, "product_detail")["product"]
        assert name in card["name"] and card["unit"].startswith(unit), (pick, card["unit"])
