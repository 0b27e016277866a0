import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { reducedMotion } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { headingType } from '../../css/typography';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});

// docs/design.md "Motion": quiet motion, short transitions for overlays only, none with reduced
// motion.
const motion = (name: string) => ({
  selectors: {
    '&[data-entering]': { animation: `${name} ${vars.motion.duration} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${name} ${vars.motion.duration} ${vars.motion.easing} reverse`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.overlay,
  ...motion(fadeIn),
});

export const drawerOverlay = style([overlay, { padding: 0, alignItems: 'stretch' }]);
export const drawerOverlayPlacement = styleVariants({
  right: { justifyContent: 'flex-end' },
  left: { justifyContent: 'flex-start' },
});

export const modal = style({
  display: 'flex',
  maxHeight: 'calc(100dvh - 32px)',
  width: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  ...motion(riseIn),
});

export const modalSize = styleVariants({
  small: { maxWidth: 440 },
  medium: { maxWidth: 600 },
  large: { maxWidth: 860 },
});

export const drawer = style({
  display: 'flex',
  height: '100%',
  width: vars.layout.drawerWidth,
  maxWidth: '100vw',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const drawerPlacement = styleVariants({
  right: motion(slideFromRight),
  left: [motion(slideFromLeft), { width: `min(${vars.layout.sideMenuWidth}, 88vw)` }],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style(headingType(vars.fontSize.xlarge));

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  margin: `-${vars.space.xsmall} -${vars.space.xsmall} 0 0`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xlarge,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSubtle },
    '&[data-focus-visible]': focusRing,
  },
});
