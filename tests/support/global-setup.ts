// Once per `vitest run`, before any worker: the run's folder of seeded demo templates
// (tests/support/demo-template.ts), shared by every project and removed when the run ends.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  // each project calls this; the run's process id gives them one folder
  const folder = join(tmpdir(), `joinery-demo-templates-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  project.provide('demoTemplates', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
