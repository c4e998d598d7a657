"""The model-backed brain over real sockets: a hub with `HUB_LLM_URL` pointing at a scripted
Chat Completions server, and a shopper's client streaming turns from the hub."""

from __future__ import annotations

import asyncio
import re
import time

import pytest

from bench.harness.model_server import (
    Script,
    answer,
    drop,
    failure,
    finish,
    paced,
    pause,
    raw,
    text,
    tool_call,
)
from hub.assistant.llm.upstream import ModelServer
from hub.settings import HubSettings
from tests.assistant.test_money_filter import CORPUS
from tests.conftest import GUEST_A, customer_token, hub_settings
from tests.handlers.assistant_support import read, send

MONEY = re.compile(r"[0-9\u0660-\u0669]\s*(?:KWD|KD|fils|د\.ك)|(?:KWD|KD)\s*[0-9]", re.I)


@pytest.fixture
def client(llm_hub, client_for):
    return client_for(llm_hub)


def fallbacks(hub, cause: str) -> float:
    value = hub.metrics.registry.get_sample_value(
        "hub_assistant_brain_fallbacks_total", {"cause": cause}
    )
    return value or 0.0


def joined(turn) -> str:
    return "".join(d["delta"] for d in turn.of("text_delta"))


def turns_counted(hub, outcome: str) -> float:
    labels = {"brain": "llm", "outcome": outcome}
    return hub.metrics.registry.get_sample_value("hub_assistant_turns_total", labels) or 0.0


async def test_the_model_words_stream_as_deltas_and_are_saved(llm_hub, client, model):
    model.play(answer(text("Hello", " there,", " how can", " I help?"), finish()))
    turn = await send(client, "hi", guest=GUEST_A)
    assert turn.names[:2] == ["message_start", "user_message"]
    assert turn.names[-1] == "message_end"
    assert len(turn.of("text_delta")) >= 2
    assert joined(turn) == turn.end["content"] == "Hello there, how can I help?"
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["messages"][-1] == turn.end
    assert turns_counted(llm_hub, "answered") == 1
    request = model.requests[0]
    assert request["model"] == "test-model" and request["stream"] is True
    assert request["messages"][0]["role"] == "system"
    assert request["messages"][-1] == {"role": "user", "content": "hi"}
    assert {tool["function"]["name"] for tool in request["tools"]} >= {
        "search_products",
        "propose_cart_change",
        "view_cart",
        "hand_off",
    }
    assert request["tool_choice"] == "auto"
    assert request["stream_options"] == {"include_usage": True}


async def test_a_fast_model_is_relayed_whole_in_fewer_pieces(client, model):
    model.play(paced(60, 400))  # a token every 2.5 ms, 150 ms in all
    turn = await send(client, "tell me everything", guest=GUEST_A)
    words = " ".join(f"word{n}" for n in range(60))
    assert joined(turn) == turn.end["content"] == words
    assert len(turn.of("text_delta")) < 30  # pieces of what came in between, not tokens


async def test_a_connection_left_unread_between_pieces_serves_the_next_turn(llm_hub, client, model):
    """Between two pieces the hub does not read the model's connection; kept alive, the
    same connection must read the next reply in full."""
    words = " ".join(f"word{n}" for n in range(12))
    for question in ("first", "second"):
        model.play(paced(12, 40))  # a token every 25 ms: several pieces a turn
        turn = await send(client, question, guest=GUEST_A)
        assert joined(turn) == turn.end["content"] == words
        assert len(turn.of("text_delta")) > 1
    assert fallbacks(llm_hub, "timeout") == fallbacks(llm_hub, "dropped") == 0
    assert model.cut_short == 0


def ending_apart(script: Script, seconds: float) -> Script:
    script.ends_after = seconds
    return script


async def test_short_replies_and_tool_rounds_keep_one_connection_to_the_model(client, model):
    """Servers end a reply's body in a write of their own after `[DONE]`; read to its end,
    the connection serves the next round and the next turn instead of a new one each."""
    for question in ("milk please", "and bread", "thanks"):
        model.play(
            ending_apart(
                answer(tool_call("search_products", '{"query": "milk"}'), finish("tool_calls")),
                0.02,
            ),
            ending_apart(answer(text("Done."), finish()), 0.02),
        )
        turn = await send(client, question, guest=GUEST_A)
        assert turn.end["content"] == "Done."
    assert len(model.requests) == 6
    assert model.connections_asked_on == 1


async def test_a_reply_read_slowly_ends_at_once_and_keeps_its_connection(model):
    """`[DONE]` read from what came in while the brain was busy, with the connection paused
    until the next relay: the body's end must still be read at once, not after a timeout."""
    server = ModelServer(hub_settings(llm_url=model.url, llm_model="test-model"))
    try:
        for _ in range(2):
            model.play(ending_apart(answer(text("Hi ", "there."), finish()), 0.1))
            began = time.monotonic()
            said = []
            async for chunk in server.stream([{"role": "user", "content": "hi"}], []):
                said.append(chunk.text)
                await asyncio.sleep(0.05)  # the rest of the reply arrives meanwhile
            assert "".join(said) == "Hi there."
            assert time.monotonic() - began < 0.4  # BODY_END_SECONDS is 0.5
    finally:
        await server.close()
    assert model.connections_asked_on == 1


async def test_a_body_that_does_not_end_after_done_costs_its_connection_not_the_turn(
    llm_hub, client, model
):
    model.play(ending_apart(answer(text("Here ", "you go."), finish()), 5.0))
    began = time.monotonic()
    turn = await send(client, "hi", guest=GUEST_A)
    assert turn.end["content"] == "Here you go."
    assert time.monotonic() - began < 2.0  # not held until the server ends the body
    model.play(answer(text("Again."), finish()))
    assert (await send(client, "again", guest=GUEST_A)).end["content"] == "Again."
    assert model.connections_asked_on == 2
    assert fallbacks(llm_hub, "timeout") == fallbacks(llm_hub, "dropped") == 0


async def test_a_tool_call_split_across_chunks_runs_on_the_store(client, model):
    model.play(
        answer(
            tool_call("search_products", '{"query": "milk", "in_stock_only": true}', parts=4),
            finish("tool_calls"),
        ),
        answer(text("Here is the milk we have."), finish()),
    )
    turn = await send(client, "do you have milk", guest=GUEST_A)
    assert turn.names[-1] == "message_end"
    starts, ends = turn.of("tool_start"), turn.of("tool_end")
    assert [s["name"] for s in starts] == ["search_products"]
    assert ends == [{"name": "search_products", "callId": starts[0]["callId"], "ok": True}]
    [products] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
    assert products["products"] and all("Milk" in p["name"] for p in products["products"][:1])
    assert all(isinstance(p["price"], int) for p in products["products"])
    # The model got names and references back, never a store id or a price.
    [result] = model.tool_results()
    first = result["products"][0]
    assert first["product"] == "P1" and "Milk" in first["name"]
    assert "price" not in str(result).lower() and "p-0" not in str(result)


async def test_a_budget_filters_what_the_store_shows(client, model):
    model.play(
        answer(tool_call("search_products", '{"query": "fresh milk"}'), finish()),
        answer(text("All of them."), finish()),
        answer(
            tool_call("search_products", '{"query": "fresh milk", "max_price_kwd": 0.44}'), finish()
        ),
        answer(text("These fit your budget."), finish()),
    )
    everything = await send(client, "fresh milk", guest=GUEST_A)
    within = await send(client, "fresh milk under 440 fils", guest=GUEST_A)
    [all_cards] = [b["products"] for b in everything.end["blocks"] if b["kind"] == "products"]
    [cheap_cards] = [b["products"] for b in within.end["blocks"] if b["kind"] == "products"]
    assert any(card["price"] > 440 for card in all_cards)
    assert cheap_cards and all(card["price"] <= 440 for card in cheap_cards)
    assert {c["_id"] for c in cheap_cards} == {c["_id"] for c in all_cards if c["price"] <= 440}


async def test_cart_changes_are_proposals_until_the_owner_confirms(client, model):
    model.play(
        answer(tool_call("search_products", '{"query": "milk"}'), finish()),
        answer(
            tool_call(
                "propose_cart_change",
                '{"type": "add_to_cart", "items": [{"product": "P1", "quantity": 2}]}',
            ),
            finish(),
        ),
        answer(text("Confirm to add it."), finish()),
    )
    turn = await send(client, "add two milk", guest=GUEST_A)
    action = turn.action("add_to_cart")
    assert action["status"] == "pending" and action["items"][0]["quantity"] == 2
    cart = await client.get("/v1/cart", guest=GUEST_A)
    assert cart.results["items"] == []
    confirmed = await client.post(
        f"/v1/assistant/actions/{action['actionId']}/confirm", guest=GUEST_A
    )
    assert confirmed.status == 200
    cart = await client.get("/v1/cart", guest=GUEST_A)
    assert cart.results["items"][0]["quantity"] == 2


async def test_a_reference_the_model_made_up_is_a_failed_call_it_can_recover_from(client, model):
    model.play(
        answer(tool_call("product_detail", '{"product": "P42"}'), finish()),
        answer(text("I could not find that one."), finish()),
    )
    turn = await send(client, "tell me about it", guest=GUEST_A)
    assert turn.of("tool_end")[0]["ok"] is False
    assert turn.end["content"] == "I could not find that one."
    assert "unknown product" in model.tool_results()[0]["error"]


async def test_money_the_model_writes_never_reaches_the_shopper(client, model):
    model.play(
        answer(
            text(
                "Fresh milk is 1.",
                "500 KWD, the",
                " laban KD 0.",
                "750, and eggs 750 fi",
                "ls.",
                " ٠٫٧٥٠ د.ك",
            ),
            finish(),
        )
    )
    turn = await send(client, "how much is milk", guest=GUEST_A)
    shown = joined(turn)
    assert shown == turn.end["content"]
    assert not MONEY.search(shown), shown
    assert "Fresh milk is" in shown and "eggs" in shown
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert not MONEY.search(thread["messages"][-1]["content"])


async def test_no_spelling_of_the_attack_corpus_reaches_the_shopper_or_the_thread(client, model):
    """The hostile model writes all 34 spellings, each split in two chunks mid-amount."""
    chunks: list[str] = []
    for number, (spelling, _) in enumerate(CORPUS):
        middle = len(spelling) // 2
        chunks += [f"Item {number} is {spelling[:middle]}", f"{spelling[middle:]} today. "]
    model.play(answer(text(*chunks), finish()))
    turn = await send(client, "how much is everything", guest=GUEST_A)
    shown = joined(turn)
    expected = " ".join(
        f"Item {number} is {kept + ' ' if kept else ''}today."
        for number, (_, kept) in enumerate(CORPUS)
    )
    assert shown == expected
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["messages"][-1]["content"] == expected


async def test_the_shoppers_language_reaches_the_model(client, model):
    model.play(answer(text("أهلاً"), finish()))
    await send(client, "مرحبا", guest=GUEST_A, language="ar")
    assert "Arabic" in model.requests[0]["messages"][0]["content"]


async def test_history_goes_to_the_model_on_the_next_turn(client, model):
    model.play(answer(text("We have milk."), finish()), answer(text("Yes."), finish()))
    first = await send(client, "do you have milk", guest=GUEST_A)
    await send(client, "is it fresh", first.conversation_id, guest=GUEST_A)
    messages = model.requests[1]["messages"]
    assert [m["role"] for m in messages[1:]] == ["user", "assistant", "user"]
    assert messages[2]["content"] == "We have milk."


FAILURES = [
    ("http_429", [failure(429)]),
    ("http_500", [failure(500, "internal")]),
    ("dropped", [answer(text("Let me"), drop())]),
    ("malformed", [answer(text("Let me"), raw("{not json"))]),
    ("unknown_tool", [answer(tool_call("teleport", "{}"), finish())]),
    ("malformed_arguments", [answer(tool_call("search_products", '{"query": '), finish())]),
    ("malformed_arguments", [answer(tool_call("search_products", '{"limit": 3}'), finish())]),
    (
        "tool_loop",
        [answer(tool_call("view_cart", "{}", call_id=f"c{n}"), finish()) for n in range(8)],
    ),
]


@pytest.mark.parametrize(("cause", "scripts"), FAILURES, ids=[f[0] for f in FAILURES])
async def test_a_failing_model_hands_the_turn_to_the_embedded_brain(
    llm_hub, client, model, cause: str, scripts: list[Script]
):
    model.play(*scripts)
    turn = await send(client, "do you have milk", guest=GUEST_A)
    assert turn.names[-1] == "message_end", turn.names
    assert any(b["kind"] == "products" for b in turn.end["blocks"])
    assert joined(turn) == turn.end["content"]
    assert fallbacks(llm_hub, cause) == 1
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["messages"][-1] == turn.end


async def test_a_model_slower_than_the_timeout_is_a_fallback(hub_factory, client_for, model):
    hub = await hub_factory(llm_url=model.url, llm_timeout_seconds=0.3)
    model.play(answer(text("Let"), pause(2), text(" me think"), finish()))
    turn = await send(client_for(hub), "do you have milk", guest=GUEST_A)
    assert turn.names[-1] == "message_end"
    assert any(b["kind"] == "products" for b in turn.end["blocks"])
    assert fallbacks(hub, "timeout") == 1


async def test_an_unreachable_model_is_a_fallback(hub_factory, client_for):
    hub = await hub_factory(llm_url="http://127.0.0.1:9/v1", llm_timeout_seconds=2)
    turn = await send(client_for(hub), "do you have milk", guest=GUEST_A)
    assert turn.names[-1] == "message_end"
    assert fallbacks(hub, "unreachable") == 1


async def test_upstream_requests_are_bounded_and_waiting_turns_start_at_once(
    hub_factory, client_for, model
):
    import asyncio

    hub = await hub_factory(llm_url=model.url, llm_max_concurrency=1)
    client = client_for(hub)
    slow = answer(text("one"), pause(0.3), text(" two"), finish())
    model.play(slow, slow, slow)
    streams = [
        await client.stream(
            "POST", "/v1/assistant/messages", json={"message": "hi"}, token=customer_token(f"c{n}")
        )
        for n in range(3)
    ]
    for stream in streams:
        opening = [(await stream.next_event(timeout=2)).event for _ in range(2)]
        assert opening == ["message_start", "user_message"]
    ends = await asyncio.gather(*(stream.rest() for stream in streams))
    for stream, rest in zip(streams, ends, strict=True):
        stream.close()
        assert rest[-1].event == "message_end"
        assert rest[-1].data["message"]["content"] == "one two"
    assert model.most_at_once == 1


async def test_the_models_token_count_closes_a_full_thread(hub_factory, client_for, model):
    hub = await hub_factory(llm_url=model.url, conversation_max_tokens=500)
    client = client_for(hub)
    model.play(answer(text("Short answer."), finish(completion_tokens=600)))
    turn = await send(client, "hi", guest=GUEST_A)
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "closed"


async def test_the_models_prompt_tokens_count_against_the_thread_too(
    hub_factory, client_for, model
):
    hub = await hub_factory(llm_url=model.url, conversation_max_tokens=500)
    client = client_for(hub)
    model.play(answer(text("Short."), finish(completion_tokens=20, prompt_tokens=300)))
    first = await send(client, "hi", guest=GUEST_A)
    thread = await read(client, first.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "active"  # 320 of 500
    model.play(answer(text("Again."), finish(completion_tokens=20, prompt_tokens=330)))
    await send(client, "and?", first.conversation_id, guest=GUEST_A)
    thread = await read(client, first.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "closed"  # 670: the prompts filled it


async def test_asking_for_a_person_opens_a_ticket(client, model):
    token = customer_token("demo-1")
    model.play(
        answer(tool_call("hand_off", '{"reason": "late order"}'), finish()),
        answer(text("A colleague will take over."), finish()),
    )
    turn = await send(client, "I want to talk to a person", token=token)
    [handoff] = [b for b in turn.end["blocks"] if b["kind"] == "handoff"]
    assert handoff["ticketNumber"].startswith("T-")
    thread = await read(client, turn.conversation_id, token=token)
    assert thread["conversation"]["status"] == "handed_off"
    again = await client.post(
        f"/v1/assistant/conversations/{turn.conversation_id}/handoff", token=token
    )
    assert again.results["ticketNumber"] == handoff["ticketNumber"]


def test_the_llm_brain_without_a_model_server_refuses_to_start():
    with pytest.raises(ValueError, match="HUB_LLM_URL"):
        HubSettings(brain="llm", dev=True)
    assert HubSettings(llm_url="http://127.0.0.1:8000/v1", dev=True).brain == "llm"
    assert HubSettings(dev=True).brain == "embedded"


async def test_a_long_thread_is_cut_to_fit_oldest_first(client, model):
    long = [f"{n} " + "tell me more about groceries " * 65 for n in range(8)]
    first = await send(client, long[0], guest=GUEST_A)
    for text_ in long[1:]:
        await send(client, text_, first.conversation_id, guest=GUEST_A)
    messages = model.requests[-1]["messages"]
    users = [m["content"] for m in messages if m["role"] == "user"]
    assert users[-1] == long[-1]
    assert long[0] not in users and long[-2] in users
    history = sum(len(m["content"]) for m in messages[1:-1])
    assert history <= 12_000
