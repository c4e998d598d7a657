"""A signed-in shopper's past orders referred to as people do, over a real socket, in English,
Gulf Arabic and Arabizi: by what they held, when they were placed, their place or their
state. A description that fits one order is acted on (its lines proposed again, its card or
its status shown); one that fits several or none says so and offers the candidates, never
the newest instead. Where a late order is, asked, is its status with an apology when it is
past its delivery window, not a complaint; the order named by number or date is the one shown.

demo-1's orders: KW-100231 (21 days ago: milk, bananas, eggs, bread, laban), KW-100458 (9
days: rice, chicken, onions, tomatoes, spices, water), KW-100702 (4 days, refunded: fish,
strawberries), KW-100915 (today, on its way and past its window: diapers, wipes, milk,
apples). demo-2's KW-100926 (today, preparing) is within its window.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hub.storefront.delivery import KUWAIT
from hub.storefront.seed.products import ref
from hub.storefront.seeding import placed_at
from tests.assistant.dialogues._blocks import (
    chip_labels,
    demo_order_lines,
    kinds,
    one,
    order_numbers,
)
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

APOLOGY = ("sorry", "نعتذر")
_NEAR_TWO_WEEKS = ("KW-100458", "KW-100231")


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


async def test_a_reorder_described_by_goods_or_date_proposes_that_orders_lines(
    client: Any,
) -> None:
    for customer, message, order_id in (
        ("demo-1", "reorder the groceries from like 9 days ago", "order-demo-1-2"),
        ("demo-1", "can you reorder the fish order", "order-demo-1-3"),
        ("demo-1", "reorder my order from 3 weeks ago", "order-demo-1-1"),
        ("demo-1", "i want the same order i made 9 days ago", "order-demo-1-2"),
        ("demo-1", "reorder the diapers order", "order-demo-1-4"),
        ("demo-1", "عيد لي طلب السمك", "order-demo-1-3"),
        ("demo-1", "ابي اعيد الطلب اللي قبل ثلاث اسابيع", "order-demo-1-1"),
        ("demo-1", "ابي نفس طلبية الاسبوع الماضي", "order-demo-1-2"),
        ("demo-1", "كرر طلب الحفاضات", "order-demo-1-4"),
        ("demo-1", "abi a3eed el order mal gabel 9 ayam", "order-demo-1-2"),
        ("demo-1", "3eed el 6alab ele gabel 3 asabee3", "order-demo-1-1"),
        ("demo-1", "abi nafs 6alabiyat el usbu3 el madhi", "order-demo-1-2"),
        ("demo-1", "karrir 6alab el 7afa9at", "order-demo-1-4"),
        ("demo-2", "nafs el order ele 6alabta gabel shahar", "order-demo-2-1"),
    ):
        turn = await send(client, message, token=customer_token(customer))
        action = turn.action("reorder")
        assert action["params"]["orderId"] == order_id, message
        proposed = {line["productId"] for line in action["items"]}
        assert proposed and proposed <= demo_order_lines(order_id), message
        assert len(order_numbers(turn)) == 1, (message, order_numbers(turn))


async def test_an_order_described_by_its_goods_date_place_or_state_isorder_numbers(
    client: Any,
) -> None:
    nine_days = placed_at(datetime.now(UTC), 9).astimezone(KUWAIT)
    for customer, message, number in (
        ("demo-1", "the order before last", "KW-100702"),
        ("demo-1", "my second to last order", "KW-100702"),
        ("demo-1", "show me the order with the strawberries", "KW-100702"),
        ("demo-1", f"the order from the {_ordinal(nine_days.day)}", "KW-100458"),
        ("demo-1", "show me the order from 21 days ago", "KW-100231"),
        ("demo-1", "الطلب اللي قبل الاخير", "KW-100702"),
        ("demo-1", "اعرض الطلب اللي فيه حفاضات", "KW-100915"),
        ("demo-1", "طلبية الاسبوع الماضي", "KW-100458"),
        ("demo-1", "el 6alab ele gabel el a5eer", "KW-100702"),
        ("demo-1", "warini el 6alab ele fih 7afa9at", "KW-100915"),
        ("demo-2", "the cleaning order", "KW-100187"),
        ("demo-2", "the cancelled order", "KW-100544"),
        ("demo-2", "طلب التنظيف", "KW-100187"),
        ("demo-2", "الطلبية الملغية", "KW-100544"),
        ("demo-2", "el 6alab el malghi", "KW-100544"),
    ):
        turn = await send(client, message, token=customer_token(customer))
        assert order_numbers(turn) == [number], (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_a_description_fitting_several_or_no_orders_offers_them_and_proposes_nothing(
    client: Any,
) -> None:
    for customer, message, said, offered in (
        ("demo-1", "reorder my milk order", "More than one", {"KW-100231", "KW-100915"}),
        ("demo-1", "status of the milk order", "More than one", {"KW-100231", "KW-100915"}),
        ("demo-1", "وين طلب الحليب", "أكثر من طلب", {"KW-100231", "KW-100915"}),
        ("demo-1", "3eed 6alab el 7aleeb", "أكثر من طلب", {"KW-100231", "KW-100915"}),
        ("demo-3", "the lamb order", "More than one", {"KW-100389", "KW-100921"}),
        ("demo-1", "reorder the cleaning order", "None of your orders", None),
        # none placed two weeks ago: those placed nearest then (9 and 21 days ago) first
        ("demo-1", "the order from two weeks ago", "None of your orders", _NEAR_TWO_WEEKS),
        ("demo-1", "abi a3eed 6alab gabel usbu3ain", "ما في طلب", _NEAR_TWO_WEEKS),
        ("demo-1", "طلب التنظيف", "ما في طلب", None),
        ("demo-1", "el 6alab el malghi", "ما في طلب", None),
        ("demo-3", "reorder the chicken and rice order from last week", "None of your", None),
    ):
        turn = await send(client, message, token=customer_token(customer))
        assert "cart_action" not in kinds(turn), message
        assert said in turn.end["content"], (message, turn.end["content"])
        shown = order_numbers(turn)
        assert len(shown) >= 2 and shown == chip_labels(turn), (message, shown)
        if isinstance(offered, set):
            assert set(shown) == offered, (message, shown)
        elif offered is not None:
            assert shown[: len(offered)] == list(offered), (message, shown)


async def test_the_order_picked_from_those_offered_is_acted_on(client: Any) -> None:
    token = customer_token("demo-1")
    for first, pick, kind, number in (
        ("reorder my milk order", "the one from 3 weeks ago", "order", "KW-100231"),
        ("status of the milk order", "the first one", "order_status", "KW-100915"),
        ("وين طلب الحليب", "اللي فيه حفاضات", "order_status", "KW-100915"),
        ("3eed 6alab el 7aleeb", "el awal", "order", "KW-100915"),
        ("show my orders", "the one with the diapers", "order", "KW-100915"),
        ("show my orders", "the second one", "order", "KW-100702"),
        ("وريني طلباتي", "الثاني", "order", "KW-100702"),
    ):
        offered = await send(client, first, token=token)
        assert len(order_numbers(offered)) >= 2, first
        picked = await send(client, pick, offered.conversation_id, token=token)
        assert order_numbers(picked, kind) == [number], (first, pick, kinds(picked))
        if "milk" in first or "7aleeb" in first:
            reordering = first.startswith(("reorder", "3eed"))
            assert ("cart_action" in kinds(picked)) == reordering, (first, pick)
    # a chip of the offer, tapped, is understood
    offered = await send(client, "reorder my milk order", token=token)
    chip = next(
        c["prompt"]
        for b in offered.end["blocks"]
        if b["kind"] == "actions"
        for c in b["suggestions"]
        if c["label"] == "KW-100231"
    )
    tapped = await send(client, chip, offered.conversation_id, token=token)
    assert tapped.action("reorder")["params"]["orderId"] == "order-demo-1-1"


async def test_where_a_late_order_is_gets_its_status_and_an_apology_not_a_complaint(
    client: Any,
) -> None:
    late = customer_token("demo-1")
    for message in (
        "my order is late where is it",
        "where is my order its been 2 hours",
        "any update on my order? it's late",
        "وين طلبي تأخر",
        "وين الطلب صار لي ساعتين",
        "متى يوصل طلبي تاخر وايد",
        "wain el order 9arlah sa3a",
        "el 6alab ta25ar wainah",
        "wain el mandoob 9arli sa3tain",
        "ween el order? ta25artaw",
    ):
        turn = await send(client, message, token=late)
        assert kinds(turn)[0] == "order_status", (message, kinds(turn))
        assert order_numbers(turn, "order_status") == ["KW-100915"], message
        assert any(word in turn.end["content"] for word in APOLOGY), (message, turn.end)
        assert "handoff" not in kinds(turn) and not turn.of("handed_off"), message
        assert any("person" in p or "موظف" in p for p in _prompts(turn)), message
        assert "faq" in kinds(turn), message  # said to be late: the delivery times too
    on_time = customer_token("demo-2")
    for message, within in (
        ("where is my order it's late", "within its delivery window"),
        ("وين طلبي تأخر", "ضمن موعد التوصيل"),
        ("wain el order 9arlah sa3a", "ضمن موعد التوصيل"),
    ):
        turn = await send(client, message, token=on_time)
        assert order_numbers(turn, "order_status") == ["KW-100926"], message
        assert within in turn.end["content"], (message, turn.end["content"])
        assert not any(word in turn.end["content"] for word in APOLOGY), message


async def test_a_problem_with_what_came_or_a_person_asked_for_stays_a_complaint(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in (
        "my order is late",
        "why is my delivery so late",
        "my order came but the eggs are missing, where are they",
        "الخبز ما وصل وينه",
        "wain el 5ubz ma wisal",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn) and "order_status" in kinds(turn), (message, kinds(turn))
        assert "person" in turn.end["content"] or "موظفينا" in turn.end["content"], message
    for message in (
        "my order is late where is it, i want to talk to a person",
        "i want to file a complaint my order is late where is it",
        "وين طلبي تأخر ابي اكلم موظف",
    ):
        turn = await send(client, message, token=token)
        assert "handoff" in kinds(turn), (message, kinds(turn))


async def test_the_order_named_by_number_or_date_is_the_one_answered(client: Any) -> None:
    token = customer_token("demo-1")
    for message, kind, number in (
        ("where is order KW-100458", "order_status", "KW-100458"),
        ("status of my order from 9 days ago", "order_status", "KW-100458"),
        ("did my order from 9 days ago get delivered", "order", "KW-100458"),
        ("وين طلبي اللي قبل ٩ ايام", "order_status", "KW-100458"),
        ("wain 6alabi KW-100231", "order_status", "KW-100231"),
        ("cancel my order from last week", "order_status", "KW-100458"),
        ("the milk from my order 3 weeks ago was expired", "order_status", "KW-100231"),
        ("my last week order never came", "order_status", "KW-100458"),
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, kind) == [number], (message, kinds(turn))


async def test_goods_wanted_again_are_those_goods_not_a_whole_past_order(client: Any) -> None:
    token = customer_token("demo-1")
    milk = {ref("DAI-ALM-MILK-FF", 1)[0]}
    chicken_and_rice = {ref("MEA-KUP-CHICKEN", 1)[0], ref("RIC-TLD-BASMATI", 2)[0]}
    for message, wanted in (
        ("buy milk again", milk),
        ("get me the chicken and rice again", chicken_and_rice),
        ("ابي حليب مره ثانيه", milk),
        ("ابي الدجاج والرز مره ثانيه", chicken_and_rice),
        ("abi 7aleeb marra thanya", milk),
    ):
        turn = await send(client, message, token=token)
        proposed = {line["productId"] for line in turn.action("add_to_cart")["items"]}
        assert proposed == wanted, (message, proposed)
        assert not order_numbers(turn), message


async def test_order_words_of_other_matters_show_no_past_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "what is the minimum order",
        "شنو الحد الادنى للطلب",
        "can I order some cleaning stuff",
        "order 2 milk",
        "add the bananas again",
    ):
        turn = await send(client, message, token=token)
        assert not order_numbers(turn) and not order_numbers(turn, "order_status"), (
            message,
            kinds(turn),
        )
    for message, guest in (
        ("where is my amazon order its late", GUEST_A),
        ("the order of the planets from the sun", GUEST_A),
        ("ترتيب الكواكب من الشمس", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))


async def test_guests_asking_about_past_or_late_orders_are_asked_to_sign_in(
    client: Any,
) -> None:
    for message, guest in (
        ("my order is late where is it", GUEST_A),
        ("reorder the chicken and rice order from last week", GUEST_A),
        ("وين طلبي تأخر", GUEST_B),
        ("wain el order 9arlah sa3a", GUEST_B),
        ("3eed el 6alab ele gabel 3 asabee3", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert one(turn, "error")["code"] == "AUTHENTICATION_REQUIRED", (message, kinds(turn))
        assert "cart_action" not in kinds(turn) and "order" not in kinds(turn), message


def _prompts(turn: Turn) -> list[str]:
    return [
        c["prompt"] for b in turn.end["blocks"] if b["kind"] == "actions" for c in b["suggestions"]
    ]


async def test_the_last_time_goods_were_bought_is_the_newest_order_holding_them(
    client: Any,
) -> None:
    for customer, message, number in (
        ("demo-3", "when did i last buy saffron", "KW-100389"),
        ("demo-3", "متى اخر مره طلبت زعفران", "KW-100389"),
        ("demo-3", "mita a5er mara 6labt za3faran", "KW-100389"),
        ("demo-1", "my latest order with milk", "KW-100915"),
        ("demo-1", "اخر طلب فيه حليب", "KW-100915"),
    ):
        turn = await send(client, message, token=customer_token(customer))
        assert order_numbers(turn) == [number], (message, kinds(turn), turn.end["content"])
        assert "cart_action" not in kinds(turn), message


async def test_todays_orders_asked_as_a_statement_to_confirm_are_shown(client: Any) -> None:
    for message in (
        "هلا، عندي طلبين اليوم صح؟",
        "3indi 6alabain el yom sa7?",
        "i have 2 orders today, right?",
    ):
        turn = await send(client, message, token=customer_token("demo-3"))
        assert set(order_numbers(turn)) == {"KW-100921", "KW-100933"}, (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
