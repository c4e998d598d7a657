"""Routes every client and load balancer needs: store init, liveness, readiness."""

from __future__ import annotations

from handlers.base import HubHandler
from hub.errors import FieldProblem, ServiceUnavailable


class InitHandler(HubHandler):
    """What a storefront app reads at launch to decide whether to show chat."""

    async def get(self) -> None:
        settings = self.hub.store_settings
        self.reply(
            {
                "store": {
                    "assistant": {
                        "enabled": settings.assistant_enabled,
                        "allowGuests": settings.allow_guests,
                    },
                    "maintenance": settings.maintenance,
                }
            },
            "DATA_LOADED",
        )


class HealthHandler(HubHandler):
    """Liveness: the loop answers. Dependencies are readiness's business."""

    async def get(self) -> None:
        self.reply({"status": "ok"})


class ReadyHandler(HubHandler):
    """Readiness: not draining, MongoDB and (when configured) Redis answer, and (with
    `HUB_INGEST_STREAM`) the ingest stream is being read; 503 otherwise. A hub whose ingest is
    stuck says so where readiness is watched, instead of passing while producers' entries wait.

    `storage` names the storage in use, so a production hub running on `memory` (which an
    operator must have asked for) is visible to whoever checks it.
    """

    async def get(self) -> None:
        if self.hub.drain.draining:
            raise ServiceUnavailable(problems=[FieldProblem("hub", "draining")])
        checks = await self.hub.check_dependencies()
        down = [name for name, ok in checks.items() if ok is False]
        if down:
            raise ServiceUnavailable(
                problems=[FieldProblem(name, "dependency_down") for name in down]
            )
        self.reply({"ready": True, "checks": checks, "storage": self.hub.settings.storage})
