import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; 4 px spacing.

export {
  page,
  sectionHeading as heading,
  subheading,
  paragraph,
  muted,
  detailTerm as term,
  detailValue as definition,
} from '../../kit/screen.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const row = style({ display: 'contents' });
