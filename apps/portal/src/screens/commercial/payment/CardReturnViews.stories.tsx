import { cardPaymentMachine, snapshotAt } from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { linksTo, playAll, showsStatus, showsText, showsTitle } from '../../../kit/testing/plays';
import { withPortal } from '../../../kit/testing/withPortal';
import {
  CardOutcomeView,
  PaymentValidationView,
  RetryLoading,
  type CardOutcome,
} from './CardReturnViews';
import { PayInstallmentView } from './PayInstallmentView';
import { cardTransaction, firstInstallment, idempotencyKey, storyNow } from './storyFixtures';
import { transferPaymentMachine } from '@salon/machines';

type Lang = 'fr' | 'en';
const reference = cardTransaction('success').reference;

const meta = {
  title: 'Portal/Screens/Commercial/Card payment return',
  component: CardOutcomeView,
  decorators: [withPortal],
  args: { outcome: 'success', reference },
} satisfies Meta<typeof CardOutcomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = fn();

function validation(state: 'validating' | 'validationFailed', lang: Lang): Story {
  const context = snapshotAt(cardPaymentMachine, state, {
    input: { mode: 'return', token: 'tok_story' },
    context:
      state === 'validationFailed'
        ? { feedback: { fieldErrors: {}, formError: 'error.generic', description: null } }
        : {},
  }).context;
  return {
    render: () => <PaymentValidationView state={state} context={context} send={send} />,
    globals: { locale: lang },
    parameters: {
      machine: { id: 'cardPayment', state },
      route: `/${lang}/pro/payment-validation/tok_story`,
    },
  };
}

/** Back from the provider: the transaction is asked for (POST /transaction-update). */
export const Validating = {
  ...validation('validating', 'fr'),
  play: showsStatus('Nous vérifions votre paiement auprès de notre prestataire…'),
} satisfies Story;
export const ValidatingEnglish = validation('validating', 'en');

/** The transaction could not be asked for: retry. */
export const ValidationFailed = {
  ...validation('validationFailed', 'fr'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nous n’avons pas pu vérifier votre paiement/)).toBeVisible();
    send.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  },
} satisfies Story;
export const ValidationFailedEnglish = validation('validationFailed', 'en');

const states = {
  success: 'confirmation.success',
  failure: 'confirmation.failure',
  pending: 'confirmation.pending',
} as const;

function outcome(kind: CardOutcome, lang: Lang, extra: Partial<Story['args']> = {}): Story {
  return {
    args: { outcome: kind, reference, ...extra },
    globals: { locale: lang },
    parameters: {
      machine: { id: 'cardPayment', state: states[kind] },
      route: `/${lang}/pro/payment-confirmation/${kind}/${reference}`,
    },
  };
}

/** payment-confirmation/success: the payment is received (spec §2). */
export const Success = {
  ...outcome('success', 'fr'),
  play: playAll(
    showsTitle('Paiement confirmé'),
    showsText('Votre paiement a bien été reçu. Merci !'),
    linksTo('Voir mes factures', '/fr/pro/invoices'),
  ),
} satisfies Story;
export const SuccessEnglish = {
  ...outcome('success', 'en'),
  play: showsText('Reference: CB-2026-R4T8W2NZ'),
} satisfies Story;

const retryCard = snapshotAt(cardPaymentMachine, 'ready', {
  input: { mode: 'pay', payment: firstInstallment, idempotencyKey, now: storyNow.getTime() },
}).context;
const retryTransfer = snapshotAt(transferPaymentMachine, 'offered', {
  input: { payment: firstInstallment, idempotencyKey },
}).context;

/** payment-confirmation/failure: 'Payment unsuccessful' (spec §8) and the payment offered again. */
export const Failure = {
  ...outcome('failure', 'fr', {
    retry: (
      <PayInstallmentView
        installment={firstInstallment}
        notice={null}
        card={{ state: 'ready', context: retryCard, send }}
        transfer={{ state: 'offered', context: retryTransfer, send }}
        lang="fr"
      />
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Votre paiement n’a pas abouti. Veuillez réessayer ou contacter votre banque.',
    );
    await expect(canvas.getByRole('radio', { name: /Carte bancaire/ })).toBeVisible();
  },
} satisfies Story;
export const FailureEnglish = {
  ...outcome('failure', 'en'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment unsuccessful',
    );
    await expect(
      canvas.getByText('You can pay this installment again from your invoices.'),
    ).toBeVisible();
  },
} satisfies Story;

/**
 * payment-confirmation/failure/{reference}?echeance=…, reloaded: the installment's state is read
 * from the server before the retry is offered again (docs/payments.md).
 */
export const FailureReloaded = {
  ...outcome('failure', 'fr', { retry: <RetryLoading /> }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Votre paiement n’a pas abouti. Veuillez réessayer ou contacter votre banque.',
    );
    await expect(canvas.getByText('Chargement de votre échéance…')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Voir mes factures' })).toBeNull();
  },
} satisfies Story;
export const FailureReloadedEnglish = {
  ...outcome('failure', 'en', { retry: <RetryLoading /> }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment unsuccessful',
    );
    await expect(canvas.getByText('Loading your installment…')).toBeVisible();
  },
} satisfies Story;

/** payment-confirmation/pending: the provider has not confirmed yet; ask again. */
export const Pending = {
  ...outcome('pending', 'fr', { checkAgainHref: '/fr/pro/payment-validation/tok_story' }),
  play: linksTo('Vérifier à nouveau', '/fr/pro/payment-validation/tok_story'),
} satisfies Story;
export const PendingEnglish = outcome('pending', 'en', {
  checkAgainHref: '/en/pro/payment-validation/tok_story',
});
