import { Type } from '@sinclair/typebox';
import { cadSourceFields, cadSourceSubresources } from './cad-source.ts';
import { Enum, FREEDOMS, Label, Name, Obj, Text } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

const ConnectorSource = Obj(cadSourceFields);

export const connectorTypeKind = defineKind({
  kind: 'connectortype',
  label: 'Connector type',
  collection: 'connectortypes',
  idParam: 'connectortypeId',
  one: 'ConnectorType',
  many: 'ConnectorTypes',
  titleField: 'name',
  hasSummary: false,
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    /** which family of connectors may meet, e.g. 'shelf-pin' */
    domain: Type.Optional(Label),
    freedom: Type.Optional(Enum(FREEDOMS)),
    /** connector types this one may connect to, by domain */
    compatibleDomains: Type.Optional(Type.Array(Label, { maxItems: 100, uniqueItems: true })),
    connectors: Type.Optional(Type.Array(Obj({ id: Label, name: Name, source: Type.Optional(ConnectorSource) }), { maxItems: 200 })),
  }),
  refs: [],
  filters: text('name', 'description', 'domain'),
  row: Obj({ name: Type.String(), description: Type.String(), domain: Type.String() }),
  subresources: cadSourceSubresources('connectors/{connectorsId}/source', 'ConnectorSource'),
  list: (c) => ({ name: c.name, description: c.description ?? '', domain: c.domain ?? '' }),
});
