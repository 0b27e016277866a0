// Prerenders the public pages (docs/performance.md "Prerendered pages"): after `vite build`,
// before compress.mjs (`pnpm build` runs them in that order). It builds the server renderer
// (src/root/prerender/entry-server.tsx, `vite build --ssr`, into node_modules/.prerender: never
// shipped), renders each page of src/root/prerender/pages.ts in each language with the built
// portal's page (dist/index.html) as frame, and writes dist/{lang}/{path}/index.html, which the
// API serves for /{lang}/{path} (apps/api/src/portal/prerendered.ts). Each page has:
// - its language, its title (its heading, then the portal's name) and its markup in #root;
// - the styles it needs (the entry's and its route's CSS, inlined: about 7 kB with Brotli for the
//   login), and nothing else requested before its first paint: the entry script, its route's
//   chunks and catalog namespaces, and the Inter font are requested by the head script once the
//   page has painted (docs/performance.md "Lighthouse": the text paints in the metric-matched
//   fallback font, and a form's submit waits for the app, below);
// - a short inline head script, allowed by its hash in the API's content security policy
//   (dist/csp.json): on a guest-only page, a browser with the session hint (the readable
//   companion of the HttpOnly refresh cookie, docs/security.md) goes on to the user's space
//   before anything paints (spec §2, §5); on the home page it marks the hint (the app then
//   renders the signed-in version); and a form's submit is held back until the app has hydrated
//   the form, which then makes it again (src/main.tsx);
// - with JavaScript off, a translated notice that JavaScript is needed to sign in, and no form
//   (a form without its script would send the password in the page's URL).
// The shell (dist/index.html) gets the font preload too.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(portalDir, 'dist');
const ssrOut = path.join(portalDir, 'node_modules/.prerender');
const languages = ['fr', 'en'];

await build({
  root: portalDir,
  configFile: path.join(portalDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/root/prerender/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    // The renderer runs once, here: no need to minify it.
    minify: false,
  },
});
const { renderPage, prerenderedPages, pageNamespaces, accessManifest } = await import(
  pathToFileURL(path.join(ssrOut, 'entry-server.js')).href
);

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const fontFile = readdirSync(path.join(dist, 'assets')).find((file) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(file),
);
if (!fontFile) throw new Error('The Latin Inter font is missing from dist/assets');
const fontPreload = `<link rel="preload" href="/assets/${fontFile}" as="font" type="font/woff2" crossorigin>`;

/** A chunk of the manifest and its static imports: their JS files and CSS files, in order. */
function collect(key, files = { js: new Set(), css: new Set() }, seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  files.js.add(chunk.file);
  // Imports first, then the chunk's own CSS: the order Vite links them in.
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
  for (const css of chunk.css ?? []) files.css.add(css);
  return files;
}

// The head script: kept short; its hash goes to the content security policy. Its last part
// starts the app after the first paint (a task after the first frame, once the document is
// parsed): the entry script and the route's modules named by `<meta name="salon-modules">`, and
// the font's rules (`<style id="salon-font" media="not all">`, inactive until then, so the font is
// not requested before the paint either). Its first part makes the page's first `Intl` call, which
// loads the browser's ICU data (15 to 50 ms on the development machine): react-aria makes it when
// its modules are evaluated, and it would then block a page that is already shown and may be
// typed in; made here, it comes before the first paint (on the shell too, which paints nothing
// before its app: there it falls before any paint rather than among the app's tasks, where
// Lighthouse's simulation counted it, docs/performance.md "Fifth pass"); not on a page hydrated
// at the first action (below, `data-hydrates` on its <html>), whose app, and that call, wait for
// the visitor. A page whose query
// changes what it shows (any but `redirect`, src/root/prerender/hydrate.ts `hydratable`) is
// rendered by the app instead of hydrated:
// `data-rerender` hides its HTML until then, so that nothing is typed into a form about to be
// replaced. The meta's first `data-scripts` modules run as scripts, each once the one before it
// has run (the libraries' chunk, the domain's, then the entry, vite.config.ts: three evaluations
// in three tasks, not one long one); the others, and those scripts too, are preloaded. One step a
// task (a MessageChannel's messages, which the browser does not delay as it does nested timers),
// since each costs: every `<link>` appended is a request the renderer starts then and there, and
// the font's rules lay the page out again (docs/performance.md "Fourth pass"). The last step
// preloads the Latin font (`data-font`) and turns its rules on once it is in: the page is laid out
// again once, with the font, where turning the rules on first laid it out twice, with the
// fallback while the font came and with the font when it had (docs/performance.md "Recheck").
// That step waits for the first contentful paint's entry (a `PerformanceObserver`; at once where
// there is none): the queue starts a frame after the page is parsed, which a busy machine can
// present later than that, and the font must not be requested before the paint.
// A page hydrated from its HTML (a prerendered page, without the session hint, not re-rendered)
// starts its app at the visitor's first action (a pointer down, a key, a focus, a touch, an
// input), not at load (docs/performance.md "Hydrated at the first action"): until then its
// modules are only fetched (`prefetch`: into the cache, neither parsed nor run), and the page,
// already whole, is not blocked by their evaluation. A click on a button before the hydration is
// held back as a submit is (`salonHeldClick`) and made again once the page is live.
const headScript = `(function(){var d=document.documentElement,l=location.pathname.split('/')[1],w=function(){try{Intl.DateTimeFormat.supportedLocalesOf([l||'fr'])}catch(x){}};d.setAttribute('data-js','');if(Array.from(new URLSearchParams(location.search).keys()).some(function(k){return k!=='redirect'}))d.setAttribute('data-rerender','');if(/(?:^|;\\s*)salon_session=1(?:;|$)/.test(document.cookie)){if(d.hasAttribute('data-guest-only')){d.style.visibility='hidden';var r=new URLSearchParams(location.search).get('redirect');location.replace(r&&r[0]==='/'&&r[1]!=='/'&&r.indexOf('\\\\')<0?(/^\\/(fr|en)(\\/|$)/.test(r)?r:'/'+l+r):'/'+l+'/me/dashboard')}else d.setAttribute('data-session-hint','')}var z=function(){return d.hasAttribute('data-hydrates')&&!d.hasAttribute('data-session-hint')&&!d.hasAttribute('data-rerender')};if(!z())w();document.addEventListener('submit',function(e){if(!d.hasAttribute('data-hydrated')){e.preventDefault();window.salonHeldSubmit=e.target}},true);var I=0,Y,E=['pointerdown','keydown','focusin','touchstart','input'],y=function(){if(!I){I=1;E.forEach(function(t){document.removeEventListener(t,y,true)});if(Y)Y()}};E.forEach(function(t){document.addEventListener(t,y,true)});document.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;if(b&&b.type!=='submit'&&z()&&!d.hasAttribute('data-hydrated')){e.preventDefault();window.salonHeldClick=b}},true);function g(k){try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();k()}});o.observe({type:'paint',buffered:true})}catch(e){k()}}function s(){var m=document.querySelector('meta[name=salon-modules]'),f=document.getElementById('salon-font'),c=new MessageChannel(),u=m?m.content.split(' '):[],n=m?+m.getAttribute('data-scripts'):0,a=function(r,h){var e=document.createElement(r?'link':'script');e.crossOrigin='anonymous';if(r){e.rel=r;e.href=h}else{e.type='module';e.src=h}return document.head.appendChild(e)},x=function(i){if(i<n){var e=a('',u[i]);e.onload=e.onerror=function(){x(i+1)}}},L=[function(){x(0)}].concat(u.slice(1).map(function(h){return function(){a('modulepreload',h)}})),F=function(){if(f)g(function(){var o=function(){f.media='all'},p=document.createElement('link');p.rel='preload';p.as='font';p.type='font/woff2';p.crossOrigin='anonymous';p.onload=p.onerror=o;p.href=f.getAttribute('data-font');document.head.appendChild(p)})},q=[],p=function(t){var e=!q.length;q.push.apply(q,t);if(e)c.port2.postMessage(0)};c.port1.onmessage=function(){q.shift()();if(q.length)c.port2.postMessage(0)};if(z()&&!I){p(u.map(function(h){return function(){a('prefetch',h)}}).concat([F]));Y=function(){p(L)}}else p(L.concat([F]))}requestAnimationFrame(function(){setTimeout(function(){document.readyState==='loading'?document.addEventListener('DOMContentLoaded',s):s()})})})()`;
const scriptHash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decodeHtml = (text) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

const entry = collect('index.html');
const entryScript = `/${manifest['index.html'].file}`;
const entryScriptTag = new RegExp(
  `\\s*<script type="module" crossorigin src="${entryScript}"></script>`,
);
if (!entryScriptTag.test(template)) throw new Error(`dist/index.html does not load ${entryScript}`);
// The scripts the head script runs in turn: the chunks the entry imports that vite.config.ts
// names for it, each after those it imports, then the entry.
const RUN_FIRST = ['libraries', 'contract'];
const entryImports = (manifest['index.html'].imports ?? []).map((key) => manifest[key]);
const scripts = [
  ...RUN_FIRST.flatMap((name) => entryImports.filter((chunk) => chunk.name === name)),
].map((chunk) => `/${chunk.file}`);
if (scripts.length !== RUN_FIRST.length)
  throw new Error(`The entry imports no ${RUN_FIRST.join(' and ')} chunks`);
scripts.push(entryScript);
// The entry's other imports (the bundler's runtime), preloaded with the route's modules.
const entryPreloads = entryImports
  .map((chunk) => `/${chunk.file}`)
  .filter((file) => !scripts.includes(file));
/** The head script's list: the scripts it runs, then the entry's other imports and `more`. */
const modulesMeta = (more = []) =>
  `<meta name="salon-modules" data-scripts="${scripts.length}" content="${[...scripts, ...entryPreloads, ...more].join(' ')}">`;
// The Inter faces' rules (src/root/fonts.css), as the build writes them.
const interFontFace = /@font-face\{font-family:Inter Variable;[^}]*\}/g;
// The prerendered pages' start in the browser (src/root/prerender/start.tsx), its own chunk.
const start = collect('src/root/prerender/start.tsx');
let written = 0;
for (const page of prerenderedPages) {
  const route = { js: new Set(), css: new Set() };
  for (const module of page.modules) collect(`src/${module}`, route);
  for (const lang of languages) {
    const rendered = await renderPage(page, lang);
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered.html);
    if (!heading) throw new Error(`/${lang}/${page.path} has no h1`);
    const title = `${decodeHtml(heading[1]).trim()} — ${rendered.titleSuffix}`;
    const namespaces = pageNamespaces(page)
      .map((ns) => manifest[`src/i18n/compiled/${lang}/${ns}.json`]?.file)
      .filter(Boolean);
    const css = [...entry.css, ...route.css].filter((file, i, all) => all.indexOf(file) === i);
    const preloads = [...start.js, ...route.js, ...namespaces].filter(
      (file, i, all) => !entry.js.has(file) && all.indexOf(file) === i,
    );
    const early = [
      `<script>${headScript}</script>`,
      // The home page with the session hint: the guest's version stays hidden (src/main.tsx); a
      // page the app renders again (data-rerender) likewise. Without JavaScript (no data-js), the
      // forms are not shown: sent without their script, a form would put the password in the
      // page's URL.
      '<style>html[data-session-hint] #root,html[data-rerender] #root{visibility:hidden}html:not([data-js]) #root form{display:none}</style>',
    ].join('\n    ');
    // The font's rules apart, inactive until the head script turns them on after the first paint.
    const fontRules = [];
    const inlined = css.map((file) =>
      readFileSync(path.join(dist, file), 'utf8')
        .trim()
        .replace(interFontFace, (rule) => {
          fontRules.push(rule);
          return '';
        }),
    );
    const late = [
      // The page's styles inlined, in the build's order: the first paint waits for no request.
      ...css.map((file, i) => `<style data-href="/${file}">${inlined[i]}</style>`),
      `<style id="salon-font" media="not all" data-font="/assets/${fontFile}">${fontRules.join('')}</style>`,
      // The route's stylesheets as links of a type no browser reads (so never fetched: Chromium
      // fetches a `disabled` one): Vite's loader, which adds a lazy chunk's CSS unless a
      // stylesheet link to it is there, does not load them again.
      ...css.map(
        (file) => `<link rel="stylesheet" type="text/x-inlined" href="/${file}" disabled>`,
      ),
      // What the head script requests once the page has painted: the scripts it runs first.
      modulesMeta(preloads.map((file) => `/${file}`)),
    ].join('\n    ');
    const notice = `<noscript><p lang="${lang}" style="margin:0;padding:0.75rem 1rem;background:#fff4ce;color:#1f1f1f;font:1rem/1.5 system-ui,sans-serif">${escapeHtml(rendered.noscript)}</p></noscript>`;
    const html = template
      .replace(
        /<html lang="[a-z]+"/,
        `<html lang="${lang}" data-hydrates${page.guestOnly ? ' data-guest-only' : ''}`,
      )
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}\n    ${early}`)
      // The entry script, its imports' and the font's preloads: the head script requests them
      // after the paint.
      .replace(entryScriptTag, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(new RegExp(`\\s*<link rel="preload" href="/assets/${fontFile}"[^>]*>`), '')
      // The entry's stylesheet links: their content is inlined.
      .replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, '')
      .replace('</head>', `  ${late}\n  </head>`)
      // The shell's bilingual notice: the page has its own, translated.
      .replace(/<noscript[\s\S]*?<\/noscript\s*>\s*/, '')
      .replace(
        '<div id="root"></div>',
        `${notice}\n    <div id="root" data-prerendered>${rendered.html}</div>`,
      );
    if (!html.includes('data-prerendered')) throw new Error('dist/index.html has no empty #root');
    const dir = path.join(dist, lang, ...page.path.split('/'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    written += 1;
  }
}

// The shell (every page that is not prerendered): the font preload too, and the head script,
// which makes the first `Intl` call and runs the entry's chunks in turn, each in a task of its
// own, as on a prerendered page. The shell's own preloads stay, so the chunks are requested as
// soon as the HTML is read (the browser's preload scanner reads past the head script).
if (!template.includes('salon-modules')) {
  writeFileSync(
    path.join(dist, 'index.html'),
    template
      .replace(
        /<meta charset="UTF-8" \/>/i,
        (charset) =>
          `${charset}\n    ${template.includes(fontFile) ? '' : `${fontPreload}\n    `}<script>${headScript}</script>`,
      )
      .replace(
        entryScriptTag,
        `\n    ${modulesMeta()}\n    <link rel="modulepreload" crossorigin href="${entryScript}">`,
      ),
  );
}
writeFileSync(
  path.join(dist, 'csp.json'),
  `${JSON.stringify({ scriptSrc: [scriptHash] }, null, 2)}\n`,
);
// Which paths need a session (src/kit/routing/access.ts): the API redirects such a path opened
// without the session hint to the prerendered login page (docs/performance.md "Private links
// without a session").
writeFileSync(path.join(dist, 'access.json'), `${JSON.stringify(accessManifest(), null, 2)}\n`);
rmSync(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${written} pages (${languages.join(', ')}); head script ${scriptHash}`);
// The app's modules keep timers of their own (the session's, the chunk timeouts): done here.
process.exit(0);
