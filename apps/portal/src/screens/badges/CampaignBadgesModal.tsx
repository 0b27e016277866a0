// The campaign badges modal (spec §2 'Modal forms: ... campaign badges (list with selection and
// download)'): the event's badges with a check box each and one to select them all; the selection
// downloads as one PDF. The view is pure (a state per story); `CampaignBadgesDialog` holds the
// selection and runs the download it is given.
import type { CampaignMember } from '@salon/domain';
import { Alert, Button, Checkbox, CheckboxGroup, Modal } from '@salon/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Badges.css';
import { categoryLabel } from './categoryLabel';
import { campaignBadgesMessages as messages } from './messages';

/** The modal's states, for the story check (`src/stories-coverage.test.ts`). */
export const campaignBadgesStates = ['selecting', 'downloading', 'failed', 'done'] as const;
export type CampaignBadgesStatus = (typeof campaignBadgesStates)[number];

export interface CampaignBadgesModalViewProps {
  event: string;
  members: readonly CampaignMember[];
  selected: readonly string[];
  status: CampaignBadgesStatus;
  /** The download was asked with nothing selected. */
  showNoneError: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSelectionChange: (ids: string[]) => void;
  onDownload: () => void;
}

export function CampaignBadgesModalView({
  event,
  members,
  selected,
  status,
  showNoneError,
  isOpen,
  onOpenChange,
  onSelectionChange,
  onDownload,
}: CampaignBadgesModalViewProps) {
  const intl = useIntl();
  const allIds = members.map((member) => member.id);
  const allSelected = selected.length === allIds.length && allIds.length > 0;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.title, { event })}
      size="medium"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button onPress={onDownload} isPending={status === 'downloading'}>
            {intl.formatMessage(messages.download)}
          </Button>
        </>
      )}
    >
      <div className={styles.section}>
        {status === 'failed' ? (
          <Alert tone="critical" announce="alert">
            {intl.formatMessage(messages.failed)}
          </Alert>
        ) : null}
        {status === 'done' ? (
          <Alert tone="positive" announce="status">
            {intl.formatMessage(messages.done)}
          </Alert>
        ) : null}
        <Checkbox
          isSelected={allSelected}
          isIndeterminate={selected.length > 0 && !allSelected}
          onChange={(isSelected) => onSelectionChange(isSelected ? allIds : [])}
        >
          {intl.formatMessage(messages.all)}
        </Checkbox>
        <CheckboxGroup
          label={intl.formatMessage(messages.selection)}
          description={intl.formatMessage(messages.selected, { count: selected.length })}
          value={[...selected]}
          onChange={onSelectionChange}
          isInvalid={showNoneError && selected.length === 0}
          errorMessage={intl.formatMessage(messages.none)}
        >
          {members.map((member) => (
            <Checkbox key={member.id} value={member.id}>
              {member.name} — {categoryLabel(intl, member.categorie_inscription)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    </Modal>
  );
}

export interface CampaignBadgesDialogProps {
  event: string;
  members: readonly CampaignMember[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Downloads the badges of these members in one file. */
  downloadSelection: (ids: string[]) => Promise<void>;
}

/** The modal with its selection (all badges at first) and its download. */
export function CampaignBadgesDialog({
  event,
  members,
  isOpen,
  onOpenChange,
  downloadSelection,
}: CampaignBadgesDialogProps) {
  const [selected, setSelected] = useState<string[]>(() => members.map((member) => member.id));
  const [status, setStatus] = useState<CampaignBadgesStatus>('selecting');
  const [showNoneError, setShowNoneError] = useState(false);
  const onDownload = () => {
    if (status === 'downloading') return;
    if (selected.length === 0) {
      setShowNoneError(true);
      return;
    }
    setStatus('downloading');
    downloadSelection(selected).then(
      () => setStatus('done'),
      () => setStatus('failed'),
    );
  };
  return (
    <CampaignBadgesModalView
      event={event}
      members={members}
      selected={selected}
      status={status}
      showNoneError={showNoneError}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setStatus('selecting');
        onOpenChange(open);
      }}
      onSelectionChange={(ids) => {
        setSelected(ids);
        if (status !== 'downloading') setStatus('selecting');
      }}
      onDownload={onDownload}
    />
  );
}
