"""The block registry: each block kind's stored form, client schema and rendering, in one place.

Every module of this package that defines `KINDS` (a tuple of `BlockKind`) is registered, in
module-name order: the package is the table. A kind gives the frozen model its stored
reference is parsed into, the frozen model of the card clients receive (the OpenAPI and
AsyncAPI documents take each kind's schema from it), the products it needs, and how it is
rendered from the store at read time (`hub.assistant.hydration` looks it up here).

Adding a block kind touches three files:

1. `hub/assistant/blocks/<concern>.py`: a new module (or a kind added to the module of its
   concern) with the stored model, the client model, the render function and its `KINDS`
   entry.
2. `hub/web/static/blocks.js`: its entry in `RENDERERS`, the browser's card for it.
3. `docs/asyncapi.yaml`: regenerated (`python -m handlers.asyncapi > docs/asyncapi.yaml`)
   so the committed document lists the new schema; the OpenAPI document is built at run time.

A card with words of its own (a heading, a button) also adds them, in English and Arabic, to
`hub/web/static/i18n.js`; a card of the store's data alone needs none. What emits the block
(a skill of the embedded brain, a tool of the model-backed one) is the brain's own change,
like any other answer it learns to give.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from typing import Any, Union

from pydantic import Field, GetCoreSchemaHandler
from pydantic_core import CoreSchema

from hub.assistant.blocks.kind import BlockKind, ClientBlock


def discover(package: str) -> dict[str, BlockKind[Any]]:
    """The kinds the modules of `package` define, by name."""
    found: dict[str, BlockKind[Any]] = {}
    path = importlib.import_module(package).__path__
    for module in sorted(pkgutil.iter_modules(path), key=lambda info: info.name):
        kinds = getattr(importlib.import_module(f"{package}.{module.name}"), "KINDS", ())
        for kind in kinds:
            if kind.name in found:
                raise ValueError(f"block kind {kind.name} is registered twice")
            found[kind.name] = kind
    return found


REGISTRY: Mapping[str, BlockKind[Any]] = discover(__name__)
KNOWN_KINDS: tuple[str, ...] = tuple(REGISTRY)


class NewerBlock(ClientBlock):
    """A kind this hub does not render (kept from a newer hub's message): clients ignore it."""

    kind: str = Field(json_schema_extra={"not": {"enum": list(KNOWN_KINDS)}})


class Block:
    """A UI card. Clients switch on `kind` and ignore kinds they do not know.

    Only a type for the documents: its schema is one of the registered kinds' client models,
    or a kind this hub does not know."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        models = dict.fromkeys(kind.block for kind in REGISTRY.values())
        return handler.generate_schema(Union[(*models, NewerBlock)])


__all__ = ["KNOWN_KINDS", "REGISTRY", "Block", "BlockKind", "ClientBlock", "NewerBlock"]
