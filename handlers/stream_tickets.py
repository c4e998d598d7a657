"""`POST /v1/notifications/sse-ticket`, and the notification stream's caller: a bearer
token, or a ticket in the URL for a browser's `EventSource` (see `hub.notifications.tickets`).
"""

from __future__ import annotations

from handlers.base import HubHandler
from hub.auth import Caller
from hub.ratelimit import STREAM_TICKET


class StreamTicketHandler(HubHandler):
    async def post(self) -> None:
        caller = self.customer()
        await self.limit(STREAM_TICKET, caller)
        ticket = self.hub.notifications.tickets.issue(caller.customer_id or "")
        self.reply(ticket.view, "CREATED")


async def stream_caller(handler: HubHandler) -> Caller:
    """The customer a stream request speaks for: `?ticket=` when given, else the bearer.

    The ticket is a credential in a URL: it must never be logged, which holds because the
    access log (`hub.logs.log_request`) writes the path without the query.
    """
    ticket = handler.get_query_argument("ticket", None)
    if ticket is None:
        return handler.customer()
    customer_id = await handler.hub.notifications.tickets.redeem(ticket)
    handler.caller = Caller(customer_id=customer_id)
    return handler.caller
