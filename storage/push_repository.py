"""Device push tokens: one document per token, owned by the customer who registered it last.

A token identifies a device's app install, not a person: when another customer signs in
on the same device and registers it, the token moves to them, so pushes follow whoever is
signed in. The token is the document `_id`, which makes it unique on every MongoDB.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from hub.record import Record
from storage.documents import Document
from storage.notification_repository import iso, now_ms


@dataclass(frozen=True, slots=True)
class PushToken:
    """A device's token as stored; `created_at` is when its current customer registered it."""

    token: str
    platform: str
    created_at: datetime
    updated_at: datetime

    @classmethod
    def of(cls, doc: Document) -> PushToken:
        return cls(doc["_id"], doc["platform"], doc["createdAt"], doc["updatedAt"])

    def view(self) -> Record:
        """The registration as the push route answers it."""
        return {
            "token": self.token,
            "platform": self.platform,
            "createdAt": iso(self.created_at),
            "updatedAt": iso(self.updated_at),
        }


@dataclass(frozen=True, slots=True)
class Registration:
    token: PushToken
    created: bool  # new for this customer (a new token, or one moved from someone else)

    @property
    def view(self) -> Record:
        return self.token.view()


class PushRepository(Protocol):
    async def ensure_indexes(self) -> None: ...

    async def register(self, customer_id: str, token: str, platform: str) -> Registration:
        """Store `token` for `customer_id`, moving it from whoever had it."""
        ...

    async def tokens_of(self, customer_id: str) -> list[PushToken]:
        """The customer's devices, by token."""
        ...


class MemoryPushRepository:
    def __init__(self) -> None:
        self._tokens: dict[str, Document] = {}

    async def ensure_indexes(self) -> None:
        """Nothing to index."""

    async def register(self, customer_id: str, token: str, platform: str) -> Registration:
        now = now_ms()
        before = self._tokens.get(token)
        created = before is None or before["customerId"] != customer_id
        created_at = now if created or before is None else before["createdAt"]
        self._tokens[token] = {
            "_id": token,
            "customerId": customer_id,
            "platform": platform,
            "createdAt": created_at,
            "updatedAt": now,
        }
        return Registration(PushToken(token, platform, created_at, now), created)

    async def tokens_of(self, customer_id: str) -> list[PushToken]:
        return [
            PushToken.of(doc)
            for _, doc in sorted(self._tokens.items())
            if doc["customerId"] == customer_id
        ]
