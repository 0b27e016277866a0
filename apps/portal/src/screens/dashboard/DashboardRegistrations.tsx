// The dashboard's shows and registrations (spec §2 me/dashboard 'tradeshows', 'registrations'):
// each show's dates, venue and website, and each registration with its stand, its statuses and
// its payments.
import { type PublicCampaign, type VisitorTradeshow } from '@salon/domain';
import { Card, CardGrid, EmptyState, TextLink, useUi } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyStateLink } from '../../kit/EmptyStateLink';
import { useLanguage } from '../../kit/language';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './Dashboard.css';
import type { ExhibitorDashboard, DashboardRegistration, DashboardTradeshow } from '@salon/domain';
import { dashboardMessages as messages } from './messages';
import { Section, opportunitySummary } from './DashboardParts';
import { StatusBadges } from '../../kit/StatusBadges';

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/** The show's days as one range in the page's language: '14–16 octobre 2026'. */
function showDates(
  campaign: Pick<PublicCampaign, 'event_start_date' | 'event_end_date'>,
  locale: string,
): string {
  // Calendar dates (Europe/Paris days) read at UTC midnight and shown in UTC: no shift of a day.
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  // One format per language: creating one costs more than formatting with it.
  let format = rangeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    rangeFormats.set(locale, format);
  }
  return format.formatRange(day(campaign.event_start_date), day(campaign.event_end_date));
}

/** A show's card: its state, name, days, venue and a link to its website (spec §3 campaign). */
function TradeshowCard({
  campaign,
  eyebrow,
  children,
}: {
  campaign: PublicCampaign;
  eyebrow: MessageDescriptor;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { intl: intlLocale } = useUi();
  return (
    <Card
      headingLevel={3}
      eyebrow={intl.formatMessage(eyebrow)}
      title={campaign.event_name}
      action={
        campaign.website_url ? (
          <TextLink href={campaign.website_url} isExternal>
            {intl.formatMessage(messages.tradeshowWebsite, { event: campaign.event_name })}
          </TextLink>
        ) : null
      }
    >
      <div className={styles.stack}>
        <p className={styles.paragraph}>{showDates(campaign, intlLocale)}</p>
        {campaign.venue ? <p className={styles.muted}>{campaign.venue}</p> : null}
        {children}
      </div>
    </Card>
  );
}

/** The exhibitor's shows: the ones open now and those it is registered for. */
export function Tradeshows({ tradeshows }: { tradeshows: readonly DashboardTradeshow[] }) {
  const intl = useIntl();
  return (
    <Section
      id="dashboard-tradeshows"
      heading={intl.formatMessage(messages.tradeshowsHeading)}
      belowFold
    >
      {tradeshows.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.noTradeshowTitle)}
          description={intl.formatMessage(messages.noTradeshowBody)}
        />
      ) : (
        <CardGrid>
          {tradeshows.map(({ campaign, isActive, isOver, registrationCount }) => (
            <TradeshowCard
              key={campaign.id}
              campaign={campaign}
              eyebrow={
                isOver
                  ? messages.tradeshowOver
                  : isActive
                    ? messages.tradeshowOpen
                    : messages.tradeshowUpcoming
              }
            >
              <p className={styles.muted}>
                {intl.formatMessage(messages.registrationCount, { count: registrationCount })}
              </p>
            </TradeshowCard>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

/** The visitor's shows (spec §2 me/dashboard 'tradeshows'): those to come, the soonest first. */
export function UpcomingTradeshows({ tradeshows }: { tradeshows: readonly VisitorTradeshow[] }) {
  const intl = useIntl();
  return (
    <Section id="dashboard-tradeshows" heading={intl.formatMessage(messages.upcomingHeading)}>
      {tradeshows.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.noUpcomingTitle)}
          description={intl.formatMessage(messages.noUpcomingBody)}
        />
      ) : (
        <CardGrid>
          {tradeshows.map(({ campaign, isUnderWay }) => (
            <TradeshowCard
              key={campaign.id}
              campaign={campaign}
              eyebrow={isUnderWay ? messages.tradeshowUnderWay : messages.tradeshowUpcoming}
            />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function RegistrationGroup({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly DashboardRegistration[];
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <div className={styles.groupBlock}>
      <h3 id={id} className={styles.groupHeading}>
        {heading}
      </h3>
      <ul aria-labelledby={id} className={styles.registrationList}>
        {items.map(({ opportunity, statuses }) => (
          <li key={opportunity.id} className={styles.registration}>
            <span className={styles.registrationText}>
              <span className={styles.registrationEvent}>{opportunity.event_name}</span>
              <span className={styles.muted}>{opportunitySummary(intl, opportunity)}</span>
            </span>
            <StatusBadges statuses={statuses} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Registrations({ dashboard }: { dashboard: ExhibitorDashboard }) {
  const intl = useIntl();
  const lang = useLanguage();
  const isEmpty = dashboard.rebooking.length === 0 && dashboard.inProgress.length === 0;
  return (
    <Section
      id="dashboard-registrations"
      heading={intl.formatMessage(messages.registrationsHeading)}
    >
      {isEmpty ? (
        <EmptyStateLink
          title={messages.noRegistrationTitle}
          description={messages.noRegistrationBody}
          to="proContact"
          action={messages.contactTeam}
        />
      ) : (
        <>
          <RegistrationGroup
            id="dashboard-rebooking-set"
            heading={intl.formatMessage(messages.rebookingSetHeading)}
            items={dashboard.rebooking}
          />
          <RegistrationGroup
            id="dashboard-progress-set"
            heading={intl.formatMessage(messages.progressSetHeading)}
            items={dashboard.inProgress}
          />
          <p className={styles.paragraph}>
            <TextLink href={pathTo(lang, 'rebooking')}>
              {intl.formatMessage(messages.manageRebooking)}
            </TextLink>
          </p>
        </>
      )}
    </Section>
  );
}
