// The first two steps of the first-registration request (spec §2): the email check (spec §8
// 'first check': 4001/4010, 3030, 4050) and the company-existence check with its list to pick from.
import { EmailField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { CompanySearch } from './CompanySearch';
import { FormSection, RegistrationForm } from './FormParts';
import { firstRegMessages as messages } from './firstRegistrationMessages';
import { FormBanner } from '../../kit/FormBanner';
import { contactFieldMessages as fieldMessages } from '../../kit/fields/fieldMessages';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import * as styles from './registration.css';
import type { FirstRegistrationState, FirstRegistrationStepProps } from './states';
import { FORM } from './FirstRegistrationRequest';

/** Spec §8 'first check': is there an account for this email? */
export function EmailCheck({
  context,
  send,
  isChecking,
}: FirstRegistrationStepProps & { isChecking: boolean }) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  return (
    <RegistrationForm
      step={{ feedback, send, isSubmitting: isChecking }}
      texts={{ label: messages.emailForm, submit: messages.continue }}
      order={['email']}
      intro={<p className={styles.text}>{t(messages.emailLead)}</p>}
    >
      <EmailField
        {...feedback.field('email')}
        label={t(fieldMessages.email)}
        isRequired
        value={context.emailCheck.email}
        onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
      />
    </RegistrationForm>
  );
}

/** Spec §2 'Company-existence check with a list to pick from'. */
export function CompanyCheck({
  context,
  send,
  state,
}: FirstRegistrationStepProps & { state: FirstRegistrationState }) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  return (
    <FormSection title={t(messages.sectionCompany)} intro={t(messages.companyIntro)}>
      <FormBanner message={feedback.banner} focusKey={0} />
      <CompanySearch
        id={fieldId(FORM, 'company-search')}
        initialQuery={context.companySearch.query}
        searchedQuery={context.companySearch.query}
        matches={state === 'form.company.results' ? context.companySearch.matches : []}
        searched={state === 'form.company.results' || state === 'form.company.noResults'}
        isSearching={state === 'form.company.searching'}
        onSearch={(query) => send({ type: 'SEARCH_COMPANY', query })}
        onPick={(account) => send({ type: 'PICK_ACCOUNT', account })}
        onEnterCompany={() => send({ type: 'ENTER_COMPANY' })}
      />
    </FormSection>
  );
}
