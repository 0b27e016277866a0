import {
  FEATURE_LOCKED_MESSAGE_KEY,
  MARKETPLACE_ADMINISTRATION_FEE_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  MARKETPLACE_SUBSCRIPTION_MONTHS,
  statusChips,
  type Campaign,
  type Language,
  type Opportunity,
  type User,
  type DashboardAction,
  type DashboardRegistration,
  type DashboardTradeshow,
  type ExhibitorDashboard,
} from '@salon/domain';
import {
  Alert,
  Button,
  Card,
  CardGrid,
  EmptyState,
  LinkButton,
  LoadingState,
  PageHeader,
  StatusBadge,
  TextLink,
  formatDate,
  formatMoney,
  formatPercent,
  useUi,
  type DisplayedStatus,
} from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './Dashboard.css';
import { dashboardMessages as messages } from './messages';

/**
 * What the dashboard shows (spec §2 me/dashboard). The exhibitor's data load first (campaigns,
 * opportunities, payments, spec §7): `loading`, then `ready`, or `failed` with a retry; a visitor's
 * dashboard needs nothing more than the session's user.
 */
export type DashboardState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; dashboard: ExhibitorDashboard }
  | { status: 'visitor' };

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
  /** The show's website, home of the academy's webinars. */
  siteUrl: string;
}

function useLanguage(intl: IntlShape): Language {
  return intl.locale === 'en' ? 'en' : 'fr';
}

function Badges({ statuses }: { statuses: readonly DisplayedStatus[] }) {
  return (
    <span className={styles.badges}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </span>
  );
}

/** "Stand H7-B12 · 36 m² · 2 angles · Maison Lumière". */
function opportunitySummary(intl: IntlShape, opportunity: Opportunity): string {
  return [
    opportunity.stand
      ? intl.formatMessage(messages.standLabel, { stand: opportunity.stand })
      : null,
    intl.formatMessage(messages.surface, { surface: opportunity.surface }),
    intl.formatMessage(messages.corners, { count: opportunity.angles }),
    opportunity.marques.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The text of a next action with its deadline (DESIGN.md principle 1, domain `nextAction`). */
function actionText(intl: IntlShape, lang: Language, item: DashboardAction): string {
  const { deadline, messageKey } = item.action;
  return formatKey(intl, messageKey, deadline ? { date: formatDate(deadline, lang) } : undefined);
}

function NextStep({ item }: { item: DashboardAction }) {
  const intl = useIntl();
  const lang = useLanguage(intl);
  const { action, opportunity } = item;
  const money = formatMoney(item.amount, lang);
  const rebooking = pathTo(lang, 'rebooking');

  let detail: ReactNode = null;
  let link: ReactNode = null;
  switch (action.kind) {
    case 'validateQuote':
    case 'validateModifiedQuote':
      detail = intl.formatMessage(messages.quoteTotal, { amount: money });
      link = <LinkButton href={rebooking}>{intl.formatMessage(messages.openQuote)}</LinkButton>;
      break;
    case 'payInstallment':
      detail = intl.formatMessage(messages.installmentAmount, {
        installment: formatKey(intl, `installment.${action.installment ?? 'acompte1'}`),
        amount: money,
      });
      link = <LinkButton href={rebooking}>{intl.formatMessage(messages.payNow)}</LinkButton>;
      break;
    case 'transferPending':
      detail = intl.formatMessage(messages.transferAmount, { amount: money });
      link = (
        <LinkButton href={pathTo(lang, 'invoices')} variant="secondary">
          {intl.formatMessage(messages.seePayments)}
        </LinkButton>
      );
      break;
    case 'waitQuoteRevision':
      detail = opportunity.comment_rbkg
        ? intl.formatMessage(messages.changeRequest, { comment: opportunity.comment_rbkg })
        : null;
      link = (
        <LinkButton href={rebooking} variant="secondary">
          {intl.formatMessage(messages.seeRequest)}
        </LinkButton>
      );
      break;
    case 'allPaid':
      link = (
        <LinkButton href={pathTo(lang, 'stand')} variant="secondary">
          {intl.formatMessage(messages.seeStand)}
        </LinkButton>
      );
      break;
  }

  return (
    <div className={styles.nextStep}>
      <Card
        isEmphasised
        headingLevel={3}
        eyebrow={`${opportunity.event_name} · ${opportunitySummary(intl, opportunity)}`}
        title={actionText(intl, lang, item)}
        status={<Badges statuses={statusChips(opportunity, 'dashboard')} />}
        action={link}
      >
        {detail ? <p className={styles.amount}>{detail}</p> : null}
      </Card>
    </div>
  );
}

function OtherSteps({ items }: { items: readonly DashboardAction[] }) {
  const intl = useIntl();
  const lang = useLanguage(intl);
  if (items.length === 0) return null;
  return (
    <div className={styles.groupBlock}>
      <h3 className={styles.groupHeading}>{intl.formatMessage(messages.otherStepsHeading)}</h3>
      <ul className={styles.stepList}>
        {items.map((item) => (
          <li key={item.opportunity.id} className={styles.stepItem}>
            <TextLink
              href={pathTo(lang, item.action.kind === 'transferPending' ? 'invoices' : 'rebooking')}
            >
              {actionText(intl, lang, item)}
            </TextLink>
            <span className={styles.muted}>
              {item.opportunity.event_name} · {opportunitySummary(intl, item.opportunity)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The show's days as one range in the page's language: '14–16 octobre 2026'. */
function showDates(
  campaign: Pick<Campaign, 'event_start_date' | 'event_end_date'>,
  locale: string,
): string {
  // Calendar dates (Europe/Paris days) read at UTC midnight and shown in UTC: no shift of a day.
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(
    day(campaign.event_start_date),
    day(campaign.event_end_date),
  );
}

function Tradeshows({ tradeshows }: { tradeshows: readonly DashboardTradeshow[] }) {
  const intl = useIntl();
  const { intl: intlLocale } = useUi();
  return (
    <section aria-labelledby="dashboard-tradeshows" className={styles.section}>
      <h2 id="dashboard-tradeshows" className={styles.sectionHeading}>
        {intl.formatMessage(messages.tradeshowsHeading)}
      </h2>
      {tradeshows.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.noTradeshowTitle)}
          description={intl.formatMessage(messages.noTradeshowBody)}
        />
      ) : (
        <CardGrid>
          {tradeshows.map(({ campaign, isActive, isOver, registrationCount }) => (
            <Card
              key={campaign.id}
              headingLevel={3}
              eyebrow={intl.formatMessage(
                isOver
                  ? messages.tradeshowOver
                  : isActive
                    ? messages.tradeshowOpen
                    : messages.tradeshowUpcoming,
              )}
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
                <p className={styles.muted}>
                  {intl.formatMessage(messages.registrationCount, { count: registrationCount })}
                </p>
              </div>
            </Card>
          ))}
        </CardGrid>
      )}
    </section>
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
            <Badges statuses={statuses} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Registrations({ dashboard }: { dashboard: ExhibitorDashboard }) {
  const intl = useIntl();
  const lang = useLanguage(intl);
  const isEmpty = dashboard.rebooking.length === 0 && dashboard.inProgress.length === 0;
  return (
    <section aria-labelledby="dashboard-registrations" className={styles.section}>
      <h2 id="dashboard-registrations" className={styles.sectionHeading}>
        {intl.formatMessage(messages.registrationsHeading)}
      </h2>
      {isEmpty ? (
        <EmptyState
          title={intl.formatMessage(messages.noRegistrationTitle)}
          description={intl.formatMessage(messages.noRegistrationBody)}
          action={
            <LinkButton href={pathTo(lang, 'proContact')} variant="secondary">
              {intl.formatMessage(messages.contactTeam)}
            </LinkButton>
          }
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
    </section>
  );
}

function Services({ dashboard }: { dashboard: ExhibitorDashboard }) {
  const intl = useIntl();
  const lang = useLanguage(intl);
  const { payments, features } = dashboard;
  const locked = formatKey(intl, FEATURE_LOCKED_MESSAGE_KEY);
  return (
    <section aria-labelledby="dashboard-services" className={styles.section}>
      <h2 id="dashboard-services" className={styles.sectionHeading}>
        {intl.formatMessage(messages.servicesHeading)}
      </h2>
      <CardGrid>
        <Card
          headingLevel={3}
          title={intl.formatMessage(messages.paymentsTitle)}
          action={
            <LinkButton href={pathTo(lang, 'invoices')} variant="secondary">
              {intl.formatMessage(messages.seeInvoices)}
            </LinkButton>
          }
        >
          <div className={styles.stack}>
            {payments.dueCount === 0 && payments.pendingTransferCount === 0 ? (
              <p className={styles.paragraph}>{intl.formatMessage(messages.paymentsNone)}</p>
            ) : null}
            {payments.dueCount > 0 ? (
              <p className={styles.paragraph}>
                {intl.formatMessage(messages.paymentsDue, {
                  count: payments.dueCount,
                  amount: formatMoney(payments.dueAmount, lang),
                })}
              </p>
            ) : null}
            {payments.overdueCount > 0 ? (
              <p className={styles.overdue}>
                {intl.formatMessage(messages.paymentsOverdue, {
                  count: payments.overdueCount,
                  amount: formatMoney(payments.overdueAmount, lang),
                })}
              </p>
            ) : null}
            {payments.pendingTransferCount > 0 ? (
              <p className={styles.muted}>
                {intl.formatMessage(messages.paymentsTransfers, {
                  count: payments.pendingTransferCount,
                })}
              </p>
            ) : null}
          </div>
        </Card>
        <Card
          headingLevel={3}
          title={intl.formatMessage(messages.standTitle)}
          lockedMessage={features.boothManagement ? undefined : locked}
          action={
            <LinkButton href={pathTo(lang, 'stand')} variant="secondary">
              {intl.formatMessage(messages.manageStand)}
            </LinkButton>
          }
        >
          {intl.formatMessage(messages.standBody)}
        </Card>
        <Card
          headingLevel={3}
          title={intl.formatMessage(messages.badgesTitle)}
          lockedMessage={features.badges && features.buyerInvitations ? undefined : locked}
          action={
            <LinkButton href={pathTo(lang, 'badges')} variant="secondary">
              {intl.formatMessage(messages.manageBadges)}
            </LinkButton>
          }
        >
          {intl.formatMessage(messages.badgesBody)}
        </Card>
        <Card
          headingLevel={3}
          title={intl.formatMessage(messages.marketplaceTitle)}
          action={
            <LinkButton href={pathTo(lang, 'marketplace')} variant="secondary">
              {intl.formatMessage(messages.discoverMarketplace)}
            </LinkButton>
          }
        >
          <div className={styles.stack}>
            <p className={styles.paragraph}>
              {intl.formatMessage(messages.marketplaceBody, {
                commission: formatPercent(MARKETPLACE_COMMISSION_PERCENT, lang),
                fee: formatPercent(MARKETPLACE_ADMINISTRATION_FEE_PERCENT, lang),
              })}
            </p>
            <p className={styles.muted}>
              {dashboard.marketplaceCoveredUntil
                ? intl.formatMessage(messages.marketplaceCoveredUntil, {
                    date: formatDate(dashboard.marketplaceCoveredUntil, lang),
                  })
                : intl.formatMessage(messages.marketplaceSubscription, {
                    months: MARKETPLACE_SUBSCRIPTION_MONTHS,
                  })}
            </p>
          </div>
        </Card>
      </CardGrid>
    </section>
  );
}

function AcademyBanner({ siteUrl }: { siteUrl: string }) {
  const intl = useIntl();
  const lang = useLanguage(intl);
  return (
    <section aria-labelledby="dashboard-academy" className={styles.academy}>
      <h2 id="dashboard-academy" className={styles.sectionHeading}>
        {intl.formatMessage(messages.academyHeading)}
      </h2>
      <p className={styles.paragraph}>{intl.formatMessage(messages.academyBody)}</p>
      <p className={styles.paragraph}>
        <TextLink href={academyUrl(lang, siteUrl)} isExternal>
          {intl.formatMessage(messages.academyLink)}
        </TextLink>
      </p>
    </section>
  );
}

/** The academy's webinar page on the show website (the path is the portal's default). */
export function academyUrl(lang: Language, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${lang}/academy`;
}

function ExhibitorDashboardView({
  dashboard,
  siteUrl,
}: {
  dashboard: ExhibitorDashboard;
  siteUrl: string;
}) {
  const intl = useIntl();
  return (
    <>
      {dashboard.nextAction ? (
        <section aria-labelledby="dashboard-next-step" className={styles.section}>
          <h2 id="dashboard-next-step" className={styles.sectionHeading}>
            {intl.formatMessage(messages.nextStepHeading)}
          </h2>
          <NextStep item={dashboard.nextAction} />
          <OtherSteps items={dashboard.otherActions} />
        </section>
      ) : null}
      <Registrations dashboard={dashboard} />
      <Tradeshows tradeshows={dashboard.tradeshows} />
      <Services dashboard={dashboard} />
      <AcademyBanner siteUrl={siteUrl} />
    </>
  );
}

function VisitorDashboardView({ user }: { user: User }) {
  const intl = useIntl();
  const lang = useLanguage(intl);
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
    <CardGrid>
      <Card
        headingLevel={2}
        title={intl.formatMessage(messages.visitorInformationsTitle)}
        action={
          <LinkButton href={pathTo(lang, 'informations')} variant="secondary">
            {intl.formatMessage(messages.editInformations)}
          </LinkButton>
        }
      >
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.detailTerm}>{term}</dt>
              <dd className={styles.detailValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card
        headingLevel={2}
        title={intl.formatMessage(messages.visitorBadgesTitle)}
        action={
          <LinkButton href={pathTo(lang, 'guestBadges')} variant="secondary">
            {intl.formatMessage(messages.seeBadges)}
          </LinkButton>
        }
      >
        {intl.formatMessage(messages.visitorBadgesBody)}
      </Card>
      <Card
        headingLevel={2}
        title={intl.formatMessage(messages.visitorContactTitle)}
        action={
          <LinkButton href={pathTo(lang, 'guestContact')} variant="secondary">
            {intl.formatMessage(messages.writeToTeam)}
          </LinkButton>
        }
      >
        {intl.formatMessage(messages.visitorContactBody)}
      </Card>
    </CardGrid>
  );
}

/**
 * The dashboard (spec §2 me/dashboard) of an exhibitor (the next step and its deadline first,
 * DESIGN.md principle 1; registrations with their statuses; tradeshows; payments and invoices,
 * booth, badges and invitations, marketplace; the academy banner) or of a visitor (personal
 * information, badges, contact). It renders inside the layout's `<main>`.
 */
export function DashboardView({ user, state, onRetry, siteUrl }: DashboardViewProps) {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage(messages.title)}
        title={intl.formatMessage(messages.greeting, { firstName: user.contact.firstname })}
        description={user.account?.name}
      />
      <div className={styles.page}>
        {state.status === 'loading' ? (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        ) : null}
        {state.status === 'failed' ? (
          <Alert
            tone="critical"
            title={intl.formatMessage(messages.failedTitle)}
            actions={
              <Button variant="secondary" onPress={onRetry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          >
            {intl.formatMessage(messages.failedBody)}
          </Alert>
        ) : null}
        {state.status === 'ready' ? (
          <ExhibitorDashboardView dashboard={state.dashboard} siteUrl={siteUrl} />
        ) : null}
        {state.status === 'visitor' ? <VisitorDashboardView user={user} /> : null}
      </div>
    </>
  );
}
