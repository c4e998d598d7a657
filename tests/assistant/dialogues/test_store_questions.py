"""Store questions the model could not place still get the store's answer (its FAQ): a
policy named in any phrasing or language; a health question or "50 of everything" is
declined with nothing proposed, over a real socket."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "question", "guest"),
    [
        ("whats ur return policy", "How do returns and refunds work?", GUEST_A),
        ("apple pay ok?", "How can I pay?", GUEST_A),
        ("شنو طرق الدفع عندكم", "ما هي طرق الدفع؟", GUEST_B),
        ("fi minimum 7ag il 6alab?", "هل يوجد حد أدنى للطلب؟", GUEST_B),
    ],
)
async def test_a_policy_named_gets_the_store_answer(
    client: Any, message: str, question: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert one(turn, "faq")["items"][0]["question"] == question, message


@pytest.mark.parametrize(
    "message",
    [
        "my son has fever what medicine should i give him",
        "rasi y3awirni shno a5ith",
        "add 50 of everything to my cart",
    ],
)
async def test_health_and_absurd_requests_are_declined(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert kinds(turn) == ["actions"], (message, kinds(turn))


async def test_a_word_that_only_sounds_like_a_product_is_no_product_in_arabic(client: Any) -> None:
    turn = await send(client, "حل لي المسأله ٢س+٣=٩", guest=GUEST_B)
    assert kinds(turn) == ["actions"], kinds(turn)


async def test_a_complaint_about_a_person_gets_an_apology_and_a_person(client: Any) -> None:
    turn = await send(client, "your driver was so rude today", guest=GUEST_A)
    assert turn.end["content"].startswith("I'm really sorry")
    assert "faq" not in kinds(turn)
    labels = [chip["label"] for chip in one(turn, "actions")["suggestions"]]
    assert "Talk to a person" in labels


async def test_how_our_people_behaved_is_a_complaint_in_any_script(client: Any) -> None:
    for message, guest in (
        ("الدليفري كان قليل ادب وايد", GUEST_B),
        ("the driver kan wayed rude wiyay", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn) and "error" not in kinds(turn), message
        assert len(one(turn, "actions")["suggestions"]) == 3, message


async def test_returns_asked_about_a_faulty_product_is_the_returns_policy(client: Any) -> None:
    for message in ("شلون الارجاع عندكم اذا المنتج فيه شي", "how do returns work if it's faulty"):
        turn = await send(client, message, guest=GUEST_A)
        questions = [item["question"] for item in one(turn, "faq")["items"]]
        assert questions[0] in (
            "How do returns and refunds work?",
            "كيف يتم الإرجاع واسترداد المبلغ؟",
        ), (message, questions)


@pytest.mark.parametrize(
    ("message", "area"),
    (
        ("توصلون الخيران؟ كم ياخذ وقت", "Khairan"),
        ("how long does delivery to salmiya take", "Salmiya"),
        ("kam ya5ith wagt el tawseel lil jahra", "Jahra"),
    ),
)
async def test_how_long_delivery_takes_to_an_area_named_is_its_card(
    client: Any, message: str, area: str
) -> None:
    turn = await send(client, message, guest=GUEST_A)
    info = one(turn, "delivery_info")
    assert info["areaName"] == area and info["etaMinutes"], info
    assert "delivery_slots" not in kinds(turn)
