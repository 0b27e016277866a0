import { useId, type ReactNode } from 'react';
import { interpolate, intlLocale } from '../../i18n/messages';
import { useUi, useUiTexts } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { formatPercent } from '../../lib/format';
import { TextLink } from '../Link/Link';
import { Money } from '../Money/Money';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import type { DisplayedStatus } from '../StatusBadge/statuses';
import { PaymentSchedule, type Installment } from './PaymentSchedule';
import * as styles from './QuoteView.css';
import { quoteMessages, surfaceValueMessage, type QuoteTexts } from './texts';

export interface QuotePerson {
  name: string;
  email?: string;
  phone?: string;
}

export interface QuoteAddress {
  street: string;
  additional?: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The quote display fields of spec §3, with amounts in cents and texts in the user's language. */
export interface QuoteDetails {
  event: string;
  brands: string[];
  /** The kind of stand ("Stand nu", "Stand équipé"). */
  stand: string;
  status: DisplayedStatus;
  surfaceM2: number;
  corners: number;
  boothNumber?: string;
  billingAddress?: QuoteAddress;
  /** The quote document (devis_url). */
  file?: { href: string; name: string };
  fileManager?: QuotePerson;
  billingManager?: QuotePerson;
  standManager?: QuotePerson;
  subtotalExcludingVatCents: number;
  /** In percent, e.g. 5 for the rebooking discount (spec §9). */
  discountRate?: number;
  /** A positive number of cents taken off the subtotal. */
  globalDiscountCents?: number;
  vatCents: number;
  totalIncludingVatCents: number;
  /** Already in the user's language ("Carte bancaire", "Virement"). */
  paymentMethod?: string;
  messageToSalesAdvisor?: string;
  installments?: Installment[];
}

export interface QuoteViewProps {
  quote: QuoteDetails;
  /** The heading; defaults to the event's name. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Replace some field names. */
  labels?: Partial<QuoteTexts>;
  /** The actions under the quote ("Validate my quote", "Request a change"). */
  actions?: ReactNode;
  /** Beside the payment schedule's caption: an `InfoTip` that explains its shares (spec §9). */
  scheduleHint?: ReactNode;
}

function Person({ person, fallback }: { person?: QuotePerson; fallback: string }) {
  if (!person) return <>{fallback}</>;
  return (
    <>
      {person.name}
      {person.email ? (
        <>
          <br />
          <TextLink href={`mailto:${person.email}`}>{person.email}</TextLink>
        </>
      ) : null}
      {person.phone ? (
        <>
          <br />
          {person.phone}
        </>
      ) : null}
    </>
  );
}

/** One line of the amounts: its name and its value, the total in bold. */
function AmountRow({
  label,
  isTotal,
  children,
}: {
  label: string;
  isTotal?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={isTotal ? cx(styles.amountRow, styles.totalRow) : styles.amountRow}>
      <dt>{label}</dt>
      <dd className={styles.amountValue}>{children}</dd>
    </div>
  );
}

/**
 * The quote (spec §3 "Quote display fields"): the stand, the contacts, the amounts excluding and
 * including VAT with the discounts, the file, the message to the sales advisor, then the payment
 * schedule.
 */
export function QuoteView({ quote, title, headingLevel = 2, ...props }: QuoteViewProps) {
  const { labels, actions, scheduleHint } = props;
  const { locale, format } = useUi();
  const texts = useUiTexts(quoteMessages, labels);
  const surface = new Intl.NumberFormat(intlLocale[locale]).format(quote.surfaceM2);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const none = texts.notProvided;
  const address = quote.billingAddress;
  return (
    <article className={styles.quote} aria-labelledby={titleId} data-salon-quote="">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{texts.file}</p>
          <Heading id={titleId} className={styles.title}>
            {title ?? quote.event}
          </Heading>
        </div>
        <StatusBadge status={quote.status} />
      </header>

      <div className={styles.sections}>
        <section className={styles.section}>
          <SubHeading className={styles.sectionTitle}>{texts.details}</SubHeading>
          <dl className={styles.fields}>
            <dt className={styles.label}>{texts.event}</dt>
            <dd className={styles.value}>{quote.event}</dd>
            <dt className={styles.label}>{texts.brands}</dt>
            <dd className={styles.value}>{quote.brands.length ? quote.brands.join(', ') : none}</dd>
            <dt className={styles.label}>{texts.stand}</dt>
            <dd className={styles.value}>{quote.stand}</dd>
            <dt className={styles.label}>{texts.surface}</dt>
            <dd className={styles.value}>
              {labels?.surfaceValue
                ? interpolate(labels.surfaceValue, { value: surface })
                : format(surfaceValueMessage, { value: surface })}
            </dd>
            <dt className={styles.label}>{texts.corners}</dt>
            <dd className={styles.value}>{quote.corners}</dd>
            <dt className={styles.label}>{texts.boothNumber}</dt>
            <dd className={styles.value}>{quote.boothNumber ?? none}</dd>
            <dt className={styles.label}>{texts.billingAddress}</dt>
            <dd className={styles.value}>
              {address ? (
                <address style={{ fontStyle: 'normal' }}>
                  {address.street}
                  {address.additional ? (
                    <>
                      <br />
                      {address.additional}
                    </>
                  ) : null}
                  <br />
                  {address.postalCode} {address.city}
                  <br />
                  {address.country}
                </address>
              ) : (
                none
              )}
            </dd>
            <dt className={styles.label}>{texts.paymentMethod}</dt>
            <dd className={styles.value}>{quote.paymentMethod ?? none}</dd>
            {quote.file ? (
              <>
                <dt className={styles.label}>{texts.file}</dt>
                <dd className={styles.value}>
                  <TextLink href={quote.file.href} isExternal>
                    {quote.file.name}
                  </TextLink>
                </dd>
              </>
            ) : null}
          </dl>

          <SubHeading className={styles.sectionTitle}>{texts.contacts}</SubHeading>
          <dl className={styles.fields}>
            <dt className={styles.label}>{texts.fileManager}</dt>
            <dd className={styles.value}>
              <Person person={quote.fileManager} fallback={none} />
            </dd>
            <dt className={styles.label}>{texts.billingManager}</dt>
            <dd className={styles.value}>
              <Person person={quote.billingManager} fallback={none} />
            </dd>
            <dt className={styles.label}>{texts.standManager}</dt>
            <dd className={styles.value}>
              <Person person={quote.standManager} fallback={none} />
            </dd>
          </dl>
        </section>

        <section className={styles.section}>
          <SubHeading className={styles.sectionTitle}>{texts.amounts}</SubHeading>
          <dl className={styles.amounts}>
            <AmountRow label={texts.subtotalExcludingVat}>
              <Money cents={quote.subtotalExcludingVatCents} />
            </AmountRow>
            {quote.discountRate != null ? (
              <AmountRow label={texts.discountRate}>
                {formatPercent(quote.discountRate, locale)}
              </AmountRow>
            ) : null}
            {quote.globalDiscountCents ? (
              <AmountRow label={texts.globalDiscount}>
                <Money cents={-Math.abs(quote.globalDiscountCents)} />
              </AmountRow>
            ) : null}
            <AmountRow label={texts.vat}>
              <Money cents={quote.vatCents} />
            </AmountRow>
            <AmountRow label={texts.total} isTotal>
              <Money cents={quote.totalIncludingVatCents} />
            </AmountRow>
          </dl>
          {quote.messageToSalesAdvisor ? (
            <>
              <SubHeading className={styles.sectionTitle}>{texts.messageToSalesAdvisor}</SubHeading>
              <blockquote className={styles.message}>{quote.messageToSalesAdvisor}</blockquote>
            </>
          ) : null}
        </section>
      </div>

      {quote.installments?.length ? (
        <PaymentSchedule installments={quote.installments} hint={scheduleHint} labels={labels} />
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
