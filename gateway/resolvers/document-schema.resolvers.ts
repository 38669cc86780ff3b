/** The kinds' document schemas, for forms that validate as the server does. */
import { documentSchemaOf } from '../../rest/model/kinds/document-schemas.ts';

export const documentSchemaQueries = {
  documentSchema: (_: unknown, args: { collection: string }) => documentSchemaOf(args.collection),
};
