"""Cart requests that follow what the assistant just showed, offered or asked, over a real
socket in English, Gulf Arabic and Arabizi: "add it" of the card shown, a new count or a
doubling of the offer, another kind or size of it, a bare answer to "which one?", a
question about one product of the list; and what must still propose nothing: another
matter, or thanks, right after."""

from __future__ import annotations

import itertools
from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, one, products
from tests.handlers.assistant_support import Turn, confirm, send


def _line(turn: Turn, action: str = "add_to_cart") -> dict[str, Any]:
    [item] = turn.action(action)["items"]
    return dict(item)


def _variant_named(item: dict[str, Any], words: str) -> str:
    [variant] = [v for v in item["product"]["variants"] if words in str(v["name"])]
    return str(variant["_id"])


_GUESTS = itertools.count(1)


def _guest() -> str:
    """A guest of its own for each conversation: a cart confirmed in one is not another's,
    and no guest sends more than the assistant's limit of messages a minute."""
    return f"{next(_GUESTS):032x}"


async def _offered(client: Any, message: str, guest: str) -> Turn:
    turn = await send(client, message, guest=guest)
    assert "cart_action" in kinds(turn), message
    return turn


async def test_a_request_for_the_card_just_shown_proposes_it(client: Any) -> None:
    for show, follow, count in (
        ("kdd laban", "fine add it", 1),
        ("kdd laban", "ok add that one", 1),
        ("kdd laban", "yes 2 please", 2),
        ("kdd laban", "ok 7ot 3", 3),
        ("kdd laban", "zain 7ot wa7id", 1),
        ("kdd laban", "zeedah", 1),
        ("kdd laban", "5ala9 7otah", 1),
        ("kdd laban", "5ala6 7otah", 1),
        ("kdd laban", "ba5ith 2", 2),
        ("kdd laban", "eh 2", 2),
        ("لبن كي دي دي", "حطه", 1),
        ("لبن كي دي دي", "ضيفه", 1),
        ("لبن كي دي دي", "ايوه حط ٢", 2),
        ("لبن كي دي دي", "باخذ ٢", 2),
    ):
        guest = _guest()
        shown = await send(client, show, guest=guest)
        first = products(shown)[0]
        added = await send(client, follow, shown.conversation_id, guest=guest)
        line = _line(added)
        assert (line["productId"], line["quantity"]) == (first["_id"], count), follow


async def test_asking_for_the_offer_again_keeps_it_as_it_was(client: Any) -> None:
    for offer, again in (
        ("add 2 kdd laban", "ok add it"),
        ("add 2 kdd laban", "fine add it"),
        ("ضيف ٢ لبن كي دي دي", "حطه"),
        ("ضيف ٢ لبن كي دي دي", "اوكي ضيفه"),
        ("7ot 2 laban kdd", "5ala9 7otah"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        again_turn = await send(client, again, offered.conversation_id, guest=guest)
        assert _line(again_turn) == _line(offered), again  # no second line of one more


async def test_a_new_count_for_the_offer_replaces_its_count(client: Any) -> None:
    for offer, correction, count in (
        ("add 2 kdd laban", "no 5", 5),
        ("add 2 kdd laban", "nope 5", 5),
        ("add 2 kdd laban", "make it 3", 3),
        ("add 2 kdd laban", "5", 5),
        ("add 2 kdd laban", "make it 2 more", 4),
        ("add 2 kdd laban", "add one more", 3),
        ("ضيف ٢ لبن كي دي دي", "خله ٣", 3),
        ("ضيف ٢ لبن كي دي دي", "لا خمسه", 5),
        ("ضيف ٢ لبن كي دي دي", "٣", 3),
        ("7ot 2 laban kdd", "la 5aleh 4", 4),
        ("7ot 2 laban kdd", "zeedah", 3),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        changed = await send(client, correction, offered.conversation_id, guest=guest)
        line = _line(changed)
        assert line["productId"] == _line(offered)["productId"], correction
        assert line["quantity"] == count, correction


async def test_doubling_the_offer_or_the_cart_line_doubles_its_count(client: Any) -> None:
    for offer, doubling, count in (
        ("add 2 kupco chicken breast", "double the chicken", 4),
        ("add 2 kupco chicken breast", "double it", 4),
        ("add 2 kupco chicken breast", "triple it", 6),
        ("ضيف ٢ دجاج كوبكو صدور", "ضاعفه", 4),
        ("ضيف ٢ دجاج كوبكو صدور", "ضاعف الدجاج", 4),
        ("7ot 2 dijaj kupco sdoor", "da3ifha", 4),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        doubled = await send(client, doubling, offered.conversation_id, guest=guest)
        line, first = _line(doubled), _line(offered)
        assert (line["productId"], line["variantId"]) == (first["productId"], first["variantId"])
        assert line["quantity"] == count, doubling
        assert "handoff" not in kinds(doubled), doubling  # no double charge complained of
    for offer, doubling in (
        ("add 2 kdd laban", "double the laban"),
        ("ضيف ٢ لبن كي دي دي", "ضاعف اللبن"),
        ("7ot 2 laban kdd", "dabbil el laban"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        doubled = await send(client, doubling, offered.conversation_id, guest=guest)
        assert _line(doubled, "update_cart_item")["quantity"] == 4, doubling


async def test_a_double_charge_complained_of_after_an_offer_changes_nothing(client: Any) -> None:
    for offer, complaint in (
        ("add 2 kdd laban", "you charged me double last time"),
        ("ضيف ٢ لبن كي دي دي", "انخصم مني مرتين بالطلب اللي فات"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        turn = await send(client, complaint, offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), complaint


async def test_another_kind_of_the_offer_replaces_it_with_its_count(client: Any) -> None:
    for offer, change in (
        ("add 2 kupco chicken breast", "change it to thighs"),
        ("ضيف ٢ دجاج كوبكو صدور", "لا غيره افخاذ"),
        ("7ot 2 dijaj kupco sdoor", "la 5aleha af5ath"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        changed = await send(client, change, offered.conversation_id, guest=guest)
        line = _line(changed)
        assert line["productId"] == _line(offered)["productId"], change
        assert line["variantId"] == _variant_named(line, "Thighs"), change
        assert line["quantity"] == 2, change
    for offer, change in (
        ("add 2 kdd laban", "the almarai one instead"),
        ("add 2 kdd laban", "change it to almarai"),
        ("ضيف ٢ لبن كي دي دي", "خله المراعي"),
        ("7ot 2 laban kdd", "la 5aleh almarai"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        changed = await send(client, change, offered.conversation_id, guest=guest)
        line = _line(changed)
        assert line["product"]["brand"] == "Almarai", change
        assert "Laban" in line["product"]["name"], change  # its laban, not its labneh
        assert line["quantity"] == 2, change


async def test_a_word_naming_no_kind_of_the_offer_swaps_it_for_nothing(client: Any) -> None:
    for offer, word in (
        ("add 2 kdd laban", "white"),
        ("add 2 kdd laban", "the white one"),
        ("ضيف ٢ لبن كي دي دي", "الابيض"),
        ("7ot 2 laban kdd", "el abyadh"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        turn = await send(client, word, offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), word  # no white eggs of the same aisle


async def test_a_size_answering_the_offer_is_that_pack(client: Any) -> None:
    for offer, size, pack in (
        ("add almarai laban", "2 litre", "2 L"),
        ("7ot laban almarai", "2 litir", "2 L"),
        ("add eggs", "30", "30 pcs"),
        ("ضيف بيض", "٣٠", "30 pcs"),
        ("add tilda pure basmati rice", "5 kilo", "5 kg"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        changed = await send(client, size, offered.conversation_id, guest=guest)
        line = _line(changed)
        assert line["productId"] == _line(offered)["productId"], size
        assert (line["variantId"], line["quantity"]) == (_variant_named(line, pack), 1), size


async def test_the_offer_taken_back_in_a_few_words_is_withdrawn(client: Any) -> None:
    for offer, never_mind in (
        ("add 2 kdd laban", "actually never mind"),
        ("add 2 kdd laban", "cancel that"),
        ("ضيف ٢ لبن كي دي دي", "لا خلاص ما ابيه"),
        ("ضيف ٢ لبن كي دي دي", "الغيه"),
        ("7ot 2 laban kdd", "la 5alas mabeeh"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        turn = await send(client, never_mind, offered.conversation_id, guest=guest)
        assert not set(kinds(turn)) & {"cart_action", "products", "faq"}, never_mind
        confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert confirmed.status != 200, never_mind  # no longer pending: the cart is untouched


async def test_leaving_the_pick_to_the_store_proposes_the_first_that_fits(client: Any) -> None:
    for ask, answer in (
        ("add 2 milk", "any one is fine"),
        ("ضيف ٢ حليب", "اي وحده"),
        ("7ot 2 7aleeb", "ay wa7da"),
    ):
        guest = _guest()
        asked = await send(client, ask, guest=guest)
        first = products(asked)[0]
        picked = await send(client, answer, asked.conversation_id, guest=guest)
        line = _line(picked)
        assert (line["productId"], line["quantity"]) == (first["_id"], 2), answer


async def test_the_big_one_after_an_offer_is_its_biggest_pack(client: Any) -> None:
    for offer, big in (
        ("add tilda pure basmati rice", "the big one"),
        ("ضيف رز تيلدا بسمتي اصلي", "لا ابي الكبير"),
        ("7ot tilda pure basmati", "la abi el kabeer"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        changed = await send(client, big, offered.conversation_id, guest=guest)
        line = _line(changed)
        assert line["productId"] == _line(offered)["productId"], big
        assert line["variantId"] == _variant_named(line, "5 kg"), big


async def test_a_question_about_the_offer_shows_its_card_and_keeps_it(client: Any) -> None:
    for offer, question, count in (
        ("add 2 kdd laban", "is it fresh?", "make it 3"),
        ("add 2 kdd laban", "how much is it", "no 3"),
        ("ضيف ٢ لبن كي دي دي", "هو طازج؟", "خله ٣"),
        ("7ot 2 laban kdd", "b kam", "la 5aleh 3"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        laban = _line(offered)["productId"]
        asked = await send(client, question, offered.conversation_id, guest=guest)
        assert one(asked, "product_detail")["product"]["_id"] == laban, question
        assert "cart_action" not in kinds(asked), question
        changed = await send(client, count, offered.conversation_id, guest=guest)
        assert (_line(changed)["productId"], _line(changed)["quantity"]) == (laban, 3), count


async def test_a_measure_the_offer_is_not_sold_in_is_said_and_changes_nothing(
    client: Any,
) -> None:
    for offer, measure, count in (
        ("add 2 kdd laban", "2 kilo", "make it 3"),
        ("ضيف ٢ لبن كي دي دي", "٢ كيلو", "خله ٣"),
        ("7ot 2 laban kdd", "2 kilo", "la 5aleh 3"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        said = await send(client, measure, offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(said), measure
        assert "product_detail" in kinds(said), measure
        changed = await send(client, count, offered.conversation_id, guest=guest)
        assert _line(changed)["quantity"] == 3, count  # the offer kept open


async def test_a_bare_kind_answering_which_one_narrows_the_question(client: Any) -> None:
    for ask, kind, pick in (
        ("add 2 bread", "white", "toast"),
        ("ضيف ٢ خبز", "الابيض", "توست"),
        ("7ot 2 5obz", "el abyadh", "toast"),
    ):
        guest = _guest()
        asked = await send(client, ask, guest=guest)
        assert "cart_action" not in kinds(asked), ask
        narrowed = await send(client, kind, asked.conversation_id, guest=guest)
        cards = products(narrowed)
        assert len(cards) == 2 and "cart_action" not in kinds(narrowed), kind
        assert all(card["_id"] in {p["_id"] for p in products(asked)} for card in cards), kind
        picked = await send(client, pick, asked.conversation_id, guest=guest)
        line = _line(picked)
        assert line["productId"] in {card["_id"] for card in cards}, pick
        assert line["quantity"] == 2, pick  # the count first asked for


async def test_a_size_answering_which_one_picks_the_product_sold_in_it(client: Any) -> None:
    for ask, size in (
        ("add 2 nappies", "size 2"),
        ("ضيف ٢ حفاضات", "مقاس ٢"),
        ("7ot 2 7afa9at", "size 2"),
    ):
        guest = _guest()
        asked = await send(client, ask, guest=guest)
        assert "cart_action" not in kinds(asked), ask
        picked = await send(client, size, asked.conversation_id, guest=guest)
        line = _line(picked)
        assert (line["variantId"], line["quantity"]) == (_variant_named(line, "Size 2"), 2), size


async def test_a_question_about_one_product_of_the_list_shows_its_card(client: Any) -> None:
    for show, question in (
        ("do you have nappies", "the pants then how many in a pack"),
        ("حفاضات بامبرز", "البانتس كم حبه فيه"),
        ("3ndkom 7afa9at", "el pants kam 7aba feeh"),
    ):
        guest = _guest()
        shown = await send(client, show, guest=guest)
        [pants] = [card for card in products(shown) if "Pants" in card["name"]]
        asked = await send(client, question, shown.conversation_id, guest=guest)
        assert one(asked, "product_detail")["product"]["_id"] == pants["_id"], question
        assert "cart_action" not in kinds(asked), question


async def test_a_kind_named_of_the_card_shown_shows_it_and_proposes_nothing(client: Any) -> None:
    for show, change in (
        ("kupco chicken", "change it to thighs"),
        ("kupco chicken", "the thighs"),
        ("3ndkom dijaj kupco", "abi el af5ath"),
    ):
        guest = _guest()
        shown = await send(client, show, guest=guest)
        asked = await send(client, change, shown.conversation_id, guest=guest)
        card = one(asked, "product_detail")
        assert card["product"]["_id"] == products(shown)[0]["_id"], change
        assert "cart_action" not in kinds(asked), change


async def test_part_of_an_offer_taken_back_leaves_the_rest(client: Any) -> None:
    for offer, dropped in (
        ("add 2 rawdatain water and 2 kdd laban", "skip the water"),
        ("add 2 rawdatain water and 2 kdd laban", "remove the water from that"),
        ("ضيف ٢ مي الروضتين و ٢ لبن كي دي دي", "لا تحط المي"),
        ("7ot 2 mai rawdatain w 2 laban kdd", "bala el mai"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        [_, laban] = offered.action("add_to_cart")["items"]
        rest = await send(client, dropped, offered.conversation_id, guest=guest)
        line = _line(rest)
        assert (line["productId"], line["quantity"]) == (laban["productId"], 2), dropped


async def test_a_thing_still_asked_about_dropped_leaves_what_was_offered(client: Any) -> None:
    for offer, dropped in (
        ("add kdd laban and white bread", "skip the bread"),
        ("ضيف لبن كي دي دي وخبز ابيض", "شيل الخبز"),
        ("7ot laban kdd w 5obz abyadh", "shil el 5obz"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        assert "products" in kinds(offered), offer  # which bread is still asked
        rest = await send(client, dropped, offered.conversation_id, guest=guest)
        assert _line(rest) == _line(offered), dropped
        assert "cart_summary" not in kinds(rest), dropped
    for ask, dropped in (("add bread", "skip it"), ("ضيف خبز", "شيله"), ("7ot 5obz", "shilah")):
        guest = _guest()
        asked = await send(client, ask, guest=guest)
        turn = await send(client, dropped, asked.conversation_id, guest=guest)
        assert not set(kinds(turn)) & {"cart_action", "cart_summary", "error"}, dropped


async def test_the_goods_of_the_recipe_shown_are_proposed_when_asked_for(client: Any) -> None:
    for recipe, goods in (
        ("machboos recipe", "ok add the stuff for it"),
        ("وصفة مجبوس", "ضيف كل اغراضها"),
        ("wasfat machboos", "7ot kil el ghrad"),
    ):
        guest = _guest()
        shown = await send(client, recipe, guest=guest)
        assert "recipe" in kinds(shown), recipe
        added = await send(client, goods, shown.conversation_id, guest=guest)
        assert len(added.action("add_recipe_to_cart")["items"]) > 3, goods


async def test_another_matter_after_a_product_shown_is_declined(client: Any) -> None:
    for show, other, arabic in (
        ("kdd laban", "who won the football yesterday", False),
        ("kdd laban", "tell me a joke", False),
        ("لبن كي دي دي", "منو فاز بالمباراة امس", True),
        ("kdd laban", "shno ra2yik bil siyasa", True),
    ):
        guest = _guest()
        shown = await send(client, show, guest=guest)
        turn = await send(client, other, shown.conversation_id, guest=guest)
        assert_declined(turn, other, arabic=arabic)


async def test_thanks_after_an_offer_proposes_nothing(client: Any) -> None:
    for offer, thanks in (
        ("add 2 kdd laban", "thanks"),
        ("add 2 kdd laban", "ok great thanks"),
        ("ضيف ٢ لبن كي دي دي", "شكرا"),
        ("ضيف ٢ لبن كي دي دي", "تمام مشكور"),
        ("7ot 2 laban kdd", "zain mashkoor"),
    ):
        guest = _guest()
        offered = await _offered(client, offer, guest)
        turn = await send(client, thanks, offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), thanks
