"""A bare yes with a verb of putting ("yes put it", "ايه حطه", "ee 7e6ah") takes up exactly
what the reply before offered, over a real socket in English, Gulf Arabic and Arabizi: the
code just checked is proposed again, never the last good added before it; the product a
stand-in answer offered ("want me to add it?"), or the one card shown, after a code was put
on; the goods a dish still lacks, all of them ("حطها": them, of goods). Never another good
from earlier in the conversation."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

_GEL, _CERELAC, _MILK = "p-1902", "p-1810", "p-0201"  # Tide gel, Cerelac, Almarai milk

_BASKET = {
    "en": ("add pampers premium care size 2", "add fresh clean wipes"),
    "ar": ("ضيف حفاضات بامبرز بريميوم كير مقاس ٢", "ضيف مناديل بامبرز فريش كلين"),
    "arabizi": ("7ot pampers premium care size 2", "7ot wipes fresh clean"),
}


async def _turns(client: Any, messages: tuple[str, ...], guest: str) -> Turn:
    """Each message in one conversation, a "!" confirming the proposal just made; the last
    turn."""
    turn: Turn | None = None
    for message in messages:
        if message == "!":
            assert turn is not None
            reply = await confirm(client, turn.action()["actionId"], guest=guest)
            assert reply.status == 200, reply.json
            continue
        turn = await send(client, message, turn.conversation_id if turn else None, guest=guest)
    assert turn is not None
    return turn


@pytest.mark.parametrize(
    ("script", "code", "yes", "guest"),
    [
        ("en", "use code BABY15", "sure, put it on", GUEST_A),
        ("ar", "استخدم كود BABY15", "اوكي حطه", GUEST_B),
        ("arabizi", "abi asta5dim code BABY15", "ok 7e6ah", GUEST_B),
    ],
)
async def test_a_yes_after_a_code_is_that_code(
    client: Any, script: str, code: str, yes: str, guest: str
) -> None:
    diapers, wipes = _BASKET[script]
    turn = await _turns(client, (diapers, "!", wipes, "!", code, yes), guest)
    action = turn.action()
    assert action["actionType"] == "apply_coupon", (yes, action)
    assert action["params"]["couponCode"] == "BABY15"


@pytest.mark.parametrize(
    ("script", "messages", "guest"),
    [
        ("en", ("do you have tide powder", "would the gel do instead?", "yes please put it in"),
         GUEST_A),
        ("ar", ("ابي مسحوق تايد", "الجل يمشي بداله؟", "ايوه حطه"), GUEST_B),
        ("arabizi", ("abi tide powder", "el gel zain badala?", "ee 7e6a"), GUEST_B),
    ],
)  # fmt: skip
async def test_a_yes_after_a_stand_in_offered_is_that_product(
    client: Any, script: str, messages: tuple[str, ...], guest: str
) -> None:
    _, wipes = _BASKET[script]
    turn = await _turns(client, (wipes, "!", *messages), guest)
    [line] = turn.action("add_to_cart")["items"]
    assert (line["productId"], line["quantity"]) == (_GEL, 1), messages


@pytest.mark.parametrize(
    ("script", "messages", "guest"),
    [
        ("en", ("apply BABY15", "!", "got any cerelac?", "ok put it"), GUEST_A),
        ("ar", ("طبق كود BABY15", "!", "فيه سيريلاك؟", "ايه حطه"), GUEST_B),
        ("arabizi", ("7ot code BABY15", "!", "fee cerelac?", "ee 7e6ah"), GUEST_B),
    ],
)
async def test_a_yes_after_a_code_and_a_card_is_that_card(
    client: Any, script: str, messages: tuple[str, ...], guest: str
) -> None:
    diapers, wipes = _BASKET[script]
    turn = await _turns(client, (diapers, "!", wipes, "!", *messages), guest)
    [line] = turn.action("add_to_cart")["items"]
    assert line["productId"] == _CERELAC, (messages, line)


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 2 almarai full fat milk", "!", "what do i still need for harees", "yes put them"),
         GUEST_A),
        (("ضيف ٢ حليب المراعي", "!", "شو باقي احتاج حق الهريس؟", "ايه حطها"), GUEST_B),
        (("7ot 2 7aleeb almarai", "!", "shno ba8i a7taj 7ag il harees?", "ee 7e6hom"), GUEST_B),
    ],
)  # fmt: skip
async def test_a_yes_after_what_a_dish_lacks_is_all_of_it(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    turn = await _turns(client, messages, guest)
    action = turn.action("add_recipe_to_cart")
    ids = [line["productId"] for line in action["items"]]
    assert len(ids) > 2 and _MILK not in ids, ids
