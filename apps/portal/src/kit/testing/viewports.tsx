// The viewports of the layout stories (docs/testing.md "Stories"): the frame at a phone's width
// (375 px) or a desktop's (1280 px), the toolbar's viewport set to match. The shell follows its
// own width (600 px: side menu or drawer, spec §2), hence the sized wrapper.
import type { Decorator } from '@storybook/react-vite';

/** The story inside a box `px` wide. */
export const width =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ width: px, maxWidth: 'none' }}>
      <Story />
    </div>
  );

export interface Viewport {
  decorators: Decorator[];
  globals: { viewport: { value: string; isRotated: boolean }; locale?: 'fr' | 'en' };
}

export const phone: Viewport = {
  decorators: [width(375)],
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const desktop: Viewport = {
  decorators: [width(1280)],
  globals: { viewport: { value: 'large', isRotated: false } },
};

/** The viewport with the toolbar's language set to English. */
export const inEnglish = (viewport: Viewport): Viewport => ({
  ...viewport,
  globals: { ...viewport.globals, locale: 'en' },
});
