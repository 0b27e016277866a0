// The payment step's stories show the payment family's view of `PayInstallment` at its first
// state (card ready, transfer offered): the container runs the real one (RebookingScreen).
import type { Payment, PaymentMethod } from '@salon/domain';
import { cardPaymentMachine, snapshotAt, transferPaymentMachine } from '@salon/machines';
import { fn } from 'storybook/test';
import { withPortal } from '../../../kit/testing/withPortal';
import { PayInstallmentView } from '../payment/PayInstallmentView';
import { RebookingView } from './RebookingView';
import {
  loadRebookingParts,
  stateStory,
  storyNow,
  viewArgs,
  type RebookingState,
} from './storyFixtures';

interface PayProps {
  opportunityId: string;
  installment: Payment;
  method?: PaymentMethod;
}

const idempotencyKey = 'story_rebooking_0123456789';

export function storyPayInstallment(lang: 'fr' | 'en') {
  function StoryPayInstallment({ installment, method }: PayProps) {
    return (
      <PayInstallmentView
        installment={installment}
        method={method}
        notice={null}
        headingLevel={3}
        lang={lang}
        card={{
          state: 'ready',
          context: snapshotAt(cardPaymentMachine, 'ready', {
            input: { mode: 'pay', payment: installment, idempotencyKey, now: storyNow.getTime() },
          }).context,
          send: fn(),
        }}
        transfer={{
          state: 'offered',
          context: snapshotAt(transferPaymentMachine, 'offered', {
            input: { payment: installment, idempotencyKey },
          }).context,
          send: fn(),
        }}
      />
    );
  }
  return (props: PayProps) => <StoryPayInstallment {...props} />;
}

/** The args of a rebooking stories' meta: the view at `state`, in French, with its payment step. */
export function metaArgs(state: RebookingState) {
  return {
    ...viewArgs,
    payInstallment: storyPayInstallment('fr'),
    send: fn(),
    ...stateStory(state, 'fr').args,
  };
}

/**
 * What the metas of the quote's stories share: the view in the portal's frame, the flow's parts
 * loaded before it renders, and its args at `state`.
 */
export function quoteMeta(state: RebookingState) {
  return {
    component: RebookingView,
    decorators: [withPortal],
    loaders: [loadRebookingParts],
    args: metaArgs(state),
  };
}
