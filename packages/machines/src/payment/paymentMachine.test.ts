import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CardPaymentResponse, PendingTransfer, Transaction } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { payment, pendingTransfer, transaction } from '../testing/samples';
import {
  MAX_PENDING_CHECKS,
  paymentMachine,
  paymentStates,
  type CardPaymentInput,
  type PaymentInput,
  type TransferInput,
} from './paymentMachine';

const KEY = 'k3y-0123456789abcdef';
const beforeBlackout = '2024-12-27T22:59:59Z'; // 23:59:59 in Paris, 27 December 2024
const inBlackout = '2024-12-27T23:00:00Z'; // midnight in Paris, 28 December 2024
const afterBlackout = '2025-01-01T23:00:00Z'; // midnight in Paris, 2 January 2025
const card: CardPaymentResponse = {
  transaction_id: 'txn_1',
  redirect_url: 'https://pay.example/checkout/txn_1',
};

function payInput(overrides: Partial<Extract<PaymentInput, { mode: 'pay' }>> = {}): PaymentInput {
  return {
    mode: 'pay',
    payment: payment(),
    now: '2026-11-20T10:00:00Z',
    idempotencyKey: KEY,
    language: 'fr',
    ...overrides,
  };
}

interface Fakes {
  card?: ReturnType<typeof fakeActor<CardPaymentResponse, CardPaymentInput>>;
  validate?: ReturnType<typeof fakeActor<Transaction, { token: string }>>;
  transfer?: ReturnType<typeof fakeActor<PendingTransfer, TransferInput>>;
  cancel?: ReturnType<typeof fakeActor<PendingTransfer, { transfer_id: string }>>;
}

function start(input: PaymentInput = payInput(), fakes: Fakes = {}) {
  const cardFake = fakes.card ?? fakeActor<CardPaymentResponse, CardPaymentInput>(() => card);
  const validate = fakes.validate ?? fakeActor<Transaction, { token: string }>(() => transaction());
  const transfer =
    fakes.transfer ?? fakeActor<PendingTransfer, TransferInput>(() => pendingTransfer());
  const cancel =
    fakes.cancel ??
    fakeActor<PendingTransfer, { transfer_id: string }>(() =>
      pendingTransfer({ status: 'canceled' }),
    );
  const clock = new SimulatedClock();
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        createCardPayment: cardFake.logic,
        validateTransaction: validate.logic,
        requestTransfer: transfer.logic,
        cancelTransfer: cancel.logic,
      },
    }),
    { input, clock },
  ).start();
  return { actor, clock, card: cardFake, validate, transfer, cancel };
}

describe('payment machine (spec §4 rebooking flow 4-5, §9)', () => {
  it('lists its states for the stories', () => {
    expect(paymentStates).toEqual([
      'validating',
      'validationFailed',
      'choosing',
      'blackout',
      'card.creating',
      'card.redirecting',
      'transfer.requesting',
      'transfer.pending',
      'transfer.confirmingCancel',
      'transfer.cancelling',
      'transfer.canceled',
      'confirmation.success',
      'confirmation.failure',
      'confirmation.pending',
    ]);
  });

  it('reaches every state it lists (issue 4)', () => {
    const reached = reachableStates(
      paymentMachine,
      {
        input: payInput({ now: beforeBlackout }),
        events: [
          { type: 'TICK', now: inBlackout },
          { type: 'TICK', now: afterBlackout },
          done('createCardPayment', card),
          done('requestTransfer', pendingTransfer()),
          done('cancelTransfer', pendingTransfer({ status: 'canceled' })),
        ],
        limit: 100_000,
      },
      {
        input: { mode: 'return', token: 'tok' },
        events: [
          done('validateTransaction', transaction()),
          done('validateTransaction', transaction({ status: 'failure' })),
          done('validateTransaction', transaction({ status: 'pending' })),
          failed('validateTransaction', apiError(5000, 'error.generic')),
        ],
      },
    );
    expect(reached).toEqual(sorted(paymentStates));
  });

  it('offers card or bank transfer for the 1st installment, the 2nd and the balance (spec §2, §9)', () => {
    for (const kind of ['acompte1', 'acompte2', 'solde'] as const) {
      const { actor } = start(payInput({ payment: payment({ kind }) }));
      expect(actor.getSnapshot().value).toBe('choosing');
    }
  });

  it('creates the card payment with an idempotency key and redirects to the provider (ARCHITECTURE.md, spec §4 step 4)', async () => {
    const { actor, card: cardFake } = start();
    actor.send({ type: 'CHOOSE_CARD' });
    actor.send({ type: 'CHOOSE_CARD' }); // a double click sends nothing more
    await settleIn(actor, 'card.redirecting');
    expect(cardFake.calls).toEqual([
      { payment_id: 'pay_1', idempotency_key: `${KEY}_card`, langue: 'fr' },
    ]);
    expect(actor.getSnapshot().context.redirectUrl).toBe(card.redirect_url);
  });

  it('reuses the same idempotency key when the card payment is tried again after a failure (ARCHITECTURE.md)', async () => {
    let attempts = 0;
    const { actor, card: cardFake } = start(payInput(), {
      card: fakeActor<CardPaymentResponse, CardPaymentInput>(() => {
        attempts += 1;
        if (attempts === 1) throw apiError(5000, 'error.generic');
        return card;
      }),
    });
    actor.send({ type: 'CHOOSE_CARD' });
    await settleIn(actor, 'choosing');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.generic');
    actor.send({ type: 'CHOOSE_CARD' });
    await settleIn(actor, 'card.redirecting');
    expect(cardFake.calls.map((call) => call.idempotency_key)).toEqual([
      `${KEY}_card`,
      `${KEY}_card`,
    ]);
  });

  it('blocks online card payment during the blackout window with its notice (spec §1, §9 payment blackout)', () => {
    const { actor, card: cardFake } = start(payInput({ now: inBlackout }));
    expect(actor.getSnapshot().value).toBe('blackout');
    actor.send({ type: 'CHOOSE_CARD' });
    expect(actor.getSnapshot().value).toBe('blackout');
    expect(cardFake.calls).toEqual([]);
  });

  it('opens and closes the blackout window as time passes (spec §1: 28 December 2024 to 1 January 2025)', () => {
    const { actor } = start(payInput({ now: beforeBlackout }));
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'TICK', now: inBlackout });
    expect(actor.getSnapshot().value).toBe('blackout');
    actor.send({ type: 'TICK', now: '2025-01-01T22:59:59Z' });
    expect(actor.getSnapshot().value).toBe('blackout');
    actor.send({ type: 'TICK', now: afterBlackout });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('still lets the exhibitor pay by bank transfer during the blackout window (spec §1 online payments)', async () => {
    const { actor } = start(payInput({ now: inBlackout }));
    actor.send({ type: 'CHOOSE_TRANSFER' });
    await settleIn(actor, 'transfer.pending');
  });

  it('shows the pending transfer with the bank details and the reference (spec §4 step 5)', async () => {
    const { actor, transfer } = start();
    actor.send({ type: 'CHOOSE_TRANSFER' });
    expect(actor.getSnapshot().value).toEqual({ transfer: 'requesting' });
    await settleIn(actor, 'transfer.pending');
    expect(transfer.calls).toEqual([{ payment_id: 'pay_1', idempotency_key: `${KEY}_transfer` }]);
    const pending = actor.getSnapshot().context.transfer;
    expect(pending?.reference).toBe('SALON-2027-000123');
    expect(pending?.bank.iban).toBe('FR7630006000011234567890189');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(false);
  });

  it('opens on the transfer already awaited for the installment (spec §2 pending transfer)', () => {
    const { actor } = start(
      payInput({
        payment: payment({ status: 'pending_transfer' }),
        pendingTransfer: pendingTransfer(),
      }),
    );
    expect(actor.getSnapshot().value).toEqual({ transfer: 'pending' });
  });

  it('cancels a pending transfer after confirmation, then only a card payment is offered (spec §4 step 5)', async () => {
    const { actor, cancel, transfer } = start(
      payInput({
        payment: payment({ status: 'pending_transfer' }),
        pendingTransfer: pendingTransfer(),
      }),
    );
    actor.send({ type: 'CANCEL_TRANSFER' });
    expect(actor.getSnapshot().value).toEqual({ transfer: 'confirmingCancel' });
    actor.send({ type: 'KEEP_TRANSFER' });
    expect(actor.getSnapshot().value).toEqual({ transfer: 'pending' });
    actor.send({ type: 'CANCEL_TRANSFER' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settleIn(actor, 'transfer.canceled');
    expect(cancel.calls).toEqual([{ transfer_id: 'trf_1' }]);
    actor.send({ type: 'CHOOSE_TRANSFER' });
    expect(actor.getSnapshot().value).toEqual({ transfer: 'canceled' });
    expect(transfer.calls).toEqual([]);
    actor.send({ type: 'CHOOSE_CARD' });
    await settleIn(actor, 'card.redirecting');
  });

  it('keeps the transfer pending when it cannot be canceled', async () => {
    const { actor } = start(
      payInput({
        payment: payment({ status: 'pending_transfer' }),
        pendingTransfer: pendingTransfer(),
      }),
      {
        cancel: failingActor<PendingTransfer, { transfer_id: string }>(
          apiError(4220, 'error.business_rule'),
        ),
      },
    );
    actor.send({ type: 'CANCEL_TRANSFER' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settleIn(actor, 'transfer.pending');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.business_rule');
  });

  it('confirms a successful card payment on return and unlocks the features after the 1st installment (spec §4, §6)', async () => {
    const { actor, validate } = start({ mode: 'return', token: 'ret-token' });
    expect(actor.getSnapshot().value).toBe('validating');
    await settleIn(actor, 'confirmation.success');
    expect(validate.calls).toEqual([{ token: 'ret-token' }]);
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(true);
  });

  it("shows 'try again, contact the bank' when the card payment failed, and unlocks nothing (spec §8 payment unsuccessful)", async () => {
    const { actor } = start(
      { mode: 'return', token: 'ret-token' },
      {
        validate: fakeActor<Transaction, { token: string }>(() =>
          transaction({ status: 'failure' }),
        ),
      },
    );
    await settleIn(actor, 'confirmation.failure');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.payment_failed');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(false);
  });

  it('asks again for a pending card payment every 5 s, a few times (spec §2 payment-confirmation pending)', async () => {
    const { actor, clock, validate } = start(
      { mode: 'return', token: 'ret-token' },
      {
        validate: fakeActor<Transaction, { token: string }>(() =>
          transaction({ status: 'pending' }),
        ),
      },
    );
    await settleIn(actor, 'confirmation.pending');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(false);
    clock.increment(4999);
    expect(validate.calls).toHaveLength(1);
    clock.increment(1);
    await settleIn(actor, 'confirmation.pending');
    expect(validate.calls).toHaveLength(2);
    for (let check = 2; check <= MAX_PENDING_CHECKS; check += 1) {
      clock.increment(5000);
      await settleIn(actor, 'confirmation.pending');
    }
    expect(validate.calls).toHaveLength(MAX_PENDING_CHECKS + 1);
    clock.increment(60_000);
    expect(validate.calls).toHaveLength(MAX_PENDING_CHECKS + 1);
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'confirmation.pending');
    expect(validate.calls).toHaveLength(MAX_PENDING_CHECKS + 2);
  });

  it('a pending card payment that is then paid unlocks the features (spec §4, §6)', async () => {
    let status: Transaction['status'] = 'pending';
    const { actor, clock } = start(
      { mode: 'return', token: 'ret-token' },
      { validate: fakeActor<Transaction, { token: string }>(() => transaction({ status })) },
    );
    await settleIn(actor, 'confirmation.pending');
    status = 'success';
    clock.increment(5000);
    await settleIn(actor, 'confirmation.success');
    expect(actor.getSnapshot().context.featuresUnlocked).toBe(true);
  });

  it('lets the user retry when the transaction cannot be asked for', async () => {
    let attempts = 0;
    const { actor } = start(
      { mode: 'return', token: 'ret-token' },
      {
        validate: fakeActor<Transaction, { token: string }>(() => {
          attempts += 1;
          if (attempts === 1) throw apiError(5000, 'error.generic');
          return transaction();
        }),
      },
    );
    await settleIn(actor, 'validationFailed');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'confirmation.success');
  });

  it('shows the refusal of the blackout window when the API enforces it (ARCHITECTURE.md, code 4220)', async () => {
    const { actor } = start(payInput(), {
      card: failingActor<CardPaymentResponse, CardPaymentInput>(
        apiError(4220, 'error.business_rule'),
      ),
    });
    actor.send({ type: 'CHOOSE_CARD' });
    await settleIn(actor, 'choosing');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.business_rule');
  });

  it('shows the blackout notice when the API refuses the card payment in a window it knows of (spec §1, §9, code 4220)', async () => {
    const { actor } = start(payInput(), {
      card: failingActor<CardPaymentResponse, CardPaymentInput>(
        apiError(4220, 'notice.payment_blackout'),
      ),
    });
    actor.send({ type: 'CHOOSE_CARD' });
    await settleIn(actor, 'blackout');
    expect(actor.getSnapshot().context.feedback.formError).toBe('notice.payment_blackout');
  });
});
