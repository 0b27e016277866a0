// The second step of the registration (spec §2 register, valid-infos-register): the contact and
// the company, found by the company-existence check or entered by hand (spec §3, §5).
import type { RegistrationContext } from '@salon/machines';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  CompanyFields,
  companyDraftBindings,
  companyFieldOrder,
} from '../../kit/fields/CompanyFields';
import { contactFieldOrder } from '../../kit/fields/ContactFields';
import { pathsIn } from '../../kit/fields/paths';
import { CommercialFields, commercialFieldOrder } from './CommercialFields';
import { CompanySearch, PickedCompany } from './CompanySearch';
import { ContactSection } from './ContactSection';
import { FormSection, RegistrationForm } from './FormParts';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import { searchMessages } from './messages';
import type { PicklistOptions, registrationPicklists } from './picklists';
import type { RegistrationState, RegistrationStepProps } from './states';
import { FORM } from './RegisterSteps';
import { messages } from './registerMessages';

const texts = { label: messages.detailsForm, submit: messages.continue };

export function DetailsStep({
  context,
  send,
  state,
  isVisitor,
  options,
}: RegistrationStepProps & {
  state: RegistrationState;
  isVisitor: boolean;
  options: PicklistOptions<keyof typeof registrationPicklists>;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback, {
    // A visitor gives the company's name only: the company-or-account rule is that name.
    paths: isVisitor ? { account_id: { path: 'company.name', key: 'validation.required' } } : {},
  });
  const isSubmitting = state === 'details.submitting';
  const nameRef = useRef<HTMLInputElement>(null);
  const searchId = fieldId(FORM, 'account_id');
  const editCompany = (patch: RegistrationContext['company']) =>
    send({ type: 'EDIT_COMPANY', patch });
  const order = [
    ...pathsIn('contact', contactFieldOrder),
    ...(isVisitor
      ? ['company.name']
      : ['account_id', ...pathsIn('company', [...companyFieldOrder, ...commercialFieldOrder])]),
  ];
  const picked = context.account;
  const company = companyDraftBindings(feedback, context.company, editCompany);
  return (
    <RegistrationForm step={{ feedback, send, isSubmitting }} texts={texts} order={order}>
      <ContactSection
        step={{ feedback, send }}
        contact={context.contact}
        options={options}
        emailReadOnly
      />
      {isVisitor ? (
        <FormSection title={t(messages.sectionCompany)}>
          <CompanyFields fields={{ name: company.name }} />
        </FormSection>
      ) : (
        <>
          <FormSection title={t(messages.sectionCompany)} intro={t(messages.sectionCompanyIntro)}>
            {picked ? (
              <PickedCompany
                account={picked}
                note={t(searchMessages.pickedHint)}
                onChange={() => send({ type: 'ENTER_COMPANY' })}
              />
            ) : (
              <CompanySearch
                id={searchId}
                initialQuery={context.companySearch.query}
                searchedQuery={context.companySearch.query}
                matches={context.companySearch.matches}
                searched={context.companySearch.searched}
                isSearching={state === 'details.searching'}
                errorMessage={feedback.message('account_id')}
                onSearch={(query) => send({ type: 'SEARCH_COMPANY', query })}
                onPick={(account) => send({ type: 'PICK_ACCOUNT', account })}
                onEnterCompany={() => {
                  send({ type: 'ENTER_COMPANY' });
                  nameRef.current?.focus();
                }}
              />
            )}
          </FormSection>
          {picked ? null : (
            <>
              <FormSection title={t(messages.sectionCompanyDetails)}>
                <CompanyFields fields={company} options={options} nameRef={nameRef} />
              </FormSection>
              <FormSection title={t(messages.sectionCommercial)}>
                <CommercialFields
                  company={context.company}
                  edit={editCompany}
                  messages={feedback}
                />
              </FormSection>
            </>
          )}
        </>
      )}
    </RegistrationForm>
  );
}
