"""A request said with an aside of everyday talk, over a real socket in English, Gulf Arabic
and Arabizi: a goodbye after it ("add one and bye", "حط واحد ومع السلامه") is no product nor
the area Salmiya; the product just offered, let go of by name ("ok forget the kdd laban",
"انسى اللبن"), is withdrawn; a count taken "of" the goods shown beside another product ("2 of
the chicken ones and burger buns") buys both; "ok" before a brand and a count ("ok smarties 3")
keeps the conversation's language."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, confirm, send

_ORGANIC_EGGS, _FRANKS, _BUNS, _SMARTIES = "p-0228", "p-1508", "p-0307", "p-1111"


def _lines(turn: Turn) -> list[tuple[str, int]]:
    return [(i["productId"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]


def _arabic(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


async def test_a_goodbye_after_a_request_leaves_the_request(client: Any) -> None:
    for show, request in (
        ("do you have organic eggs", "add one and bye"),
        ("do you have organic eggs", "put 1 in, thanks, take care"),
        ("عندكم بيض عضوي؟", "حط واحد ومع السلامه"),
        ("عندكم بيض عضوي؟", "حط وحده وفي امان الله"),
        ("3indkom bay'6 organic?", "7i6 wa7id w ma3a salama"),
        ("3indkom bay'6 organic?", "7i6 wa7id bye"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        turn = await send(client, request, shown.conversation_id, guest=guest)
        assert _lines(turn) == [(_ORGANIC_EGGS, 1)], (request, kinds(turn))
        assert "delivery_info" not in kinds(turn), request  # no fee to Salmiya


async def test_a_goodbye_alone_is_still_thanks(client: Any) -> None:
    for message in ("مع السلامه", "yalla ma3a salama", "bye"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), message
        assert "products" not in kinds(turn), message


async def test_the_offer_let_go_of_by_its_name_is_withdrawn(client: Any) -> None:
    for offer, let_go in (
        ("add 2 kdd laban", "ok forget the kdd laban"),
        ("add 2 kdd laban", "skip the laban"),
        ("ضيف ٢ لبن كي دي دي", "انسى اللبن"),
        ("ضيف ٢ لبن كي دي دي", "لا بلاش اللبن"),
        ("7ot 2 laban kdd", "blash el laban"),
        ("7ot 2 laban kdd", "ok insa el laban"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, offer, guest=guest)
        action_id = offered.action("add_to_cart")["actionId"]
        turn = await send(client, let_go, offered.conversation_id, guest=guest)
        assert not set(kinds(turn)) & {"cart_action", "products"}, (let_go, kinds(turn))
        confirmed = await confirm(client, action_id, guest=guest)
        assert confirmed.status != 200, let_go  # withdrawn: the cart stays as it was


async def test_another_product_named_after_forget_is_not_a_withdrawal(client: Any) -> None:
    guest = uuid.uuid4().hex
    offered = await send(client, "add 2 kdd laban", guest=guest)
    action_id = offered.action("add_to_cart")["actionId"]
    await send(client, "forget my password", offered.conversation_id, guest=guest)
    confirmed = await confirm(client, action_id, guest=guest)
    assert confirmed.status == 200  # still pending: nothing of it was let go


async def test_a_count_of_the_goods_shown_beside_another_product_buys_both(client: Any) -> None:
    for show, request in (
        ("show me sausages", "2 of the chicken ones and burger buns"),
        ("عندكم نقانق؟", "٢ من الدجاج وخبز برجر"),
        ("3indkom naganig?", "2 min el dyay w 5ubz burger"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        turn = await send(client, request, shown.conversation_id, guest=guest)
        assert _lines(turn) == [(_FRANKS, 2), (_BUNS, 1)], request


async def test_ok_before_a_brand_and_a_count_keeps_the_conversations_language(
    client: Any,
) -> None:
    for show, request in (("3indkom smarties?", "ok smarties 3"), ("عندكم سمارتيز؟", "ok 3")):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        turn = await send(client, request, shown.conversation_id, guest=guest)
        assert _lines(turn) == [(_SMARTIES, 3)], request
        assert _arabic(turn.end["content"]), (request, turn.end["content"])


async def test_other_goods_named_with_a_no_after_a_list_are_shown(client: Any) -> None:
    for show, other, word in (
        ("do you have ice cream", "no then fries", "Fries"),
        ("do you have ice cream", "nah, fries instead", "Fries"),
        ("عندكم ايس كريم؟", "لا عيل بطاطس", "Fries"),
        ("3indkom ice cream?", "la 3ayal chips", "Lay"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        turn = await send(client, other, shown.conversation_id, guest=guest)
        named = [
            p["name"] for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]
        ]
        assert any(word in name for name in named), (other, named)
        assert "cart_action" not in kinds(turn), other


async def test_the_offer_swapped_for_a_brand_is_that_brands_kind_at_the_same_count(
    client: Any,
) -> None:
    for offer, swap in (
        ("add 2 kdd laban", "swap it for almarai"),
        ("ضيف ٢ لبن كي دي دي", "بدله بالمراعي"),
        ("7ot 2 laban kdd", "baddelha b almarai"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, offer, guest=guest)
        turn = await send(client, swap, offered.conversation_id, guest=guest)
        [(product_id, count)] = _lines(turn)
        assert count == 2, swap
        assert product_id != _lines(offered)[0][0], swap
        [item] = turn.action("add_to_cart")["items"]
        assert "Almarai" in item["product"]["brand"], (swap, item["product"]["name"])


async def test_a_greeting_before_a_request_leaves_the_request(client: Any) -> None:
    for message, product, count in (
        ("salam, abi 2 laban kdd", "p-0208", 2),
        ("hey add 2 kdd laban", "p-0208", 2),
        ("هلا والله، ضيف ٢ لبن كي دي دي", "p-0208", 2),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _lines(turn) == [(product, count)], (message, kinds(turn))


async def test_whether_a_product_is_fresh_or_frozen_is_asked_of_it(client: Any) -> None:
    for message in (
        "is the salmon fresh or frozen",
        "السلمون مجمد ولا طازج؟",
        "el salmon fresh walla frozen?",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        [detail] = [b for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        assert "Salmon" in detail["product"]["name"], (message, detail["product"]["name"])


async def test_wanting_to_take_a_line_off_is_its_removal(client: Any) -> None:
    for add, remove in (
        ("add 2 kdd laban", "i want to remove the laban from my cart"),
        ("ضيف ٢ لبن كي دي دي", "ابي اشيل اللبن من السله"),
        ("7ot 2 laban kdd", "abi ashil el laban mn el cart"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, add, guest=guest)
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, remove, offered.conversation_id, guest=guest)
        [item] = turn.action("remove_cart_item")["items"]
        assert item["productId"] == "p-0208", (remove, kinds(turn))


async def test_a_running_code_named_by_its_letters_is_the_one_applied(client: Any) -> None:
    for message, code in (
        ("put the ghabga code", "GHABGA20"),
        ("7ut code il bbq", "BBQ10"),
        ("use the bbq code pls", "BBQ10"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, "add 2 kdd laban", guest=guest)
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, message, offered.conversation_id, guest=guest)
        [block] = [b for b in turn.end["blocks"] if b["kind"] == "offers"]
        assert block.get("couponCode") == code, (message, block)


async def test_a_complaint_said_in_so_many_words_is_one(client: Any) -> None:
    for message, sorry in (
        ("i need to complain. the lamb i got was basically fat and bones", "I'm really sorry"),
        ("ابي اشتكي على اللحم كله شحم", ""),
        ("abi ashtiki el la7am kila sha7am", ""),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert turn.end["content"].startswith(sorry), (message, turn.end["content"])
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert set(kinds(turn)) - {"actions"}, (message, "declined with nothing")


async def test_an_answer_and_a_count_after_goods_shown_buys_them(client: Any) -> None:
    for show, answer in (
        ("do you have organic eggs", "ok one"),
        ("عندكم بيض عضوي؟", "زين وحده"),
        ("3indkom bay'6 organic?", "zain wa7id"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        turn = await send(client, answer, shown.conversation_id, guest=guest)
        assert _lines(turn) == [(_ORGANIC_EGGS, 1)], (answer, kinds(turn))
    guest = uuid.uuid4().hex
    shown = await send(client, "do you have organic eggs", guest=guest)
    thanked = await send(client, "ok thanks", shown.conversation_id, guest=guest)
    assert "cart_action" not in kinds(thanked)


async def test_what_the_cart_came_to_asked_in_arabizi_is_its_total(client: Any) -> None:
    for asked in ("kam sar kilah?", "kam 9ar el total"):
        guest = uuid.uuid4().hex
        offered = await send(client, "add 2 kdd laban", guest=guest)
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, asked, offered.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn), turn.end["content"])
