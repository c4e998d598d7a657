"""Over a real socket: a worker of another trade coming ("can the technician come tomorrow
morning", "الشغاله بتوصل باجر", "el shaghala bitwa9il bachir") has the shape of a delivery
day but no order of ours is due: it is declined, with no slots, status or product card (a
cleaner is a product here too). Our own driver coming stays ours."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

_OURS = {"delivery_slots", "order_status", "products", "cart_action", "faq"}


async def test_a_worker_of_another_trade_coming_is_declined(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "can the technician come tomorrow morning",
        "can the cleaner come on sunday",
        "الشغاله بتوصل باجر",
        "السباك بيوصل العصر",
        "el shaghala bitwa9il bachir",
    ):
        turn = await send(client, message, token=token)
        assert not _OURS & set(kinds(turn)), (message, kinds(turn))


async def test_our_driver_coming_is_still_the_order_status(client: Any) -> None:
    token = customer_token("demo-3")
    for message in ("when is the driver coming", "المندوب متى يوصل", "el mandoob mata ywa9il"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
    slots = await send(client, "can u come at 5?", guest=GUEST_A)
    assert "delivery_slots" in kinds(slots)
