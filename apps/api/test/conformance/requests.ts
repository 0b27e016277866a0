// One request of the conformance run, planned from the document (docs/security.md "The
// conformance run"): its variant (valid, or one of the invalid kinds), the principal it calls as,
// path and query parameters and body generated from the schemas (with the values links carried),
// and what the answer must then be (a refusal, a given status).
import fc from 'fast-check';
import { arbitraryOf } from './arbitraries';
import type { ApiDocument, JsonSchema, Operation } from './document';
import { mutate, mutations } from './mutations';
import type { Mutation } from './mutations';
import type { Validators } from './schemas';
import type { Credentials, LinkPool, Principal } from './state';

export type Variant = 'valid' | Mutation | 'wrong-content-type' | 'no-credentials' | 'other-role';

/** How often each variant is drawn: a valid request about half the time. */
export const variantWeights: Readonly<Record<Variant, number>> = {
  valid: 40,
  'wrong-type': 9,
  'missing-required': 8,
  'extra-field': 7,
  'over-long': 8,
  'control-characters': 10,
  'wrong-content-type': 6,
  'no-credentials': 7,
  'other-role': 5,
};

/** A seeded source of choices (mulberry32): the same seed draws the same run. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** An integer in [0, count). */
  below(count: number): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return Math.floor(unit * count);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.below(list.length)]!;
  }
  chance(percent: number): boolean {
    return this.below(100) < percent;
  }
  /** One value of an arbitrary, from a seed this source draws. */
  sample<T>(arbitrary: fc.Arbitrary<T>): T {
    return fc.sample(arbitrary, { seed: this.below(2 ** 31), numRuns: 1 })[0]!;
  }
}

export interface Plan {
  operation: Operation;
  variant: Variant;
  /** What was changed, for the report (`body.email`, `path id`). */
  where?: string;
  principal?: Principal;
  /** `forged` sends a made-up credential, `none` sends none. */
  credential: 'valid' | 'forged' | 'none';
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  contentType?: string;
  /** The answer must be a refusal (4xx): the request breaks the document. */
  mustRefuse: boolean;
  /** The answer must have this status. */
  mustBe?: number;
}

export interface Planner {
  doc: ApiDocument;
  validators: Validators;
  credentials: Credentials;
  links: LinkPool;
  random: Random;
}

function schemeOf(operation: Operation): string | null {
  const alternative = operation.security.find((names) => names.length > 0);
  return operation.security.some((names) => names.length === 0) || !alternative
    ? null
    : alternative[0]!;
}

/** The principals allowed for an operation (its roles), or those refused (`other-role`). */
function principalsFor(planner: Planner, operation: Operation, allowed: boolean): Principal[] {
  const scheme = schemeOf(operation);
  if (!scheme) return [];
  const all = planner.credentials[scheme] ?? [];
  if (!operation.roles) return allowed ? all : [];
  const fits = (principal: Principal) =>
    !principal.roles || principal.roles.some((role) => operation.roles!.includes(role));
  return all.filter((principal) => fits(principal) === allowed);
}

function generatedParams(planner: Planner, operation: Operation, where: 'path' | 'query') {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === where)) {
    if (where === 'query' && !parameter.required && planner.random.chance(50)) continue;
    const linked = planner.links.for(operation.id, where, parameter.name);
    values[parameter.name] =
      linked.length > 0 && planner.random.chance(80)
        ? planner.random.pick(linked)
        : String(planner.random.sample(arbitraryOf(parameter.schema)));
  }
  return values;
}

function generatedBody(planner: Planner, operation: Operation): unknown {
  const body = planner.random.sample(arbitraryOf(operation.body!.schema));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const properties = operation.body!.schema.properties as Record<string, unknown> | undefined;
  for (const name of Object.keys(properties ?? {})) {
    const linked = planner.links.for(operation.id, 'body', name);
    if (linked.length > 0 && planner.random.chance(80)) {
      (body as Record<string, unknown>)[name] = planner.random.pick(linked);
    }
  }
  return body;
}

/** A valid request: the document's values, the values links carried, an allowed principal. */
export function validPlan(planner: Planner, operation: Operation): Plan {
  const principals = principalsFor(planner, operation, true);
  return {
    operation,
    variant: 'valid',
    ...(principals.length > 0 ? { principal: planner.random.pick(principals) } : {}),
    credential: 'valid',
    params: generatedParams(planner, operation, 'path'),
    query: generatedParams(planner, operation, 'query'),
    ...(operation.body
      ? { body: generatedBody(planner, operation), contentType: operation.body.mediaType }
      : {}),
    mustRefuse: false,
  };
}

/** Whether a text the run changed breaks the document: by its schema, or by a control character. */
function breaks(planner: Planner, schema: JsonSchema, value: unknown, kind: Mutation): boolean {
  if (kind === 'control-characters' && planner.doc.refusesControlCharacters) return true;
  return planner.validators.check(schema, value).length > 0;
}

function mutatedBody(planner: Planner, plan: Plan, kind: Mutation): Plan | null {
  const schema = plan.operation.body!.schema;
  const mutated = mutate(kind, plan.body, schema, (count) => planner.random.below(count));
  if (!mutated) return null;
  const mustRefuse = breaks(planner, schema, mutated.value, kind);
  return {
    ...plan,
    variant: kind,
    where: `body ${mutated.where}`,
    body: mutated.value,
    mustRefuse,
  };
}

function mutatedParam(planner: Planner, plan: Plan, kind: Mutation): Plan | null {
  const parameters = plan.operation.parameters.filter(
    (p) => p.name in plan.params || p.in === 'path',
  );
  if (parameters.length === 0) return null;
  const parameter = planner.random.pick(parameters);
  const current = plan.params[parameter.name] ?? plan.query[parameter.name] ?? '';
  const mutated = mutate(kind, current, parameter.schema, (count) => planner.random.below(count));
  if (!mutated || typeof mutated.value === 'object') return null;
  const value = String(mutated.value);
  const mustRefuse = breaks(planner, parameter.schema, value, kind);
  const target = parameter.in === 'path' ? 'params' : 'query';
  return {
    ...plan,
    variant: kind,
    where: `${parameter.in} ${parameter.name}`,
    [target]: { ...plan[target], [parameter.name]: value },
    mustRefuse,
  };
}

const otherTypes: Record<string, string[]> = {
  'application/json': ['text/plain', 'application/xml', 'application/x-www-form-urlencoded'],
  'application/x-www-form-urlencoded': [
    'text/plain',
    'application/json',
    'multipart/form-data; boundary=x',
  ],
};

/** A request of the variant, or null when the operation has nothing it applies to. */
export function planOf(planner: Planner, operation: Operation, variant: Variant): Plan | null {
  const plan = validPlan(planner, operation);
  if (variant === 'valid') return plan;
  if ((mutations as readonly string[]).includes(variant)) {
    const kind = variant as Mutation;
    const onBody =
      plan.body !== undefined && (operation.parameters.length === 0 || planner.random.chance(75));
    return onBody ? mutatedBody(planner, plan, kind) : mutatedParam(planner, plan, kind);
  }
  if (variant === 'wrong-content-type') {
    if (!operation.body) return null;
    const contentType = planner.random.pick(otherTypes[operation.body.mediaType] ?? ['text/plain']);
    return { ...plan, variant, contentType, mustRefuse: true };
  }
  if (variant === 'no-credentials') {
    if (!schemeOf(operation)) return null;
    return {
      ...plan,
      variant,
      credential: planner.random.chance(50) ? 'none' : 'forged',
      mustRefuse: true,
      mustBe: 401,
    };
  }
  const refused = principalsFor(planner, operation, false);
  if (refused.length === 0) return null;
  return {
    ...plan,
    variant,
    principal: planner.random.pick(refused),
    mustRefuse: true,
    mustBe: 403,
  };
}
