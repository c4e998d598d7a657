"""`POST /v1/dev/token`: a customer token for one of the demo shoppers, on dev hubs only.

The demo page has no login flow to talk to (OTP is not part of this hub), yet it must show
what a signed-in customer sees: the inbox, the live stream, the guest merge. A production
hub answers 404 exactly as for any unknown route, so the route's existence leaks nothing.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from handlers.base import HubHandler
from hub.auth import issue_customer_token
from hub.errors import NotFound

DEV_TOKEN_TTL_SECONDS = 12 * 3600


class DevTokenRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    customerId: Literal["demo-1", "demo-2", "demo-3"]


class DevTokenHandler(HubHandler):
    def prepare(self) -> None:
        if not self.hub.settings.dev:
            raise NotFound(message_key="route_not_found")

    async def post(self) -> None:
        request = self.body_as(DevTokenRequest)
        token = issue_customer_token(
            self.hub.settings.jwt_secret or "", request.customerId, DEV_TOKEN_TTL_SECONDS
        )
        self.reply({"token": token, "customerId": request.customerId}, "CREATED")
