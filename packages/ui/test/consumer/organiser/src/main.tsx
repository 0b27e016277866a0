// The organiser's entry: the library's one CSS file, their theme, the library's catalog in the
// page's language, and their router given to the library's links through react-aria-components'
// RouterProvider (a peer dependency: one copy, the app's).
import '@salon/ui/styles.css';
import { UiProvider, type UiLocale } from '@salon/ui';
import en from '@salon/ui/lang/en/ui.json';
import fr from '@salon/ui/lang/fr/ui.json';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { brandTheme } from './brand';

const locale: UiLocale = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'fr';
document.documentElement.lang = locale;

/** The organiser's client-side navigation: the URL changes, the page is not reloaded. */
function navigate(href: string) {
  history.pushState(null, '', href);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider navigate={navigate}>
      <UiProvider locale={locale} theme={brandTheme} messages={locale === 'en' ? en : fr}>
        <App locale={locale} />
      </UiProvider>
    </RouterProvider>
  </StrictMode>,
);
