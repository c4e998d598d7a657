// Who the page is calling as, and the one HubClient (hub-client.js) every part of the page
// talks to the hub through: it carries this caller's headers and the page's language.

import { HubClient, HubError } from './hub-client.js';
import { language, t } from './i18n.js';

const GUEST_KEY = 'storefront.guestKey';
const TOKEN_KEY = 'storefront.token';
const CUSTOMER_KEY = 'storefront.customerId';
const MERGE_KEY = 'storefront.pendingMerge';

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
function headersFor(auth) {
  const headers = { 'Accept-Language': language() };
  const token = session.token;
  if (auth !== 'none' && token) headers.Authorization = `Bearer ${token}`;
  if (auth === 'assistant' || auth === 'cart') {
    const guestKey = token ? session.pendingMerge(auth) : session.guestKey;
    if (guestKey) headers['X-Assistant-Guest'] = guestKey;
  }
  return headers;
}

const hubClient = new HubClient({
  headers: (auth) => headersFor(auth),
  answered: (auth) => {
    if (auth === 'assistant' || auth === 'cart') session.merged(auth);
  },
});

export { hubClient as hub, HubError };

/** The words for a failure: the hub's own message, or the page's when the hub was not reached. */
export function failureText(error) {
  if (error?.code === 'NETWORK_ERROR') return t('networkError');
  if (error?.code === 'STREAM_CUT') return t('streamCut');
  return error?.message || t('errorCard');
}

/** A JSON call; resolves to `results`, rejects with a HubError whose message is worded. */
export async function request(method, path, options = {}) {
  try {
    return await hubClient.request(method, path, options);
  } catch (error) {
    if (error instanceof HubError && (error.code === 'NETWORK_ERROR' || !error.message)) error.message = failureText(error);
    throw error;
  }
}
