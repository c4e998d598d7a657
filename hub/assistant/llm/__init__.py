"""The model-backed brain: `ModelBrain` over an OpenAI-compatible `ModelServer`."""

from hub.assistant.llm.brain import ModelBrain
from hub.assistant.llm.upstream import ModelServer

__all__ = ["ModelBrain", "ModelServer"]
