"""The hub's configuration: one class, read from `HUB_*` environment variables.

Operators configure a hub only through the environment (design.md section 2). Everything
else in the code receives a `HubSettings` instance; nothing reads `os.environ` itself, so a
test can run two differently configured hubs in one process.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Literal

from pydantic import Field, PrivateAttr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from hub.cors import allowed_origins
from hub.guests import Network, parse_networks

DEV_JWT_SECRET = "dev-secret-change-me"
ENV_PREFIX = "HUB_"
# HS256 keys shorter than its 256-bit output can be brute-forced offline from one token.
MIN_SECRET_BYTES = 32


class SettingsError(Exception):
    """The configuration cannot run a hub; the message says what to change."""


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
        allowed_origins(value)  # raises, naming the entry that is not an origin
        return value

    @model_validator(mode="after")
    def _derive_dev_mode(self) -> HubSettings:
        parse_networks(self.trusted_proxies)  # a CIDR that does not parse refuses start-up
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
