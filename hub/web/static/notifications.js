// The signed-in customer's bell: the unread badge, the paginated inbox with read and
// read-all, and new notifications arriving live over GET /v1/notifications/sse, followed by
// hub-client.js (an EventSource opened with a single-use ticket, reconnecting with back-off
// and the last event id, so nothing sent during a drop or a hub restart is lost).

import { hub, request } from './api.js';
import { clear, el } from './dom.js';
import { dateTime, digits, pick, t } from './i18n.js';

const PAGE_LIMIT = 10;

export function createNotifications(ui) {
  let rows = []; // notifications shown in the inbox, newest first
  let unread = 0;
  let page = 0;
  let hasMore = false;
  let feed = null;

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

  /** `inbox` events carry the authoritative badge and what was read elsewhere; `refetch`:
   *  too much was missed to be sent one by one, so the list is read again. */
  function inboxChanged(data) {
    if (data?.refetch) {
      loadPage(1).catch((error) => toast(error.message));
      return;
    }
    if (data?.readAll) for (const notification of rows) notification.status = 'read';
    const readIds = new Set(data?.readIds ?? []);
    for (const notification of rows) if (readIds.has(notification._id)) notification.status = 'read';
    if (typeof data?.unreadCount === 'number') setUnread(data.unreadCount);
    render();
  }

  function start() {
    stop();
    ui.bell.hidden = false;
    rows = [];
    page = 0;
    setLive(false);
    loadPage(1).catch((error) => toast(error.message));
    feed = hub.notifications({ on: { notification: arrived, inbox: inboxChanged, state: setLive } });
  }

  function stop() {
    feed?.close();
    feed = null;
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
