// The edit-contact modal's form (spec §2 me/informations 'edit contact': exhibitors change their
// mobile and job function, the job functions from the Contact Fonction__c picklist; visitors their
// civility, phone and mobile, spec §7 POST /me). Names and email stay read only (spec §5).
import { salutations } from '@salon/domain';
import type { contactEditMachine } from '@salon/machines';
import { PhoneField, Select } from '@salon/ui';
import { useIntl } from 'react-intl';
import { ChoiceGroup } from '../../kit/ChoiceGroup';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { useMachineForm } from '../../kit/formFields';
import type { MachineViewProps } from '../../kit/machineState';
import { EditForm } from './EditForm';
import { ListsStatus } from './ListsStatus';
import { accountMessages as messages, salutationLabels } from './messages';

export interface ContactEditViewProps extends MachineViewProps<typeof contactEditMachine> {
  /** The job functions (Contact Fonction__c), for an exhibitor. */
  lists: PicklistsState<'fonction'>;
  onCancel: () => void;
}

export function ContactEditView({ lists, onCancel, ...view }: ContactEditViewProps) {
  const t = useIntl().formatMessage;
  const edit = useMachineForm('contact-edit', view.state === 'saving', view.context, view.send);
  const { input, select, radio } = edit.fields;
  const isExhibitor = view.context.role === 'exposant';
  return (
    <EditForm
      edit={edit}
      label={t(messages.editContactTitle)}
      order={isExhibitor ? ['mobile', 'fonction'] : ['salutation', 'phone', 'mobile']}
      onCancel={onCancel}
    >
      {isExhibitor ? null : (
        <>
          <ChoiceGroup
            {...radio('salutation')}
            label={t(messages.salutation)}
            orientation="horizontal"
            isRequired
            choices={salutations}
            labels={salutationLabels}
          />
          <PhoneField {...input('phone')} label={t(messages.phone)} isRequired />
        </>
      )}
      <PhoneField {...input('mobile')} label={t(messages.mobile)} autoComplete="mobile tel" />
      {isExhibitor ? (
        lists.status === 'ready' ? (
          <Select
            {...select('fonction')}
            label={t(messages.fonction)}
            placeholder={t(messages.choose)}
            options={lists.options.fonction}
          />
        ) : (
          <ListsStatus lists={lists} />
        )
      ) : null}
    </EditForm>
  );
}
