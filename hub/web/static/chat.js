// The assistant chat: turns streamed live, saved conversations reopened, confirm, feedback
// and handoff. The live rendering of a turn is a preview; `message_end` replaces it with the
// hub's saved message, whose hydrated blocks win.
//
// Nothing typed or streamed is lost: a turn in flight is remembered, so after a reload the
// page re-attaches to it (hub-client.js also re-attaches after a network cut or a hub
// restart, from the last event seen); a message sent while the hub cannot be reached, or
// while a reply is still streaming, waits in an outbox, shown as pending, and goes once
// the hub answers (or on Retry).

import { failureText, hub, request, session } from './api.js';
import { announcement, errorCard, renderBlock, renderText } from './blocks.js';
import { clear, el } from './dom.js';
import { dateTime, label, separator, t } from './i18n.js';
import { createOutbox } from './outbox.js';

const CONVERSATION_KEY = 'storefront.conversation';
const TURN_KEY = 'storefront.turn';
const LIST_LIMIT = 20;
const RETRY_OUTBOX_MS = 5000;
// Failures after which a message is kept to send again rather than shown as refused.
const RESEND = new Set(['NETWORK_ERROR', 'STREAM_CUT', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED']);

function identity() {
  return session.signedIn ? `customer:${session.customerId}` : `guest:${session.guestKey}`;
}

function rememberedConversation() {
  try {
    const saved = JSON.parse(localStorage.getItem(CONVERSATION_KEY));
    return saved?.owner === identity() ? saved.id : null;
  } catch {
    return null;
  }
}

function rememberConversation(id) {
  if (id) localStorage.setItem(CONVERSATION_KEY, JSON.stringify({ owner: identity(), id }));
  else localStorage.removeItem(CONVERSATION_KEY);
}

/** The turn in flight, kept so that a reload re-attaches to it. */
function rememberedTurn() {
  try {
    const saved = JSON.parse(localStorage.getItem(TURN_KEY));
    return saved?.owner === identity() ? saved.conversationId : null;
  } catch {
    return null;
  }
}

function rememberTurn(conversationId) {
  if (conversationId) localStorage.setItem(TURN_KEY, JSON.stringify({ owner: identity(), conversationId }));
  else localStorage.removeItem(TURN_KEY);
}

const errorMessage = failureText;

/** Focus a node that is not a control (a replaced card, a result), for keyboard and reader. */
function focusOn(node) {
  if (!node) return;
  if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
  node.focus({ preventScroll: false });
}

export function createChat(ui, { onCartChanged }) {
  let conversationId = null;
  let status = 'active';
  let live = null; // the LiveTurn streaming now
  let listPage = 1;
  const outbox = createOutbox(identity);

  const context = {
    onPrompt: (prompt) => {
      if (!prompt) return;
      ui.input.focus(); // the chip is no longer the thing to act on: the next message is
      send(prompt);
    },
    onConfirm: (actionId, card, button) => confirm(actionId, card, button),
    onAdd: (product, quantity) => {
      ui.input.focus();
      send(t('addPrompt', { quantity, name: product.name }));
    },
  };

  // -- rendering ----------------------------------------------------------------------

  function scrollToEnd() {
    ui.messages.scrollTop = ui.messages.scrollHeight;
  }

  /** One polite announcement: added to the status region as a line of its own, so each is
   *  read once, in order, even when several come in one moment. */
  function announce(text) {
    const words = String(text ?? '').trim();
    if (!words) return;
    ui.announcer.append(el('span', { class: 'announcement', text: `${words} ` }));
    while (ui.announcer.childElementCount > 12) ui.announcer.firstElementChild.remove();
  }

  function userItem(text) {
    return el('li', { class: 'msg user' }, el('div', { class: 'bubble', dir: 'auto', text }));
  }

  function feedbackButtons(message) {
    const group = el('div', { class: 'feedback', role: 'group' });
    const buttons = {};
    const show = (value) => {
      for (const [kind, button] of Object.entries(buttons)) button.setAttribute('aria-pressed', String(value === kind));
      group.dataset.feedback = value ?? '';
    };
    for (const [kind, name] of [['up', 'helpful'], ['down', 'notHelpful']]) {
      buttons[kind] = el('button', {
        type: 'button',
        class: `icon-button feedback-${kind}`,
        'aria-label': t(name),
        title: t(name),
        onclick: async () => {
          const next = group.dataset.feedback === kind ? null : kind;
          try {
            const results = await request('POST', `/v1/assistant/messages/${encodeURIComponent(message._id)}/feedback`, {
              body: { feedback: next },
              auth: 'assistant',
            });
            show(results && 'feedback' in results ? results.feedback : next);
          } catch (error) {
            group.append(el('span', { class: 'small error-text', text: errorMessage(error) }));
          }
        },
      });
      buttons[kind].append(el('img', { src: new URL(`./icons/thumb-${kind}.svg`, import.meta.url).pathname, alt: '', width: 16, height: 16 }));
      group.append(buttons[kind]);
    }
    show(message.feedback ?? null);
    return group;
  }

  function blocksOf(blocks) {
    return (Array.isArray(blocks) ? blocks : []).map((block) => renderBlock(block, context)).filter(Boolean);
  }

  function assistantItem(message) {
    return el(
      'li',
      { class: 'msg assistant', dataset: { messageId: message._id ?? '' } },
      el(
        'div',
        { class: 'bubble' },
        message.content ? renderText(message.content) : null,
        el('div', { class: 'blocks' }, blocksOf(message.blocks)),
        message.stopped ? el('p', { class: 'muted small stopped-note', text: t('stopped') }) : null,
      ),
      message._id ? feedbackButtons(message) : null,
    );
  }

  function messageItem(message) {
    if (message.role === 'user') {
      const item = userItem(message.content);
      item.dataset.messageId = message._id ?? '';
      return item;
    }
    if (message.role === 'assistant') return assistantItem(message);
    return el('li', { class: 'msg system' }, el('div', { class: 'note', dir: 'auto', text: message.content }), el('div', { class: 'blocks' }, blocksOf(message.blocks)));
  }

  function shown(messageId) {
    return messageId ? ui.messages.querySelector(`[data-message-id="${CSS.escape(messageId)}"]`) : null;
  }

  function showWelcome() {
    clear(ui.messages).append(el('li', { class: 'msg assistant welcome' }, el('div', { class: 'bubble' }, renderText(t('welcome')))));
  }

  function setConversation(id, state = 'active') {
    conversationId = id;
    status = state;
    rememberConversation(id);
    ui.handoff.disabled = !id || state !== 'active';
    ui.chatStatus.textContent = id && state !== 'active' ? label('status', state) : '';
    document.body.dataset.thread = id ? state : 'none';
    for (const item of ui.conversationList.querySelectorAll('[data-conversation-id]')) {
      item.classList.toggle('current', item.dataset.conversationId === id);
    }
  }

  function setBusy(value) {
    // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds
    ui.messages.setAttribute('aria-busy', String(value));
    document.body.dataset.turn = value ? 'live' : 'idle';
    // Stop stands beside Send only while a reply streams; a hidden button cannot keep focus,
    // so a shopper who stopped with the keyboard is put back in the message box.
    if (!value && document.activeElement === ui.stop) ui.input.focus();
    ui.stop.hidden = !value;
    ui.stop.removeAttribute('aria-disabled');
  }

  // -- a live turn ----------------------------------------------------------------------

  /**
   * The assistant's reply as it arrives: text deltas, a looking-up state, cards. Each
   * paragraph is announced politely once it is complete, and each card as it comes; the
   * last paragraph when the reply ends. `user`: the shopper's bubble, when this page sent
   * the message (a re-attached turn finds it in the thread, or adds it from `user_message`).
   */
  class LiveTurn {
    constructor(user) {
      this.user = user;
      this.text = document.createTextNode('');
      this.spoken = 0; // characters of the text announced so far
      this.status = el('div', { class: 'tool-status', text: t('thinking') });
      this.blocks = el('div', { class: 'blocks' });
      this.item = el('li', { class: 'msg assistant live' }, el('div', { class: 'bubble' }, el('div', { class: 'prose live-text' }, el('p', { dir: 'auto' }, this.text)), this.blocks, this.status));
      this.tools = new Set();
      this.ended = false;
      if (ui.messages.querySelector('.welcome')) clear(ui.messages);
      if (user) ui.messages.append(user);
      ui.messages.append(this.item);
      scrollToEnd();
    }

    handlers() {
      return {
        start: (id) => this.started(id),
        user: (message) => this.userMessage(message),
        text: (delta) => this.appendText(delta),
        toolStart: (data) => this.tool(data.callId, true),
        toolEnd: (data) => this.tool(data.callId, false),
        block: (block) => this.block(block),
        end: (message) => this.end(message),
        error: (error) => this.failed(error),
        state: (state) => {
          this.item.dataset.state = state;
          document.body.dataset.turnState = state;
        },
      };
    }

    started(id) {
      if (id !== conversationId) {
        // A new thread (the first message, or the old one was handed off or closed): what is
        // shown belongs to the old one.
        const keep = [this.user, this.item].filter(Boolean);
        clear(ui.messages).append(...keep);
        setConversation(id, 'active');
      }
      rememberTurn(id);
    }

    userMessage(message) {
      if (!message?._id) return;
      if (this.user) {
        this.user.classList.remove('pending');
        this.user.dataset.messageId = message._id;
      } else if (!shown(message._id)) {
        this.user = messageItem(message);
        this.item.before(this.user);
      }
    }

    appendText(delta) {
      this.text.appendData(delta);
      // a paragraph is complete once a line break follows it
      const done = this.text.data.lastIndexOf('\n');
      if (done > this.spoken) {
        announce(this.text.data.slice(this.spoken, done));
        this.spoken = done + 1;
      }
      this.updateStatus();
      scrollToEnd();
    }

    tool(callId, running) {
      if (running) this.tools.add(callId);
      else this.tools.delete(callId);
      this.updateStatus();
    }

    block(block) {
      const card = renderBlock(block, context);
      if (!card) return;
      this.blocks.append(card);
      announce(announcement(block));
      scrollToEnd();
    }

    updateStatus() {
      const looking = this.tools.size > 0;
      this.status.textContent = looking ? t('lookingUp') : '';
      this.status.hidden = !looking;
      this.item.classList.toggle('looking-up', looking);
    }

    end(message) {
      this.ended = true;
      if (message?._id && shown(message._id)) {
        this.item.remove(); // the thread shows it already (it ended before a reload)
      } else {
        this.item.replaceWith(assistantItem(message ?? {}));
        const rest = String(message?.content ?? '').slice(this.spoken);
        announce(rest || (this.spoken ? '' : t('replyReady')));
      }
      this.user?.classList.remove('pending');
      const blocks = message?.blocks ?? [];
      const summary = blocks.find((block) => block?.kind === 'cart_summary');
      if (summary?.cart) onCartChanged(summary.cart);
      if (blocks.some((block) => block?.kind === 'handoff')) handedOffInChat();
    }

    failed(error) {
      this.ended = true;
      this.user?.classList.remove('pending');
      this.status.remove();
      this.item.classList.remove('live');
      if (!this.text.data) this.item.querySelector('.live-text')?.remove();
      this.blocks.append(errorCard(error.code, errorMessage(error)));
    }
  }

  /** Follow one turn to its end; resolves when it has ended, however it ended. */
  async function follow(turn, liveTurn) {
    live = liveTurn;
    setBusy(true);
    try {
      await turn.done;
    } catch {
      // shown by the turn's own error callback
    } finally {
      live = null;
      rememberTurn(null);
      setBusy(false);
      scrollToEnd();
      reloadList();
    }
  }

  /** Send now when nothing streams and the hub is reachable; otherwise the outbox keeps it. */
  function send(text) {
    const message = String(text ?? '').trim();
    if (!message) return;
    if (live || !hub.online || outbox.size()) {
      queue(message);
      flushOutbox();
      return;
    }
    start(message).then(() => flushOutbox());
  }

  /** Send one message now; answers false when it went back to the outbox. */
  async function start(message, item = null) {
    if (status !== 'active') setConversation(null); // handed off or closed: a new thread
    ui.announcer.textContent = '';
    const user = item ?? userItem(message);
    user.classList.add('pending');
    delete user.dataset.outbox;
    user.querySelector('.outbox-note')?.remove();
    const liveTurn = new LiveTurn(user);
    const handlers = liveTurn.handlers();
    let sent = true;
    const turn = hub.send(message, {
      conversationId,
      on: {
        ...handlers,
        error: (error) => {
          if (RESEND.has(error.code) && !turn.conversationId) {
            // nothing reached the hub: the message waits to be sent again
            sent = false;
            liveTurn.ended = true;
            liveTurn.item.remove();
            queue(message, user);
            return;
          }
          if (error.code === 'RESOURCE_NOT_FOUND' && conversationId) setConversation(null);
          handlers.error(error);
        },
      },
    });
    await follow(turn, liveTurn);
    return sent;
  }

  /** Re-attach to the turn in flight on the open thread (after a reload). */
  function resume(id) {
    if (live) return;
    const liveTurn = new LiveTurn(null);
    const turn = hub.resume(id, { on: liveTurn.handlers() });
    follow(turn, liveTurn).then(() => flushOutbox());
  }

  // -- the outbox ---------------------------------------------------------------------

  function outboxItem(entry, item = null) {
    const node = item ?? userItem(entry.text);
    node.classList.add('pending');
    node.dataset.outbox = entry.id;
    node.querySelector('.outbox-note')?.remove();
    node.append(
      el(
        'div',
        { class: 'outbox-note small' },
        el('span', { class: 'muted', text: t('waitingToSend') }),
        el('button', { type: 'button', class: 'link-button retry', text: t('retry'), onclick: () => flushOutbox(true) }),
      ),
    );
    return node;
  }

  function queue(text, item = null) {
    const entry = outbox.add(text);
    const node = outboxItem(entry, item);
    if (!node.isConnected) {
      if (ui.messages.querySelector('.welcome')) clear(ui.messages);
      ui.messages.append(node);
    }
    scrollToEnd();
  }

  function showOutbox() {
    for (const entry of outbox.entries()) {
      if (!ui.messages.querySelector(`[data-outbox="${CSS.escape(entry.id)}"]`)) {
        if (ui.messages.querySelector('.welcome')) clear(ui.messages);
        ui.messages.append(outboxItem(entry));
      }
    }
  }

  let flushing = false;
  let retryTimer = null;

  /** Send what waits, oldest first, one turn at a time. `now`: the shopper pressed Retry. */
  async function flushOutbox(now = false) {
    clearTimeout(retryTimer);
    if (flushing || live) return;
    if (!hub.online && !now) return;
    flushing = true;
    try {
      let entry;
      while (!live && (entry = outbox.first())) {
        const item = ui.messages.querySelector(`[data-outbox="${CSS.escape(entry.id)}"]`);
        outbox.remove(entry.id);
        if (!(await start(entry.text, item))) {
          // refused for now (the hub away, busy or draining): try again later, or on Retry
          if (hub.online) retryTimer = setTimeout(flushOutbox, RETRY_OUTBOX_MS);
          break;
        }
      }
    } finally {
      flushing = false;
    }
  }

  // -- owner actions ----------------------------------------------------------------------

  /** Ends the reply in flight: the hub saves what was said so far, marked stopped, and the
   *  turn's own stream ends with that message, so the page needs nothing more than asking. */
  async function stop() {
    if (!live || !conversationId || ui.stop.getAttribute('aria-disabled') === 'true') return;
    ui.stop.setAttribute('aria-disabled', 'true');
    try {
      await hub.stop(conversationId);
    } catch (error) {
      ui.stop.removeAttribute('aria-disabled');
      ui.messages.append(el('li', { class: 'msg system' }, errorCard(error.code, errorMessage(error))));
    }
  }

  async function confirm(actionId, card, button) {
    button.disabled = true;
    button.textContent = t('confirming');
    card.querySelector('.error-text')?.remove();
    try {
      const results = await request('POST', `/v1/assistant/actions/${encodeURIComponent(actionId)}/confirm`, { auth: 'assistant' });
      const blocks = Array.isArray(results?.blocks) ? results.blocks : [];
      const updated = blocks.find((block) => block?.kind === 'cart_action' && block.actionId === actionId);
      const others = blocks.filter((block) => block !== updated);
      const replacement = updated ? renderBlock(updated, context) : null;
      const note = results?.message ? el('p', { class: 'confirm-note', role: 'status', text: results.message }) : null;
      const after = el('div', { class: 'confirm-result' }, note, blocksOf(others));
      if (replacement) card.replaceWith(replacement, after);
      else card.after(after);
      focusOn(replacement ?? after);
      const summary = blocks.find((block) => block?.kind === 'cart_summary');
      onCartChanged(summary?.cart ?? null);
    } catch (error) {
      button.disabled = false;
      button.textContent = t('confirm');
      if (error.code === 'VALIDATION_ERROR' && conversationId) {
        // cancelled or expired meanwhile: show the proposal as the hub has it now
        await open(conversationId);
        const current = ui.messages.querySelector(`.cart-action[data-action-id="${CSS.escape(actionId)}"]`);
        current?.append(el('p', { class: 'small error-text', role: 'alert', text: errorMessage(error) }));
        focusOn(current);
        return;
      }
      card.append(el('p', { class: 'small error-text', role: 'alert', text: errorMessage(error) }));
      focusOn(button);
    }
  }

  function handedOffNote() {
    return el('li', { class: 'msg system handoff-result' }, el('div', { class: 'note muted', text: t('handedOff') }));
  }

  /** The assistant handed the thread to a person: show the thread as the hub has it now
   *  (its pending proposals cancelled), and the thread as with support. */
  async function handedOffInChat() {
    const id = conversationId;
    if (!id) return;
    setConversation(id, 'handed_off');
    if (live) await new Promise((resolve) => setTimeout(resolve)); // let the turn settle first
    await open(id, { force: true });
    if (conversationId === id && !ui.messages.querySelector('.handoff-result')) ui.messages.append(handedOffNote());
    scrollToEnd();
  }

  async function handoff() {
    if (!conversationId || live) return;
    ui.handoff.disabled = true;
    try {
      const results = await request('POST', `/v1/assistant/conversations/${encodeURIComponent(conversationId)}/handoff`, {
        body: {},
        auth: 'assistant',
      });
      // The hub cancelled the thread's pending proposals and saved the ticket in the thread:
      // show the thread as the hub has it now, so no Confirm is offered for a cancelled one.
      await open(conversationId);
      const result = ui.messages.querySelector('.handoff-result') ?? ui.messages.appendChild(handedOffNote());
      if (!ui.messages.querySelector('[data-kind=handoff]')) {
        result.prepend(renderBlock({ kind: 'handoff', ticketId: results.ticketId, ticketNumber: results.ticketNumber }, context));
      }
      setConversation(conversationId, 'handed_off');
      scrollToEnd();
      focusOn(result);
      reloadList();
    } catch (error) {
      ui.handoff.disabled = false;
      ui.messages.append(el('li', { class: 'msg system' }, errorCard(error.code, errorMessage(error))));
    }
  }

  // -- conversations ------------------------------------------------------------------------

  async function open(id, { force = false } = {}) {
    if (live && !force) return;
    try {
      const results = await request('GET', `/v1/assistant/conversations/${encodeURIComponent(id)}`, { auth: 'assistant' });
      clear(ui.messages);
      for (const message of results.messages ?? []) ui.messages.append(messageItem(message));
      const state = results.conversation?.status ?? 'active';
      if (state === 'handed_off' && ui.messages.children.length) ui.messages.append(handedOffNote());
      if (!ui.messages.children.length) showWelcome();
      setConversation(results.conversation?._id ?? id, state);
      showOutbox();
      scrollToEnd();
    } catch (error) {
      if (error.status === 403 || error.status === 404) {
        setConversation(null);
        showWelcome();
      } else {
        ui.messages.append(el('li', { class: 'msg system' }, errorCard(error.code, errorMessage(error))));
      }
    }
  }

  function conversationItem(item) {
    return el(
      'li',
      { dataset: { conversationId: item._id }, class: item._id === conversationId ? 'current' : null },
      el(
        'button',
        { type: 'button', class: 'conversation', onclick: () => open(item._id) },
        el('span', { class: 'conversation-title', dir: 'auto', text: item.title || '…' }),
        el('span', { class: 'muted small', text: [item.status !== 'active' ? label('status', item.status) : '', dateTime(item.lastMessageAt ?? item.createdAt)].filter(Boolean).join(separator()) }),
      ),
    );
  }

  async function reloadList(page = 1) {
    try {
      const results = await request('GET', `/v1/assistant/conversations?page=${page}&limit=${LIST_LIMIT}`, { auth: 'assistant' });
      if (page === 1) clear(ui.conversationList);
      listPage = page;
      for (const item of results.data ?? []) ui.conversationList.append(conversationItem(item));
      if (!ui.conversationList.children.length) ui.conversationList.append(el('li', { class: 'muted small empty', text: t('noConversations') }));
      ui.moreConversations.hidden = !results.pagination?.hasMore;
    } catch (error) {
      if (page === 1) clear(ui.conversationList).append(el('li', { class: 'muted small', text: errorMessage(error) }));
    }
  }

  function newChat() {
    if (live) return;
    setConversation(null);
    showWelcome();
    showOutbox();
    ui.input.focus();
  }

  /**
   * Start over for the current caller (after sign-in/out or a language change). `keep` is a
   * conversation to reopen regardless, as when a guest signs in and their thread is merged.
   * A turn that was streaming when the page went away is picked up where the hub has it.
   */
  async function reset(keep = null) {
    const remembered = keep ?? rememberedConversation();
    setConversation(null);
    showWelcome();
    await Promise.all([remembered ? open(remembered) : null, reloadList()]);
    showOutbox();
    const inFlight = rememberedTurn();
    if (inFlight && inFlight === conversationId) resume(inFlight);
    else if (hub.online) flushOutbox();
  }

  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = ui.input.value;
    if (!text.trim()) return;
    ui.input.value = '';
    ui.input.focus(); // ready for the next message, whether Enter or Send was used
    send(text);
  });
  ui.input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      ui.form.requestSubmit();
    }
  });
  ui.handoff.addEventListener('click', handoff);
  ui.stop.addEventListener('click', stop);
  ui.newChat.addEventListener('click', newChat);
  ui.moreConversations.addEventListener('click', () => reloadList(listPage + 1));

  return {
    send,
    open,
    reset,
    reloadList,
    flushOutbox,
    get conversationId() {
      return conversationId;
    },
    get busy() {
      return Boolean(live);
    },
  };
}
