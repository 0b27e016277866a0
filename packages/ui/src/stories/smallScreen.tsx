// What the ui's stories share (docs/testing.md "Stories"): a component seen on a small screen,
// the toolbar's viewport set to `small` and the story in a box `px` wide (the responsive tables
// and cards follow their container's width, spec §2).
import type { Decorator } from '@storybook/react-vite';

export function smallScreen(px: number) {
  const box: Decorator = (Story) => (
    <div style={{ width: px }}>
      <Story />
    </div>
  );
  return {
    globals: { viewport: { value: 'small', isRotated: false } },
    decorators: [box],
  };
}
