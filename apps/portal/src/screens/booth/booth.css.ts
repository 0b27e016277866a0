import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';
import * as shared from '../../kit/screen.css';

// docs/design.md: hierarchy from type size, weight and whitespace; 4 px spacing.

export {
  widePage as page,
  paragraph,
  muted as eyebrow,
  muted,
  detailTerm,
  detailValue,
  plainList as guides,
} from '../../kit/screen.css';

export const booth = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const boothHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
});

/** The facts' list, at the top of its column. */
export const details = style([shared.details, { alignContent: 'start' }]);

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
});

export const boothItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
