// The proof-of-transfer field (spec §4 step 5): a button opens the file picker (PDF, PNG or JPEG
// offered first; the content is what is checked, by the machine then the API), with its help and
// its error tied to it (WCAG 1.3.1, 3.3.1).
import type { ProofFile } from '@salon/machines';
import { Button } from '@salon/ui';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { confirmationMessages as messages } from './confirmationMessages';
import * as styles from './payment.css';

export interface ProofFieldProps {
  id: string;
  /** The refused file's message (wrong type, over 10 MB, empty), under the field. */
  errorMessage?: string;
  /** While the file is checked or sent. */
  pendingLabel: string | null;
  label: string;
  onSelect: (file: ProofFile) => void;
}

export function ProofField({ id, errorMessage, pendingLabel, label, onSelect }: ProofFieldProps) {
  const intl = useIntl();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.stack}>
      <p id={helpId} className={styles.muted}>
        {intl.formatMessage(messages.proofHelp)}
      </p>
      <FileTrigger
        acceptedFileTypes={['application/pdf', 'image/png', 'image/jpeg']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onSelect(file);
        }}
      >
        <Button
          id={id}
          variant="secondary"
          isPending={pendingLabel !== null}
          aria-describedby={errorMessage ? `${errorId} ${helpId}` : helpId}
        >
          {label}
        </Button>
      </FileTrigger>
      {pendingLabel ? (
        <p role="status" className={styles.muted}>
          {pendingLabel}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
