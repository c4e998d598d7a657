"""The browser client (`hub-client.js`) and the demo page on it never lose a reply or a
notification: a reload, a network cut and a hub restart in the middle of a reply, a hub
restart in the middle of the notification stream, and a message sent while offline.

Headless Chromium against a live hub whose brain is the scripted model server, answering
every turn slowly (three paragraphs over about two seconds), so each break lands mid-reply.
A restart keeps the hub's address and storage, as a hub process restarting on MongoDB does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from bench.harness.model_server import answer, finish, pause, text
from tests.conftest import DEBUG_TOKEN
from tests.web.conftest import close_page, conversation, new_page, open_storefront, publish
from tests.web.live import CuttableLink, LiveHub, live_hub, model_server

PARAGRAPHS = [
    "Fresh milk arrives every morning from the dairy.",
    "Laban and yoghurt sit on the shelf beside it.",
    "Ask me to add any of them to your cart.",
]


def slow_reply() -> object:
    steps = []
    for n, paragraph in enumerate(PARAGRAPHS):
        words = paragraph.split(" ")
        for w, word in enumerate(words):
            last = w == len(words) - 1
            tail = ("\n\n" if n < len(PARAGRAPHS) - 1 else "") if last else " "
            steps += text(word + tail) + pause(0.07)
    return answer(steps, finish())


REPLY = "\n\n".join(PARAGRAPHS)


@pytest.fixture(scope="module")
def live() -> Iterator[LiveHub]:
    with (
        model_server(slow_reply()) as model,  # type: ignore[arg-type]
        live_hub(debug_token=DEBUG_TOKEN, llm_url=model.url, llm_model="test-model") as hub,
    ):
        yield hub


def wait_mid_reply(page: Page) -> None:
    """The reply has begun streaming and is far from done."""
    expect(page.locator(".msg.assistant.live .live-text")).to_contain_text("Fresh milk")


def the_reply_once(page: Page, live: LiveHub) -> None:
    """The page ends with the saved reply, whole, once, after the question, once."""
    expect(page.locator("body")).to_have_attribute("data-turn", "idle", timeout=30_000)
    saved = conversation(live, page)["messages"]
    assert [m["role"] for m in saved[-2:]] == ["user", "assistant"]
    reply = saved[-1]
    assert reply["content"] == REPLY and not reply.get("stopped")
    item = page.locator(f".msg.assistant[data-message-id='{reply['_id']}']")
    expect(item).to_have_count(1)
    expect(item.locator(".prose p")).to_have_text(PARAGRAPHS)
    expect(page.locator(".msg.assistant.live")).to_have_count(0)
    expect(page.locator(".msg.user")).to_have_text(["do you have milk"])
    expect(page.locator(".msg.assistant .error-card")).to_have_count(0)


def send(page: Page, message: str = "do you have milk") -> None:
    page.fill("#message-input", message)
    page.press("#message-input", "Enter")


def test_a_reload_mid_reply_picks_the_reply_up_where_it_is(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    send(page)
    wait_mid_reply(page)
    page.reload()
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    # the reply goes on streaming, with its Stop, in the thread it belongs to
    expect(page.locator("#stop")).to_be_visible()
    expect(page.locator(".msg.assistant.live")).to_have_count(1)
    the_reply_once(page, live)
    send(page, "thanks")  # and the next message is not held behind anything
    expect(page.locator(".msg.user")).to_have_text(["do you have milk", "thanks"])
    expect(page.locator("body")).to_have_attribute("data-turn", "idle", timeout=30_000)


def test_a_network_cut_mid_reply_is_recovered_without_a_reload(
    browser: Browser, live: LiveHub
) -> None:
    link = CuttableLink(live.hub.port or 0).start()
    page = new_page(browser, live, base_url=link.url)
    try:
        open_storefront(page)
        page.evaluate("window.loadedOnce = true")
        send(page)
        wait_mid_reply(page)
        link.cut()
        expect(page.locator("#offline")).to_be_visible()
        expect(page.locator("body")).to_have_attribute("data-turn-state", "reconnecting")
        expect(page.locator(".msg.assistant.live .live-text")).to_contain_text("Fresh milk")
        with page.expect_request(re.compile(r"/stream$")) as resumed:
            link.mend()
        assert re.fullmatch(r"[0-9a-f]{24}:\d+", resumed.value.headers["last-event-id"])
        the_reply_once(page, live)
        expect(page.locator("#offline")).to_be_hidden()
        assert page.evaluate("window.loadedOnce") is True
    finally:
        close_page(page)
        link.stop()


def test_a_hub_restart_mid_reply_ends_with_the_whole_reply(page: Page, live: LiveHub) -> None:
    open_storefront(page)
    send(page)
    wait_mid_reply(page)
    live.restart()
    the_reply_once(page, live)


# The client module itself, as an integrator uses it: every event it delivers, counted.
FOLLOW_A_TURN = """async () => {
  const { HubClient } = await import('/static/app/hub-client.js');
  const guest = localStorage.getItem('storefront.guestKey');
  const hub = new HubClient({ headers: () => ({ 'X-Assistant-Guest': guest }) });
  window.record = { text: '', ends: [], errors: [], states: [], ids: [] };
  const turn = hub.send('do you have milk', { on: {
    text: (delta) => { window.record.text += delta; },
    end: (message) => window.record.ends.push(message),
    error: (error) => window.record.errors.push(error.code),
    state: (state) => window.record.states.push(state),
    event: (frame) => window.record.ids.push(frame.id),
  } });
  window.turn = turn;
}"""


def test_the_client_delivers_each_event_once_across_a_hub_restart(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    page.evaluate(FOLLOW_A_TURN)
    page.wait_for_function("() => window.record.text.includes('Fresh milk')")
    live.restart()
    page.wait_for_function("() => window.record.ends.length > 0", timeout=30_000)
    record = page.evaluate("window.record")
    assert record["errors"] == []
    [end] = record["ends"]
    assert end["content"] == REPLY
    assert "reconnecting" in record["states"] and record["states"][-1] == "done"
    # Streamed text is never repeated: what arrived live is a prefix of the reply.
    assert REPLY.startswith(record["text"])
    ids = [i for i in record["ids"] if i]
    assert len(ids) == len(set(ids))  # no event twice
    assert all(i.startswith(f"{end['_id']}:") for i in ids)


FOLLOW_NOTIFICATIONS = """async (token) => {
  const { HubClient } = await import('/static/app/hub-client.js');
  const hub = new HubClient({ headers: (auth) => (auth === 'customer' ? { Authorization: `Bearer ${token}` } : {}) });
  window.heard = [];
  window.states = [];
  window.feed = hub.notifications({ on: {
    notification: (row) => window.heard.push(row._id),
    state: (live) => window.states.push(live),
  } });
}"""


def test_the_notification_stream_resumes_across_a_hub_restart_missing_nothing(
    page: Page, live: LiveHub
) -> None:
    status, envelope = live.http("POST", "/v1/dev/token", {"customerId": "demo-2"})
    assert status == 200
    open_storefront(page)
    page.evaluate(FOLLOW_NOTIFICATIONS, envelope["results"]["token"])
    page.wait_for_function("() => window.states.at(-1) === true")
    before = publish(live, "demo-2", "Before", "heard live")
    page.wait_for_function(f"() => window.heard.includes('{before['_id']}')")
    with page.expect_request(re.compile(r"/v1/notifications/sse\?")) as reconnect:
        live.restart()
        during = publish(live, "demo-2", "During", "sent while the client was away")
        page.wait_for_function("() => window.states.at(-1) === true", timeout=20_000)
    assert f"lastEventId={before['_id']}" in reconnect.value.url
    after = publish(live, "demo-2", "After", "heard live again")
    page.wait_for_function(f"() => window.heard.includes('{after['_id']}')")
    assert page.evaluate("window.heard") == [before["_id"], during["_id"], after["_id"]]


def test_a_message_sent_offline_waits_in_the_outbox_and_goes_once_online(
    page: Page, live: LiveHub
) -> None:
    open_storefront(page)
    page.context.set_offline(True)
    send(page)
    waiting = page.locator(".msg.user[data-outbox]")
    expect(waiting).to_have_count(1)
    expect(waiting).to_contain_text("do you have milk")
    expect(waiting).to_contain_text("Waiting to send")
    expect(waiting.get_by_role("button", name="Retry")).to_be_visible()
    expect(page.locator("#message-input")).to_have_value("")
    expect(page.locator(".msg .error-card")).to_have_count(0)
    kept = page.evaluate("JSON.parse(localStorage.getItem('storefront.outbox'))")
    assert [entry["text"] for entry in kept] == ["do you have milk"]  # a reload keeps it
    page.context.set_offline(False)
    expect(page.locator(".msg.user[data-outbox]")).to_have_count(0)
    the_reply_once(page, live)
