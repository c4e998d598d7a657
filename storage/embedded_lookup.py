"""Find-by-`_id` without a collection scan, for the embedded (mongomock) storage.

mongomock answers every query by testing each document of the collection against the
filter, so `update_one({"_id": ..., "version": ...})` on a conversation costs a pass over
every conversation ever stored, and a hub under load slows down as it fills. MongoDB itself
answers such a query from the `_id` index. This gives mongomock the same shortcut: a filter
naming one plain `_id` value looks that document up directly, then applies the whole
filter to it, so what matches is exactly what the scan would have matched.
"""

from __future__ import annotations

from typing import Any

from bson import ObjectId

_installed = False


def install() -> None:
    """Patch mongomock's `Collection` once per process; harmless to call again."""
    global _installed
    if _installed:
        return
    from mongomock.collection import Collection
    from mongomock.filtering import filter_applies

    scan = Collection._iter_documents

    def iter_documents(self: Any, filter: Any) -> Any:
        if type(filter) is dict:
            key = filter.get("_id")
            if type(key) in (str, ObjectId, int):
                store = self._store
                if key in store:
                    document = store[key]
                    return (d for d in (document,) if filter_applies(filter, d))
                filter_applies(filter, {})  # a malformed filter still fails as it would
                return iter(())
        return scan(self, filter)

    Collection._iter_documents = iter_documents  # type: ignore[method-assign]
    _installed = True
