"""A signed-in shopper's orders and saved addresses called by the place they go to, and the
order just talked about kept as "it", over a real socket in English, Gulf Arabic and Arabizi.

"the chalet order", "طلب بيت اهلي", "6alabi lil chalet" are the orders that went to that saved
address; "cancel it", "ايه الغيه", "ok kansilah" right after one order are about that order,
never another; how cancelling works is said for that order's status (the assistant cancels
nothing itself: a person does); why an order was cancelled is answered from its record,
which holds no reason, with a person offered; "put the same things that were in it", "put them back in my
cart", "رجعه نفسه بالسله" order its lines again. A saved address is picked by its place, and "X not Y" picks X.

demo-2 (Home in Jabriya, Parents in Rumaithiya): KW-100187 delivered to Home, KW-100544 to
Parents cancelled (chips, Pepsi, Galaxy), KW-100926 to Home being prepared. demo-3 (Home in
Mangaf, Chalet in Khairan): KW-100095 and KW-100389 delivered to Home, KW-100921 to the
Chalet confirmed, KW-100933 to Home placed.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import (
    chip_labels,
    demo_order_lines,
    kinds,
    one,
    order_numbers,
)
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send

CHALET_ORDER, HOME_ORDER_TODAY, PARENTS_ORDER = "KW-100921", "KW-100933", "KW-100544"
PERSON = ("Talk to a person", "كلم موظف")
NO_REASON = ("doesn't say why", "ما يذكر سبب")
FREE = ("free of charge", "ببلاش")


def _offers_a_person(turn: Turn) -> bool:
    return any(label in chip_labels(turn) for label in PERSON)


ASKED_AFTER_BY_PLACE = {
    "en": (
        ("demo-3", "is the chalet order on its way?", CHALET_ORDER),
        ("demo-3", "where's my chalet order", CHALET_ORDER),
        ("demo-3", "did the order to the chalet arrive yet", CHALET_ORDER),
        ("demo-3", "when will my chalet order come", CHALET_ORDER),
        ("demo-3", "status of the order going to the chalet", CHALET_ORDER),
        ("demo-3", "track the order i sent to the chalet", CHALET_ORDER),
        ("demo-3", "the chalet order, when does it get there?", CHALET_ORDER),
        ("demo-3", "what's happening with my order for the chalet", CHALET_ORDER),
        ("demo-2", "where is the order for my parents", PARENTS_ORDER),
        ("demo-2", "what happened to the order to my parents' house", PARENTS_ORDER),
    ),
    "ar": (
        ("demo-3", "وين طلب الشاليه", CHALET_ORDER),
        ("demo-3", "طلب الشاليه وصل؟", CHALET_ORDER),
        ("demo-3", "متى يوصل الطلب اللي للشاليه", CHALET_ORDER),
        ("demo-3", "شصار على طلب الشاليه", CHALET_ORDER),
        ("demo-3", "وطلب الشاليه متى يوصل", CHALET_ORDER),
        ("demo-3", "الطلبيه اللي للشاليه طلعت؟", CHALET_ORDER),
        ("demo-3", "حالة طلب الشاليه", CHALET_ORDER),
        ("demo-2", "طلب بيت اهلي شصار عليه", PARENTS_ORDER),
        ("demo-2", "وين طلب اهلي", PARENTS_ORDER),
        ("demo-2", "الطلب اللي رحت فيه لبيت اهلي وينه", PARENTS_ORDER),
    ),
    "arabizi": (
        ("demo-3", "6alabi lil chalet wsal?", CHALET_ORDER),
        ("demo-3", "wain 6alab el chalet", CHALET_ORDER),
        ("demo-3", "6alab el chalet mata yoo9al", CHALET_ORDER),
        ("demo-3", "el order ely 7ag el chalet sh9ar 3aleh", CHALET_ORDER),
        ("demo-3", "el 6alabiya lil shaleh 6il3at?", CHALET_ORDER),
        ("demo-3", "sh9ar 3ala order el chalet", CHALET_ORDER),
        ("demo-3", "wain wa9al el order ely lil chalet", CHALET_ORDER),
        ("demo-2", "6alab bait ahli wain wa9al", PARENTS_ORDER),
        ("demo-2", "el order ely 7ag ahli sh9ar feeh", PARENTS_ORDER),
        ("demo-2", "wain 6alab ahli", PARENTS_ORDER),
    ),
}


@pytest.mark.parametrize("script", sorted(ASKED_AFTER_BY_PLACE))
async def test_an_order_asked_after_by_where_it_went_is_that_orders_status(
    client: Any, script: str
) -> None:
    for customer, message, number in ASKED_AFTER_BY_PLACE[script]:
        turn = await send(client, message, token=customer_token(customer))
        assert order_numbers(turn, "order_status") == [number], (
            message,
            kinds(turn),
            turn.end["content"],
        )
        assert "cart_action" not in kinds(turn), message


CANCELLED_BY_PLACE = {
    "en": (
        ("i want to cancel the order going home", HOME_ORDER_TODAY),
        ("cancel the chalet order", CHALET_ORDER),
        ("can i cancel the order to the chalet?", CHALET_ORDER),
        ("please cancel my home order", HOME_ORDER_TODAY),
        ("how do i cancel the one going to the chalet", CHALET_ORDER),
        ("cancel the order for the chalet, plans changed", CHALET_ORDER),
        ("i need to cancel what i ordered for the chalet", CHALET_ORDER),
        ("can you cancel the order i sent home today", HOME_ORDER_TODAY),
        ("scrap the chalet order please", CHALET_ORDER),
        ("cancel my order to the house", HOME_ORDER_TODAY),
    ),
    "ar": (
        ("مرحبا ابي الغي الطلب اللي رايح البيت", HOME_ORDER_TODAY),
        ("الغي طلب الشاليه", CHALET_ORDER),
        ("ابي اكنسل الطلب اللي للشاليه", CHALET_ORDER),
        ("ابي الغي طلب البيت", HOME_ORDER_TODAY),
        ("ممكن تلغون طلب الشاليه؟", CHALET_ORDER),
        ("كنسلوا الطلب اللي رايح للبيت", HOME_ORDER_TODAY),
        ("لو سمحت الغوا طلبية الشاليه", CHALET_ORDER),
        ("ودي اكنسل طلبي اللي للبيت", HOME_ORDER_TODAY),
        ("شلون الغي الطلب اللي للشاليه", CHALET_ORDER),
        ("الغي طلبيتي اللي بتروح البيت", HOME_ORDER_TODAY),
    ),
    "arabizi": (
        ("abi alghi el 6alab ely ra7 lil bait", HOME_ORDER_TODAY),
        ("kansil 6alab el chalet", CHALET_ORDER),
        ("abi akansil el order mal el chalet", CHALET_ORDER),
        ("ilghi 6alab el bait law sama7t", HOME_ORDER_TODAY),
        ("mumkin tkansloon el order ely lil chalet", CHALET_ORDER),
        ("abi alghi 6alab el shaleh", CHALET_ORDER),
        ("kansil el order 7ag el bait", HOME_ORDER_TODAY),
        ("shlon alghi 6alab el chalet", CHALET_ORDER),
        ("abi akansil 6alabi ely lil bait", HOME_ORDER_TODAY),
        ("ilghi el 6alabiya mal el chalet", CHALET_ORDER),
    ),
}


@pytest.mark.parametrize("script", sorted(CANCELLED_BY_PLACE))
async def test_cancelling_an_order_named_by_where_it_went_says_what_its_status_allows(
    client: Any, script: str
) -> None:
    for message, number in CANCELLED_BY_PLACE[script]:
        turn = await send(client, message, token=customer_token("demo-3"))
        assert kinds(turn)[:2] == ["faq", "order_status"], (message, kinds(turn))
        assert order_numbers(turn, "order_status") == [number], (message, turn.end["content"])
        # placed or confirmed: still free to cancel, and a person does it
        assert any(word in turn.end["content"] for word in FREE), turn.end["content"]
        assert _offers_a_person(turn), message
        assert "cart_action" not in kinds(turn) and "handoff" not in kinds(turn), message


IT_AFTER_THE_CHALET_ORDER = {
    "en": (
        "is the chalet order on its way?",
        (
            "can i cancel it",
            "can i cancel it actually, plans changed",
            "ok cancel it then",
            "yes cancel it",
            "i want to cancel that order",
            "actually cancel it, we are not going anymore",
            "and where is it now?",
            "can i cancel my order",
            "ok so when will it get here?",
        ),
    ),
    "ar": (
        "وين طلب الشاليه",
        (
            "اوكي كنسله",
            "ايه الغيه",
            "ابي الغيه",
            "خلاص الغيه",
            "ابي اكنسله",
            "ايوه كنسلها",
            "ممكن تلغيه؟",
            "طيب وينه الحين؟",
            "ومتى يوصل؟",
        ),
    ),
    "arabizi": (
        "wain 6alab el chalet",
        (
            "ok kansilah",
            "zain kansla",
            "ee ilghih",
            "yes kansilha",
            "abi akansil el order",
            "ok ilghih",
            "wainah el 7een?",
            "6ayeb kansilah law sama7t",
            "abi alghih, ma ra7 nrou7",
        ),
    ),
}


@pytest.mark.parametrize("script", sorted(IT_AFTER_THE_CHALET_ORDER))
async def test_it_after_an_order_is_that_order_never_another(client: Any, script: str) -> None:
    token = customer_token("demo-3")
    asked, follow_ups = IT_AFTER_THE_CHALET_ORDER[script]
    for follow_up in follow_ups:
        shown = await send(client, asked, token=token)
        assert order_numbers(shown, "order_status") == [CHALET_ORDER], asked
        turn = await send(client, follow_up, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (
            follow_up,
            kinds(turn),
            turn.end["content"],
        )
        assert "cart_action" not in kinds(turn), follow_up


async def test_a_cancel_confirmed_after_the_rule_stays_on_that_order(client: Any) -> None:
    token = customer_token("demo-3")
    for first, yes in (
        ("مرحبا ابي الغي الطلب اللي رايح البيت", "ايه الغيه"),
        ("ابي الغي طلب البيت", "اوكي كنسله"),
        ("i want to cancel the order going home", "yes cancel it"),
        ("cancel the home order", "yes go ahead and cancel it"),
        ("abi alghi el 6alab ely ra7 lil bait", "ok kansilah"),
        ("kansil 6alab el bait", "ee ilghih"),
        ("cancel the chalet order", "yes please cancel it"),
        ("ابي الغي طلب الشاليه", "ايوه كنسله"),
    ):
        rule = await send(client, first, token=token)
        [number] = order_numbers(rule, "order_status")
        assert number in (HOME_ORDER_TODAY, CHALET_ORDER), first
        turn = await send(client, yes, rule.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [number], (first, yes, turn.end["content"])
        assert any(word in turn.end["content"] for word in FREE), yes
        assert _offers_a_person(turn), yes


async def test_cancelling_an_order_being_prepared_offers_a_person_but_no_free_cancel(
    client: Any,
) -> None:
    token = customer_token("demo-2")
    for asked, cancel in (
        ("hey is my order out yet", "cancel it i ordered the wrong coffee size"),
        ("وين طلبي", "ابي الغيه طلبت القهوه الغلط"),
        ("wain 6alabi", "ok kansilah 6alabt el 7ajm el ghala6"),
    ):
        shown = await send(client, asked, token=token)
        turn = await send(client, cancel, shown.conversation_id, token=token)
        assert one(turn, "order_status")["order"]["status"] == "preparing", cancel
        assert not any(word in turn.end["content"] for word in FREE), turn.end["content"]
        assert _offers_a_person(turn), cancel


WHY_CANCELLED = {
    "en": (
        "why was the order to my parents cancelled",
        "why did my parents' order get cancelled",
        "how come the order for my parents got cancelled?",
        "what happened to the parents order, why cancelled?",
        "why was my cancelled order cancelled",
        "why did you cancel the order to my parents' house",
        "what's the reason for the cancellation of my parents' order",
        "hi, why did the order i sent my parents get canceled",
        "why was my order to my parents canceled?",
        "why did you guys cancel my order to my parents",
    ),
    "ar": (
        "ليش انلغى طلب اهلي",
        "ليش تكنسل الطلب اللي لبيت اهلي",
        "ليش طلبي الملغي انلغى",
        "ليش كنسلتوا طلب اهلي",
        "ليش طلب بيت اهلي ملغي؟",
        "وش سبب الغاء طلب اهلي",
        "مرحبا ليش الطلب اللي لاهلي تكنسل",
        "ليه الغيتوا الطلب اللي رايح بيت اهلي",
        "شنو سبب الغاء الطلب الملغي",
        "ليش الطلبيه اللي لبيت الوالد انلغت",
    ),
    "arabizi": (
        "hala, lesh el order ely 7ag ahli t-cancel?",
        "laish 6alab ahli inlagha",
        "lesh 6alab bait ahli malghi",
        "lesh kansaltaw el order 7ag ahli",
        "laish el 6alab el malghi t-cancel",
        "lesh t-cancel 6alabi ely 3ind ahli",
        "leish 6alab ahli t-cancel?",
        "lesh el 6alabiya 7ag bait ahli malghiya",
        "laish kansaltoo 6alab ahli",
        "lesh inlagha el order mal ahli",
    ),
}


@pytest.mark.parametrize("script", sorted(WHY_CANCELLED))
async def test_why_an_order_was_cancelled_is_answered_from_its_record(
    client: Any, script: str
) -> None:
    token = customer_token("demo-2")
    for message in WHY_CANCELLED[script]:
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [PARENTS_ORDER], (
            message,
            kinds(turn),
            turn.end["content"],
        )
        assert one(turn, "order_status")["order"]["status"] == "cancelled", message
        assert any(words in turn.end["content"] for words in NO_REASON), turn.end["content"]
        assert _offers_a_person(turn), message
        assert PARENTS_ORDER in chip_labels(turn), message  # ordering it again names it
        assert "cart_action" not in kinds(turn) and "handoff" not in kinds(turn), message


async def test_an_order_with_nothing_left_to_cancel_says_so_and_offers_a_person(
    client: Any,
) -> None:
    for customer, message, status in (
        ("demo-2", "cancel the cleaning order", "delivered"),
        ("demo-2", "can i cancel the order from a month ago", "delivered"),
        ("demo-2", "الغي طلب التنظيف", "delivered"),
        ("demo-2", "abi alghi el 6alab ely gabel shahar", "delivered"),
        ("demo-1", "cancel the fish order", "refunded"),
        ("demo-1", "ابي الغي طلب السمك", "refunded"),
        ("demo-1", "abi alghi 6alab el samak", "refunded"),
        ("demo-2", "ابي الغي الطلب الملغي", "cancelled"),
    ):
        turn = await send(client, message, token=customer_token(customer))
        assert one(turn, "order_status")["order"]["status"] == status, (message, kinds(turn))
        assert not any(word in turn.end["content"] for word in FREE), turn.end["content"]
        assert _offers_a_person(turn), message
        # a delivered order is returned, not cancelled: the returns policy is shown
        faq = [b for b in turn.end["blocks"] if b["kind"] == "faq"]
        assert bool(faq) == (status == "delivered"), (message, kinds(turn))


THE_SAME_THINGS = {
    "en": (
        "why was the order to my parents cancelled",
        (
            "then add the same things that were in it",
            "put the same stuff in my cart",
            "ok order it all again",
            "add what was in it to my cart",
            "i want the same things again",
            "get me everything that was in it",
            "ok put those in my cart again",
            "same items as that one please",
            "add the same stuff from that order",
            "put the same back in my cart",
            "ok put it back in the cart",
            "add them all to my cart",
            "just throw everything into the basket again",
        ),
    ),
    "ar": (
        "ليش انلغى طلب اهلي",
        (
            "طيب حط نفس الاغراض اللي كانت فيه",
            "ابي نفس الاشياء اللي كانت فيه",
            "ضيف نفس اغراضه للسله",
            "خلاص عيده",
            "رجع نفس الاغراض للسله",
            "عيل حط نفس الحاجات",
            "ابي كل اللي كان فيه",
            "ضيف لي نفس المقاضي",
            "طيب اطلب نفس اللي كان فيه",
            "رجعه نفسه بالسله",
            "طيب حطهم كلهم بالسلة",
            "ضيفها للسله مره ثانيه",
        ),
    ),
    "arabizi": (
        "lesh el order ely 7ag ahli t-cancel?",
        (
            "3ayal 7ot nafs el ashya2 ely kanat feeh",
            "7ot nafs el ghrath",
            "abi nafs el agra9 ely kanat feeh",
            "dheef nafs el ashya2 lil cart",
            "7ot kil ely kan feeh",
            "ok 3eedah",
            "abi nafs el 7ajat",
            "zain 7ot nafs el agra9 bel cart",
            "a6lub nafs el ashya2 marra thanya",
            "rj3a nafsa bil sala",
            "7e6hom kilhom bil sala",
            "okay 7e6ha bil cart",
        ),
    ),
}


@pytest.mark.parametrize("half", (0, 1))  # two turns each: a shopper's sends a minute
@pytest.mark.parametrize("script", sorted(THE_SAME_THINGS))
async def test_the_same_things_that_were_in_it_are_that_orders_lines_again(
    client: Any, script: str, half: int
) -> None:
    token = customer_token("demo-2")
    asked, follow_ups = THE_SAME_THINGS[script]
    for same in follow_ups[half::2]:
        shown = await send(client, asked, token=token)
        assert order_numbers(shown, "order_status") == [PARENTS_ORDER], asked
        turn = await send(client, same, shown.conversation_id, token=token)
        action = turn.action("reorder")
        assert action["params"]["orderId"] == "order-demo-2-2", same
        proposed = {line["productId"] for line in action["items"]}
        assert proposed == demo_order_lines("order-demo-2-2"), same


async def test_a_saved_address_is_picked_by_its_place_and_the_one_turned_down_is_not(
    client: Any,
) -> None:
    token = customer_token("demo-2")
    for message, address in (
        ("deliver to my parents not home", "parents"),
        ("the address is my parents' place, not home", "parents"),
        ("send it to my parents' house instead of home", "parents"),
        ("change the delivery from home to my parents", "parents"),
        ("not my parents, deliver it home", "home"),
        ("use home, not my parents' address", "home"),
        ("وصلوه بيت اهلي مو البيت", "parents"),
        ("العنوان عند اهلي مو بيتي", "parents"),
        ("ابي التوصيل لبيت اهلي بدال البيت", "parents"),
        ("غير العنوان من بيت اهلي للبيت", "home"),
        ("مو بيت اهلي، على البيت", "home"),
        ("wa el address ahli mo el bait", "parents"),
        ("5alih 3ind ahli mob el bait", "parents"),
        ("el 3inwan bait ahli mo baiti", "parents"),
        ("wa9loh el bait mo 3ind ahli", "home"),
        ("ghayer el address min bait ahli lil bait", "home"),
    ):
        turn = await send(client, message, token=token)
        action = turn.action("select_address")
        assert action["params"]["addressId"] == f"addr-demo-2-{address}", message


async def test_the_carts_address_asked_about_and_changed_to_a_saved_place(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "and my cart is still set to the chalet right? change to home",
        "is my basket going to the chalet? switch it to home",
        "the cart's on the chalet address i think, make it home",
        "السلة للحين على الشاليه؟ خلها على البيت",
        "عنوان السله الشاليه صح؟ غيره للبيت",
        "el cart ba3dah 3al chalet? 5aleeh 3al bait",
        "el sala 3al chalet? 7awelha lil bait",
    ):
        chalet = await send(client, "use my chalet address", token=token)
        await confirm(client, chalet.action("select_address")["actionId"], token=token)
        turn = await send(client, message, chalet.conversation_id, token=token)
        action = turn.action("select_address")
        assert action["params"]["addressId"] == "addr-demo-3-home", message
        said = turn.end["content"]
        assert "another of your saved addresses" in said or "عنوان ثاني" in said, said


async def test_an_order_named_only_by_where_it_went_is_shown_and_a_delivery_there_is_not(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for message in ("the chalet order", "طلب الشاليه", "el 6alab mal el chalet"):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order") == [CHALET_ORDER], (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
    for message in ("send my order to the chalet", "وصلوا طلبي للشاليه", "wa9loh lil chalet"):
        turn = await send(client, message, token=token)
        assert turn.action("select_address")["params"]["addressId"] == "addr-demo-3-chalet"
        assert not order_numbers(turn, "order_status") and not order_numbers(turn, "order"), message


async def test_place_words_of_other_matters_change_nothing(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "home delivery fee?",
        "do you do home delivery on fridays",
        "كم رسوم التوصيل للبيت",
        "توصلون للبيت بالليل؟",
        "kam el tawseel lil bait",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert not order_numbers(turn, "order_status") and not order_numbers(turn, "order"), (
            message,
            kinds(turn),
        )
    # the order in talk was cancelled: "where is my order" asks after the one still coming
    cancelled = await send(client, "why was the order to my parents cancelled", token=token)
    where = await send(client, "where is my order", cancelled.conversation_id, token=token)
    assert order_numbers(where, "order_status") == ["KW-100926"], kinds(where)
    # the fee to a saved place asked right after an order's status is no order's status
    status = await send(client, "where is my order", token=customer_token("demo-3"))
    fee = await send(
        client,
        "how much is delivery to the chalet",
        status.conversation_id,
        token=customer_token("demo-3"),
    )
    assert not order_numbers(fee, "order_status") and "cart_action" not in kinds(fee), kinds(fee)
    # a place no order went to is said to fit none, and nothing is proposed
    work = await send(client, "where is the order to my office", token=customer_token("demo-3"))
    assert "cart_action" not in kinds(work) and not order_numbers(work, "order_status"), kinds(work)
    for message, guest in (
        ("looking for a chalet in khairan with a pool this weekend", GUEST_A),
        ("my parents are arguing all the time, what do i do", GUEST_A),
        ("وين القى شاليه رخيص بالوفره للعيد", GUEST_B),
        ("fee shaleh 7ilo lil ejar bil wafra?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))


async def test_an_order_sent_to_a_saved_place_on_a_day_is_that_address(client: Any) -> None:
    """ "deliver to my work today", "ابي اطلب للدوام اليوم" name a saved place: its address is
    proposed, whatever day is said beside it; a day alone still asks for the slots, and the
    office's working hours ("الدوام") are not an address."""
    token = customer_token("demo-1")
    for message in (
        "deliver to my work today",
        "i want to order to the office today",
        "send it to my office tomorrow",
        "ابي اطلب للدوام اليوم",
        "وصلوه للدوام بكره",
        "اطلب لمكتبي اليوم",
        "abi a6lob lil dawam il yom",
        "a6lob lil dawam",
        "wa9loh lil maktab bachir",
    ):
        turn = await send(client, message, token=token)
        action = turn.action("select_address")
        assert action["params"]["addressId"] == "addr-demo-1-work", message
    for message in ("5alas 5allah lil bait, shukran", "خله للبيت", "make it to home"):
        turn = await send(client, message, token=token)
        action = turn.action("select_address")
        assert action["params"]["addressId"] == "addr-demo-1-home", message
    for message in ("can you deliver tomorrow morning", "توصلون بكره الصبح؟", "twa9loon bachir?"):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn) and "delivery_slots" in kinds(turn), message
    for message in ("متى الدوام اليوم", "what are your hours today"):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_a_cancelled_order_wanted_back_is_ordered_again(client: Any) -> None:
    """ "the order i cancelled with the chips and pepsi, put it back", "الطلب اللي لغيته ...
    رجعه", "el 6alab elli lgheta ... rajj3ah": that order's lines proposed again, never a
    complaint with the refunds policy."""
    token = customer_token("demo-2")
    for message in (
        "the order i cancelled with the chips and pepsi, put it back",
        "الطلب اللي لغيته حق الشيبس والبيبسي رجعه",
        "hala, el 6alab elli lgheta 7ag el chips wel pepsi, rajj3ah",
    ):
        turn = await send(client, message, token=token)
        action = turn.action("reorder")
        assert action["params"]["orderId"] == "order-demo-2-2", message
        assert "handoff" not in kinds(turn), message
