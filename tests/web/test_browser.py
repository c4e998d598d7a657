"""The demo page and the inspector, end to end in headless Chromium against a live hub.

These tests click what a person clicks and read what a person reads. They need Debian's
chromium (`apt-get install chromium`; `.ci/run` installs it) and are never skipped: a
machine without it fails here with that instruction.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.conftest import DEBUG_TOKEN
from tests.web.live import CHROMIUM_ARGS, LiveHub, chromium_path, live_hub

TIMEOUT_MS = 10_000


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


@pytest.fixture
def page(browser: Browser, live: LiveHub) -> Iterator[Page]:
    """A fresh browser profile per test: its own guest key, language and session."""
    context = browser.new_context(base_url=live.url, viewport={"width": 1280, "height": 860})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == [], errors


def open_storefront(page: Page) -> None:
    page.goto("/")
    expect(page.locator("body")).to_have_attribute("data-ready", "true")


def test_a_guest_starts_with_a_key_and_an_empty_cart(page: Page) -> None:
    with page.expect_request(re.compile(r"/v1/cart$")) as cart_request:
        open_storefront(page)
    guest_key = page.evaluate("localStorage.getItem('storefront.guestKey')")
    assert re.fullmatch(r"[0-9a-f]{32}", guest_key)
    headers = cart_request.value.headers
    assert headers["x-assistant-guest"] == guest_key
    assert "authorization" not in headers
    expect(page.locator("#cart-body")).to_contain_text("Your cart is empty.")
    expect(page.locator("#sign-in")).to_be_visible()  # a dev hub offers the demo sign-in
    expect(page.locator("#bell")).to_be_hidden()  # notifications are for customers

    page.reload()
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    assert page.evaluate("localStorage.getItem('storefront.guestKey')") == guest_key


def test_arabic_turns_the_page_right_to_left(page: Page) -> None:
    open_storefront(page)
    with page.expect_request(re.compile(r"/v1/cart$")) as cart_request:
        page.click("#lang-toggle")
    assert cart_request.value.headers["accept-language"] == "ar"
    html = page.locator("html")
    expect(html).to_have_attribute("dir", "rtl")
    expect(html).to_have_attribute("lang", "ar")
    assert page.evaluate("document.dir") == "rtl"
    assert page.evaluate("getComputedStyle(document.querySelector('#messages')).direction") == "rtl"
    expect(page.locator("#cart-body")).to_contain_text("سلتك فارغة")
    # the chat sits to the right of the cart panel when the page reads right to left
    chat = page.locator("#chat").bounding_box()
    cart = page.locator("#cart-panel").bounding_box()
    assert chat and cart and cart["x"] < chat["x"]

    page.reload()  # the choice is remembered
    expect(html).to_have_attribute("dir", "rtl")
    page.click("#lang-toggle")
    expect(html).to_have_attribute("dir", "ltr")


def test_the_inspector_asks_for_the_debug_token(page: Page, live: LiveHub) -> None:
    page.goto("/debug")
    expect(page.locator("#token-form")).to_be_visible()
    page.fill("#token-input", "wrong-token")
    page.click("#token-form button[type=submit]")
    expect(page.locator("#token-error")).to_contain_text("refused")
    page.fill("#token-input", DEBUG_TOKEN)
    page.click("#token-form button[type=submit]")
    expect(page.locator("#token-form")).to_be_hidden()
    expect(page.locator("#refreshed")).to_contain_text("updated")
    assert page.evaluate("sessionStorage.getItem('inspector.debugToken')") == DEBUG_TOKEN


# -- signed-in shoppers: the bell ------------------------------------------------------------


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


def test_a_notification_arrives_in_the_bell_without_a_reload(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    sign_in(page, "demo-3")
    page.evaluate("window.loadedOnce = true")  # gone if anything reloads the page
    start = int(page.get_attribute("#bell", "data-unread") or 0)

    sent = publish(live, "demo-3", "Weekend basket", "Fresh fruit from 1 KWD")
    badge = page.locator("#bell-badge")
    expect(badge).to_have_text(str(start + 1))
    page.click("#bell")
    row = page.locator(f"#inbox-list [data-notification-id='{sent['_id']}']")
    expect(row).to_contain_text("Weekend basket")
    expect(row).to_contain_text("Fresh fruit from 1 KWD")
    expect(row).to_have_class(re.compile(r"\bunread\b"))
    assert page.evaluate("window.loadedOnce") is True

    # the texts follow the page's language, without fetching anything again
    page.click("#lang-toggle")
    expect(row).to_contain_text("Weekend basket (ar)")
    page.click("#lang-toggle")

    # reading it here is reflected at once
    row.locator("button").click()
    expect(row).not_to_have_class(re.compile(r"\bunread\b"))
    expect(page.locator("#bell")).to_have_attribute("data-unread", str(start))


def test_read_all_clears_the_badge(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    sign_in(page, "demo-2")
    for n in range(3):
        publish(live, "demo-2", f"Offer {n}", "Ends tonight")
    expect(page.locator("#bell-badge")).to_be_visible()
    page.click("#bell")
    expect(page.locator("#inbox-list .notification.unread")).not_to_have_count(0)
    page.click("#inbox-read-all")
    expect(page.locator("#bell-badge")).to_be_hidden()
    expect(page.locator("#inbox-list .notification.unread")).to_have_count(0)
    token = page.evaluate("localStorage.getItem('storefront.token')")
    status, envelope = live.http("GET", "/v1/notifications?status=unread", token=token)
    assert status == 200 and envelope["results"]["unreadCount"] == 0
