// The operator command line (docs/api.md): what the sales team does, through the operator calls of
// the running API (the embedded PGlite belongs to the server's process, so the CLI never opens
// the database itself). `pnpm --filter @salon/api operator -- <command>`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  creditNoteRequestSchema,
  firstRegistrationDecisionSchema,
  floorPlanUploadSchema,
  guideKindSchema,
  guideUploadSchema,
  platformStatusRequestSchema,
  quoteRevisionSchema,
} from '@salon/domain';
import type { EndpointName, OperatorInvoice } from '@salon/domain';
import { call, download, euros } from './client';
import { listCommand, moreCommand } from './overview';
import { statementCommands, statementUsage } from './statements';
import { printErrorLines, printLines } from './terminal';

const usage = `Salon operator CLI: what the sales team does (spec §1, §4).

Usage: pnpm --filter @salon/api operator -- <command> [options]

Commands:
  list [--limit <n>]                         what waits: first registrations, transfers, quotes,
                                             contacts, refunds, documents; each list's first page
                                             (50 rows, or n) with its total
  more <list> [--cursor <c>] [--limit <n>] [--all]
                                             the next page of one list (first-registrations,
                                             pending-transfers, quotes-to-revise, inactive-contacts,
                                             refunds-due, credit-notes-to-refund, einvoices), from
                                             the cursor 'list' printed; --all: every page to its end
  first-registrations                        every first-registration request
  decide-first-registration <id> accept|decline [--comment <text>]
  revise-quote <opportunity-id> [--surface <m2>] [--angles <n>] [--stand <label>]
               [--discount-rate <percent>] [--message <text>]
               [--line "<label>;<quantity>;<unit price in euros>[;<English label>]"]...
  transfer-received <transfer-id>            a bank transfer arrived: the installment is paid
  transfer-proof <transfer-id> [<file>]      download a transfer's proof (default: its own name)
  credit-note <invoice-id> --reason <text> [--amount <euros excl. VAT>]
                                             a credit note on an invoice: all that remains of it,
                                             or the amount given
  invoice-status <invoice-id> deposited|rejected|paid [--message <text>]
                                             what the approved e-invoicing platform said of it
  activate-contact <user-id>                 a contact who joined an existing company is confirmed
${statementUsage}
  guide <event-id> <kind> <fr|en> <file.pdf> add or replace a guide of an event's booth page;
                                             kind: exhibitor_guide, practical_information,
                                             theft_insurance, user_guide (a guide the same in
                                             both languages is uploaded in French only)
  floor-plan <event-id> <file.pdf|.png|.jpg|https://…>
                                             set an event's floor plan: a document, or the
                                             organiser's interactive plan's address

Environment:
  API_URL        the running API (default http://localhost:$PORT, PORT 3000)
  OPERATOR_KEY   the operator key (default: DATA_DIR/operator.key of a development server)
  DATA_DIR       where a development server keeps its data (default .data)
`;

/** An operator action on one record, with nothing more to send (an empty body). */
const actOn = <T>(name: EndpointName, id: string | undefined) =>
  call(name, { params: { id: id ?? '' }, body: {} }) as Promise<T>;

/** JSON escapes C0 in strings but not C1 or the bidirectional overrides: escaped line by line. */
function printJson(value: unknown): void {
  printLines(...JSON.stringify(value, null, 2).split('\n'));
}

/** Euros as typed (`1234.5`, `1234,50`) to cents. */
const eurosToCentsText = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/** A quote line: its French label, quantity, unit price and, optionally, its English label. */
function parseLine(text: string) {
  const [label = '', quantity = '', price = '', labelEn = ''] = text
    .split(';')
    .map((part) => part.trim());
  return {
    label,
    ...(labelEn ? { label_en: labelEn } : {}),
    quantity: Number(quantity),
    unit_price: eurosToCentsText(price),
  };
}

const cliOptions = {
  comment: { type: 'string' },
  surface: { type: 'string' },
  angles: { type: 'string' },
  stand: { type: 'string' },
  'discount-rate': { type: 'string' },
  message: { type: 'string' },
  reason: { type: 'string' },
  amount: { type: 'string' },
  line: { type: 'string', multiple: true },
  cursor: { type: 'string' },
  limit: { type: 'string' },
  all: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof cliOptions }>>['values'];
type Command = (args: string[], values: Values) => Promise<void>;

async function reviseQuote([id]: string[], values: Values): Promise<void> {
  const body = quoteRevisionSchema.parse({
    ...(values.surface !== undefined ? { surface: Number(values.surface) } : {}),
    ...(values.angles !== undefined ? { angles: Number(values.angles) } : {}),
    ...(values.stand !== undefined ? { stand: values.stand } : {}),
    ...(values['discount-rate'] !== undefined
      ? { discount_rate: Number(values['discount-rate']) }
      : {}),
    ...(values.message !== undefined ? { message: values.message } : {}),
    ...(values.line ? { lines: values.line.map(parseLine) } : {}),
  });
  const quote = (await call('operatorReviseQuote', { params: { id: id ?? '' }, body })) as {
    opportunity: { etape: string };
    offre: { total_ttc: number };
  };
  printLines(`Quote revised: ${quote.opportunity.etape}, total ${euros(quote.offre.total_ttc)}`);
}

async function uploadGuide([campaignId, kind, language, file]: string[]): Promise<void> {
  if (!file || !existsSync(file)) throw new Error(`No such file: ${file ?? '(none)'}`);
  const body = guideUploadSchema.parse({
    language,
    filename: path.basename(file),
    content_type: 'application/pdf',
    content_base64: readFileSync(file).toString('base64'),
  });
  const guide = (await call('operatorPutGuide', {
    params: { cid: campaignId ?? '', kind: guideKindSchema.parse(kind) },
    body,
  })) as { kind: string; languages: string[] };
  printLines(`Guide ${guide.kind} of ${campaignId} saved (${guide.languages.join(', ')}).`);
}

const floorPlanTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

async function setFloorPlan([campaignId, source]: string[]): Promise<void> {
  const isAddress = source?.startsWith('https://') ?? false;
  if (!isAddress && (!source || !existsSync(source))) {
    throw new Error(`No such file: ${source ?? '(none)'}`);
  }
  const body = floorPlanUploadSchema.parse(
    isAddress
      ? { url: source }
      : {
          filename: path.basename(source!),
          content_type: floorPlanTypes[path.extname(source!).toLowerCase()],
          content_base64: readFileSync(source!).toString('base64'),
        },
  );
  await call('operatorPutFloorPlan', { params: { cid: campaignId ?? '' }, body });
  printLines(`Floor plan of ${campaignId} saved.`);
}

/** Each command of the usage above, by its name. */
const commands: Record<string, Command> = {
  list: (_args, values) => listCommand(values),
  more: moreCommand,
  async 'first-registrations'() {
    printJson(await call('operatorFirstRegistrations'));
  },
  async 'decide-first-registration'([id, decision], values) {
    const body = firstRegistrationDecisionSchema.parse({ decision, comment: values.comment });
    printJson(await call('operatorFirstRegistrationDecision', { params: { id: id ?? '' }, body }));
  },
  'revise-quote': reviseQuote,
  async 'transfer-received'([id]) {
    const transfer = await actOn<{ reference: string; amount: number }>(
      'operatorTransferReceived',
      id,
    );
    printLines(
      `Transfer ${transfer.reference} received: ${euros(transfer.amount)} paid, invoice issued.`,
    );
  },
  async 'transfer-proof'([id, target]) {
    const file = await download('operatorTransferProof', { id: id ?? '' });
    const destination = path.resolve(target ?? file.filename);
    writeFileSync(destination, file.body);
    printLines(`Proof saved to ${destination} (${file.body.length} bytes).`);
  },
  async 'activate-contact'([id]) {
    const contact = await actOn<{ email: string }>('operatorActivateContact', id);
    printLines(`Contact ${contact.email} is active.`);
  },
  guide: uploadGuide,
  async 'credit-note'([id], values) {
    const body = creditNoteRequestSchema.parse({
      reason: values.reason,
      ...(values.amount !== undefined ? { amount_ht: eurosToCentsText(values.amount) } : {}),
    });
    const note = (await call('operatorCreditNote', {
      params: { id: id ?? '' },
      body,
    })) as OperatorInvoice;
    printLines(
      `Credit note ${note.reference} issued on ${note.credited_reference ?? ''}: ${euros(note.amount_ttc)} to refund.`,
    );
  },
  async 'invoice-status'([id, status], values) {
    const body = platformStatusRequestSchema.parse({ status, message: values.message });
    const document = (await call('operatorPlatformStatus', {
      params: { id: id ?? '' },
      body,
    })) as OperatorInvoice;
    printLines(`${document.reference}: ${document.platform_status} on the platform.`);
  },
  'floor-plan': setFloorPlan,
  ...statementCommands,
};

export async function runOperatorCli(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: cliOptions,
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    printLines(...usage.split('\n'));
    return;
  }
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run) {
    printErrorLines(`Unknown command: ${command}`, '');
    printLines(...usage.split('\n'));
    process.exitCode = 1;
    return;
  }
  await run(args, values);
}

const invokedDirectly = process.argv[1] && /operator\.(ts|js)$/.test(process.argv[1]);
if (invokedDirectly) {
  // pnpm passes a literal `--` before the CLI's own arguments.
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  runOperatorCli(args).catch((error: unknown) => {
    printErrorLines(...(error instanceof Error ? error.message : String(error)).split('\n'));
    process.exitCode = 1;
  });
}
