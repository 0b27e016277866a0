import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '44rem',
});

export const lead = style({ margin: 0, color: vars.color.textMuted });
