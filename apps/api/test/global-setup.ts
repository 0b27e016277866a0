// Makes the migrated PGlite template once for the whole run: each test file loads it in a
// fraction of a second instead of running initdb and the migrations again.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../src/infra/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  const db = fromPglite(client);
  await db.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `salon-api-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
