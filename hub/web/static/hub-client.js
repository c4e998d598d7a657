// Storefront Hub's browser client: one ES module, no dependencies, no build step.
//
// It sends a turn to the assistant and reads its events; re-attaches to a turn in flight by
// conversation id and last event id (after a reload, a network cut or a hub restart); stops a
// turn; and follows a customer's notification stream with a ticket, resuming with the last
// event id across drops and restarts. Every call tells the client whether the hub could be
// reached, so it keeps one online/offline state, probing `/healthz` with back-off while away.
//
//   import { HubClient } from '/static/app/hub-client.js';
//   const hub = new HubClient({ headers: () => ({ 'X-Assistant-Guest': guestKey }) });
//   const turn = hub.send('do you have milk', { on: { text: (delta) => ..., end: (message) => ... } });
//
// docs/api.md ("In a browser") documents it; the demo page at `/` is built on it.

export const VERSION = '1.0.0';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8000;
const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 10000;
const RATE_RETRIES = 2;
// A turn's stream that says nothing for this long, not even a keep-alive comment (the hub
// sends one every HUB_SSE_KEEPALIVE_SECONDS, 20 by default), is taken as cut: a connection
// can die without a word (a phone in a tunnel), and waiting on it would wait for ever.
const SILENCE_MS = 45000;
// A turn that cannot be found again (its hub died before saving it) is given up after this
// many attempts in a row that reached a hub and learnt nothing, about a minute of back-off.
const MAX_BLIND_RESUMES = 10;

/** A failed call: `status` (0 when the hub was not reached) and `code`, the statusMessage. */
export class HubError extends Error {
  constructor(status, code, message, { data = [], retryAfter = null } = {}) {
    super(message || code || `HTTP ${status}`);
    this.name = 'HubError';
    this.status = status;
    this.code = code;
    this.data = data;
    this.retryAfter = retryAfter;
  }

  /** Worth trying again later: the hub was not reached, was busy, or is restarting. */
  get retryable() {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

const UNREACHABLE = 'NETWORK_ERROR';
const STREAM_CUT = 'STREAM_CUT';

function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}

const jitter = (ms) => ms + Math.random() * ms * 0.3;

function parseFrame({ event, data, id }) {
  const text = data.join('\n');
  try {
    return { event, id, data: JSON.parse(text) };
  } catch {
    return { event, id, data: text };
  }
}

/**
 * Read a `text/event-stream` body frame by frame: `onFrame({event, id, data})` for each frame
 * with data (`data` parsed when it is JSON); comments (keep-alives) are skipped. Resolves at
 * the end of the body; rejects with a HubError(0) when the connection breaks, or when
 * nothing at all arrives for `silenceMs` (if given).
 */
export async function readEvents(body, onFrame, signal, { silenceMs = 0 } = {}) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const cancel = () => reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel);
  let buffer = '';
  let frame = { event: 'message', data: [], id: null };
  try {
    for (;;) {
      let chunk;
      let timer;
      try {
        const read = reader.read();
        chunk = silenceMs
          ? await Promise.race([
              read,
              new Promise((_, reject) => {
                timer = setTimeout(() => reject(new HubError(0, UNREACHABLE, 'the stream went silent')), silenceMs);
              }),
            ])
          : await read;
      } catch (error) {
        if (signal?.aborted) return;
        cancel();
        throw error instanceof HubError ? error : new HubError(0, UNREACHABLE, String(error?.message ?? error));
      } finally {
        clearTimeout(timer);
      }
      if (chunk.done || signal?.aborted) return;
      buffer += chunk.value;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
          if (frame.data.length) onFrame(parseFrame(frame));
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
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/** `<assistantMessageId>:<sequence>` as [messageId, sequence], or null. */
function splitEventId(id) {
  const at = typeof id === 'string' ? id.lastIndexOf(':') : -1;
  if (at <= 0) return null;
  const sequence = Number(id.slice(at + 1));
  return Number.isInteger(sequence) ? [id.slice(0, at), sequence] : null;
}

export class HubClient {
  /**
   * `base`: the hub's origin ('' for the page's own). `headers(auth)`: the caller's headers
   * for a call of kind `auth` ('assistant', 'cart', 'customer' or 'none'), such as
   * `Authorization` or `X-Assistant-Guest`. `answered(auth)`: told after each successful call
   * of that kind (the demo page uses it to stop sending a guest key once merged).
   */
  constructor({ base = '', headers = () => ({}), answered = () => {} } = {}) {
    this.base = base;
    this.headers = headers;
    this.answered = answered;
    this._online = true;
    this._probing = false;
    this._listeners = new Set();
    this._wakers = new Set();
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', () => this._set(false));
      window.addEventListener('online', () => this._probeNow());
    }
  }

  // -- whether the hub can be reached -----------------------------------------------------

  get online() {
    return this._online;
  }

  /** `listener(online)` on every change; answers a function that unsubscribes. */
  onConnection(listener) {
    this._listeners.add(listener);
    return () => this._listeners.delete(listener);
  }

  _set(online) {
    if (online === this._online) return;
    this._online = online;
    for (const listener of this._listeners) listener(online);
    if (online) {
      for (const wake of this._wakers) wake();
      this._wakers.clear();
    } else {
      this._probe();
    }
  }

  reached() {
    this._set(true);
  }

  unreachable() {
    this._set(false);
  }

  async _healthy() {
    try {
      return (await fetch(`${this.base}/healthz`, { cache: 'no-store' })).ok;
    } catch {
      return false;
    }
  }

  async _probe() {
    if (this._probing) return;
    this._probing = true;
    let delay = PROBE_FIRST_MS;
    while (!this._online) {
      await this.wait(delay);
      if (this._online) break;
      if (await this._healthy()) this._set(true);
      delay = Math.min(delay * 2, PROBE_MAX_MS);
    }
    this._probing = false;
  }

  async _probeNow() {
    if (!this._online && (await this._healthy())) this._set(true);
  }

  /** Wait `ms`, or less: until the hub is reachable again, or `signal` aborts. */
  wait(ms, signal) {
    return new Promise((resolve) => {
      const wake = () => {
        this._wakers.delete(wake);
        resolve();
      };
      this._wakers.add(wake);
      sleep(jitter(ms), signal).then(wake);
    });
  }

  // -- plain calls ---------------------------------------------------------------------------

  _url(path) {
    return `${this.base}${path}`;
  }

  async _fetch(path, { method = 'GET', body, auth = 'none', headers = {}, signal, accept }) {
    const all = { Accept: accept, ...this.headers(auth), ...headers };
    if (body !== undefined) all['Content-Type'] = 'application/json';
    try {
      const response = await fetch(this._url(path), {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        signal,
      });
      this.reached();
      return response;
    } catch (error) {
      if (signal?.aborted) throw error;
      this.unreachable();
      throw new HubError(0, UNREACHABLE, String(error?.message ?? error));
    }
  }

  /** A JSON call: resolves to the envelope's `results`, rejects with a HubError. A 429 is
   *  retried twice after its `Retry-After`. */
  async request(method, path, { body, auth = 'none', signal } = {}) {
    for (let attempt = 0; ; attempt += 1) {
      const response = await this._fetch(path, { method, body, auth, signal, accept: 'application/json' });
      const envelope = await response.json().catch(() => null);
      if (response.status === 429 && attempt < RATE_RETRIES) {
        await sleep(Math.min(Number(response.headers.get('Retry-After')) || 2 ** attempt, 10) * 1000, signal);
        continue;
      }
      if (!response.ok || !envelope?.success) throw errorOf(response, envelope);
      this.answered(auth);
      return envelope.results;
    }
  }

  /** Open an SSE route; a refusal (an envelope, or one SSE `error` event) rejects. */
  async _openStream(path, options) {
    const response = await this._fetch(path, { ...options, accept: 'text/event-stream' });
    if (response.ok) {
      this.answered(options.auth);
      return response;
    }
    if ((response.headers.get('Content-Type') || '').includes('text/event-stream')) {
      let failure = null;
      await readEvents(response.body, (frame) => {
        if (frame.event === 'error') failure = frame.data;
      }).catch(() => {});
      throw new HubError(response.status, failure?.code, failure?.message, { retryAfter: retryAfterOf(response) });
    }
    throw errorOf(response, await response.json().catch(() => null));
  }

  // -- the assistant -------------------------------------------------------------------------

  /**
   * Send one message; answers the `Turn` reading its reply. `conversationId`: the thread to
   * continue (none: a new one). `on`: the event callbacks (see `Turn`).
   */
  send(message, { conversationId = null, auth = 'assistant', on = {} } = {}) {
    const body = { message };
    if (conversationId) body.conversationId = conversationId;
    const turn = new Turn(this, { auth, on, conversationId: null });
    turn._run(() => this._openStream('/v1/assistant/messages', { method: 'POST', body, auth, signal: turn._signal }), true);
    return turn;
  }

  /**
   * Re-attach to the turn in flight on `conversationId`, after `lastEventId` (none: from its
   * start). With none in flight the hub answers the thread's last reply as one `end`.
   */
  resume(conversationId, { lastEventId = null, auth = 'assistant', on = {} } = {}) {
    const turn = new Turn(this, { auth, on, conversationId, lastEventId });
    turn._run(() => turn._reattach(), false);
    return turn;
  }

  /** Stop the turn in flight on `conversationId`; the hub keeps the partial reply, and the
   *  turn's streams end with it. */
  stop(conversationId, { auth = 'assistant' } = {}) {
    return this.request('POST', `/v1/assistant/conversations/${encodeURIComponent(conversationId)}/stop`, { body: {}, auth });
  }

  // -- notifications -------------------------------------------------------------------------

  /**
   * Follow the signed-in customer's notification stream. `on.notification(row)`,
   * `on.inbox(data)` (read state changed elsewhere; `data.refetch`: read the list again) and
   * `on.state(live)`. Answers `{close(), lastEventId}`.
   */
  notifications({ on = {}, lastEventId = null, auth = 'customer' } = {}) {
    return new NotificationFeed(this, { on, lastEventId, auth });
  }
}

function retryAfterOf(response) {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function errorOf(response, envelope) {
  return new HubError(envelope?.statusCode ?? response.status, envelope?.statusMessage ?? (response.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR'), envelope?.error?.message, {
    data: envelope?.error?.data ?? [],
    retryAfter: retryAfterOf(response),
  });
}

/**
 * One assistant turn as a client follows it. Callbacks in `on` (all optional):
 * `start(conversationId)`, `user(message)`, `text(delta)`, `toolStart({name, callId})`,
 * `toolEnd({name, callId})`, `block(block)`, `end(message)` (the saved reply: what to keep),
 * `error(HubError)` (the turn failed, or could not be sent: `error.code` is `NETWORK_ERROR`
 * when nothing reached the hub), `state(state)` ('sending', 'streaming', 'reconnecting',
 * 'done', 'failed') and `event(frame)` for every frame, unknown kinds included.
 *
 * A stream that breaks before the turn's end is re-attached with the last event id, with
 * back-off, until the end arrives: from the same hub, another one, or the thread as saved.
 */
export class Turn {
  constructor(client, { auth, on, conversationId, lastEventId = null }) {
    this.client = client;
    this.auth = auth;
    this.on = on;
    this.conversationId = conversationId;
    this.lastEventId = lastEventId;
    this.messageId = splitEventId(lastEventId)?.[0] ?? null;
    this.state = 'sending';
    this._controller = new AbortController();
    this._signal = this._controller.signal;
    this._stale = false; // the stream read is not this turn's (an older reply, another turn)
    this.done = new Promise((resolve, reject) => {
      this._resolve = resolve;
      this._reject = reject;
    });
    this.done.catch(() => {}); // a caller following callbacks need not also catch
  }

  get finished() {
    return this.state === 'done' || this.state === 'failed';
  }

  /** Stop reading (the hub's turn goes on and is saved); `resume` can pick it up later. */
  detach() {
    this._controller.abort();
  }

  /** Ask the hub to stop the turn; its stream then ends with the saved partial reply. */
  stop() {
    if (!this.conversationId) return Promise.resolve(null);
    return this.client.stop(this.conversationId, { auth: this.auth });
  }

  _setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.on.state?.(state);
  }

  _reattach() {
    const headers = this.lastEventId ? { 'Last-Event-ID': this.lastEventId } : {};
    const path = `/v1/assistant/conversations/${encodeURIComponent(this.conversationId)}/stream`;
    return this.client._openStream(path, { auth: this.auth, headers, signal: this._signal });
  }

  async _run(open, sending) {
    let delay = RETRY_FIRST_MS;
    let blind = 0;
    for (;;) {
      let failure = null;
      const before = this.lastEventId;
      try {
        const response = await open();
        this._setState('streaming');
        this._stale = false;
        await readEvents(response.body, (frame) => this._frame(frame), this._signal, { silenceMs: SILENCE_MS });
      } catch (error) {
        failure = error;
      }
      if (this.finished || this._signal.aborted) return;
      if (failure && !(failure instanceof HubError)) failure = new HubError(0, UNREACHABLE, String(failure));
      if (failure && !failure.retryable) return this._fail(failure);
      if (sending && !this.conversationId) {
        // Nothing came back, not even the thread's id: the message was not taken.
        return this._fail(failure ?? new HubError(0, STREAM_CUT));
      }
      sending = false;
      if (!this.conversationId) return this._fail(new HubError(0, STREAM_CUT));
      if (this._stale && (await this._fromThread())) return;
      if (this.lastEventId !== before && !this._stale) {
        delay = RETRY_FIRST_MS; // it moved on: the next break is a new one
        blind = 0;
      } else if (!failure || failure.status !== 0) {
        blind += 1; // a hub answered but had nothing new for this turn
        if (blind > MAX_BLIND_RESUMES) return this._fail(new HubError(0, STREAM_CUT));
      }
      this._setState('reconnecting');
      await this.client.wait(failure?.retryAfter ? failure.retryAfter * 1000 : delay, this._signal);
      if (this._signal.aborted) return;
      delay = Math.min(delay * 2, RETRY_MAX_MS);
      open = () => this._reattach();
    }
  }

  /** The reply as the thread has it, when no hub streams it any more; true when found. */
  async _fromThread() {
    if (!this.messageId) return false;
    try {
      const thread = await this.client.request('GET', `/v1/assistant/conversations/${encodeURIComponent(this.conversationId)}`, {
        auth: this.auth,
        signal: this._signal,
      });
      const reply = (thread?.messages ?? []).find((message) => message._id === this.messageId);
      if (!reply) return false;
      this._end(reply);
      return true;
    } catch {
      return false;
    }
  }

  _frame(frame) {
    if (this.finished || this._stale) return;
    const at = splitEventId(frame.id);
    if (at) {
      if (this.messageId && at[0] !== this.messageId) {
        // Not this turn: the thread's older reply (this one is not saved yet, or is running
        // elsewhere), or a newer turn (this one has ended). The thread tells which.
        this._stale = true;
        this._controller.abort();
        this._controller = new AbortController();
        this._signal = this._controller.signal;
        return;
      }
      this.messageId = at[0];
      this.lastEventId = frame.id;
    }
    const { event, data } = frame;
    this.on.event?.(frame);
    switch (event) {
      case 'message_start':
        this.conversationId = data?.conversationId ?? this.conversationId;
        this.on.start?.(this.conversationId);
        break;
      case 'user_message':
        this.conversationId = data?.conversationId ?? this.conversationId;
        this.on.user?.(data?.message ?? null);
        break;
      case 'text_delta':
        this.on.text?.(typeof data?.delta === 'string' ? data.delta : '');
        break;
      case 'tool_start':
        this.on.toolStart?.(data ?? {});
        break;
      case 'tool_end':
        this.on.toolEnd?.(data ?? {});
        break;
      case 'block':
        if (data?.block) this.on.block?.(data.block);
        break;
      case 'message_end':
        this.conversationId = data?.conversationId ?? this.conversationId;
        this._end(data?.message ?? null);
        break;
      case 'error':
        this._fail(new HubError(200, data?.code ?? 'INTERNAL_ERROR', data?.message));
        break;
      default: // unknown events are ignored, as unknown block kinds are
    }
  }

  _end(message) {
    if (this.finished) return;
    this._setState('done');
    this.on.end?.(message);
    this._resolve(message);
    this._controller.abort();
  }

  _fail(error) {
    if (this.finished) return;
    this._setState('failed');
    this.on.error?.(error);
    this._reject(error);
    this._controller.abort();
  }
}

/** The notification stream over a native EventSource opened with a single-use ticket
 *  (EventSource can send no Authorization header). Each reconnect takes a new ticket and
 *  names the last event seen, so nothing sent meanwhile is lost or repeated. */
class NotificationFeed {
  constructor(client, { on, lastEventId, auth }) {
    this.client = client;
    this.on = on;
    this.auth = auth;
    this.lastEventId = lastEventId;
    this.live = false;
    this._controller = new AbortController();
    this._listen(this._controller.signal);
  }

  close() {
    this._controller.abort();
    this._live(false);
  }

  _live(live) {
    if (this.live === live) return;
    this.live = live;
    this.on.state?.(live);
  }

  _connect(ticket, signal) {
    return new Promise((resolve) => {
      const query = new URLSearchParams({ ticket });
      if (this.lastEventId) query.set('lastEventId', this.lastEventId);
      const source = new EventSource(this.client._url(`/v1/notifications/sse?${query}`));
      const done = () => {
        source.close();
        signal.removeEventListener('abort', done);
        resolve();
      };
      signal.addEventListener('abort', done);
      source.onopen = () => {
        this.client.reached();
        this._live(true);
        this._opened = true;
      };
      // EventSource would retry the same URL by itself, but its ticket is spent.
      source.onerror = done;
      source.addEventListener('notification', (message) => {
        if (message.lastEventId) this.lastEventId = message.lastEventId;
        try {
          this.on.notification?.(JSON.parse(message.data));
        } catch (error) {
          console.warn('a notification could not be read', error);
        }
      });
      source.addEventListener('inbox', (message) => {
        try {
          this.on.inbox?.(JSON.parse(message.data));
        } catch (error) {
          console.warn('an inbox event could not be read', error);
        }
      });
    });
  }

  async _listen(signal) {
    let delay = PROBE_FIRST_MS;
    while (!signal.aborted) {
      this._opened = false;
      try {
        const { ticket } = await this.client.request('POST', '/v1/notifications/sse-ticket', { auth: this.auth, signal });
        if (signal.aborted) return;
        await this._connect(ticket, signal);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof HubError && [401, 403, 404].includes(error.status)) {
          this._live(false);
          return; // not a drop: this caller may not listen (signed out, token refused)
        }
      }
      if (signal.aborted) return;
      this._live(false);
      if (this._opened) delay = PROBE_FIRST_MS;
      await this.client.wait(delay, signal);
      delay = Math.min(delay * 2, PROBE_MAX_MS * 3);
    }
  }
}
