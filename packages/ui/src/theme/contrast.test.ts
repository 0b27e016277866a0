import { describe, expect, it } from 'vitest';
import { matterAndShapeTokens } from './themes/matterAndShape/tokens';
import { salonTokens } from './themes/salon/tokens';
import type { ThemeTokens } from './tokens';

/** WCAG 2.2 relative luminance and contrast ratio of two #RRGGBB colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const pairs = (t: ThemeTokens): [string, string, string, number][] => [
  ['text on background', t.color.text, t.color.background, 4.5],
  ['muted text on background', t.color.textMuted, t.color.background, 4.5],
  ['muted text on subtle surface', t.color.textMuted, t.color.surfaceSubtle, 4.5],
  ['on-accent text on accent', t.color.onAccent, t.color.accent, 4.5],
  ['accent text on accent subtle', t.color.accent, t.color.accentSubtle, 4.5],
  ['link on background', t.color.link, t.color.background, 4.5],
  ['input border on background (non-text)', t.color.borderInput, t.color.background, 3],
  ['focus ring on background (non-text)', t.focusRing.color, t.color.background, 3],
  ['footer text on footer', t.footer.text, t.footer.background, 4.5],
  ['footer link on footer', t.footer.link, t.footer.background, 4.5],
  ...(['critical', 'positive', 'warning', 'info', 'neutral'] as const).map(
    (tone): [string, string, string, number] => [
      `${tone} text on ${tone} background`,
      t.color[tone].text,
      t.color[tone].background,
      4.5,
    ],
  ),
  ['paid badge (positive inverted)', t.color.positive.background, t.color.positive.text, 4.5],
  ['critical text on surface (canceled badge)', t.color.critical.text, t.color.surface, 4.5],
];

describe.each([
  ['Salon (default)', salonTokens],
  ['Matter and Shape', matterAndShapeTokens],
])('%s theme meets WCAG 2.2 AA contrast (docs/design.md "Tokens and contrast")', (_, tokens) => {
  it.each(pairs(tokens))('%s', (_, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrast helper', () => {
  it('measures the values of docs/design.md: text #111111 on white is 18.9:1, accent #5B2A86 with white 9.9:1', () => {
    expect(contrast('#111111', '#FFFFFF')).toBeCloseTo(18.88, 1);
    expect(contrast('#FFFFFF', '#5B2A86')).toBeCloseTo(9.9, 1);
    expect(contrast('#FFFFFF', '#2F4F3E')).toBeCloseTo(9.1, 1);
  });
});
