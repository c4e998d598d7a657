"""The hub's configuration: one class, read from `HUB_*` environment variables.

Operators configure a hub only through the environment (design.md section 2). Everything
else in the code receives a `HubSettings` instance; nothing reads `os.environ` itself, so a
test can run two differently configured hubs in one process.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Literal
from urllib.parse import urlsplit

from pydantic import (
    Field,
    PrivateAttr,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

from hub.cors import allowed_origins
from hub.networks import Network, parse_networks

DEV_JWT_SECRET = "dev-secret-change-me"
ENV_PREFIX = "HUB_"
# HS256 keys shorter than its 256-bit output can be brute-forced offline from one token.
MIN_SECRET_BYTES = 32


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
SECRET_SETTINGS = ("jwt_secret", "internal_token", "debug_token", "llm_api_key")


class SettingsError(Exception):
    """The configuration cannot run a hub; the message says what to change."""


def refusal(exc: SettingsError | ValidationError) -> str:
    """One line for an operator: the variable and what is wrong, never the value given.

    Pydantic's own text names the field (`port`) rather than the variable and repeats the
    input, which for a model-wide check is every setting, secrets included.
    """
    if isinstance(exc, SettingsError):
        return str(exc)
    first = exc.errors()[0]
    message = first["msg"].removeprefix("Value error, ")
    if first["loc"]:
        name = f"{ENV_PREFIX}{str(first['loc'][0]).upper()}"
        if not message.startswith(name):
            message = f"{name}: {message}"
    more = exc.error_count() - 1
    return f"{message} (and {more} more)" if more else message


class HubSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="HUB_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(default=8080, ge=0, le=65535)
    mongo_url: str | None = None
    mongo_db: str = "storefront_hub"
    redis_url: str | None = None
    jwt_secret: str | None = None
    internal_token: str | None = None
    debug_token: str | None = None
    dev: bool | None = None
    assistant_enabled: bool = True
    assistant_allow_guests: bool = True
    maintenance: bool = False

    # Tunables design.md names as settings without naming their variables.
    conversation_max_messages: int = Field(default=60, ge=2)
    conversation_max_tokens: int = Field(default=24_000, ge=100)
    confirm_window_seconds: float = Field(default=15 * 60, gt=0)
    actor_idle_seconds: float = Field(default=300, gt=0)
    sse_keepalive_seconds: float = Field(default=20, gt=0)
    # How long a client may take to send a request's headers (also how long an idle
    # keep-alive connection is kept), then its body; a stream, once accepted, is not bound.
    header_timeout_seconds: float = Field(default=30, gt=0)
    body_timeout_seconds: float = Field(default=60, gt=0)

    # Second round (design.md section 4); the names are part of the operator contract.
    storage: Literal["mongo", "memory"] | None = None
    log_format: Literal["text", "json"] = "text"
    log_level: str = "INFO"
    trusted_proxies: str | None = None
    cors_origins: str | None = None
    drain_seconds: float = Field(default=10, ge=0)
    sse_max_buffer_bytes: int = Field(default=1_048_576, ge=1024)
    sse_max_streams_per_customer: int = Field(default=10, ge=1)
    sse_retry_ms: int = Field(default=3000, ge=0)
    guest_ttl_days: float = Field(default=30, gt=0)
    new_guests_per_minute: int = Field(default=30, ge=1)
    brain: Literal["embedded", "llm"] | None = None
    llm_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_seconds: float = Field(default=30, gt=0)
    llm_max_concurrency: int = Field(default=64, ge=1)
    ingest_stream: str | None = None

    # Third round (design.md section 5).
    jwt_leeway_seconds: int = Field(default=60, ge=0, le=3600)
    llm_max_reply_chars: int = Field(default=8000, ge=1)
    ingest_maxlen: int = Field(default=100_000, ge=1)
    ingest_dead_maxlen: int = Field(default=10_000, ge=1)
    # One bounded pool of Redis connections per hub (storage/redis_pool.py): two are held by
    # the bus and the ingest reader, the rest serve commands.
    redis_max_connections: int = Field(default=32, ge=4)
    redis_pool_timeout_seconds: float = Field(default=2, gt=0)

    _storage_chosen: bool = PrivateAttr(default=False)  # HUB_STORAGE was set, not derived

    @classmethod
    def from_environment(cls, environ: Mapping[str, str]) -> HubSettings:
        """The settings of a hub started by an operator, refusing names it does not know.

        A misspelled variable (`HUB_MONGO_URI`) would otherwise be ignored and the hub would
        start in a mode nobody asked for.
        """
        known = {f"{ENV_PREFIX}{name.upper()}" for name in cls.model_fields}
        for name in sorted(environ):
            if name.upper().startswith(ENV_PREFIX) and name.upper() not in known:
                closest = difflib.get_close_matches(name.upper(), sorted(known), n=1, cutoff=0)
                raise SettingsError(
                    f"{name} is not a Storefront Hub setting; did you mean {closest[0]}?"
                )
        return cls()

    @field_validator("cors_origins")
    @classmethod
    def _origins_are_origins(cls, value: str | None) -> str | None:
        if value is not None and "*" in value:
            raise ValueError(
                "HUB_CORS_ORIGINS: a wildcard would let any site call the hub with a "
                "shopper's token; list each origin"
            )
        allowed_origins(value)  # raises, naming the entry that is not an origin
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _proxies_are_networks(cls, value: str | None) -> str | None:
        try:
            networks = parse_networks(value)
        except ValueError as exc:
            raise ValueError(f"HUB_TRUSTED_PROXIES: {exc}") from None
        if any(network.prefixlen == 0 for network in networks):
            raise ValueError(
                "HUB_TRUSTED_PROXIES: a /0 network trusts every client's X-Forwarded-For; "
                "name the proxies' own addresses or networks"
            )
        return value

    @field_validator(*SECRET_SETTINGS)
    @classmethod
    def _secrets_are_not_blank(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and (not value.strip() or value != value.strip()):
            name = f"{ENV_PREFIX}{str(info.field_name).upper()}"
            raise ValueError(f"{name} is blank or starts or ends with whitespace")
        return value

    @field_validator("llm_url")
    @classmethod
    def _llm_url_is_a_base_url(cls, value: str | None) -> str | None:
        if value is None:
            return value
        try:
            parts = urlsplit(value)
            parts.port  # noqa: B018  (a port that is not a number raises)
        except ValueError:
            parts = None
        if (
            parts is None
            or parts.scheme not in ("http", "https")
            or not parts.hostname
            or not parts.path.rstrip("/").endswith("/v1")
            or parts.query
            or parts.fragment
        ):
            raise ValueError(
                "HUB_LLM_URL must be an http:// or https:// base URL ending in /v1, "
                "as OpenAI clients take it"
            )
        if parts.username is not None or any(c.isspace() or not c.isprintable() for c in value):
            raise ValueError(
                "HUB_LLM_URL holds a user, a password or a blank: the model server's key goes "
                "in HUB_LLM_API_KEY, and a path is written percent-encoded"
            )
        return value

    @field_validator("redis_url")
    @classmethod
    def _redis_url_parses(cls, value: str | None) -> str | None:
        if value is None:
            return value
        from redis.connection import parse_url

        try:
            parse_url(value)  # type: ignore[no-untyped-call]
        except ValueError:
            raise ValueError(
                "HUB_REDIS_URL is not a Redis URL (redis://, rediss:// or unix://, with a "
                "numeric port and database)"
            ) from None
        return value

    @field_validator("mongo_url")
    @classmethod
    def _mongo_url_is_one(cls, value: str | None) -> str | None:
        if value is not None and urlsplit(value).scheme not in ("mongodb", "mongodb+srv"):
            raise ValueError("HUB_MONGO_URL is not a MongoDB URL (mongodb:// or mongodb+srv://)")
        return value

    @field_validator("log_level")
    @classmethod
    def _log_level_is_a_level(cls, value: str) -> str:
        if value.upper() not in LOG_LEVELS:
            raise ValueError(f"HUB_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}")
        return value

    @model_validator(mode="after")
    def _derive_dev_mode(self) -> HubSettings:
        if self.ingest_stream is not None and not self.redis_url:
            # Raised as it is, not as a validation error: the ingest stream lives in Redis.
            raise SettingsError("HUB_INGEST_STREAM needs HUB_REDIS_URL (the stream lives in Redis)")
        if self.storage == "mongo" and not self.mongo_url:
            raise ValueError("HUB_STORAGE=mongo needs HUB_MONGO_URL")
        if self.brain == "llm" and not self.llm_url:
            raise ValueError("HUB_BRAIN=llm needs HUB_LLM_URL (the model server, ending in /v1)")
        if self.dev is None:
            self.dev = self.mongo_url is None
        if self.dev and not self.jwt_secret:
            self.jwt_secret = DEV_JWT_SECRET
        self._storage_chosen = self.storage is not None
        if self.storage is None:
            self.storage = "mongo" if self.mongo_url else "memory"
        if self.brain is None:
            self.brain = "llm" if self.llm_url else "embedded"
        return self

    def check_production(self) -> None:
        """Refuse to run a production hub that is open, guessable or forgetful by accident:
        a secret anybody can read in the source or guess, or in-memory storage nobody chose.
        """
        if self.storage == "mongo" and not self.mongo_url:
            raise SettingsError("HUB_STORAGE=mongo needs HUB_MONGO_URL.")
        if self.dev:
            return
        if not self.jwt_secret or self.jwt_secret == DEV_JWT_SECRET:
            raise SettingsError(
                "HUB_JWT_SECRET must be set to a private value when HUB_DEV=0 "
                "(production mode refuses the default or an empty secret)."
            )
        for name in ("jwt_secret", "internal_token", "debug_token"):
            value = getattr(self, name)
            if value is not None and len(value.encode()) < MIN_SECRET_BYTES:
                raise SettingsError(
                    f"{ENV_PREFIX}{name.upper()} must be at least {MIN_SECRET_BYTES} bytes "
                    "when HUB_DEV=0."
                )
        if self.storage == "memory" and not self._storage_chosen:
            raise SettingsError(
                "HUB_DEV=0 without HUB_MONGO_URL: set HUB_MONGO_URL, or HUB_STORAGE=memory to run "
                "a production hub on in-memory storage (nothing survives a restart)."
            )

    @property
    def trusted_networks(self) -> list[Network]:
        return parse_networks(self.trusted_proxies)

    @property
    def bus_label(self) -> str:
        return "redis" if self.redis_url else "in-process"

    def debug_open(self) -> bool:
        """Debug routes answer without a token only on a dev hub with no debug token."""
        return bool(self.dev) and not self.debug_token
