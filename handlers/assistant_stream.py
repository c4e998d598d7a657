"""The assistant's streams: `POST /v1/assistant/messages` (one turn) and
`GET /v1/assistant/conversations/:id/stream` (back to a turn after losing the connection).

The handlers only carry frames. The turn itself runs in the conversation actor, which
pushes framed events (each with `id: <assistantMessageId>:<sequence>`) to a `Subscriber`;
these handlers write them out at the client's pace, after the `retry:` line every stream
starts with. Headers are sent with the first frame, not before: whatever fails before the
actor has accepted the turn (disabled assistant, bad body, rate limit, another owner's
thread) is answered with its own HTTP status, as design.md asks of a pre-stream failure. A
client that hangs up stops receiving frames; the turn carries on in the actor and is saved.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, StringConstraints

from handlers.assistant import AssistantHandler
from handlers.base import as_hub_error
from hub.assistant.conversation import TurnOutcome
from hub.assistant.turn_log import Subscriber
from hub.envelope import render_error_event
from hub.errors import NotFound, invalid
from hub.ids import is_id
from hub.ratelimit import ASSISTANT_LIST, ASSISTANT_SEND, Limit
from hub.sse import EventStream
from hub.text import is_blank

MAX_MESSAGE = 2000
SURFACE = "assistant"  # the stream surface, as `hub_stream_closes` and the per-owner cap name it
ASSISTANT_REATTACH = Limit("assistant.reattach", ASSISTANT_LIST.per_minute)


class SendRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    message: Annotated[str, StringConstraints(min_length=1, max_length=MAX_MESSAGE)]
    # Any string: one that is not a conversation id is an unknown thread (404), whatever
    # its length, like a malformed id anywhere else.
    conversationId: str | None = None


class TurnStreamHandler(AssistantHandler):
    """Writes a turn's frames from a `Subscriber` to one client, on the hub's one SSE stream
    type (`hub.sse.EventStream`: `retry:` first, keep-alive, bounded buffer)."""

    _subscriber: Subscriber | None = None
    _stream: EventStream | None = None
    _owner = ""
    long_lived = True

    def _wants_sse(self) -> bool:
        return "text/event-stream" in self.request.headers.get("Accept", "")

    async def _pump(self, subscriber: Subscriber) -> None:
        """Write frames until the turn is over for this stream or the client has gone."""
        while True:
            frames, done = await subscriber.take()
            if frames and not subscriber.closed:
                await self._write(frames)
            if done or subscriber.closed:
                return

    def _open_stream(self, first: str = "") -> EventStream:
        stream = self._stream = self.hub.streams.open(self, SURFACE, self._owner, first)
        stream.on_close(self._stream_closed)
        if self._subscriber is not None:
            self._subscriber.stream = stream
        return stream

    def _stream_closed(self, _: EventStream) -> None:
        """A client gone, too slow to keep up, or replaced: the turn stops writing to it."""
        if self._subscriber is not None:
            self._subscriber.close()

    async def _write(self, frames: list[str]) -> None:
        if frames:
            self._write_now("".join(frames))

    def _write_now(self, frame: str) -> None:
        """Never waits on the client: a stream whose unsent bytes pass the buffer bound is
        closed by `EventStream.write`, and the client resumes with `Last-Event-ID`."""
        if self._stream is None:
            self._open_stream(frame)  # the first frames go out with the headers
        else:
            self._stream.write(frame)

    def _end(self) -> None:
        if self._stream is not None:
            self._stream.close("done")
        else:
            self.finish_quietly()

    def on_connection_close(self) -> None:
        super().on_connection_close()
        if self._stream is not None:
            self._stream.close("client_gone")
        if self._subscriber is not None:
            self._subscriber.close()

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """Before the stream: the failure's status, as one SSE `error` event if accepted."""
        exc = kwargs.get("exc_info", (None, None, None))[1]
        if self._stream is not None:
            if exc is not None:
                self._stream.write(render_error_event(as_hub_error(exc), self.language))
            self._stream.close("error")
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


class SendMessageHandler(TurnStreamHandler):
    async def post(self) -> None:
        self.hub.drain.refuse_new_work()
        caller = await self.assistant_caller(ASSISTANT_SEND)
        self._owner = caller.owner
        body = self.body_as(SendRequest)
        text = body.message
        if is_blank(text):
            raise invalid("message", "field_invalid")
        assistant = self.assistant
        conversation_id = body.conversationId
        if conversation_id is not None and not is_id(conversation_id):
            raise NotFound()
        for _attempt in range(3):
            subscriber = self._subscriber = Subscriber()
            subscriber.stream = self._stream
            subscriber.write_through(self._write_now)  # the turn's frames skip a queue hop
            future = assistant.start_turn(conversation_id, text, caller, self.language, subscriber)
            self.hub.drain.track(future)
            if await self._relay(subscriber, future):
                return
            # The thread is closed or handed off: the send starts a new conversation.
            conversation_id = None
        raise NotFound()

    async def _relay(self, subscriber: Subscriber, future: asyncio.Future[TurnOutcome]) -> bool:
        """Write the turn's frames; False if the actor declined the turn (thread not active)."""
        await self._pump(subscriber)
        if subscriber.closed:
            self._end()
            return True  # the client left; the actor finishes and saves the turn alone
        await asyncio.wait([future])  # the log ends this stream a moment before the ask
        error = future.exception() if not future.cancelled() else None
        if error is None and future.result() is TurnOutcome.NOT_ACTIVE:
            return False
        if error is not None:
            if self._stream is None:
                raise error  # nothing sent yet: an ordinary failure with its own status
            if not subscriber.ended:
                await self._write([render_error_event(as_hub_error(error), self.language)])
        self._end()
        return True


class ReattachHandler(TurnStreamHandler):
    """`GET /v1/assistant/conversations/:id/stream`: the turn in flight from where the
    client's `Last-Event-ID` left off, or the last reply as one `message_end`."""

    async def get(self, conversation_id: str) -> None:
        self.hub.drain.refuse_new_work()
        caller = await self.assistant_caller(ASSISTANT_REATTACH)
        self._owner = caller.owner
        subscriber = self._subscriber = await self.assistant.attach(
            conversation_id, caller, self.language, self.request.headers.get("Last-Event-ID")
        )
        subscriber.kind = "reattach"
        subscriber.write_through(self._write_now)
        if self._stream is None:  # nothing to catch up on: the headers go out alone
            self._open_stream()
        await self._pump(subscriber)
        self._end()
