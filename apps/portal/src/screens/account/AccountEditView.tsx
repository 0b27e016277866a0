// The edit-company modal's form (spec §2 me/company 'edit company': street, postal code, city,
// country, language, VAT if empty; spec §3 account update; spec §5 'VAT is editable only if
// empty'). Countries and languages come from the Account picklists (spec §3, §7).
import type { Language } from '@salon/domain';
import type { accountEditMachine } from '@salon/machines';
import { Button, Form, FormActions, Select, TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { FormErrors } from '../../kit/FormErrors';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { MachineViewProps } from '../../kit/machineState';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { ListsStatus } from './ListsStatus';
import { accountMessages, companyMessages as messages } from './messages';

const FORM = 'company-edit';
const ORDER = ['street', 'postalCode', 'city', 'country', 'langue', 'tva'];

export interface AccountEditViewProps extends MachineViewProps<typeof accountEditMachine> {
  lists: PicklistsState<'country' | 'langue'>;
  onCancel: () => void;
}

export function AccountEditView({ state, context, send, lists, onCancel }: AccountEditViewProps) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { values } = context;
  const isSaving = state === 'saving';
  const { submits, onSubmit } = useFormSubmit(send, isSaving);
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.editCompany)}>
      <FormErrors
        feedback={feedback}
        order={ORDER}
        fallback={fieldId(FORM, 'street')}
        focusKey={submits}
      />
      <TextField
        {...feedback.field('street')}
        label={t(messages.street)}
        isRequired
        autoComplete="street-address"
        width="full"
        value={values.street}
        onChange={(value) => send({ type: 'CHANGE', field: 'street', value })}
      />
      <TextField
        {...feedback.field('postalCode')}
        label={t(messages.postalCode)}
        isRequired
        autoComplete="postal-code"
        width="short"
        value={values.postalCode}
        onChange={(value) => send({ type: 'CHANGE', field: 'postalCode', value })}
      />
      <TextField
        {...feedback.field('city')}
        label={t(messages.city)}
        isRequired
        autoComplete="address-level2"
        width="medium"
        value={values.city}
        onChange={(value) => send({ type: 'CHANGE', field: 'city', value })}
      />
      {lists.status === 'ready' ? (
        <>
          <Select
            {...feedback.field('country')}
            label={t(messages.country)}
            isRequired
            placeholder={t(accountMessages.choose)}
            options={lists.options.country}
            selectedKey={values.country || null}
            onSelectionChange={(key) =>
              send({ type: 'CHANGE', field: 'country', value: key === null ? '' : String(key) })
            }
          />
          <Select
            {...feedback.field('langue')}
            label={t(messages.language)}
            isRequired
            options={lists.options.langue}
            selectedKey={values.langue}
            onSelectionChange={(key) =>
              key === null
                ? undefined
                : send({ type: 'CHANGE', field: 'langue', value: String(key) as Language })
            }
          />
        </>
      ) : (
        <ListsStatus lists={lists} />
      )}
      <TextField
        {...feedback.field('tva')}
        label={t(messages.vat)}
        description={t(context.vatLocked ? messages.vatLocked : messages.vatHelp)}
        isReadOnly={context.vatLocked}
        width="medium"
        value={values.tva}
        onChange={(value) => send({ type: 'CHANGE', field: 'tva', value })}
      />
      <FormActions>
        <Button type="submit" isPending={isSaving}>
          {t(accountMessages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          {t(accountMessages.cancel)}
        </Button>
      </FormActions>
    </Form>
  );
}
