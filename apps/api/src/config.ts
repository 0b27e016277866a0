// Configuration by environment (apps/api/README.md "Configuration"): each area reads its own
// variables (its config.ts), the server's, the database's, email's and the guards' are the shared
// configuration every area sees (src/infra/config/). loadConfig composes the readers; every value
// has an embedded default for development, and in production (NODE_ENV=production) a missing or
// wrong value stops the start with a message naming the variable. `configVariables` is the one
// list of every variable: README.md's table names exactly these (test/config-variables.test.ts).
import { readAcademyConfig } from './areas/academy/config';
import type { AcademySettings } from './areas/academy/config';
import { readAccountConfig } from './areas/account/config';
import type { AccountConfig } from './areas/account/config';
import { marketplaceConfig } from './areas/marketplace/config';
import type { MarketplaceSettings } from './areas/marketplace/config';
import { readPaymentsConfig } from './areas/payments/config';
import { readRebookingConfig } from './areas/rebooking/config';
import type { RebookingConfig } from './areas/rebooking/config';
import type { PaymentsConfig } from './areas/payments/config';
import { readSessionConfig } from './areas/session/config';
import type { SessionConfig } from './areas/session/config';
import { readBillingConfig } from './core/billing/config';
import type { BillingConfig } from './core/billing/config';
import { readEinvoiceConfig } from './core/einvoicing/config';
import type { EinvoiceConfig } from './core/einvoicing/config';
import { ticketingConfig } from './core/ticketing/config';
import type { TicketingSettings } from './core/ticketing/config';
import { ConfigError } from './infra/config/env';
import type { ConfigVariable, Env } from './infra/config/env';
import { readSharedConfig } from './infra/config/shared';
import type { SharedConfig } from './infra/config/shared';

/** The whole configuration: the shared part and every area's own. */
export type Config = SharedConfig &
  SessionConfig &
  AccountConfig &
  RebookingConfig &
  PaymentsConfig &
  BillingConfig &
  EinvoiceConfig &
  TicketingSettings &
  MarketplaceSettings &
  AcademySettings;

const variable = (
  readBy: string,
  name: string,
  fallback: string,
  meaning: string,
): ConfigVariable => ({ name, readBy, default: fallback, meaning });

const contactSubjects = ['COMMERCIAL', 'EXHIBITOR_ACCOUNT', 'BILLING', 'BOOTH', 'BADGES', 'OTHER'];
const contactDefaults: Record<string, string> = {
  COMMERCIAL: '`SALES_MAILBOX`',
  BILLING: '`facturation@salon.test`',
  BOOTH: '`stands@salon.test`',
  BADGES: '`badges@salon.test`',
};

/** Every variable the API reads, by the area whose reader reads it. */
export const configVariables: readonly ConfigVariable[] = [
  variable(
    'server',
    'NODE_ENV',
    'unset',
    '`production`: every variable below marked required must be set, and right',
  ),
  variable('server', 'PORT', '`3000`', 'the port the server listens on'),
  variable(
    'server',
    'HOST',
    '`127.0.0.1` (`0.0.0.0` in production)',
    'the address it listens on; a container sets `0.0.0.0`',
  ),
  variable(
    'server',
    'PUBLIC_URL',
    '`http://localhost:$PORT`',
    'required in production, https: where the portal is; links in emails, payment redirects',
  ),
  variable(
    'server',
    'API_PUBLIC_URL',
    '`PUBLIC_URL`',
    'where browsers reach the API (the sandbox payment page, the built-in ticketing and marketplace pages)',
  ),
  variable('server', 'PORTAL_DIR', '`../portal/dist`', 'the built portal this server serves'),
  variable(
    'server',
    'TRUST_PROXY',
    "off: the client address is the socket's",
    'behind proxies: their number (`1` for one load balancer) or their addresses (`10.0.0.5,10.1.0.0/16`); `true` is refused (anyone could choose their address and escape the per-IP limits)',
  ),
  variable(
    'server',
    'CORS_ORIGINS',
    '`http://localhost:5173,http://localhost:6006` (none in production)',
    'other origins allowed to call the API with credentials',
  ),
  variable(
    'server',
    'CLOCK_START',
    'unset: the real time',
    "an ISO 8601 instant the server's clock starts at and runs on from (end-to-end tests); refused in production",
  ),
  variable(
    'server',
    'LOG_LEVEL',
    '`warn` (`info` in production)',
    'the log level; `info` writes one access line per request',
  ),
  variable(
    'database',
    'DATABASE_URL',
    'unset: PGlite',
    'required in production (`postgres://…`); on the same machine as PostgreSQL, its Unix socket: `postgres://salon@/salon?host=/var/run/postgresql`',
  ),
  variable(
    'database',
    'DATABASE_POOL_MAX',
    '`10`',
    "PostgreSQL connections of this instance's pool (at least 1)",
  ),
  variable(
    'database',
    'DATABASE_READ_PIPELINES',
    '`2`',
    'PostgreSQL connections in pipeline mode for the hot reads ("Fifth pass"), besides the pool; `0` sends them through the pool',
  ),
  variable(
    'database',
    'DATA_DIR',
    '`.data`',
    "PGlite's files (one process only: a lock file refuses a second server) and the development operator key",
  ),
  variable(
    'database',
    'SEED',
    '`demo` on PGlite, `none` on `DATABASE_URL`',
    '`demo` seeds the demo data into an empty database; `none` unless asked in production',
  ),
  variable(
    'email',
    'SMTP_URL',
    'unset: the development mailbox at `/dev/mailbox`, answered to loopback requests only',
    'required in production (`smtp://…`); set, there is no mailbox',
  ),
  variable('email', 'MAIL_FROM', '`Salon <no-reply@salon.test>`', 'the sender of every email'),
  variable(
    'email',
    'CONTACT_MAILBOX',
    '`exposants@salon.test`',
    'the exhibitor service mailbox (spec §9)',
  ),
  variable(
    'email',
    'SALES_MAILBOX',
    '`commercial@salon.test`',
    'the sales mailbox (spec §9): change requests, commercial contact messages',
  ),
  variable(
    'email',
    'TEAM_LANGUAGE',
    '`fr`',
    "`fr` or `en`: the language of the emails to the show's teams (sales, billing, stands, badges, exhibitor service)",
  ),
  ...contactSubjects.map((subject) =>
    variable(
      'account',
      `CONTACT_MAILBOX_${subject}`,
      contactDefaults[subject] ?? '`CONTACT_MAILBOX`',
      `the team that reads the contact form's ${subject.toLowerCase().replace('_', ' ')} subject (spec §2)`,
    ),
  ),
  variable(
    'security',
    'OPERATOR_KEY',
    'random, kept in `DATA_DIR/operator.key`',
    "required in production, 24+ characters: the sales team's key (operator calls and CLI)",
  ),
  variable(
    'security',
    'SESSION_CACHE_MS',
    '`1000`',
    'how long an instance reuses a bearer token\'s check (`0`: off); a logout on another instance is seen at most this much later (docs/security.md "Sessions")',
  ),
  variable(
    'security',
    'LOGIN_LIMIT_PER_IP',
    '`60`',
    'login attempts per IP in 15 minutes; raise it for a show floor\'s shared address (docs/security.md "Rate limits")',
  ),
  variable('session', 'ACCESS_TOKEN_TTL', '`900` s', "an access token's lifetime"),
  variable('session', 'CLIENT_TOKEN_TTL', '`86400` s', "a client token's lifetime (get-token)"),
  variable('session', 'REFRESH_TOKEN_TTL', '`1209600` s', "a refresh token's lifetime"),
  variable(
    'session',
    'SESSION_MAX_AGE',
    '`2592000` s (30 days)',
    'a session ends this long after its login, refreshes or not',
  ),
  variable(
    'payments',
    'PAYMENT_PROVIDER',
    '`sandbox` (built-in page where anyone holding the link approves)',
    'required in production, `stripe`: the server refuses to start with the sandbox',
  ),
  variable(
    'payments',
    'PAYMENT_PROVIDER_SECRET',
    'random',
    "the sandbox's notification key (32+ characters); unused with Stripe",
  ),
  variable(
    'payments',
    'STRIPE_SECRET_KEY',
    'unset',
    'required with `PAYMENT_PROVIDER=stripe`: `sk_live_…` in production',
  ),
  variable(
    'payments',
    'STRIPE_WEBHOOK_SECRET',
    'unset',
    'required with `PAYMENT_PROVIDER=stripe`: the `whsec_…` of the webhook endpoint `<API_PUBLIC_URL>/api/v1/payments/notification` (events `checkout.session.completed`, `checkout.session.async_payment_succeeded`, `checkout.session.async_payment_failed`, `checkout.session.expired`)',
  ),
  variable(
    'payments',
    'PAYMENT_BLACKOUT',
    '`2024-12-28..2025-01-01` (spec §1)',
    '`start..end[, start..end]`, Paris calendar days without online payment',
  ),
  variable(
    'rebooking',
    'SHOW_WEBSITE_URL',
    '`https://www.salon.test`',
    "the show's website, where the terms of participation, the general rules and the personal-data policy are (the quote's PDF gives their addresses; the portal's `VITE_SHOW_WEBSITE_URL`)",
  ),
  variable('billing', 'SELLER_NAME', 'demo seller', "required in production: the invoices' seller"),
  variable(
    'billing',
    'SELLER_ADDRESS',
    'demo street',
    "required in production: the seller's street address (its line on the invoices)",
  ),
  variable(
    'billing',
    'SELLER_POSTAL_CODE',
    'demo value',
    'required in production: its postal code',
  ),
  variable('billing', 'SELLER_CITY', 'demo value', 'required in production: its city'),
  variable('billing', 'SELLER_COUNTRY', '`FR`', 'its country (ISO 3166 code)'),
  variable(
    'billing',
    'SELLER_VAT',
    'demo VAT number',
    "required in production: the seller's VAT number",
  ),
  variable(
    'billing',
    'SELLER_SIRET',
    'demo SIRET',
    'required in production: its SIRET (14 digits; the SIREN is its first nine)',
  ),
  variable(
    'billing',
    'SELLER_LEGAL_FORM',
    '`SAS`',
    'required in production: its legal form, printed on the invoices (`SAS`, `SA`, `SARL`…)',
  ),
  variable(
    'billing',
    'SELLER_SHARE_CAPITAL',
    '`100000`',
    'required in production: its share capital, in euros',
  ),
  variable(
    'billing',
    'SELLER_RCS',
    'demo value',
    'required in production: its trade register entry (`RCS Paris 123 456 789`)',
  ),
  variable(
    'billing',
    'SELLER_VAT_ON_DEBITS',
    '`true`',
    "`true` when the seller opted to pay VAT on debits: the invoices say 'Option pour le paiement de la taxe d'après les débits'",
  ),
  variable(
    'billing',
    'LATE_PAYMENT_PENALTY_RATE',
    '`12.15` %',
    'the late-payment penalty rate printed on the invoices, in percent a year',
  ),
  variable('billing', 'VAT_RATE', '`20` %', 'the VAT rate of new quotes'),
  variable(
    'billing',
    'BANK_HOLDER',
    'demo value',
    'required in production: the account holder transfers are paid to',
  ),
  variable(
    'billing',
    'BANK_IBAN',
    'demo value',
    'required in production: its IBAN, without spaces',
  ),
  variable('billing', 'BANK_BIC', 'demo value', 'required in production: its BIC'),
  variable('billing', 'BANK_NAME', 'demo value', 'required in production: its bank'),
  variable(
    'einvoicing',
    'EINVOICE_PLATFORM',
    '`directory`',
    'the approved e-invoicing platform\'s connector (docs/payments.md "The platform"); `directory` drops each Factur-X file and its status file into `EINVOICE_DIR`',
  ),
  variable(
    'einvoicing',
    'EINVOICE_DIR',
    '`DATA_DIR/einvoices`',
    'where the `directory` connector drops the documents and the payment reports',
  ),
  variable(
    'ticketing',
    'BADGE_SECRET',
    'random at each start',
    'required in production, 32+ characters: signs badge and invitation codes (entrance scanners and the ticketing platform verify with it)',
  ),
  variable(
    'ticketing',
    'TICKETING_URL',
    'unset: the built-in page `{API_PUBLIC_URL}/ticketing`',
    "the ticketing platform's registration page that invitation links open (`?code=…&lang=…`)",
  ),
  variable(
    'ticketing',
    'TICKETING_INVITATION_CAP',
    '`50`',
    'the built-in page only: registrations one invitation link takes, confirmed or awaiting confirmation (docs/security.md "The built-in ticketing page")',
  ),
  variable(
    'marketplace',
    'MARKETPLACE_URL',
    'unset: the built-in marketplace page `/marketplace/sso`',
    'required in production: the marketplace\'s sign-in address (https) (docs/security.md "Single sign-on to the marketplace")',
  ),
  variable(
    'marketplace',
    'MARKETPLACE_SSO_KEY',
    'unset: a random key',
    "required in production: the 32+ character key the single sign-on's assertions are signed with",
  ),
  ...(['FR', 'EN'] as const).flatMap((lang) => [
    variable(
      'academy',
      `ACADEMY_URL_${lang}`,
      lang === 'FR' ? 'the demo academy page (none in production: no banner)' : '`ACADEMY_URL_FR`',
      `the link of the dashboard's academy webinar banner in ${lang === 'FR' ? 'French' : 'English'} (spec §2 me/dashboard)`,
    ),
    variable(
      'academy',
      `ACADEMY_TEXT_${lang}`,
      lang === 'FR' ? 'the demo text (none in production)' : '`ACADEMY_TEXT_FR`',
      `its text in ${lang === 'FR' ? 'French, required with the link' : 'English'}, at most 300 characters`,
    ),
  ]),
];

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const shared = readSharedConfig(env, problems);
  const { production } = shared;
  const config: Config = {
    ...shared,
    ...readSessionConfig(env, problems),
    ...readAccountConfig(env, shared, problems),
    ...readRebookingConfig(env, problems),
    ...readPaymentsConfig(env, production, problems),
    ...readBillingConfig(env, production, problems),
    ...readEinvoiceConfig(env, problems),
    ticketing: ticketingConfig(env, production, problems),
    marketplace: marketplaceConfig(env, production, shared.apiPublicUrl, problems),
    ...readAcademyConfig(env, production, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
