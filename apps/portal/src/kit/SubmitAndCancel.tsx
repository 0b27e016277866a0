// A form's two buttons (docs/design.md, forms): its submit, pending while the submission is under
// way, and Cancel beside it, disabled meanwhile. The caller lays them out (FormActions, a row).
import { Button } from '@salon/ui';

export function SubmitAndCancel({
  submit,
  cancel,
  isPending,
  onCancel,
}: {
  /** The submit button's text. */
  submit: string;
  /** The cancel button's text. */
  cancel: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button type="submit" isPending={isPending}>
        {submit}
      </Button>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {cancel}
      </Button>
    </>
  );
}
