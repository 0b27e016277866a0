// The exhibitor's locked features for the signed-in menu (spec §4, §6), read from the
// opportunities and payments the dashboard also reads (one load, shared through the server data,
// docs/server-data.md). Its own chunk, loaded by the signed-in layout after it shows: the layout
// does not carry the server-data client for a screen that reads none (docs/performance.md
// "Signed-in routes"); until it reports, the menu marks no entry locked.
import { featureAccess, type LockedFeature } from '@salon/domain';
import { useEffect, useMemo } from 'react';
import { preloadEndpoints } from '../kit/api/client';
import { useUserResources } from '../kit/data/useServerData';

// The parts of the endpoint table its two loads call (src/kit/api/endpointGroups.ts).
void preloadEndpoints(['rebooking', 'billing']);

export type MenuFeatures = Partial<Record<LockedFeature, boolean>>;

/** Reports which locked features the exhibitor reaches once both loads are in; renders nothing. */
export default function MenuFeatureAccess({
  onChange,
}: {
  onChange: (features: MenuFeatures | undefined) => void;
}) {
  const resources = useUserResources(['opportunities', 'payments'] as const);
  const loaded = resources.status === 'loaded' ? resources.data : undefined;
  const opportunities = loaded?.opportunities;
  const payments = loaded?.payments;
  const features = useMemo(
    () =>
      opportunities && payments
        ? featureAccess(
            [...opportunities.rebookingOpportunities, ...opportunities.progressOpportunities],
            payments,
          )
        : undefined,
    [opportunities, payments],
  );
  useEffect(() => onChange(features), [features, onChange]);
  return null;
}
