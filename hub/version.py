"""The hub's version, as the installed package names it (`storefront-hub --version`, the
OpenAPI document, `storefront_hub_build_info`)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version


def hub_version() -> str:
    try:
        return version("storefront-hub")
    except PackageNotFoundError:
        return "0"
