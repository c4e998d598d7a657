"""Over a real socket, in English, Gulf Arabic and Arabizi: guests had over, an invitation or
a barbecue for a count of people ("we have 14 people coming over saturday, what should i
buy", "عندنا عزومه ١٤ نفر وش نشتري", "3indna dhyoof 14 bacher shno nshtri") is shopping for
that many, never declined nor asked again how many: the food a person usually eats is worked
out for the count (meat at 250 g a person is 3.5 kg for 14, twice the 1.75 kg for 7) and
shown beside its goods, nothing put in the cart. A hall, a venue or a political party named
with a count of people is still another matter, with no goods."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, products, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_LAMB = "Australian Lamb Leg"


async def test_the_amounts_follow_the_count_of_guests(client: Any) -> None:
    for message, guest, meat in (
        ("we have 14 people coming over saturday, what should i buy", GUEST_A, "3.5 kg"),
        ("having 7 friends over tonight, what do i need", GUEST_A, "1.75 kg"),
        ("عندنا عزومه ١٤ نفر وش نشتري", GUEST_B, "٣٫٥ كيلو"),
        ("جايني ضيوف ٧ اشخاص بكره شو احتاج", GUEST_B, "١٫٧٥ كيلو"),
        ("3indna dhyoof 14 bacher shno nshtri", GUEST_B, "٣٫٥ كيلو"),
        ("bsawi 3azeema l 7 ashkhas shno a7taj", GUEST_B, "١٫٧٥ كيلو"),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), message
        assert any(meat in text for text in texts(turn)), (message, texts(turn))
        assert _LAMB in [p["name"] for p in products(turn)], message
        # the count was said: it is not asked for again
        assert "how many" not in turn.end["content"] and "كم ضيف" not in turn.end["content"]


async def test_a_barbecue_for_a_count_has_its_meat_worked_out(client: Any) -> None:
    for message, guest, meat in (
        ("bbq for 20 this weekend, what should i get", GUEST_A, "5 kg"),
        ("شوي حق ٢٠ نفر شنو نشتري", GUEST_B, "٥ كيلو"),
        ("shawi 7ag 20 nafar shno nshtri", GUEST_B, "٥ كيلو"),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), message
        assert any(meat in text for text in texts(turn)), (message, texts(turn))


async def test_a_hall_or_a_political_party_for_a_count_gets_no_goods(client: Any) -> None:
    for message, guest in (
        ("birthday party venue for 40 people", GUEST_A),
        ("which political party has 15 seats", GUEST_A),
        ("ابي احجز قاعة عرس ٢٠٠ شخص", GUEST_B),
        ("abi a7jiz gaa3a 7ag 3azeema 50 nafar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)
