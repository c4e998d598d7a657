"""The hub's one route table: each route's pattern, the handler that serves it, and what every
method takes and answers (one `Operation` per method, for `GET /openapi.json`).

The request models are the ones the handlers validate with; the response models live in
each feature's `schemas` module. A method a handler serves without an `Operation` here is
left out of the document, and `tests/handlers/test_openapi.py` fails naming it.
"""

from __future__ import annotations

from pydantic import RootModel

from handlers.assistant import (
    ConfirmHandler,
    ConversationHandler,
    ConversationListHandler,
    FeedbackHandler,
    FeedbackRequest,
    HandoffHandler,
    HandoffRequest,
    MergeHandler,
    MergeRequest,
    StopHandler,
)
from handlers.assistant_stream import ReattachHandler, SendMessageHandler, SendRequest
from handlers.cart import CartHandler, ProductImageHandler
from handlers.context import Route
from handlers.debug import ActorDetailHandler, ActorListHandler, ActorStopHandler, MetricsHandler
from handlers.dev_token import DevTokenHandler, DevTokenRequest
from handlers.internal import SettingsHandler
from handlers.internal_notifications import PublishHandler
from handlers.notifications import (
    DemoOrderBody,
    DemoOrderHandler,
    ListQuery,
    NotificationListHandler,
    NotificationStreamHandler,
    ReadAllHandler,
    ReadOneHandler,
)
from handlers.openapi import OpenApiHandler
from handlers.pages import AppStaticHandler, InspectorPageHandler, StorefrontPageHandler
from handlers.push import PushRegisterBody, PushRegisterHandler
from handlers.stream_tickets import StreamTicketHandler
from handlers.system import HealthHandler, InitHandler, ReadyHandler
from hub.assistant import schemas as assistant
from hub.notifications import schemas as notifications
from hub.notifications.requests import BatchIn, NotificationIn
from hub.openapi.operation import CUSTOMER, DEBUG, DEV_ONLY, GUEST, INTERNAL, TICKET, Operation
from hub.schemas import ActorDetail, ActorList, ActorQuery, Health, Init, Ready, StoreSettingsView
from hub.store_settings import SettingsPatch
from hub.storefront.schemas import Cart
from hub.validation import PageQuery
from hub.web.schemas import DemoCustomers, DevToken


class PublishRequest(RootModel[NotificationIn | BatchIn]):
    """One notification, or `{notifications: [...]}` with 1 to 500 of them."""


SHOPPER = (CUSTOMER, GUEST)
# Every assistant route answers FORBIDDEN while the assistant is turned off.
ASSISTANT_REFUSALS = ("FORBIDDEN",)

ROUTES: tuple[Route, ...] = (
    # -- every hub -----------------------------------------------------------------------
    Route(
        r"/v1/init",
        InitHandler,
        {
            "get": Operation(
                "Store switches a storefront app reads at launch",
                "store",
                results=Init,
                success=("DATA_LOADED",),
            )
        },
    ),
    Route(r"/healthz", HealthHandler, {"get": Operation("Liveness", "operators", results=Health)}),
    Route(
        r"/readyz",
        ReadyHandler,
        {
            "get": Operation(
                "Readiness: storage and Redis answer, the ingest stream is read",
                "operators",
                results=Ready,
                description="503 SERVICE_UNAVAILABLE names the dependency down in `error.data`.",
            )
        },
    ),
    Route(
        r"/openapi.json",
        OpenApiHandler,
        {"get": Operation("This document", "operators", content="application/json")},
    ),
    Route(
        r"/metrics",
        MetricsHandler,
        {
            "get": Operation(
                "Prometheus metrics of this hub", "operators", auth=(DEBUG,), content="text/plain"
            )
        },
    ),
    Route(
        r"/internal/v1/settings",
        SettingsHandler,
        {
            "get": Operation(
                "Store settings",
                "operators",
                auth=(INTERNAL,),
                results=StoreSettingsView,
                success=("DATA_LOADED",),
            ),
            "patch": Operation(
                "Change store settings on every hub",
                "operators",
                auth=(INTERNAL,),
                body=SettingsPatch,
                results=StoreSettingsView,
                success=("UPDATED",),
            ),
        },
    ),
    Route(
        r"/debug/actors",
        ActorListHandler,
        {
            "get": Operation(
                "Live actors of this hub",
                "operators",
                auth=(DEBUG,),
                query=ActorQuery,
                results=ActorList,
                success=("DATA_LOADED",),
            )
        },
    ),
    Route(
        r"/debug/actors/([^/]+)",
        ActorDetailHandler,
        {
            "get": Operation(
                "One live actor: its streams and recent messages",
                "operators",
                auth=(DEBUG,),
                path=("key",),
                results=ActorDetail,
                success=("DATA_LOADED",),
            )
        },
    ),
    Route(
        r"/debug/actors/([^/]+)/stop",
        ActorStopHandler,
        {
            "post": Operation(
                "Stop a conversation's turn in flight (logged); its partial reply is saved",
                "operators",
                auth=(DEBUG,),
                path=("key",),
                results=assistant.Stopped,
                body_required=False,
            )
        },
    ),
    # -- storefront ----------------------------------------------------------------------
    Route(
        r"/v1/cart",
        CartHandler,
        {
            "get": Operation(
                "The caller's cart",
                "store",
                auth=SHOPPER,
                results=Cart,
                success=("DATA_LOADED",),
            )
        },
    ),
    Route(
        r"/static/products/([^/]+)\.svg",
        ProductImageHandler,
        {
            "get": Operation(
                "A product picture", "pages", path=("productId",), content="image/svg+xml"
            )
        },
    ),
    # -- notifications -------------------------------------------------------------------
    Route(
        r"/v1/notifications",
        NotificationListHandler,
        {
            "get": Operation(
                "The inbox, newest first",
                "notifications",
                auth=(CUSTOMER,),
                query=ListQuery,
                results=notifications.Inbox,
                success=("DATA_LOADED",),
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/notifications/sse",
        NotificationStreamHandler,
        {
            "get": Operation(
                "Live notifications",
                "notifications",
                auth=(CUSTOMER, TICKET),
                stream="notifications",
                rate_limited=True,
                description="Resume with the `Last-Event-ID` header (or `?lastEventId=` where a "
                "client cannot set it): what was missed comes first, in order.",
            )
        },
    ),
    Route(
        r"/v1/notifications/sse-ticket",
        StreamTicketHandler,
        {
            "post": Operation(
                "A single-use ticket for a browser EventSource",
                "notifications",
                auth=(CUSTOMER,),
                results=notifications.StreamTicket,
                success=("CREATED",),
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/notifications/read-all",
        ReadAllHandler,
        {
            "patch": Operation(
                "Mark every notification read",
                "notifications",
                auth=(CUSTOMER,),
                results=notifications.ReadAll,
                success=("UPDATED",),
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/notifications/([^/]+)/read",
        ReadOneHandler,
        {
            "patch": Operation(
                "Mark one notification read",
                "notifications",
                auth=(CUSTOMER,),
                path=("notificationId",),
                results=notifications.ReadOne,
                success=("UPDATED",),
                rate_limited=True,
                failures=("FORBIDDEN",),
            )
        },
    ),
    Route(
        r"/v1/push/register",
        PushRegisterHandler,
        {
            "post": Operation(
                "Register a device push token",
                "push",
                auth=(CUSTOMER,),
                body=PushRegisterBody,
                results=notifications.PushRegistration,
                success=("CREATED", "UPDATED"),
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/dev/demo-order",
        DemoOrderHandler,
        {
            "post": Operation(
                "Dev hubs: walk a made-up order through its statuses",
                "dev",
                auth=(CUSTOMER, DEV_ONLY),
                body=DemoOrderBody,
                body_required=False,
                results=notifications.DemoOrder,
                success=("CREATED",),
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/internal/v1/notifications",
        PublishHandler,
        {
            "post": Operation(
                "Publish one notification or a batch",
                "operators",
                auth=(INTERNAL,),
                body=PublishRequest,
                results=notifications.Published,
                success=("CREATED",),
            )
        },
    ),
    # -- assistant -----------------------------------------------------------------------
    Route(
        r"/v1/assistant/conversations",
        ConversationListHandler,
        {
            "get": Operation(
                "The caller's conversations",
                "assistant",
                auth=SHOPPER,
                query=PageQuery,
                results=assistant.Conversations,
                success=("DATA_LOADED",),
                failures=ASSISTANT_REFUSALS,
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/assistant/conversations/([^/]+)",
        ConversationHandler,
        {
            "get": Operation(
                "A conversation and its messages",
                "assistant",
                auth=SHOPPER,
                path=("conversationId",),
                results=assistant.ConversationRead,
                success=("DATA_LOADED",),
                failures=ASSISTANT_REFUSALS,
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/assistant/conversations/([^/]+)/handoff",
        HandoffHandler,
        {
            "post": Operation(
                "Hand the conversation to support",
                "assistant",
                auth=SHOPPER,
                path=("conversationId",),
                body=HandoffRequest,
                body_required=False,
                results=assistant.HandedOff,
                success=("CREATED", "SUCCESS"),
                failures=ASSISTANT_REFUSALS,
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/assistant/conversations/([^/]+)/stream",
        ReattachHandler,
        {
            "get": Operation(
                "Re-attach to the turn in flight",
                "assistant",
                auth=SHOPPER,
                path=("conversationId",),
                stream="assistant",
                failures=ASSISTANT_REFUSALS,
                rate_limited=True,
                description="Its events so far (after `Last-Event-ID` when given), then live; "
                "with no turn in flight, the last assistant message as one `message_end`.",
            )
        },
    ),
    Route(
        r"/v1/assistant/conversations/([^/]+)/stop",
        StopHandler,
        {
            "post": Operation(
                "Stop the turn in flight; its partial reply is saved",
                "assistant",
                auth=SHOPPER,
                path=("conversationId",),
                results=assistant.Stopped,
                failures=ASSISTANT_REFUSALS,
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/assistant/messages",
        SendMessageHandler,
        {
            "post": Operation(
                "Send a turn; the reply streams back",
                "assistant",
                auth=SHOPPER,
                body=SendRequest,
                stream="assistant",
                failures=(*ASSISTANT_REFUSALS, "RESOURCE_NOT_FOUND"),
                rate_limited=True,
                description="A failure before the stream answers with its own status: one SSE "
                "`error` event when the client accepts `text/event-stream`, else the envelope.",
            )
        },
    ),
    Route(
        r"/v1/assistant/messages/([^/]+)/feedback",
        FeedbackHandler,
        {
            "post": Operation(
                "Set or clear feedback on an assistant message",
                "assistant",
                auth=SHOPPER,
                path=("messageId",),
                body=FeedbackRequest,
                results=assistant.Message,
                success=("UPDATED",),
                failures=ASSISTANT_REFUSALS,
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/v1/assistant/actions/([^/]+)/confirm",
        ConfirmHandler,
        {
            "post": Operation(
                "Apply a proposed cart or delivery change",
                "assistant",
                auth=SHOPPER,
                path=("actionId",),
                results=assistant.Confirmed,
                failures=(*ASSISTANT_REFUSALS, "VALIDATION_ERROR", "OUT_OF_STOCK", "CART_EMPTY"),
                rate_limited=True,
            )
        },
    ),
    Route(
        r"/internal/v1/assistant/merge",
        MergeHandler,
        {
            "post": Operation(
                "Merge a guest's threads onto a customer after sign-in",
                "operators",
                auth=(INTERNAL,),
                body=MergeRequest,
                results=assistant.Merged,
                failures=ASSISTANT_REFUSALS,
            )
        },
    ),
    # -- pages ---------------------------------------------------------------------------
    Route(
        r"/",
        StorefrontPageHandler,
        {"get": Operation("The storefront demo page", "pages", content="text/html")},
    ),
    Route(
        r"/debug",
        InspectorPageHandler,
        {"get": Operation("The actor inspector page", "pages", content="text/html")},
    ),
    Route(
        r"/static/app/(?:([0-9a-f]{12})/)?(.+)",
        AppStaticHandler,
        {
            "get": Operation(
                "The pages' scripts and styles",
                "pages",
                path=("path",),
                content="*/*",
                description="`path` may start with a 12-hex version segment: such URLs are "
                "cached for good.",
            )
        },
    ),
    Route(
        r"/v1/dev/token",
        DevTokenHandler,
        {
            "get": Operation(
                "Dev hubs: the demo shoppers",
                "dev",
                auth=(DEV_ONLY,),
                results=DemoCustomers,
                success=("DATA_LOADED",),
            ),
            "post": Operation(
                "Dev hubs: a token for a demo shopper",
                "dev",
                auth=(DEV_ONLY,),
                body=DevTokenRequest,
                results=DevToken,
                success=("CREATED",),
            ),
        },
    ),
)
