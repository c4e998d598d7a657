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
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from hub.assistant.blocks import REGISTRY, BlockKind
from hub.assistant.blocks.kind import Reads, wire
from hub.catalogue import Language
from hub.errors import ServiceUnavailable
from hub.record import Record
from hub.storefront.port import Storefront
from storage.conversation_records import CartAction

log = logging.getLogger("hub.assistant")


@dataclass(frozen=True, slots=True)
class _Typed:
    """A stored block of a registered kind, parsed; `language` is the one its brain answered
    in when that was not the app's (its cards follow it)."""

    kind: BlockKind[Any]
    ref: BaseModel
    language: Language | None


def _read(ref: Record) -> _Typed | Record | None:
    """The typed reference; a kind this hub does not know as stored, for clients to ignore;
    None for a reference it cannot read."""
    if "language" in ref:
        language = ref["language"] if ref["language"] in ("en", "ar") else None
        ref = {key: value for key, value in ref.items() if key != "language"}
    else:
        language = None
    kind = REGISTRY.get(ref["kind"])
    if kind is None:
        return ref
    try:
        return _Typed(kind, kind.stored.model_validate(ref), language)
    except ValueError:
        log.exception("could not read a stored %s block; leaving it out", ref["kind"])
        return None


async def _render(entry: _Typed | Record | None, reads: Reads, language: Language) -> Record | None:
    if not isinstance(entry, _Typed):
        return entry
    try:
        block = await entry.kind.render(entry.ref, reads, entry.language or language)
    except ServiceUnavailable:
        raise
    except Exception:
        log.exception("could not render a stored %s block; leaving it out", entry.kind.name)
        return None
    return None if block is None else wire(block)


async def hydrate_blocks(
    refs: list[Any],
    *,
    storefront: Storefront,
    owner: str,
    language: Language,
    actions: Mapping[str, CartAction],
) -> list[Record]:
    """Client blocks for stored references, in order; `actions` maps actionId to the action
    with its effective status."""
    reads = Reads(storefront, owner, actions)
    stored = [
        _read(ref) for ref in refs if isinstance(ref, dict) and isinstance(ref.get("kind"), str)
    ]
    typed = [entry for entry in stored if isinstance(entry, _Typed)]
    product_ids = [pid for entry in typed for pid in await entry.kind.product_ids(entry.ref, reads)]
    if product_ids:
        reads.products = await storefront.products_by_ids(list(dict.fromkeys(product_ids)))
    hydrated = [await _render(entry, reads, language) for entry in stored]
    return [block for block in hydrated if block is not None]
