import type { ActivePaymentBlackout, Payment } from '@salon/domain';
import {
  cardPaymentMachine,
  snapshotAt,
  transferPaymentMachine,
  type CardPaymentContext,
  type TransferPaymentContext,
} from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsAlert, showsStatus, showsText } from '../../../kit/testing/plays';
import type { StatePath } from '../../../kit/machineState';
import { withPortal } from '../../../kit/testing/withPortal';
import { PayInstallmentView, type PaymentMethodChoice } from './PayInstallmentView';
import {
  blackoutNow,
  firstInstallment,
  idempotencyKey,
  inForceNotice,
  paidInstallment,
  processingInstallment,
  storyNow,
  transferInstallment,
  upcomingNotice,
} from './storyFixtures';

type Lang = 'fr' | 'en';
type CardState = StatePath<typeof cardPaymentMachine>;
type TransferState = StatePath<typeof transferPaymentMachine>;

interface Setup {
  card?: CardState;
  transfer?: TransferState;
  installment?: Payment;
  notice?: ActivePaymentBlackout | null;
  method?: PaymentMethodChoice;
  cardContext?: Partial<CardPaymentContext>;
  transferContext?: Partial<TransferPaymentContext>;
}

const sendCard = fn();
const sendTransfer = fn();

/** A story of the component at a card state and a transfer state, in one language. */
function story(lang: Lang, setup: Setup, play?: Story['play']): Story {
  const installment = setup.installment ?? firstInstallment;
  const card = setup.card ?? 'ready';
  const transfer = setup.transfer ?? 'offered';
  const now = (card === 'blackout' ? blackoutNow : storyNow).getTime();
  return {
    args: {
      installment,
      notice: setup.notice ?? (card === 'blackout' ? inForceNotice : null),
      method: setup.method,
      card: {
        state: card,
        context: snapshotAt(cardPaymentMachine, card, {
          input: { mode: 'pay', payment: installment, idempotencyKey, now },
          context: setup.cardContext,
        }).context,
        send: sendCard,
      },
      transfer: {
        state: transfer,
        context: snapshotAt(transferPaymentMachine, transfer, {
          input: { payment: installment, idempotencyKey },
          context: setup.transferContext,
        }).context,
        send: sendTransfer,
      },
      lang,
    },
    globals: { locale: lang },
    parameters: {
      machine: [
        { id: 'cardPayment', state: card },
        { id: 'transferPayment', state: transfer },
      ],
      route: `/${lang}/pro/rebooking`,
    },
    play,
  };
}

/**
 * Pays one installment (spec §2 rebooking, §4 steps 4-5): amount and deadline, the blackout notice
 * before the choice (spec §1, §9), then card (redirect to the provider) or bank transfer (bank
 * details and reference on the confirmation page).
 */
const meta = {
  title: 'Portal/Screens/Commercial/Pay an installment',
  component: PayInstallmentView,
  decorators: [withPortal],
} satisfies Meta<typeof PayInstallmentView>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = (
  text: Record<Lang, { radio: string; pay: string; error: string; submit: RegExp }>,
  lang: Lang,
) =>
  (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = text[lang];
    sendCard.mockClear();
    // Nothing chosen: the group says so, nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(t.error)).toBeVisible();
    await expect(sendCard).not.toHaveBeenCalled();
    // The method's name, then its help: read as two phrases (a space between them).
    const radio = canvas.getByRole('radio', { name: new RegExp(t.radio) });
    await expect(radio).toHaveAccessibleName(new RegExp(`^${t.radio} \\S`));
    await userEvent.click(radio);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.pay) }));
    await expect(sendCard).toHaveBeenCalledWith({ type: 'PAY' });
  }) satisfies Story['play'];

const cardTexts = {
  fr: {
    radio: 'Carte bancaire',
    pay: 'par carte',
    error: 'Choisissez un mode de paiement',
    submit: /^Payer 4\s368,96\s€$/,
  },
  en: {
    radio: 'Credit card',
    pay: 'by card',
    error: 'Choose a payment method',
    submit: /^Pay €4,368\.96$/,
  },
};

/** The choice: card or transfer; paying without a choice says what is missing. */
export const Choice = story('fr', {}, async (context) => {
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Paiement : 1er acompte' })).toBeVisible();
  await expect(canvas.getByText('3 février 2026')).toBeVisible();
  await choose(cardTexts, 'fr')(context);
});
export const ChoiceEnglish = story('en', {}, async (context) => {
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Payment: 1st installment' })).toBeVisible();
  await choose(cardTexts, 'en')(context);
});

const transferPlay =
  (radio: string, pay: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sendTransfer.mockClear();
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(radio) }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(pay) }));
    await expect(sendTransfer).toHaveBeenCalledWith({ type: 'REQUEST' });
  };

/** The balance, paid by transfer: the transfer machine is asked for the bank details. */
export const BalanceByTransfer = story(
  'fr',
  { installment: { ...firstInstallment, kind: 'solde' } },
  transferPlay('Virement bancaire', 'par virement'),
);
export const BalanceByTransferEnglish = story(
  'en',
  { installment: { ...firstInstallment, kind: 'solde' } },
  transferPlay('Bank transfer', 'by bank transfer'),
);

const cardOnlyPlay =
  (notice: string, pay: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sendCard.mockClear();
    await expect(canvas.getByText(new RegExp(`^${notice}`))).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: pay }));
    await expect(sendCard).toHaveBeenCalledWith({ type: 'PAY' });
  };

/** Its transfer was cancelled: the card only, no choice (spec §4 rebooking flow 5). */
export const CardOnlyAfterCanceledTransfer = story(
  'fr',
  { installment: { ...firstInstallment, transfer_canceled: true } },
  cardOnlyPlay('Le virement de cette échéance a été annulé', /par carte/),
);
export const CardOnlyAfterCanceledTransferEnglish = story(
  'en',
  { installment: { ...firstInstallment, transfer_canceled: true } },
  cardOnlyPlay('The bank transfer for this installment was canceled', /by card/),
);

const blackoutPlay =
  (notice: string, unavailable: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(notice)).toBeVisible();
    await expect(canvas.getAllByRole('radio')[0]).toBeDisabled();
    await expect(canvas.getByText(unavailable)).toBeVisible();
  };

/** In the blackout window (spec §1, §9): the notice first; the card is refused, transfer offered. */
export const Blackout = story(
  'fr',
  { card: 'blackout' },
  blackoutPlay(
    'Les paiements en ligne sont indisponibles du 28 décembre 2024 au 1 janvier 2025.',
    'Le paiement en ligne par carte est indisponible pendant cette période.',
  ),
);
export const BlackoutEnglish = story(
  'en',
  { card: 'blackout' },
  blackoutPlay(
    'Online payments are unavailable from 28 December 2024 to 1 January 2025.',
    'Online card payment is unavailable during this period.',
  ),
);

/** The window is near: the notice announces it, the card is still offered. */
export const UpcomingBlackout = story(
  'fr',
  { notice: upcomingNotice },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paiement en ligne bientôt indisponible')).toBeVisible();
    await expect(canvas.getAllByRole('radio')[0]).toBeEnabled();
  },
);
export const UpcomingBlackoutEnglish = story('en', { notice: upcomingNotice });

const pendingPlay =
  (name: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    // A pending button keeps its name for screen readers and refuses a second press.
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button.textContent ?? '').toMatch(name);
  };

/** The card payment is being created (a second click does nothing: one idempotency key). */
export const Creating = story('fr', { card: 'creating', method: 'card' }, pendingPlay(/par carte/));
export const CreatingEnglish = story(
  'en',
  { card: 'creating', method: 'card' },
  pendingPlay(/by card/),
);

/** The browser is on its way to the provider's page. */
export const Redirecting = story(
  'fr',
  { card: 'redirecting' },
  showsStatus('Redirection vers la page de paiement sécurisée…'),
);
export const RedirectingEnglish = story('en', { card: 'redirecting' });

/** The transfer is being asked for. */
export const Requesting = story(
  'fr',
  { transfer: 'requesting', method: 'transfer' },
  pendingPlay(/par virement/),
);
export const RequestingEnglish = story(
  'en',
  { transfer: 'requesting', method: 'transfer' },
  pendingPlay(/by bank transfer/),
);

const failure = {
  feedback: { fieldErrors: {}, formError: 'error.generic', description: null },
} as const;

/** The card payment could not start: the banner says so, the choice stays. */
export const CardFailed = story(
  'fr',
  { method: 'card', cardContext: failure },
  showsAlert('Une erreur est survenue. Veuillez réessayer plus tard.'),
);
export const CardFailedEnglish = story('en', { method: 'card', cardContext: failure });

/** An installment whose transfer is awaited: a link to its bank details and proof. */
export const TransferAwaited = story(
  'fr',
  { installment: transferInstallment },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/VIR-2026-K7P3M2QX/)).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Voir les coordonnées bancaires et envoyer le justificatif',
      }),
    ).toHaveAttribute('href', '/fr/pro/payment-confirmation/pending-transfer/VIR-2026-K7P3M2QX');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
);
export const TransferAwaitedEnglish = story('en', { installment: transferInstallment });

/** A paid installment, and one whose card payment is being processed: no button. */
export const Paid = story(
  'fr',
  { installment: paidInstallment },
  showsText('Cette échéance est payée. Merci !'),
);
export const PaidEnglish = story('en', { installment: paidInstallment });
export const Processing = story('fr', { installment: processingInstallment });
export const ProcessingEnglish = story('en', { installment: processingInstallment });
