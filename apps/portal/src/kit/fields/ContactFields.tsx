// The contact's fields (spec §3 Contact fields, §5 rules), written once for every form that edits
// a contact: the registration forms (the whole contact) and the account's edit-contact modal (what
// a role may change, spec §2 me/informations). Labels above fields, one column, widths fitted to
// the content (docs/design.md), each field tied to its message (GOV.UK pattern). A form shows the
// fields it binds, always in this order (docs/portal-kit.md "Field groups").
import { contactRoles, salutations } from '@salon/domain';
import type { ContactDraft } from '@salon/machines';
import { EmailField, PhoneField, type PickOption } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChoiceGroup } from '../ChoiceGroup';
import type { FormMessages } from '../formFeedback';
import { sectionFields, type FieldInput, type FieldRadio, type FieldSelect } from '../formFields';
import {
  contactFieldMessages as messages,
  contactRoleLabels,
  salutationLabels,
} from './fieldMessages';
import { pickListsOf } from './pickLists';
import { useTextFields, type TextFieldSpec } from './textFields';

/** The fields of the group, in the order they show (for a form's error summary). */
export const contactFieldOrder = [
  'salutation',
  'lastname',
  'firstname',
  'email',
  'phone',
  'mobile',
  'fonction',
  'job',
  'department',
  'contact_role',
] as const;

/** Each field the form shows, bound to its value, its edit and its message (kit/formFields). */
export interface ContactBindings {
  salutation?: FieldRadio;
  lastname?: FieldInput<string>;
  firstname?: FieldInput<string>;
  email?: FieldInput<string>;
  phone?: FieldInput<string>;
  mobile?: FieldInput<string>;
  fonction?: FieldSelect;
  job?: FieldInput<string>;
  department?: FieldSelect;
  contact_role?: FieldRadio;
}

/** The whole contact as the registration forms type it: each change is a patch of the draft. */
export function contactDraftBindings(
  feedback: FormMessages,
  contact: ContactDraft,
  edit: (patch: Partial<ContactDraft>) => void,
): Required<ContactBindings> {
  const { input, select, radio } = sectionFields(feedback, 'contact', contact, edit);
  return {
    salutation: radio('salutation'),
    lastname: input('lastname'),
    firstname: input('firstname'),
    email: input('email'),
    phone: input('phone'),
    mobile: input('mobile'),
    fonction: select('fonction'),
    job: input('job'),
    department: select('department'),
    contact_role: radio('contact_role'),
  };
}

export interface ContactFieldsProps {
  fields: ContactBindings;
  /** The contact's picklists (spec §3), for the pick-list fields shown. */
  options?: { fonction?: PickOption[]; department?: PickOption[] };
  /** What shows in place of a pick list whose options are not there yet (loading, failed). */
  pendingLists?: ReactNode;
  /** The pick lists' placeholder. */
  placeholder?: string;
  /** The email was given (or checked) at an earlier step: it cannot change here (spec §5). */
  emailReadOnly?: boolean;
}

type TextField = 'lastname' | 'firstname' | 'email' | 'phone' | 'mobile' | 'job';

/** The contact's text fields (spec §3), as every form shows them. */
const textSpecs: Record<TextField, TextFieldSpec> = {
  lastname: {
    label: messages.lastname,
    isRequired: true,
    autoComplete: 'family-name',
    width: 'medium',
  },
  firstname: {
    label: messages.firstname,
    isRequired: true,
    autoComplete: 'given-name',
    width: 'medium',
  },
  email: { label: messages.email, isRequired: true, as: EmailField },
  phone: { label: messages.phone, hint: messages.phoneHint, isRequired: true, as: PhoneField },
  mobile: { label: messages.mobile, autoComplete: 'mobile tel', as: PhoneField },
  job: {
    label: messages.job,
    hint: messages.jobHint,
    autoComplete: 'organization-title',
    width: 'medium',
  },
};

export function ContactFields({
  fields,
  options = {},
  pendingLists,
  placeholder,
  emailReadOnly = false,
}: ContactFieldsProps) {
  const t = useIntl().formatMessage;
  const text = useTextFields(textSpecs, fields);
  const pickList = pickListsOf({
    order: ['fonction', 'department'],
    fields,
    options,
    pending: pendingLists,
    placeholder,
  });
  return (
    <>
      {fields.salutation ? (
        <ChoiceGroup
          {...fields.salutation}
          label={t(messages.salutation)}
          orientation="horizontal"
          isRequired
          choices={salutations}
          labels={salutationLabels}
        />
      ) : null}
      {text('lastname')}
      {text('firstname')}
      {text('email', { isReadOnly: emailReadOnly })}
      {text('phone')}
      {text('mobile')}
      {pickList('fonction', t(messages.fonction))}
      {text('job')}
      {pickList('department', t(messages.department))}
      {fields.contact_role ? (
        <ChoiceGroup
          {...fields.contact_role}
          label={t(messages.contactRole)}
          choices={contactRoles}
          labels={contactRoleLabels}
        />
      ) : null}
    </>
  );
}
