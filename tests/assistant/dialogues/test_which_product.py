"""A cart proposal is made only for the product the shopper's words pick out, over a real
socket, in English, Gulf Arabic and Arabizi: a kind word that fits several products ("milk",
"حليب", "7aleeb") shows them and asks which, and the pick ("the low fat one", "الثاني",
"kdd", a chip) then proposes it with the count first asked; a specific mention is proposed
at once; a word or size the shopper gave that no fitting product has is never proposed as
another product; the shopper's own orders make a kind word theirs."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, send

FRESH_MILKS = {
    "Almarai Full Fat Fresh Milk",
    "Almarai Low Fat Fresh Milk",
    "KDD Full Cream Fresh Milk",
    "Nadec Full Fat Fresh Milk",
    "Al Rawabi Full Cream Fresh Milk",
    "Baladna Full Fat Fresh Milk",
}


def _proposed(turn: Any) -> list[tuple[str, int]]:
    [action] = [block for block in turn.end["blocks"] if block["kind"] == "cart_action"]
    return [(item["product"]["name"], item["quantity"]) for item in action["items"]]


def _asks(turn: Any) -> bool:
    return "cart_action" not in kinds(turn) and turn.end["content"].endswith(("?", "؟"))


def _chips(turn: Any) -> list[dict[str, str]]:
    return list(one(turn, "actions")["suggestions"])


@pytest.mark.parametrize(
    ("ask", "pick", "wanted", "guest"),
    [
        ("add 2 milk", "the low fat one", "Almarai Low Fat Fresh Milk", GUEST_A),
        ("add 2 milk", "the third one", "KDD Full Cream Fresh Milk", GUEST_A),
        ("ضيف ٢ حليب", "الثاني", "Almarai Low Fat Fresh Milk", GUEST_B),
        ("ضيف ٢ حليب", "اللي قليل الدسم", "Almarai Low Fat Fresh Milk", GUEST_B),
        ("zeed 2 7aleeb", "kdd", "KDD Full Cream Fresh Milk", GUEST_B),
        ("zeed 2 7aleeb", "el thani", "Almarai Low Fat Fresh Milk", GUEST_B),
    ],
)
async def test_a_kind_word_asks_which_and_the_pick_proposes_it_with_the_count(
    client: Any, ask: str, pick: str, wanted: str, guest: str
) -> None:
    asked = await send(client, ask, guest=guest)
    assert _asks(asked), (ask, kinds(asked), asked.end["content"])
    assert set(names(asked)) == FRESH_MILKS, names(asked)
    picked = await send(client, pick, asked.conversation_id, guest=guest)
    assert _proposed(picked) == [(wanted, 2)], (ask, pick)


async def test_a_chip_of_the_question_proposes_that_product(client: Any) -> None:
    asked = await send(client, "add rice", guest=GUEST_A)
    assert _asks(asked) and len(names(asked)) >= 3, names(asked)
    chip = next(c for c in _chips(asked) if c["label"] == "Tilda Thai Jasmine Rice")
    assert chip["prompt"] == "Add Tilda Thai Jasmine Rice", chip
    tapped = await send(client, chip["prompt"], asked.conversation_id, guest=GUEST_A)
    assert _proposed(tapped) == [("Tilda Thai Jasmine Rice", 1)]


@pytest.mark.parametrize(
    ("message", "wanted", "guest"),
    [
        ("add 2 kdd laban", [("KDD Fresh Laban", 2)], GUEST_A),
        ("add low fat milk", [("Almarai Low Fat Fresh Milk", 1)], GUEST_A),
        ("add 2 kg tomatoes", [("Tomatoes (Jordan)", 2)], GUEST_A),
        ("ضيف حليب المراعي قليل الدسم", [("Almarai Low Fat Fresh Milk", 1)], GUEST_B),
        ("zeed 7aleeb nadec", [("Nadec Full Fat Fresh Milk", 1)], GUEST_B),
        ("zeed 2 laban kdd", [("KDD Fresh Laban", 2)], GUEST_B),
    ],
)
async def test_a_mention_that_picks_one_product_is_proposed_at_once(
    client: Any, message: str, wanted: list[tuple[str, int]], guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert _proposed(turn) == wanted, (message, turn.end["content"])


@pytest.mark.parametrize(
    ("message", "said", "guest"),
    [
        ("add nadec low fat milk", "We don't have exactly that", GUEST_A),
        ("add kdd milk 2 litre", "We don't sell that size", GUEST_A),
        ("ضيف حليب نادك قليل الدسم", "ما عندنا هذا بالضبط", GUEST_B),
        ("ضيف حليب كي دي دي ٢ لتر", "ما عندنا هذا الحجم", GUEST_B),
        ("zeed 7aleeb kdd 2 litre", "ما عندنا هذا الحجم", GUEST_B),
        ("add almarai low fat laban", "We don't have exactly that", GUEST_A),
        ("ضيف لبن المراعي قليل الدسم", "ما عندنا هذا بالضبط", GUEST_B),
    ],
)
async def test_a_word_or_size_no_fitting_product_has_is_never_proposed_as_another(
    client: Any, message: str, said: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert _asks(turn), (message, kinds(turn))
    assert turn.end["content"].startswith(said), turn.end["content"]
    assert "products" in kinds(turn)


@pytest.mark.parametrize(
    ("message", "wanted"),
    [
        ("add milk", "Almarai Full Fat Fresh Milk"),
        ("ضيف لبن", "Almarai Fresh Laban Full Fat"),
        ("zeed 3aish", "Tilda Pure Basmati Rice"),
    ],
)
async def test_the_one_the_customer_bought_before_is_theirs(
    client: Any, message: str, wanted: str
) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert [name for name, _ in _proposed(turn)] == [wanted], turn.end["content"]


async def test_it_after_a_list_of_a_kind_asks_and_after_a_named_product_proposes(
    client: Any,
) -> None:
    milk = await send(client, "do you have milk", guest=GUEST_A)
    for message in ("add it", "add 2", "ok"):
        turn = await send(client, message, milk.conversation_id, guest=GUEST_A)
        assert "cart_action" not in kinds(turn), message
    laban = await send(client, "عندكم لبن كي دي دي؟", guest=GUEST_B)
    turn = await send(client, "ضيف ٢", laban.conversation_id, guest=GUEST_B)
    assert _proposed(turn) == [("KDD Fresh Laban", 2)]


@pytest.mark.parametrize(
    ("change", "pick", "wanted", "guest"),
    [
        (
            "remove the milk",
            "the kdd one",
            ("remove_cart_item", "KDD Full Cream Fresh Milk", 1),
            GUEST_A,
        ),
        (
            "change the milk to 3",
            "the second one",
            ("update_cart_item", "Almarai Low Fat Fresh Milk", 3),
            GUEST_A,
        ),
        ("احذف الحليب", "الاول", ("remove_cart_item", "KDD Full Cream Fresh Milk", 1), GUEST_B),
        (
            "5ali el 7aleeb 3",
            "el thani",
            ("update_cart_item", "Almarai Low Fat Fresh Milk", 3),
            GUEST_B,
        ),
    ],
)
async def test_a_change_of_one_of_two_alike_cart_lines_asks_which(
    client: Any, change: str, pick: str, wanted: tuple[str, str, int], guest: str
) -> None:
    conversation = None
    for message in ("add kdd milk", "add almarai low fat milk"):
        added = await send(client, message, conversation, guest=guest)
        conversation = added.conversation_id
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.body
    asked = await send(client, change, conversation, guest=guest)
    assert _asks(asked), (change, kinds(asked), asked.end["content"])
    assert names(asked) == ["KDD Full Cream Fresh Milk", "Almarai Low Fat Fresh Milk"]
    picked = await send(client, pick, conversation, guest=guest)
    kind, name, quantity = wanted
    [item] = picked.action(kind)["items"]
    assert (item["product"]["name"], item["quantity"]) == (name, quantity), (change, pick)


@pytest.mark.parametrize(
    ("context", "message", "guest"),
    [
        (None, "why did you add kdd laban", GUEST_A),
        (None, "did you add the milk?", GUEST_A),
        (None, "ليش حطيت لبن كي دي دي", GUEST_B),
        (None, "lesh 7a6ait laban kdd", GUEST_B),
        ("recipe for machboos", "what can i use instead of the chicken", GUEST_A),
        ("وصفة مجبوس", "شو استخدم بدال الدجاج؟", GUEST_B),
    ],
)
async def test_a_question_about_a_change_proposes_none(
    client: Any, context: str | None, message: str, guest: str
) -> None:
    conversation = None
    if context is not None:
        conversation = (await send(client, context, guest=guest)).conversation_id
    turn = await send(client, message, conversation, guest=guest)
    assert "cart_action" not in kinds(turn), (message, kinds(turn))
