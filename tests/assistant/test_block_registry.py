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

from hub.assistant.blocks import KNOWN_KINDS, REGISTRY
from hub.openapi.asyncapi import asyncapi_document
from hub.web.feature import STATIC_DIR

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
