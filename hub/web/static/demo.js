// Dev-hub conveniences: signing in as a demo shopper (POST /v1/dev/token) and walking a demo
// order through its statuses so the bell has something to show. Both controls appear only
// when the hub answers those routes; a production hub answers 404 and they stay hidden.

import { ApiError, request, session } from './api.js';
import { t } from './i18n.js';

const WALK_ORDER_PATH = '/v1/dev/orders/walk';

async function routeExists(path) {
  try {
    await request('POST', path, { body: {} });
    return true;
  } catch (error) {
    // An empty body is refused by a route that exists (400); a missing route answers 404.
    return error instanceof ApiError && error.status !== 404 && error.status !== 0;
  }
}

export function createDemoControls(ui, { signedIn, toast }) {
  let tokensAvailable = false;
  let walkAvailable = false;

  function show() {
    ui.signInForm.hidden = !tokensAvailable || session.signedIn;
    ui.walkOrder.hidden = !(walkAvailable && session.signedIn);
  }

  ui.signInForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const customerId = ui.customer.value;
    try {
      const { token } = await request('POST', '/v1/dev/token', { body: { customerId } });
      await signedIn(customerId, token);
    } catch (error) {
      toast(error.message);
    }
  });

  ui.walkOrder.addEventListener('click', async () => {
    ui.walkOrder.disabled = true;
    try {
      const results = await request('POST', WALK_ORDER_PATH, { body: {}, auth: 'customer' });
      toast(t('walkOrderStarted', { order: results?.orderNumber ?? results?.order?.orderNumber ?? '' }));
    } catch (error) {
      toast(error.message);
    } finally {
      ui.walkOrder.disabled = false;
    }
  });

  return {
    /** Show the dev controls only on hubs that have the dev routes. */
    async detect() {
      const [tokens, walk] = await Promise.all([routeExists('/v1/dev/token'), routeExists(WALK_ORDER_PATH)]);
      tokensAvailable = tokens;
      walkAvailable = walk;
      document.body.dataset.dev = String(tokens);
      show();
    },
    show,
  };
}
