"""What every hub route shares: the envelope, the error path, the caller, rate limits.

Handlers stay thin: validate, resolve the caller, ask an actor, render. Anything raised on
the way ends in `write_error`, which renders the one failure envelope.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any, TypeVar

import pykka
from pydantic import BaseModel
from tornado.iostream import StreamClosedError
from tornado.web import HTTPError, RequestHandler, stream_request_body

from handlers.context import HubContext
from hub.auth import (
    Caller,
    bearer_token,
    check_operator_token,
    parse_guest_key,
)
from hub.catalogue import Language, pick_language
from hub.cors import cors_headers
from hub.envelope import dumps, render_envelope, render_error
from hub.errors import (
    AuthenticationRequired,
    HubError,
    InternalError,
    NotFound,
    RateLimited,
    ServiceUnavailable,
    StorageUnavailable,
    ValidationFailed,
)
from hub.guests import NEW_GUESTS_BUCKET
from hub.logs import current_request_id, request_id_of
from hub.networks import client_address
from hub.ratelimit import Limit
from hub.sse import set_event_stream_headers
from hub.validation import MAX_BODY_BYTES, parse_json_body, parse_query

log = logging.getLogger("hub.http")

M = TypeVar("M", bound=BaseModel)


def as_hub_error(exc: BaseException | None) -> HubError:
    """The client-facing meaning of any exception that escaped a handler."""
    if isinstance(exc, HubError):
        return exc
    if isinstance(exc, HTTPError):
        if exc.status_code in (404, 405):
            return NotFound(message_key="route_not_found")
        if 400 <= exc.status_code < 500:
            return ValidationFailed()
        return InternalError()
    if isinstance(exc, pykka.ActorDeadError):
        return ServiceUnavailable()
    return InternalError()


def served_methods(handler_class: type[RequestHandler]) -> list[str]:
    """The methods a route answers: those its handler class implements."""
    return [
        method
        for method in ("GET", "POST", "PATCH", "PUT", "DELETE")
        if getattr(handler_class, method.lower()) is not getattr(RequestHandler, method.lower())
    ]


@stream_request_body
class HubHandler(RequestHandler):
    """The base of every hub route.

    Bodies are received as a stream and kept only up to one byte past the route's limit
    (`max_body_bytes`): an oversized body is read to its end and answered with the
    envelope (400 `VALIDATION_ERROR`), instead of the bare 400 and reset that a server-wide
    size limit gives, and it never sits in memory whole. The body is read as soon as the
    headers are in (`hub.request_bodies.BodyFirst`), so `data_received` may come before
    `prepare`: it keeps bytes and nothing else.
    """

    hub: HubContext
    # The pattern this handler was mounted on, as metrics label requests.
    route = "unmatched"
    max_body_bytes = MAX_BODY_BYTES
    _received: bytearray | None = None
    # Who the request turned out to be from, once known: the access log names the customer.
    caller: Caller | None = None
    # A stream lasts as long as its client stays: its duration says nothing of the hub's.
    long_lived = False
    _counted = False

    def initialize(self, hub: HubContext, route: str = "unmatched") -> None:
        self.hub = hub
        self.route = route
        self.set_cors_headers()

    def prepare(self) -> None:
        """Count the request in while it is answered (a closing hub waits for it, and
        refuses new ones with 503). Subclasses that prepare more call this first."""
        self.hub.drain.request_started()
        self._counted = True

    def on_connection_close(self) -> None:
        self._count_out()

    def _count_out(self) -> None:
        if self._counted:
            self._counted = False
            self.hub.drain.request_ended()

    def data_received(self, chunk: bytes) -> None:
        if self._received is None:
            self._received = bytearray()
        room = self.max_body_bytes + 1 - len(self._received)
        if room > 0:
            self._received += chunk[:room]

    @property
    def body(self) -> bytes:
        """The request body, cut one byte past `max_body_bytes` (so its length tells)."""
        return bytes(self._received or b"")

    @property
    def language(self) -> Language:
        return pick_language(self.request.headers.get("Accept-Language"))

    def set_default_headers(self) -> None:
        self.set_header("Content-Type", "application/json; charset=UTF-8")
        self.set_request_id()

    def set_request_id(self) -> None:
        """Answer with the request's id, and tag every log line written while handling it."""
        request_id = request_id_of(self.request)
        self.set_header("X-Request-Id", request_id)
        current_request_id.set(request_id)

    # -- cross-origin callers ------------------------------------------------------------

    def clear(self) -> None:
        """An error answer starts from cleared headers: it keeps its CORS headers, or a
        cross-origin app would see a network failure instead of the envelope."""
        super().clear()
        if hasattr(self, "hub"):
            self.set_cors_headers()

    def set_cors_headers(self, preflight_methods: list[str] | None = None) -> bool:
        """Set the CORS headers this request gets; True if its origin is allowed."""
        headers = cors_headers(
            self.hub.settings.cors_origins,
            self.request.path,
            self.request.headers.get("Origin"),
            preflight_methods,
        )
        for name, value in headers.items():
            self.set_header(name, value)
        return "Access-Control-Allow-Origin" in headers

    async def options(self, *args: str) -> None:
        """A CORS preflight from an allowed origin; any other OPTIONS is an unknown method,
        answered as before (404 envelope), and gets no CORS headers."""
        preflight = self.request.headers.get("Access-Control-Request-Method")
        if not preflight or not self.set_cors_headers(served_methods(type(self))):
            raise NotFound(message_key="route_not_found")
        self.set_status(204)
        self.finish()

    # -- input -------------------------------------------------------------------------

    def decode_argument(self, value: bytes, name: str | None = None) -> str:
        """A path id that is not UTF-8 is a malformed id: 404 like any other, not a bare 400."""
        try:
            return super().decode_argument(value, name)
        except HTTPError:
            return value.decode("latin-1")

    def body_as(self, model: type[M], *, empty_allowed: bool = False) -> M:
        return parse_json_body(
            model, self.body, max_bytes=self.max_body_bytes, empty_allowed=empty_allowed
        )

    def query_as(self, model: type[M]) -> M:
        return parse_query(model, self.request.query_arguments)

    # -- callers -----------------------------------------------------------------------

    def customer(self) -> Caller:
        """A signed-in customer, or AUTHENTICATION_REQUIRED / INVALID_TOKEN / TOKEN_EXPIRED."""
        token = bearer_token(self.request.headers.get("Authorization"))
        if token is None:
            raise AuthenticationRequired()
        self.caller = Caller(customer_id=self.verify_token(token))
        return self.caller

    def verify_token(self, token: str) -> str:
        return self.hub.tokens.customer_id(token)

    def customer_or_guest(self) -> Caller:
        """The assistant's callers: a customer, or a guest when the store allows guests.

        A request with both credentials is the customer, remembering the guest key so the
        guest's threads can be merged onto them.
        """
        guest_key = parse_guest_key(self.request.headers.get("X-Assistant-Guest"))
        token = bearer_token(self.request.headers.get("Authorization"))
        if token is not None:
            customer_id = self.verify_token(token)
            self.caller = Caller(customer_id=customer_id, guest_key=guest_key)
            return self.caller
        if guest_key is None:
            raise AuthenticationRequired()
        if not self.hub.store_settings.allow_guests:
            raise AuthenticationRequired(message_key="guests_disabled")
        self.caller = Caller(guest_key=guest_key)
        return self.caller

    def operator(self, expected_token: str | None, *, open_without_token: bool = False) -> None:
        """Internal and debug routes: off (404) when no token is configured."""
        if expected_token:
            check_operator_token(expected_token, self.request.headers.get("Authorization"))
        elif not open_without_token:
            raise NotFound(message_key="route_not_found")

    @property
    def client_address(self) -> str:
        """The client's address, read through `HUB_TRUSTED_PROXIES` (see `hub.guests`)."""
        headers = self.request.headers
        return client_address(
            self.request.remote_ip or "",
            headers.get("X-Forwarded-For"),
            headers.get("X-Real-IP"),
            self.hub.settings.trusted_networks,
        )

    async def limit(self, limit: Limit, caller: Caller) -> None:
        """Count the caller's request against `limit`, per owner, so a guest key and a
        customer id never share a count. A guest key this hub has not seen yet is first
        counted against its address's new guests (`HUB_NEW_GUESTS_PER_MINUTE`).
        """
        bucket = NEW_GUESTS_BUCKET
        try:
            if caller.is_guest and caller.guest_key is not None:
                await self.hub.guests.admit(caller.guest_key, self.client_address)
            bucket = limit.bucket
            await self.hub.rate_limiter.hit(limit, caller.owner)
        except RateLimited:
            self.hub.metrics.rate_limited.labels(bucket).inc()
            raise

    # -- output ------------------------------------------------------------------------

    def reply(self, results: Any, status_message: str = "SUCCESS") -> None:
        self.finish(dumps(render_envelope(results, status_message)))

    def set_event_stream_headers(self) -> None:
        set_event_stream_headers(self)

    def finish_quietly(self) -> None:
        """End a stream whose client may already be gone."""
        if not self._finished:
            with contextlib.suppress(StreamClosedError, RuntimeError):
                self.finish()

    def on_finish(self) -> None:
        self._count_out()
        if not self.long_lived and hasattr(self, "hub"):
            self.hub.metrics.request_seconds.labels(self.route, self.request.method or "").observe(
                self.request.request_time()
            )

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        exc = kwargs.get("exc_info", (None, None, None))[1]
        error = as_hub_error(exc) if exc is not None else as_hub_error(HTTPError(status_code))
        self.set_status(error.status_code)
        self.set_header("Content-Type", "application/json; charset=UTF-8")
        if error.retry_after is not None:
            self.set_header("Retry-After", str(error.retry_after))
        self.finish(dumps(render_error(error, self.language)))

    def log_exception(self, typ: Any, value: BaseException | None, tb: Any) -> None:
        """Domain errors are answers, not incidents: log only what is unexpected."""
        if isinstance(value, StorageUnavailable):
            self.hub.metrics.storage_errors.labels(operation=type(self).__name__).inc()
        if isinstance(value, HubError | HTTPError):
            return
        super().log_exception(typ, value, tb)


class HeadersTooLargeHandler(HubHandler):
    """A request whose headers pass `MAX_HEADER_BYTES`, whatever its route: 431 envelope."""

    def prepare(self) -> None:
        raise HubError("HEADERS_TOO_LARGE")


class NotFoundHandler(HubHandler):
    """Unknown routes answer with the envelope, like everything else."""

    def prepare(self) -> None:
        super().prepare()
        raise NotFound(message_key="route_not_found")
