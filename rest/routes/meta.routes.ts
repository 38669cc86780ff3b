import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { ROOT } from '../paths.ts';
import { defineOperation, type Operation } from './operation.ts';

const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

export const metaOperations: Operation[] = [
  defineOperation({
    method: 'GET',
    path: '/api/version',
    operationId: 'getVersion',
    group: '',
    tag: 'meta',
    access: 'public',
    summary: 'The application version',
    response: Type.Object({ name: Type.String(), version: Type.String() }, { additionalProperties: false }),
    answer: 'json',
    errors: [],
    call: () => ({ name: 'Joinery', version: VERSION }),
  }),
  // probes for load balancers and orchestrators: outside /api (no client method), cheap, no sign-in
  defineOperation({
    method: 'GET',
    path: '/healthz',
    operationId: 'getHealth',
    group: '',
    tag: 'operations',
    access: 'public',
    summary: 'Liveness: the process answers',
    description: 'Touches nothing else, and is answered even while the server sheds load (503 elsewhere), so an orchestrator does not restart a busy process.',
    response: Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false }),
    answer: 'json',
    errors: [],
    shedsLoad: false,
    // a probe's credentials do not matter: whatever an orchestrator sends, the answer is the process's state
    badTokenSignsOut: true,
    call: () => ({ status: 'ok' as const }),
  }),
  defineOperation({
    method: 'GET',
    path: '/readyz',
    operationId: 'getReadiness',
    group: '',
    tag: 'operations',
    access: 'public',
    summary: 'Readiness: the store answers and no migration is pending',
    description: '503 while the store does not answer, when the data is at another schema version than this release\'s, and while the server shuts down.',
    response: Type.Object({ status: Type.Literal('ready'), schemaVersion: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
    answer: 'json',
    errors: [503],
    badTokenSignsOut: true,
    call: (model) => model.readiness.check(),
  }),
];
