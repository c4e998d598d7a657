"""The demo page's shopping features as a shopper meets them: asking for a person in the chat,
adding from a product card, picking a delivery slot, reading quantities in Arabic, what a
screen reader hears while a reply streams, and the page in a dark colour scheme."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import PHONE, close_page, conversation, new_page, open_storefront, say
from tests.web.live import LiveHub


def test_asking_for_a_person_in_the_chat_hands_the_thread_off(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    say(page, "add 2 almarai milk")
    proposal = page.locator(".cart-action").last
    action_id = proposal.get_attribute("data-action-id")
    expect(proposal.locator("button.confirm")).to_be_visible()
    old_thread = conversation(live, page)["conversation"]["_id"]

    say(page, "I want to speak to a human")
    assert conversation(live, page)["conversation"]["status"] == "handed_off"
    stale = page.locator(f".cart-action[data-action-id='{action_id}']")
    expect(stale).to_have_attribute("data-status", "cancelled")
    expect(stale.locator("button.confirm")).to_have_count(0)
    expect(page.locator("#handoff")).to_be_disabled()
    expect(page.locator("#chat-status")).to_have_text("With support")
    expect(page.locator(".handoff-result")).to_contain_text("next message starts a new")

    say(page, "do you have bread")  # a new thread, shown on its own
    assert conversation(live, page)["conversation"]["_id"] != old_thread
    expect(page.locator(".msg.user")).to_have_text(["do you have bread"])
    expect(page.locator("#chat-status")).to_have_text("")
    expect(page.locator("#handoff")).to_be_enabled()


def test_a_product_card_adds_with_a_quantity_and_the_proposal_still_needs_confirm(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    say(page, "do you have milk")
    card = page.locator(".msg.assistant [data-kind=products] .product").nth(1)
    product_id = card.get_attribute("data-product-id")
    name = card.locator(".product-name").inner_text()
    more = card.get_by_role("button", name=f"One more {name}")
    more.click()
    more.click()
    expect(card.locator(".qty-value")).to_have_text("3")
    card.get_by_role("button", name=f"Add {name}").click()
    expect(page.locator("body")).to_have_attribute("data-turn", "idle")

    proposal = page.locator(".cart-action[data-status=pending]").last
    expect(proposal.locator(".lines li")).to_have_count(1)
    expect(proposal.locator(".qty")).to_have_text("3 ×")
    expect(proposal).to_contain_text(name)
    expect(page.locator("#cart-body")).to_contain_text("Your cart is empty.")  # not yet
    proposal.locator("button.confirm").click()
    expect(page.locator("#cart-panel")).to_have_attribute("data-item-count", "3")
    expect(page.locator(f"#cart-body li[data-product-id='{product_id}']")).to_contain_text(name)


def test_a_delivery_slot_can_be_picked_but_not_a_full_one(page: Page) -> None:
    open_storefront(page)
    say(page, "when can you deliver")
    slots = page.locator(".msg.assistant [data-kind=delivery_slots]").last
    free = slots.locator("button.slot").first
    expect(free).to_have_attribute("aria-pressed", "false")
    free.click()
    expect(free).to_have_attribute("aria-pressed", "true")
    expect(slots.locator(".slot-chosen")).to_contain_text("Delivery slot:")
    page.reload()
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    chosen = page.locator("[data-kind=delivery_slots] button.slot[aria-pressed=true]")
    expect(chosen).to_have_count(1)


def test_arabic_quantities_are_not_read_as_a_zero(page: Page) -> None:
    page.add_init_script("localStorage.setItem('storefront.language', 'ar')")
    open_storefront(page)
    say(page, "أضف ٢ حليب المراعي")
    lines = page.locator(".cart-action .line-name").all_text_contents()
    assert lines
    # no middle dot next to an Arabic digit, where it looks like a zero ("· ١" as "١٠")
    assert not any(re.search(r"·\s*[٠-٩]", line) for line in lines), lines


WATCH_ANNOUNCER = """() => {
  window.announced = [];
  const region = document.querySelector('#reply-announcer');
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) window.announced.push(node.textContent.trim());
    }
  }).observe(region, { childList: true });
}"""


def test_a_screen_reader_hears_each_card_as_it_comes_and_a_was_price_once(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    page.evaluate(WATCH_ANNOUNCER)
    say(page, "do you have milk")
    saved = conversation(live, page)["messages"][-1]
    products = next(b for b in saved["blocks"] if b["kind"] == "products")["products"]
    announced = page.evaluate("window.announced")
    assert any(text.startswith(f"{len(products)} products") for text in announced), announced
    for paragraph in filter(None, saved["content"].split("\n")):
        assert sum(paragraph.strip() in text for text in announced) == 1, (paragraph, announced)
    for struck in page.locator(".price-line s").all():  # a compare-at price is read as "was"
        assert struck.get_attribute("aria-hidden") == "true"
        spoken = struck.locator("xpath=following-sibling::span[1]")
        expect(spoken).to_have_text(re.compile(r"^was "))


def test_dark_mode_and_a_phone_header_on_one_line(browser: Browser, live: LiveHub) -> None:
    page = new_page(browser, live, PHONE, color_scheme="dark")
    try:
        open_storefront(page)
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        channels = [int(c) for c in re.findall(r"\d+", background)[:3]]
        assert max(channels) < 60, background  # the page follows prefers-color-scheme
        row = page.locator(".topbar-row").bounding_box()
        assert row and row["height"] <= 56  # one line of controls, whatever it holds
    finally:
        close_page(page)
