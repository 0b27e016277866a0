// The dashboard's services (spec §4 dashboard: booth, badges, marketplace, academy) and the
// academy's banner.
import {
  FEATURE_LOCKED_MESSAGE_KEY,
  MARKETPLACE_ADMINISTRATION_FEE_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  MARKETPLACE_SUBSCRIPTION_MONTHS,
  type Language,
} from '@salon/domain';
import {
  Card,
  CardGrid,
  LinkButton,
  TextLink,
  formatDate,
  formatMoney,
  formatPercent,
} from '@salon/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../kit/language';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './Dashboard.css';
import type { ExhibitorDashboard } from '@salon/domain';
import { dashboardMessages as messages } from './messages';

export function Services({ dashboard }: { dashboard: ExhibitorDashboard }) {
  const intl = useIntl();
  const lang = useLanguage();
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

/** The exhibitor's account (spec §2 me/informations, me/company, pro/contact): open to all. */
export function AccountTiles() {
  const intl = useIntl();
  const lang = useLanguage();
  const tiles = [
    {
      title: messages.accountInformationsTitle,
      body: messages.accountInformationsBody,
      href: pathTo(lang, 'informations'),
      action: messages.editInformations,
    },
    {
      title: messages.accountCompanyTitle,
      body: messages.accountCompanyBody,
      href: pathTo(lang, 'company'),
      action: messages.seeCompany,
    },
    {
      title: messages.accountContactTitle,
      body: messages.accountContactBody,
      href: pathTo(lang, 'proContact'),
      action: messages.writeToTeam,
    },
  ];
  return (
    <section aria-labelledby="dashboard-account" className={styles.section}>
      <h2 id="dashboard-account" className={styles.sectionHeading}>
        {intl.formatMessage(messages.accountHeading)}
      </h2>
      <CardGrid>
        {tiles.map((tile) => (
          <Card
            key={tile.href}
            headingLevel={3}
            title={intl.formatMessage(tile.title)}
            action={
              <LinkButton href={tile.href} variant="secondary">
                {intl.formatMessage(tile.action)}
              </LinkButton>
            }
          >
            {intl.formatMessage(tile.body)}
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}

export function AcademyBanner({ siteUrl }: { siteUrl: string }) {
  const intl = useIntl();
  const lang = useLanguage();
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
