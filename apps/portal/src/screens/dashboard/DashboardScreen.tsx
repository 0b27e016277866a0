import { academyBannerIn, buildExhibitorDashboard, upcomingTradeshows } from '@salon/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../kit/language';
import { useSession } from '../../kit/ServicesContext';
import { usePageTitle } from '../../kit/usePageTitle';
import { useUserResources } from '../../kit/data/useServerData';
import { DashboardView, type DashboardState } from './DashboardView';
import { dashboardMessages } from './messages';

const exhibitorResources = ['campaigns', 'opportunities', 'payments'] as const;
const visitorResources = ['publicCampaigns'] as const;
const academyResource = ['academy'] as const;

/**
 * me/dashboard (spec §2): an exhibitor's campaigns, registrations and payments (GET
 * /me/campaigns, POST /me/rebooking-opportunities, GET /me/payments, spec §7), a visitor's
 * upcoming shows (GET /list-campaigns), and for both the academy banner the organiser publishes
 * (GET /academy). They come from the server data (docs/server-data.md): shared with the menu's
 * locks, shown at once when cached, reloaded after a payment or a quote change, cleared at logout
 * (spec §4). A failed load raises the generic alert (spec §7) and the screen offers a retry; the
 * banner, without it, is left out.
 */
export function DashboardScreen() {
  const intl = useIntl();
  const lang = useLanguage();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const isExhibitor = user?.role === 'exposant';
  const exhibitor = useUserResources(isExhibitor ? exhibitorResources : []);
  const visitor = useUserResources(isExhibitor ? [] : visitorResources);
  const academy = useUserResources(academyResource);
  const resources = isExhibitor ? exhibitor : visitor;
  // The data arrive as an urgent update (the query cache is an external store). The dashboard they
  // fill is rendered in a transition: React renders it in short slices, so the page stays
  // responsive meanwhile (docs/performance.md "Lighthouse"); cached data show at once.
  const data = useDeferredValue(
    isExhibitor && exhibitor.status === 'loaded' ? exhibitor.data : undefined,
  );
  // The rules read the day they are shown (deadlines, overdue installments, active campaigns).
  const [now] = useState(() => new Date());
  const dashboard = useMemo(
    () => (data ? buildExhibitorDashboard({ ...data, now }) : undefined),
    [data, now],
  );
  usePageTitle(intl.formatMessage(dashboardMessages.title));

  // The guard lets only a signed-in user reach this screen.
  if (!user) return null;
  let state: DashboardState;
  if (!isExhibitor && visitor.status === 'loaded') {
    state = {
      status: 'visitor',
      tradeshows: upcomingTradeshows(visitor.data.publicCampaigns, now),
    };
  } else if (dashboard) state = { status: 'ready', dashboard };
  else state = { status: resources.status === 'failed' ? 'failed' : 'loading' };
  return (
    <DashboardView
      user={user}
      state={state}
      onRetry={resources.retry}
      academy={academy.status === 'loaded' ? academyBannerIn(academy.data.academy, lang) : null}
    />
  );
}
