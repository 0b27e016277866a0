import { describe, expect, it } from 'vitest';
import type { Ok, PendingTransfer } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { payment, pendingTransfer } from '../testing/samples';
import {
  transferPaymentMachine,
  transferPaymentStates,
  type ProofUpload,
  type TransferPaymentInput,
  type TransferRequest,
} from './transferPaymentMachine';
import { MAX_PROOF_BYTES, type ProofFile } from './proofFile';

const KEY = 'k3y-0123456789abcdef';
const pdf = new Blob([new TextEncoder().encode('%PDF-1.7 proof of transfer')]);
const proofPdf = Object.assign(pdf, { name: 'virement.pdf' });
const renamedText = Object.assign(new Blob(['not a pdf at all']), { name: 'virement.pdf' });

function input(overrides: Partial<TransferPaymentInput> = {}): TransferPaymentInput {
  return { payment: payment(), idempotencyKey: KEY, ...overrides };
}

const awaited = () =>
  input({ payment: payment({ status: 'pending_transfer' }), pendingTransfer: pendingTransfer() });

interface Fakes {
  transfer?: ReturnType<typeof fakeActor<PendingTransfer, TransferRequest>>;
  upload?: ReturnType<typeof fakeActor<Ok, ProofUpload>>;
  cancel?: ReturnType<typeof fakeActor<PendingTransfer, { transfer_id: string }>>;
}

function start(machineInput: TransferPaymentInput = input(), fakes: Fakes = {}) {
  const transfer =
    fakes.transfer ?? fakeActor<PendingTransfer, TransferRequest>(() => pendingTransfer());
  const upload = fakes.upload ?? fakeActor<Ok, ProofUpload>(() => ({ success: true }));
  const cancel =
    fakes.cancel ??
    fakeActor<PendingTransfer, { transfer_id: string }>(() =>
      pendingTransfer({ status: 'canceled' }),
    );
  const { actor } = startWithFakes(
    transferPaymentMachine,
    { requestTransfer: transfer, uploadProof: upload, cancelTransfer: cancel },
    machineInput,
  );
  return { actor, transfer, upload, cancel };
}

/** Attaches `file` as the proof of an awaited transfer: it is refused with `message`, unsent. */
async function expectProofRefused(file: ProofFile, message: string) {
  const { actor, upload } = start(awaited());
  actor.send({ type: 'ATTACH_PROOF', file });
  await settleIn(actor, 'awaiting.proof');
  expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({ proof: [message] });
  expect(upload.calls).toEqual([]);
}

describe('bank-transfer payment machine (spec §4 rebooking flow steps 4-5, §7)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(transferPaymentMachine, {
      input: input(),
      events: [
        done('requestTransfer', pendingTransfer()),
        { type: 'ATTACH_PROOF', file: proofPdf },
        done('inspectProof', null),
        done('inspectProof', 'unsupportedType'),
        done('uploadProof', { success: true }),
        failed('uploadProof', apiError(5000, 'error.generic')),
        done('cancelTransfer', pendingTransfer({ status: 'canceled' })),
        { type: 'TRANSFER_UPDATED', transfer: pendingTransfer({ status: 'received' }) },
      ],
    });
    expect(reached).toEqual(sorted(transferPaymentStates));
  });

  it('gives the bank details and the reference, asked for with its own idempotency key (spec §4 step 5, docs/api.md "Idempotency")', async () => {
    const { actor, transfer } = start();
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'REQUEST' }); // a double click sends nothing more
    await settleIn(actor, 'awaiting.proof');
    expect(transfer.calls).toEqual([{ payment_id: 'pay_1', idempotency_key: `${KEY}_transfer` }]);
    const pending = actor.getSnapshot().context.transfer;
    expect(pending?.reference).toBe('SALON-2027-000123');
    expect(pending?.bank.iban).toBe('FR7630006000011234567890189');
  });

  it('offers the transfer again with the failure when it cannot be asked for (spec §8)', async () => {
    const { actor } = start(input(), {
      transfer: failingActor<PendingTransfer, TransferRequest>(
        apiError(4220, 'error.business_rule'),
      ),
    });
    actor.send({ type: 'REQUEST' });
    await settleIn(actor, 'offered');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.business_rule');
  });

  it('opens on the transfer already awaited for the installment (spec §2 pending transfer)', () => {
    const { actor, transfer } = start(awaited());
    expect(actor.getSnapshot().value).toEqual({ awaiting: 'proof' });
    expect(transfer.calls).toEqual([]);
  });

  it('sends a PDF proof of transfer recognised by its content (spec §4 step 5)', async () => {
    const { actor, upload } = start(awaited());
    actor.send({ type: 'ATTACH_PROOF', file: proofPdf });
    await settleIn(actor, 'awaiting.proofSent');
    expect(upload.calls).toEqual([{ transfer_id: 'trf_1', file: proofPdf }]);
    expect(actor.getSnapshot().context.sentProofName).toBe('virement.pdf');
  });

  it('refuses a file whose content is not a PDF, PNG or JPEG, whatever its name, and sends nothing (spec §4 step 5)', async () => {
    await expectProofRefused(renamedText, 'validation.proof_type');
  });

  it('refuses a proof over 10 MB without reading it', async () => {
    const huge = {
      name: 'scan.pdf',
      size: MAX_PROOF_BYTES + 1,
      slice: () => {
        throw new Error('a file over the limit is not read');
      },
    };
    await expectProofRefused(huge, 'validation.proof_too_large');
  });

  it('keeps the proof field with the failure when the upload fails (spec §8)', async () => {
    const { actor } = start(awaited(), {
      upload: failingActor<Ok, ProofUpload>(apiError(5000, 'error.generic')),
    });
    actor.send({ type: 'ATTACH_PROOF', file: proofPdf });
    await settleIn(actor, 'awaiting.proof');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.generic');
    expect(actor.getSnapshot().context.sentProofName).toBeNull();
  });

  it('validates the registration once the transfer is received (spec §4 step 5)', async () => {
    const { actor } = start(awaited());
    actor.send({ type: 'TRANSFER_UPDATED', transfer: pendingTransfer() });
    expect(actor.getSnapshot().value).toEqual({ awaiting: 'proof' });
    actor.send({ type: 'TRANSFER_UPDATED', transfer: pendingTransfer({ status: 'received' }) });
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancels a pending transfer after confirmation; the installment is then paid by card (spec §4 step 5)', async () => {
    const { actor, cancel } = start(awaited());
    actor.send({ type: 'ATTACH_PROOF', file: proofPdf });
    await settleIn(actor, 'awaiting.proofSent');
    actor.send({ type: 'CANCEL_TRANSFER' });
    expect(actor.getSnapshot().value).toBe('confirmingCancel');
    actor.send({ type: 'KEEP_TRANSFER' });
    expect(actor.getSnapshot().value).toEqual({ awaiting: 'proofSent' });
    actor.send({ type: 'CANCEL_TRANSFER' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settleIn(actor, 'canceled');
    expect(cancel.calls).toEqual([{ transfer_id: 'trf_1' }]);
    expect(actor.getSnapshot().context.transfer?.status).toBe('canceled');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers no new transfer for an installment whose transfer was canceled: it is paid by card (spec §4 step 5)', () => {
    const { actor, transfer } = start(
      input({ pendingTransfer: pendingTransfer({ status: 'canceled' }) }),
    );
    expect(actor.getSnapshot().value).toBe('canceled');
    actor.send({ type: 'REQUEST' });
    expect(transfer.calls).toEqual([]);
  });

  it('keeps the transfer awaited when it cannot be canceled (spec §8 4220)', async () => {
    const { actor } = start(awaited(), {
      cancel: failingActor<PendingTransfer, { transfer_id: string }>(
        apiError(4220, 'error.business_rule'),
      ),
    });
    actor.send({ type: 'CANCEL_TRANSFER' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settleIn(actor, 'awaiting.proof');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.business_rule');
  });
});
