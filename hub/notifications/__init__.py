"""Customer notifications: the inbox, its live stream, producers and push registration.

Other capabilities publish through `publish_notification` (or `hub.notifications.publish`),
never by writing to storage themselves, so every notification is numbered, stored and fanned
out the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hub.app import Hub


async def publish_notification(
    hub: Hub,
    customer_id: str,
    type: str,
    data: dict[str, Any] | None = None,
    *,
    dedupe_key: str | None = None,
) -> dict[str, Any]:
    """Store one notification for `customer_id` and deliver it live on every hub.

    Title and body are rendered in English and Arabic from the type's templates and `data`.
    Returns the inbox row; with a `dedupe_key` already used for this customer, returns the
    first notification and sends nothing new.
    """
    return await hub.notifications.publish(customer_id, type, data, dedupe_key=dedupe_key)
