"""The block registry is the one list of kinds: the spec's table, the browser's renderers and
the documents' schemas all agree with it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from handlers.asyncapi import asyncapi_document
from hub.assistant.blocks import KNOWN_KINDS, REGISTRY
from hub.web import STATIC_DIR

ROOT = Path(__file__).resolve().parents[2]
URI = "urn:storefront-hub:asyncapi"


def spec_kinds() -> set[str]:
    text = (ROOT / "docs" / "service-spec.md").read_text()
    table = text.split("### Block", 1)[1].split("\n- ", 1)[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", table, re.MULTILINE))


def browser_kinds() -> list[str]:
    script = (Path(STATIC_DIR) / "blocks.js").read_text()
    renderers = script.split("const RENDERERS = {", 1)[1].split("\n};", 1)[0]
    return re.findall(r"^  ([a-z_]+):", renderers, re.MULTILINE)


def test_every_kind_of_the_spec_is_registered():
    assert spec_kinds() == set(KNOWN_KINDS)


def test_the_browser_renders_every_registered_kind():
    assert sorted(browser_kinds()) == sorted(KNOWN_KINDS)


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return asyncapi_document("test")


@pytest.fixture(scope="module")
def block_schema(document) -> Draft202012Validator:
    resource = Resource.from_contents(document, default_specification=DRAFT202012)
    registry: Registry[Any] = Registry().with_resource(URI, resource)
    ref = {"$ref": f"{URI}#/components/schemas/BlockEvent/properties/block"}
    return Draft202012Validator(ref, registry=registry)


def test_each_kind_is_documented_by_its_client_model(document):
    block = document["components"]["schemas"]["BlockEvent"]["properties"]["block"]
    refs = {one["$ref"].rsplit("/", 1)[1] for one in block["anyOf"]}
    assert refs == {kind.block.__name__ for kind in REGISTRY.values()} | {"NewerBlock"}


@pytest.mark.parametrize(
    "block",
    [
        {"kind": "products", "products": [{"_id": "p-1"}]},
        {"kind": "delivery_info"},
        {"kind": "cart_action", "actionId": "a1", "actionType": None, "items": [],
         "status": "expired"},
        {"kind": "hologram", "beam": 3},
    ],
)  # fmt: skip
def test_the_documents_accept_blocks_as_hydrated(block_schema, block):
    block_schema.validate(block)


@pytest.mark.parametrize(
    "block",
    [
        {"kind": "products"},
        {"kind": "product_detail", "product": "p-1"},
        {"kind": "cart_action", "actionId": "a1", "items": [{"productId": "p-1"}]},
        {"kind": "delivery_info", "fee": "free"},
        {"no": "kind"},
    ],
)
def test_the_documents_refuse_a_known_kind_in_the_wrong_shape(block_schema, block):
    with pytest.raises(ValidationError):
        block_schema.validate(block)


STORE_HOURS = '''
"""A branch's opening hours, in the reader's language."""

from typing import Literal

from hub.assistant.blocks.kind import BlockKind, ClientBlock, OptionalId, StoredRef
from hub.storefront.cards import localized


class StoreHoursRef(StoredRef):
    branchId: OptionalId = None


class StoreHoursBlock(ClientBlock):
    kind: Literal["store_hours"]
    branch: str | None
    hours: str | None


async def _render(ref, reads, language):
    branches = await reads.listed("branches", reads.storefront.branches)
    branch = branches.get(ref.branchId or "")
    if branch is None:
        return None
    name, hours = localized(branch["name"], language), localized(branch.get("hours"), language)
    return StoreHoursBlock(kind="store_hours", branch=name, hours=hours)


KINDS = (BlockKind("store_hours", StoreHoursRef, StoreHoursBlock, _render),)
'''


async def test_a_new_kind_is_one_module(tmp_path, monkeypatch):
    """The walk-through of docs/design.md: a module defining `KINDS` is all hydration needs."""
    from hub.assistant import blocks
    from hub.assistant.hydration import hydrate_blocks
    from hub.storefront import seed
    from tests.storefront.test_embedded import seeded_storefront

    package = tmp_path / "more_blocks"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "store_hours.py").write_text(STORE_HOURS)
    monkeypatch.syspath_prepend(str(tmp_path))
    [(name, kind)] = blocks.discover("more_blocks").items()
    assert name == "store_hours" and name not in KNOWN_KINDS
    monkeypatch.setitem(blocks.REGISTRY, name, kind)

    branch = seed.BRANCHES[0]
    refs = [{"kind": "store_hours", "branchId": branch["_id"]}, {"kind": "store_hours"}]
    hydrated = await hydrate_blocks(
        refs, storefront=await seeded_storefront(), owner="customer:demo-1", language="ar",
        actions={},
    )  # fmt: skip
    assert hydrated == [
        {"kind": "store_hours", "branch": branch["name"]["ar"], "hours": branch["hours"]["ar"]}
    ]
