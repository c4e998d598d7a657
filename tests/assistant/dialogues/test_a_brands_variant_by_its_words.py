"""A brand's product named by its brand and its variant, over a real socket in English, Gulf
Arabic and Arabizi: a variant whose word is also a need's ("pepsi diet") is that product,
never a sugar-free search across the drinks; a list of such names is each product; the
brand with its variants as alternatives ("gel or powder") or beside a word of neither ("in
gel form") shows the brand's variants, never "not found". A need said with no brand stays a
need."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_DIET_COLA = "Diet Pepsi Cans"
_KEPT_TO = ("Kept to", "بس اللي")  # the need a search was kept to


def _kept_to_a_need(turn: Any) -> bool:
    return any(text.startswith(_KEPT_TO) for text in texts(turn))


async def test_a_variant_named_like_a_need_is_that_product(client: Any) -> None:
    for message, guest in (
        ("got any pepsi diet?", GUEST_A),
        ("pepsi diet and lays salt and vinegar pls", GUEST_A),
        ("for the picnic: 4 indomie vegetable, 2 diet pepsi", GUEST_A),
        ("عندكم بيبسي دايت وتايد جل؟", GUEST_B),
        ("3indkom pepsi diet w galaxy caramel?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _DIET_COLA in names(turn), (message, kinds(turn))
        assert not _kept_to_a_need(turn), (message, texts(turn))
        assert "We don't" not in turn.end["content"], (message, turn.end["content"])


async def test_a_list_of_brand_variants_with_counts_is_proposed(client: Any) -> None:
    for message, guest in (
        ("3 diet pepsi and 2 tide gel", GUEST_A),
        ("عطني ٢ بيبسي دايت و ٣ ليز ملح", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert len(turn.action("add_to_cart")["items"]) == 2, (message, kinds(turn))


async def test_a_brand_with_its_variants_said_loosely_shows_them(client: Any) -> None:
    for message, wanted in (
        ("do you carry tide laundry gel or just the powder", {"Gel", "Powder"}),
        ("is there tide in gel form", {"Gel"}),
        ("do u have heinz ketchup or mayo", {"Ketchup", "Mayonnaise"}),
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = " ".join(names(turn))
        assert all(word in shown for word in wanted), (message, names(turn))
        assert "couldn't find" not in turn.end["content"], message


async def test_a_need_with_no_brand_stays_a_need(client: Any) -> None:
    for message, guest in (("any diet drinks?", GUEST_A), ("ابي مشروبات دايت", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert _kept_to_a_need(turn), (message, texts(turn))
