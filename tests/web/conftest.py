"""What every browser test module shares: one live hub and one Chromium per module (a launch
takes seconds), and a fresh browser profile per test (its own guest key, language, session).

They need Debian's chromium (`apt-get install chromium`; `.ci/run` installs it) and are never
skipped: a machine without it fails with that instruction.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect, sync_playwright

from tests.conftest import DEBUG_TOKEN
from tests.web.live import CHROMIUM_ARGS, LiveHub, chromium_path, live_hub

TIMEOUT_MS = 10_000
DESKTOP: ViewportSize = {"width": 1280, "height": 860}
PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def live() -> Iterator[LiveHub]:
    with live_hub(debug_token=DEBUG_TOKEN) as hub:
        yield hub


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    executable = chromium_path()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def new_page(
    browser: Browser,
    live: LiveHub,
    viewport: ViewportSize = DESKTOP,
    *,
    base_url: str | None = None,
    color_scheme: Literal["light", "dark"] = "light",
) -> Page:
    """`base_url`: the hub through something else (a relay whose wire a test cuts)."""
    url = base_url or live.url
    context = browser.new_context(
        base_url=url,
        viewport=viewport,
        is_mobile=viewport["width"] < 600,
        color_scheme=color_scheme,
    )
    context.set_default_timeout(TIMEOUT_MS)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=url)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors  # type: ignore[attr-defined]
    return page


def close_page(page: Page) -> None:
    errors = page.errors  # type: ignore[attr-defined]
    page.context.close()
    assert errors == [], errors


@pytest.fixture
def page(browser: Browser, live: LiveHub) -> Iterator[Page]:
    page = new_page(browser, live)
    yield page
    close_page(page)


def open_storefront(page: Page) -> None:
    page.goto("/")
    expect(page.locator("body")).to_have_attribute("data-ready", "true")


def open_inspector(page: Page) -> None:
    """The inspector with the debug token given, showing its first rows."""
    page.goto("/debug")
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    if page.locator("#token-form").is_visible():  # not yet given in this tab
        page.fill("#token-input", DEBUG_TOKEN)
        page.click("#token-form button[type=submit]")
    expect(page.locator("#refreshed")).to_contain_text(page_updated_word(page))


def page_updated_word(page: Page) -> str:
    return "آخر تحديث" if page.evaluate("document.documentElement.lang") == "ar" else "updated"


def say(page: Page, text: str) -> None:
    """Send one turn from the composer and wait for the page to finish rendering it."""
    page.fill("#message-input", text)
    page.press("#message-input", "Enter")
    expect(page.locator("body")).to_have_attribute("data-turn", "idle")


def sign_in(page: Page, customer_id: str) -> None:
    page.select_option("#demo-customer", customer_id)
    page.click("#sign-in button[type=submit]")
    expect(page.locator("#who")).to_contain_text(customer_id)
    expect(page.locator("#bell")).to_have_attribute("data-live", "true")


def publish(live: LiveHub, customer_id: str, title: str, body: str) -> dict:
    results = live.internal(
        "POST",
        "/internal/v1/notifications",
        {
            "customerId": customer_id,
            "type": "campaign.message",
            "title": {"en": title, "ar": f"{title} (ar)"},
            "body": {"en": body, "ar": f"{body} (ar)"},
        },
    )
    return results["notifications"][0]


def conversation(live: LiveHub, page: Page, language: str = "en") -> dict:
    """The open conversation as the hub has it, read with the page's own credentials."""
    conversation_id = page.evaluate(
        "JSON.parse(localStorage.getItem('storefront.conversation')).id"
    )
    guest = page.evaluate("localStorage.getItem('storefront.guestKey')")
    status, envelope = live.http(
        "GET",
        f"/v1/assistant/conversations/{conversation_id}",
        headers={"X-Assistant-Guest": guest, "Accept-Language": language},
    )
    assert status == 200, envelope
    return envelope["results"]
