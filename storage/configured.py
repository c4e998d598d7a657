"""The backend a hub's settings name, opened: the one place that knows both backends.

The MongoDB package is imported here, and only when it is the backend: the embedded default
never loads the driver (a tenth of the hub's import time, and several megabytes).
"""

from __future__ import annotations

from hub.settings import HubSettings
from storage.stores import Storage, memory_storage


def open_storage(settings: HubSettings) -> Storage:
    """The backend `HUB_STORAGE` names (`mongo` when `HUB_MONGO_URL` is set, else `memory`)."""
    if settings.storage == "mongo":
        from storage.mongo import mongo_storage, open_database

        return mongo_storage(open_database(settings))
    return memory_storage()
