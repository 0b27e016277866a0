// The edit-company modal's form (spec §2 me/company 'edit company': street, postal code, city,
// country, language, VAT if empty; spec §3 account update; spec §5 'VAT is editable only if
// empty'). Countries and languages come from the Account picklists (spec §3, §7). The fields are
// the kit's company group (docs/portal-kit.md "Field groups").
import type { Language } from '@salon/domain';
import type { accountEditMachine } from '@salon/machines';
import { useIntl } from 'react-intl';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { CompanyFields } from '../../kit/fields/CompanyFields';
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
      <CompanyFields
        fields={{
          street: input('street'),
          postalCode: input('postalCode'),
          city: input('city'),
          country: select('country'),
          langue: {
            ...field('langue'),
            // A company keeps a language (spec §3): the list has no empty choice.
            selectedKey: context.values.langue,
            onSelectionChange: (key) =>
              key === null
                ? undefined
                : send({ type: 'CHANGE', field: 'langue', value: String(key) as Language }),
          },
          tva: input('tva'),
        }}
        options={lists.status === 'ready' ? lists.options : {}}
        pendingLists={<ListsStatus lists={lists} />}
        placeholder={t(accountMessages.choose)}
        vat={{ locked: context.vatLocked }}
      />
    </EditForm>
  );
}
