// Short messages (an order moved on, a sign-in failed) in a strip of their own under the
// top bar: never on top of the composer or any other control. Each can be dismissed, goes by
// itself after a while (not while pointed at or focused), and all go when the shopper signs
// out.

import { clear, el } from './dom.js';
import { t } from './i18n.js';

const TOAST_MS = 8000;
const MAX_TOASTS = 3;

export function createToasts(region) {
  function dismiss(item) {
    clearTimeout(item.timer);
    const hadFocus = item.contains(document.activeElement);
    const next = item.nextElementSibling ?? item.previousElementSibling;
    item.remove();
    if (hadFocus) (next?.querySelector('button') ?? document.querySelector('#message-input'))?.focus();
  }

  function schedule(item) {
    clearTimeout(item.timer);
    item.timer = setTimeout(() => {
      if (item.matches(':hover, :focus-within')) schedule(item);
      else dismiss(item);
    }, TOAST_MS);
  }

  function show(text, title = null) {
    const close = el('button', { type: 'button', class: 'icon-button toast-close', 'aria-label': t('dismiss'), title: t('dismiss'), text: '✕' });
    const item = el(
      'div',
      { class: 'toast' },
      el('div', { class: 'toast-text' }, title ? el('strong', { dir: 'auto', text: title }) : null, text ? el('span', { dir: 'auto', text }) : null),
      close,
    );
    close.addEventListener('click', () => dismiss(item));
    region.append(item);
    while (region.children.length > MAX_TOASTS) dismiss(region.firstElementChild);
    schedule(item);
    return item;
  }

  return {
    show,
    clear() {
      for (const item of region.children) clearTimeout(item.timer);
      clear(region);
    },
  };
}
