import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: '64px 16px',
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
});
