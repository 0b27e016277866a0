// What the conformance run remembers between calls (docs/security.md "The conformance run"): the
// principals it calls as (a client token, each demo role, the operator key, the provider's
// signature), their bearer tokens, and the values the document's links carry from one answer into
// the next call (ids of campaigns, payments, transfers, opportunities, invoices...).
import type { Link, Operation } from './document';

/**
 * One way to call as someone, for one security scheme of the document. A bearer scheme with
 * `x-token-operation` gets its token by calling that operation with `body`; an apiKey scheme sends
 * `value`, or what `sign` computes over the raw body (a signature header).
 */
export interface Principal {
  label: string;
  /** For a user token: the roles it holds, matched against an operation's `x-roles`. */
  roles?: string[];
  body?: Record<string, unknown>;
  value?: string;
  sign?: (rawBody: string) => string;
}

/** The principals of each security scheme, by the scheme's name in the document. */
export type Credentials = Record<string, Principal[]>;

/** Bearer tokens got by the token operations, by principal. */
export class Tokens {
  private readonly tokens = new Map<Principal, string>();
  get(principal: Principal): string | undefined {
    return this.tokens.get(principal);
  }
  set(principal: Principal, token: string): void {
    this.tokens.set(principal, token);
  }
  /** A token the server refused (a logout ended its session): signed in again before next use. */
  forget(principal: Principal): void {
    this.tokens.delete(principal);
  }
}

/**
 * Every value a JSON pointer names, an array index standing for every item of the array: the
 * document's links name the first item (`/data/0/id`), the run follows them all.
 */
export function valuesAt(node: unknown, pointer: string): unknown[] {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let current: unknown[] = [node];
  for (const segment of segments) {
    current = current.flatMap((value) => {
      if (Array.isArray(value) && /^\d+$/.test(segment)) return value;
      if (value && typeof value === 'object') {
        const child = (value as Record<string, unknown>)[segment];
        return child === undefined ? [] : [child];
      }
      return [];
    });
  }
  return current;
}

const KEPT = 40;

/** The values links carried, by target operation, location and name; the newest KEPT of each. */
export class LinkPool {
  private readonly values = new Map<string, string[]>();

  private static key(target: string, location: Link['location'], name: string): string {
    return `${target} ${location} ${name}`;
  }

  /** Keeps the values an answer of `operation` holds for the calls it links to. */
  harvest(operation: Operation, body: unknown): number {
    let found = 0;
    for (const link of operation.links) {
      const key = LinkPool.key(link.target, link.location, link.name);
      const list = this.values.get(key) ?? [];
      for (const value of valuesAt(body, link.pointer)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const text = String(value);
        if (list.includes(text)) continue;
        list.push(text);
        found += 1;
      }
      this.values.set(key, list.slice(-KEPT));
    }
    return found;
  }

  /** The values kept for a parameter or body property of an operation. */
  for(target: string, location: Link['location'], name: string): readonly string[] {
    return this.values.get(LinkPool.key(target, location, name)) ?? [];
  }

  /** How many values are kept, in all. */
  size(): number {
    return [...this.values.values()].reduce((total, list) => total + list.length, 0);
  }
}
