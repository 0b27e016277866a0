import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

export { page, paragraph, muted } from '../../kit/screen.css';
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const hidden = style({ display: 'none' });
