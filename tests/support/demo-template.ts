/**
 * The demo, seeded once per run: the first test server that loads it also saves a copy of its data
 * folder (the SQLite file by VACUUM INTO, and the blobs the demo's uploads wrote) as a template, and
 * later test servers start from a copy of that instead of seeding again.
 *
 * A template is keyed by what the seed depends on: the seed inputs of the configuration and the
 * server's source (rest/, seeds/ and the other server-side folders), so a rerun in watch mode after an
 * edit never starts from a stale demo. Templates live in the run's folder (tests/support/global-setup.ts)
 * and go with it. No test server waits for another: while a template is being made, the others seed
 * as they always did.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../../rest/config.ts';
import { ROOT } from '../../rest/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's folder of seeded demo templates (tests/support/global-setup.ts) */
    demoTemplates: string;
  }
}

export const DATABASE_FILE = 'joinery.sqlite';

/** Folders of the repository whose code never runs while the demo is seeded. */
const NOT_SEED_CODE = new Set(['node_modules', 'dist', 'data', 'docs', 'tests', 'bench', 'web', 'gateway']);

let sourceHash: string | undefined;

/** A hash of every server-side source file: the seeds and the model that writes them. */
function serverSourceHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(ts|json)$/.test(entry.name)) hash.update(path).update(readFileSync(path));
    }
  };
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && !NOT_SEED_CODE.has(entry.name)) visit(join(ROOT, entry.name));
  }
  return (sourceHash = hash.digest('hex'));
}

/** Where this run keeps its templates; undefined outside a vitest run that set them up. */
function templatesFolder(): string | undefined {
  try {
    return inject('demoTemplates');
  } catch {
    return undefined;
  }
}

/** Where the run keeps (or will keep) the seeded demo for this configuration; undefined outside a vitest run. */
function templateOf(config: Pick<Config, 'demoPassword' | 'maxUploadBytes'>, variant: string): string | undefined {
  const folder = templatesFolder();
  if (!folder) return undefined;
  return join(folder, createHash('sha256').update(JSON.stringify([config.demoPassword, config.maxUploadBytes, serverSourceHash(), variant])).digest('hex').slice(0, 16));
}

/**
 * Copies the run's seeded demo (with its activity) into an empty data folder when the run has made it
 * already, for a server process that would seed the same demo itself (it finds it there and seeds
 * nothing); answers whether it did. It never makes the template: that is a test server's.
 */
export function copyDemoTemplate(config: Pick<Config, 'dataDir' | 'demoPassword' | 'maxUploadBytes'>): boolean {
  const template = templateOf(config, '');
  if (!template || !existsSync(template)) return false;
  cpSync(template, config.dataDir, { recursive: true });
  return true;
}

export interface DemoTemplate {
  /** after this server seeded the demo, saves it as the template (once per run and key) */
  save(): void;
}

/**
 * Copies the run's seeded demo for `config` into its empty data folder, when there is one. When there
 * is none yet, this server may be the one to make it: `save` after the seed, before any test writes.
 */
export function demoTemplate(config: Pick<Config, 'dataDir' | 'demoPassword' | 'maxUploadBytes'>, variant = ''): DemoTemplate {
  const none: DemoTemplate = { save: () => {} };
  const template = templateOf(config, variant);
  if (!template) return none;
  if (existsSync(template)) {
    cpSync(template, config.dataDir, { recursive: true });
    return none;
  }
  try {
    // the one server that makes this folder makes the template (the folder stays, so there is only ever one)
    mkdirSync(`${template}.making`);
  } catch {
    return none;
  }
  return {
    save: () => {
      const partial = `${template}.partial`;
      try {
        mkdirSync(partial);
        const db = new Database(join(config.dataDir, DATABASE_FILE), { readonly: true });
        try {
          db.prepare('VACUUM INTO ?').run(join(partial, DATABASE_FILE));
        } finally {
          db.close();
        }
        const blobs = join(config.dataDir, 'blobs');
        if (existsSync(blobs)) cpSync(blobs, join(partial, 'blobs'), { recursive: true, filter: (source) => !source.endsWith('.staging') });
        renameSync(partial, template);
      } catch (error) {
        // without a template the other servers seed as they always did; this one has its demo already
        rmSync(partial, { recursive: true, force: true });
        console.warn(`the seeded demo could not be kept as a template: ${(error as Error).message}`);
      }
    },
  };
}
