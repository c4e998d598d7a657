// Talking to the hub: the JSON envelope, server-sent events over fetch streams (EventSource
// can neither POST nor send an Authorization header), and who the page is calling as.

import { connection } from './connection.js';
import { language, t } from './i18n.js';
import { sleep } from './dom.js';

const GUEST_KEY = 'storefront.guestKey';
const TOKEN_KEY = 'storefront.token';
const CUSTOMER_KEY = 'storefront.customerId';
const MERGE_KEY = 'storefront.pendingMerge';

/** A failed call, carrying what clients branch on: the HTTP status and the statusMessage. */
export class ApiError extends Error {
  constructor(status, statusMessage, message, data = []) {
    super(message || statusMessage || `HTTP ${status}`);
    this.status = status;
    this.statusMessage = statusMessage;
    this.data = data;
  }

  /** The hub could not be reached at all: told to the connection state, worded for people. */
  static unreachable() {
    connection.unreachable();
    return new ApiError(0, 'NETWORK_ERROR', t('networkError'));
  }

  static fromEnvelope(status, envelope) {
    return new ApiError(
      envelope?.statusCode ?? status,
      envelope?.statusMessage ?? 'INTERNAL_ERROR',
      envelope?.error?.message,
      envelope?.error?.data ?? [],
    );
  }
}

function newGuestKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Who the page is: always a guest key (made once, kept in localStorage), plus a customer
 * token once signed in. Right after sign-in the old guest key is still sent, once per kind of
 * call (assistant, cart), so the hub merges the guest's threads and cart onto the customer.
 */
export const session = {
  get guestKey() {
    let key = localStorage.getItem(GUEST_KEY);
    if (!/^[0-9a-f]{32}$/.test(key ?? '')) {
      key = newGuestKey();
      localStorage.setItem(GUEST_KEY, key);
    }
    return key;
  },
  get token() {
    return localStorage.getItem(TOKEN_KEY);
  },
  get customerId() {
    return localStorage.getItem(CUSTOMER_KEY);
  },
  get signedIn() {
    return Boolean(this.token);
  },
  signIn(customerId, token) {
    localStorage.setItem(MERGE_KEY, JSON.stringify({ guestKey: this.guestKey, scopes: ['assistant', 'cart'] }));
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(CUSTOMER_KEY, customerId);
  },
  /** Back to being a guest, with a fresh key: the old guest's threads now belong to the customer. */
  signOut() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(CUSTOMER_KEY);
    localStorage.removeItem(MERGE_KEY);
    localStorage.setItem(GUEST_KEY, newGuestKey());
  },
  pendingMerge(scope) {
    try {
      const merge = JSON.parse(localStorage.getItem(MERGE_KEY));
      return merge?.scopes?.includes(scope) ? merge.guestKey : null;
    } catch {
      return null;
    }
  },
  merged(scope) {
    const guestKey = this.pendingMerge(scope);
    if (guestKey === null) return;
    const merge = JSON.parse(localStorage.getItem(MERGE_KEY));
    merge.scopes = merge.scopes.filter((s) => s !== scope);
    if (merge.scopes.length) localStorage.setItem(MERGE_KEY, JSON.stringify(merge));
    else localStorage.removeItem(MERGE_KEY);
  },
};

/**
 * Request headers for one call. `auth`: "customer" (bearer only), "assistant" or "cart"
 * (bearer or guest key, both right after sign-in), or "none".
 */
function headersFor(auth, extra = {}) {
  const headers = { 'Accept-Language': language(), ...extra };
  const token = session.token;
  if (auth !== 'none' && token) headers.Authorization = `Bearer ${token}`;
  if (auth === 'assistant' || auth === 'cart') {
    const guestKey = token ? session.pendingMerge(auth) : session.guestKey;
    if (guestKey) headers['X-Assistant-Guest'] = guestKey;
  }
  return headers;
}

const MAX_RATE_RETRIES = 2;

/** A JSON call; resolves to `results`, rejects with ApiError. 429s are retried with backoff. */
export async function request(method, path, { body, auth = 'none' } = {}) {
  const extra = body === undefined ? {} : { 'Content-Type': 'application/json' };
  for (let attempt = 0; ; attempt += 1) {
    let response;
    try {
      response = await fetch(path, {
        method,
        headers: headersFor(auth, { Accept: 'application/json', ...extra }),
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch {
      throw ApiError.unreachable();
    }
    connection.reached();
    const envelope = await response.json().catch(() => null);
    if (response.status === 429 && attempt < MAX_RATE_RETRIES) {
      const retryAfter = Number(response.headers.get('Retry-After')) || 2 ** attempt;
      await sleep(Math.min(retryAfter, 10) * 1000);
      continue;
    }
    if (!response.ok || !envelope?.success) throw ApiError.fromEnvelope(response.status, envelope);
    if (auth === 'assistant' || auth === 'cart') session.merged(auth);
    return envelope.results;
  }
}

/**
 * Read a text/event-stream body frame by frame; `onEvent({event, data, id})` for each
 * frame with data (`data` parsed as JSON when it is JSON). Comments (keep-alives) are skipped.
 */
export async function readEventStream(body, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let frame = { event: 'message', data: [], id: null };
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (error?.name === 'AbortError') throw error; // the caller stopped reading
      throw ApiError.unreachable(); // the connection broke mid-stream
    }
    const { value, done } = chunk;
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') {
        if (frame.data.length) onEvent(parseFrame(frame));
        frame = { event: 'message', data: [], id: null };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') frame.event = text;
      else if (field === 'data') frame.data.push(text);
      else if (field === 'id') frame.id = text;
    }
  }
}

function parseFrame({ event, data, id }) {
  const text = data.join('\n');
  try {
    return { event, id, data: JSON.parse(text) };
  } catch {
    return { event, id, data: text };
  }
}

/**
 * Open an SSE route with fetch and read it to its end. A failure before the stream (the hub
 * answers with an envelope, or with a single SSE `error` event) rejects with ApiError, so
 * callers handle one shape. Resolves when the server ends the stream.
 */
export async function stream(path, { method = 'GET', body, auth = 'none', headers = {}, signal, onOpen, onEvent }) {
  const extra = { Accept: 'text/event-stream', ...headers };
  if (body !== undefined) extra['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: headersFor(auth, extra),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApiError.unreachable();
  }
  connection.reached();
  const type = response.headers.get('Content-Type') || '';
  if (!response.ok) {
    if (type.includes('text/event-stream')) {
      let failure = null;
      await readEventStream(response.body, (frame) => {
        if (frame.event === 'error') failure = frame.data;
      });
      throw new ApiError(response.status, failure?.code, failure?.message);
    }
    throw ApiError.fromEnvelope(response.status, await response.json().catch(() => null));
  }
  if (auth === 'assistant' || auth === 'cart') session.merged(auth);
  onOpen?.(response);
  await readEventStream(response.body, onEvent);
}
