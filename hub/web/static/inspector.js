// The actor inspector: /debug/actors polled every second, one actor's detail on demand.
// Search, filters and sort are the hub's (it answers only the rows shown, whatever the number
// of actors) and live in the address, so a view can be shared or reloaded. The table is
// updated in place, row by row and cell by cell, so a text selection, the focus and the
// scroll position survive each refresh. When the hub stops answering, the table stays, marked
// as stale, with the time of its data.
// The page itself is public; the data routes check the debug token, which the page asks for
// on a 401 and keeps in sessionStorage (gone when the tab closes).

import { byId, clear, el, sleep } from './dom.js';
import { applyLanguage, language, setLanguage, t } from './i18n.js';

const TOKEN_KEY = 'inspector.debugToken';
const REFRESH_MS = 1000;
const PAGE_ROWS = 50;
const MAX_ROWS = 500;
const SEARCH_DELAY_MS = 250;
// A poll not answered in this long is missed (a hub stopped, not refusing, never answers);
// two missed in a row, and the page says the hub is not answering.
const POLL_TIMEOUT_MS = 2000;
const MISSES_SHOWN = 2;
// A stop answers once the turn has ended and its partial reply is saved.
const STOP_TIMEOUT_MS = 15000;
const FILTERS = ['q', 'kind', 'state', 'busy', 'mailbox', 'sort'];
const KNOWN_STATES = ['active', 'closed', 'handed_off', 'idle', 'streaming', 'starting', 'restarting', 'stopping'];
const COLUMNS = ['key', 'kind', 'state', 'mailbox', 'subscribers', 'inFlight', 'handled', 'lastError', 'lastActivity'];
const NUMERIC = new Set(['mailbox', 'subscribers', 'handled']);
const DETAIL_FIELDS = ['kind', 'state', 'owner', 'mailbox', 'subscribers', 'inFlight', 'handled', 'lastError', 'startedAt', 'lastActivity'];

const ui = {
  rows: document.querySelector('#actors tbody'),
  count: byId('actor-count'),
  filters: byId('filters'),
  search: byId('search'),
  kind: byId('kind-filter'),
  state: byId('state-filter'),
  sort: byId('sort'),
  busy: byId('busy-filter'),
  mailbox: byId('mailbox-filter'),
  summary: byId('summary'),
  more: byId('more'),
  auto: byId('auto-refresh'),
  refreshed: byId('refreshed'),
  stale: byId('stale'),
  tokenForm: byId('token-form'),
  tokenInput: byId('token-input'),
  tokenError: byId('token-error'),
  error: byId('inspector-error'),
  detail: byId('detail'),
  detailKey: byId('detail-key'),
  detailBody: byId('detail-body'),
  copied: byId('copied'),
  stopNote: byId('stop-note'),
};

const address = new URLSearchParams(window.location.search);
let selectedKey = address.get('key');
let limit = PAGE_ROWS;
let waitingForToken = false;
let lastLoaded = null; // Date of the data on screen
let lastDetail = ''; // the detail as last rendered, to leave an unchanged one alone
let misses = 0; // polls missed in a row
const knownKinds = new Set(['conversation', 'inbox']);
const rowsByKey = new Map();

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

// -- talking to the hub ---------------------------------------------------------------------

class NeedsToken extends Error {}
class Unreachable extends Error {}

async function getJson(path, { method = 'GET', timeout = POLL_TIMEOUT_MS } = {}) {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const headers = { Accept: 'application/json', 'Accept-Language': language() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, { method, headers, cache: 'no-store', signal: AbortSignal.timeout(timeout) });
  } catch {
    throw new Unreachable();
  }
  const envelope = await response.json().catch(() => null);
  if (response.status === 401) throw new NeedsToken(envelope?.statusMessage ?? 'AUTHENTICATION_REQUIRED');
  if (response.status >= 500 && !envelope) throw new Unreachable(); // a proxy with no hub behind it
  if (!response.ok || !envelope?.success) {
    const error = new Error(envelope?.error?.message ?? `HTTP ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return envelope.results;
}

// -- the address: filters, sort and the open actor ------------------------------------------

function readFilters() {
  ui.search.value = address.get('q') ?? '';
  ui.sort.value = ['activity', 'mailbox', 'age'].includes(address.get('sort')) ? address.get('sort') : 'activity';
  ui.busy.checked = address.get('busy') === '1';
  ui.mailbox.checked = address.get('mailbox') === '1';
  for (const name of ['kind', 'state']) {
    const value = address.get(name);
    if (value && name === 'kind') knownKinds.add(value);
    if (value && name === 'state' && !KNOWN_STATES.includes(value)) KNOWN_STATES.push(value);
  }
}

function filterValues() {
  return {
    q: ui.search.value.trim(),
    kind: ui.kind.value,
    state: ui.state.value,
    busy: ui.busy.checked ? '1' : '',
    mailbox: ui.mailbox.checked ? '1' : '',
    sort: ui.sort.value === 'activity' ? '' : ui.sort.value,
  };
}

function writeAddress() {
  const values = filterValues();
  for (const name of FILTERS) {
    if (values[name]) address.set(name, values[name]);
    else address.delete(name);
  }
  if (selectedKey) address.set('key', selectedKey);
  else address.delete('key');
  const query = address.toString();
  history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

function listPath() {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filterValues())) if (value) query.set(name, value);
  query.set('limit', String(limit));
  return `/debug/actors?${query}`;
}

// -- words and numbers ----------------------------------------------------------------------

function clockTime(date) {
  return date.toLocaleTimeString(language() === 'ar' ? 'ar-KW' : 'en-GB', { hour12: false });
}

function ago(iso) {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return String(iso ?? '');
  const seconds = Math.max(0, Math.round((Date.now() - at) / 1000));
  if (seconds < 60) return t('inspector.secondsAgo', { s: seconds });
  if (seconds < 3600) return t('inspector.minutesAgo', { m: Math.floor(seconds / 60), s: seconds % 60 });
  return t('inspector.hoursAgo', { h: Math.floor(seconds / 3600) });
}

function milliseconds(value) {
  if (!Number.isFinite(value)) return '';
  return value < 10 ? `${value.toFixed(2)} ms` : value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}

function inFlightText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  // A conversation's turn also says how many events it has streamed.
  const turn = value.turn && typeof value.turn === 'object' ? value.turn : null;
  const running = Number.isFinite(value.runningMs) ? value.runningMs : turn?.runningMs;
  const facts = [milliseconds(running), Number.isFinite(turn?.events) ? `${turn.events} ev` : ''];
  return [value.message ?? JSON.stringify(value), ...facts.filter(Boolean)].join(' · ');
}

function errorText(error) {
  if (!error) return '';
  return `${error.code} · ${ago(error.at)}`;
}

function cellText(actor, column) {
  switch (column) {
    case 'inFlight':
      return inFlightText(actor.inFlight);
    case 'lastError':
      return errorText(actor.lastError);
    case 'lastActivity':
      return ago(actor.lastActivity);
    default:
      return String(actor[column] ?? '');
  }
}

// -- the table, updated in place --------------------------------------------------------------

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function setAttribute(node, name, value) {
  if (value === null) node.removeAttribute(name);
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

function copyButton(key) {
  return el('button', { type: 'button', class: 'link-button copy', 'aria-label': t('inspector.copyKey', { key }), text: t('inspector.copy'), onclick: () => copy(key) });
}

function newRow(actor) {
  const cells = {};
  const row = el('tr', { role: 'row', dataset: { key: actor.key, kind: actor.kind } });
  for (const column of COLUMNS) {
    const cell = el('td', { role: 'cell', class: [column === 'inFlight' ? 'in-flight' : column, NUMERIC.has(column) ? 'num' : ''].join(' ').trim(), dataset: { label: t(`inspector.col.${column}`) } });
    cells[column] = cell;
    row.append(cell);
  }
  const open = el('button', { type: 'button', class: 'row-open', dir: 'ltr', text: actor.key, onclick: () => select(actor.key) });
  cells.key.append(open, el('span', { class: 'owner small muted', dir: 'ltr' }), copyButton(actor.key));
  row.addEventListener('click', (event) => {
    if (event.target.closest('button') || String(window.getSelection())) return; // selecting text is not choosing a row
    select(actor.key);
  });
  return { row, cells, open };
}

function updateRow(entry, actor) {
  const { row, cells } = entry;
  for (const column of COLUMNS) {
    if (column === 'key') continue;
    setText(cells[column], cellText(actor, column));
  }
  setText(cells.key.querySelector('.owner'), actor.owner ?? '');
  setAttribute(cells.lastActivity, 'title', actor.lastActivity ?? '');
  setAttribute(cells.lastError, 'title', actor.lastError ? `${actor.lastError.code}: ${actor.lastError.message} (${actor.lastError.at})` : null);
  row.dataset.inFlight = String(Boolean(actor.inFlight));
  row.classList.toggle('busy', Boolean(actor.inFlight));
  row.classList.toggle('failed', Boolean(actor.lastError));
  row.classList.toggle('selected', actor.key === selectedKey);
  setAttribute(entry.open, 'aria-current', actor.key === selectedKey ? 'true' : null);
}

function renderActors(actors) {
  const seen = new Set();
  let cursor = ui.rows.firstElementChild;
  for (const actor of actors) {
    if (actor.kind && !knownKinds.has(actor.kind)) {
      knownKinds.add(actor.kind);
      renderChoices();
    }
    let entry = rowsByKey.get(actor.key);
    if (!entry) {
      entry = newRow(actor);
      rowsByKey.set(actor.key, entry);
    }
    updateRow(entry, actor);
    seen.add(actor.key);
    if (entry.row === cursor) cursor = cursor.nextElementSibling;
    else ui.rows.insertBefore(entry.row, cursor); // moves only the rows whose place changed
  }
  for (const [key, entry] of rowsByKey) {
    if (seen.has(key)) continue;
    entry.row.remove();
    rowsByKey.delete(key);
  }
  ui.rows.querySelector('.empty')?.remove();
  if (!actors.length) ui.rows.append(el('tr', { class: 'empty' }, el('td', { colspan: COLUMNS.length, class: 'muted', text: t('inspector.noActors') })));
}

function renderSummary(list) {
  const counts = list.counts ?? {};
  setText(ui.count, String(counts.total ?? list.actors.length));
  const parts = [
    t('inspector.summary', { shown: list.actors.length, total: counts.total ?? list.actors.length }),
    t('inspector.busyCount', { count: counts.busy ?? 0 }),
    t('inspector.queuedCount', { count: counts.queued ?? 0 }),
  ];
  setText(ui.summary, parts.join(' · '));
  ui.more.hidden = !list.hasMore || limit >= MAX_ROWS;
}

function renderChoices() {
  const fill = (select, values, label) => {
    const chosen = select.value || address.get(select.name) || '';
    clear(select).append(el('option', { value: '', text: t('inspector.all') }), ...values.map((value) => el('option', { value, text: label(value) })));
    select.value = chosen;
  };
  fill(ui.kind, [...knownKinds].sort(), (kind) => kind);
  fill(ui.state, KNOWN_STATES, (state) => state);
}

// -- one actor ------------------------------------------------------------------------------

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
      edges.map(([from, to, by]) => el('li', { class: from === actor.state ? 'from-current' : null }, el('code', { text: from }), ' → ', el('code', { text: to }), el('span', { class: 'muted', text: ` ${by}` }))),
    ),
  );
}

/** A fact of the detail pane; "how long ago" is isolated, so it reads right in either direction. */
function detailValue(actor, name) {
  const value = actor[name];
  const since = (iso) => el('bdi', { class: 'since', text: `(${ago(iso)})` });
  if (name === 'inFlight') return inFlightText(value) || '—';
  if (name === 'lastError') return value ? [`${value.code}: ${value.message} · ${value.at} `, since(value.at)] : '—';
  if (name === 'lastActivity' || name === 'startedAt') return value ? [`${value} `, since(value)] : '—';
  return value === '' || value === null || value === undefined ? '—' : String(value);
}

/** The streams the actor feeds: what each is, since when, how far it got, what it owes. */
function streamsView(actor) {
  const streams = Array.isArray(actor.streams) ? actor.streams : [];
  return [
    el('h3', { text: t('inspector.streams', { count: streams.length }) }),
    streams.length
      ? el(
          'table',
          { class: 'streams' },
          el('thead', {}, el('tr', {}, ['kind', 'since', 'lastEventId', 'buffered'].map((name) => el('th', { scope: 'col', text: t(`inspector.stream.${name}`) })))),
          el(
            'tbody',
            {},
            streams.map((stream) =>
              el(
                'tr',
                {},
                el('td', { text: stream.kind ?? '' }),
                el('td', { title: stream.since ?? '', text: ago(stream.since) }),
                el('td', { class: 'event-id', dir: 'ltr', text: stream.lastEventId ?? '—' }),
                el('td', { class: 'num', dir: 'ltr', text: `${stream.bufferedBytes ?? 0} B` }),
              ),
            ),
          ),
        )
      : el('p', { class: 'muted small', text: t('inspector.noStreams') }),
  ];
}

/** A conversation with a turn in flight can have it stopped from here (debug token; the hub
 *  logs it). The turn ends as the shopper's Stop ends it: the partial reply is saved. */
function stopControl(actor) {
  if (actor.kind !== 'conversation' || !actor.inFlight) return null;
  const button = el('button', { type: 'button', class: 'stop-turn', text: t('inspector.stopTurn') });
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const results = await getJson(`/debug/actors/${encodeURIComponent(actor.key)}/stop`, { method: 'POST', timeout: STOP_TIMEOUT_MS });
      ui.stopNote.textContent = results?.message ?? '';
    } catch (error) {
      ui.stopNote.textContent = error instanceof Unreachable ? t('inspector.notAnswering') : error.message;
      button.disabled = false;
    }
    refresh();
  });
  return el('div', { class: 'stop-row' }, button);
}

function renderDetail(actor) {
  ui.detail.hidden = false;
  setText(ui.detailKey, actor.key);
  const rendered = JSON.stringify(actor) + language();
  if (rendered === lastDetail) return; // unchanged: leave it (and any selection in it) alone
  lastDetail = rendered;
  const facts = el('dl');
  for (const name of DETAIL_FIELDS) {
    facts.append(el('dt', { title: name, text: t(`inspector.col.${name}`) }), el('dd', { dataset: { field: name } }, detailValue(actor, name)));
  }
  const machine = machineView(actor);
  const parts = [stopControl(actor), facts, streamsView(actor), machine ? el('h3', { text: t('inspector.machine') }) : null, machine];
  // Whatever else an actor kind reports, shown as it is.
  for (const [name, value] of Object.entries(actor)) {
    if (DETAIL_FIELDS.includes(name) || ['key', 'history', 'streams'].includes(name)) continue;
    parts.push(el('h3', { text: name }), el('pre', { text: JSON.stringify(value, null, 2) }));
  }
  const history = Array.isArray(actor.history) ? [...actor.history].reverse() : [];
  parts.push(el('h3', { text: t('inspector.recent', { count: history.length }) }));
  parts.push(
    el(
      'table',
      { class: 'history' },
      el(
        'thead',
        {},
        el('tr', {}, ['at', 'message', 'duration', 'ok'].map((name) => el('th', { scope: 'col', text: t(`inspector.${name}`) }))),
      ),
      el(
        'tbody',
        {},
        history.map((entry) =>
          el(
            'tr',
            { class: entry.ok === false ? 'failed' : null },
            el('td', { title: entry.at ?? '', text: ago(entry.at) }),
            el('td', { class: 'message', text: entry.message ?? JSON.stringify(entry) }),
            el('td', { class: 'num duration', dir: 'ltr', text: milliseconds(entry.durationMs) }),
            el('td', { text: entry.ok === false ? t('inspector.failed') : t('inspector.ok') }),
          ),
        ),
      ),
    ),
  );
  clear(ui.detailBody).append(...parts.flat().filter(Boolean));
}

function showGone() {
  ui.detail.hidden = false;
  setText(ui.detailKey, selectedKey);
  lastDetail = '';
  clear(ui.detailBody).append(el('p', { class: 'muted', text: t('inspector.gone') }));
}

async function select(key) {
  selectedKey = key;
  ui.stopNote.textContent = '';
  lastDetail = '';
  writeAddress();
  await refresh();
  // the focus moves to the pane; on a phone it is below the table: take the reader there
  ui.detail.focus({ preventScroll: true });
  if (window.matchMedia('(max-width: 60rem)').matches) ui.detail.scrollIntoView({ block: 'nearest' });
}

function closeDetail() {
  const key = selectedKey;
  selectedKey = null;
  lastDetail = '';
  ui.detail.hidden = true;
  writeAddress();
  for (const entry of rowsByKey.values()) updateRowSelection(entry);
  const entry = key ? rowsByKey.get(key) : null;
  (entry?.open ?? ui.search).focus(); // back to the row it was opened from
}

function updateRowSelection(entry) {
  const selected = entry.row.dataset.key === selectedKey;
  entry.row.classList.toggle('selected', selected);
  setAttribute(entry.open, 'aria-current', selected ? 'true' : null);
}

async function copy(key) {
  try {
    await navigator.clipboard.writeText(key);
    setText(ui.copied, t('inspector.copied', { key }));
  } catch {
    // no clipboard (an insecure origin): select the key so the developer can copy it
    const target = selectedKey === key ? ui.detailKey : rowsByKey.get(key)?.open;
    if (target) window.getSelection().selectAllChildren(target);
    setText(ui.copied, t('inspector.selected', { key }));
  }
}

// -- refreshing -------------------------------------------------------------------------------

function showStale(stale) {
  document.body.dataset.stale = String(stale);
  ui.stale.hidden = !stale;
  setText(ui.stale, stale ? t('inspector.unreachable', { time: lastLoaded ? clockTime(lastLoaded) : '—' }) : '');
}

function askForToken(reason) {
  waitingForToken = true;
  ui.tokenForm.hidden = false;
  ui.tokenError.textContent = reason === 'INVALID_TOKEN' ? t('inspector.refused') : '';
  ui.tokenInput.focus();
}

let refreshing = null;

function refresh() {
  refreshing ??= load().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function load() {
  if (waitingForToken) return;
  try {
    const list = await getJson(listPath());
    let detail = null;
    if (selectedKey) {
      try {
        detail = (await getJson(`/debug/actors/${encodeURIComponent(selectedKey)}`)).actor;
      } catch (error) {
        if (error instanceof NeedsToken || error instanceof Unreachable) throw error;
      }
    }
    ui.error.hidden = true;
    lastLoaded = new Date();
    misses = 0;
    showStale(false);
    renderActors(list.actors ?? []);
    renderSummary(list);
    if (detail) renderDetail(detail);
    else if (selectedKey) showGone();
    setText(ui.refreshed, t('inspector.updated', { time: clockTime(lastLoaded) }));
  } catch (error) {
    if (error instanceof NeedsToken) {
      askForToken(error.message);
    } else if (error instanceof Unreachable) {
      misses += 1;
      if (misses >= MISSES_SHOWN) showStale(true);
    } else {
      ui.error.hidden = false;
      ui.error.textContent = error.status === 404 ? t('inspector.routesOff') : t('inspector.cannotLoad', { error: error.message });
    }
  } finally {
    document.body.dataset.ready = 'true';
  }
}

// -- wiring -----------------------------------------------------------------------------------

let searchTimer = null;

function filtersChanged() {
  limit = PAGE_ROWS;
  writeAddress();
  refresh();
}

ui.filters.addEventListener('submit', (event) => {
  event.preventDefault();
  filtersChanged();
});
ui.filters.addEventListener('change', (event) => {
  if (event.target !== ui.search) filtersChanged();
});
ui.search.addEventListener('input', () => {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(filtersChanged, SEARCH_DELAY_MS);
});
ui.more.addEventListener('click', () => {
  limit = Math.min(MAX_ROWS, limit + PAGE_ROWS);
  refresh();
});
ui.tokenForm.addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem(TOKEN_KEY, ui.tokenInput.value.trim());
  ui.tokenInput.value = '';
  ui.tokenForm.hidden = true;
  waitingForToken = false;
  refresh();
});
byId('detail-close').addEventListener('click', closeDetail);
byId('detail-copy').addEventListener('click', () => selectedKey && copy(selectedKey));

// Arrow keys move between rows; Escape closes the open actor, or clears the search.
ui.rows.addEventListener('keydown', (event) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const row = event.target.closest('tr');
  const next = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
  const button = next?.querySelector('.row-open');
  if (button) {
    event.preventDefault();
    button.focus();
  }
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  if (selectedKey) {
    event.preventDefault();
    closeDetail();
  } else if (document.activeElement === ui.search && ui.search.value) {
    event.preventDefault();
    ui.search.value = '';
    filtersChanged();
  }
});

byId('lang-toggle').addEventListener('click', () => {
  setLanguage(language() === 'ar' ? 'en' : 'ar');
  document.title = `${t('inspector.title')} · ${t('appTitle')}`;
  renderChoices();
  for (const entry of rowsByKey.values()) {
    for (const column of COLUMNS) entry.cells[column].dataset.label = t(`inspector.col.${column}`);
    entry.cells.key.querySelector('.copy').textContent = t('inspector.copy');
  }
  lastDetail = '';
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
readFilters();
renderChoices();
loop();
