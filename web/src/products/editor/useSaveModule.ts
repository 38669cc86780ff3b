import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ModuleEditorDocument, SaveModuleDocument, type SaveModuleMutation } from '../../../gql/graphql.ts';
import type { EditorModule } from './module-form.ts';

type UserError = SaveModuleMutation['patchModule']['errors'][number];

export type SaveOutcome =
  | { saved: { version: number; head: number } }
  | { conflict: { head: number } }
  | { errors: UserError[] };

/**
 * Saving a module: a new version on top of the version on screen, refused (PRECONDITION_FAILED,
 * REST's 412) when someone else saved in between; or, after such a refusal, a branch from the
 * version on screen that leaves the head where it is (notHead).
 */
export function useSaveModule(module: EditorModule) {
  const [mutate] = useMutation(SaveModuleDocument);
  const client = useApolloClient();
  const [saving, setSaving] = useState(false);

  const save = async (patch: Record<string, unknown>, asBranch = false): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      const variables = asBranch
        ? { id: module.id, patch, onVersion: module.version, options: { notHead: true } }
        : { id: module.id, patch, expectedHead: module.version };
      let result;
      try {
        result = (await mutate({ variables })).data?.patchModule;
      } catch (error) {
        return { errors: [{ __typename: 'UserError', field: null, code: 'BAD_REQUEST', message: error instanceof Error ? error.message : String(error) }] };
      }
      if (!result) return { errors: [{ __typename: 'UserError', field: null, code: 'BAD_REQUEST', message: 'The server did not answer the save' }] };
      if (result.module) return { saved: { version: result.module.version, head: result.module.head } };
      if (result.errors.some((e) => e.code === 'PRECONDITION_FAILED')) {
        // the latest version's number, for the question; not cached, so the form on screen stays as it is
        const latest = await client.query({ query: ModuleEditorDocument, variables: { id: module.id }, fetchPolicy: 'no-cache' }).catch(() => null);
        return { conflict: { head: latest?.data?.module?.head ?? module.head } };
      }
      return { errors: result.errors };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
