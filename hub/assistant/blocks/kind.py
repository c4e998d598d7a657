"""What a block kind is made of, and the store one hydration call reads through.

A kind pairs two frozen models: `stored`, the reference a saved message keeps (parsed from
the document at the boundary, tolerant of old or odd entries so a bad one drops only
itself), and `block`, the card clients receive (its JSON schema is the one the OpenAPI and
AsyncAPI documents give for that kind). `render` turns the first into the second from the
store as it is now; `product_ids` names the products it will need, so one lookup serves
every block of a message.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Generic, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, SkipValidation

from hub.auth import customer_of
from hub.catalogue import Language
from hub.record import Record
from hub.storefront.port import Storefront
from storage.conversation_records import CartAction


def _strings(value: Any) -> list[str]:
    """Stored ids: None or junk reads as none, and a non-string entry is skipped."""
    if not isinstance(value, list | tuple):
        return []
    return [item for item in value if isinstance(item, str)]


def _string(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _mapping(value: Any) -> dict[str, Any]:
    return dict(value) if isinstance(value, Mapping) else {}


Ids = Annotated[list[str], BeforeValidator(_strings)]
OptionalId = Annotated[str | None, BeforeValidator(_string)]
Choices = Annotated[dict[str, Any], BeforeValidator(_mapping)]

# Cards rendered by `hub.storefront.cards`: fresh dicts of the storefront's making, typed for
# the documents and not walked again when a block is built.
Card = SkipValidation[Record]
Cards = SkipValidation[list[Record]]


class StoredRef(BaseModel):
    """A block as a saved message keeps it."""

    model_config = ConfigDict(frozen=True, extra="allow")

    kind: str


class ClientBlock(BaseModel):
    """A block as clients receive it: fields left unset are absent from the wire."""

    model_config = ConfigDict(frozen=True, extra="allow")


def wire(block: BaseModel) -> Record:
    """A client block as JSON-ready data: the fields set, in declaration order, then any
    extra. Shallow on purpose: the cards inside are fresh already, and `model_dump` would walk
    and copy each of them again (most of a read's cost)."""
    fields_set = block.model_fields_set
    out: Record = {
        name: _plain(getattr(block, name))
        for name in type(block).model_fields
        if name in fields_set
    }
    if block.__pydantic_extra__:
        out.update(block.__pydantic_extra__)
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return wire(value)
    if isinstance(value, list) and value and isinstance(value[0], BaseModel):
        return [wire(item) for item in value]
    return value


RefT = TypeVar("RefT", bound=BaseModel)


class Reads:
    """The storefront seen by one hydration call: each list fetched at most once, and the
    products every block names fetched together before any block renders."""

    def __init__(
        self, storefront: Storefront, owner: str, actions: Mapping[str, CartAction]
    ) -> None:
        self.storefront = storefront
        self.owner = owner
        self.actions = actions
        self.products: dict[str, Record] = {}
        self._lists: dict[str, dict[str, Record]] = {}
        self._orders: dict[str, Record | None] = {}
        self._cart: Record | None = None

    async def listed(
        self, name: str, load: Callable[[], Awaitable[list[Record]]]
    ) -> dict[str, Record]:
        if name not in self._lists:
            self._lists[name] = {record["_id"]: record for record in await load()}
        return self._lists[name]

    async def cart(self) -> Record:
        if self._cart is None:
            self._cart = await self.storefront.cart(self.owner)
        return self._cart

    async def order(self, order_id: str | None) -> Record | None:
        customer_id = customer_of(self.owner)
        if customer_id is None or order_id is None:
            return None
        if order_id not in self._orders:
            self._orders[order_id] = await self.storefront.order(customer_id, order_id)
        return self._orders[order_id]


async def no_products(ref: BaseModel, reads: Reads) -> Iterable[str]:
    return ()


async def as_stored(ref: ClientBlock, reads: Reads, language: Language) -> ClientBlock:
    """A snapshot kind: what was stored is what clients see."""
    return ref


@dataclass(frozen=True, slots=True)
class BlockKind(Generic[RefT]):
    name: str
    stored: type[RefT]
    block: type[ClientBlock]
    render: Callable[[RefT, Reads, Language], Awaitable[ClientBlock | None]]
    product_ids: Callable[[RefT, Reads], Awaitable[Iterable[str]]] = no_products


SnapshotT = TypeVar("SnapshotT", bound=ClientBlock)


def snapshot(name: str, model: type[SnapshotT]) -> BlockKind[SnapshotT]:
    """A kind whose stored form is its client form (`model` is both)."""
    return BlockKind(name, model, model, as_stored)
