"""The assistant as a hub capability: its actors, its brain, its storage at start-up."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any

from actors.directory import ActorDirectory
from hub.assistant.brain import EmbeddedBrain
from hub.assistant.brain.pattern import compile_waiting
from hub.assistant.events import Brain
from hub.assistant.lanes import OnLanes, ThinkingLanes
from hub.assistant.service import Assistant
from hub.assistant.turns import AssistantServices
from hub.metrics import HubMetrics
from hub.notifications.drafts import Draft
from hub.notifications.service import Notifications
from hub.settings import HubSettings
from hub.store_settings import StoreSettings
from hub.storefront.port import Storefront
from storage.conversation_repository import ConversationRepository
from storage.warmup import StorageWarmup

if TYPE_CHECKING:
    from hub.assistant.llm import ModelServer

log = logging.getLogger("hub.assistant")


class AssistantFeature:
    """Owns the hub's `Assistant` and its conversation actors."""

    def __init__(
        self,
        settings: HubSettings,
        repository: ConversationRepository,
        storefront: Storefront,
        store_settings: StoreSettings,
        notifications: Notifications,
        directory: ActorDirectory,
        metrics: HubMetrics,
    ) -> None:
        self.repository = repository
        self.model_server: ModelServer | None = None
        self._notifications = notifications
        services = AssistantServices(
            repository=repository,
            brain=self._brain(settings, storefront, metrics),
            storefront=storefront,
            settings=settings,
            store_settings=store_settings,
            notify=self._notify,
            metrics=metrics,
        )
        self.assistant = Assistant(services, directory)
        self._warmup = StorageWarmup("conversation indexes", self.repository.ensure_indexes)
        self._compiling: asyncio.Future[None] | None = None

    def _brain(self, settings: HubSettings, storefront: Storefront, metrics: HubMetrics) -> Brain:
        """`HUB_BRAIN`: the embedded brain, or a model server with the embedded brain behind it."""
        embedded = OnLanes(EmbeddedBrain(storefront), ThinkingLanes())
        if settings.brain != "llm":
            return embedded
        # Imported only here: the model server's client is no cost to a hub without one.
        from hub.assistant.llm import ModelBrain, ModelServer

        self.model_server = ModelServer(settings)
        log.info(
            "assistant turns answered by the model %r at %s (fallback: the embedded brain)",
            settings.llm_model,
            self.model_server.url,
        )
        return ModelBrain(
            self.model_server,
            storefront,
            embedded,
            metrics.brain_fallbacks,
            max_reply_chars=settings.llm_max_reply_chars,
        )

    async def start(self) -> None:
        """Indexes now, or as soon as storage answers; the routes work without them. The
        brain's patterns in the background, so the hub is ready before they are and its
        first turns need not compile them."""
        await self._warmup.start()
        self._compiling = asyncio.ensure_future(compile_waiting())

    async def stop(self) -> None:
        if self._compiling is not None:
            self._compiling.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._compiling
        await self._warmup.stop()
        if self.model_server is not None:
            await self.model_server.close()

    async def _notify(
        self, customer_id: str, type_: str, data: dict[str, Any], dedupe_key: str
    ) -> None:
        draft = Draft(customer_id, type_, data, dedupe_key=dedupe_key)
        await self._notifications.publish([draft], source="hub")
