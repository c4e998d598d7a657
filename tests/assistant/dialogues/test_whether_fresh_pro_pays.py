"""Whether Fresh Pro is worth it to the shopper, over a real socket: the membership's price
against the standard delivery fees of their saved address, with how many orders a month make
it pay, and, once they say how often they order (with it or right after), the sums for that
many. Nothing is proposed. demo-2's home is Jabriya (standard 0.500 KWD); Pro is 1.990."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

PRO = ("What is Fresh Pro?", "ما هو اشتراك فريش برو؟")


def _pro_card(turn: Any) -> None:
    [item] = one(turn, "faq")["items"]
    assert item["question"] in PRO, item
    assert "cart_action" not in kinds(turn)


async def test_worth_it_asked_says_from_how_many_orders_it_pays(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "is fresh pro worth it",
        "is the fresh pro membership worth it for me?",
        "would fresh pro save me money",
        "اشتراك فريش برو يستاهل؟",
        "فريش برو يسوى علي؟",
        "shno fresh pro, y3ni yswa 3ala 7ali?",
        "fresh pro yistahil?",
        "would the fresh pro subscription pay off for me",
        "fresh pro y3ni ystahel?",
    ):
        turn = await send(client, message, token=token)
        _pro_card(turn)
        [sums] = texts(turn)
        assert ("Jabriya" in sums or "الجابرية" in sums) and ("4" in sums or "٤" in sums), sums
        assert "?" in turn.end["content"] or "؟" in turn.end["content"], message


async def test_how_often_said_after_it_gets_the_sums_for_that_many(client: Any) -> None:
    token = customer_token("demo-2")
    for first, often, total, pays in (
        ("is fresh pro worth it", "I order about 4 times a month", ("2.000",), True),
        ("is fresh pro worth it", "maybe twice a month", ("1.000",), False),
        ("is fresh pro worth it", "i order once a week", ("2.000",), True),
        ("اشتراك فريش برو يستاهل؟", "اطلب تقريبا ٣ مرات بالاسبوع", ("٦٫٠٠٠",), True),
        ("اشتراك فريش برو يستاهل؟", "مرتين بالشهر", ("١٫٠٠٠",), False),
        ("shno fresh pro, y3ni yswa 3ala 7ali?", "ana a6lob 4 marrat bil shahar", ("٢٫٠٠٠",), True),
        ("shno fresh pro, y3ni yswa 3ala 7ali?", "a6lob 2 marat bil shahar", ("١٫٠٠٠",), False),
    ):
        asked = await send(client, first, token=token)
        turn = await send(client, often, asked.conversation_id, token=token)
        _pro_card(turn)
        [sums] = texts(turn)
        assert all(figure in sums for figure in total), (often, sums)
        reply = turn.end["content"]
        said_pays = reply.startswith(("Yes", "إيه"))
        assert said_pays == pays, (often, reply)


async def test_how_often_said_out_of_the_blue_is_no_membership_question(client: Any) -> None:
    token = customer_token("demo-2")
    for message in ("I order about 4 times a month", "ana a6lob 4 marrat bil shahar"):
        turn = await send(client, message, token=token)
        assert "faq" not in kinds(turn) or not any(
            item["question"] in PRO for item in one(turn, "faq")["items"]
        ), message
    # a guest has no saved address: the policy alone, no sums made up
    guest = await send(client, "is fresh pro worth it", guest=GUEST_A)
    _pro_card(guest)
    assert not texts(guest)


async def test_worth_it_right_after_the_membership_was_shown_weighs_it(client: Any) -> None:
    """ "is it worth it", "يستاهل؟", "yeswa?" right after Fresh Pro's card are about Fresh Pro,
    with how often they order said beside it or asked; after another policy's card, or out
    of the blue, the same words weigh no membership."""
    token = customer_token("demo-2")
    for first, worth, total in (
        ("how much is fresh pro", "worth it if i order like twice a week?", "4.000"),
        ("what is fresh pro", "is it worth it", None),
        ("شنو فريش برو", "يستاهل؟ اطلب مرتين بالاسبوع", "٤٫٠٠٠"),
        ("شنو فريش برو؟", "طيب يسوى علي؟", None),
        ("kam fresh pro", "yeswa? a6lob marteen bil esbou3", "٤٫٠٠٠"),
        ("shno fresh pro", "yistahil 3ala 7ali?", None),
    ):
        shown = await send(client, first, token=token)
        assert any(item["question"] in PRO for item in one(shown, "faq")["items"]), first
        turn = await send(client, worth, shown.conversation_id, token=token)
        _pro_card(turn)
        [sums] = texts(turn)
        if total is None:
            assert "?" in turn.end["content"] or "؟" in turn.end["content"], worth
        else:
            assert total in sums, (worth, sums)
    points = await send(client, "how do loyalty points work", token=token)
    turn = await send(client, "is it worth it", points.conversation_id, token=token)
    assert "faq" not in kinds(turn) or not any(
        item["question"] in PRO for item in one(turn, "faq")["items"]
    ), kinds(turn)
