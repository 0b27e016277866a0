// me/informations (spec §2, any signed-in user): the personal details, read only where spec §5
// says (names, email), the edit-contact modal and the change-password modal. A saved change shows
// 'Information recorded' or 'New password saved' (spec §8 successes); after a new password, the
// user reads that their other sessions were signed out (the API ends them).
import type { User } from '@salon/domain';
import { Alert, PageHeader, type PickOption, TextLink } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import { useLanguage } from '../../kit/language';
import { usePageTitle } from '../../kit/usePageTitle';
import * as styles from './account.css';
import { DetailList } from './DetailList';
import { EditableCard } from './EditDialog';
import { contactFieldMessages as fields, salutationLabels } from '../../kit/fields/fieldMessages';
import { accountMessages as messages } from './messages';
import { PageStatus, type ResourceView } from './PageStatus';

/** What the page last saved: its success message (spec §8). */
export type InformationsNotice = 'contactSaved' | 'passwordSaved' | null;

export interface InformationsViewProps {
  view: ResourceView<User>;
  onRetry: () => void;
  notice: InformationsNotice;
  onDismissNotice: () => void;
  /** The job functions' labels (Contact Fonction__c), when loaded. */
  fonctions: PickOption[] | null;
  /** The edit-contact form, in its modal. */
  contactForm: (close: () => void) => ReactNode;
  /** The change-password form, in its modal. */
  passwordForm: (close: () => void) => ReactNode;
}

export function InformationsView(props: InformationsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(messages.title);
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {props.notice ? (
        <Alert tone="positive" onDismiss={props.onDismissNotice}>
          <p className={styles.paragraph}>
            {formatKey(
              intl,
              props.notice === 'passwordSaved'
                ? 'success.password_saved'
                : 'success.information_recorded',
            )}
          </p>
          {props.notice === 'passwordSaved' ? (
            <p className={styles.paragraph}>{t(messages.otherSessionsSignedOut)}</p>
          ) : null}
        </Alert>
      ) : null}
      <PageStatus view={props.view} texts={messages} onRetry={props.onRetry}>
        {(user) => <Informations user={user} {...props} />}
      </PageStatus>
    </div>
  );
}

function Informations({
  user,
  fonctions,
  contactForm,
  passwordForm,
}: InformationsViewProps & { user: User }) {
  const t = useIntl().formatMessage;
  const lang = useLanguage();
  const { contact } = user;
  const isExhibitor = user.role === 'exposant';
  const fonction = contact.fonction
    ? (fonctions?.find((option) => option.id === contact.fonction)?.label ?? contact.fonction)
    : null;
  return (
    <>
      <EditableCard
        title={t(messages.details)}
        headingLevel={2}
        label={t(messages.editContact)}
        dialogTitle={t(messages.editContactTitle)}
        form={contactForm}
      >
        <div className={styles.stack}>
          <DetailList
            items={[
              {
                label: t(fields.salutation),
                value: contact.salutation ? t(salutationLabels[contact.salutation]) : null,
              },
              { label: t(fields.firstname), value: contact.firstname },
              { label: t(fields.lastname), value: contact.lastname },
              { label: t(fields.email), value: contact.email },
              { label: t(fields.phone), value: contact.phone },
              { label: t(fields.mobile), value: contact.mobile },
              ...(isExhibitor ? [{ label: t(fields.fonction), value: fonction }] : []),
            ]}
          />
          <p className={styles.muted}>
            {t(messages.readOnlyHelp)}{' '}
            <TextLink href={pathTo(lang, isExhibitor ? 'proContact' : 'guestContact')}>
              {t(messages.contactTeam)}
            </TextLink>
          </p>
        </div>
      </EditableCard>
      <EditableCard
        title={t(messages.password)}
        headingLevel={2}
        label={t(messages.changePassword)}
        dialogTitle={t(messages.changePassword)}
        form={passwordForm}
      >
        <p className={styles.muted}>{t(messages.passwordHelp)}</p>
      </EditableCard>
    </>
  );
}
