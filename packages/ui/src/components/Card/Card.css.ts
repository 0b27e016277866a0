import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { eyebrowType, headingType } from '../../css/typography';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxSizing: 'border-box',
});

export const emphasis = style({
  borderColor: vars.color.accent,
  borderTopWidth: 4,
});

export const locked = style({ background: vars.color.surfaceSubtle });

export const eyebrow = style(eyebrowType);

export const title = style(headingType(vars.fontSize.xlarge));

export const body = style({ flex: 1, color: vars.color.text });

export const lockedMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
