"""What a shopper says around a request, over a real socket in English, Gulf Arabic and
Arabizi: a shrug before it ("ok no problem, how much is the nescafe gold") leaves nothing
out of it, and a shrug alone is no complaint; "cocoa and baking powder" are two products, not
one cocoa powder; another shop's prices weighed against ours, or a market's hours, are
another matter's, while our own hours and two of our products weighed stay ours; "the other
one from today" after an order's status is the other order, never the one in talk."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, names, order_numbers
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, send


async def test_a_shrug_before_a_request_leaves_nothing_out_of_it(client: Any) -> None:
    for asked, put, wanted, guest in (
        ("ok no problem, how much is the nescafe gold", "add it", "Nescafé Gold", GUEST_A),
        ("5alas mu mushkila, el nescafe gold b cham?", "7e6a", "Nescafé Gold", GUEST_B),
        ("خلاص مو مشكله، لبنة المراعي بكم", "ضيفها", "Almarai Labneh", GUEST_B),
        ("never mind, do you have kiri?", "add the first one", "Kiri", GUEST_A),
    ):
        shown = await send(client, asked, guest=guest)
        assert names(shown) and wanted in names(shown)[0], (asked, names(shown))
        added = await send(client, put, shown.conversation_id, guest=guest)
        [line] = added.action("add_to_cart")["items"]
        assert line["productId"] == shown.end["blocks"][0]["products"][0]["_id"], put
    for alone, guest in (("no problem", GUEST_A), ("مو مشكله", GUEST_B), ("mu mushkila", GUEST_B)):
        turn = await send(client, alone, guest=guest)
        assert kinds(turn) == ["actions"], (alone, kinds(turn))  # no policy, no ticket


async def test_two_products_joined_by_and_stay_two_when_each_is_named(client: Any) -> None:
    for message, guest in (
        ("add cocoa and baking powder", GUEST_A),
        ("7ot cocoa w baking powder", GUEST_B),
        ("ضيف كاكاو و بيكنج باودر", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = turn.action("add_to_cart")["items"]
        assert len({line["productId"] for line in lines}) == 2, (message, lines)
    for message, first in (
        ("lays salt and vinegar", "Salt & Vinegar"),
        ("turkish coffee w cardamom", "Turkish Coffee"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert first in names(turn)[0], (message, names(turn))


async def test_another_shops_prices_and_a_markets_hours_are_declined(client: Any) -> None:
    for message, guest in (
        ("is talabat mart cheaper than u guys", GUEST_A),
        ("are your prices better than carrefour", GUEST_A),
        ("what time does the gold souq close", GUEST_A),
        ("is souq mubarakiya open on friday", GUEST_A),
        ("طلبات مارت ارخص منكم؟", GUEST_B),
        ("متى يسكر سوق الذهب", GUEST_B),
        ("lulu a r5as minkom?", GUEST_B),
        ("mata ysakker souq el thahab", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)
    for message, guest in (("what time do you close", GUEST_A), ("متى تسكرون", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), message  # our own hours
    weighed = await send(client, "is almarai milk cheaper than nadec", guest=GUEST_A)
    assert len(names(weighed)) == 2, names(weighed)


async def test_the_other_order_of_the_day_is_not_the_one_in_talk(client: Any) -> None:
    token = customer_token("demo-3")
    for first, other in (
        (
            "hey what's happening with my chalet order",
            "and the other one from today, can i still cancel it?",
        ),
        ("وين طلب الشاليه", "والطلب الثاني حق اليوم اقدر الغيه؟"),
        ("wein 6alab el chalet", "w el 6alab el thani mata yoosal?"),
    ):
        shown = await send(client, first, token=token)
        assert order_numbers(shown, "order_status") == ["KW-100921"], first
        turn = await send(client, other, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100933"], other
    shown = await send(client, "where is my chalet order", token=token)
    same = await send(client, "can i cancel it?", shown.conversation_id, token=token)
    assert order_numbers(same, "order_status") == ["KW-100921"]


# KFMB white and brown Arabic bread; Abu Auf Arabic coffee and Fresh's Kuwaiti coffee
_WHITE_BREAD, _BROWN_BREAD, _ABU_AUF, _KUWAITI_COFFEE = "p-0301", "p-0302", "p-1306", "p-1308"


async def _in_the_cart(client: Any, message: str, guest: str) -> str:
    offered = await send(client, message, guest=guest)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert confirmed.status == 200, confirmed.json
    return offered.conversation_id


def _swapped(turn: Any) -> tuple[str, str]:
    """The line a one-change swap takes off and the product it puts on."""
    off, on = turn.action("update_cart_item")["items"]
    assert off["quantity"] == 0 and on["quantity"] >= 1, (off, on)
    return off["productId"], on["productId"]


async def test_a_line_swapped_for_its_kind_or_for_the_one_in_view(client: Any) -> None:
    for message, guest in (
        ("and instead of the white bread i want brown", GUEST_A),
        ("وبدال الخبز الابيض ابي اسمر", GUEST_B),
        ("w bdal el 5ubz el abyadh abi asmar", GUEST_B),
    ):
        conversation = await _in_the_cart(client, "add 1 kfmb white arabic bread", guest)
        await send(client, "how many calories in lentils", conversation, guest=guest)
        turn = await send(client, message, conversation, guest=guest)
        assert _swapped(turn) == (_WHITE_BREAD, _BROWN_BREAD), message
    for show, message, guest in (
        ("how much is the kuwaiti coffee", "put it instead of the abu auf", GUEST_A),
        ("القهوة الكويتية بكم؟", "حطها بدال ابو عوف", GUEST_B),
        ("el gahwa el kuwaitiya cham?", "bdal abu auf 7e6ha", GUEST_B),
    ):
        conversation = await _in_the_cart(client, "add 1 abu auf arabic coffee", guest)
        await send(client, show, conversation, guest=guest)
        turn = await send(client, message, conversation, guest=guest)
        assert _swapped(turn) == (_ABU_AUF, _KUWAITI_COFFEE), message
