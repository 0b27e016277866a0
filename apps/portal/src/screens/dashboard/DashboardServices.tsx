// The dashboard's services (spec §2 me/dashboard: booth, badges, marketplace) and the academy's
// banner.
import {
  FEATURE_LOCKED_MESSAGE_KEY,
  MARKETPLACE_ADMINISTRATION_FEE_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  MARKETPLACE_SUBSCRIPTION_MONTHS,
  type AcademyBanner as AcademyBannerData,
} from '@salon/domain';
import { CardGrid, TextLink, formatDate, formatMoney, formatPercent } from '@salon/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../kit/language';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './Dashboard.css';
import type { ExhibitorDashboard } from '@salon/domain';
import { dashboardMessages as messages } from './messages';
import { LinkCard, LinkTiles, Section } from './DashboardParts';

export function Services({ dashboard }: { dashboard: ExhibitorDashboard }) {
  const intl = useIntl();
  const lang = useLanguage();
  const { payments, features } = dashboard;
  const locked = formatKey(intl, FEATURE_LOCKED_MESSAGE_KEY);
  return (
    <Section
      id="dashboard-services"
      heading={intl.formatMessage(messages.servicesHeading)}
      belowFold
    >
      <CardGrid>
        <LinkCard
          title={intl.formatMessage(messages.paymentsTitle)}
          href={pathTo(lang, 'invoices')}
          action={intl.formatMessage(messages.seeInvoices)}
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
        </LinkCard>
        <LinkCard
          title={intl.formatMessage(messages.standTitle)}
          lockedMessage={features.boothManagement ? undefined : locked}
          href={pathTo(lang, 'stand')}
          action={intl.formatMessage(messages.manageStand)}
        >
          {intl.formatMessage(messages.standBody)}
        </LinkCard>
        <LinkCard
          title={intl.formatMessage(messages.badgesTitle)}
          lockedMessage={features.badges && features.buyerInvitations ? undefined : locked}
          href={pathTo(lang, 'badges')}
          action={intl.formatMessage(messages.manageBadges)}
        >
          {intl.formatMessage(messages.badgesBody)}
        </LinkCard>
        <LinkCard
          title={intl.formatMessage(messages.marketplaceTitle)}
          href={pathTo(lang, 'marketplace')}
          action={intl.formatMessage(messages.discoverMarketplace)}
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
        </LinkCard>
      </CardGrid>
    </Section>
  );
}

/** The exhibitor's account (spec §2 me/informations, me/company, pro/contact): open to all. */
export function AccountTiles() {
  const intl = useIntl();
  const lang = useLanguage();
  const tiles = [
    {
      title: messages.accountInformationsTitle,
      body: intl.formatMessage(messages.accountInformationsBody),
      href: pathTo(lang, 'informations'),
      action: messages.editInformations,
    },
    {
      title: messages.accountCompanyTitle,
      body: intl.formatMessage(messages.accountCompanyBody),
      href: pathTo(lang, 'company'),
      action: messages.seeCompany,
    },
    {
      title: messages.accountContactTitle,
      body: intl.formatMessage(messages.accountContactBody),
      href: pathTo(lang, 'proContact'),
      action: messages.writeToTeam,
    },
  ];
  return (
    <Section id="dashboard-account" heading={intl.formatMessage(messages.accountHeading)} belowFold>
      <LinkTiles tiles={tiles} />
    </Section>
  );
}

/**
 * The academy's webinar banner (spec §2 me/dashboard): its text and its link are the organiser's,
 * published by the API in each language (GET /academy, apps/api/README.md "Configuration").
 */
export function AcademyBanner({ banner }: { banner: AcademyBannerData }) {
  const intl = useIntl();
  return (
    <Section
      id="dashboard-academy"
      heading={intl.formatMessage(messages.academyHeading)}
      className={styles.academy}
      belowFold
    >
      <p className={styles.paragraph}>{banner.text}</p>
      <p className={styles.paragraph}>
        <TextLink href={banner.url} isExternal>
          {intl.formatMessage(messages.academyLink)}
        </TextLink>
      </p>
    </Section>
  );
}
