// The contact's fields (spec §3 Contact fields, §5 rules): labels above fields, one column,
// widths fitted to the content (docs/design.md), every field tied to its message (GOV.UK pattern).
import { contactRoles, salutations, type ContactRole, type Salutation } from '@salon/domain';
import type { ContactDraft } from '@salon/machines';
import { EmailField, PhoneField, Select, TextField, type PickOption } from '@salon/ui';
import { useIntl } from 'react-intl';
import { ChoiceGroup } from '../../kit/ChoiceGroup';
import type { FormMessages } from '../../kit/formFeedback';
import { sectionFields } from '../../kit/formFields';
import { fieldMessages } from './messages';

const salutationLabels = {
  Ms: fieldMessages.salutationMs,
  Mrs: fieldMessages.salutationMrs,
  Mr: fieldMessages.salutationMr,
} as const satisfies Record<Salutation, unknown>;

const contactRoleLabels = {
  Agent: fieldMessages.roleAgent,
  'Decision maker': fieldMessages.roleDecisionMaker,
  Executive: fieldMessages.roleExecutive,
  'Service provider': fieldMessages.roleServiceProvider,
  Other: fieldMessages.roleOther,
} as const satisfies Record<ContactRole, unknown>;

/** The contact's field paths in the order of `ContactFields`, for the error summary. */
export const contactFieldOrder = [
  'contact.salutation',
  'contact.lastname',
  'contact.firstname',
  'contact.email',
  'contact.phone',
  'contact.mobile',
  'contact.fonction',
  'contact.job',
  'contact.department',
  'contact.contact_role',
  'contact.langue',
] as const;

export function choice(key: string | number | null): string {
  return key === null ? '' : String(key);
}

/**
 * The contact of spec §3: civility, names, email, phones, function, job, department, role; each
 * change goes to the registration machine as its EDIT_CONTACT.
 */
export function ContactFields({
  contact,
  send,
  messages,
  options,
  emailReadOnly = false,
}: {
  contact: ContactDraft;
  send: (event: { type: 'EDIT_CONTACT'; patch: Partial<ContactDraft> }) => void;
  messages: FormMessages;
  /** The contact's picklists (spec §3). */
  options: { fonction: PickOption[]; department: PickOption[] };
  /** The email was given (or checked) at an earlier step: it cannot change here (spec §5). */
  emailReadOnly?: boolean;
}) {
  const t = useIntl().formatMessage;
  const edit = (patch: Partial<ContactDraft>) => send({ type: 'EDIT_CONTACT', patch });
  const { input, select, radio } = sectionFields(messages, 'contact', contact, edit);
  return (
    <>
      <ChoiceGroup
        {...radio('salutation')}
        label={t(fieldMessages.salutation)}
        orientation="horizontal"
        isRequired
        choices={salutations}
        labels={salutationLabels}
      />
      <TextField
        {...input('lastname')}
        label={t(fieldMessages.lastname)}
        isRequired
        autoComplete="family-name"
        width="medium"
      />
      <TextField
        {...input('firstname')}
        label={t(fieldMessages.firstname)}
        isRequired
        autoComplete="given-name"
        width="medium"
      />
      <EmailField
        {...input('email')}
        label={t(fieldMessages.email)}
        isRequired
        isReadOnly={emailReadOnly}
      />
      <PhoneField
        {...input('phone')}
        label={t(fieldMessages.phone)}
        description={t(fieldMessages.phoneHint)}
        isRequired
      />
      <PhoneField {...input('mobile')} label={t(fieldMessages.mobile)} autoComplete="mobile tel" />
      <Select
        {...select('fonction')}
        label={t(fieldMessages.fonction)}
        options={options.fonction}
      />
      <TextField
        {...input('job')}
        label={t(fieldMessages.job)}
        description={t(fieldMessages.jobHint)}
        autoComplete="organization-title"
        width="medium"
      />
      <Select
        {...select('department')}
        label={t(fieldMessages.department)}
        options={options.department}
      />
      <ChoiceGroup
        {...radio('contact_role')}
        label={t(fieldMessages.contactRole)}
        choices={contactRoles}
        labels={contactRoleLabels}
      />
    </>
  );
}
