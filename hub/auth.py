"""Who is calling: customer access tokens, guest keys and operator tokens.

A `Caller` is what every owner check compares. Customers are identified by the `sub` of an
HS256 token; guests (assistant only) by the 32-hex key their app generated once. Owner keys
(`customer:<id>`, `guest:<key>`) are what conversations and carts store, so a guest's threads
can be moved onto a customer by rewriting one field.
"""

from __future__ import annotations

import hmac
import re
import time
from dataclasses import dataclass

import jwt

from hub.errors import (
    AuthenticationRequired,
    InvalidToken,
    TokenExpired,
    Unauthenticated,
    invalid,
)
from hub.validation import is_unicode

GUEST_KEY = re.compile(r"[0-9a-fA-F]{32}")
MAX_CUSTOMER_ID = 64


@dataclass(frozen=True, slots=True)
class Caller:
    customer_id: str | None = None
    guest_key: str | None = None

    @property
    def is_guest(self) -> bool:
        return self.customer_id is None

    @property
    def owner(self) -> str:
        """The owner key stored on conversations, actions and carts."""
        if self.customer_id is not None:
            return f"customer:{self.customer_id}"
        return f"guest:{self.guest_key}"

    @property
    def guest_owner(self) -> str | None:
        return f"guest:{self.guest_key}" if self.guest_key else None


def customer_of(owner: str) -> str | None:
    """The customer id of a `customer:<id>` owner; None for a guest."""
    kind, _, rest = owner.partition(":")
    return rest if kind == "customer" and rest else None


def issue_customer_token(secret: str, customer_id: str, ttl_seconds: int = 30 * 24 * 3600) -> str:
    now = int(time.time())
    claims = {"sub": customer_id, "type": "customer", "iat": now, "exp": now + ttl_seconds}
    return jwt.encode(claims, secret, algorithm="HS256")


def verify_customer_token(secret: str, token: str) -> str:
    """The customer id of a valid token; the error says which way it is not valid."""
    try:
        claims = jwt.decode(
            token,
            secret,
            algorithms=["HS256"],
            options={"require": ["sub", "exp"]},
        )
    except jwt.ExpiredSignatureError as exc:
        raise TokenExpired() from exc
    except jwt.PyJWTError as exc:
        raise InvalidToken() from exc
    subject = claims.get("sub")
    expiry = claims.get("exp")
    if isinstance(expiry, bool) or not isinstance(expiry, int | float):
        raise InvalidToken()  # PyJWT reads "exp": "123" as a number; the contract does not
    if not isinstance(subject, str) or not is_customer_id(subject):
        raise InvalidToken()
    if claims.get("type", "customer") != "customer":
        raise Unauthenticated()
    return subject


def is_customer_id(value: str) -> bool:
    """1 to 64 printable characters of valid Unicode: safe in every log line, key and reply."""
    return 1 <= len(value) <= MAX_CUSTOMER_ID and value.isprintable() and is_unicode(value)


def bearer_token(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer <token>` header, else None.

    Another scheme (`Basic ...`) or a bare `Bearer` carries no bearer token, which the spec
    answers with AUTHENTICATION_REQUIRED, as it does a missing header.
    """
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def parse_guest_key(value: str | None) -> str | None:
    if value is None or value == "":
        return None
    if not GUEST_KEY.fullmatch(value):
        raise invalid("X-Assistant-Guest", "guest_key_format")
    return value.lower()


def check_operator_token(expected: str, authorization: str | None) -> None:
    """Internal and debug routes: a shared bearer token, compared in constant time."""
    token = bearer_token(authorization)
    if token is None:
        raise AuthenticationRequired()
    if not hmac.compare_digest(token.encode(), expected.encode()):
        raise InvalidToken()
