// The storefront demo page: wires the chat, the cart panel, the bell, the language switch,
// the offline banner and (on dev hubs) the demo sign-in to one another.

import { hub, request, session } from './api.js';
import { renderCart } from './blocks.js';
import { createChat } from './chat.js';
import { byId, clear, el } from './dom.js';
import { applyLanguage, digits, language, setLanguage, t } from './i18n.js';
import { createDemoControls } from './demo.js';
import { createNotifications } from './notifications.js';
import { createToasts } from './toasts.js';

const store = { assistant: { enabled: true, allowGuests: true } };

// -- cart panel ------------------------------------------------------------------------

/** The count badge is hidden from screen readers: the button's name carries it instead. */
function labelCart(count = Number(byId('cart-panel').dataset.itemCount ?? 0)) {
  const name = count ? t('cartItems', { count: digits(count) }) : t('cart');
  byId('cart-toggle').setAttribute('aria-label', name);
  byId('cart-toggle').title = name;
}

async function loadCart(cart = null) {
  const body = byId('cart-body');
  try {
    const current = cart ?? (await request('GET', '/v1/cart', { auth: 'cart' }));
    clear(body).append(renderCart(current));
    const count = current?.itemCount ?? 0;
    byId('cart-count').textContent = digits(count);
    byId('cart-count').hidden = count === 0;
    labelCart(count);
    byId('cart-panel').dataset.itemCount = String(count);
  } catch (error) {
    clear(body).append(el('p', { class: 'muted small', text: error.message }));
  }
}

// -- the hub's reachability ------------------------------------------------------------------

function showConnection() {
  const banner = byId('offline');
  banner.hidden = hub.online;
  banner.textContent = hub.online ? '' : t('offlineBanner');
  document.body.dataset.online = String(hub.online);
}

hub.onConnection((online) => {
  showConnection();
  if (online) {
    // what failed while the hub was away is read again, and what waited is sent
    loadCart();
    if (!byId('chat').hidden) {
      chat.reloadList();
      chat.flushOutbox();
    }
  }
});

// -- who is signed in ----------------------------------------------------------------------

const toasts = createToasts(byId('toasts'));

const notifications = createNotifications({
  bell: byId('bell'),
  badge: byId('bell-badge'),
  panel: byId('inbox'),
  list: byId('inbox-list'),
  more: byId('inbox-more'),
  readAll: byId('inbox-read-all'),
  close: byId('inbox-close'),
  liveState: byId('inbox-live'),
  toasts,
});

const chat = createChat(
  {
    messages: byId('messages'),
    form: byId('composer'),
    input: byId('message-input'),
    send: byId('send'),
    stop: byId('stop'),
    handoff: byId('handoff'),
    chatStatus: byId('chat-status'),
    conversationList: byId('conversation-list'),
    moreConversations: byId('conversations-more'),
    newChat: byId('new-chat'),
    announcer: byId('reply-announcer'),
  },
  { onCartChanged: (cart) => loadCart(cart) },
);

function showAssistantState() {
  const off = !store.assistant.enabled
    ? t('assistantOff')
    : !store.assistant.allowGuests && !session.signedIn
      ? t('guestsOff')
      : null;
  byId('assistant-off').hidden = !off;
  byId('assistant-off').textContent = off ?? '';
  byId('chat').hidden = Boolean(off);
  byId('history').hidden = Boolean(off);
  return !off;
}

function showAccount() {
  demo.show();
  const who = byId('who');
  who.textContent = session.signedIn ? t('signedInAs', { id: session.customerId }) : t('guest');
  document.body.dataset.signedIn = String(session.signedIn);
  byId('sign-out').hidden = !session.signedIn;
}

/** Everything that depends on the caller or the language, fetched again. */
async function refreshAll(keepConversation = null) {
  showAccount();
  const chatOn = showAssistantState();
  await Promise.all([chatOn ? chat.reset(keepConversation) : null, loadCart()]);
  if (session.signedIn) notifications.start();
  else notifications.stop();
}

const demo = createDemoControls(
  {
    signInForm: byId('sign-in'),
    customer: byId('demo-customer'),
    walkOrder: byId('walk-order'),
  },
  {
    signedIn: async (customerId, token) => {
      const guestConversation = chat.conversationId; // merged onto the customer: keep it open
      session.signIn(customerId, token);
      await refreshAll(guestConversation);
      byId('who').focus(); // the sign-in form is gone; say who is signed in now
    },
    toast: (text) => notifications.toast(text),
  },
);

byId('sign-out').addEventListener('click', async () => {
  session.signOut();
  toasts.clear(); // the previous shopper's news is not the next one's
  await refreshAll();
  (byId('sign-in').hidden ? byId('who') : byId('demo-customer')).focus();
});

byId('lang-toggle').addEventListener('click', async () => {
  setLanguage(language() === 'ar' ? 'en' : 'ar');
  showAccount();
  showAssistantState();
  showConnection();
  labelCart();
  notifications.render();
  if (!chat.busy) await Promise.all([chat.reset(), loadCart()]);
});

document.addEventListener('slot-chosen', () => loadCart());

byId('cart-toggle').addEventListener('click', () => {
  byId('cart-panel').scrollIntoView({ behavior: 'smooth', block: 'start' });
  byId('cart-panel').focus({ preventScroll: true });
});

// The phone layout sizes the chat to the window below the top bar, whatever the bar holds.
new ResizeObserver(([entry]) => {
  document.documentElement.style.setProperty('--topbar-height', `${Math.ceil(entry.borderBoxSize[0].blockSize)}px`);
}).observe(document.querySelector('.topbar'));

async function start() {
  applyLanguage();
  try {
    Object.assign(store, (await request('GET', '/v1/init')).store ?? {});
  } catch {
    // keep the defaults: the chat shows its own error when a turn fails
  }
  await demo.detect();
  await refreshAll();
  document.body.dataset.ready = 'true';
}

start();
