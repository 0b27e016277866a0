import { style } from '@vanilla-extract/css';
import { focusRing, focusRingOnAccent } from '../../css/utils.css';
import { vars } from '../../theme/vars.css';
import { eyebrowType, headingType } from '../../css/typography';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  width: '100%',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: vars.space.xsmall,
  zIndex: 200,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.strong,
  borderRadius: vars.radius.small,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRingOnAccent } },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.layout.topBarHeight,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarCompact = style({
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  gap: vars.space.xsmall,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // On the narrowest screens the logo gives way (it scales down) so that the menu button and the
  // language switch stay whole (WCAG 1.4.10 Reflow at 320 CSS px).
  minWidth: 0,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const spacer = style({ flex: 1 });

export const userBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.heading,
  textAlign: 'end',
});

export const userName = style({ fontWeight: vars.fontWeight.strong });

export const accountName = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const topActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

// The page's area fills the first screen below the top bar, so the footer starts below the fold:
// a page whose content arrives after its frame (a signed-in page loading its data) pushes nothing
// on screen down when it does (no layout shift, docs/performance.md "Lighthouse").
export const body = style({
  display: 'flex',
  flex: 1,
  minHeight: `calc(100dvh - ${vars.layout.topBarHeight})`,
});

export const sideMenu = style({
  flexShrink: 0,
  width: vars.layout.sideMenuWidth,
  padding: `${vars.space.large} ${vars.space.medium}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
});

export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  borderLeft: '3px solid transparent',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
    // docs/design.md "Principles": the accent marks the current place.
    '&[aria-current=page]': {
      background: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.strong,
      borderLeftColor: vars.color.accent,
    },
  },
});

export const menuIcon = style({ flexShrink: 0, fontSize: vars.fontSize.large });

export const lockIcon = style({ marginLeft: 'auto', color: vars.color.textMuted });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xlarge} ${vars.space.large} ${vars.space.xxlarge}`,
  outline: 'none',
});

export const mainCompact = style({
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xlarge}`,
});

export const content = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
});

export const alerts = style({
  maxWidth: vars.layout.contentMaxWidth,
  margin: `0 auto ${vars.space.large}`,
  selectors: { '&:empty': { display: 'none' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { background: vars.color.surfaceSubtle },
  },
});

export const drawerUser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  marginBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  background: vars.footer.background,
  color: vars.footer.text,
  borderTop: `1px solid ${vars.footer.border}`,
  fontSize: vars.fontSize.small,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  color: vars.footer.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  borderRadius: 2,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid currentColor`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const footerNote = style({ margin: 0 });

export const languageList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 36,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSubtle },
    '&[data-focus-visible]': focusRing,
    '&[aria-current=true]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[aria-current=true][data-focus-visible]': focusRing,
  },
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.xlarge,
});

export const pageHeaderText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '48em',
});

export const pageTitle = style(headingType(vars.fontSize.display));

export const pageEyebrow = style(eyebrowType);

export const pageDescription = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});

export const pageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const publicMain = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  outline: 'none',
});
