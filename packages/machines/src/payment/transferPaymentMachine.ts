// Payment of an installment by bank transfer (spec §2 rebooking 'choice of card or bank transfer',
// payment-confirmation 'pending transfer'; spec §4 rebooking flow steps 4-5; spec §7
// transaction-update-transfer; docs/machines.md "Payment flows").
//
// One story: the transfer is offered (offered); asked for, it gives the bank details and the
// unique reference to write on the transfer (requesting). While it is awaited (awaiting) the
// exhibitor sends the proof of transfer, a PDF, PNG or JPEG file of at most 10 MB checked by its
// content (proof, checkingProof, uploadingProof, proofSent); the registration is validated once
// the proof and the payment are received (received). Until then the transfer can be canceled,
// after a confirmation (confirmingCancel, cancelling); the installment must then be paid by card
// (canceled: the screen opens the card payment). A pending transfer unlocks nothing (spec §4, §6).
import { assign, fromPromise, setup } from 'xstate';
import type { Ok, Payment, PendingTransfer } from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf } from '../shared/errorCode';
import { INPUT_ERRORS_KEY, feedbackFromError, noFeedback } from '../shared/form';
import type { FormFeedback } from '../shared/form';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';
import { installmentRequest } from './paymentShared';
import type { InstallmentInput } from './paymentShared';
import { inspectProof, proofMessages } from './proofFile';
import type { ProofFile, ProofProblem } from './proofFile';

export interface TransferPaymentInput extends InstallmentInput {
  /** The transfer already awaited for this installment, when there is one (GET /me/payments). */
  pendingTransfer?: PendingTransfer | null;
}

/** POST /transaction-update-transfer (spec §7): the body. */
export interface TransferRequest {
  payment_id: string;
  idempotency_key: string;
}

/** Sends the proof of a transfer (added call, spec §4 step 5). */
export interface ProofUpload {
  transfer_id: string;
  file: ProofFile;
}

export interface TransferPaymentContext {
  payment: Payment;
  idempotencyKey: string;
  /** The transfer: its bank details, reference and status. */
  transfer: PendingTransfer | null;
  /** The proof being checked or sent. */
  proof: ProofFile | null;
  /** The name of the proof the organiser has received. */
  sentProofName: string | null;
  feedback: FormFeedback;
}

export type TransferPaymentEvent =
  /** offered: ask for the bank details and the reference. */
  | { type: 'REQUEST' }
  /** awaiting: the file chosen as the proof of transfer (a new one replaces a sent one). */
  | { type: 'ATTACH_PROOF'; file: ProofFile }
  /** proofSent: send another file instead. */
  | { type: 'REPLACE_PROOF' }
  /** The transfer as the payments list now shows it (the screen sends it after a reload). */
  | { type: 'TRANSFER_UPDATED'; transfer: PendingTransfer }
  /** awaiting: ask to cancel; then confirm or keep. */
  | { type: 'CANCEL_TRANSFER' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP_TRANSFER' };

/** The proof being checked or sent: there is one in those states, by construction. */
function attachedProof(context: TransferPaymentContext): ProofFile {
  if (!context.proof) throw new Error('transferPayment: no proof attached');
  return context.proof;
}

/** The feedback under the proof field for a refused file. */
function proofFeedback(problem: ProofProblem): FormFeedback {
  return {
    fieldErrors: { proof: [proofMessages[problem]] },
    formError: INPUT_ERRORS_KEY,
    description: null,
  };
}

export const transferPaymentMachine = setup({
  types: {
    context: {} as TransferPaymentContext,
    events: {} as TransferPaymentEvent,
    input: {} as TransferPaymentInput,
  },
  actors: {
    /** POST /transaction-update-transfer (spec §7): the pending transfer, bank details, reference. */
    requestTransfer: fromPromise<PendingTransfer, TransferRequest>(provideMe('requestTransfer')),
    /** Reads the file's first bytes: what is wrong with it, or null (no call, no side effect). */
    inspectProof: fromPromise<ProofProblem | null, ProofFile>(({ input }) => inspectProof(input)),
    /** Sends the proof of transfer (added call, spec §4 step 5). */
    uploadProof: fromPromise<Ok, ProofUpload>(provideMe('uploadProof')),
    /** POST /transaction-cancel-transfer (added call, spec §4 step 5). */
    cancelTransfer: fromPromise<PendingTransfer, { transfer_id: string }>(
      provideMe('cancelTransfer'),
    ),
  },
  guards: {
    isAwaited: ({ context }) => context.transfer?.status === 'pending',
    isReceived: ({ context }) => context.transfer?.status === 'received',
    /** This installment's transfer was canceled: it is paid by card now (spec §4 step 5). */
    wasCanceled: ({ context }) => context.transfer?.status === 'canceled',
    receivedNow: ({ event }) =>
      event.type === 'TRANSFER_UPDATED' && event.transfer.status === 'received',
    isRefused: (_, problem: ProofProblem | null) => problem !== null,
  },
  actions: {
    clearFeedback: assign({ feedback: noFeedback }),
    showFailure: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    keepTransfer: assign((_, transfer: PendingTransfer) => ({ transfer })),
    keepUpdatedTransfer: assign(({ context, event }) =>
      event.type === 'TRANSFER_UPDATED'
        ? { transfer: event.transfer }
        : { transfer: context.transfer },
    ),
    takeProof: assign(({ event }) =>
      event.type === 'ATTACH_PROOF' ? { proof: event.file, feedback: noFeedback } : {},
    ),
    refuseProof: assign((_, problem: ProofProblem | null) => ({
      proof: null,
      feedback: problem ? proofFeedback(problem) : noFeedback,
    })),
    keepSentProof: assign(({ context }) => ({ sentProofName: context.proof?.name ?? null })),
    showUploadFailure: assign({
      proof: null,
      feedback: ({ event }) => feedbackFromError(errorOf(event)),
    }),
  },
}).createMachine({
  id: 'transferPayment',
  context: ({ input }) => ({
    payment: input.payment,
    idempotencyKey: input.idempotencyKey,
    transfer: input.pendingTransfer ?? null,
    proof: null,
    sentProofName: null,
    feedback: noFeedback,
  }),
  initial: 'offered',
  states: {
    /** 'Pay by bank transfer' (spec §2): the screen says what follows, the user asks for it. */
    offered: {
      always: [
        { guard: 'isAwaited', target: 'awaiting' },
        { guard: 'isReceived', target: 'received' },
        { guard: 'wasCanceled', target: 'canceled' },
      ],
      on: { REQUEST: { target: 'requesting', actions: 'clearFeedback' } },
    },
    requesting: {
      invoke: {
        id: 'requestTransfer',
        src: 'requestTransfer',
        input: ({ context }) => installmentRequest(context, 'transfer'),
        onDone: { target: 'awaiting', actions: { type: 'keepTransfer', params: actorOutput } },
        onError: { target: 'offered', actions: 'showFailure' },
      },
    },
    /**
     * The bank details and the reference, until the transfer is received (spec §4 step 5): the
     * proof of transfer is sent meanwhile.
     */
    awaiting: {
      initial: 'proof',
      on: {
        TRANSFER_UPDATED: {
          guard: 'receivedNow',
          target: 'received',
          actions: 'keepUpdatedTransfer',
        },
      },
      states: {
        /** Where a cancellation kept (or failed) comes back to: the step the user was at. */
        previous: { type: 'history' },
        /** The proof field: PDF, PNG or JPEG, at most 10 MB. */
        proof: {
          on: {
            ATTACH_PROOF: { target: 'checkingProof', actions: 'takeProof' },
            CANCEL_TRANSFER: {
              target: '#transferPayment.confirmingCancel',
              actions: 'clearFeedback',
            },
          },
        },
        checkingProof: {
          invoke: {
            id: 'inspectProof',
            src: 'inspectProof',
            input: ({ context }) => attachedProof(context),
            onDone: [
              {
                guard: { type: 'isRefused', params: actorOutput },
                target: 'proof',
                actions: { type: 'refuseProof', params: actorOutput },
              },
              { target: 'uploadingProof' },
            ],
            onError: { target: 'proof', actions: 'showUploadFailure' },
          },
        },
        uploadingProof: {
          invoke: {
            id: 'uploadProof',
            src: 'uploadProof',
            input: ({ context }) => ({
              transfer_id: context.transfer?.transfer_id ?? '',
              file: attachedProof(context),
            }),
            onDone: { target: 'proofSent', actions: 'keepSentProof' },
            onError: { target: 'proof', actions: 'showUploadFailure' },
          },
        },
        /** The organiser has the proof; the registration waits for the payment (spec §4 step 5). */
        proofSent: {
          on: {
            REPLACE_PROOF: { target: 'proof', actions: 'clearFeedback' },
            ATTACH_PROOF: { target: 'checkingProof', actions: 'takeProof' },
            CANCEL_TRANSFER: {
              target: '#transferPayment.confirmingCancel',
              actions: 'clearFeedback',
            },
          },
        },
      },
    },
    /** 'Cancel the transfer?': the installment would then be paid by card (spec §4 step 5). */
    confirmingCancel: {
      on: {
        CONFIRM_CANCEL: 'cancelling',
        KEEP_TRANSFER: '#transferPayment.awaiting.previous',
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelTransfer',
        src: 'cancelTransfer',
        input: ({ context }) => ({ transfer_id: context.transfer?.transfer_id ?? '' }),
        onDone: { target: 'canceled', actions: { type: 'keepTransfer', params: actorOutput } },
        onError: { target: '#transferPayment.awaiting.previous', actions: 'showFailure' },
      },
    },
    /** Canceled: the installment must now be paid by card; the screen opens the card payment. */
    canceled: { type: 'final' },
    /** The transfer and its proof are received: the registration is validated (spec §4 step 5). */
    received: { type: 'final' },
  },
});

/** Every state of the bank-transfer screens, for the portal's stories (docs/machines.md). */
export const transferPaymentStates = stateValuesOf(transferPaymentMachine);
