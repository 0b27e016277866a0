// The validation of the quote (spec §2 'choice of card or bank transfer', §4 rebooking flow 3,
// §5 'Terms and personal-data policy must be accepted at ... rebooking'): the payment method, the
// acceptance, then the quote is signed (the signed stage of spec §4).
import { legalPageUrl, paymentMethods, type Language } from '@salon/domain';
import type { RebookingContext, RebookingEvent } from '@salon/machines';
import {
  Form,
  FormActions,
  Radio,
  RadioGroup,
  TermsCheckbox,
  TextLink,
  formatMoney,
} from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../kit/FormErrors';
import { Section } from '../../../kit/Section';
import { SubmitAndCancel } from '../../../kit/SubmitAndCancel';
import { useFormSubmit } from '../../../kit/useFormSubmit';
import { fieldId, useFormMessages } from '../../../kit/formFeedback';
import { methodMessages, quoteMessages as messages } from './quoteMessages';
import * as styles from './rebooking.css';

const FORM = 'rebooking-validation';

/**
 * The documents to accept (spec §2 'Footer links', §5), on the show's website in the page's
 * language: the ones the quote's PDF names too (the domain's `quoteAcceptedPages`).
 */
function documentLinks(lang: Language, siteUrl: string) {
  return {
    terms: legalPageUrl(siteUrl, lang, 'terms'),
    rules: legalPageUrl(siteUrl, lang, 'rules'),
    privacy: legalPageUrl(siteUrl, lang, 'privacy'),
  };
}

export function ValidationForm({
  context,
  send,
  isSending,
  lang,
  siteUrl,
}: {
  context: RebookingContext;
  send: (event: RebookingEvent) => void;
  isSending: boolean;
  lang: Language;
  siteUrl: string;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { submits, onSubmit } = useFormSubmit(send, isSending);
  const { validation, quote } = context;
  const links = documentLinks(lang, siteUrl);
  const link = (href: string) => (chunks: ReactNode[]) => (
    // The documents open in a new window: nothing chosen here is lost.
    <TextLink href={href} isExternal>
      {chunks}
    </TextLink>
  );
  return (
    <Section id="rebooking-validation" heading={t(messages.validationTitle)}>
      <Form onSubmit={onSubmit} aria-labelledby="rebooking-validation">
        <p className={styles.paragraph}>
          {t(messages.validationIntro, {
            total: formatMoney(quote?.offre.total_ttc ?? 0, lang),
          })}
        </p>
        <FormErrors
          feedback={feedback}
          order={['payment_method', 'terms']}
          fallback={fieldId(FORM, 'payment_method')}
          focusKey={submits}
        />
        <RadioGroup
          {...feedback.field('payment_method')}
          label={t(messages.paymentMethod)}
          isRequired
          value={validation.payment_method}
          onChange={(value) =>
            send({
              type: 'EDIT_VALIDATION',
              patch: { payment_method: value === 'card' ? 'card' : 'transfer' },
            })
          }
        >
          {paymentMethods.map((method) => (
            <Radio key={method} value={method}>
              {t(methodMessages[method])}
            </Radio>
          ))}
        </RadioGroup>
        <TermsCheckbox
          {...feedback.field('terms')}
          isSelected={validation.terms}
          onChange={(terms) => send({ type: 'EDIT_VALIDATION', patch: { terms } })}
        >
          {t(messages.terms, {
            terms: link(links.terms),
            rules: link(links.rules),
            privacy: link(links.privacy),
          })}
        </TermsCheckbox>
        <FormActions>
          <SubmitAndCancel
            submit={t(messages.confirmValidation)}
            cancel={t(messages.cancel)}
            isPending={isSending}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        </FormActions>
      </Form>
    </Section>
  );
}
