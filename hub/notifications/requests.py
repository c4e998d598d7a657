"""What producers send: one notification, or a batch of them, as the internal publish route
and the Redis ingest stream both take it (the same checks, the same `dedupeKey`)."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, with_config
from typing_extensions import TypedDict

from hub.auth import CustomerId
from hub.notifications.drafts import Draft
from hub.notifications.types import NotificationType
from hub.validation import bounded_json

# 500 notifications with their own texts in two languages do not fit the 64 KiB that
# customer routes accept; producers are trusted callers behind the internal token.
MAX_PUBLISH_BYTES = 2 * 1024 * 1024
MAX_BATCH = 500
# A deep-link payload: a few ids and a URL, sent again on every inbox read and stream.
MAX_DATA_DEPTH = 8
MAX_DATA_BYTES = 16 * 1024


Text = Annotated[str, Field(min_length=1, max_length=2000)]


# A producer's own text in both languages. A dict, not a model: validated in the same pass
# as the rest, it is already what a notification stores, with no model to build and dump
# again for each of a batch's 500 entries.
@with_config(ConfigDict(extra="forbid", strict=True))
class LocalizedText(TypedDict):
    en: Text
    ar: Text


class NotificationIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    customerId: CustomerId
    type: NotificationType
    title: LocalizedText | None = None
    body: LocalizedText | None = None
    data: Annotated[dict[str, Any], bounded_json(MAX_DATA_DEPTH, MAX_DATA_BYTES)] = Field(
        default_factory=dict
    )
    dedupeKey: str | None = Field(default=None, min_length=1, max_length=200)

    def draft(self, dedupe_key: str | None = None) -> Draft:
        """`dedupe_key`: the key when the notification names none (an ingest entry's id)."""
        return Draft(
            customer_id=self.customerId,
            type=self.type,
            data=self.data,
            title=_texts(self.title),
            body=_texts(self.body),
            dedupe_key=self.dedupeKey if self.dedupeKey is not None else dedupe_key,
        )


def _texts(text: LocalizedText | None) -> dict[str, str] | None:
    return None if text is None else {"en": text["en"], "ar": text["ar"]}


class BatchIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    notifications: list[NotificationIn] = Field(min_length=1, max_length=MAX_BATCH)
