"""The store settings document on MongoDB."""

from __future__ import annotations

from typing import Any

from storage.documents import Document
from storage.mongo.database import storage_call
from storage.settings_repository import SETTINGS_ID


class MongoSettingsRepository:
    def __init__(self, db: Any) -> None:
        self._settings = db["store_settings"]

    async def ensure_indexes(self) -> None:
        """The collection holds one document keyed by `_id`; nothing to index."""

    @storage_call
    async def load_or_create(self, initial: dict[str, Any]) -> dict[str, Any]:
        """The stored settings, written from `initial` the first time any hub starts."""
        await self._settings.update_one(
            {"_id": SETTINGS_ID}, {"$setOnInsert": initial}, upsert=True
        )
        doc: Document = await self._settings.find_one({"_id": SETTINGS_ID})
        doc.pop("_id", None)
        return doc

    @storage_call
    async def update(self, changes: dict[str, Any]) -> dict[str, Any]:
        """Apply dotted-path changes (`assistant.enabled`) and return the whole document."""
        if changes:
            await self._settings.update_one({"_id": SETTINGS_ID}, {"$set": changes}, upsert=True)
        doc = await self._settings.find_one({"_id": SETTINGS_ID}) or {}
        doc.pop("_id", None)
        return doc
