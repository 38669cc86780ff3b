import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import type { ConfiguratorFieldsFragment, PublishedConfiguratorPatchInput } from './gql/graphql.ts';
import type { Me } from '../frame/Frame.tsx';
import { useAppForm } from '../shared/form.tsx';

export type Configurator = ConfiguratorFieldsFragment;

/**
 * How a save went: the new head, or the server's words (stale: someone saved in between; field: the
 * form field they are about, such as a domain another configurator has).
 */
export type SaveResult = { ok: true; configurator: Configurator } | { ok: false; message: string; stale: boolean; field?: string };

/** What the configurator editor gives each settings section (its route's outlet context). */
export interface ConfiguratorEditorContext {
  configurator: Configurator;
  /** the user may not write it */
  readOnly: boolean;
  /** patches the configurator's head as a new version, expecting the head on screen */
  save: (patch: PublishedConfiguratorPatchInput) => Promise<SaveResult>;
  /** reads the configurator again (after a stale save) */
  reload: () => void;
  /** the workspace's plan limits, for hints (the server enforces them) */
  limits: Me['workspace']['limits'] | undefined;
}

export const useConfiguratorEditor = () => useOutletContext<ConfiguratorEditorContext>();

/**
 * A settings section's form over the configurator shown: its values, and the props its SectionForm
 * takes (the form returns to the saved values whenever another version is shown).
 */
export function useSectionForm<T extends FieldValues>(valuesOf: (configurator: Configurator) => T) {
  const editor = useConfiguratorEditor();
  const values = valuesOf(editor.configurator);
  const form = useAppForm<T>({ defaultValues: values as DefaultValues<T> });
  const section = { form, values, resetKey: `${editor.configurator.id}:${editor.configurator.version}`, readOnly: editor.readOnly, onReload: editor.reload };
  return { ...editor, form, section };
}
