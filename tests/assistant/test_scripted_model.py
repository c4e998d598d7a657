"""The scripted model's own clock, as `bench/long_turns.py` reads it: the model is charged
from the moment a request reached its socket, not from when its busy loop got to it."""

from __future__ import annotations

import sys
import time

import pytest
import ujson
from tornado.httpclient import AsyncHTTPClient

from tests.model_server import ScriptedModel, paced


@pytest.mark.skipif(sys.platform != "linux", reason="the kernel's receive time is Linux's")
async def test_a_request_is_stamped_when_it_reached_the_socket(model: ScriptedModel) -> None:
    model.play(paced(3, 100))
    client = AsyncHTTPClient()
    body = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "probe"}]}
    sent = time.monotonic()
    reply = await client.fetch(
        f"{model.url}/chat/completions", method="POST", body=ujson.dumps(body)
    )
    assert reply.body.decode().rstrip().endswith("data: [DONE]")
    timings = ujson.loads((await client.fetch(f"http://127.0.0.1:{model.port}/timings")).body)
    arrived, handled, first_token = timings["probe"]
    assert sent < arrived < handled <= first_token < time.monotonic()
