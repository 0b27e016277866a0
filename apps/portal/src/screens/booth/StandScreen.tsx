// pro/stand (spec §2): the booth page. Its data come from the server data (docs/server-data.md):
// campaigns, opportunities and payments shared with the dashboard and the menu's locks, and the
// guides (GET /me/guides) and floor plans (GET /me/floor-plans). A guide or a plan downloads with
// the user token (GET /me/guides/:cid/:kind/:lang, GET /me/floor-plans/:cid): the answer is saved
// under its download name.
import type { FloorPlan, Guide, Language } from '@salon/domain';
import { useState } from 'react';
import { useApi } from '../../kit/ServicesContext';
import { useUserResources } from '../../kit/data/useServerData';
import { eventsOf } from './boothModel';
import { saveFile } from '../../kit/saveFile';
import { guideKey } from './StandParts';
import { StandView, standStateOf, type StandState } from './StandView';

const resources = ['campaigns', 'opportunities', 'payments', 'guides', 'floorPlans'] as const;

export function StandScreen() {
  const api = useApi();
  const data = useUserResources(resources);
  const [pendingGuide, setPendingGuide] = useState<string | null>(null);
  const [guideFailed, setGuideFailed] = useState(false);
  const [pendingFloorPlan, setPendingFloorPlan] = useState<string | null>(null);
  const [floorPlanFailed, setFloorPlanFailed] = useState(false);
  // The order of the shows reads the day the page is shown (shows over come last).
  const [now] = useState(() => new Date());

  const state: StandState =
    data.status === 'loaded'
      ? standStateOf(eventsOf({ ...data.data, now }))
      : { status: data.status };

  const onOpenGuide = (guide: Guide, lang: Language) => {
    setPendingGuide(guideKey(guide));
    setGuideFailed(false);
    api
      .call('guideFile', {
        params: { cid: guide.campaign_id, kind: guide.kind, lang },
        silent: true,
      })
      .then(
        (blob) => saveFile(blob, guide.filenames[lang] ?? `${guide.kind}.pdf`),
        () => setGuideFailed(true),
      )
      .finally(() => setPendingGuide(null));
  };

  const onOpenFloorPlan = (plan: FloorPlan) => {
    setPendingFloorPlan(plan.campaign_id);
    setFloorPlanFailed(false);
    api
      .call('floorPlanFile', { params: { cid: plan.campaign_id }, silent: true })
      .then(
        (blob) => saveFile(blob, plan.filename ?? 'plan.pdf'),
        () => setFloorPlanFailed(true),
      )
      .finally(() => setPendingFloorPlan(null));
  };

  return (
    <StandView
      state={state}
      onRetry={data.retry}
      onOpenGuide={onOpenGuide}
      pendingGuide={pendingGuide}
      guideFailed={guideFailed}
      onOpenFloorPlan={onOpenFloorPlan}
      pendingFloorPlan={pendingFloorPlan}
      floorPlanFailed={floorPlanFailed}
    />
  );
}
