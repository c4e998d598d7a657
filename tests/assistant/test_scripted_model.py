"""The clocks `bench/long_turns.py` reads: the model is charged from the moment a request
reached its socket, not from when its busy loop got to it, and a turn's first delta counts
as arrived when it reached the client's socket, not when a busy client got to it."""

from __future__ import annotations

import asyncio
import json
import sys
import time

import pytest
from tornado.httpclient import AsyncHTTPClient

from bench.harness.model_server import ScriptedModel, paced
from bench.harness.turns import TurnStream


@pytest.mark.skipif(sys.platform != "linux", reason="the kernel's receive time is Linux's")
async def test_a_request_is_stamped_when_it_reached_the_socket(model: ScriptedModel) -> None:
    model.play(paced(3, 100))
    client = AsyncHTTPClient()
    body = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "probe"}]}
    sent = time.monotonic()
    reply = await client.fetch(
        f"{model.url}/chat/completions", method="POST", body=json.dumps(body)
    )
    assert reply.body.decode().rstrip().endswith("data: [DONE]")
    timings = json.loads((await client.fetch(f"http://127.0.0.1:{model.port}/timings")).body)
    arrived, handled, first_token = timings["probe"]
    assert sent < arrived < handled <= first_token < time.monotonic()


async def test_a_paced_model_can_wait_before_its_first_token(model: ScriptedModel) -> None:
    model.play(paced(2, 100, first_after=0.2))
    client = AsyncHTTPClient()
    body = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "slow"}]}
    reply = await client.fetch(
        f"{model.url}/chat/completions", method="POST", body=json.dumps(body)
    )
    assert "word0 " in reply.body.decode() and "word1 " in reply.body.decode()
    timings = json.loads((await client.fetch(f"http://127.0.0.1:{model.port}/timings")).body)
    _arrived, handled, first_token = timings["slow"]
    assert first_token - handled >= 0.2


@pytest.mark.skipif(sys.platform != "linux", reason="the kernel's receive time is Linux's")
async def test_a_delta_is_stamped_when_it_reached_the_turn_clients_socket() -> None:
    written: list[float] = []

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.1 200 OK\r\n\r\nevent: text_delta\ndata: {}\n\n")
        written.append(time.monotonic())
        time.sleep(0.05)  # the client's loop (this one) is busy while the delta waits
        await asyncio.sleep(0.05)  # and then reads it, before anything else arrives
        writer.write(b"event: message_end\ndata: {}\n\n")
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    stream = TurnStream(b"POST / HTTP/1.1\r\n\r\n")
    async with server:
        await stream.run(port)
    assert stream.ended and stream.tokens == 1
    assert stream.sent < stream.first_delta < written[0] + 0.02
    assert stream.first_delta_read >= written[0] + 0.05
