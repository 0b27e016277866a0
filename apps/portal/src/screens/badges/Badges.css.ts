import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export { page, section, sectionHeading, muted } from '../../kit/screen.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const invitations = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const invitation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** Read by screen readers only (the new tab a link opens). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
