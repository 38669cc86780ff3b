/**
 * The integrations' REST answers (application.md §2.6, rest/model/integrations): the marketplace's
 * catalogue, whose field descriptors both validate the settings on the server and draw the settings
 * form in the web app, and the installed integrations as the API shows them.
 */
export type IntegrationKind = 'webhook' | 'sync' | 'export';

export interface FieldDescriptor {
  name: string;
  label: string;
  /** secret fields are write-only: stored encrypted, never answered (only whether they are set) */
  kind: 'url' | 'text' | 'select' | 'multiselect' | 'secret' | 'mapping';
  required: boolean;
  help: string;
  options?: readonly string[];
  /** a pattern a text must match, with what it means in words */
  pattern?: { source: string; meaning: string };
}

/** An entry of the marketplace: what the integration does and the fields of its settings. */
export interface IntegrationType {
  type: IntegrationKind;
  name: string;
  description: string;
  fields: FieldDescriptor[];
}

/** An integration's settings, as the catalogue's fields checked them (secrets apart). */
export type IntegrationSettings = Record<string, string | string[] | Record<string, string>>;

/** An installed integration as the API answers it: never a secret, only which are set. */
export interface IntegrationView {
  id: string;
  workspace: string;
  type: IntegrationKind;
  name: string;
  status: 'active' | 'paused';
  settings: IntegrationSettings;
  created: string;
  updated: string;
  /** who installed it: its runs show in their bell */
  createdBy: string;
  secrets: Record<string, boolean>;
  /** a scheduled export's next run */
  nextRun: string | null;
}

/** The integrations screen's read: the catalogue and what the workspace has installed, oldest first. */
export interface Marketplace {
  workspace: string;
  catalogue: readonly IntegrationType[];
  installed: IntegrationView[];
}
