// Small pieces the dashboard's sections share: a section under its heading, a card that leads to
// a page (one, or a grid of them) and an opportunity's one-line summary.
import { type Opportunity } from '@salon/domain';
import { Card, CardGrid, LinkButton } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Section as PageSection } from '../../kit/Section';
import * as styles from './Dashboard.css';
import { dashboardMessages as messages } from './messages';

/** "Stand H7-B12 · 36 m² · 2 angles · Maison Lumière". */
export function opportunitySummary(intl: IntlShape, opportunity: Opportunity): string {
  return [
    opportunity.stand
      ? intl.formatMessage(messages.standLabel, { stand: opportunity.stand })
      : null,
    intl.formatMessage(messages.surface, { surface: opportunity.surface }),
    intl.formatMessage(messages.corners, { count: opportunity.angles }),
    opportunity.marques.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A section of the dashboard, named by its `h2` (`id` ties them), in the dashboard's larger type.
 * `belowFold`: one a phone does not show on arrival, laid out only once it nears the viewport.
 */
export function Section({
  belowFold = false,
  className,
  ...props
}: {
  id: string;
  heading: string;
  className?: string;
  belowFold?: boolean;
  children: ReactNode;
}) {
  return (
    <PageSection
      {...props}
      className={
        belowFold
          ? `${className ?? `${styles.section} ${styles.focusRoom}`} ${styles.belowFold}`
          : className
      }
      headingClassName={styles.sectionHeading}
    />
  );
}

/** A card whose action leads to a page (`href`); locked features say why (spec §4 'Feature locked'). */
export function LinkCard({
  title,
  href,
  action,
  headingLevel = 3,
  lockedMessage,
  children,
}: {
  title: string;
  href: string;
  /** The link's label. */
  action: string;
  headingLevel?: 2 | 3;
  lockedMessage?: string;
  children: ReactNode;
}) {
  return (
    <Card
      headingLevel={headingLevel}
      title={title}
      lockedMessage={lockedMessage}
      action={
        <LinkButton href={href} variant="secondary">
          {action}
        </LinkButton>
      }
    >
      {children}
    </Card>
  );
}

/** A card of a grid that leads to a page: its title, the link's label, what it says. */
export interface LinkTile {
  title: MessageDescriptor;
  href: string;
  action: MessageDescriptor;
  body: ReactNode;
}

/** Cards that each lead to a page, side by side. */
export function LinkTiles({
  tiles,
  headingLevel,
}: {
  tiles: readonly LinkTile[];
  headingLevel?: 2;
}) {
  const intl = useIntl();
  return (
    <CardGrid>
      {tiles.map((tile) => (
        <LinkCard
          key={tile.href}
          headingLevel={headingLevel}
          title={intl.formatMessage(tile.title)}
          href={tile.href}
          action={intl.formatMessage(tile.action)}
        >
          {tile.body}
        </LinkCard>
      ))}
    </CardGrid>
  );
}
