// The build's renderer of the public pages (docs/performance.md "Prerendered pages"), built apart
// from the portal's bundle (`vite build --ssr`, scripts/prerender.mjs) and never shipped to the
// browser: the same providers and routes as the app (../App.tsx PortalFrame) under a
// StaticRouter, with the language's catalogs loaded first; `prerenderToNodeStream` waits for the
// route's chunks (every Suspense boundary), so the HTML has the page itself, never a loading
// state. The session is not started: as in the browser before the client token, the page shows
// as a guest sees it.
import { defaultLanguage, type Language } from '@salon/domain';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl, defineMessages } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { config as configureZod } from 'zod/v4/core';
import { loadedMessages } from '../../i18n/catalogs';
import { createServices } from '../../kit/services';
import { PortalFrame } from '../App';
import { loadPage } from './hydrate';
import { pageNamespaces, prerenderedPages, type PrerenderedPage } from './pages';

configureZod({ jitless: true });

const messages = defineMessages({
  // Shown by the prerendered pages when JavaScript is off (a <noscript>).
  noscript: {
    id: 'app.noscript_sign_in',
    defaultMessage:
      'Activez JavaScript dans votre navigateur pour vous connecter ou vous inscrire.',
  },
  titleSuffix: { id: 'app.title_suffix', defaultMessage: 'Espace exposants et visiteurs' },
});

export interface RenderedPage {
  /** The root's markup. */
  html: string;
  /** The texts of the page's head: its title's suffix and the no-JavaScript notice. */
  titleSuffix: string;
  noscript: string;
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            text += chunk.toString('utf8');
            done();
          },
        }),
      )
      .on('finish', () => resolve(text))
      .on('error', reject);
  });
}

/** Renders one page, `/{lang}/{page.path}`, once everything it shows is loaded. */
export async function renderPage(page: PrerenderedPage, lang: Language): Promise<RenderedPage> {
  await loadPage(page, lang);
  const pathname = `/${lang}/${page.path}`;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PortalFrame
      services={createServices()}
      prerenderedPath={pathname}
      router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
    />,
    { onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${pathname} failed`);
  const intl = createIntl({
    locale: lang,
    defaultLocale: defaultLanguage,
    messages: loadedMessages(lang) ?? {},
  });
  return {
    html,
    titleSuffix: intl.formatMessage(messages.titleSuffix),
    noscript: intl.formatMessage(messages.noscript),
  };
}

export { pageNamespaces, prerenderedPages };
export { accessManifest } from '../../kit/routing/access';
