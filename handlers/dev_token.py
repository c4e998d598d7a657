"""`POST /v1/dev/token`: a customer token for one of the demo shoppers, on dev hubs only.

`GET` lists the demo shoppers, so the page learns both that it talks to a dev hub and whom it
may sign in as from one request that succeeds, rather than from a probe that fails.

The demo page has no login flow to talk to (OTP is not part of this hub), yet it must show
what a signed-in customer sees: the inbox, the live stream, the guest merge. A production
hub answers 404 exactly as for any unknown route, so the route's existence leaks nothing.
"""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict

from handlers.base import HubHandler
from hub.auth import issue_customer_token
from hub.errors import NotFound

DEV_TOKEN_TTL_SECONDS = 12 * 3600
DemoCustomer = Literal["demo-1", "demo-2", "demo-3"]


class DevTokenRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    customerId: DemoCustomer


class DevTokenHandler(HubHandler):
    def prepare(self) -> None:
        super().prepare()
        if not self.hub.settings.dev:
            raise NotFound(message_key="route_not_found")

    async def get(self) -> None:
        self.reply({"customerIds": list(get_args(DemoCustomer))}, "DATA_LOADED")

    async def post(self) -> None:
        request = self.body_as(DevTokenRequest)
        token = issue_customer_token(
            self.hub.settings.jwt_secret or "", request.customerId, DEV_TOKEN_TTL_SECONDS
        )
        self.reply({"token": token, "customerId": request.customerId}, "CREATED")
