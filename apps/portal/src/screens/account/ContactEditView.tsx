// The edit-contact modal's form (spec §2 me/informations 'edit contact': exhibitors change their
// mobile and job function, the job functions from the Contact Fonction__c picklist; visitors their
// civility, phone and mobile, spec §7 POST /me). Names and email stay read only (spec §5).
import { salutations, type Salutation } from '@salon/domain';
import type { contactEditMachine } from '@salon/machines';
import { Button, Form, FormActions, PhoneField, Radio, RadioGroup, Select } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { FormErrors } from '../../kit/FormErrors';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { MachineViewProps } from '../../kit/machineState';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { ListsStatus } from './ListsStatus';
import { accountMessages as messages } from './messages';

const FORM = 'contact-edit';

export const salutationLabels = {
  Ms: messages.salutationMs,
  Mrs: messages.salutationMrs,
  Mr: messages.salutationMr,
} as const satisfies Record<Salutation, unknown>;

export interface ContactEditViewProps extends MachineViewProps<typeof contactEditMachine> {
  /** The job functions (Contact Fonction__c), for an exhibitor. */
  lists: PicklistsState<'fonction'>;
  onCancel: () => void;
}

export function ContactEditView({ state, context, send, lists, onCancel }: ContactEditViewProps) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { values } = context;
  const isExhibitor = context.role === 'exposant';
  const isSaving = state === 'saving';
  const order = isExhibitor ? ['mobile', 'fonction'] : ['salutation', 'phone', 'mobile'];
  const { submits, onSubmit } = useFormSubmit(send, isSaving);
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.editContactTitle)}>
      <FormErrors
        feedback={feedback}
        order={order}
        fallback={fieldId(FORM, order[0]!)}
        focusKey={submits}
      />
      {isExhibitor ? null : (
        <>
          <RadioGroup
            {...feedback.field('salutation')}
            label={t(messages.salutation)}
            orientation="horizontal"
            isRequired
            value={values.salutation || null}
            onChange={(value) =>
              send({ type: 'CHANGE', field: 'salutation', value: value as Salutation })
            }
          >
            {salutations.map((salutation) => (
              <Radio key={salutation} value={salutation}>
                {t(salutationLabels[salutation])}
              </Radio>
            ))}
          </RadioGroup>
          <PhoneField
            {...feedback.field('phone')}
            label={t(messages.phone)}
            isRequired
            value={values.phone}
            onChange={(value) => send({ type: 'CHANGE', field: 'phone', value })}
          />
        </>
      )}
      <PhoneField
        {...feedback.field('mobile')}
        label={t(messages.mobile)}
        autoComplete="mobile tel"
        value={values.mobile}
        onChange={(value) => send({ type: 'CHANGE', field: 'mobile', value })}
      />
      {isExhibitor ? (
        lists.status === 'ready' ? (
          <Select
            {...feedback.field('fonction')}
            label={t(messages.fonction)}
            placeholder={t(messages.choose)}
            options={lists.options.fonction}
            selectedKey={values.fonction || null}
            onSelectionChange={(key) =>
              send({ type: 'CHANGE', field: 'fonction', value: key === null ? '' : String(key) })
            }
          />
        ) : (
          <ListsStatus lists={lists} />
        )
      ) : null}
      <FormActions>
        <Button type="submit" isPending={isSaving}>
          {t(messages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          {t(messages.cancel)}
        </Button>
      </FormActions>
    </Form>
  );
}
