// The sandbox card provider built into the server (docs/api.md; docs/security.md "Card
// payments"): its payment page is this server's (./page.ts), its notifications are signed with
// PAYMENT_PROVIDER_SECRET (./signature.ts) and carry the domain's notification as they are.
// Never in production: whoever holds a transaction's link can approve it.
import type { CardProvider } from '../../../card-provider';
import { registerSandboxPages } from './page';
import { verifySandboxSignature } from './signature';
import type { SandboxKey } from './signature';

export function createSandboxProvider(key: SandboxKey): CardProvider {
  return {
    name: 'sandbox',
    checkout: async (ctx, transaction) => ({
      url: `${ctx.config.apiPublicUrl}/sandbox/pay/${transaction.id}`,
      session: null,
    }),
    // Its page reads the transaction's status at each visit: a superseded attempt offers nothing.
    expire: async () => undefined,
    readNotification({ headers, rawBody, body, now }) {
      verifySandboxSignature(key, headers, rawBody, now);
      return { apply: body };
    },
    registerPages: (app, ctx) => registerSandboxPages(app, ctx, key.secret),
  };
}
