// The organiser's own page layout, on the library's contract so it follows their theme.
import { style } from '@vanilla-extract/css';
import { vars } from '@salon/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.large,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
