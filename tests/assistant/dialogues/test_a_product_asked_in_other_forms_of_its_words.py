"""A product's fact or price asked in other forms of its record's words, over a real socket:
"the bzar mix" is the Mixed Spices (Bzar), "البزار المخلوط" the bzar (its record says
"مشكلة"), "spaghettis" the spaghetti; answered of that product, never "not in our store". A
phrase whose words the store holds only apart ("rice cakes", "garam masala") or not at all
grounds nothing."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BZAR = "Bzar"


def _grounded(turn: Any) -> list[str]:
    """The names of the products the turn answered about, on a detail card or cards."""
    if "product_detail" in kinds(turn):
        return [one(turn, "product_detail")["product"]["name"]]
    return names(turn) if "products" in kinds(turn) else []


async def test_a_fact_or_price_asked_in_other_word_forms_is_of_the_product(
    client: Any,
) -> None:
    for message, guest, named in (
        ("is the bzar mix gluten free?", GUEST_A, _BZAR),
        ("how much is the bzar mix", GUEST_A, _BZAR),
        ("how much are the bzar mixes", GUEST_A, _BZAR),
        ("does the mixed spice have nuts", GUEST_A, _BZAR),
        ("how many calories in the spaghettis", GUEST_A, "Spaghetti"),
        ("is the lamb koftas halal", GUEST_A, "Kofta"),
        ("البزار المخلوط فيه جلوتين؟", GUEST_B, _BZAR),
        ("بكم البزار المخلوط", GUEST_B, _BZAR),
        ("البهارات المشكله فيها مكسرات؟", GUEST_B, _BZAR),
        ("كم سعر السبع بهار", GUEST_B, "Seven Spices"),
        ("كم سعرات السباغيتي", GUEST_B, "Spaghetti"),
        ("el bzar mix feeh gluten?", GUEST_B, _BZAR),
        ("bkam el bzar mix", GUEST_B, _BZAR),
        ("kam si3r el sab3 bharat", GUEST_B, "Seven Spices"),
    ):
        turn = await send(client, message, guest=guest)
        grounded = _grounded(turn)
        assert grounded and named in grounded[0], (message, grounded)


async def test_words_the_store_holds_only_apart_ground_nothing(client: Any) -> None:
    for message in (
        "rice cakes",
        "garam masala",
        "is the chicken mix halal",
        "is the canned banana vegan",
        "الموز المعلب نباتي؟",
        "tell me about the news in al jahra",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not _grounded(turn), (message, _grounded(turn))
        assert "cart_action" not in kinds(turn), message
