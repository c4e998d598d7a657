"""The demo page and the inspector, end to end in headless Chromium against a live hub.

These tests click what a person clicks and read what a person reads. They need Debian's
chromium (`apt-get install chromium`; `.ci/run` installs it) and are never skipped: a
machine without it fails here with that instruction.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from tests.conftest import DEBUG_TOKEN
from tests.web.conftest import conversation, open_storefront, publish, say, sign_in
from tests.web.live import HeldSearches, LiveHub


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


def test_the_inspector_shows_a_shoppers_inbox_and_its_state_machine_in_arabic(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    sign_in(page, "demo-1")  # the bell's live stream keeps inbox:demo-1 streaming

    inspector = page.context.new_page()
    inspector.goto("/debug")
    inspector.fill("#token-input", DEBUG_TOKEN)
    inspector.click("#token-form button[type=submit]")
    row = inspector.locator("#actors tbody tr[data-key='inbox:demo-1']")
    expect(row.locator("td.state")).to_have_text("streaming")
    expect(row.locator("td.num").nth(1)).to_have_text("1")  # one subscriber: this page
    inspector.select_option("#kind-filter", "inbox")
    expect(inspector.locator("#actors tbody tr[data-kind=conversation]")).to_have_count(0)
    row.click()
    detail = inspector.locator("#detail")
    expect(detail.locator("#detail-key")).to_have_text("inbox:demo-1")
    expect(detail.locator(".machine .states li.current")).to_have_text("streaming")
    expect(detail.locator("table.history tbody tr")).not_to_have_count(0)  # Attach, at least

    inspector.click("#lang-toggle")
    expect(inspector.locator("html")).to_have_attribute("dir", "rtl")
    expect(inspector.locator("h1")).to_have_text("مراقب الفاعلين")
    expect(inspector.locator("#refreshed")).to_contain_text("آخر تحديث")
    expect(detail.locator(".machine .states li.current")).to_have_text("streaming")
    table = inspector.locator("#actors").bounding_box()
    pane = detail.bounding_box()
    assert table and pane and pane["x"] < table["x"]  # the detail pane moves to the left

    page.click("#sign-out")  # the stream ends: nobody is listening any more
    expect(row.locator("td.state")).to_have_text("idle")
    expect(detail.locator(".machine .states li.current")).to_have_text("idle")


def test_the_bell_reconnects_after_a_drop_and_misses_nothing(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    sign_in(page, "demo-2")
    before = publish(live, "demo-2", "Before the drop", "Seen live")
    page.click("#bell")
    expect(page.locator(f"#inbox-list [data-notification-id='{before['_id']}']")).to_be_visible()

    async def drop_streams() -> None:  # what a hub going away does to its open streams
        live.hub.streams.end_all()

    bell = page.locator("#bell")
    with page.expect_request(re.compile(r"/v1/notifications/sse\?")) as reconnect:
        live.run(drop_streams)
        expect(bell).to_have_attribute("data-live", "false")
        during = publish(live, "demo-2", "During the drop", "Caught up on reconnect")
    assert f"lastEventId={before['_id']}" in reconnect.value.url
    expect(bell).to_have_attribute("data-live", "true")
    expect(page.locator("#inbox-live")).to_have_text("Live")
    caught_up = page.locator(f"#inbox-list [data-notification-id='{during['_id']}']")
    expect(caught_up).to_contain_text("During the drop")
    expect(caught_up).to_have_count(1)


def test_the_inbox_pages_back_through_older_notifications(page: Page, live: LiveHub) -> None:
    batch = [
        {
            "customerId": "demo-3",
            "type": "campaign.message",
            "title": {"en": f"Deal {n}", "ar": f"عرض {n}"},
            "body": {"en": "Today only", "ar": "اليوم فقط"},
        }
        for n in range(12)
    ]
    live.internal("POST", "/internal/v1/notifications", {"notifications": batch})
    open_storefront(page)
    sign_in(page, "demo-3")
    token = page.evaluate("localStorage.getItem('storefront.token')")
    _, envelope = live.http("GET", "/v1/notifications?limit=100", token=token)
    total = envelope["results"]["pagination"]["total"]
    assert total > 10

    page.click("#bell")
    rows = page.locator("#inbox-list .notification")
    expect(rows).to_have_count(10)  # the first page
    page.click("#inbox-more")
    expect(rows).to_have_count(min(total, 20))
    shown = rows.evaluate_all("(items) => items.map((item) => item.dataset.notificationId)")
    assert shown == [n["_id"] for n in envelope["results"]["data"][: len(shown)]]  # newest first


def test_walking_a_demo_order_sends_its_first_status_to_the_bell(page: Page) -> None:
    open_storefront(page)
    sign_in(page, "demo-1")
    page.click("#walk-order")
    toast = page.locator("#toasts .toast", has_text=re.compile(r"Demo order D-\d+"))
    expect(toast).to_be_visible()
    number = re.search(r"D-\d+", toast.text_content() or "")
    assert number
    page.click("#bell")
    placed = page.locator("#inbox-list .notification[data-type='order.placed']")
    expect(placed.filter(has_text=number.group())).to_have_count(1)


# -- the assistant -----------------------------------------------------------------------------


def kwd(fils: int) -> str:
    return f"{fils // 1000}.{fils % 1000:03d} KWD"


WATCH_LOOKING_UP = """() => {
  window.sawLookingUp = false;
  new MutationObserver((records) => {
    for (const record of records) {
      const now = record.target.className || '';
      if (/looking-up/.test(now) || /looking-up/.test(record.oldValue || '')) window.sawLookingUp = true;
    }
  }).observe(document.querySelector('#messages'), {
    subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true,
  });
}"""


def test_a_guest_confirms_a_proposed_cart_change(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    page.evaluate(WATCH_LOOKING_UP)
    say(page, "do you have milk")
    assert page.evaluate("window.sawLookingUp") is True  # shown between tool_start and tool_end
    cards = page.locator(".msg.assistant [data-kind=products] .product")
    expect(cards.first).to_be_visible()

    with page.expect_request(re.compile(r"/v1/assistant/messages$")) as sent:
        say(page, "add 2 almarai milk")
    guest = page.evaluate("localStorage.getItem('storefront.guestKey')")
    assert sent.value.headers["x-assistant-guest"] == guest
    assert sent.value.headers["accept"] == "text/event-stream"
    action = page.locator(".cart-action[data-status=pending]")
    expect(action.locator("button.confirm")).to_be_visible()
    expect(page.locator("#cart-body")).to_contain_text("Your cart is empty.")  # nothing yet

    # the card shows the hub's own estimate, formatted from fils
    saved = conversation(live, page)["messages"][-1]
    block = next(b for b in saved["blocks"] if b["kind"] == "cart_action")
    expect(action.locator(".total-line strong")).to_have_text(kwd(block["estimatedTotal"]))
    name = block["items"][0]["product"]["name"]
    expect(action).to_contain_text(name)

    action.locator("button.confirm").click()
    confirmed = page.locator(f".cart-action[data-action-id='{block['actionId']}']")
    expect(confirmed).to_have_attribute("data-status", "confirmed")
    expect(confirmed.locator("button.confirm")).to_have_count(0)
    expect(page.locator("#cart-panel")).to_have_attribute("data-item-count", "2")
    expect(page.locator("#cart-body")).to_contain_text(name)
    status, cart = live.http("GET", "/v1/cart", headers={"X-Assistant-Guest": guest})
    assert status == 200 and cart["results"]["itemCount"] == 2
    expect(page.locator("#cart-body .totals")).to_contain_text(kwd(cart["results"]["total"]))


def test_a_product_search_in_arabic_reads_right_to_left(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    page.click("#lang-toggle")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    with page.expect_request(re.compile(r"/v1/assistant/messages$")) as sent:
        say(page, "بدي موز")
    assert sent.value.headers["accept-language"] == "ar"
    cards = page.locator(".msg.assistant [data-kind=products] .product")
    expect(cards.first).to_be_visible()
    assert page.evaluate("document.dir") == "rtl"
    direction = "el => getComputedStyle(el).direction"
    assert cards.first.evaluate(direction) == "rtl"

    # every name and price on the cards is the hub's, prices in Arabic numerals
    products = next(
        b
        for b in conversation(live, page, "ar")["messages"][-1]["blocks"]
        if b["kind"] == "products"
    )["products"]
    names = cards.locator(".product-name").all_text_contents()
    assert names == [p["name"] for p in products]
    assert all(re.search(r"[\u0600-\u06ff]", name) for name in names)
    prices = cards.locator(".price").all_text_contents()
    assert prices and all(re.fullmatch(r"[٠-٩]+٫[٠-٩]{3} د\.ك", price) for price in prices)


def test_talking_to_support_hands_the_conversation_off(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    expect(page.locator("#handoff")).to_be_disabled()  # nothing to hand off yet
    say(page, "where is my order")
    page.click("#handoff")
    ticket = page.locator("#messages [data-kind=handoff]")
    expect(ticket).to_contain_text(re.compile(r"T-\d+"))
    expect(page.locator(".handoff-result")).to_contain_text("next message starts a new")
    expect(page.locator("#handoff")).to_be_disabled()
    assert conversation(live, page)["conversation"]["status"] == "handed_off"
    expect(page.locator("#conversation-list li.current")).to_contain_text("With support")


def test_feedback_toggles_up_down_and_back(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    say(page, "hello")
    reply = page.locator(".msg.assistant[data-message-id]").last
    up, down = reply.locator(".feedback-up"), reply.locator(".feedback-down")

    def saved_feedback() -> str | None:
        return conversation(live, page)["messages"][-1]["feedback"]

    up.click()
    expect(up).to_have_attribute("aria-pressed", "true")
    assert saved_feedback() == "up"
    down.click()
    expect(down).to_have_attribute("aria-pressed", "true")
    expect(up).to_have_attribute("aria-pressed", "false")
    assert saved_feedback() == "down"
    down.click()
    expect(down).to_have_attribute("aria-pressed", "false")
    assert saved_feedback() is None


def test_chips_send_their_prompt_and_past_conversations_reopen(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    say(page, "hi")
    chips = next(
        b for b in conversation(live, page)["messages"][-1]["blocks"] if b["kind"] == "actions"
    )["suggestions"]
    chip = page.locator(".msg.assistant [data-kind=actions] .chip").first
    expect(chip).to_have_text(chips[0]["label"])
    chip.click()
    expect(page.locator("body")).to_have_attribute("data-turn", "idle")
    expect(page.locator(".msg.user")).to_have_text(["hi", chips[0]["prompt"]])

    page.click("#new-chat")
    expect(page.locator(".msg.user")).to_have_count(0)
    expect(page.locator("#conversation-list li[data-conversation-id]")).to_have_count(1)
    page.click("#conversation-list .conversation")
    expect(page.locator(".msg.user")).to_have_count(2)
    expect(page.locator(".msg.assistant [data-kind=actions]").first).to_be_visible()


def test_signing_in_keeps_the_guest_conversation(page: Page) -> None:
    open_storefront(page)
    say(page, "do you have bread")
    expect(page.locator("#conversation-list li[data-conversation-id]")).to_have_count(1)
    with page.expect_request(re.compile(r"/v1/assistant/conversations\?")) as listed:
        sign_in(page, "demo-1")
    headers = listed.value.headers
    assert headers["authorization"].startswith("Bearer ")
    assert re.fullmatch(r"[0-9a-f]{32}", headers["x-assistant-guest"])  # merged on this call
    expect(page.locator("#conversation-list")).to_contain_text("do you have bread")
    expect(page.locator(".msg.user")).to_have_text(["do you have bread"])  # still open
    with page.expect_request(re.compile(r"/v1/assistant/conversations\?")) as later:
        page.reload()
        expect(page.locator("body")).to_have_attribute("data-ready", "true")
    assert "x-assistant-guest" not in later.value.headers  # only once, then the token alone
    expect(page.locator("#conversation-list")).to_contain_text("do you have bread")


def test_a_refused_turn_shows_the_hubs_error_in_the_chat(page: Page, live: LiveHub) -> None:
    open_storefront(page)  # the page was told guests may chat...
    live.internal("PATCH", "/internal/v1/settings", {"assistant": {"allowGuests": False}})
    try:  # ...and the store changed its mind since
        say(page, "hello")
        guest = page.evaluate("localStorage.getItem('storefront.guestKey')")
        status, envelope = live.http(
            "POST",
            "/v1/assistant/messages",
            {"message": "hello"},
            headers={"X-Assistant-Guest": guest},
        )
    finally:
        live.internal("PATCH", "/internal/v1/settings", {"assistant": {"allowGuests": True}})
    assert status == 401 and envelope["statusMessage"] == "AUTHENTICATION_REQUIRED"
    card = page.locator(".msg.assistant .error-card")
    expect(card).to_have_attribute("data-code", "AUTHENTICATION_REQUIRED")
    expect(card).to_have_text(envelope["error"]["message"])


def sse(*frames: tuple[str, dict]) -> str:
    return "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in frames)


def test_unknown_block_kinds_and_events_are_ignored(page: Page) -> None:
    """A newer hub may send kinds this page does not know: they are skipped, the rest renders.
    The stream is served by the browser itself here, since this hub sends no such kinds."""
    conversation_id = "0" * 24
    faq = {"kind": "faq", "items": [{"question": "Do you deliver?", "answer": "Every day."}]}
    hologram = {"kind": "hologram", "beam": {"colour": "green"}}
    reply = {
        "_id": "1" * 24,
        "conversationId": conversation_id,
        "role": "assistant",
        "content": "Here you go.",
        "blocks": [hologram, faq],
        "feedback": None,
    }
    body = sse(
        ("message_start", {"conversationId": conversation_id}),
        (
            "user_message",
            {
                "conversationId": conversation_id,
                "message": {"_id": "2" * 24, "role": "user", "content": "delivery?"},
            },
        ),
        ("text_delta", {"delta": "Here you go."}),
        ("sparkle", {"level": 9}),
        ("block", {"block": hologram}),
        ("block", {"block": faq}),
        ("message_end", {"conversationId": conversation_id, "message": reply}),
    )
    open_storefront(page)
    page.route(
        "**/v1/assistant/messages",
        lambda route: route.fulfill(status=200, content_type="text/event-stream", body=body),
    )
    say(page, "delivery?")
    saved = page.locator(f".msg.assistant[data-message-id='{reply['_id']}']")
    expect(saved).to_contain_text("Here you go.")
    expect(saved.locator(".blocks > *")).to_have_count(1)
    expect(saved.locator("[data-kind=faq]")).to_contain_text("Do you deliver?")
    expect(page.locator(".msg.assistant.live")).to_have_count(0)  # replaced by message_end


def test_stop_ends_the_reply_in_flight_and_the_thread_keeps_it_marked_stopped(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    expect(page.locator("#stop")).to_be_hidden()
    with HeldSearches(live), page.expect_request(re.compile(r"/stop$")) as stop_request:
        page.fill("#message-input", "do you have dates")
        page.press("#message-input", "Enter")
        expect(page.locator(".msg.assistant.live")).to_have_class(re.compile("looking-up"))
        page.get_by_role("button", name="Stop").click()
        # the search is still held: only the stop can have ended the turn
        expect(page.locator("body")).to_have_attribute("data-turn", "idle")
    conversation_id = page.evaluate(
        "JSON.parse(localStorage.getItem('storefront.conversation')).id"
    )
    assert stop_request.value.url.endswith(f"/v1/assistant/conversations/{conversation_id}/stop")
    saved = page.locator(".msg.assistant").last
    expect(saved.locator(".stopped-note")).to_have_text("Stopped")
    expect(page.locator(".msg.assistant.live")).to_have_count(0)
    expect(page.locator("#stop")).to_be_hidden()
    expect(page.locator("#message-input")).to_be_focused()

    page.reload()  # the saved thread says the same
    expect(page.locator(".msg.assistant .stopped-note")).to_have_count(1)
    say(page, "do you have dates")  # and the thread goes on
    expect(page.locator(".msg.assistant").last).to_contain_text("dates", ignore_case=True)
    expect(page.locator(".msg.assistant .stopped-note")).to_have_count(1)


# -- the inspector -------------------------------------------------------------------------------


def test_the_inspector_shows_a_conversation_while_its_turn_is_in_flight(
    page: Page, live: LiveHub
) -> None:
    inspector = page.context.new_page()
    inspector.goto("/debug")
    inspector.fill("#token-input", DEBUG_TOKEN)
    inspector.click("#token-form button[type=submit]")
    expect(inspector.locator("#refreshed")).to_contain_text("updated")

    open_storefront(page)
    with HeldSearches(live) as searches:
        page.fill("#message-input", "do you have dates")
        page.press("#message-input", "Enter")
        expect(page.locator(".msg.assistant.live")).to_have_class(re.compile("looking-up"))
        conversation_id = page.evaluate(
            "JSON.parse(localStorage.getItem('storefront.conversation')).id"
        )
        key = f"conversation:{conversation_id}"
        row = inspector.locator(f"#actors tbody tr[data-key='{key}']")
        expect(row).to_have_attribute("data-in-flight", "true")
        expect(row.locator("td.in-flight")).to_contain_text("RunTurn")
        expect(row.locator("td.num").nth(1)).to_have_text("1")  # the page reading the stream
        inspector.select_option("#kind-filter", "conversation")
        expect(inspector.locator("#actors tbody tr[data-kind=inbox]")).to_have_count(0)
        row.click()
        detail = inspector.locator("#detail")
        expect(detail.locator("#detail-key")).to_have_text(key)
        expect(detail.locator("dd[data-field=inFlight]")).to_contain_text("RunTurn")
        expect(detail.locator(".machine .states li.current")).to_have_text("active")
        searches.release()
        expect(page.locator("body")).to_have_attribute("data-turn", "idle")
    expect(row).to_have_attribute("data-in-flight", "false")
    expect(detail.locator("dd[data-field=inFlight]")).to_have_text("—")
    expect(detail.locator("table.history tbody")).to_contain_text("RunTurn")
