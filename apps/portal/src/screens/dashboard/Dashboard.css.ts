import { headingType, vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export {
  widePage as page,
  section,
  subheading as groupHeading,
  paragraph,
  muted,
  details,
  detailTerm,
  detailValue,
  plainList as stepList,
} from '../../kit/screen.css';

export const sectionHeading = style(headingType(vars.fontSize.xxlarge));

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontVariantNumeric: 'tabular-nums',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const nextStep = style({ maxWidth: 720 });

export const stepItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.color.border}`,
});

export const registrationList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const registration = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const registrationText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const registrationEvent = style({ fontWeight: vars.fontWeight.strong });

export const groupBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const academy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});

export const overdue = style({
  margin: 0,
  color: vars.color.critical.text,
  fontWeight: vars.fontWeight.strong,
});

/**
 * A section below the first screen of a phone: laid out and painted only once near the viewport
 * (docs/performance.md "Fourth pass"); until then its height is an estimate, then the last one
 * shown.
 */
export const belowFold = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
});

/**
 * The containment of `belowFold` clips what overflows the section: a section without padding of
 * its own gets room for its content's focus rings (padding, taken back by the margin: the page's
 * layout is the same).
 */
export const focusRoom = style({
  padding: `calc(${vars.focusRing.width} + ${vars.focusRing.offset})`,
  margin: `calc(-1 * (${vars.focusRing.width} + ${vars.focusRing.offset}))`,
});
