// The operator CLI never hands a terminal a control sequence from the data it prints
// (docs/security.md "Operator command line"): the API answers are stubbed with hostile values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOperatorCli } from '../src/cli/operator';
import { terminalSafe } from '../src/cli/terminal';

const ESC = '\u001b';
const CSI = '\u009b';
const hostile = `Evil${ESC}]0;pwned\u0007 SARL${CSI}2J\r\nPending bank transfers (0)\u202e`;

function answer(data: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(data), { status })),
  );
}

async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  const capture = (...parts: unknown[]) => {
    out.push(parts.map(String).join(' '));
  };
  const log = vi.spyOn(console, 'log').mockImplementation(capture);
  const error = vi.spyOn(console, 'error').mockImplementation(capture);
  process.env.OPERATOR_KEY ??= 'test-operator-key-0123456789';
  try {
    await runOperatorCli(args).catch((failure: unknown) => {
      out.push(`thrown: ${String(failure)}`);
    });
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  return out.join('\n');
}

// Every character a terminal acts on, except the CLI's own line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('operator CLI output (docs/security.md "Operator command line")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows control characters as visible escapes, line breaks included', () => {
    expect(terminalSafe(`a${ESC}[31mb\nc${CSI}d\u202e`)).toBe(
      'a\\u001b[31mb\\u000ac\\u009bd\\u202e',
    );
    expect(terminalSafe('Société Générale — 12 €')).toBe('Société Générale — 12 €');
  });

  it('prints the overview without the escape sequences or forged lines of its data', async () => {
    answer({
      data: {
        first_registrations: [
          { id: 'r1', company_name: hostile, email: 'a@b.test', created_at: '2026-01-01' },
        ],
        pending_transfers: [],
        quotes_to_revise: [],
        inactive_contacts: [],
        bank_entries_waiting: 0,
        refunds_due: [],
        credit_notes_to_refund: [],
        einvoices: [],
        totals: {
          first_registrations: 1,
          pending_transfers: 0,
          quotes_to_revise: 0,
          inactive_contacts: 0,
          refunds_due: 0,
          credit_notes_to_refund: 0,
          einvoices: 0,
        },
        next: {
          first_registrations: null,
          pending_transfers: null,
          quotes_to_revise: null,
          inactive_contacts: null,
          refunds_due: null,
          credit_notes_to_refund: null,
          einvoices: null,
        },
      },
    });
    const output = await run('list');
    expect(output).not.toMatch(UNSAFE);
    expect(output).toContain('Evil\\u001b]0;pwned\\u0007 SARL\\u009b2J\\u000d\\u000a');
    // The forged heading stays inside its row: one real heading per section.
    expect(output.match(/^Pending bank transfers.*$/gm)).toEqual(['Pending bank transfers (0)']);
  });

  it('escapes C1 and bidirectional characters in JSON output, which JSON leaves as they are', async () => {
    answer({ data: [{ id: 'r1', company_name: hostile, status: 'pending' }] });
    const output = await run('first-registrations');
    expect(output).not.toMatch(UNSAFE);
    expect(output).toContain('\\u009b2J');
  });

  it('escapes the data of one-line answers', async () => {
    answer({ data: { email: `x${ESC}[2Jy@salon.test` } });
    expect(await run('activate-contact', 'c1')).toBe('Contact x\\u001b[2Jy@salon.test is active.');
  });
});
