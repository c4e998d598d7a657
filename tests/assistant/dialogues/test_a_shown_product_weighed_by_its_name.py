"""A product just shown weighed against another of the same list by a word of its name, over
a real socket: "how does it compare to the classic 200g" after the Nescafé coffees is both
side by side (the Classic at its 200 g price), never declined as another matter; "وش الفرق
بينه وبين الكلاسيك", "wesh el far8 bainah w bain el classic" the same. A word no shown
product holds ("how does it compare to a tesla") is declined as before."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, names, texts
from tests.handlers.assistant_support import Turn, send

COFFEES = {
    "en": "nescafe gold in stock?",
    "ar": "عندكم نسكافيه جولد؟",
    "arabizi": "3indkom nescafe gold?",
}


async def _after_the_coffees(client: Any, message: str, script: str) -> Turn:
    guest = uuid.uuid4().hex
    shown = await send(client, COFFEES[script], guest=guest)
    assert "products" in kinds(shown), script
    return await send(client, message, shown.conversation_id, guest=guest)


async def _weighs_the_classic(client: Any, script: str, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await _after_the_coffees(client, message, script)
        shown = names(turn) if "products" in kinds(turn) else []
        assert any("Classic" in name or "كلاسيك" in name for name in shown), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_weighed_in_english(client: Any) -> None:
    await _weighs_the_classic(
        client,
        "en",
        (
            "how does it compare to the classic 200g",
            "how does it compare to the classic",
            "is it better than the classic one",
            "whats the difference between it and the classic",
            "is it cheaper than the classic 200g",
            "compare it with the classic 200g",
            "how is it vs the classic",
            "and how does it compare to the classic",
            "which is cheaper, it or the classic",
            "difference between it and the classic 100g?",
            "hows it compare to the classic jar",
        ),
    )


async def test_weighed_in_arabic(client: Any) -> None:
    await _weighs_the_classic(
        client,
        "ar",
        (
            "وش الفرق بينه وبين الكلاسيك",
            "شو الفرق بينه وبين الكلاسيك ٢٠٠ جرام",
            "ارخص منه الكلاسيك؟",
            "الفرق بينه وبين الكلاسيك بالسعر",
            "طيب وش الفرق بينه وبين الكلاسيك",
            "وش احسن هو ولا الكلاسيك",
            "ايهم ارخص هو ولا الكلاسيك",
            "شنو الفرق بينه وبين الكلاسيك",
            "الفرق بينه وبين الكلاسيك شنو",
            "وش الفرق بينه وبين الكلاسيك ١٠٠ جرام",
        ),
    )


async def test_weighed_in_arabizi(client: Any) -> None:
    await _weighs_the_classic(
        client,
        "arabizi",
        (
            "sh far8 bainah w bain el classic",
            "wesh el far8 bainah w bain el classic",
            "el far8 bainah w bain el classic bl si3r",
            "tayeb wesh el far8 bainah w bain el classic",
            "ayhum ar5as huwa wla el classic",
            "shno el far8 bainah w bain el classic",
            "far8 bainah w bain el classic 100 gram",
            "shno el far8 bainah wl classic 200g",
            "weish el far8 bainah w bain el classic",
            "sh el far8 bainah w bain el classic 200 gram",
        ),
    )


async def test_the_classic_weighed_at_the_pack_named(client: Any) -> None:
    turn = await _after_the_coffees(client, "how does it compare to the classic 200g", "en")
    assert any("2.950" in text for text in texts(turn)), texts(turn)


async def test_a_word_no_shown_product_holds_is_declined(client: Any) -> None:
    for message, script in (
        ("how does it compare to a tesla", "en"),
        ("is it better than bitcoin", "en"),
        ("هل هو احسن من الايفون", "ar"),
        ("a7san mn el iphone?", "arabizi"),
    ):
        turn = await _after_the_coffees(client, message, script)
        assert_declined(turn, message, arabic=script != "en")
