"""The model-backed brain (`HUB_BRAIN=llm`): a language model's words, the store's facts.

A turn is a short conversation with the model server: send the thread, stream the reply,
and when the model asks for tools, run them on the storefront (each shown as `tool_start` /
`tool_end`, its result shown as blocks the hub renders) and send the results back, until
the model answers in words. Its words stream to the shopper as they come, minus any money
amount (`MoneyFilter`).

When the model cannot answer (the server fails, times out or drops the stream, sends
something that is not a chat chunk, calls a tool that does not exist or with arguments it
does not take, or keeps calling tools past `MAX_ROUNDS`), the turn is answered by the
embedded brain instead: the shopper still gets an answer from the store, and the cause is
logged and counted in `brain_fallbacks`.

A reply longer than `HUB_LLM_MAX_REPLY_CHARS` (all its rounds together, as the model wrote
them) ends there: the hub stops reading the model, shows and saves the text up to the cap,
and ends the turn as any other, so a model that runs on (or is made to) cannot stream a
megabyte to the shopper or into the thread.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import aclosing

import orjson
from prometheus_client import Counter

from hub.assistant.events import (
    Brain,
    BrainEvent,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnInput,
    Usage,
)
from hub.assistant.llm.money import MoneyFilter
from hub.assistant.llm.prompt import opening_messages
from hub.assistant.llm.tools import (
    MalformedArguments,
    StoreTools,
    ToolOutcome,
    UnknownTool,
    tool_schemas,
)
from hub.assistant.llm.upstream import ModelServer, ToolCallAssembler, UpstreamFailed
from hub.catalogue import Language
from hub.envelope import dumps
from hub.errors import HubError
from hub.record import Record
from hub.storefront.port import Storefront
from hub.text import is_arabic

log = logging.getLogger("hub.assistant.llm")


MAX_ROUNDS = 6  # model requests per turn; more means the model is going round in circles
MAX_TOOL_CALLS = 10  # tool calls per turn


class ToolLoop(Exception):
    """The model kept calling tools past the per-turn cap."""


def fallback_cause(exc: Exception) -> str:
    if isinstance(exc, UpstreamFailed):
        return exc.cause
    if isinstance(exc, MalformedArguments):
        return "malformed_arguments"
    if isinstance(exc, UnknownTool):
        return "unknown_tool"
    return "tool_loop"


def _tokens_used(usage: Record) -> int:
    """What one request cost the thread: the prompt (the whole thread so far, sent again
    each time) as well as the reply, as the model counted them."""
    total = 0
    for key in ("prompt_tokens", "completion_tokens"):
        value = usage.get(key)
        if isinstance(value, int) and value > 0:
            total += value
    return total


class ModelBrain:
    """`Brain` over a model server and a storefront, with `fallback` for when the model fails."""

    def __init__(
        self,
        server: ModelServer,
        storefront: Storefront,
        fallback: Brain,
        fallbacks: Counter,
        *,
        max_reply_chars: int = 8000,
    ) -> None:
        self._server = server
        self._max_reply_chars = max_reply_chars
        self._store = storefront
        self._fallback = fallback
        self._fallbacks = fallbacks
        self._tools = orjson.dumps(tool_schemas())

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        language: Language = "ar" if is_arabic(turn.text) else turn.language
        spoke = False
        try:
            async for event in self._converse(turn, language):
                spoke = spoke or isinstance(event, TextDelta)
                yield event
            return
        except (UpstreamFailed, MalformedArguments, UnknownTool, ToolLoop) as exc:
            cause = fallback_cause(exc)
            log.warning(
                "model turn of %s handed to the embedded brain (%s): %s",
                turn.conversation_id,
                cause,
                exc,
            )
            self._fallbacks.labels(cause=cause).inc()
        if spoke:
            yield TextDelta("\n\n")
        async for event in self._fallback.run_turn(turn):
            yield event

    async def _converse(self, turn: TurnInput, language: Language) -> AsyncIterator[BrainEvent]:
        tools = StoreTools(self._store, turn, language)
        messages = opening_messages(turn, language)
        calls_made = 0
        tokens = 0
        room = self._max_reply_chars  # characters the model may still write this turn
        for round_ in range(MAX_ROUNDS):
            money = MoneyFilter()
            assembler = ToolCallAssembler(prefix=f"call_{round_ + 1}_")
            said: list[str] = []
            async with aclosing(self._server.stream(messages, self._tools)) as chunks:
                async for chunk in chunks:
                    if chunk.text:
                        text = chunk.text[:room]
                        room -= len(text)
                        said.append(text)
                        if shown := money.feed(text):
                            yield TextDelta(shown)
                        if room <= 0:
                            break  # closing the stream drops the model's connection
                    if chunk.tool_calls:
                        assembler.add(chunk.tool_calls)
                    if chunk.usage:
                        tokens += _tokens_used(chunk.usage)
            cut = room <= 0
            calls = [] if cut else assembler.calls()
            rest = money.flush()
            if not calls:
                rest = rest.rstrip()  # the reply's last words: no trailing space to show
            if rest:
                yield TextDelta(rest)
            if money.removed:
                log.info("removed %d money amounts from a model reply", money.removed)
            if cut:
                log.warning(
                    "model reply of %s cut at HUB_LLM_MAX_REPLY_CHARS (%d characters)",
                    turn.conversation_id,
                    self._max_reply_chars,
                )
            if not calls:
                break
            messages.append(
                {
                    "role": "assistant",
                    "content": "".join(said) or None,
                    "tool_calls": [
                        {
                            "id": call.call_id,
                            "type": "function",
                            "function": {"name": call.name, "arguments": call.arguments},
                        }
                        for call in calls
                    ],
                }
            )
            for call in calls:
                calls_made += 1
                if calls_made > MAX_TOOL_CALLS:
                    raise ToolLoop(f"more than {MAX_TOOL_CALLS} tool calls")
                yield ToolStarted(call.name, call.call_id)
                try:
                    outcome = await tools.run(call.name, call.arguments)
                except HubError as exc:
                    outcome = ToolOutcome({"error": exc.status_message}, ok=False)
                except Exception:
                    yield ToolFinished(call.name, call.call_id, False)
                    raise
                yield ToolFinished(call.name, call.call_id, outcome.ok)
                for event in outcome.events:
                    yield event
                messages.append(
                    {"role": "tool", "tool_call_id": call.call_id, "content": dumps(outcome.result)}
                )
        else:
            raise ToolLoop(f"still calling tools after {MAX_ROUNDS} requests")
        if tokens:
            yield Usage(tokens)
