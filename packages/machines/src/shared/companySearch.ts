// The company-existence check that the registration and first-registration forms share (spec §2
// 'Company-existence check with a list to pick from', §5, §7 search-account): when a query is
// worth sending, and what the company's name becomes when the user fills the company in instead.
import { searchAccountRequestSchema } from '@salon/domain';
import type { CompanyDraft } from './drafts';

/** A query is sent only when the API would take it (spec §5: at least two characters). */
export function isSearchableQuery(query: string): boolean {
  return searchAccountRequestSchema.safeParse({ query }).success;
}

/** 'My company is not in the list': what was searched is its name, unless one was typed already. */
export function companyNamedAfter(company: CompanyDraft, query: string): CompanyDraft {
  return company.name || !query ? company : { ...company, name: query };
}
