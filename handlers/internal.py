"""Operator routes (`/internal/v1/*`), behind the internal token."""

from __future__ import annotations

from handlers.base import HubHandler
from hub.store_settings import SettingsPatch


class InternalHandler(HubHandler):
    def prepare(self) -> None:
        super().prepare()
        self.operator(self.hub.settings.internal_token)


class SettingsHandler(InternalHandler):
    async def get(self) -> None:
        self.reply(self.hub.store_settings.current, "DATA_LOADED")

    async def patch(self) -> None:
        patch = self.body_as(SettingsPatch)
        self.reply(await self.hub.store_settings.update(patch), "UPDATED")
