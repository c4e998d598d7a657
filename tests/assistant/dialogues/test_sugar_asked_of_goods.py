"""Sugar asked of goods, over a real socket in English, Gulf Arabic and Arabizi: a kind wanted
with no sugar ("juice with no sugar") is a search of that kind's goods that keep it, never
one product's record; whether a product holds sugar or only none added is answered from its
label and figures, never read as a change to the cart; a diabetic's breakfast "that suits
him" is the sugar-free breakfast goods; and goods asked for after that need was said are
shown when none of them is labelled sugar-free, never "we have none"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_FRESH_OJ = "Freshly Squeezed Orange Juice"


async def test_a_kind_wanted_without_sugar_is_searched_for_it(client: Any) -> None:
    for message, guest in (
        ("any juice with no sugar?", GUEST_A),
        ("عندكم عصير بدون سكر؟", GUEST_B),
        ("3indkom 3aseer bdoon sukkar?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _FRESH_OJ in names(turn), (message, kinds(turn))
        assert "product_detail" not in kinds(turn), (message, kinds(turn))


async def test_sugar_or_none_added_is_answered_from_the_label(client: Any) -> None:
    for listing, question, guest in (
        (
            "any juice with no sugar?",
            "the fresh orange one, is it sugar free or just no added sugar?",
            GUEST_A,
        ),
        ("عندكم عصير بدون سكر؟", "البرتقال الطازج صج ما فيه سكر ولا بس بدون سكر مضاف؟", GUEST_B),
    ):
        shown = await send(client, listing, guest=guest)
        turn = await send(client, question, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (question, kinds(turn))
        [detail] = [b for b in turn.end["blocks"] if b["kind"] == "product_detail"]
        assert detail["product"]["name"] == _FRESH_OJ, detail
        assert any("8.4" in text for text in texts(turn)), texts(turn)
    english = await send(
        client, "does the freshly squeezed orange juice have sugar in it?", guest=GUEST_A
    )
    assert any("8.4" in text for text in texts(english)), (kinds(english), texts(english))


async def test_a_diabetics_breakfast_that_suits_him(client: Any) -> None:
    for message, guest in (
        ("my father is diabetic, what breakfast stuff would suit him?", GUEST_A),
        ("ابوي عنده سكر، شنو عندكم حق الريوق يناسبه؟", GUEST_B),
        ("ubooy 3inda sukkar, shno 3indkom 7ag el riyoog ynasba?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        cards = products(turn)
        assert cards and all("sugar_free" in card["dietary"] for card in cards), (
            message,
            kinds(turn),
        )


async def test_goods_asked_after_a_sugar_need_are_shown(client: Any) -> None:
    need = await send(client, "ابوي عنده سكري، شنو عندكم للريوق بدون سكر؟", guest=GUEST_B)
    turn = await send(client, "اكو روب؟", need.conversation_id, guest=GUEST_B)
    assert any("Yoghurt" in name or "Laban" in name for name in names(turn)), (
        kinds(turn),
        turn.end["content"],
    )


async def test_the_no_added_sugar_one_chosen_of_a_list_is_that_one(client: Any) -> None:
    """Of several juices shown, "the one with no added sugar" chooses that one, or asks for
    such goods: never the figures of another product of the list."""
    for listing, choice, guest in (
        ("orange juice", "only the one with no added sugar thanks", GUEST_A),
        ("orange juice", "just the no sugar added one", GUEST_A),
        ("عصير برتقال", "ابغى اللي بدون سكر مضاف بس", GUEST_B),
        ("orange juice", "do any of them have no added sugar?", GUEST_A),
    ):
        shown = await send(client, listing, guest=guest)
        turn = await send(client, choice, shown.conversation_id, guest=guest)
        details = [
            b["product"]["name"] for b in turn.end["blocks"] if b["kind"] == "product_detail"
        ]
        assert all("No Added Sugar" in name for name in details), (choice, details)


async def test_none_added_is_told_apart_from_sugar_free(client: Any) -> None:
    """Asked of the one product in view, "sugar free or only none added" is answered plainly:
    none added, with what its record says of its own sugar."""
    shown = await send(client, "almarai orange juice", guest=GUEST_A)
    turn = await send(
        client,
        "is that one really sugar free or only no added sugar?",
        shown.conversation_id,
        guest=GUEST_A,
    )
    assert any("has no sugar added" in text for text in texts(turn)), (kinds(turn), texts(turn))
