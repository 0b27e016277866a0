// What an organiser renders with the library: a form with a validated field, a modal, a quote and
// the status badges. Every text of theirs comes from `texts`; the library's own come from its
// catalog given to UiProvider (main.tsx).
import {
  Button,
  DialogTrigger,
  EmailField,
  Form,
  FormActions,
  Modal,
  NumberField,
  QuoteView,
  StatusBadge,
  TextField,
  TextLink,
  displayedStatuses,
  type QuoteDetails,
  type UiLocale,
} from '@salon/ui';
import { useState, type FormEvent } from 'react';
import { badges, page } from './page.css';
import { texts } from './texts';

function quoteOf(locale: UiLocale): QuoteDetails {
  return {
    event: 'Salon Lumière 2026',
    brands: ['Atelier Verre'],
    stand: texts[locale].standKind,
    status: 'quoteToValidate',
    surfaceM2: 18,
    corners: 1,
    amounts: [
      { id: 'totalExcludingVat', cents: 540_000, isTotal: true },
      { id: 'vat', cents: 108_000 },
      { id: 'totalIncludingVat', cents: 648_000, isTotal: true },
    ],
    paymentMethod: texts[locale].paymentMethod,
  };
}

export function App({ locale }: { locale: UiLocale }) {
  const t = texts[locale];
  const [companyError, setCompanyError] = useState<string>();
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const company = new FormData(event.currentTarget).get('company');
    const missing = typeof company !== 'string' || company.trim() === '';
    setCompanyError(missing ? t.companyRequired : undefined);
    setSent(!missing);
  }

  return (
    <main className={page}>
      <h1>{t.title}</h1>
      <section aria-labelledby="contact">
        <h2 id="contact">{t.contactHeading}</h2>
        <Form onSubmit={submit}>
          <TextField
            label={t.company}
            name="company"
            isRequired
            isInvalid={companyError !== undefined}
            errorMessage={companyError}
          />
          <EmailField label={t.email} name="email" description={t.emailHint} />
          <FormActions>
            <Button type="submit">{t.send}</Button>
          </FormActions>
        </Form>
        <p role="status">{sent ? t.sent : ''}</p>
      </section>
      <div>
        <TextLink href={`/devis?lang=${locale}`}>{t.quoteLink}</TextLink>
      </div>
      <div>
        <DialogTrigger>
          <Button variant="secondary">{t.edit}</Button>
          <Modal
            title={t.editTitle}
            footer={(close) => (
              <>
                <Button onPress={close}>{t.save}</Button>
                <Button variant="secondary" onPress={close}>
                  {t.cancel}
                </Button>
              </>
            )}
          >
            <p>{t.editBody}</p>
            <NumberField label={t.surface} name="surface" defaultValue={18} minValue={9} />
          </Modal>
        </DialogTrigger>
      </div>
      <QuoteView quote={quoteOf(locale)} />
      <section aria-labelledby="statuses">
        <h2 id="statuses">{t.statusesHeading}</h2>
        <ul className={badges}>
          {displayedStatuses.map((status) => (
            <li key={status}>
              <StatusBadge status={status} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
