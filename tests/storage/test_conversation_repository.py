"""The assistant's storage, through the repository only: the contract both implementations
keep (see `tests.storage.backends`).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from hub.assistant.records import new_action, new_conversation, new_message
from hub.storefront.port import CartMutation, LineItem
from storage.conversation_records import (
    ActionLine,
    ConversationUpdate,
    TicketRef,
    Utterance,
)
from storage.conversation_repository import ConversationRepository
from storage.mongo.conversations import CONVERSATIONS, MESSAGES, MongoConversationRepository
from tests.storage.backends import both, mongo_database, storage_on

T0 = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


async def make_repository(backend: str) -> ConversationRepository:
    """A repository on a store of its own."""
    return (await storage_on(backend)).conversations


def at(minutes: int) -> datetime:
    return T0 + timedelta(minutes=minutes)


@both
async def test_conversations_list_by_owner_newest_activity_first(backend):
    repository = await make_repository(backend)
    ids = []
    for n in range(3):
        conversation = new_conversation("guest:a", f"hello {n}", at(n))
        await repository.create_conversation(conversation)
        ids.append(conversation.id)
    await repository.create_conversation(new_conversation("guest:b", "other", at(9)))
    assert await repository.save_conversation(ids[0], 1, ConversationUpdate(at=at(5)))
    listed = await repository.list_conversations("guest:a", skip=0, limit=10)
    assert [item.id for item in listed] == [ids[0], ids[2], ids[1]]
    assert (listed[1].title, listed[1].status) == ("hello 2", "active")
    assert listed[0].last_message_at == at(5) and listed[0].created_at == at(0)
    assert await repository.count_conversations("guest:a") == 3
    page = await repository.list_conversations("guest:a", skip=1, limit=1)
    assert [item.id for item in page] == [ids[2]]
    assert await repository.conversation("not-an-id") is None
    assert await repository.conversation("0" * 24) is None


@both
async def test_saves_name_the_version_they_saw(backend):
    repository = await make_repository(backend)
    conversation = new_conversation("guest:a", "hello", at(0))
    await repository.create_conversation(conversation)
    cid = conversation.id
    ticket = TicketRef("t-1", "T-000001")
    update = ConversationUpdate(
        at(4), messages=2, characters=30, tokens=9, status="handed_off", ticket=ticket
    )
    assert await repository.save_conversation(cid, 1, update)
    assert not await repository.save_conversation(cid, 1, ConversationUpdate(at(5), status="x"))
    stored = await repository.conversation(cid)
    assert stored == replace(
        conversation,
        status="handed_off",
        ticket=ticket,
        message_count=2,
        char_count=30,
        token_count=9,
        updated_at=at(4),
        last_message_at=at(4),
        version=2,
    )


@both
async def test_what_a_caller_changes_after_a_write_or_a_read_changes_nothing_stored(backend):
    """As with a database: the embedded store hands copies in and out, down to nested lists."""
    repository = await make_repository(backend)
    memory = {"basket": ["p-1"], "budget": {"fils": 5000}}
    conversation = replace(new_conversation("guest:a", "hello", at(0)), memory=memory)
    await repository.create_conversation(conversation)
    cid = conversation.id
    memory["basket"].append("p-2")
    read = await repository.conversation(cid)
    read.memory["budget"]["fils"] = 1
    saved = {"basket": ["p-3"], "budget": {"fils": 5000}}
    assert await repository.save_conversation(cid, 1, ConversationUpdate(at(1), memory=saved))
    saved["basket"].append("p-4")
    message = new_message(
        cid, 1, "assistant", "Here", [{"kind": "products", "ids": ["p-1"]}], at(1)
    )
    await repository.add_message(message)
    message.blocks[0]["ids"].append("p-9")
    (await repository.messages(cid))[0].blocks[0].clear()
    stored = await repository.conversation(cid)
    assert stored.memory == {"basket": ["p-3"], "budget": {"fils": 5000}}
    assert stored.created_at == at(0)
    [kept] = await repository.messages(cid)
    assert kept.blocks == ({"kind": "products", "ids": ["p-1"]},)


@both
async def test_messages_read_back_in_the_order_written(backend):
    repository = await make_repository(backend)
    cid = "a" * 24
    written = [new_message(cid, seq, "user", f"m{seq}", [], at(10 - seq)) for seq in range(5)]
    reply = new_message(
        cid, 5, "assistant", "m5", [], at(11), message_id="b" * 24, stream_events=7, stopped=True
    )
    for message in [reply, *reversed(written)]:
        await repository.add_message(message)
    assert await repository.messages(cid) == [*written, reply]
    recent = await repository.recent_messages(cid, 2)
    assert recent == [Utterance("user", "m4"), Utterance("assistant", "m5")]
    first = written[0].id
    await repository.set_feedback(first, "up", at(20))
    assert await repository.message(first) == replace(written[0], feedback="up", updated_at=at(20))
    assert await repository.message("zz") is None


@both
async def test_actions_move_only_from_the_status_named(backend):
    repository = await make_repository(backend)
    mutation = CartMutation("add_to_cart", (LineItem("p-1", None, 2),))
    action = new_action("c" * 24, "guest:a", mutation, at(0), 900)
    other = new_action("c" * 24, "guest:a", CartMutation("clear_cart"), at(0), 900)
    await repository.add_action(action)
    await repository.add_action(other)
    stored = await repository.action(action.id)
    assert stored == action
    assert stored.items == (ActionLine("p-1", None, 2),) and stored.expires_at == at(15)
    assert await repository.move_action(action.id, "pending", "confirmed", at(1))
    assert not await repository.move_action(action.id, "pending", "confirmed", at(2))
    assert await repository.cancel_pending("c" * 24, at(3)) == [other.id]
    found = await repository.actions_by_ids([action.id, other.id, "x"])
    assert {a.id: a.status for a in found} == {action.id: "confirmed", other.id: "cancelled"}
    assert await repository.action("not-an-action") is None


@both
async def test_reassigning_moves_each_thread_once(backend):
    repository = await make_repository(backend)
    mine = new_conversation("guest:a", "hello", at(0))
    theirs = new_conversation("guest:b", "hello", at(0))
    for conversation in (mine, theirs):
        await repository.create_conversation(conversation)
    await repository.add_action(
        new_action(mine.id, "guest:a", CartMutation("clear_cart"), at(0), 900)
    )
    ids = await repository.conversation_ids_of("guest:a")
    assert ids == [mine.id]
    assert await repository.reassign(ids, "guest:a", "customer:x", at(1)) == 1
    assert await repository.reassign(ids, "guest:a", "customer:x", at(2)) == 0
    moved = await repository.conversation(mine.id)
    assert moved == replace(mine, owner="customer:x", updated_at=at(1), version=2)
    assert (await repository.conversation(theirs.id)).owner == "guest:b"
    [action] = await repository.actions_of(mine.id)
    assert action.owner == "customer:x"


async def test_documents_older_than_their_fields_still_read():
    """Threads stored before token counts, stream sequences and stop marks existed."""
    db = mongo_database()
    repository = MongoConversationRepository(db)
    cid, mid = "a" * 24, "b" * 24
    await db[CONVERSATIONS].insert_one(
        {"_id": cid, "owner": "guest:a", "status": "active", "title": "hi", "createdAt": at(0),
         "updatedAt": at(1), "lastMessageAt": at(1), "messageCount": 2, "charCount": 9,
         "memory": {}, "ticket": None, "version": 3}
    )  # fmt: skip
    await db[MESSAGES].insert_one(
        {"_id": mid, "conversationId": cid, "seq": 1, "role": "assistant", "content": "Here",
         "blocks": [{"kind": "products", "productIds": ["p-1"]}], "feedback": None,
         "createdAt": at(1), "updatedAt": at(1)}
    )  # fmt: skip
    conversation = await repository.conversation(cid)
    assert (conversation.token_count, conversation.version, conversation.ticket) == (0, 3, None)
    [message] = await repository.messages(cid)
    assert (message.stream_events, message.stopped) == (None, False)
    assert message.blocks == ({"kind": "products", "productIds": ["p-1"]},)
