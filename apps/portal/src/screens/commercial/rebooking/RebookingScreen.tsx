// pro/rebooking/{etape?} (spec §2): the rebooking machine with the real calls (spec §7
// rebooking-opportunities, rebooking-devis/{id}, rebooking-devis-update) through the server data
// (docs/server-data.md): a failed load raises the generic alert (spec §7), an update makes the
// opportunities and quotes stale so the dashboard shows the new next step. The machine's state is
// in the URL (`{etape}` and `?opportunite=`): each step is deep-linkable and restored on reload.
import type { RebookingQuote } from '@salon/domain';
import { rebookingMachine, type RebookingStep } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loadNamespaces, ruleNamespaces } from '../../../i18n/catalogs';
import { lazyPart, once } from '../../../kit/chunks';
import { SHOW_WEBSITE_URL } from '../../../kit/config';
import { saveFile } from '../../../kit/saveFile';
import { useLanguage } from '../../../kit/language';
import { stateOf } from '../../../kit/machineState';
import { serverQueries } from '../../../kit/data/serverData';
import {
  useInvalidateAfter,
  useServerApi,
  useServerDataClient,
  useUserResources,
} from '../../../kit/data/useServerData';
import {
  OPPORTUNITY_QUERY,
  rebookingUrl,
  stepOfSegment,
} from '../../../kit/routing/rebookingLinks';
import { loadQuoteStates } from './parts';
import { RebookingView } from './RebookingView';
import { stepOfState } from './rebookingSteps';

// The payment step's form (card or transfer), in its own chunk, through the payment family's
// loader (with the endpoint parts it calls and the catalog namespace it shows), itself loaded on
// demand: the flow's first step needs none of them (docs/performance.md "Signed-in routes").
const loadLazyPayInstallment = once(() => import('../payment/LazyPayInstallment'));
const PayInstallment = lazyPart(loadLazyPayInstallment, 'PayInstallment');
const loadPayInstallment = () =>
  loadLazyPayInstallment().then((module) => module.loadPayInstallment());

interface FlowProps {
  opportunityId: string | null;
  step: RebookingStep | null;
  /** Told the URL the flow moves to, before it navigates, so the screen does not restart it. */
  onOwnUrl: (url: string) => void;
}

function RebookingFlow({ opportunityId, step, onOwnUrl }: FlowProps) {
  const api = useServerApi();
  const client = useServerDataClient();
  const invalidateAfter = useInvalidateAfter();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [machine] = useState(() =>
    rebookingMachine.provide({
      actors: {
        loadOpportunities: fromPromise(() => client.fetchQuery(serverQueries.opportunities(api))),
        // The quote is read fresh: the sales team may have revised it (spec §4 rebooking flow, 2).
        loadQuote: fromPromise(({ input }) =>
          client.fetchQuery({ ...serverQueries.quote(api, input.id, lang), staleTime: 0 }),
        ),
        updateQuote: fromPromise(async ({ input }) => {
          const answer = await api.call('rebookingQuoteUpdate', { body: input, silent: true });
          await invalidateAfter('rebookingQuoteUpdate');
          return answer;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { opportunityId, step } });
  // The quote's PDF (devis_url) is the exhibitor's own download: a blob through the API client
  // with the bearer, as the invoices are (a link in a new tab would carry no token).
  const downloadQuote = async (quote: RebookingQuote, fileName: string) => {
    const file = await api.call('rebookingQuotePdf', {
      params: { id: quote.opportunity.id },
      query: { lang },
      silent: true,
    });
    saveFile(file, fileName);
  };
  const state = stateOf(snapshot);
  // The schedule's states read the payments (spec §9); they load beside the quote.
  const payments = useUserResources(['payments']);
  const [now] = useState(() => new Date());

  const { selectedId } = snapshot.context;
  const settled = state !== 'loadingList' && state !== 'loadingQuote';
  const firstSettle = useRef(true);
  useEffect(() => {
    if (!settled) return;
    // The first settled state replaces the URL the flow was opened with; each later step is a
    // page of the history, so the browser's back button returns to the previous step.
    const replace = firstSettle.current;
    firstSettle.current = false;
    const target = rebookingUrl(lang, stepOfState(state), selectedId);
    if (target === `${pathname}${search}`) return;
    onOwnUrl(target);
    void navigate(target, { replace });
  }, [settled, state, selectedId, lang, pathname, search, navigate, onOwnUrl]);

  return (
    <RebookingView
      state={state}
      context={snapshot.context}
      send={send}
      payments={payments.status === 'loaded' ? payments.data.payments : []}
      now={now}
      siteUrl={SHOW_WEBSITE_URL}
      downloadQuote={downloadQuote}
      payInstallment={(props) => <PayInstallment {...props} headingLevel={3} />}
    />
  );
}

export function RebookingScreen() {
  const { etape } = useParams();
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // The flow moves the URL along its steps; a URL it did not write (a link, the browser's back
  // button, the language switch) starts the flow again at that URL.
  const [flow, setFlow] = useState({ url: here, run: 0 });
  // Set in the same effect as the navigation, so both land in one render.
  const [ownUrl, setOwnUrl] = useState<string | null>(null);
  // The quote's states and the payment step's form: chunks of their own, loaded once the flow
  // shows (docs/performance.md "Signed-in routes"), with the catalog namespaces they show (./parts.ts,
  // ../payment/LazyPayInstallment.ts), so that they come in without a loading state.
  const lang = useLanguage();
  useEffect(() => {
    void loadQuoteStates().catch(() => undefined);
    void loadPayInstallment().catch(() => undefined);
    void loadNamespaces(lang, [...ruleNamespaces, 'quote', 'vat', 'pay']).catch(() => undefined);
  }, [lang]);
  if (here !== flow.url) {
    setFlow({ url: here, run: here === ownUrl ? flow.run : flow.run + 1 });
  }
  return (
    <RebookingFlow
      key={flow.run}
      opportunityId={query.get(OPPORTUNITY_QUERY)}
      step={stepOfSegment(etape)}
      onOwnUrl={setOwnUrl}
    />
  );
}
