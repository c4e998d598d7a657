"""One line of a recipe changed once its goods wait for Confirm, over a real socket in
English, Gulf Arabic and Arabizi: "double the onions", "بس ضاعف البصل", "bas dabil il
thoom" propose the recipe again with only that line doubled, never every line of it; "double
it" still doubles the whole recipe. Once Confirm was tapped, nothing is proposed again."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

ONIONS = "p-0103"
GARLIC = "p-0116"
CHICKEN = "p-0401"
LINES = 12


def _counts(items: list[dict[str, Any]]) -> dict[str, int]:
    return {item["productId"]: item["quantity"] for item in items}


async def test_a_line_doubled_after_the_offer_changes_that_line_alone(client: Any) -> None:
    for said, line, guest in (
        (
            ["machboos recipe please", "put everything in my cart", "actually double the onions"],
            ONIONS,
            GUEST_A,
        ),
        (["عطني وصفة المجبوس", "ضيف كل مكوناتها", "بس ضاعف البصل"], ONIONS, GUEST_B),
        (["wasfat il machboos", "7ut il mokawenat kilha", "bas dabil il thoom"], GARLIC, GUEST_B),
    ):
        *_, then = await conversation(client, said, guest=guest)
        counts = _counts(then.action("add_recipe_to_cart")["items"])
        assert len(counts) == LINES and counts[line] == 2, (said, counts)
        assert all(n == 1 for pid, n in counts.items() if pid != line), (said, counts)


async def test_the_whole_offer_doubled_stays_whole(client: Any) -> None:
    for said, guest in (
        (["machboos recipe please", "put everything in my cart", "double it"], GUEST_A),
        (["عطني وصفة المجبوس", "ضيف كل مكوناتها", "ضاعف الكمية"], GUEST_B),
        (["wasfat il machboos", "7ut il mokawenat kilha", "dabil kil shay"], GUEST_B),
    ):
        *_, then = await conversation(client, said, guest=guest)
        counts = _counts(then.action("add_recipe_to_cart")["items"])
        assert counts[CHICKEN] == 2 and counts[ONIONS] == 2, (said, counts)


async def test_a_change_after_confirm_proposes_nothing_again(client: Any) -> None:
    """Once Confirm was tapped the recipe's goods are in the cart: a count of people or a
    line doubled then is no offer of all its goods a second time."""
    for said, guest in (
        (["machboos recipe please", "put everything in my cart", "we are 9 actually"], GUEST_A),
        (["عطني وصفة المجبوس", "ضيف كل مكوناتها", "ترا احنا ٩ اشخاص"], GUEST_B),
        (["wasfat il machboos", "7ut il mokawenat kilha", "dabil il thoom"], GUEST_B),
    ):
        _, offered = await conversation(client, said[:2], guest=guest)
        action = offered.action("add_recipe_to_cart")["actionId"]
        assert (await confirm(client, action, guest=guest)).status
        then = await send(client, said[2], offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(then), (said, kinds(then))
