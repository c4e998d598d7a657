"""The accessibility gate: axe-core on both pages, in both languages, at desktop and phone
sizes, fresh and after a realistic session; and the streaming reply announced once.

axe-core comes from npm, pinned in `tests/web/axe/package-lock.json` and installed by
`npm ci --prefix tests/web/axe` (`.ci/run` does it); nothing is fetched while tests run. It
is run through the browser's debugging protocol, which the pages' content security policy
does not apply to, so the pages are tested exactly as they are served.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import (
    DESKTOP,
    PHONE,
    close_page,
    conversation,
    new_page,
    open_inspector,
    open_storefront,
    publish,
    say,
    sign_in,
)
from tests.web.live import LiveHub

AXE_PACKAGE = Path(__file__).parent / "axe"
AXE_SCRIPT = AXE_PACKAGE / "node_modules" / "axe-core" / "axe.min.js"
GATING_IMPACTS = {"serious", "critical"}
# Moderate by axe's measure, but named in the issue that introduced this gate: kept out too.
ALSO_GATED = {"landmark-unique", "heading-order", "label-content-name-mismatch"}

RUN_AXE = """async () => {
  const results = await axe.run(document, {
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}"""


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE_SCRIPT.is_file():
        pytest.fail(
            f"axe-core is not installed: run `npm ci --prefix {AXE_PACKAGE}` (.ci/run does)"
        )
    pinned = json.loads((AXE_PACKAGE / "package-lock.json").read_text())
    installed = json.loads((AXE_SCRIPT.parent / "package.json").read_text())
    wanted = pinned["packages"]["node_modules/axe-core"]["version"]
    assert installed["version"] == wanted, f"installed axe-core {installed['version']} != {wanted}"
    return AXE_SCRIPT.read_text()


def gated_violations(page: Page, axe_source: str) -> list[dict]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source)
    found = page.evaluate(RUN_AXE)
    return [v for v in found if v["impact"] in GATING_IMPACTS or v["id"] in ALSO_GATED]


@pytest.fixture(
    params=[
        ("desktop", "en", "light"),
        ("desktop", "ar", "light"),
        ("phone", "en", "light"),
        ("phone", "ar", "light"),
        ("desktop", "en", "dark"),
        ("phone", "ar", "dark"),
    ]
)
def visitor(request: pytest.FixtureRequest, browser: Browser, live: LiveHub) -> Iterator[Page]:
    size, language, scheme = request.param
    page = new_page(browser, live, DESKTOP if size == "desktop" else PHONE, color_scheme=scheme)
    page.add_init_script(f"localStorage.setItem('storefront.language', '{language}')")
    yield page
    close_page(page)


@pytest.fixture
def slots_with_one_gone(live: LiveHub) -> Iterator[None]:
    """Each day's first window already under way, whatever the hour the suite runs at, so the
    picker always shows a slot that can no longer be chosen beside ones that can."""
    storefront = live.hub.storefront
    slots = storefront.delivery_slots

    async def some_gone(*args: Any, **kwargs: Any) -> Any:
        days = await slots(*args, **kwargs)
        for day in days:
            day["slots"][0]["available"] = False
        return days

    storefront.delivery_slots = some_gone  # type: ignore[method-assign]  # this instance only
    yield
    del storefront.delivery_slots


@pytest.mark.usefixtures("slots_with_one_gone")
def test_both_pages_pass_axe_fresh_and_after_a_session(
    visitor: Page, live: LiveHub, axe_source: str
) -> None:
    page = visitor
    open_storefront(page)
    assert gated_violations(page, axe_source) == []
    open_inspector(page)
    assert gated_violations(page, axe_source) == []

    # A shopper's session: a search, a proposal, a sign-in, news in the bell and a toast.
    customer = "demo-3"
    open_storefront(page)
    say(page, "do you have milk")
    page.locator(".product .stepper .step").nth(1).click()  # a quantity chosen on a card
    say(page, "when can you deliver")
    expect(page.locator("[data-kind=delivery_slots] .slot.full").first).to_be_visible()
    page.locator("[data-kind=delivery_slots] button.slot").first.click()
    page.context.set_offline(True)  # a message waiting in the outbox, the offline banner
    page.fill("#message-input", "and some bread")
    page.press("#message-input", "Enter")
    expect(page.locator(".msg.user[data-outbox]")).to_have_count(1)
    expect(page.locator("#offline")).to_be_visible()
    assert gated_violations(page, axe_source) == []
    page.context.set_offline(False)
    expect(page.locator(".msg.user[data-outbox]")).to_have_count(0)
    expect(page.locator("body")).to_have_attribute("data-turn", "idle")
    say(page, "add 2 almarai milk")
    expect(page.locator(".cart-action[data-status=pending] button.confirm")).to_be_visible()
    sign_in(page, customer)
    say(page, "show me offers")
    publish(live, customer, "Weekend basket", "Fresh fruit from 1 KWD")
    expect(page.locator("#toasts .toast")).not_to_have_count(0)
    page.click("#bell")
    expect(page.locator("#inbox-list .notification")).not_to_have_count(0)
    assert gated_violations(page, axe_source) == []
    page.keyboard.press("Escape")
    page.locator(".cart-action[data-status=pending] button.confirm").first.click()
    expect(page.locator(".cart-action[data-status=confirmed]")).not_to_have_count(0)
    assert gated_violations(page, axe_source) == []

    # ...and a developer looking for that shopper's actors.
    open_inspector(page)
    page.fill("#search", customer)
    expect(page.locator("#actors tbody tr[data-key]")).not_to_have_count(0)
    page.locator("#actors tbody tr[data-kind=inbox] .row-open").first.click()
    expect(page.locator("#detail table.history tbody tr")).not_to_have_count(0)
    assert gated_violations(page, axe_source) == []
    page.route("**/debug/actors**", lambda route: route.abort())  # the hub not answering
    expect(page.locator("#stale")).to_be_visible()
    assert gated_violations(page, axe_source) == []
    page.unroute("**/debug/actors**")


WATCH_LIVE_REGIONS = """() => {
  window.announced = [];
  window.otherRegions = [];
  const regions = '[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]';
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const region = target.closest(regions);
      if (!region) continue;
      if (region.id === 'reply-announcer') {
        for (const node of record.addedNodes) window.announced.push(node.textContent.trim());
      } else {
        window.otherRegions.push(region.id || region.className);
      }
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}"""


def test_a_streamed_reply_is_announced_a_paragraph_and_a_card_at_a_time(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    page.evaluate(WATCH_LIVE_REGIONS)
    say(page, "do you have milk")
    saved = conversation(live, page)["messages"][-1]
    assert saved["role"] == "assistant" and saved["content"]
    announced = page.evaluate("window.announced")
    paragraphs = [line.strip() for line in saved["content"].split("\n") if line.strip()]
    # each paragraph once, in order, and a line per card (the products found)
    assert [text for text in announced if text in paragraphs] == paragraphs
    cards = [text for text in announced if text not in paragraphs]
    assert len(cards) == sum(1 for b in saved["blocks"] if b["kind"] == "products"), announced
    assert page.evaluate("window.otherRegions") == []  # nothing else spoke during the turn
    assert page.get_attribute("#messages", "aria-live") is None
    assert page.get_attribute("#messages", "aria-busy") == "false"
