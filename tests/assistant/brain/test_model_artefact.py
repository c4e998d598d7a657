"""The shipped intent model: built from the corpus at build time, loaded by a hub, never fitted
by one, refused when it does not match the corpus."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hub.assistant.brain import artefact
from hub.assistant.brain.model import INTENTS, current_hash, load_rows, load_shipped
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.training import train
from tests.services import free_port

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ("hub", "actors", "handlers", "storage", "run.py")
REBUILD = "storefront-hub build-model"

# Starts a hub in this process as `storefront-hub serve` would, answers one shopper's turn
# over a real socket, then prints the turn's events, every package the process imported and
# the hub's own modules among them.
SERVE_ONE_TURN = """
import asyncio, json, os, sys
from hub.app import Hub
from hub.settings import HubSettings
from tests.client import HubClient

async def main():
    hub = Hub(HubSettings.from_environment(os.environ))
    await hub.start()
    stream = await HubClient(f"http://127.0.0.1:{os.environ['HUB_PORT']}").stream(
        "POST", "/v1/assistant/messages", json={"message": "do you have milk"}, guest="a" * 32
    )
    events = [event.event for event in await stream.rest()]
    stream.close()
    await hub.stop()
    return events

events = asyncio.run(main())
print(json.dumps({
    "events": events,
    "packages": sorted({m.split(".")[0] for m in sys.modules}),
    "modules": sorted(m for m in sys.modules if m.startswith("hub.")),
}))
"""


def environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HUB_")}
    return {**env, "HUB_HOST": "127.0.0.1", "HUB_PORT": str(free_port()), **extra}


def serve_one_turn(**extra: str) -> dict[str, list[str]]:
    result = subprocess.run(
        [sys.executable, "-c", SERVE_ONE_TURN],
        cwd=ROOT,
        env=environment(PYTHONPATH=str(ROOT), **extra),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    answer: dict[str, list[str]] = json.loads(result.stdout.splitlines()[-1])
    return answer


def test_the_shipped_model_was_built_from_the_committed_corpus() -> None:
    """When this fails, the corpus or the features changed: run `storefront-hub build-model`
    and commit `hub/assistant/brain/intent_model.zlib`."""
    model = load_shipped()[INTENTS]
    assert sorted(model.labels) == sorted({row["intent"] for row in load_rows("train")})


def test_a_model_saved_and_loaded_ranks_as_the_fitted_one(tmp_path: Path) -> None:
    rows = load_rows("train")[::7]
    fitted = train(rows)
    path = tmp_path / "model.zlib"
    artefact.save({INTENTS: fitted.weights()}, "a-training-hash", path)
    loaded = type(fitted).from_weights(artefact.load("a-training-hash", path)[INTENTS])
    for row in load_rows("heldout")[::11]:
        text = normalise(row["text"]).text
        expected, got = fitted.rank(text), loaded.rank(text)
        assert got.top == expected.top
        assert got.confidence == pytest.approx(expected.confidence, abs=1e-6)


def test_a_model_from_other_rows_or_no_model_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "model.zlib"
    with pytest.raises(artefact.StaleModel, match=r"missing.*build-model"):
        artefact.load(current_hash(), path)
    path.write_bytes(b"not a model")
    with pytest.raises(artefact.StaleModel, match=r"unreadable.*build-model"):
        artefact.load(current_hash(), path)
    shutil.copy(artefact.ARTEFACT, path)
    with pytest.raises(artefact.StaleModel, match=r"other training rows.*build-model"):
        artefact.load("the-hash-of-other-rows", path)


def test_a_hub_with_a_stale_model_refuses_to_start_and_says_how_to_rebuild(
    tmp_path: Path,
) -> None:
    for name in SOURCE:
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy
        copy(ROOT / name, tmp_path / name)
    corpus = tmp_path / "hub" / "assistant" / "brain" / "corpus" / "train.jsonl"
    row = {"text": "is the fish fresh today", "intent": "faq", "script": "en", "frame": "new"}
    with corpus.open("a", encoding="utf-8") as rows:
        rows.write(json.dumps(row) + "\n")

    def run(*command: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "hub", *command],
            cwd=tmp_path,
            env=environment(PYTHONPATH=str(tmp_path)),
            capture_output=True,
            text=True,
            timeout=60,
        )

    served = run("serve")
    assert served.returncode == 2, served.stderr
    assert "intent model" in served.stderr and REBUILD in served.stderr
    checked = run("build-model", "--check")
    assert checked.returncode == 1
    assert REBUILD in checked.stderr

    (tmp_path / "hub" / "assistant" / "brain" / "intent_model.zlib").unlink()
    served = run("serve")
    assert served.returncode == 2
    assert "missing" in served.stderr and REBUILD in served.stderr


def test_a_hub_on_the_embedded_defaults_imports_no_training_model_server_or_database_code() -> None:
    """The embedded brain on the embedded storage: no model server's client, no MongoDB
    driver (a tenth of the hub's import time), nothing of training."""
    answer = serve_one_turn(HUB_BRAIN="embedded")
    assert answer["events"][0] == "message_start" and answer["events"][-1] == "message_end"
    assert "text_delta" in answer["events"]
    assert not {"sklearn", "scipy", "pymongo", "motor"} & set(answer["packages"])
    assert "hub.assistant.llm.connections" not in answer["modules"]


def test_a_hub_with_a_model_server_imports_no_training_code() -> None:
    # No model server listens on port 9: the turn falls back on the embedded brain.
    answer = serve_one_turn(HUB_BRAIN="llm", HUB_LLM_URL="http://127.0.0.1:9/v1")
    assert answer["events"][-1] == "message_end"
    assert "hub.assistant.llm.connections" in answer["modules"]
    assert not {"sklearn", "scipy"} & set(answer["packages"])
