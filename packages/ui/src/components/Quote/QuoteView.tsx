import { useId, type ReactNode } from 'react';
import { interpolate, intlLocale } from '../../i18n/messages';
import { useUi, useUiTexts } from '../../i18n/UiProvider';
import { Button } from '../Button/Button';
import { DownloadIcon } from '../Icon/icons';
import { TextLink } from '../Link/Link';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import type { DisplayedStatus } from '../StatusBadge/statuses';
import { PaymentSchedule, type Installment } from './PaymentSchedule';
import { AmountsBlock, QuoteLines, type QuoteAmount, type QuoteLine } from './QuoteAmounts';
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

/**
 * The quote document (devis_url): a link the browser opens, or a download the app makes itself
 * (`onDownload`: a file behind the user's token, which a link in a new tab would not carry).
 */
export interface QuoteFile {
  name: string;
  href?: string;
  onDownload?: () => void;
  /** The download is running: the button shows a spinner. */
  isDownloading?: boolean;
  /** Said under the button when the download failed. */
  downloadError?: string;
}

/** The quote display fields of spec §3, with amounts in cents and texts in the user's language. */
export interface QuoteDetails {
  event: string;
  brands: string[];
  /** The stand in words ("Stand H7-C04 · 24 m² · 1 open corner", "Stand équipé"). */
  stand: string;
  status: DisplayedStatus;
  surfaceM2: number;
  corners: number;
  /** The booth number, or the app's words for one not allocated yet. */
  boothNumber?: string;
  billingAddress?: QuoteAddress;
  /** The quote document (devis_url). */
  file?: QuoteFile;
  fileManager?: QuotePerson;
  billingManager?: QuotePerson;
  standManager?: QuotePerson;
  /** The quote's lines, excluding VAT. */
  lines?: QuoteLine[];
  /**
   * The amounts, every step from the subtotal to the total including VAT, in order (the app's
   * rule: each adds up; the library computes nothing).
   */
  amounts: QuoteAmount[];
  /** Said under the amounts, e.g. the VAT mention of a reverse charge. */
  amountsNote?: string;
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

function QuoteFileField({ file }: { file: QuoteFile }) {
  if (!file.onDownload) {
    return (
      <TextLink href={file.href ?? '#'} isExternal>
        {file.name}
      </TextLink>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        icon={<DownloadIcon />}
        isPending={file.isDownloading}
        onPress={file.onDownload}
      >
        {file.name}
      </Button>
      {file.downloadError ? (
        <span role="alert" className={styles.fileError}>
          {file.downloadError}
        </span>
      ) : null}
    </>
  );
}

/**
 * The quote (spec §3 "Quote display fields"): the stand, the contacts, the amounts step by step
 * as the app gives them (subtotal, discounts, totals excluding and including VAT), the file, the
 * message to the sales advisor, then the lines and the payment schedule.
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
                  <QuoteFileField file={quote.file} />
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
          <AmountsBlock amounts={quote.amounts} note={quote.amountsNote} texts={texts} />
          {quote.messageToSalesAdvisor ? (
            <>
              <SubHeading className={styles.sectionTitle}>{texts.messageToSalesAdvisor}</SubHeading>
              <blockquote className={styles.message}>{quote.messageToSalesAdvisor}</blockquote>
            </>
          ) : null}
        </section>
      </div>

      {quote.lines?.length ? <QuoteLines lines={quote.lines} texts={texts} /> : null}
      {quote.installments?.length ? (
        <PaymentSchedule installments={quote.installments} hint={scheduleHint} labels={labels} />
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
