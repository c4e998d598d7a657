"""The demo page for every shopper: on a phone, with a keyboard, offline and back, in mixed
scripts. Headless Chromium against a live hub, as a person uses the page."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import (
    PHONE,
    close_page,
    new_page,
    open_storefront,
    publish,
    say,
    sign_in,
)
from tests.web.live import LiveHub

CONTROLS = "button, select, input, textarea, summary, a[href]"

# Every visible control's box, and for a checkbox the box of the label it sits in (the label
# is what a finger taps).
CONTROL_BOXES = """(selector) => [...document.querySelectorAll(selector)]
  .filter((node) => node.getClientRects().length && getComputedStyle(node).visibility !== 'hidden')
  .map((node) => {
    const target = node.type === 'checkbox' ? node.closest('label') ?? node : node;
    const box = target.getBoundingClientRect();
    return {
      name: `${node.tagName} ${node.id || node.className} ${node.textContent.trim().slice(0, 30)}`,
      x: box.x, y: box.y, width: box.width, height: box.height,
      inToast: Boolean(node.closest('.toast')),
    };
  })"""


def overlaps(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


@pytest.fixture
def phone(browser: Browser, live: LiveHub) -> Iterator[Page]:
    page = new_page(browser, live, PHONE)
    yield page
    close_page(page)


def test_on_a_phone_toasts_cover_no_control_and_go_when_dismissed_or_signed_out(
    phone: Page, live: LiveHub
) -> None:
    page = phone
    open_storefront(page)
    sign_in(page, "demo-2")
    say(page, "add 2 almarai milk")
    for n in range(3):
        publish(live, "demo-2", f"Order update {n}", "Your basket is on its way")
    toasts = page.locator("#toasts .toast")
    expect(toasts).to_have_count(3)
    shown = page.locator("#toasts .toast:visible")
    expect(shown).to_have_count(1)  # on a phone, the latest one, on one line
    expect(shown).to_contain_text("Order update 2")

    boxes = page.evaluate(CONTROL_BOXES, CONTROLS)
    toast = shown.bounding_box()
    for control in (box for box in boxes if not box["inToast"]):
        assert toast and not overlaps(control, toast), control["name"]
    composer = page.locator("#composer").bounding_box()
    assert composer and composer["y"] + composer["height"] <= PHONE["height"]  # still in view
    row = page.locator(".topbar-row").bounding_box()
    assert row and row["height"] <= 56  # the controls stay on one line
    small = [box["name"] for box in boxes if box["width"] < 44 or box["height"] < 44]
    assert small == []  # every tap target at least 44 px each way

    shown.get_by_role("button", name="Dismiss").click()
    expect(toasts).to_have_count(2)
    expect(shown).to_contain_text("Order update 1")  # the one before comes forward
    page.click("#sign-out")
    expect(toasts).to_have_count(0)  # the next shopper does not see them
    expect(page.locator("#demo-customer")).to_be_focused()


def test_keyboard_focus_follows_send_confirm_sign_in_and_the_inbox(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    page.fill("#message-input", "add 2 almarai milk")
    page.click("#send")
    expect(page.locator("#message-input")).to_be_focused()
    expect(page.locator("body")).to_have_attribute("data-turn", "idle")
    expect(page.locator("#message-input")).to_be_focused()

    page.locator(".cart-action[data-status=pending] button.confirm").focus()
    page.keyboard.press("Enter")
    confirmed = page.locator(".cart-action[data-status=confirmed]")
    expect(confirmed).to_be_focused()

    page.locator("#demo-customer").focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # Sign in
    expect(page.locator("#who")).to_be_focused()
    expect(page.locator("#who")).to_contain_text("demo-1")

    publish(live, "demo-1", "Fresh bread", "Baked this morning")
    page.locator("#bell").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#inbox")).to_be_visible()
    expect(page.locator("#inbox")).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Escape")
    expect(page.locator("#inbox")).to_be_hidden()
    expect(page.locator("#bell")).to_be_focused()
    expect(page.locator("#bell")).to_have_attribute("aria-expanded", "false")


def test_a_proposal_cancelled_by_a_handoff_loses_its_confirm(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    say(page, "add 2 almarai milk")
    card = page.locator(".cart-action").last
    action_id = card.get_attribute("data-action-id")
    expect(card.locator("button.confirm")).to_be_visible()
    page.click("#handoff")
    expect(page.locator(".handoff-result")).to_be_focused()
    cancelled = page.locator(f".cart-action[data-action-id='{action_id}']")
    expect(cancelled).to_have_attribute("data-status", "cancelled")
    expect(cancelled).to_contain_text("Cancelled")
    expect(cancelled.locator("button.confirm")).to_have_count(0)


def test_a_confirm_the_hub_refuses_shows_the_proposal_as_the_hub_has_it(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    say(page, "add 2 almarai milk")
    card = page.locator(".cart-action").last
    action_id = card.get_attribute("data-action-id")
    conversation_id = page.evaluate(
        "JSON.parse(localStorage.getItem('storefront.conversation')).id"
    )
    guest = page.evaluate("localStorage.getItem('storefront.guestKey')")
    status, _ = live.http(  # handed off elsewhere (another tab, a support agent)
        "POST",
        f"/v1/assistant/conversations/{conversation_id}/handoff",
        {},
        headers={"X-Assistant-Guest": guest},
    )
    assert status == 200
    card.locator("button.confirm").click()
    current = page.locator(f".cart-action[data-action-id='{action_id}']")
    expect(current).to_have_attribute("data-status", "cancelled")
    expect(current.locator("button.confirm")).to_have_count(0)
    expect(current.get_by_role("alert")).not_to_be_empty()
    expect(current).to_be_focused()


def test_mixed_scripts_read_in_their_own_direction_and_the_composer_grows(page: Page) -> None:
    open_storefront(page)  # the English page
    composer = page.locator("#message-input")
    one_line = composer.bounding_box()
    composer.fill("milk\nbread\neggs\ndates\nlabneh")
    grown = composer.bounding_box()
    assert one_line and grown and grown["height"] > one_line["height"] * 2

    question = "هل عندكم حليب؟"
    say(page, question)
    bubble = page.locator(".msg.user .bubble").last
    expect(bubble).to_have_text(question)
    assert bubble.evaluate("(node) => getComputedStyle(node).direction") == "rtl"
    reply = page.locator(".msg.assistant[data-message-id] .prose p").first
    assert reply.evaluate("(node) => getComputedStyle(node).direction") == "rtl"
    english = page.locator("#chat-title")
    assert english.evaluate("(node) => getComputedStyle(node).direction") == "ltr"
    title = page.locator("#conversation-list .conversation-title").first
    expect(title).to_have_attribute("dir", "auto")


def test_an_unreachable_hub_shows_a_banner_that_clears_itself(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    page.click("#lang-toggle")  # in Arabic: the messages are the page's own words, never codes
    expect(page.locator("html")).to_have_attribute("lang", "ar")
    banner = page.locator("#offline")
    expect(banner).to_be_hidden()

    page.context.set_offline(True)
    page.fill("#message-input", "حليب")
    page.press("#message-input", "Enter")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("تعذّر الوصول إلى المتجر")
    waiting = page.locator(".msg.user[data-outbox]")  # kept to send, said in Arabic
    expect(waiting).to_contain_text("بانتظار الإرسال")
    assert "NETWORK_ERROR" not in page.locator("body").inner_text()

    with page.expect_request(re.compile(r"/v1/cart$")):  # what failed is read again
        page.context.set_offline(False)
        expect(banner).to_be_hidden()
    expect(page.locator("#cart-body")).to_contain_text("سلتك فارغة")
    expect(waiting).to_have_count(0)  # and what waited is sent
    expect(page.locator("body")).to_have_attribute("data-turn", "idle")
    expect(page.locator(".msg.user")).to_have_text(["حليب"])
    assert "NETWORK_ERROR" not in page.locator("body").inner_text()
