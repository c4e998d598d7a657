"""The inspector as a developer hunting a stuck actor uses it: search, filters and sort kept
in the address, whole keys with copy, per-actor facts, a table that keeps a text selection
across refreshes, a clear stale state, the keyboard, and a phone's width."""

from __future__ import annotations

import re
import time
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
from tests.web.live import HeldSearches, LiveHub


@pytest.fixture
def shopper(browser: Browser, live: LiveHub) -> Iterator[Page]:
    """A guest who chatted, had a proposal refused after a handoff, in a profile of their own."""
    page = new_page(browser, live)
    open_storefront(page)
    say(page, "add 2 almarai milk")
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
        re.compile(r"The hub is not answering: the data below is from \d\d:\d\d:\d\d")
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


def test_a_prefix_in_any_case_finds_the_shopper_and_nothing_is_clipped_at_1280(
    page: Page, shopper: Page
) -> None:
    open_inspector(page)
    page.fill("#search", shopper.guest[:8].upper())  # type: ignore[attr-defined]
    rows = page.locator("#actors tbody tr[data-key]")
    expect(rows).to_have_count(1)
    rows.first.locator(".row-open").click()
    expect(page.locator("#detail table.history")).to_be_visible()
    wrap = page.locator(".table-wrap")
    widths = wrap.evaluate("(node) => [node.scrollWidth, node.clientWidth]")
    assert widths[0] <= widths[1], widths  # no column cut off
    right = page.locator("#actors").bounding_box()
    pane = page.locator("#detail").bounding_box()
    assert right and pane and right["x"] + right["width"] <= pane["x"]  # side by side


def test_a_stuck_turn_is_found_with_its_streams_and_stopped_from_the_inspector(
    page: Page, browser: Browser, live: LiveHub
) -> None:
    shopper = new_page(browser, live)
    open_storefront(shopper)
    open_inspector(page)
    with HeldSearches(live):
        shopper.fill("#message-input", "do you have dates")
        shopper.press("#message-input", "Enter")
        expect(shopper.locator(".msg.assistant.live")).to_have_class(re.compile("looking-up"))
        conversation_id = shopper.evaluate(
            "JSON.parse(localStorage.getItem('storefront.conversation')).id"
        )
        page.fill("#search", conversation_id[:10])
        row = page.locator(f"#actors tbody tr[data-key='conversation:{conversation_id}']")
        expect(row).to_have_attribute("data-in-flight", "true")
        row.locator(".row-open").click()
        streams = page.locator("#detail table.streams tbody tr")
        expect(streams).to_have_count(1)
        expect(streams.first.locator("td").first).to_have_text("turn")
        expect(streams.first.locator("td.event-id")).to_have_text(re.compile(r"^[0-9a-f]{24}:\d+$"))
        page.get_by_role("button", name="Stop this turn").click()
        # the search is still held: only the stop can have ended the turn
        expect(shopper.locator("body")).to_have_attribute("data-turn", "idle")
        expect(shopper.locator(".msg.assistant .stopped-note")).to_have_text("Stopped")
        expect(page.locator("#stop-note")).not_to_be_empty()
        expect(row).to_have_attribute("data-in-flight", "false")
        expect(page.get_by_role("button", name="Stop this turn")).to_have_count(0)
    close_page(shopper)


def test_a_hung_hub_gets_a_banner_after_two_missed_polls(page: Page, live: LiveHub) -> None:
    open_inspector(page)
    stale = page.locator("#stale")
    expect(stale).to_be_hidden()
    # the hub's loop stops, as under SIGSTOP: connections open, nothing answers, nothing fails
    live.call_soon(lambda: time.sleep(8))
    expect(stale).to_be_visible(timeout=7500)
    expect(stale).to_contain_text("The hub is not answering")
    expect(stale).to_be_hidden(timeout=10_000)  # and goes once it answers again
