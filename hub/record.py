"""A stored document, or a card rendered from one, as the storefront port and the
repositories hand it around: a JSON object whose shape the function using it documents."""

from __future__ import annotations

from typing import Any

Record = dict[str, Any]
