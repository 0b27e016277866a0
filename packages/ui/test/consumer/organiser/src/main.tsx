// The organiser's entry: the library's one CSS file, their theme, and the library's catalog
// in the page's language.
import '@salon/ui/styles.css';
import { UiProvider, type UiLocale } from '@salon/ui';
import en from '@salon/ui/lang/en/ui.json';
import fr from '@salon/ui/lang/fr/ui.json';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { brandTheme } from './brand';

const locale: UiLocale = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'fr';
document.documentElement.lang = locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider locale={locale} theme={brandTheme} messages={locale === 'en' ? en : fr}>
      <App locale={locale} />
    </UiProvider>
  </StrictMode>,
);
