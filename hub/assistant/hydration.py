"""Stored block references rendered into the blocks clients receive, from the store as it is now.

A saved message keeps references (each kind's stored form is in its module of
`hub.assistant.blocks`), so reading a thread tomorrow shows tomorrow's prices, stock and
action status, never a stale snapshot. Rendering never fails a read: a product that left the
catalogue is dropped from its block, a block whose one subject is gone (an order, a recipe,
a single product) is dropped, and a kind this hub does not know is passed through for
clients to ignore. Only storage being down fails the read, since no honest answer can be
given then.

Lookups are batched: one `products_by_ids` for every product any block of the call names,
and each other list (offers, FAQ, branches...) is fetched at most once per call.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from hub.assistant.blocks import REGISTRY, BlockKind
from hub.assistant.blocks.kind import Reads, wire
from hub.catalogue import Language
from hub.errors import ServiceUnavailable
from hub.record import Record
from hub.storefront.port import Storefront

log = logging.getLogger("hub.assistant")


def _parsed(ref: Record) -> tuple[BlockKind[Any], BaseModel, Language | None] | None:
    """The kind and typed reference of a stored block (None: a kind this hub does not know).

    A reference may name the language its brain answered in, not the app's: its cards follow.
    """
    kind = REGISTRY.get(ref["kind"])
    if kind is None:
        return None
    if "language" not in ref:
        return kind, kind.stored.model_validate(ref), None
    language = ref["language"]
    fields = {key: value for key, value in ref.items() if key != "language"}
    return kind, kind.stored.model_validate(fields), language if language in ("en", "ar") else None


async def hydrate_blocks(
    refs: list[Any],
    *,
    storefront: Storefront,
    owner: str,
    language: Language,
    actions: Mapping[str, Record],
) -> list[Record]:
    """Client blocks for stored references, in order; `actions` maps actionId to the action
    record with its effective status."""
    reads = Reads(storefront, owner, actions)
    stored = [ref for ref in refs if isinstance(ref, dict) and isinstance(ref.get("kind"), str)]
    parsed: list[tuple[Record, tuple[BlockKind[Any], BaseModel, Language | None] | None]] = []
    for ref in stored:
        try:
            parsed.append((ref, _parsed(ref)))
        except ValueError:
            log.exception("could not read a stored %s block; leaving it out", ref["kind"])
    product_ids: list[str] = []
    for _, typed in parsed:
        if typed is not None:
            product_ids.extend(await typed[0].product_ids(typed[1], reads))
    if product_ids:
        reads.products = await storefront.products_by_ids(list(dict.fromkeys(product_ids)))
    hydrated = []
    for ref, typed in parsed:
        if typed is None:
            hydrated.append({key: value for key, value in ref.items() if key != "language"})
            continue
        kind, model, own_language = typed
        try:
            block = await kind.render(model, reads, own_language or language)
        except ServiceUnavailable:
            raise
        except Exception:
            log.exception("could not render a stored %s block; leaving it out", kind.name)
            continue
        if block is not None:
            hydrated.append(wire(block))
    return hydrated
