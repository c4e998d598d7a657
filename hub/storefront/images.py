"""Product pictures drawn by the hub: a tile in the aisle's colour with the product's initial.

The embedded storefront has no photo library, and a demo must not depend on anybody else's
assets, so every product gets a small deterministic SVG: the same product always looks the
same, and products of one aisle share a colour so a list of cards reads at a glance.
"""

from __future__ import annotations

import zlib
from typing import Any
from xml.sax.saxutils import escape

# (background, foreground) pairs with enough contrast for a white-on-colour initial.
PALETTE: tuple[tuple[str, str], ...] = (
    ("#2E7D32", "#FFFFFF"),
    ("#C62828", "#FFFFFF"),
    ("#1565C0", "#FFFFFF"),
    ("#6A1B9A", "#FFFFFF"),
    ("#EF6C00", "#FFFFFF"),
    ("#00838F", "#FFFFFF"),
    ("#AD1457", "#FFFFFF"),
    ("#4E342E", "#FFFFFF"),
    ("#283593", "#FFFFFF"),
    ("#558B2F", "#FFFFFF"),
    ("#F9A825", "#212121"),
    ("#37474F", "#FFFFFF"),
)

SIZE = 400
MAX_LABEL = 24


def colours_for(category_id: str | None) -> tuple[str, str]:
    return PALETTE[zlib.crc32((category_id or "").encode()) % len(PALETTE)]


def _label(name: str) -> str:
    return name if len(name) <= MAX_LABEL else name[: MAX_LABEL - 1].rstrip() + "…"


def product_svg(product: dict[str, Any]) -> str:
    name = product.get("name") or {}
    english = (name.get("en") if isinstance(name, dict) else str(name)) or "?"
    unit = product.get("unit") or {}
    unit_text = unit.get("en", "") if isinstance(unit, dict) else str(unit)
    background, foreground = colours_for(product.get("categoryId"))
    initial = escape(english.strip()[:1].upper() or "?")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
        f'viewBox="0 0 {SIZE} {SIZE}" role="img" aria-label="{escape(english, {chr(34): "&quot;"})}">'
        f'<rect width="{SIZE}" height="{SIZE}" rx="32" fill="{background}"/>'
        f'<circle cx="200" cy="170" r="110" fill="{foreground}" fill-opacity="0.15"/>'
        f'<text x="200" y="215" font-family="Helvetica, Arial, sans-serif" font-size="140" '
        f'font-weight="700" text-anchor="middle" fill="{foreground}">{initial}</text>'
        f'<text x="200" y="330" font-family="Helvetica, Arial, sans-serif" font-size="26" '
        f'text-anchor="middle" fill="{foreground}">{escape(_label(english))}</text>'
        f'<text x="200" y="368" font-family="Helvetica, Arial, sans-serif" font-size="22" '
        f'text-anchor="middle" fill="{foreground}" fill-opacity="0.8">{escape(unit_text)}</text>'
        "</svg>"
    )
