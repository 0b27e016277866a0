// The quote adjustment and its confirmation (spec §2 modals 'rebooking quote adjustment' and
// 'adjustment confirmation', §4 rebooking flow 2, §5 'You have not indicated any change(s)').
import type { RebookingContext, RebookingEvent } from '@salon/machines';
import { Button, CheckboxField, Form, Modal, TextArea } from '@salon/ui';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../kit/FormErrors';
import { SubmitAndCancel } from '../../../kit/SubmitAndCancel';
import { useFormSubmit } from '../../../kit/useFormSubmit';
import { fieldId, useFormMessages } from '../../../kit/formFeedback';
import { quoteMessages as messages } from './quoteMessages';
import * as styles from './rebooking.css';

const FORM = 'rebooking-adjustment';
const boxes = [
  { field: 'surface_rbkg', label: messages.changeSurface },
  { field: 'angles_rbkg', label: messages.changeCorners },
  { field: 'account_rbkg', label: messages.changeAccount },
] as const;

/**
 * The adjustment form: what the exhibitor wants changed (surface, corners, billing account) and a
 * message to the sales advisor. Nothing typed is lost when the request fails.
 */
export function AdjustmentModal({
  context,
  send,
  isSending,
}: {
  context: RebookingContext;
  send: (event: RebookingEvent) => void;
  isSending: boolean;
}) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const { submits, onSubmit } = useFormSubmit(send, isSending);
  const { adjustment } = context;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isSending) send({ type: 'CANCEL' });
      }}
      isDismissable={!isSending}
      title={t(messages.adjustmentTitle)}
    >
      <Form onSubmit={onSubmit} aria-label={t(messages.adjustmentTitle)}>
        <p className={styles.paragraph}>{t(messages.adjustmentIntro)}</p>
        <FormErrors
          feedback={feedback}
          order={['comment_rbkg']}
          fallback={fieldId(FORM, 'comment_rbkg')}
          focusKey={submits}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(messages.adjustmentChoices)}</legend>
          {boxes.map(({ field, label }) => (
            <CheckboxField
              key={field}
              id={fieldId(FORM, field)}
              isSelected={adjustment[field]}
              onChange={(checked) => send({ type: 'EDIT_ADJUSTMENT', patch: { [field]: checked } })}
            >
              {t(label)}
            </CheckboxField>
          ))}
        </fieldset>
        <TextArea
          {...feedback.field('comment_rbkg')}
          label={t(messages.comment)}
          description={t(messages.commentHint)}
          value={adjustment.comment_rbkg}
          onChange={(value) => send({ type: 'EDIT_ADJUSTMENT', patch: { comment_rbkg: value } })}
        />
        <div className={styles.actions}>
          <SubmitAndCancel
            submit={t(messages.sendAdjustment)}
            cancel={t(messages.cancel)}
            isPending={isSending}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        </div>
      </Form>
    </Modal>
  );
}

/** The request is with the sales team: the opportunity waits for their review (spec §4). */
export function AdjustmentConfirmation({ send }: { send: (event: RebookingEvent) => void }) {
  const t = useIntl().formatMessage;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
      title={t(messages.adjustmentSentTitle)}
      footer={(close) => <Button onPress={close}>{t(messages.backToQuote)}</Button>}
    >
      <p className={styles.paragraph}>{t(messages.adjustmentSentBody)}</p>
    </Modal>
  );
}
