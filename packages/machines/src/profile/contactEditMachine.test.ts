import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ContactUpdate, User } from '@salon/domain';
import { apiError, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { exhibitor, visitor } from '../testing/samples';
import { contactEditMachine, contactEditStates } from './contactEditMachine';
import type { ContactEditInput } from './contactEditMachine';

const contact = {
  salutation: 'Mrs',
  phone: '01 02 03 04 05',
  mobile: null,
  fonction: null,
} as const;

function start(role: ContactEditInput['role'], answer: User = exhibitor) {
  const update = fakeActor<User, ContactUpdate>(() => answer);
  const { actor } = startWithFakes(contactEditMachine, { updateMe: update }, { role, contact });
  return { actor, calls: update.calls };
}

describe('edit contact machine (spec §2 me/informations, §3 contact update, §7 POST /me)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(contactEditMachine, {
      input: { role: 'exposant', contact },
      events: [
        { type: 'CHANGE', field: 'mobile', value: '06 00 00 00 00' },
        done('updateMe', exhibitor),
        failed('updateMe', apiError(5000, 'x')),
      ],
    });
    expect(reached).toEqual(sorted(contactEditStates));
  });

  it('sends an exhibitor’s mobile and job function only (spec §2 "exhibitors may change job function and mobile")', async () => {
    const { actor, calls } = start('exposant');
    actor.send({ type: 'CHANGE', field: 'mobile', value: ' 06 11 22 33 44 ' });
    actor.send({ type: 'CHANGE', field: 'fonction', value: 'ceo' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'saved');
    expect(calls).toEqual([{ mobile: '06 11 22 33 44', fonction: 'ceo' }]);
    expect(actor.getSnapshot().output).toBe(exhibitor);
  });

  it('sends a visitor’s civility, phone and mobile (spec §7 POST /me)', async () => {
    const { actor, calls } = start('visiteur', visitor);
    actor.send({ type: 'CHANGE', field: 'mobile', value: '07 00 00 00 01' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'saved');
    expect(calls).toEqual([
      { salutation: 'Mrs', phone: '01 02 03 04 05', mobile: '07 00 00 00 01' },
    ]);
  });

  it('requires a visitor’s phone and sends nothing without it (spec §5 required fields)', () => {
    const { actor, calls } = start('visiteur', visitor);
    actor.send({ type: 'CHANGE', field: 'phone', value: '  ' });
    expectRefused(actor, calls, { phone: ['validation.required'] });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps what was typed and shows the server’s field errors (spec §8 2201)', async () => {
    const update = fakeActor<User, ContactUpdate>(() => {
      throw apiError(2201, 'error.input_errors', { mobile: ['validation.too_long'] });
    });
    const actor = createActor(contactEditMachine.provide({ actors: { updateMe: update.logic } }), {
      input: { role: 'exposant', contact },
    }).start();
    actor.send({ type: 'CHANGE', field: 'mobile', value: '06' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.values.mobile).toBe('06');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      mobile: ['validation.too_long'],
    });
  });
});
