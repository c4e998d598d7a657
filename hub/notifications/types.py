"""The notification types a customer can receive (service spec, "Notification type values")."""

from __future__ import annotations

from typing import Literal

NotificationType = Literal[
    "order.placed",
    "order.confirmed",
    "order.preparing",
    "order.out_for_delivery",
    "order.delivered",
    "order.delivery_failed",
    "order.cancelled",
    "order.refunded",
    "points.earned",
    "points.redeemed",
    "points.expiring",
    "wallet.credited",
    "wallet.debited",
    "coupon.received",
    "offer.expiring",
    "review.requested",
    "subscription.activated",
    "subscription.expiring",
    "subscription.expired",
    "account.welcome",
    "account.password_changed",
    "campaign.message",
    "support.ticket_created",
    "support.replied",
    "support.resolved",
]

NOTIFICATION_TYPES: tuple[str, ...] = NotificationType.__args__  # type: ignore[attr-defined]

# The happy path of an order, in the order a customer sees it (the dev demo walks it).
ORDER_PROGRESS: tuple[str, ...] = (
    "order.placed",
    "order.confirmed",
    "order.preparing",
    "order.out_for_delivery",
    "order.delivered",
)
