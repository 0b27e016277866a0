// An event's floor plan on the booth page (spec §4 'Only exhibitors who paid at least the 1st
// installment reach the floor plan'; spec §2 pro/stand), with the exhibitor's stand numbers to
// find on it: the document the sales team uploaded (downloaded with the user token), or the
// organiser's interactive plan (a new window); locked until the event's 1st installment is paid,
// the domain's rule the API applies too.
import type { FloorPlan as FloorPlanData, FloorPlanContentType } from '@salon/domain';
import { Button, TextLink } from '@salon/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../kit/language';
import type { EventBooths } from './boothModel';
import * as styles from './booth.css';
import { fileSize } from './fileSize';
import { floorPlanMessages as messages } from './messages';

const typeNames: Record<FloorPlanContentType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

export interface FloorPlanActions {
  /** Downloads an event's floor plan document. */
  onOpenFloorPlan: (plan: FloorPlanData) => void;
  /** The event whose floor plan is being downloaded, if any. */
  pendingFloorPlan: string | null;
}

function PlanAccess({
  plan,
  onOpenFloorPlan,
  pendingFloorPlan,
}: { plan: FloorPlanData } & FloorPlanActions) {
  const intl = useIntl();
  const lang = useLanguage();
  if (plan.url) {
    return (
      <TextLink href={plan.url} isExternal>
        {intl.formatMessage(messages.interactive)}
      </TextLink>
    );
  }
  return (
    <Button
      variant="secondary"
      isPending={pendingFloorPlan === plan.campaign_id}
      onPress={() => onOpenFloorPlan(plan)}
    >
      {intl.formatMessage(messages.download, {
        type: plan.content_type ? typeNames[plan.content_type] : '',
        size: fileSize(plan.size ?? 0, lang),
      })}
    </Button>
  );
}

/** The floor plan of one event, and the stands to find on it. */
export function FloorPlan({ event, ...actions }: { event: EventBooths } & FloorPlanActions) {
  const intl = useIntl();
  const stands = event.booths.flatMap((booth) => (booth.stand ? [booth.stand] : []));
  return (
    <div className={styles.guides}>
      <h3 className={styles.subheading}>{intl.formatMessage(messages.title)}</h3>
      <p className={styles.paragraph}>
        {intl.formatMessage(messages.yourStands, {
          count: stands.length,
          stands: intl.formatList(stands, { type: 'conjunction' }),
        })}
      </p>
      {!event.isUnlocked ? (
        <p className={styles.muted}>{intl.formatMessage(messages.locked)}</p>
      ) : event.floorPlan ? (
        <PlanAccess plan={event.floorPlan} {...actions} />
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
      )}
    </div>
  );
}
