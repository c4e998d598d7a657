"""A free-form JSON object, whose shape is not the hub's to fix or is the function's that
renders it: the storefront's content as its port hands it around, cards and replies rendered
for the wire, block references as stored, the brain's memory and event payloads.

Repositories hand out frozen records of their own (`storage.conversation_records`, ...),
and documents never leave `storage/` (`storage.documents.Document`)."""

from __future__ import annotations

from typing import Any

Record = dict[str, Any]
