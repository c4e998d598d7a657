"""A MongoDB server for tests that need several hub processes on one store: mongomock behind
the MongoDB wire protocol, on a free loopback port.

No MongoDB server can be installed on the project machines, and the in-memory storage is one
process's own, so two hub processes cannot share it. This process can be shared: each hub
runs its real MongoDB code (motor, `HUB_MONGO_URL=mongodb://127.0.0.1:<port>/`) against it,
and the documents live in one mongomock client, the same engine the repositories' contract
tests run on. It speaks just what those repositories send: the handshake (`OP_QUERY`), then
`OP_MSG` commands (find, insert, update, delete, findAndModify, aggregate, count, indexes),
answering every result in the first batch. Notifications are kept apart by `customerId`, so a
query naming a customer reads only that customer's; one that does not runs on a merged
copy. Their unique indexes hold within one customer's documents, which is what the hub's
unique notification indexes (each led by `customerId`) ask. It offers no sessions, transactions or change
streams, and it is not a database: nothing is persisted, one loop serves every command in
turn. An unknown command answers `CommandNotFound` and is printed, so a test fails loudly
rather than quietly on what this server does not do.

    python -m tests.mongo_wire PORT
"""

from __future__ import annotations

import asyncio
import struct
import sys
from typing import Any

import bson
import mongomock
from bson.codec_options import CodecOptions
from pymongo import ReturnDocument

OP_REPLY = 1
OP_QUERY = 2004
OP_MSG = 2013
HEADER = struct.Struct("<iiii")
CODEC: CodecOptions[dict[str, Any]] = CodecOptions(tz_aware=False)
WIRE_VERSION = 17  # MongoDB 6.0's; pymongo 4 needs 6 or more


class Failure(Exception):
    def __init__(self, code: int, name: str, message: str) -> None:
        super().__init__(message)
        self.code, self.name = code, name


def hello() -> dict[str, Any]:
    return {
        "ismaster": True,
        "isWritablePrimary": True,
        "helloOk": True,
        "maxBsonObjectSize": 16 * 1024 * 1024,
        "maxMessageSizeBytes": 48_000_000,
        "maxWriteBatchSize": 100_000,
        "minWireVersion": 0,
        "maxWireVersion": WIRE_VERSION,
        "readOnly": False,
        "ok": 1.0,
    }


def cursor(namespace: str, documents: list[dict[str, Any]]) -> dict[str, Any]:
    return {"cursor": {"id": bson.int64.Int64(0), "ns": namespace, "firstBatch": documents}}


# Notifications are kept apart by customer (one mongomock collection each), so that a query
# naming one customer scans that customer's documents only: mongomock scans a whole
# collection for every query, which could not keep up with two hubs under load. Other
# collections stay whole: their writes may move a document from one customer to another.
PARTITION = "customerId"
PARTITIONED = frozenset({"notifications"})


def routing(query: Any) -> list[Any] | None:
    """The partition values a filter limits itself to; None: it may match any."""
    if not isinstance(query, dict):
        return None
    value = query.get(PARTITION)
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict) and set(value) == {"$in"}:
        return list(value["$in"])
    return None


class Partitioned:
    """One collection, its documents spread over mongomock collections by `PARTITION`."""

    def __init__(self, client: Any, name: str) -> None:
        self._database = client["partitions"]
        self.name = name
        self._split = name.rpartition(".")[2] in PARTITIONED
        self._parts: dict[Any, Any] = {}
        self._indexes: list[dict[str, Any]] = []

    def part(self, value: Any) -> Any:
        key = value if self._split and isinstance(value, str) else None
        if key not in self._parts:
            collection = self._database[f"{self.name}#{key}"]
            for index in self._indexes:
                create_index(collection, index)
            self._parts[key] = collection
        return self._parts[key]

    def parts(self, query: Any) -> list[Any]:
        values = routing(query) if self._split else None
        if values is None:
            return list(self._parts.values())
        return [self._parts[v] for v in values if v in self._parts]

    def view(self, query: Any) -> Any:
        """What a read runs on: the one part the filter names, else a merged copy."""
        parts = self.parts(query)
        if len(parts) == 1:
            return parts[0]
        merged: Any = mongomock.MongoClient()["view"]["merged"]
        documents = [document for part in parts for document in part.find({})]
        if documents:
            merged.insert_many(documents)
        return merged

    def add_index(self, index: dict[str, Any]) -> None:
        """Every hub asks for the same indexes at start-up: those made already are kept, as
        MongoDB does, instead of built again on every customer's part."""
        if index in self._indexes:
            return
        self._indexes.append(index)
        for collection in self._parts.values():
            create_index(collection, index)


def create_index(collection: Any, index: dict[str, Any]) -> None:
    options = {k: v for k, v in index.items() if k not in ("key", "v")}
    collection.create_index(list(index["key"].items()), **options)


class Commands:
    def __init__(self) -> None:
        self._client: Any = mongomock.MongoClient(tz_aware=False)
        self._collections: dict[str, Partitioned] = {}

    def run(self, body: dict[str, Any]) -> dict[str, Any]:
        name = next(iter(body))
        handler = getattr(self, f"_{name.lower()}", None)
        if handler is None:
            print(f"mongo_wire: unknown command {name!r}", file=sys.stderr, flush=True)
            raise Failure(59, "CommandNotFound", f"no such command: '{name}'")
        return {**handler(body), "ok": 1.0}

    def _collection(self, body: dict[str, Any]) -> Partitioned:
        name = f"{body['$db']}.{next(iter(body.values()))}"
        if name not in self._collections:
            self._collections[name] = Partitioned(self._client, name)
        return self._collections[name]

    # -- the handshake and housekeeping ---------------------------------------------------

    def _hello(self, body: dict[str, Any]) -> dict[str, Any]:
        return hello()

    _ismaster = _hello

    def _ping(self, body: dict[str, Any]) -> dict[str, Any]:
        return {}

    def _buildinfo(self, body: dict[str, Any]) -> dict[str, Any]:
        return {"version": "6.0.0", "versionArray": [6, 0, 0, 0]}

    def _endsessions(self, body: dict[str, Any]) -> dict[str, Any]:
        return {}

    def _killcursors(self, body: dict[str, Any]) -> dict[str, Any]:
        return {"cursorsKilled": body.get("cursors", [])}

    def _getmore(self, body: dict[str, Any]) -> dict[str, Any]:
        # Every result went out in the first batch: a cursor is never left open.
        namespace = f"{body['$db']}.{body['collection']}"
        return {"cursor": {"id": bson.int64.Int64(0), "ns": namespace, "nextBatch": []}}

    def _createindexes(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        for index in body["indexes"]:
            collection.add_index(index)
        return {"createdCollectionAutomatically": False, "numIndexesAfter": len(body["indexes"])}

    # -- reads -----------------------------------------------------------------------------

    def _find(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        query = body.get("filter") or {}
        found = collection.view(query).find(query, body.get("projection"))
        if body.get("sort"):
            found = found.sort(list(body["sort"].items()))
        if body.get("skip"):
            found = found.skip(body["skip"])
        if body.get("limit"):
            found = found.limit(abs(body["limit"]))
        return cursor(collection.name, list(found))

    def _aggregate(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        pipeline = body["pipeline"]
        first = pipeline[0].get("$match") if pipeline else None
        return cursor(collection.name, list(collection.view(first).aggregate(pipeline)))

    def _count(self, body: dict[str, Any]) -> dict[str, Any]:
        query = body.get("query") or {}
        return {"n": self._collection(body).view(query).count_documents(query)}

    def _distinct(self, body: dict[str, Any]) -> dict[str, Any]:
        query = body.get("query") or {}
        return {"values": self._collection(body).view(query).distinct(body["key"], query)}

    # -- writes ----------------------------------------------------------------------------

    def _insert(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        inserted, errors = 0, []
        for index, document in enumerate(body["documents"]):
            try:
                collection.part(document.get(PARTITION)).insert_one(document)
                inserted += 1
            except mongomock.DuplicateKeyError as exc:
                errors.append({"index": index, "code": 11000, "errmsg": str(exc)})
                if body.get("ordered", True):
                    break
        return {"n": inserted, **({"writeErrors": errors} if errors else {})}

    def _update(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        matched = modified = 0
        upserted = []
        errors = []
        for index, change in enumerate(body["updates"]):
            try:
                outcome = self._update_one_change(collection, change)
            except mongomock.DuplicateKeyError as exc:
                errors.append({"index": index, "code": 11000, "errmsg": str(exc)})
                if body.get("ordered", True):
                    break
                continue
            matched += outcome[0]
            modified += outcome[1]
            if outcome[2] is not None:
                upserted.append({"index": index, "_id": outcome[2]})
        reply: dict[str, Any] = {"n": matched + len(upserted), "nModified": modified}
        if upserted:
            reply["upserted"] = upserted
        if errors:
            reply["writeErrors"] = errors
        return reply

    @staticmethod
    def _update_one_change(collection: Partitioned, change: dict[str, Any]) -> tuple[int, int, Any]:
        query, update = change["q"], change["u"]
        options: dict[str, Any] = {}
        if change.get("arrayFilters"):
            options["array_filters"] = change["arrayFilters"]
        replace = isinstance(update, dict) and not any(k.startswith("$") for k in update)
        matched = modified = 0
        for part in collection.parts(query):
            if replace:
                result = part.replace_one(query, update)
            elif change.get("multi"):
                result = part.update_many(query, update, **options)
            else:
                result = part.update_one(query, update, **options)
            matched += result.matched_count
            modified += result.modified_count
            if matched and not change.get("multi"):
                break
        if matched or not change.get("upsert"):
            return matched, modified, None
        part = collection.part((query or {}).get(PARTITION))
        if replace:
            result = part.replace_one(query, update, upsert=True)
        else:
            result = part.update_one(query, update, upsert=True, **options)
        return 0, 0, result.upserted_id

    def _delete(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        removed = 0
        for change in body["deletes"]:
            for part in collection.parts(change["q"]):
                if change.get("limit") == 1:
                    removed += part.delete_one(change["q"]).deleted_count
                    if removed:
                        break
                else:
                    removed += part.delete_many(change["q"]).deleted_count
        return {"n": removed}

    def _findandmodify(self, body: dict[str, Any]) -> dict[str, Any]:
        collection = self._collection(body)
        query = body.get("query") or {}
        sort = list(body["sort"].items()) if body.get("sort") else None
        options: dict[str, Any] = {"projection": body.get("fields"), "sort": sort}
        holder = next((p for p in collection.parts(query) if p.find_one(query) is not None), None)
        if body.get("remove"):
            value = holder.find_one_and_delete(query, **options) if holder is not None else None
            return {"value": value, "lastErrorObject": {"n": int(value is not None)}}
        upsert = bool(body.get("upsert"))
        part = holder if holder is not None else collection.part(query.get(PARTITION))
        update = body["update"]
        returned = ReturnDocument.AFTER if body.get("new") else ReturnDocument.BEFORE
        try:
            if isinstance(update, dict) and not any(k.startswith("$") for k in update):
                value = part.find_one_and_replace(
                    query, update, upsert=upsert, return_document=returned, **options
                )
            else:
                value = part.find_one_and_update(
                    query, update, upsert=upsert, return_document=returned, **options
                )
        except mongomock.DuplicateKeyError as exc:
            raise Failure(11000, "DuplicateKey", str(exc)) from exc
        last: dict[str, Any] = {"n": 1 if holder is not None or upsert else 0}
        last["updatedExisting"] = holder is not None
        if holder is None and upsert:
            after = part.find_one(query, sort=sort)
            last["upserted"] = after["_id"] if after else None
        return {"value": value, "lastErrorObject": last}


# -- the wire ------------------------------------------------------------------------------


def op_msg_body(payload: bytes) -> dict[str, Any]:
    """The command of an OP_MSG: its body section, with document sequences folded in."""
    flags = struct.unpack_from("<I", payload)[0]
    end = len(payload) - (4 if flags & 1 else 0)  # checksum present
    offset, body, sequences = 4, None, {}
    while offset < end:
        kind = payload[offset]
        offset += 1
        if kind == 0:
            size = struct.unpack_from("<i", payload, offset)[0]
            body = bson.decode(payload[offset : offset + size], CODEC)
            offset += size
        else:
            size = struct.unpack_from("<i", payload, offset)[0]
            section_end = offset + size
            offset += 4
            name_end = payload.index(b"\0", offset)
            name = payload[offset:name_end].decode()
            offset = name_end + 1
            documents = []
            while offset < section_end:
                doc_size = struct.unpack_from("<i", payload, offset)[0]
                documents.append(bson.decode(payload[offset : offset + doc_size], CODEC))
                offset += doc_size
            sequences[name] = documents
    assert body is not None, "OP_MSG without a body"
    body.update(sequences)
    return body


def op_query_body(payload: bytes) -> dict[str, Any]:
    offset = payload.index(b"\0", 4) + 1 + 8  # flags, collection name, skip and limit
    size = struct.unpack_from("<i", payload, offset)[0]
    return bson.decode(payload[offset : offset + size], CODEC)


def answer(commands: Commands, body: dict[str, Any]) -> dict[str, Any]:
    try:
        return commands.run(body)
    except Failure as exc:
        return {"ok": 0.0, "errmsg": str(exc), "code": exc.code, "codeName": exc.name}
    except Exception as exc:
        print(f"mongo_wire: {next(iter(body))} failed: {exc!r}", file=sys.stderr, flush=True)
        return {"ok": 0.0, "errmsg": repr(exc), "code": 8, "codeName": "UnknownError"}


async def serve_connection(
    commands: Commands, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
) -> None:
    request_id = 0
    try:
        while True:
            header = await reader.readexactly(HEADER.size)
            length, their_id, _, opcode = HEADER.unpack(header)
            payload = await reader.readexactly(length - HEADER.size)
            request_id += 1
            if opcode == OP_QUERY:
                reply = bson.encode(answer(commands, op_query_body(payload)))
                body = struct.pack("<iqii", 0, 0, 0, 1) + reply
                writer.write(HEADER.pack(HEADER.size + len(body), request_id, their_id, OP_REPLY))
            elif opcode == OP_MSG:
                reply = bson.encode(answer(commands, op_msg_body(payload)))
                body = struct.pack("<I", 0) + b"\0" + reply
                writer.write(HEADER.pack(HEADER.size + len(body), request_id, their_id, OP_MSG))
            else:
                raise ConnectionError(f"opcode {opcode} is not served")
            writer.write(body)
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    finally:
        writer.close()


async def main(port: int) -> None:
    commands = Commands()
    server = await asyncio.start_server(
        lambda r, w: serve_connection(commands, r, w), "127.0.0.1", port
    )
    print(f"mongo_wire listening on {port}", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1])))
