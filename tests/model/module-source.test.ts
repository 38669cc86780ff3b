import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { moduleKind, sourceLabel } from '../../rest/model/kinds/module.kind.ts';

describe('the source a products-table row shows', () => {
  const file = (name: string) => ({ file: { file: { name, contentType: 'model/step' } } });
  it('names the CAD service, the file format or an image, and unknown otherwise', () => {
    assert.equal(sourceLabel({ onshape: { documentId: 'd', wvmType: 'Version', wvmId: 'v', elementId: 'e' } }), 'Onshape');
    assert.equal(sourceLabel(file('door.step')), 'STEP');
    assert.equal(sourceLabel(file('back.stp')), 'STEP', '.stp is STEP too');
    assert.equal(sourceLabel(file('rail.IGS')), 'IGES');
    assert.equal(sourceLabel(file('frame.ifc')), 'IFC');
    assert.equal(sourceLabel({ image: { name: 'rail.png', contentType: 'image/png' } }), 'Image');
    assert.equal(sourceLabel(file('no-extension')), 'unknown');
    assert.equal(sourceLabel(undefined), 'unknown');
  });

  it('is what a module list row carries, with counts that default to 0', () => {
    const row = moduleKind.list({ name: 'Bare module' });
    assert.deepEqual(row, { name: 'Bare module', description: '', categories: [], functions: [], sku: [], source: 'unknown', nParameters: 0, nConnectors: 0 });
  });
});
