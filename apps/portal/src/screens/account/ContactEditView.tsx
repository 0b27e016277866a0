// The edit-contact modal's form (spec §2 me/informations 'edit contact': exhibitors change their
// mobile and job function, the job functions from the Contact Fonction__c picklist; visitors their
// civility, phone and mobile, spec §7 POST /me). Names and email stay read only (spec §5). The
// fields are the kit's contact group (docs/portal-kit.md "Field groups").
import type { contactEditMachine } from '@salon/machines';
import { useIntl } from 'react-intl';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { ContactFields } from '../../kit/fields/ContactFields';
import { useMachineForm } from '../../kit/formFields';
import type { MachineViewProps } from '../../kit/machineState';
import { EditForm } from './EditForm';
import { ListsStatus } from './ListsStatus';
import { accountMessages as messages } from './messages';

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
      <ContactFields
        fields={
          isExhibitor
            ? { mobile: input('mobile'), fonction: select('fonction') }
            : { salutation: radio('salutation'), phone: input('phone'), mobile: input('mobile') }
        }
        options={lists.status === 'ready' ? lists.options : {}}
        pendingLists={<ListsStatus lists={lists} />}
        placeholder={t(messages.choose)}
      />
    </EditForm>
  );
}
