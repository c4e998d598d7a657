"""Diet questions answered from the records and owned up to, over a real socket: a thing
wanted for a diet that the store does not sell ("anything sugar free to sweeten his tea")
is said not to be there before what of the rest fits; which of a kind has least or most of
a nutrient is ranked only among records that give it, and said when they do not."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_EXACTLY = ("don't have exactly", "ما عندنا هذا بالضبط")


async def test_a_thing_not_sold_for_a_diet_is_said_before_what_fits(client: Any) -> None:
    for message, guest in (
        ("hey my dad is diabetic, anything sugar free to sweeten his tea?", GUEST_A),
        ("ابوي عنده سكر، فيه شي بدون سكر يحلي فيه الشاي؟", GUEST_B),
        ("abooy 3inda sukkar, abi shay bdoon sukkar y7ali feh el chai", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any(words in turn.end["content"] for words in NOT_EXACTLY), (
            message,
            turn.end["content"],
        )
        assert "cart_action" not in kinds(turn), message
    for message, guest in (("sugar free tea", GUEST_A), ("sugar free drinks", GUEST_A)):
        turn = await send(client, message, guest=guest)
        assert names(turn) and not any(w in turn.end["content"] for w in NOT_EXACTLY), message


async def test_a_sweetener_wished_for_a_diet_is_never_a_sweetened_product(client: Any) -> None:
    for message, guest in (
        ("any sweetener for diabetics", GUEST_A),
        ("عندكم محلي بدل السكر؟ ابوي عنده سكري", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, kinds(turn))


async def test_which_of_a_kind_has_least_sugar_is_owned_up_to_when_records_say_little(
    client: Any,
) -> None:
    for message, guest in (
        ("which dates have the least sugar", GUEST_A),
        ("طيب اي نوع تمر فيه سكر اقل؟", GUEST_B),
        ("ayhum tamr fee sukkar a8al", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn) == ["Large Medjool Dates"], (message, kinds(turn))
        assert any("66.5" in text for text in texts(turn)), message
        assert "rank" in turn.end["content"] or "أرتبهم" in turn.end["content"], message
    shown = await send(client, "show me dates", guest=GUEST_A)
    weighed = await send(client, "which has the least sugar", shown.conversation_id, guest=GUEST_A)
    assert names(weighed) == ["Large Medjool Dates"], kinds(weighed)


async def test_which_of_a_kind_has_most_protein_is_the_richest_on_record(client: Any) -> None:
    for message, guest in (
        ("which nuts have the most protein", GUEST_A),
        ("اي مكسرات فيها بروتين اكثر", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert one(turn, "product_detail")["product"]["name"] == "Bayara Whole Almonds", message
    declined = await send(client, "which country eats the most sugar", guest=GUEST_A)
    assert kinds(declined) == ["actions"] and "shopping" in declined.end["content"]
