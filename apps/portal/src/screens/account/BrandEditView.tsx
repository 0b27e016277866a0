// The brand-details modal's form (spec §2 me/company 'brand details': website, instagram; spec §5
// URLs look like http(s) URLs, empty allowed, and nothing is sent when both are empty).
import type { brandEditMachine } from '@salon/machines';
import { Button, Form, FormActions, TextField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../kit/FormErrors';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { MachineViewProps } from '../../kit/machineState';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { accountMessages, companyMessages as messages } from './messages';

const FORM = 'brand-edit';
const ORDER = ['website', 'instagram'];

export interface BrandEditViewProps extends MachineViewProps<typeof brandEditMachine> {
  onCancel: () => void;
}

export function BrandEditView({ state, context, send, onCancel }: BrandEditViewProps) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { values } = context;
  const isSaving = state === 'saving';
  const { submits, onSubmit } = useFormSubmit(send, isSaving);
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.brands)}>
      <FormErrors
        feedback={feedback}
        order={ORDER}
        fallback={fieldId(FORM, 'website')}
        focusKey={submits}
      />
      <TextField
        {...feedback.field('website')}
        type="url"
        label={t(messages.website)}
        description={t(messages.urlHelp)}
        autoComplete="url"
        width="full"
        value={values.website}
        onChange={(value) => send({ type: 'CHANGE', field: 'website', value })}
      />
      <TextField
        {...feedback.field('instagram')}
        type="url"
        label={t(messages.instagram)}
        description={t(messages.urlHelp)}
        width="full"
        value={values.instagram}
        onChange={(value) => send({ type: 'CHANGE', field: 'instagram', value })}
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
