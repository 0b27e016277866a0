// The contact's section of a registration form (spec §3 Contact fields, §5): the kit's contact
// group on the form's draft, each change the machine's EDIT_CONTACT (docs/portal-kit.md "Field
// groups"); what a form asks of the contact besides comes after it.
import type { ContactDraft } from '@salon/machines';
import type { PickOption } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ContactFields, contactDraftBindings } from '../../kit/fields/ContactFields';
import type { FormMessages } from '../../kit/formFeedback';
import { FormSection } from './FormParts';
import { messages } from './registerMessages';

export function ContactSection({
  title,
  step: { feedback, send },
  contact,
  options,
  emailReadOnly,
  children,
}: {
  /** The section's title; 'Your details' unless the form names it otherwise. */
  title?: string;
  step: {
    feedback: FormMessages;
    send: (event: { type: 'EDIT_CONTACT'; patch: Partial<ContactDraft> }) => void;
  };
  contact: ContactDraft;
  /** The contact's picklists (spec §3). */
  options: { fonction: PickOption[]; department: PickOption[] };
  /** The email was given (or checked) at an earlier step: it cannot change here (spec §5). */
  emailReadOnly?: boolean;
  children?: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const edit = (patch: Partial<ContactDraft>) => send({ type: 'EDIT_CONTACT', patch });
  return (
    <FormSection title={title ?? t(messages.sectionContact)}>
      <ContactFields
        fields={contactDraftBindings(feedback, contact, edit)}
        options={options}
        emailReadOnly={emailReadOnly}
      />
      {children}
    </FormSection>
  );
}
