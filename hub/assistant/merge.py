"""A guest signs in: their threads and their cart become the customer's.

Called by the internal merge route and by any route that sees both a valid bearer token and
a valid guest key (the first request after OTP login). Moving a thread is one rewrite of its
`owner` (and its actions' owner), guarded by the old owner, so merging twice moves nothing
the second time. Each hub remembers the pairs it has merged, so the requests that follow a
sign-in, which keep sending both credentials for a while, cost nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from actors.conversation import OwnerChanged, conversation_key
from hub.assistant.records import now_utc

if TYPE_CHECKING:
    from hub.app import Hub


async def merge_guest(hub: Hub, guest_key: str, customer_id: str, *, force: bool = False) -> int:
    """Move the guest's threads and cart onto the customer; the number of threads moved.

    `force` skips this hub's memory of earlier merges (the internal route: an operator's
    explicit request is always carried out).
    """
    assistant = hub.assistant
    if not force and assistant.merged_already(guest_key, customer_id):
        return 0
    guest, customer = f"guest:{guest_key}", f"customer:{customer_id}"
    conversation_ids = await assistant.repository.conversation_ids_of(guest)
    moved = await assistant.repository.reassign(conversation_ids, guest, customer, now_utc())
    await hub.storefront.merge_carts(guest, customer)
    # Live actors still hold the guest as owner; tell them, behind any turn they are running.
    for conversation_id in conversation_ids:
        ref = hub.directory.get(conversation_key(conversation_id))
        if ref is not None:
            ref.tell(OwnerChanged(guest, customer))
    assistant.remember_merge(guest_key, customer_id)
    return moved
