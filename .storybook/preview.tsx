import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // axe runs on every story; any violation fails its test (issue 2, WCAG 2.2 AA).
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
