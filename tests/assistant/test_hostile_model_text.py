"""What a hostile model can put in its text or its errors reaches the shopper and the log
as text, never as a line of its own: over real sockets, with the model a scripted server."""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Iterator

import pytest

from bench.harness.model_server import answer, failure, finish, pause, text, tool_call
from hub import logs
from tests.conftest import GUEST_A, hub_settings
from tests.handlers.assistant_support import read, send

LINE_BREAKS = "\u2028\u2029\u0085"
# A text record starts with its time, level and logger: `2026-11-29 03:58:00,123 INFO hub ...`.
RECORD = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (DEBUG|INFO|WARNING|ERROR|CRITICAL) ")
FORGED = "\n2026-11-29 03:00:00,000 CRITICAL hub forged: all data lost\r\n"


@pytest.fixture
def client(llm_hub, client_for):
    return client_for(llm_hub)


@pytest.fixture
def text_log() -> Iterator[io.StringIO]:
    """The hub's own text log format, as `python -m hub` configures it, into a buffer."""
    root = logging.getLogger()
    saved, level = list(root.handlers), root.level
    logs.configure(hub_settings(log_format="text", log_level="INFO"))
    written = io.StringIO()
    for handler in root.handlers:
        assert isinstance(handler, logging.StreamHandler)
        handler.setStream(written)
    yield written
    for handler in list(root.handlers):
        root.removeHandler(handler)
    for handler in saved:
        root.addHandler(handler)
    root.setLevel(level)


async def test_unicode_line_breaks_in_a_reply_are_escaped_in_the_sse_data(client, model):
    said = f"one{LINE_BREAKS[0]}two{LINE_BREAKS[1]}three{LINE_BREAKS[2]}four"
    model.play(answer(text(said), finish()))
    stream = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "hi"}, guest=GUEST_A
    )
    try:
        events = await stream.rest()
    finally:
        stream.close()
    assert "".join(e.data["delta"] for e in events if e.event == "text_delta") == said
    for frame in stream.frames:
        assert not set(frame) & set(LINE_BREAKS), frame
        # A parser that splits on every line break sees the lines the hub wrote, no more.
        assert frame.splitlines() == frame.split("\n")


async def test_a_line_break_in_a_tool_name_or_an_error_body_forges_no_log_line(
    client, model, text_log
):
    model.play(
        answer(tool_call(f"search_products{FORGED}", "{}"), finish("tool_calls")),
    )
    await send(client, "milk", guest=GUEST_A)
    model.play(failure(500, f'{{"error": {{"message": "busy{FORGED}"}}}}'))
    await send(client, "milk again", guest=GUEST_A)
    try:
        raise ValueError(FORGED)
    except ValueError:
        logging.getLogger("hub.test").exception("error body: %s", f"boom{FORGED}")
    lines = text_log.getvalue().splitlines()
    assert any("forged" in line for line in lines)  # the hostile text was logged...
    for line in lines:
        # ...inside records: every line is a record or an indented traceback line.
        assert RECORD.match(line) or line.startswith(logs.TRACEBACK_INDENT), line
    assert not any(RECORD.match(line) and " CRITICAL " in line[:40] for line in lines)


async def test_a_reply_past_the_cap_ends_the_turn_with_the_text_so_far(
    hub_factory, client_for, model
):
    hub = await hub_factory(llm_url=model.url, llm_model="test-model", llm_max_reply_chars=300)
    client = client_for(hub)
    piece = "All work and no play makes a dull reply. " * 250  # 10 KB a chunk, 1 MB in all
    model.play(answer(*[step for _ in range(100) for step in (text(piece), pause(0.01))], finish()))
    turn = await send(client, "talk forever", guest=GUEST_A)
    assert turn.names[-1] == "message_end"
    shown = "".join(d["delta"] for d in turn.of("text_delta"))
    assert shown == piece[:300].rstrip() == turn.end["content"]
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["messages"][-1]["content"] == shown
    for _ in range(100):  # the hub dropped the model's stream instead of reading it all
        if model.cut_short:
            break
        await asyncio.sleep(0.05)
    assert model.cut_short == 1
    model.play(answer(text("Short and sweet."), finish()))
    again = await send(client, "and now?", conversation_id=turn.conversation_id, guest=GUEST_A)
    assert again.end["content"] == "Short and sweet."
