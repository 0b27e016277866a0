import { transferPaymentMachine, type TransferPaymentContext } from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playAll, showsText } from '../../../kit/testing/plays';
import { inputErrors } from '../../../kit/testing/feedback';
import { contextAt } from '../../../kit/testing/machineStory';
import { screenStory } from '../../../kit/testing/screenStory';
import type { StatePath } from '../../../kit/machineState';
import { withPortal } from '../../../kit/testing/withPortal';
import { TransferPendingView } from './TransferPendingView';
import { firstInstallment, idempotencyKey, pendingTransfer } from './storyFixtures';

type Lang = 'fr' | 'en';
type State = StatePath<typeof transferPaymentMachine>;

const send = fn();
const input = { payment: firstInstallment, idempotencyKey, pendingTransfer };

/**
 * payment-confirmation/pending-transfer/{reference} (spec §2, §4 step 5): bank details, the
 * reference to quote, the proof of transfer (PDF, PNG or JPEG, 10 MB at most, checked by content),
 * the cancellation then the card payment.
 */
const meta = {
  title: 'Portal/Screens/Commercial/Pending transfer',
  component: TransferPendingView,
  decorators: [withPortal],
  args: {
    state: 'awaiting.proof',
    context: contextAt(transferPaymentMachine, 'awaiting.proof', { input }),
    send,
    payByCard: <p>Paiement par carte du 1er acompte</p>,
  },
} satisfies Meta<typeof TransferPendingView>;

export default meta;
type Story = StoryObj<typeof meta>;

function story(
  state: State,
  lang: Lang,
  patch: Partial<TransferPaymentContext> = {},
  play?: Story['play'],
): Story {
  return screenStory<Story>(lang, {
    args: {
      state,
      context: contextAt(transferPaymentMachine, state, { input, context: patch }),
    },
    machine: { id: 'transferPayment', state },
    route: `/${lang}/pro/payment-confirmation/pending-transfer/${pendingTransfer.reference}`,
    play,
  });
}

const refused = (key: string): Partial<TransferPaymentContext> => ({
  feedback: inputErrors({ proof: [key] }),
});

/** The bank details and the reference; the proof is asked for. */
export const Awaiting = story('awaiting.proof', 'fr', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Virement en attente' }),
  ).toBeVisible();
  await expect(canvas.getByText('VIR-2026-K7P3M2QX')).toBeVisible();
  await expect(canvas.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible();
  // The SEPA QR code beside the details, named for what it does (docs/payments.md).
  await expect(
    canvas.getByRole('img', {
      name: /^QR code pour payer 4\s368,96\s€ par virement, référence VIR-2026-K7P3M2QX$/,
    }),
  ).toBeVisible();
  await expect(
    canvas.getByRole('button', { name: 'Choisir le justificatif' }),
  ).toHaveAccessibleDescription('Fichier PDF, PNG ou JPEG, 10 Mo au maximum.');
});
export const AwaitingEnglish = story('awaiting.proof', 'en', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: 'Bank details' })).toBeVisible();
  await expect(
    canvas.getByRole('img', {
      name: 'QR code to pay €4,368.96 by bank transfer, reference VIR-2026-K7P3M2QX',
    }),
  ).toBeVisible();
});

/** A renamed file that is not a PDF, PNG or JPEG: refused by its content. */
export const WrongFileType = story(
  'awaiting.proof',
  'fr',
  refused('validation.proof_type'),
  async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choisir le justificatif' });
    await expect(button).toHaveAccessibleDescription(
      /Le justificatif doit être un fichier PDF, PNG ou JPEG/,
    );
  },
);
export const WrongFileTypeEnglish = story('awaiting.proof', 'en', refused('validation.proof_type'));

/** A PDF with active content, or a file that is also a web page: refused by the API. */
export const ActiveContentProof = story(
  'awaiting.proof',
  'fr',
  refused('validation.proof_active_content'),
  showsText(/Ce fichier contient du contenu actif/),
);
export const ActiveContentProofEnglish = story(
  'awaiting.proof',
  'en',
  refused('validation.proof_active_content'),
  showsText(/This file contains active content/),
);

/** The company's proofs over their total (docs/security.md "Proofs of transfer"). */
export const ProofQuota = story('awaiting.proof', 'fr', refused('validation.proof_quota'));
export const ProofQuotaEnglish = story(
  'awaiting.proof',
  'en',
  refused('validation.proof_quota'),
  showsText(/Your proofs of transfer exceed 50 MB in total/),
);

/** A proof over 10 MB. */
export const OversizedProof = story(
  'awaiting.proof',
  'fr',
  refused('validation.proof_too_large'),
  showsText('Le justificatif ne doit pas dépasser 10 Mo'),
);
export const OversizedProofEnglish = story(
  'awaiting.proof',
  'en',
  refused('validation.proof_too_large'),
);

export const CheckingProof = story('awaiting.checkingProof', 'fr');
export const CheckingProofEnglish = story('awaiting.checkingProof', 'en');
export const UploadingProof = story(
  'awaiting.uploadingProof',
  'fr',
  {},
  showsText('Envoi du justificatif…'),
);
export const UploadingProofEnglish = story('awaiting.uploadingProof', 'en');

/** The organiser has the proof; the registration waits for the payment (spec §4 step 5). */
export const ProofSent = story(
  'awaiting.proofSent',
  'fr',
  { sentProofName: 'virement-janvier.pdf' },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Justificatif reçu : virement-janvier\.pdf/)).toBeVisible();
    send.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler le virement' }));
    await expect(send).toHaveBeenCalledWith({ type: 'CANCEL_TRANSFER' });
  },
);
export const ProofSentEnglish = story('awaiting.proofSent', 'en', {
  sentProofName: 'transfer-january.pdf',
});

/** 'Cancel the transfer?': the installment would then be paid by card. */
export const ConfirmingCancel = story('confirmingCancel', 'fr', {}, async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  await expect(dialog).toHaveTextContent(
    'Votre échéance devra alors être réglée par carte bancaire.',
  );
  send.mockClear();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler le virement' }));
  await expect(send).toHaveBeenCalledWith({ type: 'CONFIRM_CANCEL' });
});
export const ConfirmingCancelEnglish = story('confirmingCancel', 'en');
export const Cancelling = story('cancelling', 'fr');
export const CancellingEnglish = story('cancelling', 'en');

const canceledTransfer = { transfer: { ...pendingTransfer, status: 'canceled' as const } };

/** Canceled: the installment is paid by card now (spec §4 step 5). */
export const Canceled = story(
  'canceled',
  'fr',
  canceledTransfer,
  playAll(
    showsText('Votre virement a été annulé. Vous pouvez régler votre acompte par carte.'),
    showsText('Paiement par carte du 1er acompte'),
  ),
);
export const CanceledEnglish = story('canceled', 'en', canceledTransfer);

const receivedTransfer = { transfer: { ...pendingTransfer, status: 'received' as const } };

/** The sales team received the transfer: paid. */
export const Received = story('received', 'fr', receivedTransfer);
export const ReceivedEnglish = story('received', 'en', receivedTransfer);
