// The actor inspector: /debug/actors polled every second, one actor's detail on click.
// The page itself is public; the data routes check the debug token, which the page asks
// for on a 401 and keeps in sessionStorage (gone when the tab closes).

import { byId, clear, el, sleep } from './dom.js';

const TOKEN_KEY = 'inspector.debugToken';
const REFRESH_MS = 1000;
const BASE_FIELDS = ['kind', 'key', 'state', 'mailbox', 'subscribers', 'inFlight', 'lastActivity'];

const ui = {
  rows: document.querySelector('#actors tbody'),
  count: byId('actor-count'),
  kind: byId('kind-filter'),
  auto: byId('auto-refresh'),
  refreshed: byId('refreshed'),
  tokenForm: byId('token-form'),
  tokenInput: byId('token-input'),
  tokenError: byId('token-error'),
  error: byId('inspector-error'),
  detail: byId('detail'),
  detailKey: byId('detail-key'),
  detailBody: byId('detail-body'),
};

let selectedKey = new URLSearchParams(window.location.search).get('key');
const knownKinds = new Set(['conversation', 'inbox']);
let waitingForToken = false;

class NeedsToken extends Error {}

async function getJson(path) {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers, cache: 'no-store' });
  const envelope = await response.json().catch(() => null);
  if (response.status === 401) throw new NeedsToken(envelope?.statusMessage ?? 'AUTHENTICATION_REQUIRED');
  if (!response.ok || !envelope?.success) {
    const error = new Error(envelope?.error?.message ?? `HTTP ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return envelope.results;
}

function ago(iso) {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return String(iso ?? '');
  const seconds = Math.max(0, Math.round((Date.now() - at) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s ago`;
  return `${Math.floor(seconds / 3600)}h ago`;
}

function inFlightText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.message ?? JSON.stringify(value);
  return String(value);
}

function renderKinds() {
  const chosen = ui.kind.value;
  const options = [el('option', { value: '', text: 'all' })];
  for (const kind of [...knownKinds].sort()) options.push(el('option', { value: kind, text: kind }));
  clear(ui.kind).append(...options);
  ui.kind.value = chosen;
}

function renderActors(actors) {
  let newKinds = false;
  for (const actor of actors) {
    if (actor.kind && !knownKinds.has(actor.kind)) {
      knownKinds.add(actor.kind);
      newKinds = true;
    }
  }
  if (newKinds) renderKinds();
  const sorted = [...actors].sort((a, b) => String(b.lastActivity).localeCompare(String(a.lastActivity)));
  clear(ui.rows).append(
    ...sorted.map((actor) =>
      el(
        'tr',
        {
          dataset: { key: actor.key, kind: actor.kind, inFlight: actor.inFlight ? 'true' : 'false' },
          class: [actor.key === selectedKey ? 'selected' : '', actor.inFlight ? 'busy' : ''].join(' ').trim() || null,
          onclick: () => select(actor.key),
        },
        el('td', { text: actor.kind }),
        el('td', { class: 'key', title: actor.key, text: actor.key }),
        el('td', { class: 'state', text: actor.state }),
        el('td', { class: 'num', text: actor.mailbox }),
        el('td', { class: 'num', text: actor.subscribers }),
        el('td', { class: 'in-flight', text: inFlightText(actor.inFlight) }),
        el('td', { title: actor.lastActivity ?? '', text: ago(actor.lastActivity) }),
      ),
    ),
  );
  if (!actors.length) ui.rows.append(el('tr', {}, el('td', { colspan: 7, class: 'muted', text: 'No live actors.' })));
  ui.count.textContent = String(actors.length);
}

function renderDetail(actor) {
  ui.detail.hidden = false;
  ui.detailKey.textContent = actor.key;
  const facts = el('dl');
  for (const name of BASE_FIELDS) {
    const value = actor[name];
    const text = name === 'inFlight' ? inFlightText(value) || '—' : name === 'lastActivity' ? `${value} (${ago(value)})` : String(value ?? '—');
    facts.append(el('dt', { text: name }), el('dd', { dataset: { field: name }, text }));
  }
  const parts = [facts];
  // Whatever else an actor kind reports (its state machine, its turn...), shown as it is.
  for (const [name, value] of Object.entries(actor)) {
    if (BASE_FIELDS.includes(name) || name === 'history') continue;
    parts.push(el('h3', { text: name }), el('pre', { text: JSON.stringify(value, null, 2) }));
  }
  const history = Array.isArray(actor.history) ? [...actor.history].reverse() : [];
  parts.push(el('h3', { text: `recent messages (${history.length})` }));
  parts.push(
    el(
      'table',
      { class: 'history' },
      el('thead', {}, el('tr', {}, el('th', { text: 'at' }), el('th', { text: 'message' }), el('th', { text: 'ok' }))),
      el(
        'tbody',
        {},
        history.map((entry) =>
          el(
            'tr',
            {},
            el('td', { title: entry.at ?? '', text: ago(entry.at) }),
            el('td', { class: entry.ok === false ? 'failed' : null, text: entry.message ?? JSON.stringify(entry) }),
            el('td', { text: entry.ok === false ? 'failed' : 'ok' }),
          ),
        ),
      ),
    ),
  );
  clear(ui.detailBody).append(...parts);
}

function select(key) {
  selectedKey = key;
  const url = new URL(window.location.href);
  url.searchParams.set('key', key);
  history.replaceState(null, '', url);
  refresh();
}

function closeDetail() {
  selectedKey = null;
  ui.detail.hidden = true;
  const url = new URL(window.location.href);
  url.searchParams.delete('key');
  history.replaceState(null, '', url);
  refresh();
}

function askForToken(reason) {
  waitingForToken = true;
  ui.tokenForm.hidden = false;
  ui.tokenError.textContent = reason === 'INVALID_TOKEN' ? 'That token was refused.' : '';
  ui.tokenInput.focus();
}

async function refresh() {
  if (waitingForToken) return;
  const kind = ui.kind.value;
  try {
    const list = await getJson(`/debug/actors${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`);
    ui.error.hidden = true;
    renderActors(list.actors ?? []);
    if (selectedKey) {
      try {
        renderDetail((await getJson(`/debug/actors/${encodeURIComponent(selectedKey)}`)).actor);
      } catch (error) {
        if (error instanceof NeedsToken) throw error;
        ui.detail.hidden = false;
        ui.detailKey.textContent = selectedKey;
        clear(ui.detailBody).append(el('p', { class: 'muted', text: 'This actor is no longer live (passivated or stopped).' }));
      }
    }
    ui.refreshed.textContent = `updated ${new Date().toLocaleTimeString()}`;
  } catch (error) {
    if (error instanceof NeedsToken) {
      askForToken(error.message);
      return;
    }
    ui.error.hidden = false;
    ui.error.textContent =
      error.status === 404 ? 'The debug routes are off on this hub (set HUB_DEBUG_TOKEN to turn them on).' : `Cannot load actors: ${error.message}`;
  } finally {
    document.body.dataset.ready = 'true';
  }
}

ui.tokenForm.addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem(TOKEN_KEY, ui.tokenInput.value.trim());
  ui.tokenInput.value = '';
  ui.tokenForm.hidden = true;
  waitingForToken = false;
  refresh();
});
ui.kind.addEventListener('change', refresh);
byId('detail-close').addEventListener('click', closeDetail);

async function loop() {
  for (;;) {
    if (ui.auto.checked && !document.hidden) await refresh();
    await sleep(REFRESH_MS);
  }
}

renderKinds();
loop();
