import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; 4 px spacing.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxlarge });

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

export const eyebrow = style({ margin: 0, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  alignContent: 'start',
  margin: 0,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const guides = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const paragraph = style({ margin: 0 });

export const boothItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
