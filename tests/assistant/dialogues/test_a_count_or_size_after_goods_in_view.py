"""A count, a size or a bare "how many" said right after goods were shown or offered is the
order of the goods in view, over a real socket, in English, Gulf Arabic and Arabizi: goods
named again with their amount ("okay oranges, a kilo", "المراعي ٢ لتر، ٣ حبات") are one line
of them in that pack; "add 2" after an out-of-stock product and what there is instead is of
the product offered in its place; "bas 2", "بس ٢" with fillers is that many. A thank-you
stays thanks and a bare "no" to an offer takes it back."""

from __future__ import annotations

import itertools
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, said_after_an_offer
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
PACKS = {v["_id"]: v["name"]["en"] for p in PRODUCTS for v in p.get("variants") or []}

_GUESTS = itertools.count(0x5C0)


def _guest() -> str:
    """A guest of its own for each conversation: no cart carries over from another."""
    return f"{next(_GUESTS):032x}"


async def _line_after(client: Any, first: str, then: str) -> dict[str, Any]:
    guest = _guest()
    shown = await send(client, first, guest=guest)
    turn = await send(client, then, shown.conversation_id, guest=guest)
    [line] = turn.action("add_to_cart")["items"]
    return line


async def test_goods_named_again_with_their_amount_are_one_line_of_that_pack(
    client: Any,
) -> None:
    for first, then, name, count, pack in (
        ("do you have mandarins", "okay oranges, a kilo", "Navel Oranges", 1, None),
        ("ابي حليب المراعي", "المراعي ٢ لتر، ٣ حبات", "Almarai Full Fat Fresh Milk", 3, "2 L"),
        ("abi 7aleeb almarai", "5ala9 almarai el 2 litir, 3 7abat", "Almarai Full Fat", 3, "2 L"),
        ("abi yusfi", "okay burtugal kilo", "Navel Oranges", 1, None),
    ):
        line = await _line_after(client, first, then)
        assert name in NAMES[line["productId"]] and line["quantity"] == count, (then, line)
        if pack is not None:
            assert PACKS[line["variantId"]] == pack, (then, line)


async def test_a_bare_count_is_of_the_product_in_view_or_offered_in_its_place(
    client: Any,
) -> None:
    for first, then, name, count in (
        ("do you have al alali tomato paste", "add 2", "Peeled", 2),
        ("ابي معجون طماط العلالي", "حط ٢", "Peeled", 2),
        ("abi ma3joon tama6 al alali", "7i6 2", "Peeled", 2),
        ("do you have kdd laban", "only 2", "KDD", 2),
        ("عندكم لبن كي دي دي", "بس ٢", "KDD", 2),
        ("3indkom laban kdd", "ok 3 bas", "KDD", 3),
    ):
        line = await _line_after(client, first, then)
        assert name in NAMES[line["productId"]] and line["quantity"] == count, (then, line)


async def test_thanks_stays_thanks_and_a_bare_no_takes_the_offer_back(client: Any) -> None:
    for first, thanks in (("do you have mandarins", "ok thanks"), ("abi yusfi", "ok shukran")):
        guest = _guest()
        shown = await send(client, first, guest=guest)
        turn = await send(client, thanks, shown.conversation_id, guest=guest)
        assert not set(kinds(turn)) & {"cart_action", "products"}, thanks
    for offer, no in (
        ("add 2 kdd laban", "no"),
        ("ضيف ٢ لبن كي دي دي", "لا"),
        ("7ot 2 laban kdd", "la"),
    ):
        guest = _guest()
        turn, confirmed = await said_after_an_offer(client, offer, no, guest)
        assert "cart_action" not in kinds(turn), no
        assert confirmed.status != 200, no
