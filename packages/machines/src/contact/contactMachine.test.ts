import { createActor } from 'xstate';
import type { ContactForm, Ok } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { failed, reachableStates, sorted, done } from '../testing/graph';
import { contactMachine, contactStates } from './contactMachine';

function start(sendContactMessage = fakeActor<Ok, ContactForm>(() => ({ success: true }))) {
  const { actor } = startWithFakes(contactMachine, { sendContactMessage }, {});
  return { actor, calls: sendContactMessage.calls };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'CHANGE', field: 'subject', value: 'billing' });
  actor.send({ type: 'CHANGE', field: 'message', value: '  Where is my invoice?  ' });
}

describe('contact machine (spec §2, §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(contactMachine, {
      input: { subject: 'billing' },
      events: [
        { type: 'CHANGE', field: 'message', value: 'Hello' },
        done('sendContactMessage', { success: true }),
        failed('sendContactMessage', apiError(5000, 'error.generic')),
      ],
    });
    expect(reached).toEqual(sorted(contactStates));
  });

  it('sends the subject and the trimmed message, then shows it sent (spec §2, §8 message sent)', async () => {
    const { actor, calls } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settleIn(actor, 'sent');
    expect(calls).toEqual([{ subject: 'billing', message: 'Where is my invoice?' }]);
  });

  it('requires a subject and a message, with the banner, and sends nothing (spec §5 required)', () => {
    const { actor, calls } = start();
    expectRefused(actor, calls, {
      subject: ['validation.mandatory'],
      message: ['validation.required'],
    });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.feedback.formError).toBe('error.input_errors');
  });

  it('clears a field error when that field is edited (spec §5)', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'subject', value: 'other' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      message: ['validation.required'],
    });
  });

  it("shows 'Your message has not been sent' and keeps the text on a server fault (spec §8)", async () => {
    const { actor } = start(failingActor<Ok, ContactForm>(apiError(5000, 'error.generic')));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    const { context } = actor.getSnapshot();
    expect(context.feedback.formError).toBe('error.message_not_sent');
    expect(context.values).toEqual({ subject: 'billing', message: '  Where is my invoice?  ' });
  });

  it("shows 'Your message has not been sent' when the call fails without an error body (spec §8)", async () => {
    const { actor } = start(failingActor<Ok, ContactForm>(new TypeError('Network down')));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.message_not_sent');
  });

  it('maps the 2201 field errors under their fields (spec §8 2201)', async () => {
    const { actor } = start(
      failingActor<Ok, ContactForm>(
        apiError(2201, 'error.input_errors', { message: ['validation.too_long'] }),
      ),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.feedback).toEqual({
      fieldErrors: { message: ['validation.too_long'] },
      formError: 'error.input_errors',
      description: null,
    });
  });

  it('shows the description of a code 13 error (spec §8 13)', async () => {
    const { actor } = start(
      failingActor<Ok, ContactForm>(apiError(13, 'Le salon est clos pour cette année.')),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.feedback.description).toBe(
      'Le salon est clos pour cette année.',
    );
  });

  it('starts a new, empty message from the sent state', async () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'sent');
    actor.send({ type: 'NEW_MESSAGE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ subject: '', message: '' });
  });

  it('rejects loudly when the app forgets to provide the send actor', async () => {
    const actor = createActor(contactMachine, { input: {} }).start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.message_not_sent');
  });
});
