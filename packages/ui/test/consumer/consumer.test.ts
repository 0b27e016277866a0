// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleConsumer, packPackage, treeShakingMarkers } from '../../scripts/consumer.mjs';

// The published package as a consumer gets it (docs/testing.md "The published ui package"): the
// built package (ESM, bundled types, one CSS file) is imported by a separate fixture app, which
// renders a component; that app holds no table or date code.
let published = '';
let bundle: Awaited<ReturnType<typeof bundleConsumer>>;

beforeAll(async () => {
  published = packPackage();
  bundle = await bundleConsumer('app.tsx', { name: 'app', minify: false });
});

describe('the published @salon/ui, consumed by a separate app', () => {
  it('ships ESM, bundled types and one CSS file, and nothing from src', () => {
    const manifest = JSON.parse(readFileSync(path.join(published, 'package.json'), 'utf8'));
    expect(manifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
    });
    expect(manifest.exports['./styles.css']).toBe('./dist/index.css');
    expect(manifest.dependencies).not.toHaveProperty('@salon/domain');
    expect(existsSync(path.join(published, 'src'))).toBe(false);
    const types = readFileSync(path.join(published, 'dist/index.d.ts'), 'utf8');
    expect(types).toMatch(/declare function TextField\(/);
    expect(types).toMatch(/type DisplayedStatus =/);
    const js = readFileSync(path.join(published, 'dist/index.js'), 'utf8');
    expect(js).not.toMatch(/\.css['"]/); // the JS never imports CSS: the consumer imports styles.css
  });

  it('renders a text field and a button on the server, themed and labelled', async () => {
    const app = (await import(pathToFileURL(bundle.js).href)) as { render: () => string };
    const html = app.render();
    expect(html).toContain('Email address');
    expect(html.replace(/<!-- -->/g, '')).toContain('(required)');
    expect(html).toMatch(/<input[^>]*aria-required="true"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="[^"]+"/);
    expect(html).toContain('We reply within 72 hours.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send/s);
    expect(html).toContain('lang="en"');
  });

  it('applies the theme given to UiProvider: the root class sets the Matter and Shape accent', async () => {
    const app = (await import(pathToFileURL(bundle.js).href)) as { render: () => string };
    const rootClasses = /^<div class="([^"]+)"/.exec(app.render())?.[1]?.split(' ') ?? [];
    const css = readFileSync(bundle.css, 'utf8');
    const themed = rootClasses.some((name) =>
      new RegExp(`\\.${name}\\s*\\{[^}]*#2F4F3E`, 'i').test(css),
    );
    expect(themed).toBe(true);
  });

  it('gets the styles from the one CSS file: every class of the render is defined there', async () => {
    const app = (await import(pathToFileURL(bundle.js).href)) as { render: () => string };
    const html = app.render();
    const css = readFileSync(bundle.css, 'utf8');
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) =>
      match[1]!.split(/\s+/),
    );
    expect(classes.length).toBeGreaterThan(5);
    for (const name of classes) expect(css).toContain(`.${name}`);
  });

  it('tree-shakes: an app importing a button and a text field holds no table, quote, timeline or date code', () => {
    const js = readFileSync(bundle.js, 'utf8');
    for (const marker of treeShakingMarkers) expect(js).not.toContain(marker);
  });
});
