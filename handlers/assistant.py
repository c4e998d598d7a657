"""The assistant's JSON routes: the conversation list and read, confirm, handoff, stop,
feedback, and the internal guest merge. The streaming send is in `handlers.assistant_stream`.

Every assistant route starts the same way (`AssistantHandler.assistant_caller`): refused
while the assistant is off, then the caller, then their rate limit, then, for a request
carrying both a bearer token and a guest key, the merge of that guest onto the customer.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints

from handlers.base import HubHandler
from handlers.internal import InternalHandler
from hub.assistant.service import Assistant
from hub.auth import GUEST_KEY, Caller, CustomerId
from hub.errors import Forbidden
from hub.ratelimit import ASSISTANT_ACTION, ASSISTANT_LIST, Limit
from hub.validation import PageQuery

# design.md: confirm, handoff and feedback 30 per minute each; a thread read as the list.
ASSISTANT_READ = Limit("assistant.read", ASSISTANT_LIST.per_minute)
ASSISTANT_CONFIRM = Limit("assistant.confirm", ASSISTANT_ACTION.per_minute)
ASSISTANT_HANDOFF = Limit("assistant.handoff", ASSISTANT_ACTION.per_minute)
ASSISTANT_FEEDBACK = Limit("assistant.feedback", ASSISTANT_ACTION.per_minute)
ASSISTANT_STOP = Limit("assistant.stop", ASSISTANT_ACTION.per_minute)

HANDOFF_SUBJECT = 200
HANDOFF_CATEGORY = 64


class AssistantHandler(HubHandler):
    @property
    def assistant(self) -> Assistant:
        return self.hub.assistant

    async def assistant_caller(self, limit: Limit) -> Caller:
        if not self.hub.store_settings.assistant_enabled:
            raise Forbidden(message_key="assistant_disabled")
        caller = self.customer_or_guest()
        await self.limit(limit, caller)
        if caller.customer_id is not None and caller.guest_key is not None:
            await self.assistant.merge_guest(caller.guest_key, caller.customer_id)
        return caller


class ConversationListHandler(AssistantHandler):
    async def get(self) -> None:
        caller = await self.assistant_caller(ASSISTANT_LIST)
        query = self.query_as(PageQuery)
        self.reply(
            await self.assistant.list_conversations(caller, query.page, query.limit),
            "DATA_LOADED",
        )


class ConversationHandler(AssistantHandler):
    async def get(self, conversation_id: str) -> None:
        caller = await self.assistant_caller(ASSISTANT_READ)
        self.reply(
            await self.assistant.read_conversation(conversation_id, caller, self.language),
            "DATA_LOADED",
        )


class ConfirmHandler(AssistantHandler):
    """No body is read: the action's payload is held here, the client only names it."""

    async def post(self, action_id: str) -> None:
        caller = await self.assistant_caller(ASSISTANT_CONFIRM)
        self.reply(await self.assistant.confirm(action_id, caller, self.language))


Subject = Annotated[str, StringConstraints(min_length=1, max_length=HANDOFF_SUBJECT)]
Category = Annotated[str, StringConstraints(min_length=1, max_length=HANDOFF_CATEGORY)]


class HandoffRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    subject: Subject | None = None
    category: Category | None = None
    subcategory: Category | None = None


class HandoffHandler(AssistantHandler):
    """A second handoff of a handed-off thread answers its ticket again (`SUCCESS`)."""

    async def post(self, conversation_id: str) -> None:
        caller = await self.assistant_caller(ASSISTANT_HANDOFF)
        body = self.body_as(HandoffRequest, empty_allowed=True)
        result = await self.assistant.hand_off(
            conversation_id,
            caller,
            self.language,
            subject=body.subject,
            category=body.category,
            subcategory=body.subcategory,
        )
        created = result.pop("created", False)
        self.reply(result, "CREATED" if created else "SUCCESS")


class StopHandler(AssistantHandler):
    """`POST /v1/assistant/conversations/:id/stop`: `results.stopped` says whether a turn was
    stopped, `results.reply` is its saved partial reply; with nothing running, both say so."""

    async def post(self, conversation_id: str) -> None:
        caller = await self.assistant_caller(ASSISTANT_STOP)
        self.reply(await self.assistant.stop(conversation_id, caller, self.language))


class FeedbackRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    feedback: Literal["up", "down"] | None


class FeedbackHandler(AssistantHandler):
    async def post(self, message_id: str) -> None:
        caller = await self.assistant_caller(ASSISTANT_FEEDBACK)
        body = self.body_as(FeedbackRequest)
        self.reply(
            await self.assistant.set_feedback(message_id, caller, body.feedback, self.language),
            "UPDATED",
        )


class MergeRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    guestKey: Annotated[str, StringConstraints(pattern=f"^{GUEST_KEY.pattern}$")]
    customerId: CustomerId


class MergeHandler(InternalHandler):
    """`POST /internal/v1/assistant/merge`: what the login service calls after OTP login."""

    async def post(self) -> None:
        if not self.hub.store_settings.assistant_enabled:
            raise Forbidden(message_key="assistant_disabled")
        body = self.body_as(MergeRequest)
        moved = await self.hub.assistant.merge_guest(
            body.guestKey.lower(), body.customerId, force=True
        )
        self.reply(
            {
                "guestKey": body.guestKey.lower(),
                "customerId": body.customerId,
                "conversations": moved,
            }
        )
