import { describe, expect, it } from 'vitest';
import type { AccountUpdate, Company } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { company } from '../testing/samples';
import { accountEditMachine, accountEditStates } from './accountEditMachine';

function start(
  account: Company = company(),
  update = fakeActor<Company, AccountUpdate>(() => company()),
) {
  const { actor } = startWithFakes(accountEditMachine, { updateAccount: update }, { account });
  return { actor, calls: update.calls };
}

describe('edit company machine (spec §2 me/company, §3 account update, §5)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(accountEditMachine, {
      input: { account: company() },
      events: [done('updateAccount', company()), failed('updateAccount', apiError(5000, 'x'))],
    });
    expect(reached).toEqual(sorted(accountEditStates));
  });

  it('saves the address, the language and a VAT number while none is set (spec §3, §5 VAT if empty)', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'city', value: 'Lyon' });
    actor.send({ type: 'CHANGE', field: 'tva', value: 'FR12345678901' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'saved');
    expect(calls).toEqual([
      {
        street: '1 rue de la Paix',
        postalCode: '75002',
        city: 'Lyon',
        country: 'FR',
        langue: 'fr',
        tva: 'FR12345678901',
      },
    ]);
  });

  it('keeps a VAT number already set read only and never sends it (spec §5 VAT editable only if empty)', async () => {
    const { actor, calls } = start(company({ tva: 'FR99999999999' }));
    expect(actor.getSnapshot().context.vatLocked).toBe(true);
    actor.send({ type: 'CHANGE', field: 'tva', value: 'FR00000000000' });
    expect(actor.getSnapshot().context.values.tva).toBe('FR99999999999');
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'saved');
    expect(calls[0]).not.toHaveProperty('tva');
  });

  it('requires the address fields (spec §5 required)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'street', value: ' ' });
    expectRefused(actor, calls, { street: ['validation.required'] });
  });

  it('shows the server refusing a VAT change under the VAT field (spec §5)', async () => {
    const { actor } = start(
      company(),
      failingActor<Company, AccountUpdate>(apiError(13, 'validation.vat_read_only')),
    );
    actor.send({ type: 'CHANGE', field: 'tva', value: 'FR12345678901' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      tva: ['validation.vat_read_only'],
    });
  });
});
