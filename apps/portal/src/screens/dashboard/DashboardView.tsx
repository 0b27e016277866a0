import {
  type AcademyBanner as AcademyBannerData,
  type User,
  type VisitorTradeshow,
} from '@salon/domain';
import { PageHeader } from '@salon/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../kit/language';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './Dashboard.css';
import type { ExhibitorDashboard } from '@salon/domain';
import { dashboardMessages as messages } from './messages';
import { NextStep, OtherSteps } from './DashboardActions';
import { LinkTiles, Section } from './DashboardParts';
import { Registrations, Tradeshows, UpcomingTradeshows } from './DashboardRegistrations';
import { AccountTiles, AcademyBanner, Services } from './DashboardServices';
import { LoadStatus } from '../../kit/LoadFailed';

/**
 * What the dashboard shows (spec §2 me/dashboard). The exhibitor's data load first (campaigns,
 * opportunities, payments, spec §7): `loading`, then `ready`, or `failed` with a retry; a
 * visitor's, the shows to come (list-campaigns), then `visitor`.
 */
export type DashboardState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; dashboard: ExhibitorDashboard }
  | { status: 'visitor'; tradeshows: VisitorTradeshow[] };

/**
 * The dashboard's states, for the story check (`src/stories-coverage.test.ts`): it has no machine
 * (a load and its retry), so it names its states here, one story each in both languages.
 */
export const dashboardStates = [
  'loading',
  'failed',
  'ready',
  'visitor',
] as const satisfies readonly DashboardState['status'][];

export interface DashboardViewProps {
  user: User;
  state: DashboardState;
  onRetry: () => void;
  /** The academy's webinar banner the organiser publishes, in the page's language (or none). */
  academy: AcademyBannerData | null;
}

function ExhibitorDashboardView({ dashboard }: { dashboard: ExhibitorDashboard }) {
  const intl = useIntl();
  return (
    <>
      {dashboard.nextAction ? (
        <Section id="dashboard-next-step" heading={intl.formatMessage(messages.nextStepHeading)}>
          <NextStep item={dashboard.nextAction} />
          <OtherSteps items={dashboard.otherActions} />
        </Section>
      ) : null}
      <Registrations dashboard={dashboard} />
      <Tradeshows tradeshows={dashboard.tradeshows} />
      <Services dashboard={dashboard} />
      <AccountTiles />
    </>
  );
}

function VisitorDashboardView({
  user,
  tradeshows,
}: {
  user: User;
  tradeshows: readonly VisitorTradeshow[];
}) {
  const intl = useIntl();
  const lang = useLanguage();
  const { contact } = user;
  const rows: [string, string][] = [
    [intl.formatMessage(messages.name), `${contact.firstname} ${contact.lastname}`],
    [intl.formatMessage(messages.email), contact.email],
    [
      intl.formatMessage(messages.phone),
      contact.phone ?? contact.mobile ?? intl.formatMessage(messages.notGiven),
    ],
    [
      intl.formatMessage(messages.company),
      user.account?.name ?? intl.formatMessage(messages.notGiven),
    ],
  ];
  return (
    <>
      <UpcomingTradeshows tradeshows={tradeshows} />
      <Section id="dashboard-account" heading={intl.formatMessage(messages.accountHeading)}>
        <LinkTiles
          tiles={[
            {
              title: messages.visitorInformationsTitle,
              href: pathTo(lang, 'informations'),
              action: messages.editInformations,
              body: (
                <dl className={styles.details}>
                  {rows.map(([term, value]) => (
                    <div key={term} style={{ display: 'contents' }}>
                      <dt className={styles.detailTerm}>{term}</dt>
                      <dd className={styles.detailValue}>{value}</dd>
                    </div>
                  ))}
                </dl>
              ),
            },
            {
              title: messages.visitorBadgesTitle,
              href: pathTo(lang, 'guestBadges'),
              action: messages.seeBadges,
              body: intl.formatMessage(messages.visitorBadgesBody),
            },
            {
              title: messages.visitorContactTitle,
              href: pathTo(lang, 'guestContact'),
              action: messages.writeToTeam,
              body: intl.formatMessage(messages.visitorContactBody),
            },
          ]}
        />
      </Section>
    </>
  );
}

/**
 * The dashboard (spec §2 me/dashboard) of an exhibitor (the next step and its deadline first,
 * docs/design.md: the next step first; registrations with their statuses; tradeshows; payments
 * and invoices, booth, badges and invitations, marketplace) or of a visitor (the shows to come,
 * personal information, badges, contact), and for both the academy banner. It renders inside the
 * layout's `<main>`.
 */
export function DashboardView({ user, state, onRetry, academy }: DashboardViewProps) {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage(messages.title)}
        title={intl.formatMessage(messages.greeting, { firstName: user.contact.firstname })}
        description={user.account?.name}
      />
      <div className={styles.page}>
        <LoadStatus status={state.status} texts={messages} onRetry={onRetry} />
        {state.status === 'ready' ? <ExhibitorDashboardView dashboard={state.dashboard} /> : null}
        {state.status === 'visitor' ? (
          <VisitorDashboardView user={user} tradeshows={state.tradeshows} />
        ) : null}
        {academy && (state.status === 'ready' || state.status === 'visitor') ? (
          <AcademyBanner banner={academy} />
        ) : null}
      </div>
    </>
  );
}
