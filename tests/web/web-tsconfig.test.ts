// @vitest-environment node
// The web app type-checks on its own (web/tsconfig.json): importing server code from web/ is an error,
// so it can never be bundled into the browser by accident.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, it } from 'vitest';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));

function diagnosticsOf(source: string): string[] {
  const config = ts.readConfigFile(join(WEB, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, WEB);
  const probe = join(WEB, 'src', '__probe__.ts');
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probe ? source : readFile(file));
  host.fileExists = (file) => file === probe || fileExists(file);
  host.getSourceFile = (file, language, onError, fresh) =>
    file === probe ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, onError, fresh);
  const program = ts.createProgram({ rootNames: [probe], options: parsed.options, host });
  return [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...program.getSemanticDiagnostics(), ...program.getSyntacticDiagnostics()]
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('web/tsconfig.json', () => {
  it('refuses an import of server code', () => {
    const messages = diagnosticsOf("import { DEFAULT_ACCESS } from '../../rest/routes/access.ts';\nexport const access = DEFAULT_ACCESS;\n");
    assert.ok(messages.some((m) => /is not under 'rootDir'/.test(m)), messages.join('\n'));
  });

  it('accepts web code', () => {
    assert.deepEqual(diagnosticsOf("import { truncate } from './shared/format.ts';\nexport const cut = truncate('Joinery', 3);\n"), []);
  });

  it('has no Node types, so node: modules do not resolve', () => {
    assert.ok(diagnosticsOf("import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n").length > 0);
  });
});
