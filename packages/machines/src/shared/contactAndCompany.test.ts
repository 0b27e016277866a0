// The contact and company fragment on its own (docs/machines.md "Shared fragments"), composed into
// the smallest machine that uses all of it: what both registration machines get from it (spec §2
// company-existence check, §3, §5, §8).
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { accountMatch } from '../testing/samples';
import {
  companyNamedAfter,
  contactAndCompanyActions,
  contactAndCompanyActors,
  contactAndCompanyGuards,
  editingContactAndCompany,
  isSearchableQuery,
  noCompanySearch,
  pickAccount,
  searchCompany,
  searchingCompany,
  type ContactAndCompanyContext,
  type ContactAndCompanyEvent,
} from './contactAndCompany';
import { emptyContact } from './drafts';

const fragmentSetup = setup({
  types: {
    context: {} as ContactAndCompanyContext,
    events: {} as ContactAndCompanyEvent,
  },
  actors: contactAndCompanyActors,
  guards: contactAndCompanyGuards,
  actions: contactAndCompanyActions<ContactAndCompanyContext, ContactAndCompanyEvent>(),
});

/** Every state takes the edits, a search and the picks, as the registration's details step does. */
const on = {
  ...editingContactAndCompany,
  SEARCH_COMPANY: searchCompany('searching'),
  PICK_ACCOUNT: pickAccount(undefined),
  ENTER_COMPANY: { actions: 'enterCompany' },
} as const;

const fragmentMachine = fragmentSetup.createMachine({
  id: 'fragment',
  context: {
    contact: emptyContact,
    company: {},
    companySearch: noCompanySearch,
    account: null,
    feedback: {
      fieldErrors: {
        'contact.lastname': ['validation.required'],
        'company.siret': ['validation.siret'],
        account_id: ['validation.account_or_company'],
      },
      formError: 'error.input_errors',
      description: null,
    },
  },
  initial: 'idle',
  states: {
    idle: { on },
    searching: { ...searchingCompany('results', 'noResults'), on },
    results: { on },
    noResults: { on },
  },
});

function start(fakes: Parameters<typeof startWithFakes<typeof fragmentMachine>>[1] = {}) {
  const searchAccount = fakeActor((input: { query: string }) => ({
    accounts: input.query.startsWith('Maison') ? [accountMatch] : [],
  }));
  return { searchAccount, ...startWithFakes(fragmentMachine, { searchAccount, ...fakes }) };
}

describe('contact and company fragment (spec §2, §3, §5, §8)', () => {
  it('edits the contact and the company, clearing only the errors of the fields edited (spec §5)', () => {
    const { actor } = start();
    actor.send({ type: 'EDIT_CONTACT', patch: { lastname: 'Martin' } });
    actor.send({ type: 'EDIT_COMPANY', patch: { city: 'Lyon' } });
    const { context } = actor.getSnapshot();
    expect(context.contact).toEqual({ ...emptyContact, lastname: 'Martin' });
    expect(context.company).toEqual({ city: 'Lyon' });
    expect(Object.keys(context.feedback.fieldErrors)).toEqual(['company.siret', 'account_id']);
  });

  it('searches only a query of two characters or more, trimmed (spec §5 search-account)', async () => {
    const { actor, searchAccount } = start();
    actor.send({ type: 'SEARCH_COMPANY', query: ' M ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEARCH_COMPANY', query: ' Maison ' });
    expect(actor.getSnapshot().value).toBe('searching');
    // A new search no longer owes the picked-company error its place (spec §5).
    expect(actor.getSnapshot().context.feedback.fieldErrors).not.toHaveProperty('account_id');
    await settleIn(actor, 'results');
    expect(searchAccount.calls).toEqual([{ query: 'Maison' }]);
    expect(actor.getSnapshot().context.companySearch).toEqual({
      query: 'Maison',
      matches: [accountMatch],
      searched: true,
    });
  });

  it("leads an empty answer to its own state: 'No results for your search' (spec §8)", async () => {
    const { actor } = start();
    actor.send({ type: 'SEARCH_COMPANY', query: 'Atelier' });
    await settleIn(actor, 'noResults');
    expect(actor.getSnapshot().context.companySearch).toMatchObject({
      matches: [],
      searched: true,
    });
  });

  it('shows a failed search in the banner and keeps what was typed (spec §8)', async () => {
    const { actor } = start({ searchAccount: failingActor(apiError(5000, 'error.generic')) });
    actor.send({ type: 'EDIT_CONTACT', patch: { lastname: 'Martin' } });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison' });
    await settleIn(actor, 'idle');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.generic');
    expect(actor.getSnapshot().context.contact.lastname).toBe('Martin');
  });

  it("picks a company, whose own fields' errors go, and drops it for the company's details (spec §2, §5)", () => {
    const { actor } = start();
    actor.send({ type: 'PICK_ACCOUNT', account: accountMatch });
    expect(actor.getSnapshot().context.account).toEqual(accountMatch);
    expect(Object.keys(actor.getSnapshot().context.feedback.fieldErrors)).toEqual([
      'contact.lastname',
    ]);
    actor.send({ type: 'ENTER_COMPANY' });
    expect(actor.getSnapshot().context.account).toBeNull();
  });

  it('names the company after the search when it is filled in, unless a name was typed (spec §2)', async () => {
    const { actor } = start();
    actor.send({ type: 'SEARCH_COMPANY', query: 'Atelier Neuf' });
    await settleIn(actor, 'noResults');
    actor.send({ type: 'ENTER_COMPANY' });
    expect(actor.getSnapshot().context.company.name).toBe('Atelier Neuf');
    expect(companyNamedAfter({ name: 'Maison Martin SARL' }, 'Maison')).toEqual({
      name: 'Maison Martin SARL',
    });
    expect(companyNamedAfter({}, '')).toEqual({});
  });

  it('takes a query the API would take, and no other (spec §5)', () => {
    expect(isSearchableQuery('Ma')).toBe(true);
    expect(isSearchableQuery(' M ')).toBe(false);
    expect(isSearchableQuery(undefined)).toBe(false);
  });
});
