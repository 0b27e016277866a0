// Which booth (spec §2 rebooking, §4 'Displayed statuses', §7 rebooking-opportunities): the
// rebooking set and the in-progress set, each opportunity with its event, brands, stand, surface
// and corners, and its statuses as the list it is in shows them.
import { statusChips, type Opportunity, type OpportunityList as ListName } from '@salon/domain';
import { type RebookingSets } from '@salon/machines';
import { Button, Card, CardGrid, EmptyState } from '@salon/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { EmptyStateLink } from '../../../kit/EmptyStateLink';
import { Section } from '../../../kit/Section';
import { StatusBadges } from '../../../kit/StatusBadges';
import { rebookingMessages as messages } from './messages';
import * as styles from './rebooking.css';

/** "Stand B12 · 24 m² · 2 angles". */
export function standSummary(intl: IntlShape, opportunity: Opportunity): string {
  return [
    opportunity.stand
      ? intl.formatMessage(messages.stand, { stand: opportunity.stand })
      : intl.formatMessage(messages.noStand),
    intl.formatMessage(messages.surface, { surface: opportunity.surface }),
    intl.formatMessage(messages.corners, { count: opportunity.angles }),
  ].join(' · ');
}

function OpportunityCard({
  opportunity,
  list,
  onOpen,
}: {
  opportunity: Opportunity;
  list: ListName;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.opportunityTitle, {
    event: opportunity.event_name,
    stand: standSummary(intl, opportunity),
  });
  return (
    <Card
      headingLevel={3}
      eyebrow={opportunity.event_name}
      title={title}
      status={<StatusBadges statuses={statusChips(opportunity, list)} />}
      action={
        // Short on screen, named in full for assistive technology (the name starts with the
        // visible words, WCAG 2.5.3).
        <Button
          variant="secondary"
          aria-label={intl.formatMessage(messages.openQuote, { title })}
          onPress={() => onOpen(opportunity.id)}
        >
          {intl.formatMessage(messages.openQuoteShort)}
        </Button>
      }
    >
      {opportunity.marques.length > 0 ? (
        <p className={styles.paragraph}>
          {intl.formatMessage(messages.brands, { brands: opportunity.marques.join(', ') })}
        </p>
      ) : null}
    </Card>
  );
}

/** The opportunities of one list, a card each. */
function OpportunityCards({
  opportunities,
  list,
  onOpen,
}: {
  opportunities: readonly Opportunity[];
  list: ListName;
  onOpen: (id: string) => void;
}) {
  return (
    <CardGrid>
      {opportunities.map((opportunity) => (
        <OpportunityCard
          key={opportunity.id}
          opportunity={opportunity}
          list={list}
          onOpen={onOpen}
        />
      ))}
    </CardGrid>
  );
}

/**
 * The rebooking list shows only the statuses spec §4 allows it (domain `listStatuses`): an
 * opportunity with none of them (a 2nd installment paid, a canceled one) is not a booth to rebook.
 */
export function rebookingSet(opportunities: readonly Opportunity[]): Opportunity[] {
  return opportunities.filter((opportunity) => statusChips(opportunity, 'rebooking').length > 0);
}

export function OpportunityLists({
  sets,
  onOpen,
}: {
  sets: RebookingSets;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const rebooking = rebookingSet(sets.rebooking);
  return (
    <div className={styles.page}>
      <Section id="rebooking-set" heading={intl.formatMessage(messages.rebookingSet)}>
        {rebooking.length === 0 ? (
          <EmptyStateLink
            title={messages.emptyRebookingTitle}
            description={messages.emptyRebookingBody}
            to="proContact"
            action={messages.contactTeam}
          />
        ) : (
          <OpportunityCards opportunities={rebooking} list="rebooking" onOpen={onOpen} />
        )}
      </Section>
      <Section id="progress-set" heading={intl.formatMessage(messages.progressSet)}>
        {sets.inProgress.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.emptyProgressTitle)} />
        ) : (
          <OpportunityCards opportunities={sets.inProgress} list="inProgress" onOpen={onOpen} />
        )}
      </Section>
    </div>
  );
}
