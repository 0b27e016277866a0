// The principals of the demo data for the conformance run (docs/security.md "The conformance
// run"): the portal's public client, the demo exhibitor and visitor (their roles matched against
// each operation's `x-roles`), the sales team's operator key and the sandbox provider's signature.
// Keyed by the security schemes' names in the document.
import { signPayload } from '../../src/areas/payments/sandbox/signature';
import { DEMO_ACCOUNTS, PORTAL_CLIENT } from '../../src/seed/demo';
import type { Credentials } from './state';

export function demoCredentials(keys: {
  operatorKey: string;
  /** The sandbox's PAYMENT_PROVIDER_SECRET and the server's clock, to sign its notifications. */
  provider?: { secret: string; now: () => Date };
}): Credentials {
  const client = { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret };
  const [exhibitor, visitor] = DEMO_ACCOUNTS;
  const { provider } = keys;
  return {
    clientToken: [{ label: 'portal client', body: client }],
    userToken: [
      {
        label: 'demo exhibitor',
        roles: ['exposant'],
        body: { email: exhibitor.email, password: exhibitor.password, role: 'exposant', ...client },
      },
      {
        label: 'demo visitor',
        roles: ['visiteur'],
        body: { email: visitor.email, password: visitor.password, role: 'visiteur', ...client },
      },
    ],
    operatorKey: [{ label: 'operator', value: keys.operatorKey }],
    providerSignature: provider
      ? [
          {
            label: 'sandbox provider',
            sign: (rawBody) =>
              signPayload(provider.secret, Math.floor(provider.now().getTime() / 1000), rawBody),
          },
        ]
      : [],
  };
}
