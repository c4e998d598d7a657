// The signed-in customer's bell: the unread badge, the paginated inbox with read and
// read-all, and new notifications arriving live over GET /v1/notifications/sse. The stream
// is a native EventSource opened with a single-use ticket; it reconnects with backoff and
// the last event id, so nothing sent during a drop is lost.

import { request } from './api.js';
import { clear, el, sleep } from './dom.js';
import { dateTime, digits, pick, t } from './i18n.js';

const PAGE_LIMIT = 10;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30000;

export function createNotifications(ui) {
  let rows = []; // notifications shown in the inbox, newest first
  let unread = 0;
  let page = 0;
  let hasMore = false;
  let lastEventId = null;
  let controller = null;

  function setUnread(count) {
    unread = Math.max(0, Number(count) || 0);
    ui.badge.textContent = digits(unread > 99 ? '99+' : unread);
    ui.badge.hidden = unread === 0;
    ui.bell.dataset.unread = String(unread);
    labelBell();
  }

  // The badge is hidden from screen readers: the bell's name carries the count instead.
  function labelBell() {
    const name = unread ? t('notificationsUnread', { count: digits(unread) }) : t('notifications');
    ui.bell.setAttribute('aria-label', name);
    ui.bell.title = name;
  }

  function setLive(live) {
    ui.bell.dataset.live = String(live);
    ui.liveState.textContent = live ? t('live') : t('offline');
    ui.liveState.classList.toggle('on', live);
  }

  function row(notification) {
    const isUnread = notification.status === 'unread';
    return el(
      'li',
      { class: `notification${isUnread ? ' unread' : ''}`, dataset: { notificationId: notification._id, type: notification.type ?? '' } },
      el(
        'button',
        { type: 'button', class: 'notification-button', onclick: () => markRead(notification) },
        el('strong', { class: 'notification-title', dir: 'auto', text: pick(notification.title) }),
        el('span', { class: 'notification-body', dir: 'auto', text: pick(notification.body) }),
        el('span', { class: 'muted small', text: dateTime(notification.createdAt) }),
      ),
    );
  }

  function render() {
    labelBell();
    clear(ui.list);
    for (const notification of rows) ui.list.append(row(notification));
    if (!rows.length) ui.list.append(el('li', { class: 'muted small empty', text: t('noNotifications') }));
    ui.more.hidden = !hasMore;
  }

  async function loadPage(next) {
    const results = await request('GET', `/v1/notifications?page=${next}&limit=${PAGE_LIMIT}`, { auth: 'customer' });
    const known = new Set(rows.map((n) => n._id));
    const fresh = (results.data ?? []).filter((n) => !known.has(n._id));
    rows = next === 1 ? results.data ?? [] : rows.concat(fresh);
    page = next;
    hasMore = Boolean(results.pagination?.hasMore);
    setUnread(results.unreadCount);
    render();
  }

  async function markRead(notification) {
    if (notification.status !== 'unread') return;
    try {
      const results = await request('PATCH', `/v1/notifications/${encodeURIComponent(notification._id)}/read`, { auth: 'customer' });
      notification.status = 'read';
      setUnread(results?.unreadCount ?? unread - 1);
      render();
    } catch (error) {
      toast(error.message);
    }
  }

  async function markAllRead() {
    try {
      const results = await request('PATCH', '/v1/notifications/read-all', { auth: 'customer' });
      for (const notification of rows) notification.status = 'read';
      setUnread(results?.unreadCount ?? 0);
      render();
    } catch (error) {
      toast(error.message);
    }
  }

  function toast(text, title = null) {
    ui.toasts.show(text, title);
  }

  function arrived(notification) {
    if (!notification?._id || rows.some((n) => n._id === notification._id)) return;
    rows.unshift(notification);
    if (notification.status === 'unread') setUnread(unread + 1);
    render();
    toast(pick(notification.body), pick(notification.title));
  }

  /** `inbox` events carry the authoritative badge and what was read elsewhere. */
  function inboxChanged(data) {
    if (data?.readAll) for (const notification of rows) notification.status = 'read';
    const readIds = new Set(data?.readIds ?? []);
    for (const notification of rows) if (readIds.has(notification._id)) notification.status = 'read';
    if (typeof data?.unreadCount === 'number') setUnread(data.unreadCount);
    render();
  }

  /**
   * One EventSource, open until it fails or the hub ends it; resolves then. EventSource would
   * retry the same URL by itself, but its ticket is spent: the caller reconnects with a new
   * ticket instead, naming the last event seen (`lastEventId`, as a new URL cannot carry the
   * Last-Event-ID header).
   */
  function connect(ticket, signal, onOpen) {
    return new Promise((resolve) => {
      const query = new URLSearchParams({ ticket });
      if (lastEventId) query.set('lastEventId', lastEventId);
      const source = new EventSource(`/v1/notifications/sse?${query}`);
      const done = () => {
        source.close();
        signal.removeEventListener('abort', done);
        resolve();
      };
      signal.addEventListener('abort', done);
      source.onopen = onOpen;
      source.onerror = done;
      source.addEventListener('notification', (message) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        arrived(JSON.parse(message.data));
      });
      source.addEventListener('inbox', (message) => inboxChanged(JSON.parse(message.data)));
    });
  }

  async function listen(signal) {
    let delay = FIRST_RETRY_MS;
    while (!signal.aborted) {
      try {
        const { ticket } = await request('POST', '/v1/notifications/sse-ticket', { auth: 'customer' });
        if (signal.aborted) return;
        await connect(ticket, signal, () => {
          delay = FIRST_RETRY_MS;
          setLive(true);
        });
      } catch (error) {
        if (signal.aborted) return;
        if (error.status === 401 || error.status === 403 || error.status === 404) {
          setLive(false);
          return; // not a drop: this caller may not listen (signed out, token refused)
        }
      }
      if (signal.aborted) return;
      setLive(false);
      await sleep(delay + Math.random() * delay * 0.3, signal);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }

  function start() {
    stop();
    ui.bell.hidden = false;
    rows = [];
    page = 0;
    lastEventId = null;
    controller = new AbortController();
    setLive(false);
    loadPage(1).catch((error) => toast(error.message));
    listen(controller.signal);
  }

  function stop() {
    controller?.abort();
    controller = null;
    ui.bell.hidden = true;
    ui.panel.hidden = true;
    rows = [];
    setUnread(0);
    setLive(false);
  }

  // The inbox opens with the focus in it, and Escape or Close gives the focus back to the bell.
  function openInbox(open) {
    ui.panel.hidden = !open;
    ui.bell.setAttribute('aria-expanded', String(open));
    (open ? ui.panel : ui.bell).focus();
  }

  ui.bell.addEventListener('click', () => openInbox(ui.panel.hidden));
  ui.close.addEventListener('click', () => openInbox(false));
  ui.panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      openInbox(false);
    }
  });
  ui.readAll.addEventListener('click', markAllRead);
  ui.more.addEventListener('click', () => loadPage(page + 1).catch((error) => toast(error.message)));

  return { start, stop, render, toast };
}
