"""What a stored document is to the repositories of both backends."""

from __future__ import annotations

from typing import Any

# A document as the driver (or an in-memory repository) holds it. It never leaves `storage/`:
# repositories hand out records of their own (frozen models) or free-form JSON values.
Document = dict[str, Any]
