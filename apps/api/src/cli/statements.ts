// The operator CLI's bank statements and refunds (docs/payments.md "Statement import";
// docs/security.md "Card payments"): import a camt.053 file, read the credits waiting for a
// decision, apply one to an installment or dismiss it, record a late card approval as refunded.
import { existsSync, readFileSync } from 'node:fs';
import type { BankEntry, BankEntryPage, BankStatementImport, RefundDue } from '@salon/domain';
import { call, euros } from './client';
import { printLines } from './terminal';

export const statementUsage = `  import-statement <file.xml>                import a bank statement (camt.053): matching transfers
                                             are paid, the other credits wait for a decision
  bank-entries [--cursor <c>] [--limit <n>] [--all]
                                             the credits waiting for a decision, with their reason,
                                             oldest first, 50 a page (or n); --all: every page
  resolve-entry <entry-id> <payment-id> [--comment <text>]
                                             a waiting credit pays this installment
  dismiss-entry <entry-id> [--comment <text>]
                                             a waiting credit is set aside (refunded, not ours…)
  refund-done <transaction-id>               a card payment approved too late has been refunded`;

/** Why a credit waits, as the sales team reads it. */
const reasons: Record<NonNullable<BankEntry['reason']>, string> = {
  no_match: 'no transfer reference found',
  ambiguous: 'several transfer references',
  amount_mismatch: 'amount differs',
  transfer_canceled: 'the transfer was canceled (card expected)',
  paid_by_card: 'already paid by card: possible double payment, to refund',
  already_paid: 'installment already paid: possible double payment, to check',
};

const amountOf = (cents: number, currency: string) =>
  currency === 'EUR' ? euros(cents) : `${(cents / 100).toFixed(2)} ${currency}`;

/** One waiting credit on one line: its id (to resolve or dismiss it), the bank's reference. */
export function entryLine(entry: BankEntry): string {
  const expected =
    entry.expected_amount === null ? '' : ` (expected ${euros(entry.expected_amount)})`;
  const who = [entry.debtor_name, entry.debtor_iban].filter(Boolean).join(' ');
  const names = [entry.transfer_reference, entry.company].filter(Boolean).join(' — ');
  return `${entry.id}  ${entry.bank_reference}  ${entry.booking_date}  ${amountOf(entry.amount, entry.currency)}${expected}  ${
    entry.reason ? reasons[entry.reason] : entry.status
  }${names ? `  ${names}` : ''}  ${who}  «${entry.remittance.replace(/\s+/g, ' ')}»`;
}

export function refundLine(refund: RefundDue): string {
  return `${refund.transaction_id}  ${refund.reference}  ${euros(refund.amount)}  ${refund.company} — ${refund.event}  ${refund.reason}  ${refund.approved_at}`;
}

async function importStatement([file]: string[]): Promise<void> {
  if (!file || !existsSync(file)) throw new Error(`No such file: ${file ?? '(none)'}`);
  const result = (await call('operatorBankStatementImport', {
    raw: { type: 'application/xml', text: readFileSync(file, 'utf8') },
  })) as BankStatementImport;
  const { counts } = result;
  const waiting =
    counts.no_match +
    counts.ambiguous +
    counts.amount_mismatch +
    counts.transfer_canceled +
    counts.paid_by_card +
    counts.already_paid;
  printLines(
    `Statement imported: ${result.entries} credits in ${result.statements} statement(s), ${result.ignored} other entries ignored.`,
    `  paid                      ${counts.paid}`,
    `  waiting for a decision    ${waiting}`,
    ...Object.entries(reasons).map(
      ([reason, label]) => `    ${label}: ${counts[reason as keyof typeof counts]}`,
    ),
    `  already imported          ${counts.already_imported}`,
    `  failed                    ${counts.failed}`,
    ...result.failures.map((failure) => `    ${failure.bank_reference}: ${failure.description}`),
  );
}

/** The statement and refund commands of the CLI, by name. */
export const statementCommands: Record<
  string,
  (
    args: string[],
    values: {
      comment?: string | undefined;
      cursor?: string | undefined;
      limit?: string | undefined;
      all?: boolean | undefined;
    },
  ) => Promise<void>
> = {
  'import-statement': importStatement,
  // Oldest first, a page at a time (docs/api.md "Paging"); --all follows every page to the end.
  async 'bank-entries'(_args, values) {
    let cursor = values.cursor;
    for (let first = true; ; first = false) {
      const query = {
        ...(cursor ? { cursor } : {}),
        ...(values.limit ? { limit: values.limit } : {}),
      };
      const page = (await call('operatorBankEntriesWaiting', { query })) as BankEntryPage;
      const more = values.all === true && page.next !== null;
      const shown =
        page.entries.length === page.total
          ? `${page.total}`
          : `${page.entries.length} of ${page.total}`;
      printLines(
        ...(first ? [`Credits waiting for a decision (${shown})`] : []),
        ...page.entries.map(entryLine),
        ...(page.next && !more ? [`… more: operator -- bank-entries --cursor ${page.next}`] : []),
      );
      if (!more) return;
      cursor = page.next!;
    }
  },
  async 'resolve-entry'([id, paymentId], values) {
    const entry = (await call('operatorBankEntryResolve', {
      params: { id: id ?? '' },
      body: { payment_id: paymentId ?? '', ...(values.comment ? { note: values.comment } : {}) },
    })) as BankEntry;
    printLines(`Credit ${entry.bank_reference} applied: installment ${entry.payment_id} paid.`);
  },
  async 'dismiss-entry'([id], values) {
    const entry = (await call('operatorBankEntryDismiss', {
      params: { id: id ?? '' },
      body: values.comment ? { note: values.comment } : {},
    })) as BankEntry;
    printLines(`Credit ${entry.bank_reference} dismissed.`);
  },
  async 'refund-done'([id]) {
    const refund = (await call('operatorRefundDone', {
      params: { id: id ?? '' },
      body: {},
    })) as RefundDue;
    printLines(`Refund of ${refund.reference} (${euros(refund.amount)}) recorded.`);
  },
};
