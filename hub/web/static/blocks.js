// One renderer per block kind. Each takes the block exactly as the hub sent it and returns a
// card, or null: unknown kinds are ignored, as the spec asks, so a newer hub cannot break the
// page. Names, prices and stock shown here all come from the block; nothing is made up.

import { el, safeUrl } from './dom.js';
import { dateTime, day, digits, label, money, t } from './i18n.js';

const list = (value) => (Array.isArray(value) ? value : []);

/**
 * `context`: { onConfirm(actionId, card), onPrompt(text) } — what the buttons do.
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
  products: (block) =>
    el('div', { class: 'card-row' }, list(block.products).map((product) => productCard(product))),
  product_detail: (block) => productCard(block.product, { detail: true }),
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
    compare ? el('s', { class: 'muted', text: money(compare) }) : null,
  );
}

// The variant asked for ("the 2 L", "jumbo") when the card is of one; else the product's unit.
function packLine(product, variants) {
  const chosen = variants.find((variant) => variant._id === product.variantId);
  const text = chosen?.name ?? product.unit;
  return text ? el('div', { class: 'muted small', text }) : null;
}

function productCard(product, { detail = false } = {}) {
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
    ),
  );
}

function variantName(item) {
  const variant = list(item.product?.variants).find((v) => v._id === item.variantId);
  return variant?.name ? ` · ${variant.name}` : '';
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
      el('strong', { text: asUpdate ? `${heading} · ${order.orderNumber ?? ''}` : heading }),
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
    el('div', { class: 'muted small', text: facts.join(' · ') }),
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
      ? el('details', {}, el('summary', { text: t('steps') }), el('ol', {}, steps.map((step) => el('li', { text: step }))))
      : null,
  );
}

function slotsCard(block) {
  return el(
    'div',
    { class: 'card slots' },
    el('strong', { text: t('deliverySlots') }),
    el(
      'div',
      { class: 'slot-days' },
      list(block.days).map((dayEntry) =>
        el(
          'div',
          { class: 'slot-day' },
          el('div', { class: 'slot-date', text: day(dayEntry.date) }),
          list(dayEntry.slots).map((slot) =>
            el(
              'div',
              { class: `slot${slot.available === false ? ' full' : ''}`, dataset: { slotId: slot.slotId ?? '' } },
              el('span', { dir: 'ltr', text: `${digits(slot.from ?? '')}–${digits(slot.to ?? '')}` }),
              slot.available === false ? el('span', { class: 'muted small', text: t('full') }) : slot.fee > 0 ? el('span', { class: 'small', text: money(slot.fee) }) : null,
            ),
          ),
        ),
      ),
    ),
  );
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
