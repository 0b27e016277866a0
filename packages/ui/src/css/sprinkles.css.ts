import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';

/**
 * Layout atoms (Braid's sprinkles): spacing from the 4 px scale and responsive layout, with the
 * breakpoints of docs/design.md "Layout". A value may be one value or `{ small, medium, large }`.
 */
const responsive = defineProperties({
  conditions: {
    small: {},
    medium: { '@media': mediaQuery.medium },
    large: { '@media': mediaQuery.large },
  },
  defaultCondition: 'small',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(responsive);
export type Sprinkles = Parameters<typeof sprinkles>[0];
