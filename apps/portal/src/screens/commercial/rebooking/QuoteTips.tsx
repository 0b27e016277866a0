// The quote's tips (spec §2 'tooltip' among the modal forms): what the discount in force asks of
// the exhibitor (spec §1, §4 'Discounts', §9) and how the payment schedule shares out the total
// (spec §9), each an InfoTip of the ui, which a tap, a click or the keyboard opens. The figures
// come from the quote's campaign and schedule, the words from the catalogs (namespace rebooking).
import type { ApplicableDiscount, InstallmentWithState, Language } from '@salon/domain';
import { InfoTip, formatDate, formatPercent } from '@salon/ui';
import { defineMessage, useIntl } from 'react-intl';
import { firstInstallmentTermDays, type EarlyBookingStep } from './quoteFacts';

const messages = {
  rebookingLabel: defineMessage({
    id: 'rebooking.tip_rebooking_label',
    defaultMessage: 'Conditions de la remise de réinscription',
  }),
  rebooking: defineMessage<{ percent: string; hasDate: 'yes' | 'no'; date: string }>({
    id: 'rebooking.tip_rebooking',
    defaultMessage:
      'Pour les exposants qui reviennent d’une édition à l’autre : {percent} de remise sur le total HT du devis, {hasDate, select, yes {s’il est validé au plus tard le {date}} other {tant que la réinscription est ouverte}}. Elle ne s’ajoute pas à la remise early booking.',
  }),
  earlyLabel: defineMessage({
    id: 'rebooking.tip_early_label',
    defaultMessage: 'Conditions de la remise early booking',
  }),
  earlyIntro: defineMessage({
    id: 'rebooking.tip_early_intro',
    defaultMessage:
      'Pour une première participation, la remise sur le total HT dépend du jour où vous validez votre devis :',
  }),
  earlyStep: defineMessage<{ percent: string; date: string }>({
    id: 'rebooking.tip_early_step',
    defaultMessage: '{percent} jusqu’au {date} inclus',
  }),
  earlyAfter: defineMessage({
    id: 'rebooking.tip_early_after',
    defaultMessage:
      'Après la dernière date, le devis n’a plus de remise. Elle ne s’ajoute pas à la remise de réinscription.',
  }),
  scheduleLabel: defineMessage({
    id: 'rebooking.tip_schedule_label',
    defaultMessage: 'Comment se répartissent les échéances',
  }),
  scheduleIntro: defineMessage({
    id: 'rebooking.tip_schedule_intro',
    defaultMessage: 'Chaque échéance est une part du total TTC du devis :',
  }),
  scheduleFirst: defineMessage<{
    percent: string;
    hasDate: 'yes' | 'no';
    date: string;
    days: number;
  }>({
    id: 'rebooking.tip_schedule_first',
    defaultMessage:
      '1er acompte, {percent} : dû à l’inscription, {hasDate, select, yes {à régler au plus tard le {date}} other {à régler dans les {days} jours qui suivent la validation du devis}}',
  }),
  scheduleSecond: defineMessage<{ percent: string; date: string }>({
    id: 'rebooking.tip_schedule_second',
    defaultMessage: '2e acompte, {percent} : à régler au plus tard le {date}',
  }),
  scheduleBalance: defineMessage<{ percent: string; date: string }>({
    id: 'rebooking.tip_schedule_balance',
    defaultMessage: 'Solde, {percent} : le reste, à régler au plus tard le {date}',
  }),
};

/**
 * Beside the discount of the quote: who gets it and until when (spec §4 'Discounts': a rebooking
 * gets the rebooking discount, any other registration the early-booking rate of its deadline;
 * never both). `steps` are the early-booking deadlines still ahead.
 */
export function DiscountTip({
  discount,
  steps,
  lang,
}: {
  discount: ApplicableDiscount;
  steps: readonly EarlyBookingStep[];
  lang: Language;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (discount.kind === 'rebooking') {
    return (
      <InfoTip
        label={t(messages.rebookingLabel)}
        content={
          <p>
            {t(messages.rebooking, {
              percent: formatPercent(discount.percent, lang),
              hasDate: discount.deadline ? 'yes' : 'no',
              date: discount.deadline ? formatDate(discount.deadline, lang) : '',
            })}
          </p>
        }
      />
    );
  }
  return (
    <InfoTip
      label={t(messages.earlyLabel)}
      content={
        <>
          <p>{t(messages.earlyIntro)}</p>
          <ul>
            {steps.map((step) => (
              <li key={step.date}>
                {t(messages.earlyStep, {
                  percent: formatPercent(step.percent, lang),
                  date: formatDate(step.date, lang),
                })}
              </li>
            ))}
          </ul>
          <p>{t(messages.earlyAfter)}</p>
        </>
      }
    />
  );
}

/** Beside the payment schedule: each installment's share of the total and its term (spec §9). */
export function ScheduleTip({
  schedule,
  lang,
}: {
  schedule: readonly InstallmentWithState[];
  lang: Language;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const line = (installment: InstallmentWithState) => {
    const percent = formatPercent(installment.percentage, lang);
    const date = installment.deadline ? formatDate(installment.deadline, lang) : '';
    switch (installment.kind) {
      case 'acompte1':
        return t(messages.scheduleFirst, {
          percent,
          hasDate: installment.deadline ? 'yes' : 'no',
          date,
          days: firstInstallmentTermDays,
        });
      case 'acompte2':
        return t(messages.scheduleSecond, { percent, date });
      case 'solde':
        return t(messages.scheduleBalance, { percent, date });
    }
  };
  return (
    <InfoTip
      label={t(messages.scheduleLabel)}
      content={
        <>
          <p>{t(messages.scheduleIntro)}</p>
          <ul>
            {schedule.map((installment) => (
              <li key={installment.kind}>{line(installment)}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
