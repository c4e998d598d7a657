"""Whatever arrives, the brain answers: random word salad, stale memory, long messages."""

from __future__ import annotations

import json
import random

from hub.assistant.brain.lexicon import CONCEPTS
from hub.assistant.brain.replies import prose
from hub.storefront import seed
from tests.assistant.brain.harness import DIGITS, Chat, demo_store


def _vocabulary() -> list[str]:
    words = [" ".join(phrase) for phrases in CONCEPTS.values() for phrase in phrases]
    words += [product["name"]["en"] for product in seed.PRODUCTS[::7]]
    words += [product["name"]["ar"] for product in seed.PRODUCTS[::11]]
    words += ["2", "٣", "half", "kg", "كيلو", "FRESH10", "KW-100231", "?", "؟", "the second one"]
    return words


async def test_random_messages_always_get_an_answer_with_paired_tools():
    rng = random.Random(20250301)
    vocabulary = _vocabulary()
    for customer in (False, True):
        chat = Chat(await demo_store(), customer=customer)
        await chat.empty_cart()
        for _ in range(150):
            message = " ".join(rng.choice(vocabulary) for _ in range(rng.randint(1, 6)))
            reply = await chat.send(message)
            assert reply.text.strip(), message
            assert not DIGITS.search(reply.text), message
            reply.assert_well_formed()
            assert "actions" in reply.kinds or reply.proposed, message
            json.dumps(chat.memory)


async def test_memory_pointing_at_products_that_are_gone():
    chat = Chat(await demo_store())
    chat.memory.update({"shownProductIds": ["p-9998", "p-9999"], "focusProductId": "p-9999"})
    for message in ("add it", "the second one", "add two of those"):
        reply = await chat.send(message)
        assert reply.proposed == []
        assert reply.text == prose("products_none", "en")
        assert "error" not in reply.kinds and reply.chips


async def test_memory_of_the_wrong_shape_is_ignored():
    chat = Chat(await demo_store(), customer=True)
    chat.memory.update(
        {"shownProductIds": "p-0001", "focusProductId": 7, "recipeId": ["x"], "orderId": {}}
    )
    assert (await chat.send("add it")).proposed == []
    assert "recipe" not in (await chat.send("add this recipe to my cart")).proposed
    assert (await chat.send("reorder that order")).proposed == ["reorder"]


async def test_a_long_message_is_answered():
    chat = Chat(await demo_store())
    reply = await chat.send(("please add bananas, kdd milk, " * 80)[:2000])
    assert reply.proposed == ["add_to_cart"]
    # the same goods named over and over: each pack once
    assert [item.productId for item in reply.mutations[0].items] == ["p-0001", "p-0207"]
    assert 2 <= len(reply.tools) <= 10  # one search per different item, not per mention
