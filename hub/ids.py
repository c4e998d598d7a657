"""The hub's ids, minted by the hub and stored as plain strings by any backend.

Conversations, messages, turns and tickets get 24 hex digits that start with the second they
were made (the shape of the ids already stored, so old threads keep their order and their
links); a client echoes them back. Cart actions get 32 random hex digits: confirming one
changes a cart, so it must not be guessable.
"""

from __future__ import annotations

import re
import secrets
import time
from typing import Any

ID = re.compile(r"[0-9a-f]{24}")
ACTION_ID = re.compile(r"[0-9a-f]{32}")


def new_id() -> str:
    return f"{int(time.time()) & 0xFFFFFFFF:08x}{secrets.token_hex(8)}"


def new_action_id() -> str:
    return secrets.token_hex(16)


def is_id(value: Any) -> bool:
    return isinstance(value, str) and ID.fullmatch(value) is not None


def is_action_id(value: Any) -> bool:
    return isinstance(value, str) and ACTION_ID.fullmatch(value) is not None
