import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
