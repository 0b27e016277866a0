import { describe, expect, it } from 'vitest';
import type { CheckContactResponse, Role } from '@salon/domain';
import { apiError, failingActor, fakeActor } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { accountMatch, publicCampaigns } from '../testing/samples';
import { firstRegistrationMachine, firstRegistrationStates } from './firstRegistrationMachine';
import { answer, checkEmail, start } from './firstRegistrationHarness';

describe('first registration machine (spec §2, §5, §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(firstRegistrationMachine, {
      input: { email: 'new@example.com' },
      events: [
        done('checkContact', { status: 'account' }),
        done('checkContact', { status: 'no_portal_account' }),
        failed('checkContact', apiError(4001, 'error.no_user_for_email')),
        failed('checkContact', apiError(3030, 'error.request_already_made')),
        done('listCampaigns', publicCampaigns),
        failed('listCampaigns', apiError(5000, 'error.generic')),
        { type: 'SEARCH_COMPANY', query: 'Maison' },
        done('searchAccount', { accounts: [accountMatch] }),
        done('searchAccount', { accounts: [] }),
        { type: 'PICK_ACCOUNT', account: accountMatch },
        { type: 'EDIT_COMPANY', patch: { name: 'Maison Martin' } },
        {
          type: 'EDIT_CONTACT',
          patch: { salutation: 'Mr', firstname: 'Paul', lastname: 'Durand', phone: '0102' },
        },
        {
          type: 'EDIT_DETAILS',
          patch: {
            main_activity: 'Fashion',
            events_of_interest: ['cmp_1'],
            desired_surface: 24,
            terms: true,
          },
        },
        done('submitFirstRegistration', answer),
      ],
      limit: 100_000,
    });
    expect(reached).toEqual(sorted(firstRegistrationStates));
  });

  it("shows 'account does not exist' on 4001, keeps the email and opens the form after 1 s (spec §8, §9 email-check redirect)", async () => {
    const { actor, clock, checkContact } = start();
    await checkEmail(actor, ' New@Example.com');
    expect(checkContact.calls).toEqual([{ email: 'new@example.com', role: 'exposant' }]);
    expect(actor.getSnapshot().context.message).toBe('error.account_does_not_exist');
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('accountNotFound');
    clock.increment(1);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.contact.email).toBe('new@example.com');
  });

  it('reads 4010 on the first check as 4001: first registration after 1 s (spec §8 4010)', async () => {
    const { actor } = start(
      {},
      {
        checkContact: failingActor(apiError(4010, 'error.no_portal_account')),
      },
    );
    await checkEmail(actor);
    expect(actor.getSnapshot().context.message).toBe('error.account_does_not_exist');
  });

  it('closes the form on 3030 with its message (spec §8 3030)', async () => {
    const { actor } = start(
      {},
      {
        checkContact: failingActor(apiError(3030, 'error.request_already_made')),
      },
    );
    await checkEmail(actor, 'again@example.com', 'closed');
    expect(actor.getSnapshot().context.message).toBe('error.request_already_made');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows 4050 on the email field (spec §8 4050)', async () => {
    const { actor } = start(
      {},
      {
        checkContact: failingActor(apiError(4050, 'error.several_results')),
      },
    );
    await checkEmail(actor, 'dup@example.com', 'emailCheck.idle');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['error.several_results'],
    });
  });

  it('sends a known contact to the login page, and one without portal account to forgot password (spec §8)', async () => {
    const answers = [
      ['account', 'anne@example.com', 'accountExists'],
      ['no_portal_account', 'paul@example.com', 'noPortalAccount'],
    ] as const;
    for (const [status, email, state] of answers) {
      const { actor } = start(
        {},
        {
          checkContact: fakeActor<CheckContactResponse, { email: string; role: Role }>(() => ({
            status,
          })),
        },
      );
      await checkEmail(actor, email, state);
    }
  });
});
