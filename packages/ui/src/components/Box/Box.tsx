import { createElement, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { cx } from '../../lib/cx';

export interface BoxProps
  extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render: `div` by default, `section`, `ul`, `header`... */
  as?: ElementType;
}

/**
 * Layout with the sprinkles atoms (Braid's Box): spacing from the 4 px scale and responsive layout
 * at the breakpoints of docs/design.md "Layout", e.g. `<Box display={{ small: 'block', medium:
 * 'flex' }} gap="large">`. For layout only: components bring their own styles.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms as Sprinkles), className) });
}
