"""Store settings that operators flip at run time: assistant on/off, guests, maintenance.

Every request consults these, so each hub keeps the current document in memory. A change
made on any hub is written to storage first and then announced on the bus, so every hub
answers with the new settings from its next request on. An announcement made while Redis
was away is lost, so a hub reads the stored settings again whenever its bus (re)subscribes.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator
from pydantic_core import PydanticCustomError

from hub.errors import ServiceUnavailable
from hub.settings import HubSettings
from storage.bus import RESYNC_KIND, LocalBus
from storage.settings_repository import SettingsRepository
from storage.warmup import StorageWarmup

log = logging.getLogger("hub.settings")

CHANNEL = "hub:settings"


class _Patch(BaseModel):
    """A partial change: a field left out is unchanged, so a field sent as null is a wrong
    type rather than a no-op (`None` here only ever means "not sent")."""

    model_config = ConfigDict(extra="forbid", strict=True)

    @field_validator("*", mode="before")
    @classmethod
    def _sent_means_set(cls, value: Any) -> Any:
        if value is None:
            raise PydanticCustomError("null_type", "Input should not be null")
        return value


class AssistantSettingsPatch(_Patch):
    enabled: bool | None = None
    allowGuests: bool | None = None


class SettingsPatch(_Patch):
    """A partial change: only the fields present are written."""

    assistant: AssistantSettingsPatch | None = None
    maintenance: bool | None = None

    def as_changes(self) -> dict[str, Any]:
        changes: dict[str, Any] = {}
        if self.assistant is not None:
            for name, value in self.assistant.model_dump(exclude_none=True).items():
                changes[f"assistant.{name}"] = value
        if self.maintenance is not None:
            changes["maintenance"] = self.maintenance
        return changes


class StoreSettings:
    def __init__(
        self, settings: HubSettings, repository: SettingsRepository, bus: LocalBus
    ) -> None:
        self._repository = repository
        self._bus = bus
        self._current: dict[str, Any] = {
            "assistant": {
                "enabled": settings.assistant_enabled,
                "allowGuests": settings.assistant_allow_guests,
            },
            "maintenance": settings.maintenance,
        }
        # With storage down, the environment's settings serve until it answers.
        self._warmup = StorageWarmup("store settings", self._load)
        self._reload: asyncio.Future[None] | None = None

    async def start(self) -> None:
        """Load the stored settings; with storage down, serve the environment's until it answers."""
        self._bus.subscribe(CHANNEL, self._on_announcement)
        await self._warmup.start()

    async def stop(self) -> None:
        self._bus.unsubscribe(CHANNEL, self._on_announcement)
        await self._warmup.stop()
        if self._reload is not None:
            self._reload.cancel()

    async def _load(self) -> None:
        self._current = await self._repository.load_or_create(self._current)

    @property
    def current(self) -> dict[str, Any]:
        return self._current

    @property
    def assistant_enabled(self) -> bool:
        return bool(self._current["assistant"]["enabled"])

    @property
    def allow_guests(self) -> bool:
        return bool(self._current["assistant"]["allowGuests"])

    @property
    def maintenance(self) -> bool:
        return bool(self._current["maintenance"])

    async def update(self, patch: SettingsPatch) -> dict[str, Any]:
        self._current = await self._repository.update(patch.as_changes())
        await self._bus.publish(CHANNEL, {"settings": self._current})
        return self._current

    def _on_announcement(self, message: dict[str, Any]) -> None:
        if message.get("kind") == RESYNC_KIND:
            self._reload = asyncio.ensure_future(self._load_after_resync())
            return
        settings = message.get("settings")
        if isinstance(settings, dict):
            self._current = settings
            log.info("store settings changed on another hub: %s", settings)

    async def _load_after_resync(self) -> None:
        try:
            await self._load()
        except ServiceUnavailable:
            log.warning("could not reread store settings after the bus reconnected")
