"""A recipe wished for right after another recipe turn, over a real socket: "i want the
harees recipe", "ابي وصفه هريس", "abi wasfat harees" show the recipe and propose nothing;
its goods asked for ("add the harees stuff", "ضيف اغراض الهريس", "7ut ghrad el harees")
are still proposed."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import send

BEFORE = ("how do i cook lamb best", "وش افضل طريقه اطبخ الغنم", "shlon a6ba5 el ghanam")
WISHED = (
    "i want the harees recipe",
    "harees recipe please",
    "ابي وصفه هريس",
    "ابغى وصفة الهريس",
    "عطني وصفة هريس",
    "abi wasfat harees",
    "abi wasfa el harees",
)
GOODS = ("add the harees stuff", "ضيف اغراض الهريس", "7ut ghrad el harees")


async def test_a_recipe_wished_after_a_recipe_turn_is_shown(client: Any) -> None:
    for n, wished in enumerate(WISHED):
        guest = uuid.uuid4().hex
        before = await send(client, BEFORE[n % len(BEFORE)], guest=guest)
        turn = await send(client, wished, before.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (wished, kinds(turn))
        assert "Harees" in one(turn, "recipe")["recipe"]["name"], wished


async def test_its_goods_asked_for_are_proposed(client: Any) -> None:
    for asked in GOODS:
        guest = uuid.uuid4().hex
        shown = await send(client, "harees recipe", guest=guest)
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        assert turn.action("add_recipe_to_cart")["items"], asked
