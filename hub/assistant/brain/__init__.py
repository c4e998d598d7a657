"""The hub's embedded shopping assistant: `EmbeddedBrain(storefront)` implements `Brain`."""

from hub.assistant.brain.brain import EmbeddedBrain

__all__ = ["EmbeddedBrain"]
