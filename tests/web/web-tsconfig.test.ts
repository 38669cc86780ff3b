// @vitest-environment node
// The web app type-checks on its own (web/tsconfig.json): importing server code from web/ is an error,
// so it can never be bundled into the browser by accident. The rules both sides run (rules/) type-check
// on their own too (rules/tsconfig.json), importing neither side.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, it } from 'vitest';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const RULES = fileURLToPath(new URL('../../rules/', import.meta.url));
/** what TypeScript says of a composite project's import of a file it does not list (TS6307) */
const NOT_LISTED = /is not listed within the file list of project/;

/** Files parsed for earlier probes, by project, so each probe re-reads only itself. */
const parsedFiles = new Map<string, Map<string, ts.SourceFile>>();

/** The diagnostics of `source`, a file at `probePath` (relative to the project's folder), under that folder's tsconfig.json. */
function diagnosticsOf(project: string, probePath: string, source: string): string[] {
  const config = ts.readConfigFile(join(project, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, project);
  const probe = join(project, probePath);
  const cache = parsedFiles.get(project) ?? new Map<string, ts.SourceFile>();
  parsedFiles.set(project, cache);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probe ? source : readFile(file));
  host.fileExists = (file) => file === probe || fileExists(file);
  host.getSourceFile = (file, language, onError, fresh) => {
    if (file === probe) return ts.createSourceFile(file, source, language);
    let parsedFile = cache.get(file);
    if (!parsedFile) {
      parsedFile = getSourceFile(file, language, onError, fresh);
      if (parsedFile) cache.set(file, parsedFile);
    }
    return parsedFile;
  };
  // `tsc -p` lists every file the project includes; of those, the ones the probe reaches are listed
  // here too (the rest cannot change what is said of the probe), beside the probe itself
  const reached = ts.createProgram({ rootNames: [probe], options: parsed.options, host });
  const included = new Set(parsed.fileNames);
  const listed = reached.getSourceFiles().map((file) => file.fileName).filter((file) => included.has(file));
  const program = ts.createProgram({ rootNames: [probe, ...listed], options: parsed.options, host, oldProgram: reached });
  const probeFile = program.getSourceFile(probe)!;
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSemanticDiagnostics(probeFile),
    ...program.getSyntacticDiagnostics(probeFile),
  ].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const inWeb = (source: string) => diagnosticsOf(WEB, 'src/__probe__.ts', source);
const inRules = (source: string) => diagnosticsOf(RULES, '__probe__.ts', source);

describe('web/tsconfig.json', () => {
  it('refuses an import of server code', () => {
    const messages = inWeb("import { UNSAFE_METHODS } from '../../rest/routes/access.ts';\nexport const unsafe = UNSAFE_METHODS;\n");
    assert.ok(messages.some((m) => NOT_LISTED.test(m)), messages.join('\n'));
  });

  it('refuses an import of the demo seeds', () => {
    const messages = inWeb("import { DEMO_USERS } from '../../seeds/demo.ts';\nexport const users = DEMO_USERS;\n");
    assert.ok(messages.some((m) => NOT_LISTED.test(m)), messages.join('\n'));
  });

  it('accepts web code and the shared rules', () => {
    assert.deepEqual(inWeb("import { truncate } from './shared/format.ts';\nexport const cut = truncate('Joinery', 3);\n"), []);
    assert.deepEqual(inWeb("import { parseComposition } from '../../rules/composition.ts';\nexport const parsed = parseComposition('1:n');\n"), []);
  });

  it('has no Node types, so node: modules do not resolve', () => {
    assert.ok(inWeb("import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n").length > 0);
  });
});

describe('rules/tsconfig.json', () => {
  it('refuses an import of web code', () => {
    const messages = inRules("import { truncate } from '../web/src/shared/format.ts';\nexport const cut = truncate('Joinery', 3);\n");
    assert.ok(messages.some((m) => NOT_LISTED.test(m)), messages.join('\n'));
  });

  it('refuses an import of server code', () => {
    const messages = inRules("import { UNSAFE_METHODS } from '../rest/routes/access.ts';\nexport const unsafe = UNSAFE_METHODS;\n");
    assert.ok(messages.some((m) => NOT_LISTED.test(m)), messages.join('\n'));
  });

  it('accepts its own files and the colour library', () => {
    assert.deepEqual(inRules("import { materialTheme } from './colour-scheme.ts';\nexport const theme = materialTheme('#006EB8');\n"), []);
  });

  it('has neither Node nor DOM types', () => {
    assert.ok(inRules("import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n").length > 0);
    assert.ok(inRules('export const title = document.title;\n').length > 0);
  });
});
