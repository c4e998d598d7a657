"""`POST /v1/assistant/messages`: one turn, streamed as server-sent events.

The handler only carries frames. The turn itself runs in the conversation actor, which
pushes frames to a `Subscriber`; this handler writes them out at the client's pace. Headers
are sent with the first frame, not before: whatever fails before the actor has accepted the
turn (disabled assistant, bad body, rate limit, another owner's thread) is answered with its
own HTTP status, as design.md asks of a pre-stream failure. A client that hangs up stops
receiving frames; the turn carries on in the actor and is saved.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import BaseModel, ConfigDict, StringConstraints
from tornado.iostream import StreamClosedError

from actors.conversation import RunTurn, TurnOutcome
from handlers.assistant import AssistantHandler
from handlers.base import as_hub_error
from hub.assistant.turns import Subscriber
from hub.envelope import render_error_event
from hub.errors import NotFound, invalid
from hub.ratelimit import ASSISTANT_SEND
from storage.conversation_repository import is_object_id

if TYPE_CHECKING:
    import asyncio

MAX_MESSAGE = 2000


class SendRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    message: Annotated[str, StringConstraints(min_length=1, max_length=MAX_MESSAGE)]
    # Any string: one that is not a conversation id is an unknown thread (404), whatever
    # its length, like a malformed id anywhere else.
    conversationId: str | None = None


class SendMessageHandler(AssistantHandler):
    _subscriber: Subscriber | None = None
    _streaming = False

    def _wants_sse(self) -> bool:
        return "text/event-stream" in self.request.headers.get("Accept", "")

    async def post(self) -> None:
        self.hub.drain.refuse_new_turns()
        caller = await self.assistant_caller(ASSISTANT_SEND)
        body = self.body_as(SendRequest)
        text = body.message
        if not text.strip():
            raise invalid("message", "field_invalid")
        assistant = self.assistant
        conversation_id = body.conversationId
        if conversation_id is not None and not is_object_id(conversation_id):
            raise NotFound()
        for _attempt in range(3):
            if conversation_id is None:
                conversation_id = await assistant.open_conversation(caller.owner, text)
            subscriber = self._subscriber = Subscriber()
            turn = RunTurn(text, self.language, caller.owner, caller.customer_id, subscriber)
            future = assistant.start_turn(conversation_id, turn)
            self.hub.drain.track(future)
            if await self._relay(subscriber, future):
                return
            # The thread is closed or handed off: the send starts a new conversation.
            conversation_id = None
        raise NotFound()

    async def _relay(self, subscriber: Subscriber, future: asyncio.Future[TurnOutcome]) -> bool:
        """Write the turn's frames; False if the actor declined the turn (thread not active)."""
        while True:
            frames, done = await subscriber.take()
            if frames and not subscriber.closed:
                await self._write(frames)
            if done or subscriber.closed:
                break
        if subscriber.closed:
            self.finish_quietly()
            return True  # the client left; the actor finishes and saves the turn alone
        error = future.exception() if future.done() and not future.cancelled() else None
        if error is None and future.result() is TurnOutcome.NOT_ACTIVE:
            return False
        if error is not None:
            if not self._streaming:
                raise error  # nothing sent yet: an ordinary failure with its own status
            if not subscriber.ended:
                await self._write([render_error_event(as_hub_error(error), self.language)])
        self.finish_quietly()
        return True

    def _open_stream(self) -> None:
        self._streaming = True
        self.set_event_stream_headers()

    async def _write(self, frames: list[str]) -> None:
        if not self._streaming:
            self._open_stream()
        try:
            self.write("".join(frames))
            await self.flush()
        except StreamClosedError:
            if self._subscriber is not None:
                self._subscriber.close()

    def on_connection_close(self) -> None:
        if self._subscriber is not None:
            self._subscriber.close()

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """Before the stream: the failure's status, as one SSE `error` event if accepted."""
        exc = kwargs.get("exc_info", (None, None, None))[1]
        if self._streaming:
            if exc is not None:
                with contextlib.suppress(Exception):
                    self.write(render_error_event(as_hub_error(exc), self.language))
            self.finish_quietly()
            return
        if not self._wants_sse():
            super().write_error(status_code, **kwargs)
            return
        error = as_hub_error(exc)
        self.set_status(error.status_code)
        self.set_event_stream_headers()
        if error.retry_after is not None:
            self.set_header("Retry-After", str(error.retry_after))
        self.finish(render_error_event(error, self.language))
