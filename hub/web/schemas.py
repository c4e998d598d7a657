"""The shapes of the dev-hub sign-in the demo page uses."""

from __future__ import annotations

from pydantic import BaseModel


class DemoCustomers(BaseModel):
    customerIds: list[str]


class DevToken(BaseModel):
    token: str
    customerId: str
