"""What a guest may do without an account, over a real socket:

- goods for the home asked with the money for them ("abi a8radh el bait w ma3ay 10 KD",
  "household stuff, I only have 10 kd", "ابي مقاضي البيت بحدود ١٠ دينار") are a basket to
  plan: what the home needs is asked and the sum kept, never a saved address to sign in for;
- how much of an amount the cart leaves ("cham baqi 3ala el 10?", "how much is left of my
  budget", "كم باقي لي من ال ١٠ دينار") is the amount less the cart's subtotal, never an
  order's status;
- an add beside a phone line's top-up ("zeedli 5ubz 3arabi w 3abbli rasseed zain 5 KD") is
  the bread proposed and the top-up declined, never the loyalty points.
Their look-alikes still need an account: a delivery sent home, an order's time left, the
points or the wallet asked."""

from __future__ import annotations

import uuid
from typing import Any

from hub.storefront.cards import kwd_text
from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import Turn, confirm, send

_ARABIC_BREAD = "p-0301"


def _signs_in(turn: Turn) -> bool:
    return any(
        b["kind"] == "error" and b.get("code") == "AUTHENTICATION_REQUIRED"
        for b in turn.end["blocks"]
    )


async def test_goods_for_the_home_with_an_amount_are_a_basket_to_plan(client: Any) -> None:
    for message in (
        "i need household stuff, i have 10 kd only",
        "help me buy things for the house with 15 kd",
        "home shopping on a 10 kd budget",
        "I want to get groceries for the home, I've got 12 KD",
        "household essentials under 20 kd please",
        "need house supplies, budget 8 kd",
        "stuff for the house, max 10 kd",
        "I need things for the home, I have 10 KD",
        "ابي اغراض البيت ومعي ١٠ دينار بس",
        "ابي مقاضي البيت بحدود ١٠ دينار",
        "ابي اشتري لوازم البيت ميزانيتي ١٥ دينار",
        "مستلزمات البيت باقل من ٢٠ دينار",
        "ساعدني اشتري اغراض للبيت معاي ٨ دنانير",
        "محتاج مقاضي للبيت عندي ١٠ دينار",
        "اساسيات البيت بحدود ١٢ دينار",
        "salam, abi a8radh el bait w ma3ay 10 KD bs",
        "abi ma8athi el bait b 10 dinar",
        "a7taj 7ajat el bait, 3indi 12 KD",
        "abi agradh lil bait b7dood 10 KD",
        "abi ashtiri lawazim el bait w ma3i 15 KD",
        "ma3i 10 KD bs abi agra9 el bait",
        "abi mgathi lil bait ta7t 10 KD",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert not _signs_in(turn), message
        assert "cart_action" not in kinds(turn), message
        [kept] = texts(turn)
        assert kept.rstrip(".").endswith(("KWD", "د.ك")), (message, kept)


async def test_what_an_amount_leaves_is_read_off_the_cart(client: Any) -> None:
    for plan, asked in (
        ("i need household stuff, i have 10 kd only", "how much is left of my budget?"),
        ("home shopping, budget 10 kd", "how much have i got left from 10kd"),
        ("ابي مقاضي البيت بحدود ١٠ دينار", "كم باقي لي من الميزانيه؟"),
        ("ابي اغراض البيت معي ١٠ دينار", "كم باقي على ال ١٠؟"),
        ("salam, abi a8radh el bait w ma3ay 10 KD bs", "cham baqi 3ala el 10?"),
        ("abi ma8athi el bait b 10 dinar", "kam ba8i li mn el 10 dinar"),
    ):
        guest = uuid.uuid4().hex
        planned = await send(client, plan, guest=guest)
        added = await send(client, "add arabic bread", planned.conversation_id, guest=guest)
        action = added.action("add_to_cart")
        assert (await confirm(client, action["actionId"], guest=guest)).status == 200
        spent = int(action["estimatedTotal"])
        turn = await send(client, asked, planned.conversation_id, guest=guest)
        assert not _signs_in(turn), asked
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        language = "ar" if planned.end["content"][0] > "\u0600" else "en"
        [left] = texts(turn)
        assert kwd_text(10000 - spent)[language] in left, (asked, left)


async def test_an_order_or_the_account_still_needs_signing_in(client: Any) -> None:
    for message in (
        "deliver to my home",
        "ship it to the house please",
        "وصلوه البيت",
        "a6lob lil bait",
        "كم باقي على الطلب",
        "how many points do i have",
        "kam rasidi",
        "كم رصيدي بالمحفظه",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _signs_in(turn), (message, kinds(turn))


async def test_an_add_beside_a_phone_top_up_proposes_the_add(client: Any) -> None:
    for message in (
        "zeedli 5ubz 3arabi w 3abbli rasseed zain 5 KD",
        "add arabic bread and recharge my ooredoo balance",
        "add arabic bread and top up my zain line",
        "ضيف خبز عربي وعبيلي رصيد زين ٥ دينار",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert not _signs_in(turn), message
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == _ARABIC_BREAD, (message, line)
