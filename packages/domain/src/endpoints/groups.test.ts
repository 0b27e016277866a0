// The endpoint table's parts (docs/performance.md "Signed-in routes"): a client that loads the
// table by parts (the portal, per route) finds every call of spec §7 in exactly one of them.
import { describe, expect, it } from 'vitest';
import {
  accountEndpoints,
  addedEndpoints,
  badgeEndpoints,
  billingEndpoints,
  boothEndpoints,
  campaignEndpoints,
  clientEndpoints,
  endpoints,
  overviewEndpoints,
  rebookingEndpoints,
  statementEndpoints,
} from './index';
import { sessionEndpoints } from './session-calls';

const parts = {
  sessionEndpoints,
  clientEndpoints,
  accountEndpoints,
  campaignEndpoints,
  billingEndpoints,
  rebookingEndpoints,
  addedEndpoints,
  badgeEndpoints,
  boothEndpoints,
  statementEndpoints,
  overviewEndpoints,
};

describe('the endpoint table by parts (spec §7, docs/performance.md)', () => {
  it('holds every call of the table in exactly one part, with the same definition', () => {
    const owners = new Map<string, string[]>();
    for (const [part, table] of Object.entries(parts)) {
      for (const [name, definition] of Object.entries(table)) {
        owners.set(name, [...(owners.get(name) ?? []), part]);
        expect(definition).toBe(endpoints[name as keyof typeof endpoints]);
      }
    }
    expect([...owners.keys()].sort()).toEqual(Object.keys(endpoints).sort());
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
  });

  it('keeps each area apart: the contact form with the account pages, payments with billing', () => {
    expect(Object.keys(accountEndpoints)).toEqual(
      expect.arrayContaining(['updateMe', 'changePassword', 'account', 'contact']),
    );
    expect(Object.keys(billingEndpoints)).toEqual(
      expect.arrayContaining(['invoices', 'payments', 'transactionUpdate']),
    );
    expect(Object.keys(rebookingEndpoints)).toEqual(
      expect.arrayContaining(['rebookingOpportunities', 'rebookingQuote']),
    );
  });
});
