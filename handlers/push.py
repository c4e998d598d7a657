"""Device push token registration (`POST /v1/push/register`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from handlers.base import HubHandler
from hub.ratelimit import PUSH_REGISTER

# Device tokens (FCM, APNs) are printable and unbroken: a blank, padded or multi-line value is
# a client bug, and storing it would only make a token that can never be delivered to.
TOKEN_PATTERN = r"^[^\s\x00-\x1f\x7f]+$"


class PushRegisterBody(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    token: str = Field(min_length=10, max_length=256, pattern=TOKEN_PATTERN)
    platform: Literal["ios", "android"]


class PushRegisterHandler(HubHandler):
    async def post(self) -> None:
        caller = self.customer()
        await self.limit(PUSH_REGISTER, caller)
        body = self.body_as(PushRegisterBody)
        registration = await self.hub.notifications.push_tokens.register(
            caller.customer_id or "", body.token, body.platform
        )
        self.reply(registration.view, "CREATED" if registration.created else "UPDATED")
