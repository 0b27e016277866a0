// What every answer of the conformance run must be (docs/security.md "The conformance run"): never
// a 5xx; a status the operation declares; a body of a declared media type matching the declared
// schema for that status (ajv, ./schemas.ts); an error body with a code of the catalogue the
// document lists (`x-error-codes`); and, for a request that breaks the document, a refusal (with
// the status a missing credential or a refused role calls for).
import type { ApiDocument, JsonSchema, Operation } from './document';
import type { Answer } from './http';
import type { Plan } from './requests';
import type { Validators } from './schemas';

/** The declared answer of a status: the exact code, its class (`4XX`), or `default`. */
export function declaredFor(operation: Operation, status: number) {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses.default
  );
}

function mediaTypeOf(answer: Answer): string {
  return String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** The declared schema of the answer's media type, or a problem. */
function schemaFor(
  declared: Record<string, JsonSchema>,
  answer: Answer,
): { schema: JsonSchema; type: string } | { problem: string } {
  const type = mediaTypeOf(answer);
  const declaredTypes = Object.keys(declared);
  const match = declaredTypes.find(
    (candidate) =>
      candidate.toLowerCase() === type ||
      (candidate.endsWith('/*') && type.startsWith(candidate.slice(0, -1))),
  );
  if (!match) return { problem: `media type '${type}' not declared (${declaredTypes.join(', ')})` };
  return { schema: declared[match]!, type };
}

/**
 * The codes an error body of this status may carry: the status's own `x-error-codes`, else the
 * document's whole catalogue.
 */
function allowedCodes(doc: ApiDocument, operation: Operation, status: number): Set<number> {
  const own = operation.codes[String(status)] ?? operation.codes[`${String(status)[0]}XX`];
  return own ? new Set(own) : doc.errorCodes;
}

function bodyProblems(
  doc: ApiDocument,
  validators: Validators,
  plan: Plan,
  answer: Answer,
  found: { schema: JsonSchema; type: string },
) {
  const { schema, type } = found;
  if (type === 'application/pdf') {
    return answer.body.subarray(0, 5).toString('latin1') === '%PDF-'
      ? []
      : ['a PDF answer that is not a PDF'];
  }
  if (!type.endsWith('json')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return ['a JSON answer that does not parse'];
  }
  const problems = validators.check(schema, parsed).map((problem) => `body: ${problem}`);
  const codes = answer.status >= 400 ? allowedCodes(doc, plan.operation, answer.status) : null;
  if (codes && codes.size > 0) {
    const code = (parsed as { code?: unknown } | null)?.code;
    if (typeof code !== 'number' || !codes.has(code)) {
      problems.push(`error code ${JSON.stringify(code)} is not among ${[...codes].join(', ')}`);
    }
  }
  return problems;
}

/** The problems of one answer ([] when it passes every check). */
export function checkAnswer(
  doc: ApiDocument,
  validators: Validators,
  plan: Plan,
  answer: Answer,
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`a server error (${answer.status})`);
  if (plan.mustBe !== undefined && answer.status !== plan.mustBe) {
    problems.push(`${plan.variant} must answer ${plan.mustBe}, answered ${answer.status}`);
  } else if (plan.mustRefuse && answer.status < 400) {
    problems.push(
      `a request that breaks the document (${plan.variant}) was accepted (${answer.status})`,
    );
  }
  const declared = declaredFor(plan.operation, answer.status);
  if (!declared) {
    const statuses = Object.keys(plan.operation.responses).join(', ');
    return [...problems, `status ${answer.status} is not declared (${statuses})`];
  }
  if (Object.keys(declared).length === 0) return problems;
  if (answer.body.length === 0) return [...problems, 'no body where the document declares one'];
  const found = schemaFor(declared, answer);
  if ('problem' in found) return [...problems, found.problem];
  return [...problems, ...bodyProblems(doc, validators, plan, answer, found)];
}
