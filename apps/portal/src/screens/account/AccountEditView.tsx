// The edit-company modal's form (spec §2 me/company 'edit company': street, postal code, city,
// country, language, VAT if empty; spec §3 account update; spec §5 'VAT is editable only if
// empty'). Countries and languages come from the Account picklists (spec §3, §7).
import type { Language } from '@salon/domain';
import type { accountEditMachine } from '@salon/machines';
import { Select, TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { useMachineForm } from '../../kit/formFields';
import type { MachineViewProps } from '../../kit/machineState';
import { EditForm } from './EditForm';
import { ListsStatus } from './ListsStatus';
import { accountMessages, companyMessages as messages } from './messages';

export interface AccountEditViewProps extends MachineViewProps<typeof accountEditMachine> {
  lists: PicklistsState<'country' | 'langue'>;
  onCancel: () => void;
}

export function AccountEditView({ lists, onCancel, ...view }: AccountEditViewProps) {
  const t = useIntl().formatMessage;
  const edit = useMachineForm('company-edit', view.state === 'saving', view.context, view.send);
  const { context, send } = view;
  const { input, select, field } = edit.fields;
  return (
    <EditForm
      edit={edit}
      label={t(messages.editCompany)}
      order={['street', 'postalCode', 'city', 'country', 'langue', 'tva']}
      onCancel={onCancel}
    >
      <TextField
        {...input('street')}
        label={t(messages.street)}
        isRequired
        autoComplete="street-address"
        width="full"
      />
      <TextField
        {...input('postalCode')}
        label={t(messages.postalCode)}
        isRequired
        autoComplete="postal-code"
        width="short"
      />
      <TextField
        {...input('city')}
        label={t(messages.city)}
        isRequired
        autoComplete="address-level2"
        width="medium"
      />
      {lists.status === 'ready' ? (
        <>
          <Select
            {...select('country')}
            label={t(messages.country)}
            isRequired
            placeholder={t(accountMessages.choose)}
            options={lists.options.country}
          />
          <Select
            {...field('langue')}
            label={t(messages.language)}
            isRequired
            options={lists.options.langue}
            selectedKey={context.values.langue}
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
        {...input('tva')}
        label={t(messages.vat)}
        description={t(context.vatLocked ? messages.vatLocked : messages.vatHelp)}
        isReadOnly={context.vatLocked}
        width="medium"
      />
    </EditForm>
  );
}
