"""The store settings document: what `/v1/init` reports and operators change at run time."""

from __future__ import annotations

from typing import Any, Protocol

from storage.memory import apply_set, copy_document

SETTINGS_ID = "store"


class SettingsRepository(Protocol):
    async def ensure_indexes(self) -> None: ...

    async def load_or_create(self, initial: dict[str, Any]) -> dict[str, Any]:
        """The stored settings, written from `initial` the first time any hub starts."""
        ...

    async def update(self, changes: dict[str, Any]) -> dict[str, Any]:
        """Apply dotted-path changes (`assistant.enabled`) and return the whole document."""
        ...


class MemorySettingsRepository:
    def __init__(self) -> None:
        self._document: dict[str, Any] | None = None

    async def ensure_indexes(self) -> None:
        """Nothing to index."""

    async def load_or_create(self, initial: dict[str, Any]) -> dict[str, Any]:
        if self._document is None:
            self._document = copy_document(initial)
        return copy_document(self._document)

    async def update(self, changes: dict[str, Any]) -> dict[str, Any]:
        if self._document is None:
            self._document = {}
        apply_set(self._document, changes)
        return copy_document(self._document)
