// pro/marketplace (spec §2): the presentation reads the exhibitor's shows from the server data
// (docs/server-data.md, shared with the dashboard) for the date until which the show pays the
// subscription (spec §1, §9; the domain's rule, as on the dashboard).
import { buildExhibitorDashboard } from '@salon/domain';
import { useState } from 'react';
import { useUserResources } from '../../kit/data/useServerData';
import { MarketplaceView, type MarketplaceState } from './MarketplaceView';

const resources = ['campaigns', 'opportunities', 'payments'] as const;

export function MarketplaceScreen() {
  const data = useUserResources(resources);
  const [now] = useState(() => new Date());
  const state: MarketplaceState =
    data.status === 'loaded'
      ? {
          status: 'ready',
          coveredUntil: buildExhibitorDashboard({ ...data.data, now }).marketplaceCoveredUntil,
        }
      : { status: data.status };
  return <MarketplaceView state={state} onRetry={data.retry} />;
}
