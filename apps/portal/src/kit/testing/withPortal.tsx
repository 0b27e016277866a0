// Storybook decorator for the portal's screens: the language of the toolbar (or of the story's
// `globals.locale`), its compiled catalog, a memory router at the story's `parameters.route`
// matched by `parameters.routePath` (default `/:lang/*`, so screens read their params), and
// react-aria's links wired to that router. The ui library's provider (theme, locale) comes from
// .storybook/preview.tsx.
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useAriaHref } from '../useAriaHref';
import type { CompiledCatalog } from '../../i18n/catalogs';

// Every namespace of both languages (the app loads them by route, src/i18n/catalogs.ts): a story
// shows any message of its language.
const files = import.meta.glob<CompiledCatalog>('../../i18n/compiled/*/*.json', {
  eager: true,
  import: 'default',
});

const catalogs = { fr: {}, en: {} } as Record<'fr' | 'en', CompiledCatalog>;
for (const [file, catalog] of Object.entries(files)) {
  const lang = /\/compiled\/(fr|en)\//.exec(file)?.[1] as 'fr' | 'en' | undefined;
  if (lang) Object.assign(catalogs[lang], catalog);
}

function catalogFor(lang: 'fr' | 'en'): CompiledCatalog {
  const catalog = catalogs[lang];
  if (Object.keys(catalog).length === 0)
    throw new Error(`No compiled ${lang} catalog: run pnpm --filter @salon/portal i18n`);
  return catalog;
}

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useAriaHref}>
      {children}
    </AriaRouterProvider>
  );
}

export const withPortal: Decorator = (Story, context) => {
  const lang = context.globals.locale === 'en' ? 'en' : 'fr';
  const route = (context.parameters.route as string | undefined) ?? `/${lang}`;
  const routePath = (context.parameters.routePath as string | undefined) ?? '/:lang/*';
  return (
    <IntlProvider locale={lang} defaultLocale="fr" messages={catalogFor(lang)}>
      <MemoryRouter initialEntries={[route.replace(/^\/(fr|en)(?=\/|$)/, `/${lang}`)]}>
        <AriaRouter>
          <Routes>
            <Route path={routePath} element={<Story />} />
          </Routes>
        </AriaRouter>
      </MemoryRouter>
    </IntlProvider>
  );
};
