"""The shapes the notification routes and the notification stream answer with."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from hub.notifications.types import NotificationType
from hub.openapi.operation import Localized, Pagination, Timestamp


class Notification(BaseModel):
    """An inbox row, as listed, marked read, and sent live as `event: notification`."""

    id: str = Field(alias="_id", description="Opaque; the stream's `id:` and the mark-read id.")
    type: NotificationType
    status: Literal["unread", "read"]
    title: Localized
    body: Localized
    data: dict[str, Any] = Field(
        description="Deep-link payload: `orderId`, `orderNumber`, `ticketNumber`, `url`..."
    )
    createdAt: Timestamp


class Inbox(BaseModel):
    data: list[Notification] = Field(description="Newest first.")
    pagination: Pagination
    unreadCount: int = Field(ge=0, description="Every unread notification, whatever `status`.")


class ReadOne(BaseModel):
    notification: Notification
    unreadCount: int = Field(ge=0)


class ReadAll(BaseModel):
    updated: int = Field(ge=0, description="How many were unread.")
    unreadCount: int = Field(ge=0)


class InboxSync(BaseModel):
    """`event: inbox`: read state changed elsewhere (another device, another hub).

    Clients that know only `notification` ignore it. `unreadCount` is the badge; `readAll`
    or `readIds` say which rows to show read (`readIds` empty: only the count is known).
    """

    unreadCount: int = Field(ge=0)
    readAll: bool | None = None
    readIds: list[str] | None = None


class StreamTicket(BaseModel):
    ticket: str = Field(description="Put it in the stream URL: `?ticket=`. Opens one stream.")
    expiresAt: Timestamp


class Published(BaseModel):
    notifications: list[Notification] = Field(
        description="In the order sent; a repeated `dedupeKey` answers the first notification."
    )


class PushRegistration(BaseModel):
    token: str
    platform: Literal["ios", "android"]
    createdAt: Timestamp
    updatedAt: Timestamp


class DemoOrder(BaseModel):
    orderId: str
    orderNumber: str
    steps: list[NotificationType]
    intervalSeconds: float


# The notification stream's events, by their `event:` name (AsyncAPI channel `notifications`).
STREAM_EVENTS: dict[str, type[BaseModel]] = {"notification": Notification, "inbox": InboxSync}
