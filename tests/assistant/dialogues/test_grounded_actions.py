"""The assistant acts only on what it understood, over a real socket: a message about
something other than the store is declined with no card, ticket or policy, whatever grocery
word it holds; a cart change is proposed only for a mention the catalogue grounds; and how
each message was read is visible to developers in the inspector's route and in /metrics."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import DEBUG_TOKEN, GUEST_A, GUEST_B
from tests.handlers.assistant_support import send
from tests.handlers.test_metrics import scrape, value

# Everyday requests of other domains, each holding a word the catalogue also holds.
ELSEWHERE = (
    ("my car needs an oil change where should i go", GUEST_A),
    ("how do i freeze my credit card in the bank app", GUEST_A),
    ("is the new apple watch good for swimming", GUEST_A),
    ("can you book me a table for two tonight", GUEST_A),
    ("بطاقتي البنكية انسرقت كيف اوقفها", GUEST_B),
    ("وين اقرب محطة بنزين", GUEST_B),
    ("abi a7jiz 6ayara l dubai ba3d bachir", GUEST_B),
)


@pytest.mark.parametrize(("message", "guest"), ELSEWHERE)
async def test_another_domain_is_declined_with_chips_only(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert kinds(turn) == ["actions"], (message, kinds(turn))
    assert not turn.of("tool_start"), message  # nothing was looked up for it
    reply = turn.end["content"]
    assert is_arabic(reply) == is_arabic(message) or message.startswith("abi"), reply
    assert "shopping" in reply or "التسوق" in reply, reply


@pytest.mark.parametrize(
    ("message", "guest"),
    [("add the cream for my sunburn", GUEST_A), ("ضيف الكريم حق الحروق", GUEST_B)],
)
async def test_a_mention_the_catalogue_only_brushes_is_never_proposed(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert turn.end["content"].endswith(("?", "؟")), turn.end["content"]


@pytest.mark.parametrize(
    "message", ["stain remover for clothes", "a floor cleaner please", "do you sell a coffee maker"]
)
async def test_a_thing_named_after_a_cart_verb_is_no_cart_request(
    client: Any, message: str
) -> None:
    """ "remover", "cleaner", "maker" are a letter or two from "remove", "clean", "make": a
    thing to find, never a line to take off or a cart to empty."""
    turn = await send(client, message, guest=GUEST_A)
    assert not {"cart_action", "cart_summary", "error"} & set(kinds(turn)), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [("add 2 kdd laban", GUEST_A), ("ضيف ٢ لبن كي دي دي", GUEST_B), ("zeed 2 laban kdd", GUEST_B)],
)
async def test_a_grounded_mention_with_a_cart_verb_is_proposed(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    [action] = [block for block in turn.end["blocks"] if block["kind"] == "cart_action"]
    [item] = action["items"]
    assert item["quantity"] == 2 and "Laban" in item["product"]["name"], item


async def test_each_reading_is_in_the_inspector_and_counted(hub_factory, client_for) -> None:
    hub = await hub_factory()
    client = client_for(hub)
    debug = {"Authorization": f"Bearer {DEBUG_TOKEN}"}
    before = await scrape(client, headers=debug)

    declined = await send(client, "how do i freeze my credit card in the bank app", guest=GUEST_A)
    shown = await client.get(
        f"/debug/actors/conversation:{declined.conversation_id}", headers=debug
    )
    assert shown.status == 200, shown.body
    decision = shown.json["results"]["actor"]["lastDecision"]
    assert decision["outcome"] == "declined" and decision["intent"] == "out_of_domain"
    assert decision["offDomain"] >= 0.5, decision

    proposed = await send(client, "add 2 kdd laban", guest=GUEST_A)
    shown = await client.get(
        f"/debug/actors/conversation:{proposed.conversation_id}", headers=debug
    )
    decision = shown.json["results"]["actor"]["lastDecision"]
    assert decision["outcome"] == "proposed" and decision["proposed"] == "add_to_cart"
    [grounded] = decision["grounding"]
    assert grounded["score"] == 1.0 and grounded["mention"] == "kdd laban", grounded

    asked = await send(client, "add 2 milk", guest=GUEST_B)
    shown = await client.get(f"/debug/actors/conversation:{asked.conversation_id}", headers=debug)
    decision = shown.json["results"]["actor"]["lastDecision"]
    assert decision["outcome"] == "asked" and decision["proposed"] is None, decision
    assert decision["grounding"][0]["score"] == 1.0, decision

    after = await scrape(client, headers=debug)
    for outcome in ("declined", "proposed", "asked"):
        moved = value(after, "hub_assistant_decisions_total", decision=outcome)
        assert moved - value(before, "hub_assistant_decisions_total", decision=outcome) == 1
