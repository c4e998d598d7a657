"""An allergen's word that is part of a product's own name, over a real socket: "does the
peanut butter have gluten in it", "زبدة الفول السوداني فيها حليب؟", "peanut butter feeh
7aleeb?" are asked of the Goody Peanut Butter, never of the Lurpak butter the word "butter"
alone would find. An allergen asked about stays out of the name ("is there milk in the kitkat"
is the KitKat's), and a tree nut asked by its own name ("فيه بندق؟") of a named bar is that
bar's allergens, however like a complaint the question reads."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, send

PEANUT_BUTTER = "p-1612"
LURPAK = {"p-0223", "p-0224", "p-0225"}


def _shown_ids(turn: Turn) -> list[str]:
    ids = [b["product"]["_id"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
    for block in turn.end["blocks"]:
        if block["kind"] == "products":
            ids += [product["_id"] for product in block["products"]]
    return ids


async def _asked_of_the_peanut_butter(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = _shown_ids(turn)
        assert PEANUT_BUTTER in shown and not LURPAK & set(shown), (message, shown)
        assert "cart_action" not in kinds(turn), message


async def test_asked_of_the_peanut_butter_in_english(client: Any) -> None:
    await _asked_of_the_peanut_butter(
        client,
        (
            "does the peanut butter have gluten in it",
            "does peanut butter have milk",
            "does the peanut butter have dairy",
            "is peanut butter gluten free",
            "peanut butter any gluten?",
            "is there gluten in the peanut butter",
            "is the peanut butter lactose free",
            "peanut butter contains milk?",
            "peanut butter, does it have eggs?",
            "is your peanut butter dairy free",
        ),
    )


async def test_asked_of_the_peanut_butter_in_arabic(client: Any) -> None:
    await _asked_of_the_peanut_butter(
        client,
        (
            "زبدة الفول السوداني فيها جلوتين؟",
            "زبدة الفول السوداني فيها حليب؟",
            "هل زبدة الفول السوداني فيها قمح",
            "زبدة الفول السوداني جودي فيها بيض؟",
            "زبده الفول السوداني فيها لاكتوز",
            "زبدة الفول السوداني نباتيه؟",
            "زبدة فول سوداني فيها جلوتين",
            "بزبدة الفول السوداني في حليب؟",
            "زبدة الفول السوداني فيها مواد حليب؟",
            "زبدة الفول السوداني فيها بيض؟",
        ),
    )


async def test_asked_of_the_peanut_butter_in_arabizi(client: Any) -> None:
    await _asked_of_the_peanut_butter(
        client,
        (
            "zebdat el fool el sudani feeha gluten?",
            "peanut butter feeh 7aleeb?",
            "el peanut butter feeh gluten?",
            "zbdat fool sudani feha 7aleeb?",
            "peanut butter fee gluten",
            "el peanut butter vegan?",
            "peanut butter goody feeh bai9?",
            "peanut butter feeha lactose?",
            "el peanut butter 5ali mn el gluten?",
            "peanut butter ynfa3 lel nabati?",
        ),
    )


async def test_the_allergen_asked_is_no_part_of_the_name(client: Any) -> None:
    for message, product in (
        ("is there milk in the kitkat", "p-1110"),
        ("does the milk chocolate have nuts", "p-1106"),
        ("does the galaxy caramel have hazelnuts", "p-1108"),
        ("الجالكسي اللي بالكراميل فيه بندق؟", "p-1108"),
        ("galaxy el caramel feeh mkassarat?", "p-1108"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _shown_ids(turn)[:1] == [product], (message, _shown_ids(turn))
