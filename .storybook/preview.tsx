import type { Decorator, Preview } from '@storybook/react-vite';
import uiEnglish from '../packages/ui/lang/en/ui.json';
import { matterAndShapeTheme, salonTheme, UiProvider, type UiLocale } from '../packages/ui/src';

const themes = { salon: salonTheme, matterAndShape: matterAndShapeTheme };

/**
 * Every story renders inside the ui library's provider, with the theme and the locale chosen in
 * the toolbar (or fixed by a story's `globals`): both themes and both languages are reviewable.
 */
const withUi: Decorator = (Story, context) => {
  const locale = (context.globals.locale === 'en' ? 'en' : 'fr') satisfies UiLocale;
  const theme = themes[context.globals.theme as keyof typeof themes] ?? salonTheme;
  return (
    <UiProvider locale={locale} theme={theme} messages={locale === 'en' ? uiEnglish : undefined}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  parameters: {
    // axe runs on every story; any violation fails its test (WCAG 2.2 AA, docs/testing.md
    // "Stories").
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
    viewport: {
      options: {
        small: { name: 'Small (375)', styles: { width: '375px', height: '800px' } },
        medium: { name: 'Medium (768)', styles: { width: '768px', height: '1000px' } },
        large: { name: 'Large (1280)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of the library-owned texts, money and dates',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'salon', title: 'Salon (default)' },
          { value: 'matterAndShape', title: 'Matter and Shape' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr', theme: 'salon' },
  decorators: [withUi],
  tags: ['autodocs'],
};

export default preview;
