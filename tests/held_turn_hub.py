"""A hub process whose brain takes a set time to answer, so a turn is in flight on demand.

Run as `python -m tests.held_turn_hub`, configured like any hub by `HUB_*` variables, plus
`HELD_TURN_SECONDS`. It serves through the same `run_hub` as `storefront-hub serve`.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator

from hub import logs
from hub.app import Hub
from hub.assistant.events import BrainEvent, TextDelta, TurnInput
from hub.serving import run_hub
from hub.settings import HubSettings


class HeldBrain:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        yield TextDelta("Let me look.")
        await asyncio.sleep(self.seconds)
        yield TextDelta(" Here it is.")


def build(settings: HubSettings) -> Hub:
    hub = Hub(settings)
    hub.assistant.services.brain = HeldBrain(float(os.environ.get("HELD_TURN_SECONDS", "1")))
    return hub


if __name__ == "__main__":
    settings = HubSettings()
    logs.configure(settings)
    asyncio.run(run_hub(settings, build))
