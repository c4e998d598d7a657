"""Cart edits and short follow-ups as outside shoppers type them, over a real socket:

- a swap that names what goes ("instead of the tide put the gel", "badal il tide 7ot il
  gel", "بدل التايد حط الجل") takes off that line only; when the cart holds none of it, no
  other line goes and what comes is offered alone;
- a swap that names both, either way round, puts on as many as the line it replaces held;
- "one big one instead of them" ("5alah wa7ed kbeer bdalhom", "خله وحده كبيره بدالهم")
  moves the line talked about to its big pack, in the count said;
- several products in one Arabic request ("حط رمان كيلوين وكيوي") are each a line of the one
  proposal ("كيوي" is the kiwi, not the KDD brand);
- "total now?", "how much altogether", "كم صار كله", "kam saar kilah" show the cart.
Their look-alikes (a question about a substitute, a product's own price, a product named
"Total") change nothing of the kind."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, confirm, send

_TIDE_GEL = "p-1902"
_FAIRY = "p-1904"
_LABAN = "p-0203"
_KIWI = "p-0015"
_POMEGRANATE = "p-0012"
_PEPSI = "p-1212"
_SAFFRON = "p-0909"
_TURMERIC = "p-0902"
_KDD_MILK = "p-0207"


async def _holding(client: Any, *adds: str) -> tuple[str, str]:
    """A new shopper whose cart holds what `adds` ask for; the guest and the conversation."""
    guest, conversation = uuid.uuid4().hex, None
    for add in adds:
        added = await send(client, add, conversation, guest=guest)
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        conversation = added.conversation_id
    assert conversation is not None
    return guest, conversation


def _lines(turn: Turn, action_type: str) -> dict[str, int]:
    return {i["productId"]: i["quantity"] for i in turn.action(action_type)["items"]}


def _cart_actions(turn: Turn) -> list[dict[str, Any]]:
    return [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]


async def test_a_swap_naming_a_product_the_cart_lacks_takes_no_other_line(client: Any) -> None:
    for swap in (
        "instead of the tide put the gel",
        "put the tide gel instead of the tide powder",
        "badal il tide 7ot il gel",
        "bdal il tide 7o6 il gel",
        "بدل التايد حط الجل",
    ):
        guest, conversation = await _holding(client, "add 2 fairy lemon")
        turn = await send(client, swap, conversation, guest=guest)
        assert _lines(turn, "add_to_cart") == {_TIDE_GEL: 1}, (swap, turn.end["blocks"])
        done = await confirm(client, turn.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        cart = await client.get("/v1/cart", guest=guest)
        held = {line["productId"]: line["quantity"] for line in cart.results["items"]}
        assert held == {_FAIRY: 2, _TIDE_GEL: 1}, (swap, held)


async def test_a_swap_naming_both_puts_on_as_many_as_it_replaces(client: Any) -> None:
    for swap in (
        "put turmeric instead of the saffron",
        "instead of the saffron put turmeric",
        "swap the saffron for turmeric",
        "بدل الزعفران حط كركم",
        "badal il za3fran 7ot kurkum",
    ):
        guest, conversation = await _holding(client, "add 2 saffron", "add 2 fairy lemon")
        turn = await send(client, swap, conversation, guest=guest)
        assert _lines(turn, "update_cart_item") == {_SAFFRON: 0, _TURMERIC: 2}, (
            swap,
            turn.end["blocks"],
        )


async def test_one_big_one_instead_moves_the_line_to_its_big_pack(client: Any) -> None:
    for adds, swap, count in (
        (("add 2 almarai laban", "add 2 croissants"), "5alah wa7ed kbeer bdalhom", 1),
        (("add 2 almarai laban", "add 2 croissants"), "make it one big one instead of them", 1),
        (("add 2 almarai laban", "add 2 croissants"), "swap them for the big ones", 2),
        (("ضيف ٢ لبن المراعي طازج", "ضيف ٢ كرواسون"), "خله وحده كبيره بدالهم", 1),
        (("ضيف ٢ لبن المراعي طازج",), "بدلهم بالكبير", 2),
        (("7ot 2 laban almarai 6aza",), "bdalhom il kbeer", 2),
    ):
        guest, conversation = await _holding(client, *adds)
        turn = await send(client, swap, conversation, guest=guest)
        items = turn.action("update_cart_item")["items"]
        assert {i["productId"] for i in items} == {_LABAN}, (swap, turn.end["blocks"])
        assert sorted(i["quantity"] for i in items) == [0, count], (swap, items)
        assert items[-1]["variantId"] == f"{_LABAN}-v2", (swap, items)


async def test_several_products_in_one_arabic_request_are_each_a_line(client: Any) -> None:
    for message, wanted in (
        ("حط رمان كيلوين وكيوي", {_POMEGRANATE: 2, _KIWI: 1}),
        ("ضيف ٢ بيبسي وكيوي", {_PEPSI: 2, _KIWI: 1}),
        ("حط رمان وكيوي", {_POMEGRANATE: 1, _KIWI: 1}),
        ("ضيف كيوي", {_KIWI: 1}),
        ("ابي كيوي ٢", {_KIWI: 2}),
        ("add 2 kg pomegranates and kiwi", {_POMEGRANATE: 2, _KIWI: 1}),
        ("7ot rumman 2 kilo w kiwi", {_POMEGRANATE: 2, _KIWI: 1}),
        ("7ot 2 pepsi w kiwi", {_PEPSI: 2, _KIWI: 1}),
        # the brand's own name still names the brand
        ("ضيف حليب كي دي دي", {_KDD_MILK: 1}),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _lines(turn, "add_to_cart") == wanted, (message, turn.end["blocks"])


async def test_what_it_all_comes_to_shows_the_cart(client: Any) -> None:
    guest, conversation = await _holding(client, "add 2 pepsi cans")
    for message in (
        "total now?",
        "how much altogether",
        "how much is it all now",
        "how much is everything",
        "what do i owe",
        "كم صار كله",
        "كم كله الحين",
        "كم صار الكل؟",
        "kam saar kilah",
        "kam kilah now",
    ):
        turn = await send(client, message, conversation, guest=guest)
        assert kinds(turn)[0] == "cart_summary", (message, kinds(turn))
        assert not _cart_actions(turn), message


async def test_a_products_price_or_a_product_called_total_is_no_cart_total(client: Any) -> None:
    guest, conversation = await _holding(client, "add 2 pepsi cans")
    for message in ("how much is it", "colgate total toothpaste", "بكم البيبسي؟"):
        turn = await send(client, message, conversation, guest=guest)
        assert "cart_summary" not in kinds(turn), (message, kinds(turn))
    for message in ("what can i use instead of saffron", "شو استخدم بدال الزعفران؟"):
        turn = await send(client, message, conversation, guest=guest)
        assert not _cart_actions(turn), (message, turn.end["blocks"])


async def test_a_count_of_the_one_shown_beside_other_goods_adds_both(client: Any) -> None:
    for message, count, other in (
        ("3 of it and pepsi", 3, _PEPSI),
        ("3 of those and 2 pepsi", 3, _PEPSI),
        ("3 min'ha w pepsi", 3, _PEPSI),
        ("3 minha w pepsi", 3, _PEPSI),
        ("2 minhom w kiwi", 2, _KIWI),
        ("ضيف ٣ منها وبيبسي", 3, _PEPSI),
        ("٣ منها وبيبسي", 3, _PEPSI),
        ("عطني ٢ منهم وكيوي", 2, _KIWI),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, "show me lays chips", guest=guest)
        picked = await send(client, "the spicy one", shown.conversation_id, guest=guest)
        [spicy] = [
            b["product"]["_id"] for b in picked.end["blocks"] if b["kind"] == "product_detail"
        ]
        turn = await send(client, message, picked.conversation_id, guest=guest)
        wanted = {spicy: count, other: 2 if message.startswith("3 of those") else 1}
        assert _lines(turn, "add_to_cart") == wanted, (message, turn.end["blocks"])


async def test_a_question_about_a_count_of_the_one_shown_adds_nothing(client: Any) -> None:
    for message in ("are 3 of those enough for 5 kids?", "هل ٣ منها تكفي ٥ عيال؟"):
        guest = uuid.uuid4().hex
        shown = await send(client, "show me lays chips", guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        assert not _cart_actions(turn), (message, turn.end["blocks"])


async def test_a_bare_swap_after_one_substitute_swaps_that_substitute_in(client: Any) -> None:
    for add, ask, swap in (
        ("add saffron", "saffron is pricey, what can i use instead", "swap it"),
        ("add saffron", "saffron is pricey, what can i use instead", "ok swap it then"),
        ("ضيف زعفران", "الزعفران غالي شنو البديل", "بدله"),
        ("ضيف زعفران", "الزعفران غالي شنو البديل", "طيب بدله"),
        ("ضيف زعفران", "el za3faran ghali, shno a7o6 badala?", "badla"),
        ("ضيف زعفران", "el za3faran ghali, shno a7o6 badala?", "bdelha"),
    ):
        guest, conversation = await _holding(client, add)
        asked = await send(client, ask, conversation, guest=guest)
        turn = await send(client, swap, asked.conversation_id, guest=guest)
        assert _lines(turn, "update_cart_item") == {_SAFFRON: 0, _TURMERIC: 1}, (
            swap,
            turn.end["blocks"],
        )


async def test_a_swap_asked_about_after_a_substitute_changes_nothing(client: Any) -> None:
    for ask, message in (
        ("saffron is pricey, what can i use instead", "what else can i swap it with?"),
        ("الزعفران غالي شنو البديل", "شو غير البديل؟"),
    ):
        guest, conversation = await _holding(client, "add saffron")
        asked = await send(client, ask, conversation, guest=guest)
        turn = await send(client, message, asked.conversation_id, guest=guest)
        assert not _cart_actions(turn), (message, turn.end["blocks"])


async def test_one_big_one_instead_revises_the_offer_still_pending(client: Any) -> None:
    for add, swap in (
        ("add 2 croissants and 2 almarai laban", "make it one big one instead of them"),
        ("ضيف ٢ كرواسون و٢ لبن المراعي طازج", "خله وحده كبيره بدالهم"),
        ("7ot 2 croissant w 2 laban almarai", "5alah wa7ed kbeer bdalhom"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, add, guest=guest)
        assert len(offered.action("add_to_cart")["items"]) == 2, (add, offered.end["blocks"])
        turn = await send(client, swap, offered.conversation_id, guest=guest)
        items = turn.action("add_to_cart")["items"]
        laban = [i for i in items if i["productId"] == _LABAN]
        assert [(i["variantId"], i["quantity"]) for i in laban] == [(f"{_LABAN}-v2", 1)], (
            swap,
            items,
        )
        assert len(items) == 2, (swap, items)  # the croissants stay offered
