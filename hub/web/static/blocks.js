// One renderer per block kind. Each takes the block exactly as the hub sent it and returns a
// card, or null: unknown kinds are ignored, as the spec asks, so a newer hub cannot break the
// page. Names, prices and stock shown here all come from the block; nothing is made up.

import { el, safeUrl } from './dom.js';
import { dateTime, day, digits, label, money, separator, t } from './i18n.js';

const list = (value) => (Array.isArray(value) ? value : []);

/**
 * `context`: { onConfirm(actionId, card), onPrompt(text), onAdd(product, quantity) } — what
 * the buttons do.
 * Returns an element, or null for a kind this page does not know (or a malformed block).
 */
export function renderBlock(block, context = {}) {
  const render = RENDERERS[block?.kind];
  if (!render) return null;
  try {
    const card = render(block, context);
    if (card) card.dataset.kind = block.kind;
    return card;
  } catch (error) {
    console.warn('could not render a block', block?.kind, error);
    return null;
  }
}

const RENDERERS = {
  text: (block) => renderText(block.text),
  products: (block, context) =>
    el('div', { class: 'card-row' }, list(block.products).map((product) => productCard(product, { context }))),
  product_detail: (block, context) => productCard(block.product, { detail: true, context }),
  cart_action: (block, context) => cartActionCard(block, context),
  cart_summary: (block) => el('div', { class: 'card' }, renderCart(block.cart, { title: t('yourCart') })),
  order: (block) => orderCard(block.order, t('order', { number: block.order?.orderNumber ?? '' })),
  order_status: (block) => orderCard(block.order, t('orderUpdate'), true),
  offers: (block) => offersCard(block),
  recipe: (block) => recipeCard(block),
  faq: (block) =>
    el(
      'div',
      { class: 'card faq' },
      list(block.items).map((item, index) =>
        el('details', { open: index === 0 }, el('summary', { dir: 'auto', text: item.question }), el('p', { dir: 'auto', text: item.answer })),
      ),
    ),
  categories: (block) =>
    el(
      'div',
      { class: 'chip-grid' },
      list(block.categories).map((category) =>
        el('span', { class: 'tile' }, category.icon ? el('span', { class: 'tile-icon', 'aria-hidden': 'true' }, category.icon) : null, category.name),
      ),
    ),
  brands: (block) =>
    el('div', { class: 'chip-grid' }, list(block.brands).map((brand) => el('span', { class: 'tile', text: brand.name }))),
  delivery_slots: (block) => slotsCard(block),
  delivery_info: (block) => deliveryInfoCard(block),
  locations: (block) => locationsCard(block),
  handoff: (block) =>
    el(
      'div',
      { class: 'card handoff' },
      el('strong', { text: t('ticketCreated', { number: block.ticketNumber ?? '' }) }),
      el('p', { class: 'muted', text: t('ticketNote') }),
    ),
  actions: (block, context) =>
    el(
      'div',
      { class: 'chips' },
      list(block.suggestions).map((suggestion) =>
        el('button', {
          type: 'button',
          class: 'chip',
          text: suggestion.label,
          onclick: () => context.onPrompt?.(suggestion.prompt),
        }),
      ),
    ),
  error: (block) => errorCard(block.code, block.message, { alert: false }),
};

/**
 * Assistant prose: paragraphs, "- " lines as a list, **bold**; built as nodes, never markup.
 * Each paragraph takes its direction from its own first letters (`dir="auto"`), so an Arabic
 * line in the English page, or the reverse, keeps its punctuation on the right side.
 */
export function renderText(text) {
  const box = el('div', { class: 'prose' });
  let bullets = null;
  for (const line of String(text ?? '').split('\n')) {
    const item = line.match(/^\s*[-•*]\s+(.*)$/);
    if (item) {
      bullets ??= box.appendChild(el('ul'));
      bullets.append(el('li', { dir: 'auto' }, inline(item[1])));
      continue;
    }
    bullets = null;
    if (line.trim()) box.append(el('p', { dir: 'auto' }, inline(line)));
  }
  return box;
}

function inline(text) {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? el('strong', { text: part.slice(2, -2) }) : part,
  );
}

/**
 * An error as a card. `alert`: announce it at once (a failure of what the shopper just did);
 * an `error` block is part of a reply, announced with the reply.
 */
export function errorCard(code, message, { alert = true } = {}) {
  return el(
    'div',
    { class: 'card error-card', role: alert ? 'alert' : null, dataset: { code: code ?? '' } },
    el('strong', { dir: 'auto', text: message || t('errorCard') }),
  );
}

function priceLine(product, variant) {
  const price = variant?.price ?? product.price;
  const compare = !variant && product.compareAtPrice > product.price ? product.compareAtPrice : null;
  return el(
    'div',
    { class: 'price-line' },
    el('span', { class: 'price', text: money(price) }),
    // read as "was 1.200 KWD", not as a second price
    compare ? el('s', { class: 'muted', 'aria-hidden': 'true', text: money(compare) }) : null,
    compare ? el('span', { class: 'visually-hidden', text: t('was', { price: money(compare) }) }) : null,
  );
}

// The variant asked for ("the 2 L", "jumbo") when the card is of one; else the product's unit.
function packLine(product, variants) {
  const chosen = variants.find((variant) => variant._id === product.variantId);
  const text = chosen?.name ?? product.unit;
  return text ? el('div', { class: 'muted small', text }) : null;
}

const MAX_QUANTITY = 99;

/** Add with a quantity stepper: it asks the assistant, whose proposal still needs Confirm. */
function addControls(product, context) {
  if (!context.onAdd || product.inStock === false || !product.name) return null;
  let quantity = 1;
  const value = el('output', { class: 'qty-value', 'aria-live': 'off', text: digits(quantity) });
  const less = el('button', { type: 'button', class: 'step', 'aria-label': t('fewer', { name: product.name }), text: '−' });
  const more = el('button', { type: 'button', class: 'step', 'aria-label': t('more', { name: product.name }), text: '+' });
  const show = () => {
    value.textContent = digits(quantity);
    less.disabled = quantity <= 1;
    more.disabled = quantity >= MAX_QUANTITY;
    group.setAttribute('aria-label', t('quantityOf', { name: product.name, count: digits(quantity) }));
  };
  less.addEventListener('click', () => {
    quantity = Math.max(1, quantity - 1);
    show();
  });
  more.addEventListener('click', () => {
    quantity = Math.min(MAX_QUANTITY, quantity + 1);
    show();
  });
  const group = el('div', { class: 'stepper', role: 'group' }, less, value, more);
  const add = el('button', { type: 'button', class: 'add', 'aria-label': t('addNamed', { name: product.name }), text: t('add') });
  add.addEventListener('click', () => context.onAdd(product, quantity));
  show();
  return el('div', { class: 'add-row' }, group, add);
}

function productCard(product, { detail = false, context = {} } = {}) {
  if (!product) return null;
  const image = safeUrl(product.image);
  const variants = list(product.variants);
  return el(
    'article',
    { class: `card product${detail ? ' product-detail' : ''}${product.inStock === false ? ' unavailable' : ''}`, dataset: { productId: product._id ?? '' } },
    image ? el('img', { src: image, alt: '', loading: 'lazy', width: 72, height: 72 }) : null,
    el(
      'div',
      { class: 'product-body' },
      el('h3', { class: 'product-name', dir: 'auto', text: product.name }),
      product.brand ? el('div', { class: 'muted small', text: product.brand }) : null,
      packLine(product, variants),
      priceLine(product),
      product.inStock === false ? el('span', { class: 'tag warn', text: t('outOfStock') }) : null,
      detail && variants.length
        ? el(
            'ul',
            { class: 'variants' },
            variants.map((variant) =>
              el(
                'li',
                {},
                el('span', { text: variant.name }),
                el('span', { class: 'price', text: money(variant.price) }),
                variant.inStock === false ? el('span', { class: 'tag warn', text: t('outOfStock') }) : null,
              ),
            ),
          )
        : null,
      addControls(product, context),
    ),
  );
}

function variantName(item) {
  const variant = list(item.product?.variants).find((v) => v._id === item.variantId);
  return variant?.name ? `${separator()}${variant.name}` : '';
}

function cartActionCard(block, context) {
  const status = block.status ?? 'expired';
  const params = block.params ?? {};
  const title = block.actionType ? label('action', block.actionType) : t('action.unknown');
  const card = el(
    'div',
    { class: `card cart-action status-${status}`, dataset: { actionId: block.actionId ?? '', status } },
    el('div', { class: 'card-head' }, el('strong', { text: title }), el('span', { class: `tag status-tag ${status}`, text: label('status', status) })),
  );
  const items = list(block.items);
  if (items.length) {
    card.append(
      el(
        'ul',
        { class: 'lines' },
        items.map((item) =>
          el(
            'li',
            {},
            el('span', { class: 'qty', text: `${digits(item.quantity)} ×` }),
            el('span', { class: 'line-name', text: (item.product?.name ?? item.productId) + variantName(item) }),
          ),
        ),
      ),
    );
  }
  const details = [];
  if (params.couponCode) details.push([t('coupon'), params.couponCode]);
  if (params.points) details.push([t('points', { count: digits(params.points) }), '']);
  if (typeof params.express === 'boolean') details.push([params.express ? t('expressOn') : t('expressOff'), '']);
  for (const [name, value] of details) {
    card.append(el('div', { class: 'detail' }, el('span', { text: name }), value ? el('code', { text: value }) : null));
  }
  if (typeof block.estimatedTotal === 'number') {
    card.append(el('div', { class: 'total-line' }, el('span', { text: t('estimatedTotal') }), el('strong', { text: money(block.estimatedTotal) })));
  }
  if (status === 'pending' && block.actionId) {
    const button = el('button', { type: 'button', class: 'primary confirm', text: t('confirm') });
    button.addEventListener('click', () => context.onConfirm?.(block.actionId, card, button));
    card.append(el('div', { class: 'card-actions' }, button));
  }
  return card;
}

/** A cart object (GET /v1/cart, cart_summary.cart): lines and totals, all from the hub. */
export function renderCart(cart, { title } = {}) {
  const box = el('div', { class: 'cart-view' });
  if (title) box.append(el('h3', { text: title }));
  const items = list(cart?.items);
  if (!items.length) {
    box.append(el('p', { class: 'muted', text: t('cartEmpty') }));
    return box;
  }
  box.append(
    el(
      'ul',
      { class: 'lines' },
      items.map((item) =>
        el(
          'li',
          { dataset: { productId: item.productId ?? '' } },
          el('span', { class: 'qty', text: `${digits(item.quantity)} ×` }),
          el('span', { class: 'line-name', text: (item.product?.name ?? item.productId) + variantName(item) }),
          el('span', { class: 'price', text: money(item.lineTotal) }),
        ),
      ),
    ),
  );
  const totals = el('dl', { class: 'totals' });
  const row = (name, value, strong = false) =>
    totals.append(el('dt', { text: name }), el('dd', {}, strong ? el('strong', { text: value }) : value));
  row(t('subtotal'), money(cart.subtotal));
  if (cart.discount) row(cart.couponCode ? `${t('discount')} (${cart.couponCode})` : t('discount'), money(-cart.discount));
  if (cart.loyaltyDiscount) row(t('loyaltyDiscount'), money(-cart.loyaltyDiscount));
  if (cart.deliveryFee || cart.deliveryArea) row(cart.express ? t('express') : t('deliveryFee'), money(cart.deliveryFee ?? 0));
  row(t('total'), money(cart.total), true);
  box.append(totals);
  if (cart.deliveryArea?.name) box.append(el('p', { class: 'muted small', text: t('deliveryTo', { area: cart.deliveryArea.name }) }));
  const slot = chosenSlot();
  if (slot?.text) box.append(el('p', { class: 'muted small cart-slot', text: t('slotChosen', { slot: slot.text }) }));
  return box;
}

function orderCard(order, heading, asUpdate = false) {
  if (!order) return null;
  return el(
    'div',
    { class: `card order${asUpdate ? ' order-update' : ''}`, dataset: { orderId: order._id ?? '' } },
    el(
      'div',
      { class: 'card-head' },
      el('strong', { text: asUpdate ? `${heading}${separator()}${order.orderNumber ?? ''}` : heading }),
      el('span', { class: `tag order-status ${order.status ?? ''}`, text: label('order', order.status) }),
    ),
    el(
      'div',
      { class: 'thumbs' },
      list(order.thumbnails)
        .map(safeUrl)
        .filter(Boolean)
        .map((src) => el('img', { src, alt: '', width: 40, height: 40, loading: 'lazy' })),
    ),
    el(
      'div',
      { class: 'total-line' },
      el('span', { text: t('itemCount', { count: digits(order.itemCount ?? 0) }) }),
      el('strong', { text: money(order.total) }),
    ),
    order.placedAt ? el('div', { class: 'muted small', text: dateTime(order.placedAt) }) : null,
  );
}

function offersCard(block) {
  return el(
    'div',
    { class: 'card-row' },
    list(block.offers).map((offer) =>
      el(
        'article',
        { class: 'card offer' },
        el('strong', { text: offer.title }),
        offer.description ? el('p', { class: 'small', text: offer.description }) : null,
        offer.couponCode ? el('div', { class: 'coupon' }, el('span', { class: 'muted small', text: t('couponCode') }), el('code', { text: offer.couponCode })) : null,
        offer.endsAt ? el('div', { class: 'muted small', text: t('endsAt', { date: dateTime(offer.endsAt) }) }) : null,
      ),
    ),
    block.couponCode && !list(block.offers).some((offer) => offer.couponCode === block.couponCode)
      ? el('div', { class: 'card coupon' }, el('span', { class: 'muted small', text: t('couponCode') }), el('code', { text: block.couponCode }))
      : null,
  );
}

function recipeCard(block) {
  const recipe = block.recipe;
  if (!recipe) return null;
  const facts = [
    block.servings ? t('servings', { count: digits(block.servings) }) : null,
    recipe.minutes ? t('minutes', { count: digits(recipe.minutes) }) : null,
    t('ingredients', { count: digits(block.ingredientCount ?? list(recipe.ingredients).length) }),
  ].filter(Boolean);
  const steps = list(recipe.steps);
  return el(
    'article',
    { class: 'card recipe' },
    el('h3', { dir: 'auto', text: recipe.name }),
    el('div', { class: 'muted small', text: facts.join(separator()) }),
    el(
      'ul',
      { class: 'lines' },
      list(recipe.ingredients).map((ingredient) =>
        el(
          'li',
          {},
          el('span', { class: 'qty', text: `${digits(ingredient.quantity ?? 1)} ×` }),
          el(
            'span',
            { class: 'line-name' },
            ingredient.product?.name ?? '',
            ingredient.note ? el('span', { class: 'muted small note-line', text: ingredient.note }) : null,
          ),
          ingredient.product ? el('span', { class: 'price', text: money(ingredient.product.price) }) : null,
        ),
      ),
    ),
    steps.length
      ? el('details', {}, el('summary', { text: block.stepsServings ? t('stepsFor', { count: digits(block.stepsServings) }) : t('steps') }), el('ol', {}, steps.map((step) => el('li', { text: step }))))
      : null,
  );
}

const SLOT_KEY = 'storefront.slot';

function chosenSlot() {
  try {
    return JSON.parse(localStorage.getItem(SLOT_KEY));
  } catch {
    return null;
  }
}

/**
 * The days' slots; an available one can be picked (the spec has the slot picker but no action
 * that books it, so the choice is kept by the page for checkout, shown on the card and in
 * the cart panel). A full slot is shown, and cannot be picked.
 */
function slotsCard(block) {
  const card = el('div', { class: 'card slots' }, el('strong', { id: `slots-${Math.random().toString(36).slice(2)}`, text: t('deliverySlots') }));
  const chosen = el('p', { class: 'small slot-chosen', role: 'status' });
  const buttons = [];
  const show = () => {
    const current = chosenSlot();
    for (const button of buttons) button.setAttribute('aria-pressed', String(current?.slotId === button.dataset.slotId));
    chosen.textContent = current && buttons.some((b) => b.dataset.slotId === current.slotId) ? t('slotChosen', { slot: current.text }) : '';
  };
  const days = el(
    'div',
    { class: 'slot-days', role: 'group', 'aria-labelledby': card.firstChild.id },
    list(block.days).map((dayEntry) =>
      el(
        'div',
        { class: 'slot-day' },
        el('div', { class: 'slot-date', text: day(dayEntry.date) }),
        list(dayEntry.slots).map((slot) => {
          const hours = `${digits(slot.from ?? '')}–${digits(slot.to ?? '')}`;
          const extra = slot.available === false ? t('full') : slot.fee > 0 ? money(slot.fee) : '';
          const parts = [el('span', { dir: 'ltr', text: hours }), extra ? el('span', { class: 'small', text: extra }) : null];
          if (slot.available === false || !slot.slotId) {
            return el('div', { class: 'slot full', dataset: { slotId: slot.slotId ?? '' } }, parts);
          }
          const button = el('button', { type: 'button', class: 'slot', dataset: { slotId: slot.slotId } }, parts);
          button.addEventListener('click', () => {
            const text = `${day(dayEntry.date)}${separator()}${hours}`;
            localStorage.setItem(SLOT_KEY, JSON.stringify({ slotId: slot.slotId, text }));
            show();
            document.dispatchEvent(new CustomEvent('slot-chosen'));
          });
          buttons.push(button);
          return button;
        }),
      ),
    ),
  );
  card.append(days, chosen);
  show();
  return card;
}

/** What a screen reader hears when a card arrives in a streaming reply: one short line. */
export function announcement(block) {
  switch (block?.kind) {
    case 'products': {
      const products = list(block.products);
      const names = products.slice(0, 5).map((product) => `${product.name}, ${money(product.price)}`);
      return [t('productsFound', { count: digits(products.length) }), ...names].join('. ');
    }
    case 'product_detail':
      return block.product ? `${block.product.name}, ${money(block.product.price)}` : '';
    case 'cart_action':
      return [block.actionType ? label('action', block.actionType) : t('action.unknown'), label('status', block.status ?? 'expired')].join(': ');
    case 'cart_summary':
      return `${t('yourCart')}: ${money(block.cart?.total)}`;
    case 'handoff':
      return t('ticketCreated', { number: block.ticketNumber ?? '' });
    case 'delivery_slots':
      return t('deliverySlots');
    case 'error':
      return block.message ?? t('errorCard');
    default:
      return '';
  }
}

function deliveryInfoCard(block) {
  const rows = [];
  if (block.areaName) rows.push([t('areaLabel'), block.areaName]);
  if (block.zoneName) rows.push([t('zone'), block.zoneName]);
  if (typeof block.fee === 'number') rows.push([block.express ? t('express') : t('fee'), money(block.fee)]);
  if (typeof block.etaMinutes === 'number') rows.push([t('etaLabel'), t('eta', { count: digits(block.etaMinutes) })]);
  return el(
    'div',
    { class: 'card delivery-info' },
    el('strong', { text: t('deliveryInfo') }),
    el('dl', { class: 'totals' }, rows.map(([name, value]) => [el('dt', { text: name }), el('dd', { text: value })])),
  );
}

function locationsCard(block) {
  return el(
    'div',
    { class: 'card locations' },
    el('strong', { text: t('branches') }),
    el(
      'ul',
      { class: 'pins' },
      list(block.items).map((place) =>
        el(
          'li',
          {},
          el('img', { class: 'pin', src: new URL('./icons/pin.svg', import.meta.url).pathname, alt: '', width: 20, height: 20 }),
          el(
            'div',
            {},
            el('div', { class: 'pin-label', text: place.label }),
            place.address ? el('div', { class: 'muted small', text: place.address }) : null,
            place.hours ? el('div', { class: 'muted small', text: place.hours }) : null,
            el('div', { class: 'muted small coords', dir: 'ltr', text: `${Number(place.lat).toFixed(4)}, ${Number(place.lng).toFixed(4)}` }),
            place.phone ? el('a', { href: `tel:${String(place.phone).replace(/[^+\d]/g, '')}`, dir: 'ltr', text: place.phone }) : null,
          ),
        ),
      ),
    ),
  );
}
