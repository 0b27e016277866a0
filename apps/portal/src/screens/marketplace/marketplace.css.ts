import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const paragraph = style({ margin: 0 });

export const hidden = style({ display: 'none' });
