// The dashboard's next actions (spec §4 dashboard: what the exhibitor has to do next, most
// urgent first, and the other steps).
import { statusChips, type Language } from '@salon/domain';
import { Card, LinkButton, TextLink, formatDate, formatMoney } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLanguage } from '../../kit/language';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import { rebookingUrl } from '../../kit/routing/rebookingLinks';
import * as styles from './Dashboard.css';
import type { DashboardAction } from '@salon/domain';
import { dashboardMessages as messages } from './messages';
import { opportunitySummary } from './DashboardParts';
import { StatusBadges } from '../../kit/StatusBadges';

/**
 * Where an action leads (spec §2, §4 rebooking flow): straight to the step of the rebooking flow
 * for this opportunity (validate this quote, pay this 1st installment, see this change request);
 * the invoices page for the later installments and for a transfer under way; the booth once all
 * is paid.
 */
export function actionHref(lang: Language, item: DashboardAction): string {
  const { action, opportunity } = item;
  switch (action.kind) {
    case 'validateQuote':
    case 'validateModifiedQuote':
      return rebookingUrl(lang, 'validation', opportunity.id);
    case 'payInstallment':
      return (action.installment ?? 'acompte1') === 'acompte1'
        ? rebookingUrl(lang, 'payment', opportunity.id)
        : pathTo(lang, 'invoices');
    case 'transferPending':
      return pathTo(lang, 'invoices');
    case 'waitQuoteRevision':
      return rebookingUrl(lang, 'quote', opportunity.id);
    case 'allPaid':
      return pathTo(lang, 'stand');
  }
}

/** The text of a next action with its deadline (docs/design.md: the next step first, domain `nextAction`). */
function actionText(intl: IntlShape, lang: Language, item: DashboardAction): string {
  const { deadline, messageKey } = item.action;
  return formatKey(intl, messageKey, deadline ? { date: formatDate(deadline, lang) } : undefined);
}

export function NextStep({ item }: { item: DashboardAction }) {
  const intl = useIntl();
  const lang = useLanguage();
  const { action, opportunity } = item;
  const money = formatMoney(item.amount, lang);
  const href = actionHref(lang, item);

  let detail: ReactNode = null;
  let link: ReactNode = null;
  switch (action.kind) {
    case 'validateQuote':
    case 'validateModifiedQuote':
      detail = intl.formatMessage(messages.quoteTotal, { amount: money });
      link = <LinkButton href={href}>{intl.formatMessage(messages.openQuote)}</LinkButton>;
      break;
    case 'payInstallment':
      detail = intl.formatMessage(messages.installmentAmount, {
        installment: formatKey(intl, `installment.${action.installment ?? 'acompte1'}`),
        amount: money,
      });
      link = <LinkButton href={href}>{intl.formatMessage(messages.payNow)}</LinkButton>;
      break;
    case 'transferPending':
      detail = intl.formatMessage(messages.transferAmount, { amount: money });
      link = (
        <LinkButton href={href} variant="secondary">
          {intl.formatMessage(messages.seePayments)}
        </LinkButton>
      );
      break;
    case 'waitQuoteRevision':
      detail = opportunity.comment_rbkg
        ? intl.formatMessage(messages.changeRequest, { comment: opportunity.comment_rbkg })
        : null;
      link = (
        <LinkButton href={href} variant="secondary">
          {intl.formatMessage(messages.seeRequest)}
        </LinkButton>
      );
      break;
    case 'allPaid':
      link = (
        <LinkButton href={href} variant="secondary">
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
        status={<StatusBadges statuses={statusChips(opportunity, 'dashboard')} />}
        action={link}
      >
        {detail ? <p className={styles.amount}>{detail}</p> : null}
      </Card>
    </div>
  );
}

export function OtherSteps({ items }: { items: readonly DashboardAction[] }) {
  const intl = useIntl();
  const lang = useLanguage();
  if (items.length === 0) return null;
  return (
    <div className={styles.groupBlock}>
      <h3 className={styles.groupHeading}>{intl.formatMessage(messages.otherStepsHeading)}</h3>
      <ul className={styles.stepList}>
        {items.map((item) => (
          <li key={item.opportunity.id} className={styles.stepItem}>
            <TextLink href={actionHref(lang, item)}>{actionText(intl, lang, item)}</TextLink>
            <span className={styles.muted}>
              {item.opportunity.event_name} · {opportunitySummary(intl, item.opportunity)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
