// Start-up (docs/api.md): configuration, database and migrations, the portal's client, the demo seed
// when asked (the embedded default asks), the HTTP server, the email and e-invoicing outbox
// workers; a banner with the URLs, the demo accounts and the client id.
import { buildApp } from './app';
import { purgeTokens } from './areas/session/tokens';
import { loadConfig } from './config';
import { startEinvoiceWorker } from './core/einvoicing/outbox';
import { purgeRateLimits } from './core/rate-limit';
import { ConfigError } from './infra/config/env';
import { openDatabase } from './infra/db/client';
import { startOutboxWorker } from './infra/email/outbox';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, ensurePortalClient, seedDemo } from './seed/demo';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Salon API: cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase(config.database);
  await db.migrate();
  const { app, ctx } = await buildApp({ config, db });
  await ensurePortalClient(ctx);
  const seeded = config.seed === 'demo' ? await seedDemo(ctx) : false;
  const worker = startOutboxWorker(ctx);
  let einvoices: { stop(): Promise<void> } | null = null;
  const maintenance = setInterval(() => {
    void Promise.all([purgeTokens(ctx), purgeRateLimits(ctx)]).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'maintenance failed'),
    );
  }, 3_600_000);
  maintenance.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nSalon API: ${signal}, stopping.`);
    clearInterval(maintenance);
    await app.close();
    await worker?.stop();
    await einvoices?.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Issued documents to the approved platform, payments to e-reporting (docs/payments.md), once
  // the server answers.
  einvoices = startEinvoiceWorker(ctx);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = `http://localhost:${port}`;
  const lines = [
    '',
    `Salon is running on ${local}`,
    `  API:            ${local}/api/v1`,
    `  Portal URL:     ${config.publicUrl}`,
    `  Database:       ${config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Email:          ${config.smtpUrl ? 'sent over SMTP_URL' : `development mailbox ${local}/dev/mailbox`}`,
    `  E-invoices:     ${config.einvoice.platform === 'directory' ? `dropped into ${config.einvoice.dir}` : config.einvoice.platform}`,
    `  Client id:      ${PORTAL_CLIENT.id} (secret ${PORTAL_CLIENT.secret}: public by design, grants only the public calls)`,
  ];
  if (config.seed === 'demo') {
    lines.push(`  Demo data:      ${seeded ? 'seeded now' : 'already there'}`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.label.padEnd(15)} ${account.email} / ${account.password}`);
    }
  }
  if (!config.production) {
    lines.push(`  Operator CLI:   pnpm --filter @salon/api operator -- list`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Salon API: failed to start.', error);
  process.exit(1);
});
