"""Take the screenshots in docs/screenshots/ from a live dev hub: `python -m tests.web.screenshots`.

The storefront page and the actor inspector, each in English and in Arabic (a signed-in demo
shopper mid-conversation with a notification toast and the bell's badge; the inspector
searching for that shopper's customer id, their conversation opened; in English while its
next turn is in flight, held at the product search), and both pages at a phone's size.
Everything shown comes from the hub; the script only types, clicks, publishes notifications
and holds that one search.
Emoji in aisle cards need a colour emoji font (`apt-get install fonts-noto-color-emoji`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page, ViewportSize, sync_playwright

from tests.web.live import CHROMIUM_ARGS, HeldSearches, LiveHub, chromium_path, live_hub

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
WIDE: ViewportSize = {"width": 1366, "height": 900}
PHONE: ViewportSize = {"width": 390, "height": 844}


def ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready=true]")


def say(page: Page, text: str) -> None:
    page.fill("#message-input", text)
    page.press("#message-input", "Enter")
    page.wait_for_selector("body[data-turn=idle]")


def sign_in(page: Page, customer_id: str) -> None:
    page.select_option("#demo-customer", customer_id)
    page.click("#sign-in button[type=submit]")
    page.wait_for_selector("#bell[data-live=true]")


def notify(live: LiveHub, customer_id: str) -> None:
    live.internal(
        "POST",
        "/internal/v1/notifications",
        {
            "customerId": customer_id,
            "type": "order.out_for_delivery",
            "title": {"en": "Your order is on its way", "ar": "طلبك في الطريق"},
            "body": {
                "en": "Order KW-100915 left the store and arrives in about 40 minutes.",
                "ar": "غادر الطلب KW-100915 المتجر ويصل خلال ٤٠ دقيقة تقريباً.",
            },
            "data": {"orderNumber": "KW-100915"},
        },
    )


def settle(page: Page) -> None:
    """Fonts and pictures loaded, so the shot shows the finished page."""
    page.mouse.move(0, 0)  # no row shown as hovered
    page.evaluate("document.fonts.ready")
    page.wait_for_function("[...document.images].every((image) => image.complete)")


def storefront(live: LiveHub, page: Page, *, arabic: bool) -> str:
    """A signed-in shopper who searched, confirmed a cart change and got a notification."""
    customer = "demo-2" if arabic else "demo-1"
    page.goto("/")
    ready(page)
    if arabic:
        page.click("#lang-toggle")
        page.wait_for_selector("html[dir=rtl]")
    sign_in(page, customer)
    if arabic:
        say(page, "بدي موز")
        say(page, "أضف ٣ موز")
    else:
        say(page, "do you have milk")
        say(page, "add 2 almarai milk")
    page.click(".cart-action[data-status=pending] button.confirm")
    page.wait_for_selector(".cart-action[data-status=confirmed]")
    notify(live, customer)
    page.wait_for_selector("#bell-badge:not([hidden])")
    page.wait_for_selector("#toasts .toast")
    settle(page)
    page.screenshot(path=str(OUT / f"storefront-{'ar' if arabic else 'en'}.png"))
    return page.evaluate("JSON.parse(localStorage.getItem('storefront.conversation')).id")


def inspector(page: Page, customer: str, conversation_id: str, *, arabic: bool) -> None:
    """The inspector in the storefront's language, searching for the shopper's customer id,
    their conversation opened."""
    page.goto(f"/debug?q={customer}")
    row = f"#actors tbody tr[data-key='conversation:{conversation_id}']"
    page.wait_for_selector(row)
    page.wait_for_selector("#actors tbody tr[data-kind=inbox]")
    page.click(f"{row} .row-open")
    page.wait_for_selector("#detail:not([hidden]) .machine .states li.current")
    page.wait_for_selector("#detail table.history tbody tr")
    if not arabic:  # the turn the shopper has just sent, still in flight
        page.wait_for_selector(f"{row}[data-in-flight=true]")
        page.wait_for_function(
            "document.querySelector('#detail dd[data-field=inFlight]').textContent.includes('RunTurn')"
        )
    settle(page)
    page.screenshot(path=str(OUT / f"inspector-{'ar' if arabic else 'en'}.png"))


def phone(live: LiveHub, page: Page) -> None:
    """A shopper on a phone with a proposal to confirm and an order update, then the inspector
    at the same width, searching for that shopper."""
    page.goto("/")
    ready(page)
    sign_in(page, "demo-3")
    say(page, "add 2 almarai milk")
    notify(live, "demo-3")
    page.wait_for_selector("#toasts .toast")
    settle(page)
    page.screenshot(path=str(OUT / "storefront-phone.png"))
    page.goto("/debug?q=demo-3")
    page.wait_for_selector("#actors tbody tr[data-kind=conversation]")
    settle(page)
    page.screenshot(path=str(OUT / "inspector-phone.png"))


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    with live_hub() as live, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        try:
            for arabic in (False, True):
                # one profile per language: the inspector opens in the storefront's language,
                # while the storefront page stays open and its inbox keeps streaming
                context = browser.new_context(base_url=live.url, viewport=WIDE)
                shop = context.new_page()
                conversation_id = storefront(live, shop, arabic=arabic)
                customer = "demo-2" if arabic else "demo-1"
                if arabic:
                    inspector(context.new_page(), customer, conversation_id, arabic=arabic)
                else:
                    # a product search held on the hub keeps the next turn in flight
                    with HeldSearches(live):
                        shop.fill("#message-input", "do you have dates")
                        shop.press("#message-input", "Enter")
                        shop.wait_for_selector(".msg.assistant.live.looking-up")
                        inspector(context.new_page(), customer, conversation_id, arabic=arabic)
                    shop.wait_for_selector("body[data-turn=idle]")
                context.close()
            context = browser.new_context(
                base_url=live.url, viewport=PHONE, device_scale_factor=2, is_mobile=True
            )
            phone(live, context.new_page())
            context.close()
        finally:
            browser.close()
    for path in sorted(OUT.glob("*.png")):
        print(path.relative_to(OUT.parents[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
