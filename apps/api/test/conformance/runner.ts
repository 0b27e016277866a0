// The conformance run (docs/security.md "The conformance run"): reads the OpenAPI document of a
// running server, validates it as OpenAPI 3.1, then sends requests generated from its schemas to
// every operation, valid and invalid, as each principal, carrying ids from one answer into the
// next where the document links them, and checks every answer (./checks.ts). The seed is printed;
// each failure is printed with its request as a curl line. It names no operation: what it calls
// and how comes from the document (its links, `x-token-operation`, `x-roles`).
import { checkAnswer } from './checks';
import { readDocument, validateDocument, valueAt } from './document';
import type { ApiDocument, Operation } from './document';
import { closeConnections, curlLine, send } from './http';
import type { Answer, Sent } from './http';
import { planOf, Random, validPlan, variantWeights } from './requests';
import type { Plan, Planner, Variant } from './requests';
import { Validators } from './schemas';
import { LinkPool, Tokens } from './state';
import type { Credentials, Principal } from './state';

export interface ConformanceOptions {
  /** The server, `http://127.0.0.1:3911`. */
  baseUrl: string;
  /** Where the server publishes its document. */
  documentPath: string;
  /** How many requests to send, at least (the sign-ins and the first round included). */
  runs: number;
  seed: number;
  credentials: Credentials;
  log?: (line: string) => void;
}

export interface Failure {
  index: number;
  operation: string;
  variant: Variant | 'sign-in';
  where?: string;
  status: number | null;
  problems: string[];
  curl: string;
  answer: string;
}

export interface ConformanceReport {
  seed: number;
  sent: number;
  seconds: number;
  documentProblems: string[];
  /** The document's operations, by id. */
  operations: string[];
  failures: Failure[];
  /** Per operation, per status: how many answers. */
  statuses: Record<string, Record<string, number>>;
  variants: Record<string, number>;
  linkedValues: number;
}

interface Run {
  options: ConformanceOptions;
  doc: ApiDocument;
  planner: Planner;
  tokens: Tokens;
  report: ConformanceReport;
}

function pathOf(doc: ApiDocument, plan: Plan): string {
  const path = plan.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(plan.params[name] ?? ''),
  );
  const query = new URLSearchParams(plan.query).toString();
  return `${doc.basePath}${path}${query ? `?${query}` : ''}`;
}

function encodeBody(value: unknown, contentType: string): string {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    if (!value || typeof value !== 'object') return String(value);
    const entries = Object.entries(value).map(([key, item]): [string, string] => [
      key,
      typeof item === 'string' ? item : JSON.stringify(item),
    ]);
    return new URLSearchParams(entries).toString();
  }
  return JSON.stringify(value) ?? 'null';
}

/** The credential headers of a plan: its principal's, a forged one, or none. */
function credentialHeaders(run: Run, plan: Plan, body: string): Record<string, string> {
  const name = plan.operation.security.find((names) => names.length > 0)?.[0];
  const scheme = name ? run.doc.schemes[name] : undefined;
  if (!scheme || plan.credential === 'none') return {};
  const forged = plan.credential === 'forged';
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
    const token =
      forged || !plan.principal ? 'forged-token-0123456789' : run.tokens.get(plan.principal);
    return token ? { authorization: `Bearer ${token}` } : {};
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
    const principal = plan.principal;
    const value =
      forged || !principal ? 'forged-credential' : (principal.sign?.(body) ?? principal.value);
    return value ? { [scheme.name]: value } : {};
  }
  return {};
}

function sentOf(run: Run, plan: Plan): Sent {
  const body =
    plan.body !== undefined && plan.contentType
      ? encodeBody(plan.body, plan.contentType)
      : undefined;
  return {
    method: plan.operation.method,
    path: pathOf(run.doc, plan),
    headers: {
      accept: 'application/json, application/pdf, */*',
      ...(body !== undefined ? { 'content-type': plan.contentType! } : {}),
      ...credentialHeaders(run, plan, body ?? ''),
    },
    ...(body !== undefined ? { body } : {}),
  };
}

function count(run: Run, plan: Plan, status: number | null) {
  const byStatus = (run.report.statuses[plan.operation.id] ??= {});
  const key = status === null ? 'no answer' : String(status);
  byStatus[key] = (byStatus[key] ?? 0) + 1;
  run.report.variants[plan.variant] = (run.report.variants[plan.variant] ?? 0) + 1;
}

function fail(
  run: Run,
  plan: Plan,
  sent: Sent,
  status: number | null,
  problems: string[],
  answer: string,
) {
  const index = run.report.sent;
  const failure: Failure = {
    index,
    operation: plan.operation.id,
    variant: plan.variant,
    ...(plan.where ? { where: plan.where } : {}),
    status,
    problems,
    curl: curlLine(run.options.baseUrl, sent, `conformance-${run.report.seed}-${index}`),
    answer: answer.slice(0, 600),
  };
  run.report.failures.push(failure);
  run.options.log?.(formatFailure(run.report.seed, failure));
}

/** Sends a plan, checks the answer, keeps what its links carry; the parsed body when JSON. */
async function perform(
  run: Run,
  plan: Plan,
  sessionMayEnd = false,
): Promise<{ answer: Answer | null; json: unknown }> {
  const sent = sentOf(run, plan);
  let answer: Answer | null = null;
  try {
    answer = await send(run.options.baseUrl, sent);
  } catch (error) {
    fail(run, plan, sent, null, [`no answer: ${String(error)}`], '');
  }
  run.report.sent += 1;
  count(run, plan, answer?.status ?? null);
  if (!answer) return { answer, json: undefined };
  // A 401 to a token whose session an earlier call ended: checked without the plan's expectation.
  const ended = sessionMayEnd && answer.status === 401;
  const expected = ended ? { ...plan, mustRefuse: false, mustBe: undefined } : plan;
  const problems = checkAnswer(run.doc, run.planner.validators, expected, answer);
  if (problems.length > 0)
    fail(run, plan, sent, answer.status, problems, answer.body.toString('utf8'));
  let json: unknown;
  if (String(answer.headers['content-type'] ?? '').includes('json')) {
    try {
      json = JSON.parse(answer.body.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  if (answer.status >= 200 && answer.status < 300)
    run.report.linkedValues += run.planner.links.harvest(plan.operation, json);
  return { answer, json };
}

/** Signs a principal in through its scheme's token operation (`x-token-operation`). */
async function signIn(run: Run, scheme: string, principal: Principal): Promise<void> {
  const token = run.doc.schemes[scheme]?.tokenOperation;
  if (!token || !principal.body) return;
  const operation = run.doc.operations.find((candidate) => candidate.id === token.operationId);
  if (!operation)
    throw new Error(`x-token-operation ${token.operationId} of ${scheme} is no operation`);
  const plan: Plan = {
    ...validPlan(run.planner, operation),
    body: principal.body,
    ...(operation.body ? { contentType: operation.body.mediaType } : {}),
  };
  const { json } = await perform(run, plan);
  const value = valueAt(json, token.pointer);
  if (typeof value === 'string') run.tokens.set(principal, value);
  else
    run.options.log?.(`conformance: ${principal.label} could not sign in through ${operation.id}`);
}

async function ensureSignedIn(run: Run, plan: Plan): Promise<void> {
  const scheme = plan.operation.security.find((names) => names.length > 0)?.[0];
  if (!scheme || !plan.principal || plan.credential !== 'valid') return;
  if (run.doc.schemes[scheme]?.tokenOperation && !run.tokens.get(plan.principal)) {
    await signIn(run, scheme, plan.principal);
  }
}

/** Whether a plan calls with a bearer token the run got by signing in. */
function signedInBearer(run: Run, plan: Plan): boolean {
  const scheme = plan.operation.security.find((names) => names.length > 0)?.[0];
  return Boolean(
    scheme &&
    plan.principal &&
    plan.credential === 'valid' &&
    run.doc.schemes[scheme]?.tokenOperation,
  );
}

/**
 * Sends one planned request. A 401 to a signed-in token means its session ended (an operation
 * logged it out): that answer is checked as any answer, without the plan's own expectation, then
 * the principal signs in again and the request goes once more, checked in full.
 */
async function step(run: Run, plan: Plan): Promise<void> {
  await ensureSignedIn(run, plan);
  const bearer = signedInBearer(run, plan);
  const { answer } = await perform(run, plan, bearer);
  if (answer?.status !== 401 || !bearer) return;
  run.tokens.forget(plan.principal!);
  await ensureSignedIn(run, plan);
  if (plan.mustRefuse || plan.mustBe !== undefined) await perform(run, plan);
}

function drawVariant(random: Random): Variant {
  const entries = Object.entries(variantWeights) as [Variant, number][];
  let draw = random.below(entries.reduce((total, [, weight]) => total + weight, 0));
  for (const [variant, weight] of entries) {
    if (draw < weight) return variant;
    draw -= weight;
  }
  return 'valid';
}

/** Operations with fewer path parameters first: their answers feed the others' links. */
function firstRound(operations: Operation[]): Operation[] {
  return [...operations].sort((a, b) => a.parameters.length - b.parameters.length);
}

async function exercise(run: Run): Promise<void> {
  const { operations } = run.doc;
  for (const operation of firstRound(operations))
    await step(run, validPlan(run.planner, operation));
  while (run.report.sent < run.options.runs) {
    const order = [...operations];
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = run.planner.random.below(index + 1);
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const operation of order) {
      const plan = planOf(run.planner, operation, drawVariant(run.planner.random));
      await step(run, plan ?? validPlan(run.planner, operation));
    }
  }
}

/** Reads and checks the document; a document that fails stops the run there. */
async function loadDocument(options: ConformanceOptions, report: ConformanceReport) {
  const answer = await send(options.baseUrl, {
    method: 'GET',
    path: options.documentPath,
    headers: {},
  });
  if (answer.status !== 200) {
    report.documentProblems.push(`GET ${options.documentPath} answered ${answer.status}`);
    return null;
  }
  const raw = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  report.documentProblems.push(...(await validateDocument(raw)));
  return report.documentProblems.length > 0 ? null : readDocument(raw);
}

/** Every schema of the document compiles with ajv: one that does not is a fault of the document. */
function compileAll(doc: ApiDocument, validators: Validators): string[] {
  const problems: string[] = [];
  for (const operation of doc.operations) {
    const schemas = [
      ...(operation.body ? [operation.body.schema] : []),
      ...operation.parameters.map((parameter) => parameter.schema),
      ...Object.values(operation.responses).flatMap((media) => Object.values(media)),
    ];
    for (const schema of schemas) {
      const problem = validators.compile(schema);
      if (problem) problems.push(`${operation.id}: ${problem}`);
    }
  }
  return problems;
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = performance.now();
  const report: ConformanceReport = {
    seed: options.seed,
    sent: 0,
    seconds: 0,
    documentProblems: [],
    operations: [],
    failures: [],
    statuses: {},
    variants: {},
    linkedValues: 0,
  };
  options.log?.(
    `conformance: seed ${options.seed} (CONFORMANCE_SEED=${options.seed} replays it), ${options.runs} requests to ${options.baseUrl}`,
  );
  try {
    const doc = await loadDocument(options, report);
    if (!doc) return report;
    report.operations = doc.operations.map((operation) => operation.id);
    const validators = new Validators();
    report.documentProblems.push(...compileAll(doc, validators));
    if (report.documentProblems.length > 0) return report;
    const planner: Planner = {
      doc,
      validators,
      credentials: options.credentials,
      links: new LinkPool(),
      random: new Random(options.seed),
    };
    await exercise({ options, doc, planner, tokens: new Tokens(), report });
    return report;
  } finally {
    closeConnections();
    report.seconds = (performance.now() - started) / 1000;
    options.log?.(summary(report));
  }
}

export function formatFailure(seed: number, failure: Failure): string {
  return [
    `conformance FAILURE #${failure.index} (seed ${seed}): ${failure.operation}, ${failure.variant}${failure.where ? ` at ${failure.where}` : ''}, status ${failure.status ?? 'none'}`,
    ...failure.problems.map((problem) => `  - ${problem}`),
    `  answer: ${failure.answer}`,
    `  replay: ${failure.curl}`,
  ].join('\n');
}

/** The closing lines: how many requests, of which variants, which statuses, and the failures. */
export function summary(report: ConformanceReport): string {
  const operations = Object.keys(report.statuses).length;
  const byClass: Record<string, number> = {};
  for (const statuses of Object.values(report.statuses)) {
    for (const [status, times] of Object.entries(statuses)) {
      const key = /^\d/.test(status) ? `${status[0]}xx` : status;
      byClass[key] = (byClass[key] ?? 0) + times;
    }
  }
  const format = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, times]) => `${key} ${times}`)
      .join(', ');
  return [
    `conformance: ${report.sent} requests to ${operations} operations in ${report.seconds.toFixed(1)} s (seed ${report.seed})`,
    `conformance: variants: ${format(report.variants)}`,
    `conformance: answers: ${format(byClass)}; ${report.linkedValues} values carried by links`,
    ...report.documentProblems.map((problem) => `conformance: document: ${problem}`),
    `conformance: ${report.failures.length + report.documentProblems.length} failures`,
  ].join('\n');
}
