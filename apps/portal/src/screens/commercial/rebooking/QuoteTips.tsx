// The quote's tips (spec §2 'tooltip' among the modal forms): what the discount in force asks of
// the exhibitor (spec §1, §4 'Discounts', §9) and how the payment schedule shares out the total
// (spec §9), each an InfoTip of the ui, which a tap, a click or the keyboard opens. The figures
// come from the quote's campaign and schedule, the words from the catalogs (namespace rebooking).
import type { ApplicableDiscount, InstallmentWithState, Language } from '@salon/domain';
import { InfoTip, formatDate, formatPercent } from '@salon/ui';
import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { firstInstallmentTermDays, type EarlyBookingStep } from './quoteFacts';

/** A share (a percentage) and the day it holds until or is due by, formatted. */
type Share = { percent: string; date: string };
/** The same, when the day may be unknown yet. */
type Dated = Share & { hasDate: 'yes' | 'no' };

const messages = {
  rebookingLabel: defineMessage({
    id: 'rebooking.tip_rebooking_label',
    defaultMessage: 'Conditions de la remise de réinscription',
  }),
  rebooking: defineMessage<Dated>({
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
  earlyStep: defineMessage<Share>({
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
  scheduleFirst: defineMessage<Dated & { days: number }>({
    id: 'rebooking.tip_schedule_first',
    defaultMessage:
      '1er acompte, {percent} : dû à l’inscription, {hasDate, select, yes {à régler au plus tard le {date}} other {à régler dans les {days} jours qui suivent la validation du devis}}',
  }),
  scheduleSecond: defineMessage<Share>({
    id: 'rebooking.tip_schedule_second',
    defaultMessage: '2e acompte, {percent} : à régler au plus tard le {date}',
  }),
  scheduleBalance: defineMessage<Share>({
    id: 'rebooking.tip_schedule_balance',
    defaultMessage: 'Solde, {percent} : le reste, à régler au plus tard le {date}',
  }),
};

/** A tip: its button's name (which names it open too), a sentence, a list, a closing sentence. */
function Tip({
  label,
  intro,
  items = [],
  outro,
}: {
  label: string;
  intro: string;
  items?: { key: string; text: string }[];
  outro?: string;
}) {
  const content: ReactNode = (
    <>
      <p>{intro}</p>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      ) : null}
      {outro ? <p>{outro}</p> : null}
    </>
  );
  return <InfoTip label={label} content={content} />;
}

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
  const t = useIntl().formatMessage;
  const percent = (value: number) => formatPercent(value, lang);
  if (discount.kind === 'rebooking') {
    const date = discount.deadline ? formatDate(discount.deadline, lang) : '';
    const hasDate = discount.deadline ? 'yes' : 'no';
    return (
      <Tip
        label={t(messages.rebookingLabel)}
        intro={t(messages.rebooking, { percent: percent(discount.percent), hasDate, date })}
      />
    );
  }
  return (
    <Tip
      label={t(messages.earlyLabel)}
      intro={t(messages.earlyIntro)}
      items={steps.map((step) => ({
        key: step.date,
        text: t(messages.earlyStep, {
          percent: percent(step.percent),
          date: formatDate(step.date, lang),
        }),
      }))}
      outro={t(messages.earlyAfter)}
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
  const t = useIntl().formatMessage;
  const line = ({ kind, percentage, deadline }: InstallmentWithState) => {
    const values = {
      percent: formatPercent(percentage, lang),
      date: deadline ? formatDate(deadline, lang) : '',
    };
    if (kind === 'acompte2') return t(messages.scheduleSecond, values);
    if (kind === 'solde') return t(messages.scheduleBalance, values);
    const hasDate = deadline ? 'yes' : 'no';
    return t(messages.scheduleFirst, { ...values, hasDate, days: firstInstallmentTermDays });
  };
  return (
    <Tip
      label={t(messages.scheduleLabel)}
      intro={t(messages.scheduleIntro)}
      items={schedule.map((installment) => ({ key: installment.kind, text: line(installment) }))}
    />
  );
}
