import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; 4 px spacing.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const paragraph = style({ margin: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const row = style({ display: 'contents' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});
