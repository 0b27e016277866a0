// One booth of the booth page (spec §2 pro/stand): its number, surface, corners, status and stage
// timeline, and the event's floor plan and four guides once its 1st installment is paid (spec §4,
// §6).
import { type Guide, type GuideKind, type Language } from '@salon/domain';
import { Button, StatusBadge, Timeline } from '@salon/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { useLanguage } from '../../kit/language';
import type { Booth, EventBooths } from './boothModel';
import { fileSize } from './fileSize';
import { FloorPlan, type FloorPlanActions } from './FloorPlan';
import * as styles from './booth.css';
import { standMessages as messages } from './messages';

const guideNames: Record<GuideKind, MessageDescriptor> = {
  exhibitor_guide: messages.guideExhibitor,
  practical_information: messages.guidePractical,
  theft_insurance: messages.guideTheft,
  user_guide: messages.guideUser,
};

/** The language a guide is opened in: the page's, else French (spec §1 fallback). */
export function guideLanguage(guide: Guide, lang: Language): Language {
  return guide.languages.includes(lang) ? lang : 'fr';
}

export interface GuideActions {
  /** Downloads a guide in a language. */
  onOpenGuide: (guide: Guide, lang: Language) => void;
  /** The guide being downloaded (`campaign/kind`), if any. */
  pendingGuide: string | null;
}

export const guideKey = (guide: Pick<Guide, 'campaign_id' | 'kind'>) =>
  `${guide.campaign_id}/${guide.kind}`;

function Guides({ event, onOpenGuide, pendingGuide }: { event: EventBooths } & GuideActions) {
  const intl = useIntl();
  const lang = useLanguage();
  return (
    <div className={styles.guides}>
      <h3 className={styles.subheading}>{intl.formatMessage(messages.guidesTitle)}</h3>
      {!event.isUnlocked ? (
        <p className={styles.muted}>{intl.formatMessage(messages.boothLocked)}</p>
      ) : event.guides.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.guidesNone)}</p>
      ) : (
        <ul className={styles.guides}>
          {event.guides.map((guide) => {
            const language = guideLanguage(guide, lang);
            const name = intl.formatMessage(guideNames[guide.kind]);
            const file = intl.formatMessage(messages.guideFile, {
              size: fileSize(guide.sizes[language] ?? 0, lang),
              french: String(language !== lang),
            });
            return (
              <li key={guide.kind}>
                <Button
                  variant="secondary"
                  isPending={pendingGuide === guideKey(guide)}
                  onPress={() => onOpenGuide(guide, language)}
                >
                  {intl.formatMessage(messages.guideOpen, { guide: name, file })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** One booth of an event: its number, surface, corners, status and stage timeline. */
function BoothDetails({ booth, eventName }: { booth: Booth; eventName: string }) {
  const intl = useIntl();
  const headingId = `booth-${booth.id}`;
  return (
    <article aria-labelledby={headingId} className={styles.boothItem}>
      <h3 id={headingId} className={styles.subheading}>
        {booth.stand
          ? intl.formatMessage(messages.boothHeading, { stand: booth.stand })
          : intl.formatMessage(messages.boothToAssign)}
      </h3>
      {booth.status ? <StatusBadge status={booth.status} /> : null}
      <div className={styles.columns}>
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>{intl.formatMessage(messages.boothNumber)}</dt>
          <dd className={styles.detailValue}>
            {booth.stand ?? intl.formatMessage(messages.notAssigned)}
          </dd>
          <dt className={styles.detailTerm}>{intl.formatMessage(messages.surface)}</dt>
          <dd className={styles.detailValue}>
            {intl.formatMessage(messages.surfaceValue, { surface: booth.surface })}
          </dd>
          <dt className={styles.detailTerm}>{intl.formatMessage(messages.corners)}</dt>
          <dd className={styles.detailValue}>
            {intl.formatMessage(messages.cornersValue, { count: booth.angles })}
          </dd>
        </dl>
        {booth.timeline.length > 0 ? (
          <Timeline
            aria-label={intl.formatMessage(messages.timeline, { event: eventName })}
            steps={booth.timeline.map((step) => ({
              id: step.step,
              label: formatKey(intl, step.messageKey),
              state: step.state,
            }))}
          />
        ) : null}
      </div>
    </article>
  );
}

/** The downloads of the booth page: the guides and the floor plans. */
export type StandActions = GuideActions & FloorPlanActions;

/** An event of the booth page: its booths, its floor plan, then its guides (spec §2 pro/stand). */
export function EventPanel({ event, ...actions }: { event: EventBooths } & StandActions) {
  const { onOpenFloorPlan, pendingFloorPlan, ...guideActions } = actions;
  const headingId = `event-${event.campaignId}`;
  return (
    <section aria-labelledby={headingId} className={styles.booth} data-locked={!event.isUnlocked}>
      {event.dates ? <p className={styles.eyebrow}>{event.dates}</p> : null}
      <h2 id={headingId} className={styles.boothHeading}>
        {event.eventName}
      </h2>
      {event.booths.map((booth) => (
        <BoothDetails key={booth.id} booth={booth} eventName={event.eventName} />
      ))}
      <FloorPlan
        event={event}
        onOpenFloorPlan={onOpenFloorPlan}
        pendingFloorPlan={pendingFloorPlan}
      />
      <Guides event={event} {...guideActions} />
    </section>
  );
}
