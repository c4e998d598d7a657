"""The floor `bench/long_turns.py --server raw` measures the hub against: its relay must carry
the model's whole reply, in pieces, and keep its connection to the model for the next turn,
or its figures would be those of a server doing less than the hub."""

from __future__ import annotations

import json

import pytest
import tornado.httpserver
import tornado.netutil
import tornado.web
from tornado.httpclient import AsyncHTTPClient

from bench.harness.model_server import ScriptedModel, paced
from bench.harness.raw_turns import RawTurnHandler
from hub.auth import issue_customer_token
from tests.conftest import JWT_SECRET

WORDS = 30


def events(body: bytes) -> list[tuple[str, dict]]:
    found = []
    for frame in body.decode().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in frame.splitlines() if ": " in line)
        if "event" in fields:
            found.append((fields["event"], json.loads(fields["data"])))
    return found


async def test_the_floor_relays_every_word_in_pieces_over_one_model_connection(
    model: ScriptedModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HUB_LLM_URL", model.url)
    monkeypatch.setenv("HUB_JWT_SECRET", JWT_SECRET)
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    server = tornado.httpserver.HTTPServer(
        tornado.web.Application([(r"/v1/assistant/messages", RawTurnHandler)])
    )
    server.add_sockets(sockets)
    url = f"http://127.0.0.1:{sockets[0].getsockname()[1]}/v1/assistant/messages"
    token = issue_customer_token(JWT_SECRET, "floor-shopper", 600)
    words = "".join(f"word{n} " for n in range(WORDS))
    try:
        for turn in range(2):
            model.play(paced(WORDS, 200))
            reply = await AsyncHTTPClient().fetch(
                url,
                method="POST",
                body=json.dumps({"message": f"turn {turn}"}),
                headers={"Authorization": f"Bearer {token}"},
            )
            seen = events(reply.body)
            names = [name for name, _ in seen]
            deltas = [data["delta"] for name, data in seen if name == "text_delta"]
            assert names[0] == "message_start" and names[-1] == "message_end"
            assert "".join(deltas) == words
            assert 1 < len(deltas) < WORDS  # the first word at once, the rest gathered
            assert seen[-1][1]["message"]["content"] == words
    finally:
        server.stop()
    assert model.connections == 1
