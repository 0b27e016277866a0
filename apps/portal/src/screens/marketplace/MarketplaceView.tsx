// pro/marketplace (spec §2): the presentation of the B2B marketplace (spec §1, §9: 6 % commission
// plus a 2 % administration fee; the Discovery subscription paid by the show for up to 6 months
// after the event) and the external link, which signs the exhibitor in (pro/sso-login). Pure.
import {
  MARKETPLACE_ADMINISTRATION_FEE_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  MARKETPLACE_SUBSCRIPTION_MONTHS,
  marketplaceFees,
  type CalendarDate,
} from '@salon/domain';
import {
  Card,
  CardGrid,
  LinkButton,
  PageHeader,
  formatDate,
  formatMoney,
  formatPercent,
} from '@salon/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../kit/language';
import { pathTo } from '../../kit/routing/paths';
import { usePageTitle } from '../../kit/usePageTitle';
import * as styles from './marketplace.css';
import { marketplaceMessages as messages } from './messages';
import { LoadStatus } from '../../kit/LoadFailed';

/** The example sale of the presentation: 100 €, in cents. */
const EXAMPLE_SALE = 10_000;

/**
 * The page's data: the exhibitor's shows, for the date until which the show pays the
 * subscription (loading, failed with a retry, ready; null when no show is confirmed yet).
 */
export type MarketplaceState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; coveredUntil: CalendarDate | null };

/** The page's states, for the story check (`src/stories-coverage.test.ts`): it has no machine. */
export const marketplaceStates = [
  'loading',
  'failed',
  'ready',
] as const satisfies readonly MarketplaceState['status'][];

export interface MarketplaceViewProps {
  state: MarketplaceState;
  onRetry: () => void;
}

export function MarketplaceView({ state, onRetry }: MarketplaceViewProps) {
  const intl = useIntl();
  const lang = useLanguage();
  usePageTitle(intl.formatMessage(messages.title));
  const fees = marketplaceFees(EXAMPLE_SALE);
  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        actions={
          <LinkButton href={pathTo(lang, 'ssoLogin')}>{intl.formatMessage(messages.go)}</LinkButton>
        }
      />
      <div className={styles.page}>
        <p className={styles.muted}>{intl.formatMessage(messages.goHint)}</p>
        <CardGrid>
          <Card headingLevel={2} title={intl.formatMessage(messages.feesTitle)}>
            <ul className={styles.list}>
              <li>
                {intl.formatMessage(messages.commission, {
                  percent: formatPercent(MARKETPLACE_COMMISSION_PERCENT, lang),
                })}
              </li>
              <li>
                {intl.formatMessage(messages.administrationFee, {
                  percent: formatPercent(MARKETPLACE_ADMINISTRATION_FEE_PERCENT, lang),
                })}
              </li>
            </ul>
            <p className={styles.muted}>
              {intl.formatMessage(messages.example, {
                sale: formatMoney(fees.sale, lang),
                total: formatMoney(fees.total, lang),
                net: formatMoney(fees.net, lang),
              })}
            </p>
          </Card>
          <Card headingLevel={2} title={intl.formatMessage(messages.subscriptionTitle)}>
            <LoadStatus status={state.status} texts={messages} onRetry={onRetry} />
            {state.status === 'ready' ? (
              <p className={styles.paragraph}>
                {state.coveredUntil
                  ? intl.formatMessage(messages.subscriptionCovered, {
                      date: formatDate(state.coveredUntil, lang),
                    })
                  : intl.formatMessage(messages.subscriptionRule, {
                      months: MARKETPLACE_SUBSCRIPTION_MONTHS,
                    })}
              </p>
            ) : null}
          </Card>
        </CardGrid>
      </div>
    </>
  );
}
