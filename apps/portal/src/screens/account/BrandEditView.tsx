// The brand-details modal's form (spec §2 me/company 'brand details': website, instagram; spec §5
// URLs look like http(s) URLs, empty allowed, and nothing is sent when both are empty).
import type { brandEditMachine } from '@salon/machines';
import { TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { useMachineForm } from '../../kit/formFields';
import type { MachineViewProps } from '../../kit/machineState';
import { EditForm } from './EditForm';
import { companyMessages as messages } from './messages';

export interface BrandEditViewProps extends MachineViewProps<typeof brandEditMachine> {
  onCancel: () => void;
}

export function BrandEditView({ onCancel, ...view }: BrandEditViewProps) {
  const t = useIntl().formatMessage;
  const edit = useMachineForm('brand-edit', view.state === 'saving', view.context, view.send);
  return (
    <EditForm
      edit={edit}
      label={t(messages.brands)}
      order={['website', 'instagram']}
      onCancel={onCancel}
    >
      <TextField
        {...edit.fields.input('website')}
        type="url"
        label={t(messages.website)}
        description={t(messages.urlHelp)}
        autoComplete="url"
        width="full"
      />
      <TextField
        {...edit.fields.input('instagram')}
        type="url"
        label={t(messages.instagram)}
        description={t(messages.urlHelp)}
        width="full"
      />
    </EditForm>
  );
}
