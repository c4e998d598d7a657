"""The assistant as a hub capability: its routes, its actors, its storage at start-up."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from tornado.web import RequestHandler

from hub.assistant.brain import EmbeddedBrain
from hub.assistant.events import Brain
from hub.assistant.lanes import OnLanes, ThinkingLanes
from hub.assistant.service import Assistant
from hub.assistant.turns import AssistantServices
from storage.conversation_repository import ConversationRepository
from storage.warmup import StorageWarmup

if TYPE_CHECKING:
    from hub.app import Hub
    from hub.assistant.llm import ModelServer

log = logging.getLogger("hub.assistant")


class AssistantFeature:
    """Owns the hub's `Assistant` (reached as `hub.assistant`) and its conversation actors."""

    def __init__(self, hub: Hub, brain: Brain | None = None) -> None:
        self.hub = hub
        self.repository: ConversationRepository = hub.storage.conversations
        self.model_server: ModelServer | None = None
        services = AssistantServices(
            repository=self.repository,
            brain=brain or self._brain(),
            storefront=hub.storefront,
            settings=hub.settings,
            store_settings=hub.store_settings,
            notify=self._notify,
            metrics=hub.metrics,
        )
        self.assistant = Assistant(services, hub.directory)
        self._warmup = StorageWarmup("conversation indexes", self.repository.ensure_indexes)

    def _brain(self) -> Brain:
        """`HUB_BRAIN`: the embedded brain, or a model server with the embedded brain behind it."""
        hub = self.hub
        embedded = OnLanes(EmbeddedBrain(hub.storefront), ThinkingLanes())
        if hub.settings.brain != "llm":
            return embedded
        # Imported only here: the model server's client (aiohttp) is no cost to a hub without one.
        from hub.assistant.llm import ModelBrain, ModelServer

        self.model_server = ModelServer(hub.settings)
        log.info(
            "assistant turns answered by the model %r at %s (fallback: the embedded brain)",
            hub.settings.llm_model,
            self.model_server.url,
        )
        return ModelBrain(
            self.model_server,
            hub.storefront,
            embedded,
            hub.metrics.brain_fallbacks,
            max_reply_chars=hub.settings.llm_max_reply_chars,
        )

    def routes(self) -> list[tuple[str, type[RequestHandler]]]:
        from handlers.assistant import (
            ConfirmHandler,
            ConversationHandler,
            ConversationListHandler,
            FeedbackHandler,
            HandoffHandler,
            MergeHandler,
            StopHandler,
        )
        from handlers.assistant_stream import ReattachHandler, SendMessageHandler

        return [
            (r"/v1/assistant/conversations", ConversationListHandler),
            (r"/v1/assistant/conversations/([^/]+)", ConversationHandler),
            (r"/v1/assistant/conversations/([^/]+)/handoff", HandoffHandler),
            (r"/v1/assistant/conversations/([^/]+)/stream", ReattachHandler),
            (r"/v1/assistant/conversations/([^/]+)/stop", StopHandler),
            (r"/v1/assistant/messages", SendMessageHandler),
            (r"/v1/assistant/messages/([^/]+)/feedback", FeedbackHandler),
            (r"/v1/assistant/actions/([^/]+)/confirm", ConfirmHandler),
            (r"/internal/v1/assistant/merge", MergeHandler),
        ]

    async def start(self) -> None:
        """Indexes now, or as soon as storage answers; the routes work without them."""
        await self._warmup.start()

    async def stop(self) -> None:
        await self._warmup.stop()
        if self.model_server is not None:
            await self.model_server.close()

    async def _notify(
        self, customer_id: str, type_: str, data: dict[str, Any], dedupe_key: str
    ) -> None:
        notifications = getattr(self.hub, "notifications", None)
        if notifications is None:
            return
        await notifications.publish(customer_id, type_, data, dedupe_key=dedupe_key)
