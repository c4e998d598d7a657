// The assistant chat: turns streamed live, saved conversations reopened, confirm, feedback
// and handoff. The live rendering of a turn is a preview; `message_end` replaces it with the
// hub's saved message, whose hydrated blocks win.

import { request, stream, session, ApiError } from './api.js';
import { errorCard, renderBlock, renderText } from './blocks.js';
import { clear, el } from './dom.js';
import { dateTime, label, t } from './i18n.js';

const CONVERSATION_KEY = 'storefront.conversation';
const LIST_LIMIT = 20;

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

function errorMessage(error) {
  return error?.message || t('errorCard');
}

/** Focus a node that is not a control (a replaced card, a result), for keyboard and reader. */
function focusOn(node) {
  if (!node) return;
  if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
  node.focus({ preventScroll: false });
}

export function createChat(ui, { onCartChanged }) {
  let conversationId = null;
  let busy = false;
  let listPage = 1;

  const context = {
    onPrompt: (prompt) => {
      if (!prompt) return;
      ui.input.focus(); // the chip is no longer the thing to act on: the next message is
      send(prompt);
    },
    onConfirm: (actionId, card, button) => confirm(actionId, card, button),
  };

  // -- rendering ----------------------------------------------------------------------

  function scrollToEnd() {
    ui.messages.scrollTop = ui.messages.scrollHeight;
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

  function showWelcome() {
    clear(ui.messages).append(el('li', { class: 'msg assistant welcome' }, el('div', { class: 'bubble' }, renderText(t('welcome')))));
  }

  function setConversation(id, status = 'active') {
    conversationId = id;
    rememberConversation(id);
    ui.handoff.disabled = !id || status !== 'active';
    ui.chatStatus.textContent = id && status !== 'active' ? label('status', status) : '';
    for (const item of ui.conversationList.querySelectorAll('[data-conversation-id]')) {
      item.classList.toggle('current', item.dataset.conversationId === id);
    }
  }

  function setBusy(value) {
    busy = value;
    // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds
    ui.send.setAttribute('aria-disabled', String(value));
    ui.messages.setAttribute('aria-busy', String(value));
    document.body.dataset.turn = value ? 'live' : 'idle';
    // Stop stands beside Send only while a reply streams; a hidden button cannot keep focus,
    // so a shopper who stopped with the keyboard is put back in the message box.
    if (!value && document.activeElement === ui.stop) ui.input.focus();
    ui.stop.hidden = !value;
    ui.stop.removeAttribute('aria-disabled');
  }

  // -- a live turn ----------------------------------------------------------------------

  /** The assistant's reply as it arrives: text deltas, a looking-up state, cards. */
  class LiveTurn {
    constructor(text) {
      this.user = userItem(text);
      this.user.classList.add('pending');
      this.text = document.createTextNode('');
      // Not a live region: the reply is announced once, whole, when it has ended.
      this.status = el('div', { class: 'tool-status', text: t('thinking') });
      this.blocks = el('div', { class: 'blocks' });
      this.item = el('li', { class: 'msg assistant live' }, el('div', { class: 'bubble' }, el('div', { class: 'prose live-text' }, el('p', { dir: 'auto' }, this.text)), this.blocks, this.status));
      this.tools = new Set();
      this.ended = false;
      if (ui.messages.querySelector('.welcome')) clear(ui.messages);
      ui.messages.append(this.user, this.item);
      scrollToEnd();
    }

    handle({ event, data }) {
      if (this.ended) return;
      switch (event) {
        case 'message_start':
          setConversation(data.conversationId, 'active');
          break;
        case 'user_message':
          this.user.classList.remove('pending');
          this.user.dataset.messageId = data.message?._id ?? '';
          break;
        case 'text_delta':
          this.text.appendData(typeof data.delta === 'string' ? data.delta : '');
          this.updateStatus();
          break;
        case 'tool_start':
          this.tools.add(data.callId);
          this.updateStatus();
          break;
        case 'tool_end':
          this.tools.delete(data.callId);
          this.updateStatus();
          break;
        case 'block': {
          const card = renderBlock(data.block, context);
          if (card) this.blocks.append(card);
          break;
        }
        case 'error':
          this.fail(data?.code, data?.message);
          break;
        case 'message_end':
          this.end(data.message);
          break;
        default: // unknown events are ignored, like unknown block kinds
      }
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
      const saved = assistantItem(message ?? {});
      this.item.replaceWith(saved);
      ui.announcer.textContent = message?.content || t('replyReady');
      const summary = (message?.blocks ?? []).find((block) => block?.kind === 'cart_summary');
      if (summary?.cart) onCartChanged(summary.cart);
    }

    fail(code, message) {
      this.ended = true;
      this.user.classList.remove('pending');
      this.status.remove();
      this.item.classList.remove('live');
      if (!this.text.data) this.item.querySelector('.live-text')?.remove();
      this.blocks.append(errorCard(code, message));
    }
  }

  async function send(text) {
    const message = String(text ?? '').trim();
    if (!message || busy) return;
    ui.announcer.textContent = '';
    setBusy(true);
    const turn = new LiveTurn(message);
    const body = { message };
    if (conversationId) body.conversationId = conversationId;
    try {
      await stream('/v1/assistant/messages', { method: 'POST', body, auth: 'assistant', onEvent: (frame) => turn.handle(frame) });
      if (!turn.ended) turn.fail(null, t('streamCut'));
    } catch (error) {
      if (error instanceof ApiError && error.statusMessage === 'RESOURCE_NOT_FOUND' && body.conversationId) {
        setConversation(null); // the thread is gone: the next send starts a new one
      }
      turn.fail(error.statusMessage, errorMessage(error));
    } finally {
      setBusy(false);
      scrollToEnd();
      reloadList();
    }
  }

  // -- owner actions ----------------------------------------------------------------------

  /** Ends the reply in flight: the hub saves what was said so far, marked stopped, and the
   *  turn's own stream ends with that message, so the page needs nothing more than asking. */
  async function stop() {
    if (!busy || !conversationId || ui.stop.getAttribute('aria-disabled') === 'true') return;
    ui.stop.setAttribute('aria-disabled', 'true');
    try {
      await request('POST', `/v1/assistant/conversations/${encodeURIComponent(conversationId)}/stop`, { body: {}, auth: 'assistant' });
    } catch (error) {
      ui.stop.removeAttribute('aria-disabled');
      ui.messages.append(el('li', { class: 'msg system' }, errorCard(error.statusMessage, errorMessage(error))));
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
      if (error.statusMessage === 'VALIDATION_ERROR' && conversationId) {
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

  async function handoff() {
    if (!conversationId || busy) return;
    ui.handoff.disabled = true;
    try {
      const results = await request('POST', `/v1/assistant/conversations/${encodeURIComponent(conversationId)}/handoff`, {
        body: {},
        auth: 'assistant',
      });
      // The hub cancelled the thread's pending proposals and saved the ticket in the thread:
      // show the thread as the hub has it now, so no Confirm is offered for a cancelled one.
      await open(conversationId);
      const result = el(
        'li',
        { class: 'msg system handoff-result' },
        ui.messages.querySelector('[data-kind=handoff]') ? null : renderBlock({ kind: 'handoff', ticketId: results.ticketId, ticketNumber: results.ticketNumber }, context),
        el('div', { class: 'note muted', text: t('handedOff') }),
      );
      ui.messages.append(result);
      setConversation(conversationId, 'handed_off');
      scrollToEnd();
      focusOn(result);
      reloadList();
    } catch (error) {
      ui.handoff.disabled = false;
      ui.messages.append(el('li', { class: 'msg system' }, errorCard(error.statusMessage, errorMessage(error))));
    }
  }

  // -- conversations ------------------------------------------------------------------------

  async function open(id) {
    if (busy) return;
    try {
      const results = await request('GET', `/v1/assistant/conversations/${encodeURIComponent(id)}`, { auth: 'assistant' });
      clear(ui.messages);
      for (const message of results.messages ?? []) ui.messages.append(messageItem(message));
      if (!ui.messages.children.length) showWelcome();
      setConversation(results.conversation?._id ?? id, results.conversation?.status ?? 'active');
      scrollToEnd();
    } catch (error) {
      if (error.status === 403 || error.status === 404) {
        setConversation(null);
        showWelcome();
      } else {
        ui.messages.append(el('li', { class: 'msg system' }, errorCard(error.statusMessage, errorMessage(error))));
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
        el('span', { class: 'muted small', text: [item.status !== 'active' ? label('status', item.status) : '', dateTime(item.lastMessageAt ?? item.createdAt)].filter(Boolean).join(' · ') }),
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
    if (busy) return;
    setConversation(null);
    showWelcome();
    ui.input.focus();
  }

  /**
   * Start over for the current caller (after sign-in/out or a language change). `keep` is a
   * conversation to reopen regardless, as when a guest signs in and their thread is merged.
   */
  async function reset(keep = null) {
    const remembered = keep ?? rememberedConversation();
    setConversation(null);
    showWelcome();
    await Promise.all([remembered ? open(remembered) : null, reloadList()]);
  }

  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = ui.input.value;
    if (!text.trim() || busy) return;
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
    get conversationId() {
      return conversationId;
    },
    get busy() {
      return busy;
    },
  };
}
