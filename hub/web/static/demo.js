// Dev-hub conveniences: signing in as a demo shopper (POST /v1/dev/token) and walking a demo
// order through its statuses so the bell has something to show. Both appear only on a dev
// hub, which is one that lists its demo shoppers at GET /v1/dev/token.

import { request, session } from './api.js';
import { el } from './dom.js';
import { t } from './i18n.js';

const WALK_ORDER_PATH = '/v1/dev/demo-order';

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
      toast(t('walkOrderStarted', { order: results?.orderNumber ?? '' }));
    } catch (error) {
      toast(error.message);
    } finally {
      ui.walkOrder.disabled = false;
    }
  });

  return {
    /** Dev hubs list their demo shoppers; a production hub answers 404 and nothing shows. */
    async detect() {
      try {
        const { customerIds } = await request('GET', '/v1/dev/token');
        ui.customer.replaceChildren(...customerIds.map((id) => el('option', { value: id, text: id })));
        tokensAvailable = customerIds.length > 0;
      } catch {
        tokensAvailable = false;
      }
      walkAvailable = tokensAvailable; // both are dev-hub routes
      document.body.dataset.dev = String(tokensAvailable);
      show();
    },
    show,
  };
}
