"""An allergy held across the goods a shopper goes on to ask of, over a real socket in English,
Gulf Arabic and Arabizi: two allergens said together ("peanuts and tree nuts", "المكسرات
والفول السوداني", "allergy mn el mkasarat") keep both out of the snacks shown, the peanuts
never searched for as goods; after it, "is the kitkat ok? she loves it", "الجالكسي كله
اوكي؟", "el galaxy kilha ok?" are answered by the allergy, never declined nor read as the
cart; a guest who can't eat shrimp, then "is the fish ok for her", is answered by the fish's
own allergens, never shown the shrimp; a food's allergens asked of the store's own bakery
carry the store's warning on traces."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NUTS = ("Hazelnut", "Baklava", "Almond", "Walnut", "Nuts", "Cashew", "Pistachio", "Peanut")
_TRACES = ("traces", "آثارها")


async def test_two_allergens_said_together_are_both_kept_out(client: Any) -> None:
    for message, guest in (
        (
            "my daughter is allergic to peanuts and tree nuts, need snacks for her class party",
            GUEST_A,
        ),
        ("بنتي عندها حساسيه من المكسرات والفول السوداني، ابي سناكات لحفلة المدرسه", GUEST_B),
        ("binti 3indaha allergy mn el mkasarat wel fool el sudani, abi snacks lil 7afla", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn) if "products" in kinds(turn) else []
        assert len(shown) >= 3, (message, kinds(turn), shown)
        assert not any(word in name for name in shown for word in _NUTS), (message, shown)


async def test_goods_asked_after_an_allergy_are_held_against_it(client: Any) -> None:
    for told, asked, guest in (
        ("my son is allergic to milk", "is the kitkat ok? he loves them", GUEST_A),
        ("ولدي عنده حساسيه مكسرات ابي سناكات للمدرسه", "الجالكسي كله اوكي؟", GUEST_B),
        ("wldi 3inda 7asasiya mkasarat abi snacks lil madrasa", "el galaxy kilha ok?", GUEST_B),
    ):
        first = await send(client, told, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        assert "cart_summary" not in kinds(turn), (asked, kinds(turn))
        assert "products" in kinds(turn) or "product_detail" in kinds(turn), (asked, kinds(turn))
        if "products" in kinds(turn):
            shown = names(turn)
            assert not any(word in name for name in shown for word in _NUTS), (asked, shown)
            assert any("Galaxy" in name for name in shown), (asked, shown)


async def test_a_guests_allergy_said_with_the_goods_asked_of(client: Any) -> None:
    for first, asked, guest in (
        (
            "i need fish for the grill",
            "my cousin can't eat shrimp, is the fish ok for him",
            GUEST_A,
        ),
        ("ابي سمك للشوي", "وحده من الضيوف ما تاكل روبيان، السمك ينفع لها؟", GUEST_B),
        ("abi samak lil shawi", "wa7da mn el 9yoof ma takil rubyan, el samak zain laha?", GUEST_B),
    ):
        shown = await send(client, first, guest=guest)
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        listed = names(turn) if "products" in kinds(turn) else []
        assert listed, (asked, kinds(turn))
        assert not any("Shrimp" in name or "Prawn" in name for name in listed), (asked, listed)


async def test_the_bakerys_own_goods_carry_the_warning_on_traces(client: Any) -> None:
    for message, guest in (
        ("does your maamoul have nuts?", GUEST_A),
        ("الكعك فيه مكسرات؟", GUEST_B),
        ("el croissant feeh nuts?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join(texts(turn))
        assert any(word in said for word in _TRACES), (message, kinds(turn), said)
    # a packed good's label speaks for itself
    turn = await send(client, "does the galaxy caramel have nuts?", guest=GUEST_A)
    assert not any(word in " ".join(texts(turn)) for word in _TRACES), texts(turn)
