// Configurators (issue 10 §4): composition rules (application.md §5) and the labels customers read (§9),
// from the one module the server validates with too; the editor's composition field, its customer
// preview, and how the product form's values become the product's document.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../rest/paths.ts';
import { CompositionField } from '../../web/src/configurators/CompositionField.tsx';
import { CustomerPreview } from '../../web/src/configurators/CustomerPreview.tsx';
import {
  defaultProblem, newParameter, offerPatch, offeredCount, type OfferValues,
} from '../../web/src/configurators/offer-values.ts';
import { defaultJoineryDomain, DOMAIN_PATTERN, publicAddress } from '../../rules/addresses.ts';
import { compositionLabel, formatComposition, labelOf, parseComposition } from '../../rules/composition.ts';
import { FORM_MESSAGES, FormField, useAppForm } from '../../web/src/shared/form.tsx';
import { SectionForm, type SectionFormProps } from '../../web/src/configurators/SectionForm.tsx';
import { renderUi } from './render.tsx';

describe('composition parsing (§5)', () => {
  it.each([
    ['', 0, null],
    ['3', 3, 3],
    ['0', 0, 0],
    ['2:4', 2, 4],
    ['2:n', 2, null],
    ['0:n', 0, null],
    ['4:4', 4, 4],
  ])('%j is at least %d, at most %s', (text, min, max) => {
    expect(parseComposition(text)).toEqual({ ok: true, composition: { min, max } });
  });

  it.each([
    ['5:2', 'inverted', 'is an inverted range: the minimum 5 is more than the maximum 2'],
    ['-1', 'negative', 'cannot be negative'],
    ['1:-2', 'negative', 'cannot be negative'],
    ['1:2:3', 'parts', 'has more than two parts: write min:max'],
    ['n', 'syntax', 'must be min:max, a single number, or empty (n is unlimited)'],
    ['n:3', 'syntax', 'must be min:max, a single number, or empty (n is unlimited)'],
    [':3', 'syntax', 'must be min:max, a single number, or empty (n is unlimited)'],
    ['2:', 'syntax', 'must be min:max, a single number, or empty (n is unlimited)'],
    ['1.5', 'syntax', 'must be min:max, a single number, or empty (n is unlimited)'],
    ['two', 'syntax', 'must be min:max, a single number, or empty (n is unlimited)'],
  ])('%j is refused (%s)', (text, problem, reason) => {
    expect(parseComposition(text)).toEqual({ ok: false, problem, reason });
  });

  it('null and undefined read as empty: 0:n', () => {
    expect(parseComposition(null)).toEqual({ ok: true, composition: { min: 0, max: null } });
    expect(parseComposition(undefined)).toEqual({ ok: true, composition: { min: 0, max: null } });
  });

  it('formats each composition back to its shortest text', () => {
    for (const text of ['', '3', '2:4', '2:n', '0:3']) {
      const parsed = parseComposition(text);
      expect(parsed.ok && formatComposition(parsed.composition)).toBe(text);
    }
    expect(formatComposition({ min: 0, max: null })).toBe('');
    expect(formatComposition({ min: 2, max: 2 })).toBe('2');
  });
});

describe('composition labels (§9)', () => {
  it.each([
    ['2:4', 'Select 2, up to 4'],
    ['1:3', 'Select 1, up to 3'],
    ['2', 'Select 2'],
    ['3:3', 'Select 3'],
    ['2:n', 'Select 2'],
    ['0:3', 'Choose up to 3'],
    ['0:1', 'Choose up to 1'],
    ['', 'Explore'],
    ['0:n', 'Explore'],
    ['0', 'Explore'],
  ])('%j reads %j', (text, label) => {
    expect(labelOf(text)).toBe(label);
  });

  it('an invalid composition has no label', () => {
    expect(labelOf('5:2')).toBeUndefined();
    expect(compositionLabel({ min: 1, max: null })).toBe('Select 1');
  });
});

describe('the rules shared with the server', () => {
  it('import neither side (only each other and packages), so the server and the browser may both load them', () => {
    const folder = join(ROOT, 'rules');
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts'));
    expect(files).toEqual(expect.arrayContaining(['composition.ts', 'addresses.ts', 'colour-roles.ts', 'colour-scheme.ts']));
    for (const file of files) expect(readFileSync(join(folder, file), 'utf8')).not.toMatch(/\bfrom\s+'\.\.\/|import\(\s*'\.\.\//);
  });

  it('make a new configurator’s address from its name and the workspace’s, and pick the public address', () => {
    expect(defaultJoineryDomain('Wardrobe configurator', 'Oak & Ash')).toBe('wardrobe.oak-and-ash.joinery.app');
    expect(defaultJoineryDomain('Über Schränke!', 'Birch & Co')).toBe('uber-schranke.birch-and-co.joinery.app');
    expect(defaultJoineryDomain('Configurator', '')).toBe('configurator.workspace.joinery.app');
    expect(DOMAIN_PATTERN.test(defaultJoineryDomain('x'.repeat(100), 'y'.repeat(100)))).toBe(true);
    expect(publicAddress({ joineryDomain: 'desks.oak-and-ash.joinery.app' })).toBe('https://desks.oak-and-ash.joinery.app/');
    expect(publicAddress({ joineryDomain: 'a.joinery.app', customerDomain: 'configure.oakandash.co.uk' })).toBe('https://configure.oakandash.co.uk/');
  });
});

function CompositionHarness({ initial }: { initial: string }) {
  const form = useAppForm<{ composition: string }>({ defaultValues: { composition: initial } });
  return (
    <form noValidate>
      <CompositionField form={form} name="composition" />
    </form>
  );
}

describe('the composition field', () => {
  it('shows the label customers will see as the rule is typed', async () => {
    const { user } = renderUi(<CompositionHarness initial="" />);
    expect(screen.getByText('Explore')).toBeInTheDocument();
    const input = screen.getByLabelText('Composition');
    await user.type(input, '2:4');
    expect(await screen.findByText('Select 2, up to 4')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0:3');
    expect(await screen.findByText('Choose up to 3')).toBeInTheDocument();
  });

  it('refuses an inverted range with the §5 text and says why', async () => {
    const { user } = renderUi(<CompositionHarness initial="2:n" />);
    expect(screen.getByText('Select 2')).toBeInTheDocument();
    const input = screen.getByLabelText('Composition');
    await user.clear(input);
    await user.type(input, '5:2');
    expect(await screen.findByText(FORM_MESSAGES.pattern)).toBeInTheDocument();
    expect(screen.getByText('The composition is an inverted range: the minimum 5 is more than the maximum 2.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '1:2:3');
    expect(await screen.findByText('The composition has more than two parts: write min:max.')).toBeInTheDocument();
  });
});

function DomainFormHarness({ onSave }: { onSave: SectionFormProps<{ customerDomain: string }>['onSave'] }) {
  const values = { customerDomain: '' };
  const form = useAppForm<{ customerDomain: string }>({ defaultValues: values });
  return (
    <SectionForm form={form} heading="General" values={values} resetKey="1" readOnly={false} onSave={onSave} onReload={() => {}}>
      <FormField form={form} name="customerDomain" label="Your own domain" />
    </SectionForm>
  );
}

describe('a settings form refused by the server', () => {
  it('says why beside the field the refusal names (a domain another configurator has), and nothing else', async () => {
    const message = 'configure.oakandash.co.uk is already the address of another published configurator: choose another';
    const { user } = renderUi(<DomainFormHarness onSave={async () => ({ ok: false, stale: false, message, field: 'customerDomain' })} />);
    const input = screen.getByLabelText('Your own domain');
    await user.type(input, 'configure.oakandash.co.uk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says why below the form when the refusal names no field of it', async () => {
    const { user } = renderUi(<DomainFormHarness onSave={async () => ({ ok: false, stale: false, message: 'The plan does not allow it', field: 'published' })} />);
    await user.type(screen.getByLabelText('Your own domain'), 'shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('The plan does not allow it')).toBeInTheDocument();
  });
});

const shelving = (): OfferValues => ({
  categories: [
    { id: 'frames', category: 'Frames', composition: '2:n', modules: [{ id: 'a'.repeat(24), version: 3, name: 'Side panel 1800' }, { id: 'b'.repeat(24), version: 1, name: 'Side panel 1200' }] },
    { id: '', category: 'Doors & drawers', composition: '0:2', modules: [{ id: 'a'.repeat(24), version: 3, name: 'Side panel 1800' }] },
    { id: '', category: 'Frames', composition: '', modules: [] },
  ],
  parameters: [],
});

function PreviewHarness({ values }: { values: OfferValues }) {
  const form = useAppForm<OfferValues>({ defaultValues: values });
  return <CustomerPreview form={form} />;
}

describe('the customer preview', () => {
  it('lists each category with its label and modules, and marks an invalid rule', () => {
    const values = shelving();
    values.categories[2].composition = '5:2';
    renderUi(<PreviewHarness values={values} />);
    const categories = screen.getAllByTestId('preview-category');
    expect(categories.map((c) => within(c).getAllByText(/./).map((e) => e.textContent))).toEqual([
      ['Frames', 'Select 2', 'Side panel 1800, Side panel 1200'],
      ['Doors & drawers', 'Choose up to 2', 'Side panel 1800'],
      ['Frames', 'Invalid value', 'No modules yet'],
    ]);
  });
});

describe('the product patch the form makes', () => {
  it('keeps category keys, makes free ones for new categories, and sends module refs only', () => {
    const { categoryModules } = offerPatch(shelving());
    expect(categoryModules).toEqual([
      { id: 'frames', category: 'Frames', composition: '2:n', modules: [{ id: 'a'.repeat(24), version: 3 }, { id: 'b'.repeat(24), version: 1 }] },
      { id: 'doors-and-drawers', category: 'Doors & drawers', composition: '0:2', modules: [{ id: 'a'.repeat(24), version: 3 }] },
      { id: 'frames-2', category: 'Frames', composition: '', modules: [] },
    ]);
    expect(offeredCount(shelving().categories)).toBe(2);
  });

  it('gives each parameter the fields of its type, keeping what the form does not edit', () => {
    const width = { ...newParameter(), id: 'width', name: 'Width', type: 'Quantity' as const, defaultText: '800', min: '400', max: '1200', unit: 'mm', kept: { target: 'Mesh' as const, step: 50, optionLabels: {} } };
    const finish = { ...newParameter(), name: 'Finish', type: 'Enum' as const, defaultText: 'oak', options: 'oak, ash, oak, , white', kept: { optionLabels: { ash: 'White ash' } } };
    const handles = { ...newParameter(), name: 'With handles', type: 'Boolean' as const, defaultOn: true };
    const label = { ...newParameter(), name: 'Engraving', defaultText: '  ' };
    const { parameters } = offerPatch({ categories: [], parameters: [width, finish, handles, label] });
    expect(JSON.parse(JSON.stringify(parameters))).toEqual([
      { id: 'width', name: 'Width', type: 'Quantity', target: 'Mesh', min: 400, max: 1200, step: 50, unit: 'mm', default: 800 },
      { id: 'finish', name: 'Finish', type: 'Enum', options: [{ value: 'oak' }, { value: 'ash', label: 'White ash' }, { value: 'white' }], default: 'oak' },
      { id: 'with-handles', name: 'With handles', type: 'Boolean', default: true },
      { id: 'engraving', name: 'Engraving', type: 'String' },
    ]);
  });

  it('refuses a default outside the range or the options', () => {
    const quantity = { type: 'Quantity' as const, options: '', min: '60', max: '150' };
    expect(defaultProblem({ ...quantity, defaultText: '80' })).toBeUndefined();
    expect(defaultProblem({ ...quantity, defaultText: '40' })).toBe('The default must be at least 60');
    expect(defaultProblem({ ...quantity, defaultText: '200' })).toBe('The default must be at most 150');
    expect(defaultProblem({ ...quantity, defaultText: 'tall' })).toBe('The default must be a number');
    expect(defaultProblem({ type: 'Enum', options: 'black, white', min: '', max: '', defaultText: 'red' })).toBe('The default must be one of the options');
    expect(defaultProblem({ type: 'Enum', options: 'black, white', min: '', max: '', defaultText: '' })).toBeUndefined();
  });
});
