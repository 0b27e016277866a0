// What the end-to-end tests and the screenshot walk-through need from the real API besides the
// browser (docs/testing.md): the development mailbox (the emails the API would send, with their links,
// GET /dev/mailbox.json) and, for a test or a screen that starts from an account of its own, the
// public calls of spec §7. The browser does what is checked; these only set the stage. Every
// function takes a Playwright `APIRequestContext` whose base URL is the e2e server (the test's
// `request` fixture, or `request.newContext({ baseURL })` in a script). Types: api.d.mts.
import { readFileSync } from 'node:fs';

/** The portal's public client (docs/security.md: its id and secret ship in the bundle). */
const PORTAL_CLIENT = { client_id: 'salon-portal', client_secret: 'salon-portal-public' };

/** The demo accounts the API seeds (apps/api/src/seed/demo.ts). */
export const demoAccounts = {
  exhibitor: { email: 'exposant@salon.test', password: 'Demo-Exposant-2026!', role: 'exposant' },
  visitor: { email: 'visiteur@salon.test', password: 'Demo-Visiteur-2026!', role: 'visiteur' },
};

/** An address no other test uses (the rate limits count per account, docs/security.md). */
export function uniqueEmail(label) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  return `e2e-${label}-${stamp}@salon.test`;
}

/** The development mailbox of one address, newest first. */
export async function mailbox(request, to) {
  const response = await request.get('/dev/mailbox.json', { params: { to } });
  if (!response.ok()) throw new Error(`GET /dev/mailbox.json answered ${response.status()}`);
  return (await response.json()).data;
}

/**
 * The link of the newest email of `kind` to `to`, waiting up to `timeoutMs` for it: the email is
 * written in the transaction of the change that causes it, so it is there once the call answered,
 * but a screen may show its confirmation a moment before the caller asks.
 */
export async function emailLink(request, to, kind, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const email = (await mailbox(request, to)).find((item) => item.kind === kind && item.link);
    if (email) return new URL(email.link);
    if (Date.now() > deadline) throw new Error(`No ${kind} email with a link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of a link from an email, to open against the e2e server. */
export function pathOf(link) {
  return `${link.pathname}${link.search}`;
}

/** A client token for the public calls (spec §7 get-token). */
async function clientToken(request) {
  const response = await request.post('/api/v1/get-token', { form: PORTAL_CLIENT });
  if (!response.ok()) throw new Error(`get-token answered ${response.status()}`);
  return (await response.json()).data.access_token;
}

async function publicCall(request, token, path, data) {
  const response = await request.post(`/api/v1${path}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) {
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()).data;
}

/**
 * A visitor registered through the public calls of spec §7 (init-register, valid-infos-register,
 * valid-pwd-register), its verification email waiting in the mailbox, not yet verified.
 */
export async function registerVisitor(request, account) {
  const token = await clientToken(request);
  const firstname = account.firstname ?? 'Camille';
  const { registration_token } = await publicCall(request, token, '/init-register', {
    email: account.email,
    first: firstname,
    role: 'visiteur',
  });
  await publicCall(request, token, '/valid-infos-register', {
    registration_token,
    contact: {
      salutation: 'Ms',
      firstname,
      lastname: account.lastname ?? 'Durand',
      phone: '+33 1 23 45 67 89',
      email: account.email,
      langue: account.langue ?? 'fr',
    },
    company: { name: 'Atelier Durand' },
  });
  await publicCall(request, token, '/valid-pwd-register', {
    registration_token,
    password: account.password,
    password_confirmation: account.password,
    terms: true,
  });
}

/** A visitor registered and verified (the verification link of the mailbox, spec §4). */
export async function createVerifiedVisitor(request, account) {
  await registerVisitor(request, account);
  const link = await emailLink(request, account.email, 'verification');
  const token = await clientToken(request);
  await publicCall(request, token, '/verified-email', {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
  });
}

/** Asks for a reset link (spec §2 forgot-password) and answers it from the mailbox. */
export async function requestPasswordReset(request, email, role) {
  const token = await clientToken(request);
  await publicCall(request, token, '/forgot-password', { email, role });
  return emailLink(request, email, 'reset');
}

/**
 * Signs in through the API (spec §7 login): the refresh token lands in the request context's
 * cookie jar (HttpOnly, docs/security.md), so a page of the same browser context opens signed in.
 * For the journeys and the screenshot walk-through where the login screen itself is not what is
 * checked or pictured. Returns the access token, for the user's calls (`userCall`).
 */
export async function signInThroughApi(request, account) {
  const response = await request.post('/api/v1/login', {
    data: {
      email: account.email,
      password: account.password,
      role: account.role,
      ...PORTAL_CLIENT,
    },
  });
  if (!response.ok())
    throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data.tokens.access_token;
}

/** A call with the user's token (spec §7); its answer's `data`. */
export async function userCall(request, token, method, path, data) {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? {} : { data: data ?? {} }),
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()).data;
}

/** The operator key the e2e server starts with (server.mjs): the sales team's calls (docs/api.md). */
export const operatorKey = 'e2e-operator-key-not-a-secret-0123456789';

/** A call of the sales team (docs/api.md operator calls), e.g. revise a quote (spec §4 flow 2). */
export async function operatorCall(request, path, data) {
  const response = await request.post(`/api/v1${path}`, {
    data,
    headers: { 'x-operator-key': operatorKey },
  });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}`);
  return (await response.json()).data;
}

/** The show of the seed open to first registrations with a 1st installment and a balance. */
const AUTUMN_SHOW = 'camp-automne';

/** A first-registration request's company and contact, as the form sends them (spec §5). */
const firstRegistration = JSON.parse(
  readFileSync(new URL('./first-registration.json', import.meta.url), 'utf8'),
);

/**
 * A new exhibitor with one signed registration and nothing paid (spec §4 rebooking flow, steps
 * 1 to 3), made as a new exhibitor and the sales team make one: the first-registration request
 * (spec §7 first-register), the selection committee's acceptance and its welcome link (docs/api.md
 * operator calls), the password chosen from that link, the quote the sales team sends, validated
 * by card. A journey that pays starts from its own 1st installment this way, whatever ran before
 * it on the server (docs/testing.md "Independent tests on one seeded server"). The request
 * context is signed in as that exhibitor at the end.
 */
export async function newSignedExhibitor(request, { label, langue = 'fr' }) {
  const email = uniqueEmail(label);
  const password = 'Nouvel-Exposant-2026!';
  const token = await clientToken(request);
  const { request_id: requestId } = await publicCall(request, token, '/first-register', {
    ...firstRegistration,
    contact: { ...firstRegistration.contact, email, langue },
    events_of_interest: [AUTUMN_SHOW],
  });
  await operatorCall(request, `/operator/first-registrations/${requestId}/decision`, {
    decision: 'accept',
  });
  const welcome = await emailLink(request, email, 'first_registration_accepted');
  await publicCall(request, token, '/reset-password', {
    token: welcome.searchParams.get('token'),
    password,
    password_confirmation: password,
  });
  const account = { email, password, role: 'exposant' };
  const access = await signInThroughApi(request, account);
  const lists = await userCall(request, access, 'POST', '/me/rebooking-opportunities');
  const [opportunity] = [...lists.rebookingOpportunities, ...lists.progressOpportunities];
  if (!opportunity) throw new Error(`${email} has no registration after its acceptance`);
  await operatorCall(request, `/operator/opportunities/${opportunity.id}/revise-quote`, {
    lines: [{ label: 'Surface de stand (12 m²)', quantity: 12, unit_price: 32_000 }],
  });
  await userCall(request, access, 'POST', '/me/rebooking-devis-update', {
    id: opportunity.id,
    etape: 'DP Signée',
    etape_offre: 'DP Signée',
    terms: true,
    payment_method: 'card',
  });
  return account;
}
