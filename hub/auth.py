"""Who is calling: customer access tokens, guest keys and operator tokens.

A `Caller` is what every owner check compares. Customers are identified by the `sub` of an
HS256 token; guests (assistant only) by the 32-hex key their app generated once. Owner keys
(`customer:<id>`, `guest:<key>`) are what conversations and carts store, so a guest's threads
can be moved onto a customer by rewriting one field.
"""

from __future__ import annotations

import hmac
import math
import re
import sys
import time
from dataclasses import dataclass, field
from typing import Annotated, NamedTuple

import jwt
from pydantic import AfterValidator, StringConstraints
from pydantic_core import PydanticCustomError

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
    # The owner key stored on conversations, actions and carts. Spelt once: a stream's
    # caller lives as long as the stream, and its rate limit and its registry entry both
    # keep this string.
    owner: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """The customer id and the owner key are interned: the customer's inbox, its key in
        the actor directory and the inspector's index spell them too (`sys.intern` there),
        and a stream would otherwise hold each a few times over."""
        if self.customer_id is not None:
            object.__setattr__(self, "customer_id", sys.intern(self.customer_id))
            owner = sys.intern(f"customer:{self.customer_id}")
        else:
            owner = f"guest:{self.guest_key}"
        object.__setattr__(self, "owner", owner)

    @property
    def is_guest(self) -> bool:
        return self.customer_id is None

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


# The time claims the hub reads; each must be a number of seconds when present.
TIME_CLAIMS = ("exp", "nbf", "iat")


def _seconds(value: object) -> float | None:
    """A time claim's value, if it is a finite number (not a boolean, not a string)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


def verify_customer_token(secret: str, token: str, leeway: float = 0) -> str:
    """The customer id of a valid token; the error says which way it is not valid.

    The time claims are checked here, not by PyJWT, for two reasons: PyJWT reads
    `"exp": true` as 1 (an expired token, where the claim is simply malformed) and
    `"exp": "123"` as a number; and an issuer whose clock runs ahead signs tokens whose
    `iat` and `nbf` are seconds in the future, which `leeway` (`HUB_JWT_LEEWAY_SECONDS`)
    accepts, as it accepts an `exp` that passed that recently.
    """
    return _signed_claims(secret, token).valid_now(leeway)


class _Claims(NamedTuple):
    """What a signed token says, whenever it is read."""

    subject: str
    times: dict[str, float]
    of_a_customer: bool

    def valid_now(self, leeway: float) -> str:
        """The subject, if the token is valid now: its times first, then its type."""
        now = time.time()
        for name in ("nbf", "iat"):
            moment = self.times.get(name)
            if moment is not None and moment > now + leeway:
                raise InvalidToken()
        if self.times["exp"] <= now - leeway:
            raise TokenExpired()
        if not self.of_a_customer:
            raise Unauthenticated()
        return self.subject


def _signed_claims(secret: str, token: str) -> _Claims:
    """What a token says for as long as it is signed by `secret`."""
    try:
        claims = jwt.decode(
            token,
            secret,
            algorithms=["HS256"],
            options={
                "require": ["sub", "exp"],
                "verify_exp": False,
                "verify_nbf": False,
                "verify_iat": False,
            },
        )
    except jwt.PyJWTError as exc:
        raise InvalidToken() from exc
    times = {name: _seconds(claims[name]) for name in TIME_CLAIMS if name in claims}
    known = {name: moment for name, moment in times.items() if moment is not None}
    if len(known) != len(times):
        raise InvalidToken()
    subject = claims.get("sub")
    if not isinstance(subject, str) or not is_customer_id(subject):
        raise InvalidToken()
    return _Claims(subject, known, claims.get("type", "customer") == "customer")


class TokenVerifier:
    """Customer tokens, each one's signature checked once.

    A caller presents the same token on every request for as long as it lives, and checking
    its HMAC and claims is most of what authenticating a small request costs. The tokens
    verified most recently are remembered with what they say; their times are checked again
    on every use, so an expired token is refused as before, and a token that failed is never
    remembered. The memory is bounded: the oldest is forgotten first.
    """

    def __init__(self, secret: str, leeway: float, remembered: int = 512) -> None:
        self._secret = secret
        self._leeway = leeway
        self._remembered = remembered
        self._known: dict[str, _Claims] = {}

    def customer_id(self, token: str) -> str:
        known = self._known.get(token)
        if known is None:
            known = _signed_claims(self._secret, token)
            if len(self._known) >= self._remembered:
                del self._known[next(iter(self._known))]
            self._known[token] = known
        return known.valid_now(self._leeway)


def is_customer_id(value: str) -> bool:
    """1 to 64 printable characters of valid Unicode: safe in every log line, key and reply."""
    return 1 <= len(value) <= MAX_CUSTOMER_ID and value.isprintable() and is_unicode(value)


def _customer_id(value: str) -> str:
    if not is_customer_id(value):
        raise PydanticCustomError("customer_id_format", "not a customer id")
    return value


# A customer id in a request body (internal routes, the ingest stream): only ids that a
# token could carry, so that no producer can store a notification for `a\nb` or an id with
# bidi controls, which no customer can ever read and every log line would carry.
CustomerId = Annotated[
    str,
    StringConstraints(min_length=1, max_length=MAX_CUSTOMER_ID),
    AfterValidator(_customer_id),
]


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
