import { describe, expect, it } from 'vitest';
import { PENDING_REVIEW_STAGE } from '@salon/domain';
import type { RebookingOpportunities, RebookingQuote, RebookingQuoteUpdate } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { opportunity, rebookingQuote } from '../testing/samples';
import {
  rebookingMachine,
  rebookingStates,
  type RebookingInput,
  type RebookingUpdateAnswer,
} from './rebookingMachine';

const toValidate = opportunity();
const paid = opportunity({ id: 'opp_2', etape: 'Acompte perçu', etape_offre: 'Acompte perçu' });
const lists: RebookingOpportunities = {
  rebookingOpportunities: [toValidate],
  progressOpportunities: [paid],
};

/** The API's answer to an update: the opportunity at its new stage, one version later. */
function updated(request: RebookingQuoteUpdate): RebookingUpdateAnswer {
  return {
    success: true,
    opportunity: opportunity({
      etape: request.etape,
      etape_offre: request.etape_offre,
      comment_rbkg: request.comment_rbkg || null,
      surface_rbkg: request.surface_rbkg,
      angles_rbkg: request.angles_rbkg,
      account_rbkg: request.account_rbkg,
      version: (request.version ?? 0) + 1,
    }),
  };
}

interface Fakes {
  list?: ReturnType<typeof fakeActor<RebookingOpportunities, void>>;
  quote?: ReturnType<typeof fakeActor<RebookingQuote, { id: string }>>;
  update?: ReturnType<typeof fakeActor<RebookingUpdateAnswer, RebookingQuoteUpdate>>;
}

function start(input: RebookingInput = {}, fakes: Fakes = {}) {
  const list = fakes.list ?? fakeActor<RebookingOpportunities, void>(() => lists);
  const quote =
    fakes.quote ??
    fakeActor<RebookingQuote, { id: string }>(({ id }) =>
      id === 'opp_2'
        ? rebookingQuote({ id: 'opp_2', etape: 'Acompte perçu', etape_offre: 'Acompte perçu' })
        : rebookingQuote(),
    );
  const update = fakes.update ?? fakeActor<RebookingUpdateAnswer, RebookingQuoteUpdate>(updated);
  const { actor } = startWithFakes(
    rebookingMachine,
    { loadOpportunities: list, loadQuote: quote, updateQuote: update },
    input,
  );
  return { actor, list, quote, update };
}

type Actor = ReturnType<typeof start>['actor'];

async function openQuote(fakes: Fakes = {}) {
  const started = start({ opportunityId: 'opp_1' }, fakes);
  await settleIn(started.actor, 'quote.viewing');
  return started;
}

async function requestChange(actor: Actor) {
  actor.send({ type: 'REQUEST_CHANGE' });
  actor.send({ type: 'EDIT_ADJUSTMENT', patch: { surface_rbkg: true, comment_rbkg: '30 m²' } });
  actor.send({ type: 'SUBMIT' });
}

describe('rebooking machine (spec §4 Rebooking flow)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const quote = rebookingQuote();
    const reached = reachableStates(rebookingMachine, {
      input: {},
      events: [
        done('loadOpportunities', lists),
        failed('loadOpportunities', apiError(5000, 'error.generic')),
        { type: 'SELECT', id: 'opp_1' },
        done('loadQuote', quote),
        done('loadQuote', rebookingQuote({ etape: PENDING_REVIEW_STAGE })),
        done('loadQuote', rebookingQuote({ etape: 'DP Signée', etape_offre: 'DP Signée' })),
        failed('loadQuote', apiError(4040, 'error.not_found')),
        { type: 'EDIT_ADJUSTMENT', patch: { angles_rbkg: true } },
        { type: 'EDIT_VALIDATION', patch: { terms: true, payment_method: 'card' } },
        done('requestChange', { success: true, opportunity: opportunity() }),
        done('validateQuote', { success: true, opportunity: opportunity() }),
      ],
      limit: 100_000,
    });
    expect(reached).toEqual(sorted(rebookingStates));
  });

  it('shows the rebooking set and the in-progress set (spec §4, §7 rebooking-opportunities)', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loadingList');
    await settleIn(actor, 'list');
    expect(actor.getSnapshot().context.sets).toEqual({
      rebooking: [toValidate],
      inProgress: [paid],
    });
  });

  it('lets the user retry a list that failed to load (spec §7 failed loads)', async () => {
    let attempts = 0;
    const { actor } = start(
      {},
      {
        list: fakeActor<RebookingOpportunities, void>(() => {
          attempts += 1;
          if (attempts === 1) throw apiError(5000, 'error.generic');
          return lists;
        }),
      },
    );
    await settleIn(actor, 'listFailed');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'list');
  });

  it('opens the quote to validate (spec §4 rebooking flow, 1)', async () => {
    const { actor, quote } = start();
    await settleIn(actor, 'list');
    actor.send({ type: 'SELECT', id: 'opp_1' });
    await settleIn(actor, 'quote.viewing');
    expect(quote.calls).toEqual([{ id: 'opp_1' }]);
  });

  it("shows 'retry later or contact the sales representative' when the quote cannot be loaded (spec §8)", async () => {
    const { actor } = start(
      { opportunityId: 'opp_1' },
      { quote: failingActor<RebookingQuote, { id: string }>(apiError(5000, 'error.generic')) },
    );
    await settleIn(actor, 'quoteFailed');
    actor.send({ type: 'BACK_TO_LIST' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it("refuses an adjustment without a box or a comment: 'You have not indicated any change(s)' (spec §5)", async () => {
    const { actor, update } = await openQuote();
    actor.send({ type: 'REQUEST_CHANGE' });
    actor.send({ type: 'EDIT_ADJUSTMENT', patch: { comment_rbkg: '   ' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ quote: 'adjusting' })).toBe(true);
    expect(actor.getSnapshot().context.feedback.formError).toBe('validation.no_changes');
    expect(update.calls).toEqual([]);
  });

  it('sends the change with etape and etape_offre set to pending review, then confirms (spec §4 rebooking flow, 2)', async () => {
    const { actor, update } = await openQuote();
    await requestChange(actor);
    await settleIn(actor, 'adjustmentConfirmed');
    expect(update.calls).toEqual([
      {
        id: 'opp_1',
        etape: 'En attente de review du commercial',
        etape_offre: 'En attente de review du commercial',
        surface_rbkg: true,
        angles_rbkg: false,
        account_rbkg: false,
        comment_rbkg: '30 m²',
        version: 3,
      },
    ]);
    expect(actor.getSnapshot().context.notice).toBe('success.quote_change_requested');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('pendingReview');
  });

  it('keeps a pending-review opportunity in the rebooking set (spec §4 changing the stage locally)', async () => {
    const { actor } = await openQuote();
    await requestChange(actor);
    await settleIn(actor, 'adjustmentConfirmed');
    const { sets } = actor.getSnapshot().context;
    expect(sets.rebooking.map((o) => [o.id, o.etape])).toEqual([
      ['opp_1', 'En attente de review du commercial'],
    ]);
    expect(sets.inProgress.map((o) => o.id)).toEqual(['opp_2']);
  });

  it("shows 'quote request unsuccessful' and keeps the adjustment when the change fails (spec §8)", async () => {
    const { actor } = await openQuote({
      update: failingActor<RebookingUpdateAnswer, RebookingQuoteUpdate>(
        apiError(5000, 'error.generic'),
      ),
    });
    await requestChange(actor);
    await settleIn(actor, 'quote.adjusting');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.quote_request_failed');
    expect(actor.getSnapshot().context.adjustment.comment_rbkg).toBe('30 m²');
  });

  it('reloads the quote when it changed in the meantime (code 4090)', async () => {
    const { actor, quote } = await openQuote({
      update: failingActor<RebookingUpdateAnswer, RebookingQuoteUpdate>(
        apiError(4090, 'error.conflict'),
      ),
    });
    await requestChange(actor);
    await settleIn(actor, 'quote.viewing');
    expect(quote.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.notice).toBe('error.conflict');
  });

  it('shows the modified quote once the sales representative has revised it (spec §4 rebooking flow, 2-3)', async () => {
    let stage: 'initial' | 'inReview' | 'revised' = 'initial';
    const { actor } = await openQuote({
      quote: fakeActor<RebookingQuote, { id: string }>(() => {
        if (stage === 'revised') return rebookingQuote({ etape: 'En attente confirmation client' });
        if (stage === 'inReview') {
          return rebookingQuote({ etape: PENDING_REVIEW_STAGE, etape_offre: PENDING_REVIEW_STAGE });
        }
        return rebookingQuote();
      }),
    });
    await requestChange(actor);
    await settleIn(actor, 'adjustmentConfirmed');
    stage = 'inReview';
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loadingQuote');
    await settleIn(actor, 'pendingReview');
    stage = 'revised';
    actor.send({ type: 'REFRESH' });
    await settleIn(actor, 'quote.viewing');
    expect(actor.getSnapshot().context.quote?.opportunity.etape).toBe(
      'En attente confirmation client',
    );
  });

  it('requires the payment method and the terms to validate the quote (spec §2, §5 terms at rebooking)', async () => {
    const { actor, update } = await openQuote();
    actor.send({ type: 'VALIDATE' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      payment_method: ['validation.mandatory'],
      terms: ['validation.terms_required'],
    });
    actor.send({ type: 'EDIT_VALIDATION', patch: { payment_method: 'transfer' } });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      terms: ['validation.terms_required'],
    });
    expect(update.calls).toEqual([]);
  });

  it('validates the quote, moves the opportunity to the in-progress set and goes to payment (spec §4 rebooking flow, 3-4)', async () => {
    const { actor, update } = await openQuote();
    actor.send({ type: 'VALIDATE' });
    actor.send({ type: 'EDIT_VALIDATION', patch: { terms: true, payment_method: 'card' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'payment');
    expect(update.calls[0]).toMatchObject({
      id: 'opp_1',
      etape: 'DP Signée',
      etape_offre: 'DP Signée',
      terms: true,
      payment_method: 'card',
      version: 3,
    });
    const { sets, notice } = actor.getSnapshot().context;
    expect(sets.rebooking).toEqual([]);
    expect(sets.inProgress.map((o) => [o.id, o.etape])).toEqual([
      ['opp_1', 'DP Signée'],
      ['opp_2', 'Acompte perçu'],
    ]);
    expect(notice).toBe('success.quote_validated');
  });

  it('cancels the adjustment form and the validation without sending anything', async () => {
    const { actor, update } = await openQuote();
    actor.send({ type: 'REQUEST_CHANGE' });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'VALIDATE' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ quote: 'viewing' })).toBe(true);
    expect(update.calls).toEqual([]);
  });

  it('shows a registration in progress read only, and pays its next installment (spec §4 step 4)', async () => {
    const { actor } = start({ opportunityId: 'opp_2' });
    await settleIn(actor, 'registered');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('offers no payment for a canceled registration (spec §4 Annulé)', async () => {
    const { actor } = start(
      { opportunityId: 'opp_1' },
      {
        quote: fakeActor<RebookingQuote, { id: string }>(() =>
          rebookingQuote({ etape: 'Annulé', etape_offre: 'Annulé' }),
        ),
      },
    );
    await settleIn(actor, 'registered');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('registered');
  });

  describe('deep links to a step (spec §2 rebooking/{etape?})', () => {
    it('opens the validation of a quote that awaits it', async () => {
      const { actor } = start({ opportunityId: 'opp_1', step: 'validation' });
      await settleIn(actor, 'quote.validating');
      expect(actor.getSnapshot().context.requestedStep).toBeNull();
    });

    it('opens the payment of a signed quote', async () => {
      const { actor } = start({ opportunityId: 'opp_2', step: 'payment' });
      await settleIn(actor, 'payment');
    });

    it('shows the quote as its stage says when the step does not apply', async () => {
      const signed = start({ opportunityId: 'opp_2', step: 'validation' });
      await settleIn(signed.actor, 'registered');
      const toValidate = start({ opportunityId: 'opp_1', step: 'payment' });
      await settleIn(toValidate.actor, 'quote.viewing');
    });

    it('asks for the step only once: a quote reloaded later opens as its stage says', async () => {
      const { actor } = start({ opportunityId: 'opp_1', step: 'validation' });
      await settleIn(actor, 'quote.validating');
      actor.send({ type: 'BACK_TO_LIST' });
      actor.send({ type: 'SELECT', id: 'opp_1' });
      await settleIn(actor, 'quote.viewing');
    });

    it('ignores a step without an opportunity', async () => {
      const { actor } = start({ step: 'payment' });
      await settleIn(actor, 'list');
      expect(actor.getSnapshot().context.requestedStep).toBeNull();
    });
  });
});
