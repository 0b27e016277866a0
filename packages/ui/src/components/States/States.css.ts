import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const fullPage = style({ minHeight: '60vh' });

export const spinner = style({ fontSize: vars.fontSize.xxlarge, color: vars.color.accent });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const description = style({ margin: 0, maxWidth: '36em' });

export const emptyMark = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  border: `2px dashed ${vars.color.borderStrong}`,
});
