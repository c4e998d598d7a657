// Whether the hub can be reached. Every call through api.js reports how it went; after a
// failure to reach the hub at all, /healthz is tried with backoff until it answers. Whoever
// shows the state (the offline banner) or has something to redo on recovery (the cart
// panel) subscribes: `onChange((online) => ...)`.

import { sleep } from './dom.js';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 10000;

let online = true;
let probing = false;
const listeners = new Set();

function set(next) {
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener(online);
  if (!online) probe();
}

async function probe() {
  if (probing) return;
  probing = true;
  let delay = FIRST_RETRY_MS;
  while (!online) {
    await sleep(delay);
    try {
      const response = await fetch('/healthz', { cache: 'no-store' });
      if (response.ok) set(true);
    } catch {
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }
  probing = false;
}

export const connection = {
  get online() {
    return online;
  },
  /** The hub answered (whatever it answered). */
  reached() {
    set(true);
  },
  /** A call could not reach the hub at all. */
  unreachable() {
    set(false);
  },
  onChange(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

window.addEventListener('offline', () => set(false));
// Back on a network: ask at once rather than at the next backoff step.
window.addEventListener('online', async () => {
  if (online) return;
  try {
    if ((await fetch('/healthz', { cache: 'no-store' })).ok) set(true);
  } catch {
    // still away: the probe keeps trying
  }
});
