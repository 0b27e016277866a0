import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const strong = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const paragraph = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const reference = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.05em',
});
