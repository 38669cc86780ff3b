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
];
