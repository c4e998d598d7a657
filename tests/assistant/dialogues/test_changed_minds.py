"""Follow-ups that change what was just offered, over a real socket: a new quantity replaces
the pending offer (which can then no longer be confirmed), in English, Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(i["product"]["name"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]


async def test_a_new_quantity_replaces_the_pending_offer(client: Any) -> None:
    for first, change, wanted in (
        ("add 2 kdd milk", "actually make it 4", 4),
        ("ضيف ٢ بيض", "لا خلها ٣", 3),
        ("zeed 2 laban kdd", "la la 5aleha 5", 5),
    ):
        offered = await send(client, first, guest=GUEST_A)
        old = offered.action("add_to_cart")
        changed = await send(client, change, offered.conversation_id, guest=GUEST_A)
        [(name, quantity)] = _lines(changed)
        assert name == old["items"][0]["product"]["name"] and quantity == wanted, change
        refused = await confirm(client, old["actionId"], guest=GUEST_A)
        assert refused.status == 400, change
        assert "cancel" in str(refused.json).lower() or "إلغاء" in str(refused.json), refused.json
        new = changed.action("add_to_cart")["actionId"]
        assert (await confirm(client, new, guest=GUEST_A)).status == 200, change


async def test_changing_one_line_of_an_offer_keeps_the_others(client: Any) -> None:
    offered = await send(client, "zeed 1 laban kdd w 2 samoon", guest=GUEST_A)
    changed = await send(client, "make the bread 5", offered.conversation_id, guest=GUEST_A)
    lines = dict(_lines(changed))
    assert len(lines) == 2 and 1 in lines.values() and 5 in lines.values(), lines


async def test_a_changed_quantity_after_confirming_changes_the_cart_line(client: Any) -> None:
    offered = await send(client, "add 2 kdd milk", guest=GUEST_A)
    action = offered.action("add_to_cart")["actionId"]
    assert (await confirm(client, action, guest=GUEST_A)).status == 200
    changed = await send(client, "actually make it 4", offered.conversation_id, guest=GUEST_A)
    [item] = changed.action()["items"]
    assert item["quantity"] == 4


async def test_a_please_with_a_new_quantity_changes_the_offer(client: Any) -> None:
    offered = await send(client, "add 1 almarai milk", guest=GUEST_A)
    changed = await send(client, "make it 2 pls", offered.conversation_id, guest=GUEST_A)
    [(_, quantity)] = _lines(changed)
    assert quantity == 2


async def test_the_other_one_of_its_kind_replaces_the_offer(client: Any) -> None:
    for first, other, wanted, count in (
        ("add lurpak unsalted butter", "the salted one", "Salted", 1),
        ("add 2 almarai milk", "the low fat one", "Low Fat", 2),
        ("حط ٢ حليب المراعي", "لا ابي قليل الدسم", "Low Fat", 2),
    ):
        offered = await send(client, first, guest=GUEST_A)
        old = offered.action("add_to_cart")
        swapped = await send(client, other, offered.conversation_id, guest=GUEST_A)
        [(name, quantity)] = _lines(swapped)
        assert wanted in name and quantity == count, (other, name, quantity)
        assert (await confirm(client, old["actionId"], guest=GUEST_A)).status == 400, other


async def test_taking_back_an_offer_cancels_it_and_keeps_the_rest(client: Any) -> None:
    offered = await send(client, "add 2 almarai milk and samoon bread", guest=GUEST_A)
    old = offered.action("add_to_cart")
    kept = await send(client, "drop the bread", offered.conversation_id, guest=GUEST_A)
    [(name, quantity)] = _lines(kept)
    assert "Milk" in name and quantity == 2
    assert (await confirm(client, old["actionId"], guest=GUEST_A)).status == 400
    dropped = await send(client, "شيله", offered.conversation_id, guest=GUEST_A)
    assert "cart_action" not in [b["kind"] for b in dropped.end["blocks"]]
    left = kept.action("add_to_cart")["actionId"]
    assert (await confirm(client, left, guest=GUEST_A)).status == 400


async def test_taking_back_a_line_of_an_offer_by_its_place(client: Any) -> None:
    for last, kept_name in (
        ("shil 2a5ir wa7id", "Milk"),
        ("شيل اخر شي", "Milk"),
        ("remove the first one", "Bread"),
    ):
        offered = await send(client, "add 2 almarai milk and samoon bread", guest=GUEST_B)
        kept = await send(client, last, offered.conversation_id, guest=GUEST_B)
        [(name, _)] = _lines(kept)
        assert kept_name in name, (last, name)
        assert "cart_summary" not in [b["kind"] for b in kept.end["blocks"]], last


async def test_them_after_a_counted_list_is_every_item_with_its_count(client: Any) -> None:
    for listed, them in (("2 milk, a bread and eggs", "ok add them"), ("٢ حليب وخبز وبيض", "حطهم")):
        shown = await send(client, listed, guest=GUEST_A)
        added = await send(client, them, shown.conversation_id, guest=GUEST_A)
        lines = _lines(added)
        assert len(lines) == 3 and lines[0][1] == 2, (them, lines)


async def test_and_another_thing_after_an_offer_is_one_offer_with_it(client: Any) -> None:
    for first, more in (
        ("add 2 almarai milk", "w galaxy caramel"),
        ("حط ٢ حليب المراعي", "وكمان خبز صمون"),
    ):
        offered = await send(client, first, guest=GUEST_A)
        old = offered.action("add_to_cart")["actionId"]
        grown = await send(client, more, offered.conversation_id, guest=GUEST_A)
        lines = _lines(grown)
        assert len(lines) == 2 and lines[0][1] == 2, (more, lines)
        assert (await confirm(client, old, guest=GUEST_A)).status == 400, more


async def test_and_another_thing_after_a_confirmed_offer_offers_only_it(client: Any) -> None:
    offered = await send(client, "add 2 lays salted chips", guest=GUEST_B)
    assert (
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_B)
    ).status == 200
    more = await send(client, "and a pepsi cans", offered.conversation_id, guest=GUEST_B)
    [(name, quantity)] = _lines(more)
    assert "Pepsi" in name and quantity == 1, (name, quantity)


async def test_up_to_a_count_of_a_cart_line_sets_it(client: Any) -> None:
    offered = await send(client, "ضيف ١ موز", guest=GUEST_B)
    await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_B)
    raised = await send(client, "زيدها ل ٤", offered.conversation_id, guest=GUEST_B)
    [item] = raised.action("update_cart_item")["items"]
    assert item["quantity"] == 4, item
