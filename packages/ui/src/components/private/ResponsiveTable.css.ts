import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const container = createContainer('table');

/**
 * From which width of its container a table shows as a table (cards below): `medium`, the layout's
 * breakpoint, for tables of a few columns; `wide` for a table of many (the invoices' nine need
 * about 880 px: between 600 and 880 px they overflowed their column, and the page scrolled
 * sideways on a 1024 px screen with the side menu).
 */
export const WIDE_TABLE_MIN_WIDTH = 880;
const from = {
  medium: `${container} (min-width: ${breakpoints.medium}px)`,
  wide: `${container} (min-width: ${WIDE_TABLE_MIN_WIDTH}px)`,
};
export type TableFrom = keyof typeof from;

/** The table shown from its width on. */
export const tableShownFrom = styleVariants(from, (query) => ({
  '@container': { [query]: { display: 'table' } },
}));

/** The cards and their caption hidden from the same width on. */
export const cardsHiddenFrom = styleVariants(from, (query) => ({
  '@container': { [query]: { display: 'none' } },
}));

/**
 * docs/design.md "Layout": tables become stacked cards on small screens. The switch follows the
 * width of the table's own container (a container query), so a table in a narrow column shows cards
 * too.
 */
export const wrapper = style({
  containerType: 'inline-size',
  containerName: container,
  width: '100%',
});

export const table = style({
  display: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
});

export const caption = style({
  textAlign: 'start',
  paddingBottom: vars.space.small,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const th = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `2px solid ${vars.color.text}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textAlign: 'start',
  verticalAlign: 'bottom',
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.small} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const rowHeader = style([td, { fontWeight: vars.fontWeight.medium, textAlign: 'start' }]);

export const end = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardsCaption = style([caption, { margin: 0 }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7em, auto) 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});

export const cardLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  alignSelf: 'center',
});

export const cardValue = style({ margin: 0 });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.xxsmall,
});
