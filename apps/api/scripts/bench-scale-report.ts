// The figures of `bench:scale` (docs/performance.md "The benchmark at scale"): each call's
// throughput and p99 on the demo and the scale database, the ratios against the goals, the import,
// the server's peak memory and the issuing rate, as a Markdown section; and its place in
// docs/performance.md, between two markers.
import { readFileSync, writeFileSync } from 'node:fs';
import type { IssueRun } from './bench-issue';

export interface Measured {
  name: string;
  throughput: number;
  p99: number;
  errors: number;
  /** The server's peak resident memory during this call's run, MB. */
  rssMb: number;
}

export interface DatabaseRun {
  label: string;
  measured: Measured[];
  importSeconds: number;
  /** The server's peak resident memory during the import, its memory once started, its peak. */
  importRssMb: number;
  startRssMb: number;
  rssMb: number;
  issued: IssueRun | null;
}

const START = '<!-- bench:scale start -->';
const END = '<!-- bench:scale end -->';
/** The goals (docs/performance.md "The benchmark at scale"). */
const GOALS = { p99Ratio: 1.3, throughputRatio: 0.75, overviewP99: 50, rssMb: 300 };

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function scaleFigures(
  demo: DatabaseRun,
  scale: DatabaseRun,
  run: { scale: string; load: string; seconds: number; connections: number },
): string {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, scale database: ${run.scale}, ${run.connections} connections, ${run.seconds} s a call, load average ${run.load}.`,
    '',
    row([
      'call',
      'demo req/s',
      'demo p99',
      'scale req/s',
      'scale p99',
      'throughput ×',
      'p99 ×',
      'errors',
      'RSS MB',
      'goal',
    ]),
    row(Array.from({ length: 10 }, () => '---')),
  ];
  for (const atScale of scale.measured) {
    const base = demo.measured.find((item) => item.name === atScale.name)!;
    const throughput = atScale.throughput / base.throughput;
    const p99 = atScale.p99 / Math.max(base.p99, 1);
    const goal = atScale.name.startsWith('operator overview')
      ? atScale.p99 <= GOALS.overviewP99
        ? 'met (p99 ≤ 50 ms)'
        : `**not met** (p99 ${atScale.p99} ms > 50 ms)`
      : throughput >= GOALS.throughputRatio && p99 <= GOALS.p99Ratio
        ? 'met'
        : '**not met**';
    lines.push(
      row([
        atScale.name,
        base.throughput.toFixed(0),
        `${base.p99} ms`,
        atScale.throughput.toFixed(0),
        `${atScale.p99} ms`,
        throughput.toFixed(2),
        p99.toFixed(2),
        `${base.errors} / ${atScale.errors}`,
        `${base.rssMb.toFixed(0)} / ${atScale.rssMb.toFixed(0)}`,
        goal,
      ]),
    );
  }
  lines.push('');
  lines.push(
    `- Bank statement of 5,000 credits: ${demo.importSeconds.toFixed(1)} s on the demo, ${scale.importSeconds.toFixed(1)} s at scale.`,
  );
  lines.push(
    `- The API's resident memory (its own process, VmRSS; RSS MB above: each call's peak, demo / scale): ${demo.startRssMb.toFixed(0)} MB once started on the demo, ${scale.startRssMb.toFixed(0)} MB at scale; during the import ${demo.importRssMb.toFixed(0)} / ${scale.importRssMb.toFixed(0)} MB; peak ${demo.rssMb.toFixed(0)} MB on the demo, ${scale.rssMb.toFixed(0)} MB at scale (goal ≤ ${GOALS.rssMb} MB).`,
  );
  const issued = scale.issued;
  if (issued && issued.invoices > 0) {
    const perCore = issued.invoices / issued.cpuSeconds;
    lines.push(
      `- Issuing ${issued.invoices} invoices with their PDF and XML, one after the other: ${issued.wallSeconds.toFixed(1)} s, ${issued.cpuSeconds.toFixed(1)} s of CPU: **${perCore.toFixed(1)} invoices a second per core**; a deadline morning's 3,000 invoices take ${(3000 / perCore / 60).toFixed(1)} minutes of one core.`,
    );
  }
  return lines.join('\n');
}

/** Replaces the section between the markers of `file` with `report`. */
export function writeDocs(file: string, report: string): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section`);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${report}\n${text.slice(end)}`);
}
