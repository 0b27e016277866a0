// pro/contact and guest/contact (spec §2, §8): a subject among the role's (spec §2 lists the
// exhibitor's six; `contactSubjectsByRole`) and a message, both required. Sent: 'message sent'.
// A failure: 'An error has occured. Your message has not been sent, please try again.', with
// what was typed kept; too many requests says so (spec §8).
import { contactSubjectsByRole, type ContactSubject, type Role } from '@salon/domain';
import type { contactMachine } from '@salon/machines';
import { Alert, Button, Form, FormActions, PageHeader, Select, TextArea } from '@salon/ui';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { FormErrors } from '../../kit/FormErrors';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { MachineViewProps } from '../../kit/machineState';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { usePageTitle } from '../../kit/usePageTitle';
import * as styles from './contact.css';
import { contactMessages as messages, subjectMessages } from './messages';

const FORM = 'contact';
const ORDER = ['subject', 'message'];

export interface ContactViewProps extends MachineViewProps<typeof contactMachine> {
  role: Role;
}

export function ContactView({ state, context, send, role }: ContactViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(messages.title);
  usePageTitle(title);
  const feedback = useFormMessages(FORM, context.feedback);
  const { values } = context;
  const isSending = state === 'sending';
  const subjects = contactSubjectsByRole[role].map((subject: ContactSubject) => ({
    id: subject,
    label: t(subjectMessages[subject]),
  }));
  const { submits, onSubmit } = useFormSubmit(send, isSending);
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {state === 'sent' ? (
        <>
          <Alert tone="positive" title={formatKey(intl, 'success.message_sent')}>
            {t(messages.sentHelp)}
          </Alert>
          <FormActions>
            <Button variant="secondary" onPress={() => send({ type: 'NEW_MESSAGE' })}>
              {t(messages.another)}
            </Button>
          </FormActions>
        </>
      ) : (
        <>
          <p className={styles.lead}>{t(messages.lead)}</p>
          <Form onSubmit={onSubmit} aria-label={title}>
            <FormErrors
              feedback={feedback}
              order={ORDER}
              fallback={fieldId(FORM, 'subject')}
              focusKey={submits}
            />
            <Select
              {...feedback.field('subject')}
              label={t(messages.subject)}
              placeholder={t(messages.choose)}
              isRequired
              width="long"
              options={subjects}
              selectedKey={values.subject || null}
              onSelectionChange={(key) =>
                send({
                  type: 'CHANGE',
                  field: 'subject',
                  value: key === null ? '' : (String(key) as ContactSubject),
                })
              }
            />
            <TextArea
              {...feedback.field('message')}
              label={t(messages.message)}
              isRequired
              value={values.message}
              onChange={(value) => send({ type: 'CHANGE', field: 'message', value })}
            />
            <FormActions>
              <Button type="submit" isPending={isSending}>
                {t(messages.submit)}
              </Button>
            </FormActions>
          </Form>
        </>
      )}
    </div>
  );
}
