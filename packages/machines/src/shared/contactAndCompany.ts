// The contact and company part of both registration machines (spec §2 register details and
// 'Registration request', 'Company-existence check with a list to pick from'; spec §3 Contact and
// Account fields; spec §5; spec §7 search-account; spec §8 'No results for your search'): the
// drafts typed in (EDIT_CONTACT, EDIT_COMPANY), the company search (SEARCH_COMPANY, its answer, its
// failure), and the company picked from the list (PICK_ACCOUNT) or filled in (ENTER_COMPANY).
//
// A machine composes it (docs/machines.md "Shared fragments"): its context and events extend
// `ContactAndCompanyContext` and `ContactAndCompanyEvent`, its `setup` spreads
// `contactAndCompanyActors`, `contactAndCompanyGuards` and `contactAndCompanyActions<Context,
// Event>()`, and its states use the transitions and the `searchingCompany` state below. The
// actions read an event's data as params (`{ type: 'editContact', params: patchOf }`), so that
// they are typed by each machine's own events; where a machine does more on a transition (clears
// its whole feedback), it adds its own action after the fragment's.
import { assign, fromPromise, type EventObject } from 'xstate';
import { searchAccountRequestSchema } from '@salon/domain';
import type { AccountMatch, SearchAccountResponse } from '@salon/domain';
import { actorOutput } from './actorOutput';
import type { CompanyDraft, ContactDraft } from './drafts';
import { errorOf } from './errorCode';
import { clearPatchedErrors, feedbackFromError, type FormFeedback } from './form';
import { editedSection } from './formMachine';
import { provideMe } from './provideMe';

/** The company-existence check (spec §2). */
export interface CompanySearch {
  /** The last text searched (a name or a SIRET). */
  query: string;
  /** Its answer; empty with `searched`: 'No results for your search' (spec §8). */
  matches: AccountMatch[];
  searched: boolean;
}

export const noCompanySearch: CompanySearch = { query: '', matches: [], searched: false };

/** What the fragment reads and writes of a machine's context. */
export interface ContactAndCompanyContext<TContact extends ContactDraft = ContactDraft> {
  contact: TContact;
  company: CompanyDraft;
  companySearch: CompanySearch;
  /** The company picked from the list; null: its details are filled in (spec §5). */
  account: AccountMatch | null;
  feedback: FormFeedback;
}

/** The events the fragment handles, part of each machine's events. */
export type ContactAndCompanyEvent<TContact extends ContactDraft = ContactDraft> =
  | { type: 'EDIT_CONTACT'; patch: Partial<TContact> }
  | { type: 'EDIT_COMPANY'; patch: CompanyDraft }
  /** The company-existence check (at least two characters). */
  | { type: 'SEARCH_COMPANY'; query: string }
  | { type: 'PICK_ACCOUNT'; account: AccountMatch }
  /** 'My company is not in the list': drop the picked company and fill in its details. */
  | { type: 'ENTER_COMPANY' };

/** A query is sent only when the API would take it (spec §5: at least two characters). */
export function isSearchableQuery(query: string | undefined): boolean {
  return searchAccountRequestSchema.safeParse({ query }).success;
}

/** 'My company is not in the list': what was searched is its name, unless one was typed already. */
export function companyNamedAfter(company: CompanyDraft, query: string): CompanyDraft {
  return company.name || !query ? company : { ...company, name: query };
}

export const contactAndCompanyActors = {
  /** POST /search-account (spec §2 company-existence check, §7). */
  searchAccount: fromPromise<SearchAccountResponse, { query: string }>(provideMe('searchAccount')),
};

export const contactAndCompanyGuards = {
  queryIsValid: (_: unknown, query: string) => isSearchableQuery(query),
  foundAccounts: (_: unknown, found: SearchAccountResponse) => found.accounts.length > 0,
};

/**
 * The fragment's actions for a machine whose context is `TContext` and events `TEvent`. Each
 * returns the part of the context it changes; `TContext` extends `ContactAndCompanyContext`, so
 * that part is a part of `TContext`.
 */
export function contactAndCompanyActions<
  TContext extends ContactAndCompanyContext<TContact>,
  TEvent extends EventObject,
  TContact extends ContactDraft = TContext['contact'],
>() {
  type Changes = Partial<ContactAndCompanyContext<TContact>>;
  const change = <TParams>(
    update: (args: { context: TContext; event: TEvent }, params: TParams) => Changes,
  ) =>
    assign<TContext, TEvent, TParams, TEvent, never>(
      (args, params) => update(args, params) as Partial<TContext>,
    );
  return {
    editContact: change(({ context }, patch: Partial<TContact>) =>
      editedSection('contact', context.contact, patch, context.feedback, 'contact'),
    ),
    editCompany: change(({ context }, patch: CompanyDraft) =>
      editedSection('company', context.company, patch, context.feedback, 'company'),
    ),
    /** A new search: the picked-company error ('account id required', spec §5) goes. */
    keepQuery: change(({ context }, query: string) => ({
      companySearch: { ...context.companySearch, query: query.trim() },
      feedback: clearPatchedErrors(context.feedback, { account_id: true }),
    })),
    keepMatches: change(({ context }, found: SearchAccountResponse) => ({
      companySearch: {
        query: context.companySearch.query,
        matches: found.accounts,
        searched: true,
      },
    })),
    showSearchFailure: change(({ event }) => ({ feedback: feedbackFromError(errorOf(event)) })),
    pickAccount: change(({ context }, account: AccountMatch) => ({
      account,
      // The company's own fields no longer apply: their errors go.
      feedback: clearPatchedErrors(context.feedback, { account_id: true, company: true }),
    })),
    enterCompany: change(({ context }) => ({
      account: null,
      company: companyNamedAfter(context.company, context.companySearch.query),
    })),
  };
}

/** An event's patch, as an action's params. */
export function patchOf<TPatch>({ event }: { event: { patch: TPatch } }): TPatch {
  return event.patch;
}

function queryOf({ event }: { event: { query: string } }): string {
  return event.query;
}

function accountOf({ event }: { event: { account: AccountMatch } }): AccountMatch {
  return event.account;
}

/** The contact and the company are typed in; a company search under way does not stop it. */
export const editingContactAndCompany = {
  EDIT_CONTACT: { actions: { type: 'editContact', params: patchOf } },
  EDIT_COMPANY: { actions: { type: 'editCompany', params: patchOf } },
} as const;

/**
 * SEARCH_COMPANY: a searchable query goes to `target`, the searching state; a new search replaces
 * the one under way (reenter restarts the call). `also`: the machine's own actions after.
 */
export function searchCompany<const Target extends string, const Also extends readonly string[]>(
  target: Target,
  ...also: Also
) {
  return {
    guard: { type: 'queryIsValid', params: queryOf },
    target,
    reenter: true,
    actions: [{ type: 'keepQuery', params: queryOf }, ...also],
  } as const;
}

/** PICK_ACCOUNT: the company picked from the list, sent by its id (spec §5). */
export function pickAccount<
  const Target extends string | undefined,
  const Also extends readonly string[],
>(target: Target, ...also: Also) {
  return { target, actions: [{ type: 'pickAccount', params: accountOf }, ...also] } as const;
}

/**
 * The search under way (spec §2 company-existence check): its answer leads to `found` or `none`
 * with the matches kept; a failure back to `idle`, shown in the banner (spec §8).
 */
export function searchingCompany<const Found extends string, const None extends string>(
  found: Found,
  none: None,
) {
  const keepMatches = { type: 'keepMatches', params: actorOutput } as const;
  return {
    invoke: {
      id: 'searchAccount',
      src: 'searchAccount',
      input: ({ context }: { context: { companySearch: CompanySearch } }) => ({
        query: context.companySearch.query,
      }),
      onDone: [
        {
          guard: { type: 'foundAccounts', params: actorOutput },
          target: found,
          actions: keepMatches,
        },
        { target: none, actions: keepMatches },
      ],
      onError: { target: 'idle', actions: 'showSearchFailure' },
    },
  } as const;
}
