"""The same past order asked again less a line, or with a line counted anew, over a real
socket in English, Gulf Arabic and Arabizi, signed in: "same as my last order but leave out
the shampoo", "ابي نفس آخر طلبيه بلا الشامبو", "nafs a5er 6alab bs bala el shampoo"; right
after the order was shown, "the same again" ("ابي نفسه", "abi nafsa") less the toast; and a
count said in words beside what is left out ("و خل الحليب واحد"). The order's other lines are
proposed as they were ordered; the order is never only shown, nor the goods left out
searched."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import customer_token
from tests.handlers.assistant_support import Turn, send

# demo-2's last order: Nescafé, low fat milk x2, toast, Kiri squares, shampoo
_COFFEE, _MILK, _TOAST, _KIRI, _SHAMPOO = "p-1301", "p-0202", "p-0304", "p-0221", "p-2006"
_ORDER = "order-demo-2-3"


def _reordered(turn: Turn) -> dict[str, int]:
    action = turn.action("reorder")
    assert action["params"]["orderId"] == _ORDER, action
    return {line["productId"]: line["quantity"] for line in action["items"]}


@pytest.mark.parametrize(
    "message",
    [
        "same as my last order but leave out the shampoo",
        "ابي نفس آخر طلبيه بلا الشامبو",
        "nafs a5er 6alab bs bala el shampoo",
    ],
)
async def test_the_same_order_less_what_is_left_out(client: Any, message: str) -> None:
    turn = await send(client, message, token=customer_token("demo-2"))
    assert _reordered(turn) == {_COFFEE: 1, _MILK: 2, _TOAST: 1, _KIRI: 1}, message


@pytest.mark.parametrize(
    "message",
    [
        "hi, and the same as my last order minus the shampoo",
        "مساء الخير، ونفس آخر طلبيه بلا الشامبو",
        "اطلب لي آخر طلبيه بنفسها بس بلا الشامبو",
        "abi 6alabi el a5eer bnafsa bs bdoon el shampoo",
    ],
)
async def test_the_same_with_and_or_by_run_into_it(client: Any, message: str) -> None:
    """ "ونفس" (and the same), "بنفسها" (that very one) are "the same" written as one word."""
    turn = await send(client, message, token=customer_token("demo-2"))
    assert _reordered(turn) == {_COFFEE: 1, _MILK: 2, _TOAST: 1, _KIRI: 1}, message


@pytest.mark.parametrize(
    ("shown", "again"),
    [
        ("show me my last order", "the same again but without the toast"),
        ("وريني طلبي الأخير", "ابي نفسه بس بدون التوست"),
        ("warni a5er 6alab", "abi nafsa bs bdoon el toast"),
    ],
)
async def test_the_order_just_shown_again_less_a_line(client: Any, shown: str, again: str) -> None:
    token = customer_token("demo-2")
    first = await send(client, shown, token=token)
    turn = await send(client, again, first.conversation_id, token=token)
    assert _reordered(turn) == {_COFFEE: 1, _MILK: 2, _KIRI: 1, _SHAMPOO: 1}, again


@pytest.mark.parametrize(
    "message",
    [
        "same order as last time without the shampoo and just 1 milk",
        "نفس آخر طلب بس بدون الشامبو و خل الحليب واحد",
        "nafs a5er 6alab bs bdoon el shampoo w 5al el 7aleeb wa7id",
    ],
)
async def test_the_same_order_less_a_line_and_another_counted_anew(
    client: Any, message: str
) -> None:
    turn = await send(client, message, token=customer_token("demo-2"))
    assert _reordered(turn) == {_COFFEE: 1, _MILK: 1, _TOAST: 1, _KIRI: 1}, message
