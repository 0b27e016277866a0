// The parts of the badges page (spec §2 pro/badges): a list of badges with their download, and the
// buyer and agent invitations with their use.
import type { BadgeGroup, CampaignMember, Invitation } from '@salon/domain';
import { Button, LinkButton } from '@salon/ui';
import { Section } from '../../kit/Section';
import { useIntl } from 'react-intl';
import * as styles from './Badges.css';
import { categoryLabel } from './categoryLabel';
import { badgesMessages as messages } from './messages';

export interface BadgeDownload {
  /** The member whose badge is downloading. */
  pendingId: string | null;
  /** The last download failed. */
  failed: boolean;
}

export function BadgeList({
  group,
  members,
  download,
  onDownload,
}: {
  group: BadgeGroup;
  members: readonly CampaignMember[];
  download: BadgeDownload;
  onDownload: (member: CampaignMember) => void;
}) {
  const intl = useIntl();
  return (
    <Section heading={intl.formatMessage(messages[group])}>
      {members.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noneInGroup)}</p>
      ) : (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.id} className={styles.item}>
              <div>
                <p className={styles.name}>{member.name}</p>
                <p className={styles.muted}>{categoryLabel(intl, member.categorie_inscription)}</p>
              </div>
              <Button
                variant="secondary"
                size="small"
                isPending={download.pendingId === member.id}
                aria-label={intl.formatMessage(messages.download, { name: member.name })}
                onPress={() => onDownload(member)}
              >
                {intl.formatMessage(
                  download.pendingId === member.id ? messages.downloading : messages.downloadShort,
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The invitations (spec §2 'buyer invitations, agent invitations ... ticketing platform'). */
export function Invitations({ invitations }: { invitations: readonly Invitation[] }) {
  const intl = useIntl();
  return (
    <Section heading={intl.formatMessage(messages.invitationsHeading)}>
      <p className={styles.muted}>{intl.formatMessage(messages.invitationsIntro)}</p>
      <div className={styles.invitations}>
        {invitations.map((invitation) => (
          <div key={invitation.kind} className={styles.invitation}>
            <h3 className={styles.name}>{intl.formatMessage(messages[invitation.kind])}</h3>
            <p className={styles.muted}>
              {intl.formatMessage(messages.invitationUsed, { count: invitation.used })}
            </p>
            <LinkButton href={invitation.url} target="_blank" rel="noopener" variant="secondary">
              {intl.formatMessage(
                invitation.kind === 'buyer' ? messages.inviteBuyers : messages.inviteAgents,
              )}{' '}
              <span className={styles.visuallyHidden}>
                {intl.formatMessage(messages.opensTicketing)}
              </span>
            </LinkButton>
          </div>
        ))}
      </div>
    </Section>
  );
}
