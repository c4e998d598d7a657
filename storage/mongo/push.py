"""Device push tokens on MongoDB: the token is the document `_id`."""

from __future__ import annotations

from typing import Any

from pymongo import ReturnDocument
from pymongo.errors import DuplicateKeyError

from storage.mongo.database import storage_call
from storage.notification_repository import now_ms
from storage.push_repository import PushToken, Registration


class MongoPushRepository:
    def __init__(self, db: Any) -> None:
        self._tokens = db["push_tokens"]

    @storage_call
    async def ensure_indexes(self) -> None:
        await self._tokens.create_index("customerId")

    @storage_call
    async def register(self, customer_id: str, token: str, platform: str) -> Registration:
        now = now_ms()
        for _ in range(2):  # two first registrations of one token can race on the upsert
            try:
                before = await self._tokens.find_one_and_update(
                    {"_id": token},
                    {
                        "$set": {"customerId": customer_id, "platform": platform, "updatedAt": now},
                        "$setOnInsert": {"createdAt": now},
                    },
                    upsert=True,
                    return_document=ReturnDocument.BEFORE,
                )
                break
            except DuplicateKeyError:
                continue
        else:
            raise RuntimeError("push token upsert kept colliding")
        created = before is None or before.get("customerId") != customer_id
        created_at = now
        if before is not None and not created:
            created_at = before["createdAt"]
        elif before is not None:
            await self._tokens.update_one({"_id": token}, {"$set": {"createdAt": now}})
        return Registration(PushToken(token, platform, created_at, now), created)

    @storage_call
    async def tokens_of(self, customer_id: str) -> list[PushToken]:
        cursor = self._tokens.find({"customerId": customer_id}).sort("_id", 1)
        return [PushToken.of(doc) async for doc in cursor]
