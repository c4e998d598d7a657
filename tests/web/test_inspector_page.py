"""The inspector as a developer hunting a stuck actor uses it: search, filters and sort kept
in the address, whole keys with copy, per-actor facts, a table that keeps a text selection
across refreshes, a clear stale state, the keyboard, and a phone's width."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import (
    PHONE,
    close_page,
    new_page,
    open_inspector,
    open_storefront,
    say,
    sign_in,
)
from tests.web.live import LiveHub


@pytest.fixture
def shopper(browser: Browser, live: LiveHub) -> Iterator[Page]:
    """A guest who chatted, had a proposal refused after a handoff, in a profile of their own."""
    page = new_page(browser, live)
    open_storefront(page)
    say(page, "add 2 milk")
    conversation_id = page.evaluate(
        "JSON.parse(localStorage.getItem('storefront.conversation')).id"
    )
    action_id = page.locator(".cart-action").last.get_attribute("data-action-id")
    guest = page.evaluate("localStorage.getItem('storefront.guestKey')")
    headers = {"X-Assistant-Guest": guest}
    path = f"/v1/assistant/conversations/{conversation_id}/handoff"
    assert live.http("POST", path, {}, headers=headers)[0] == 200
    refused = live.http("POST", f"/v1/assistant/actions/{action_id}/confirm", headers=headers)
    assert refused[0] == 400
    page.guest = guest  # type: ignore[attr-defined]
    page.conversation_id = conversation_id  # type: ignore[attr-defined]
    yield page
    close_page(page)


def test_a_guest_is_found_and_their_conversation_explains_itself(page: Page, shopper: Page) -> None:
    key = f"conversation:{shopper.conversation_id}"  # type: ignore[attr-defined]
    open_storefront(page)
    say(page, "hello")  # another guest's conversation, which the search leaves out
    open_inspector(page)
    rows = page.locator("#actors tbody tr[data-key]")
    expect(rows).to_have_count(2)
    page.fill("#search", shopper.guest)  # type: ignore[attr-defined]
    expect(rows).to_have_count(1)
    row = rows.first
    expect(row).to_have_attribute("data-key", key)
    expect(row.locator(".row-open")).to_have_text(key)  # the whole key, not cut
    expect(row.locator(".owner")).to_have_text(f"guest:{shopper.guest}")  # type: ignore[attr-defined]
    expect(row.locator("td.lastError")).to_contain_text("VALIDATION_ERROR")
    expect(page).to_have_url(re.compile(rf"q={shopper.guest}"))  # type: ignore[attr-defined]

    row.get_by_role("button", name=f"Copy {key}").click()
    expect(page.locator("#copied")).to_have_text(f"Copied {key}")
    assert page.evaluate("navigator.clipboard.readText()") == key

    row.locator(".row-open").focus()
    page.keyboard.press("Enter")
    detail = page.locator("#detail")
    expect(detail).to_be_focused()
    expect(detail.locator("dd[data-field=owner]")).to_have_text(f"guest:{shopper.guest}")  # type: ignore[attr-defined]
    expect(detail.locator("dd[data-field=state]")).to_have_text("handed_off")
    expect(detail.locator("dd[data-field=handled]")).to_have_text(re.compile(r"^[3-9]$"))
    expect(detail.locator("dd[data-field=lastError]")).to_contain_text("VALIDATION_ERROR")
    history = detail.locator("table.history tbody tr")
    expect(history.filter(has_text="RunTurn")).not_to_have_count(0)
    durations = detail.locator("table.history td.duration").all_text_contents()
    assert durations and all(re.fullmatch(r"[\d.]+ (ms|s)", text) for text in durations)
    expect(history.locator("xpath=self::*[contains(@class, 'failed')]")).to_have_count(1)
    expect(page).to_have_url(re.compile(f"key={key}".replace(":", "%3A")))

    page.keyboard.press("Escape")
    expect(detail).to_be_hidden()
    expect(row.locator(".row-open")).to_be_focused()  # back where the reader came from
    expect(page).not_to_have_url(re.compile("key="))


def test_filters_and_sort_live_in_the_address(page: Page, live: LiveHub) -> None:
    shopper = new_page(page.context.browser, live)  # type: ignore[arg-type]
    open_storefront(shopper)
    sign_in(shopper, "demo-2")  # inbox:demo-2 streams while this page is open
    open_inspector(page)
    page.select_option("#kind-filter", "inbox")
    page.select_option("#state-filter", "streaming")
    page.select_option("#sort", "age")
    rows = page.locator("#actors tbody tr[data-key]")
    expect(rows.filter(has_text="inbox:demo-2")).to_have_count(1)
    expect(page.locator("#actors tbody tr[data-kind=conversation]")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"kind=inbox&state=streaming&sort=age"))

    page.reload()  # a shared or reloaded address shows the same view
    expect(page.locator("#kind-filter")).to_have_value("inbox")
    expect(page.locator("#state-filter")).to_have_value("streaming")
    expect(page.locator("#sort")).to_have_value("age")
    expect(rows.filter(has_text="inbox:demo-2")).to_have_count(1)
    page.check("#busy-filter")  # nobody is handling a message right now
    expect(page.locator("#actors tbody tr.empty")).to_have_count(1)
    expect(page).to_have_url(re.compile(r"busy=1"))
    close_page(shopper)


def test_refreshes_keep_a_selection_and_a_dead_hub_shows_stale_data(
    page: Page, shopper: Page
) -> None:
    open_inspector(page)
    page.fill("#search", shopper.guest)  # type: ignore[attr-defined]
    row = page.locator("#actors tbody tr[data-key]").first
    expect(row).to_be_visible()
    row.evaluate("(node) => { node.dataset.marked = 'yes'; }")
    row.locator(".row-open").evaluate("(node) => window.getSelection().selectAllChildren(node)")
    selected = page.evaluate("String(window.getSelection())")
    assert selected.startswith("conversation:")
    before = page.locator("#refreshed").text_content()
    expect(page.locator("#refreshed")).not_to_have_text(before or "", timeout=5000)
    expect(page.locator("#refreshed")).not_to_have_text(
        page.locator("#refreshed").text_content() or "", timeout=5000
    )
    expect(row).to_have_attribute("data-marked", "yes")  # the same row, updated in place
    assert page.evaluate("String(window.getSelection())") == selected

    page.route("**/debug/actors**", lambda route: route.abort())
    stale = page.locator("#stale")
    expect(stale).to_be_visible()
    expect(stale).to_contain_text(
        re.compile(r"Hub unreachable: the data below is from \d\d:\d\d:\d\d")
    )
    expect(page.locator("body")).to_have_attribute("data-stale", "true")
    expect(row).to_be_visible()  # the last data stays, marked as such
    page.unroute("**/debug/actors**")
    expect(stale).to_be_hidden()
    expect(page.locator("body")).to_have_attribute("data-stale", "false")


def test_the_inspector_is_usable_390_px_wide(
    browser: Browser, live: LiveHub, shopper: Page
) -> None:
    page = new_page(browser, live, PHONE)
    open_inspector(page)
    page.fill("#search", shopper.guest)  # type: ignore[attr-defined]
    row = page.locator("#actors tbody tr[data-key]").first
    row.locator(".row-open").click()
    detail = page.locator("#detail")
    expect(detail.locator("table.history")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    table = page.locator("#actors").bounding_box()
    pane = detail.bounding_box()
    assert table and pane and pane["y"] >= table["y"] + table["height"]  # below, not over it
    key = row.locator(".row-open").bounding_box()
    assert key and key["x"] + key["width"] <= PHONE["width"]  # the whole key fits
    close_page(page)
