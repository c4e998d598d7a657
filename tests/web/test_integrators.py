"""What an integrator's browser does, in headless Chromium: the demo bell on a native
EventSource with a ticket, and a storefront page served from a second origin calling the
hub's REST routes and both streams through CORS."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from hub.web import STATIC_DIR
from tests.conftest import GUEST_A, customer_token
from tests.web.conftest import TIMEOUT_MS, open_storefront, publish, sign_in
from tests.web.live import LiveHub, live_hub

APP_PAGE = (
    b"<!doctype html><html><head><title>Another storefront</title></head><body></body></html>"
)


class AppPage(BaseHTTPRequestHandler):
    """A storefront web app's page, served from an origin of its own."""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=UTF-8")
        self.send_header("Content-Length", str(len(APP_PAGE)))
        self.end_headers()
        self.wfile.write(APP_PAGE)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the test reads what the page does, not the server's log."""


@pytest.fixture(scope="module")
def app_origin() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), AppPage)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def live(app_origin: int) -> Iterator[LiveHub]:
    with live_hub(cors_origins=f"http://127.0.0.1:{app_origin}") as hub:
        yield hub


def test_the_bell_listens_on_an_eventsource_and_resumes_after_the_hub_ends_it(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    with page.expect_request(re.compile(r"/v1/notifications/sse\?ticket=")) as opened:
        sign_in(page, "demo-3")
    assert opened.value.resource_type == "eventsource"
    assert "authorization" not in opened.value.headers  # the ticket is the credential
    first = publish(live, "demo-3", "Live on an EventSource", "Straight to the bell")
    page.click("#bell")
    expect(page.locator(f"#inbox-list [data-notification-id='{first['_id']}']")).to_be_visible()

    async def end_streams() -> None:  # the hub closes every stream, as when it shuts down
        live.hub.streams.end_all()

    bell = page.locator("#bell")
    with page.expect_request(re.compile(r"/v1/notifications/sse\?ticket=")) as reopened:
        live.run(end_streams)
        expect(bell).to_have_attribute("data-live", "false")
        missed = publish(live, "demo-3", "While it was closed", "Sent first on resume")
    assert reopened.value.resource_type == "eventsource"
    assert reopened.value.url != opened.value.url  # a new ticket: the first one is spent
    assert f"lastEventId={first['_id']}" in reopened.value.url
    expect(bell).to_have_attribute("data-live", "true")
    caught_up = page.locator(f"#inbox-list [data-notification-id='{missed['_id']}']")
    expect(caught_up).to_contain_text("While it was closed")
    expect(caught_up).to_have_count(1)
    after = publish(live, "demo-3", "Live again", "On the new stream")
    expect(page.locator(f"#inbox-list [data-notification-id='{after['_id']}']")).to_be_visible()


CALL_THE_HUB = """
async ([hub, token, guest]) => {
  const auth = { Authorization: `Bearer ${token}`, 'Accept-Language': 'ar' };
  const inbox = await (await fetch(`${hub}/v1/notifications?limit=5`, { headers: auth })).json();
  const ticket = await (await fetch(`${hub}/v1/notifications/sse-ticket`, { method: 'POST', headers: auth })).json();
  const live = new Promise((resolve, reject) => {
    const source = new EventSource(`${hub}/v1/notifications/sse?ticket=${encodeURIComponent(ticket.results.ticket)}`);
    source.addEventListener('notification', (message) => {
      source.close();
      resolve({ id: message.lastEventId, data: JSON.parse(message.data) });
    });
    source.onopen = () => fetch(`${hub}/v1/dev/demo-order`, {
      method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{"intervalSeconds": 0}',
    });
    source.onerror = () => reject(new Error('the notification stream failed'));
  });
  const turn = await fetch(`${hub}/v1/assistant/messages`, {
    method: 'POST',
    headers: { 'X-Assistant-Guest': guest, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message: 'do you have milk' }),
  });
  const events = (await turn.text()).split('\\n').filter((line) => line.startsWith('event: ')).map((line) => line.slice(7));
  const refused = await fetch(`${hub}/v1/cart`);
  return {
    inbox: inbox.statusMessage,
    unread: inbox.results.unreadCount,
    ticket: ticket.statusMessage,
    notification: await live,
    turn: { status: turn.status, type: turn.headers.get('Content-Type'), events },
    refused: { status: refused.status, body: await refused.json() },
  };
}
"""

REFUSED = """
async (hub) => {
  try {
    await fetch(`${hub}/v1/init`);
    return 'answered';
  } catch (error) {
    return 'blocked';
  }
}
"""


def test_a_page_on_a_listed_origin_calls_rest_routes_and_both_streams(
    browser: Browser, live: LiveHub, app_origin: int
) -> None:
    context = browser.new_context()
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    try:
        page.goto(f"http://127.0.0.1:{app_origin}/")
        seen = page.evaluate(CALL_THE_HUB, [live.url, customer_token("demo-1"), GUEST_A])
        assert seen["inbox"] == "DATA_LOADED" and seen["unread"] >= 0
        assert seen["ticket"] == "CREATED"
        assert seen["notification"]["data"]["type"] == "order.placed"
        assert seen["notification"]["id"] == seen["notification"]["data"]["_id"]
        assert seen["turn"]["status"] == 200
        assert seen["turn"]["type"].startswith("text/event-stream")
        assert seen["turn"]["events"][0] == "message_start"
        assert seen["turn"]["events"][-1] == "message_end"
        # an error is readable cross-origin too: the page sees the envelope, not a network error
        assert seen["refused"]["status"] == 401
        assert seen["refused"]["body"]["statusMessage"] == "AUTHENTICATION_REQUIRED"

        other = context.new_page()
        other.goto(f"http://localhost:{app_origin}/")  # the same app on an origin not listed
        assert other.evaluate(REFUSED, live.url) == "blocked"
    finally:
        context.close()


# The browser client as docs/api.md tells an app on another origin to use it: its own copy
# of hub-client.js (here loaded from the file's text), with the hub's address as `base`.
USE_A_COPY_OF_THE_CLIENT = """async ([source, hub, token, guest]) => {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const { HubClient, VERSION } = await import(url);
  const client = new HubClient({
    base: hub,
    headers: (auth) => (auth === 'customer' ? { Authorization: `Bearer ${token}` } : { 'X-Assistant-Guest': guest }),
  });
  let opened;
  const live = new Promise((resolve) => { opened = resolve; });
  const heard = new Promise((resolve) => {
    const feed = client.notifications({ on: {
      state: (on) => on && opened(),
      notification: (row) => { feed.close(); resolve(row.type); },
    } });
  });
  await live; // the stream is open: what is published from now on reaches it
  const texts = [];
  const reply = await client.send('do you have milk', { on: { text: (delta) => texts.push(delta) } }).done;
  return { version: VERSION, reply: reply.content, streamed: texts.join(''), heard, online: client.online };
}"""


def test_an_app_on_another_origin_uses_its_copy_of_the_client(
    browser: Browser, live: LiveHub, app_origin: int
) -> None:
    source = (STATIC_DIR / "hub-client.js").read_text()
    context = browser.new_context()
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    try:
        page.goto(f"http://127.0.0.1:{app_origin}/")
        handle = page.evaluate_handle(
            USE_A_COPY_OF_THE_CLIENT, [source, live.url, customer_token("demo-2"), GUEST_A]
        )
        seen = handle.json_value()
        assert seen["reply"] and seen["streamed"] == seen["reply"]
        assert seen["online"] is True and seen["version"].count(".") == 2
        live.internal(
            "POST",
            "/internal/v1/notifications",
            {"customerId": "demo-2", "type": "order.placed", "data": {"orderNumber": "A-7"}},
        )
        assert page.evaluate("(seen) => seen.heard", handle) == "order.placed"
    finally:
        context.close()
