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

type Toolbar = NonNullable<NonNullable<Preview['globalTypes']>[string]['toolbar']>;

/** A toolbar menu of the preview: its title and icon, and its choices (`value: title`). */
function toolbarMenu(
  description: string,
  { title, icon }: Pick<Toolbar, 'title' | 'icon'>,
  items: Record<string, string>,
) {
  return {
    description,
    toolbar: {
      title,
      icon,
      items: Object.entries(items).map(([value, itemTitle]) => ({ value, title: itemTitle })),
      dynamicTitle: true,
    },
  };
}

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
    locale: toolbarMenu(
      'Language of the library-owned texts, money and dates',
      { title: 'Locale', icon: 'globe' },
      { fr: 'Français', en: 'English' },
    ),
    theme: toolbarMenu(
      'Brand theme',
      { title: 'Theme', icon: 'paintbrush' },
      { salon: 'Salon (default)', matterAndShape: 'Matter and Shape' },
    ),
  },
  initialGlobals: { locale: 'fr', theme: 'salon' },
  decorators: [withUi],
  tags: ['autodocs'],
};

export default preview;
