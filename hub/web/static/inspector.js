// The actor inspector: /debug/actors polled every second, one actor's detail on click.
// The page itself is public; the data routes check the debug token, which the page asks
// for on a 401 and keeps in sessionStorage (gone when the tab closes). English or Arabic,
// the same choice as the storefront page's.

import { byId, clear, el, sleep } from './dom.js';
import { applyLanguage, language, setLanguage, t } from './i18n.js';

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

// The state machines the hub's actor kinds run (the `state` field moves along these edges);
// every actor also passes through the lifecycle phases starting, restarting and stopping.
const MACHINES = {
  conversation: [
    ['starting', 'active', 'load'],
    ['active', 'active', 'RunTurn / ConfirmAction'],
    ['active', 'closed', 'RunTurn (cap reached)'],
    ['active', 'handed_off', 'HandOff'],
    ['active', 'stopping', 'idle'],
    ['closed', 'stopping', 'idle'],
    ['handed_off', 'stopping', 'idle'],
  ],
  inbox: [
    ['starting', 'idle', 'load'],
    ['idle', 'streaming', 'Attach'],
    ['streaming', 'streaming', 'Heard / MarkRead / MarkAllRead'],
    ['streaming', 'idle', 'Detach (last stream)'],
    ['idle', 'stopping', 'idle'],
  ],
};

function machineView(actor) {
  const edges = MACHINES[actor.kind];
  if (!edges) return null;
  const states = [...new Set(edges.flatMap(([from, to]) => [from, to]))];
  if (!states.includes(actor.state)) states.push(actor.state);
  return el(
    'div',
    { class: 'machine', dir: 'ltr' },
    el(
      'ol',
      { class: 'states' },
      states.map((state) => el('li', { class: state === actor.state ? 'current' : null, 'aria-current': state === actor.state ? 'step' : null, text: state })),
    ),
    el(
      'ul',
      { class: 'edges' },
      edges.map(([from, to, by]) => el('li', { class: from === actor.state ? 'from-current' : null }, el('code', { text: from }), ` → `, el('code', { text: to }), el('span', { class: 'muted', text: ` ${by}` }))),
    ),
  );
}
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
  if (seconds < 60) return t('inspector.secondsAgo', { s: seconds });
  if (seconds < 3600) return t('inspector.minutesAgo', { m: Math.floor(seconds / 60), s: seconds % 60 });
  return t('inspector.hoursAgo', { h: Math.floor(seconds / 3600) });
}

function inFlightText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    // A conversation's turn says how long it has run and how many events it has streamed.
    const turn = value.turn && typeof value.turn === 'object' ? value.turn : null;
    const facts = turn ? [Number.isFinite(turn.runningMs) ? `${(turn.runningMs / 1000).toFixed(1)} s` : null, Number.isFinite(turn.events) ? `${turn.events} ev` : null] : [];
    return [value.message ?? JSON.stringify(value), ...facts.filter(Boolean)].join(' · ');
  }
  return String(value);
}

function renderKinds() {
  const chosen = ui.kind.value;
  const options = [el('option', { value: '', text: t('inspector.all') })];
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
        el('td', { class: 'key', title: actor.key }, el('span', { text: actor.key })),
        el('td', { class: 'state', text: actor.state }),
        el('td', { class: 'num', text: actor.mailbox }),
        el('td', { class: 'num', text: actor.subscribers }),
        el('td', { class: 'in-flight', text: inFlightText(actor.inFlight) }),
        el('td', { title: actor.lastActivity ?? '', text: ago(actor.lastActivity) }),
      ),
    ),
  );
  if (!actors.length) ui.rows.append(el('tr', {}, el('td', { colspan: 7, class: 'muted', text: t('inspector.noActors') })));
  ui.count.textContent = String(actors.length);
}

function renderDetail(actor) {
  ui.detail.hidden = false;
  ui.detailKey.textContent = actor.key;
  const facts = el('dl');
  for (const name of BASE_FIELDS) {
    const value = actor[name];
    const text = name === 'inFlight' ? inFlightText(value) || '—' : name === 'lastActivity' ? `${value} (${ago(value)})` : String(value ?? '—');
    facts.append(el('dt', { title: name, text: t(`inspector.col.${name}`) }), el('dd', { dataset: { field: name }, text }));
  }
  const machine = machineView(actor);
  const parts = [facts, machine ? el('h3', { text: t('inspector.machine') }) : null, machine];
  // Whatever else an actor kind reports (its state machine, its turn...), shown as it is.
  for (const [name, value] of Object.entries(actor)) {
    if (BASE_FIELDS.includes(name) || name === 'history') continue;
    parts.push(el('h3', { text: name }), el('pre', { text: JSON.stringify(value, null, 2) }));
  }
  const history = Array.isArray(actor.history) ? [...actor.history].reverse() : [];
  parts.push(el('h3', { text: t('inspector.recent', { count: history.length }) }));
  parts.push(
    el(
      'table',
      { class: 'history' },
      el('thead', {}, el('tr', {}, el('th', { text: t('inspector.at') }), el('th', { text: t('inspector.message') }), el('th', { text: t('inspector.ok') }))),
      el(
        'tbody',
        {},
        history.map((entry) =>
          el(
            'tr',
            {},
            el('td', { title: entry.at ?? '', text: ago(entry.at) }),
            el('td', { class: entry.ok === false ? 'failed' : null, text: entry.message ?? JSON.stringify(entry) }),
            el('td', { text: entry.ok === false ? t('inspector.failed') : t('inspector.ok') }),
          ),
        ),
      ),
    ),
  );
  clear(ui.detailBody).append(...parts.filter(Boolean));
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
  ui.tokenError.textContent = reason === 'INVALID_TOKEN' ? t('inspector.refused') : '';
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
        clear(ui.detailBody).append(el('p', { class: 'muted', text: t('inspector.gone') }));
      }
    }
    const time = new Date().toLocaleTimeString(language() === 'ar' ? 'ar-KW' : 'en-GB');
    ui.refreshed.textContent = t('inspector.updated', { time });
  } catch (error) {
    if (error instanceof NeedsToken) {
      askForToken(error.message);
      return;
    }
    ui.error.hidden = false;
    ui.error.textContent = error.status === 404 ? t('inspector.routesOff') : t('inspector.cannotLoad', { error: error.message });
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
byId('lang-toggle').addEventListener('click', () => {
  setLanguage(language() === 'ar' ? 'en' : 'ar');
  document.title = `${t('inspector.title')} · ${t('appTitle')}`;
  renderKinds();
  refresh();
});

async function loop() {
  for (;;) {
    if (ui.auto.checked && !document.hidden) await refresh();
    await sleep(REFRESH_MS);
  }
}

applyLanguage();
document.title = `${t('inspector.title')} · ${t('appTitle')}`;
renderKinds();
loop();
