// The schema as the gateway's resolvers see it, which codegen.yml types them from
// (gateway/generated/resolvers-types.ts). The kinds' resolvers are one implementation made for every
// kind (gateway/resolvers/kind.resolvers.ts), as their SDL is one template written for every kind
// (schema/kind-sdl.ts), so this view keeps one kind, the first, renamed to the template `Kind`:
// - `Kind`, `KindRow`, `KindPage`, `KindPayload`, `KindFilter`, `KindSort`, `KindPageInput`, and its
//   queries and mutations (`kind`, `kinds`, `createKind`, `deleteKindVersion`, …); every other kind's
//   types stand for these, and their own queries and mutations are left out;
// - documents, list-row data, and the inputs of documents and patches become the opaque scalars
//   `Document` and `DocumentInput`: resolvers never resolve a document's fields (the model answers
//   documents whole) nor read an input's fields (the model validates them); so do a kind's filter and
//   order (`KindFilter`, `KindSort`), which the resolvers hand to the model. References inside
//   documents resolve through gateway/resolvers/document.resolvers.ts.
// The whole schema typed every kind field by field: 10,000 lines that the resolvers spread in untyped.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { buildASTSchema, getNamedType, isInputObjectType, isObjectType, Kind, parse, print, visit } = require('graphql');

const TEMPLATE = 'Kind';
const KIND_TYPES = ['', 'Row', 'Page', 'Payload', 'Filter', 'Sort', 'PageInput'];
/** a kind's filter and order are its own (the resolvers hand them to the model): the scalars KindFilter and KindSort */
const OPAQUE_KIND_TYPES = ['Filter', 'Sort'];

function loadSdl() {
  return [__dirname, join(__dirname, 'generated')].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.graphql'))
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8')),
  );
}

const isResource = (type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Resource');

/** Named object and input types reachable from `start`, other than the kinds themselves. */
function reach(start, found) {
  const type = getNamedType(start);
  if (found.has(type.name) || !(isObjectType(type) || isInputObjectType(type)) || isResource(type)) return;
  found.add(type.name);
  for (const field of Object.values(type.getFields())) reach(field.type, found);
}

/** The types of documents and rows (→ Document), and of document and patch inputs (→ DocumentInput). */
function opaqueTypes(schema) {
  const found = new Set();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isResource(type)) continue;
    for (const name of ['document', 'data']) if (type.getFields()[name]) reach(type.getFields()[name].type, found);
  }
  for (const field of Object.values(schema.getMutationType().getFields())) {
    for (const arg of field.args) if (arg.name === 'document' || arg.name === 'patch') reach(arg.type, found);
  }
  return new Map([...found].map((name) => [name, isInputObjectType(schema.getType(name)) ? 'DocumentInput' : 'Document']));
}

function serverView() {
  const document = parse(loadSdl().join('\n'));
  const schema = buildASTSchema(document);
  const kinds = Object.values(schema.getTypeMap()).filter((t) => isResource(t) && !t.name.endsWith('Row')).map((t) => t.name);
  const template = kinds[0];
  const opaque = opaqueTypes(schema);
  /** a kind's own type → the template's name, and whether its definition stays */
  const renamed = new Map();
  for (const kind of kinds) for (const suffix of KIND_TYPES) if (schema.getType(`${kind}${suffix}`)) renamed.set(`${kind}${suffix}`, { name: `${TEMPLATE}${suffix}`, kept: kind === template });
  const single = (name) => name.charAt(0).toLowerCase() + name.slice(1);
  /** the kind a root field belongs to: by what it answers, or (deletes, tags, shares) by its name */
  const kindOfField = (field) => {
    const answers = getNamedTypeName(field.type);
    return kinds.find((k) => [k, `${k}Page`, `${k}Payload`].includes(answers) || [`delete${k}`, `delete${k}Version`, `tag${k}Version`, `share${k}`].includes(field.name.value));
  };
  const rootFieldName = (field) => {
    if (getNamedTypeName(field.type) === `${template}Page`) return `${single(TEMPLATE)}s`;
    if (field.name.value === single(template)) return single(TEMPLATE);
    return field.name.value.replace(template, TEMPLATE);
  };
  const view = visit(document, {
    ObjectTypeDefinition: definition,
    InputObjectTypeDefinition: definition,
    EnumTypeDefinition: definition,
    ObjectTypeExtension(node) {
      // an extension of a kind's type (ModuleRow's progress) extends the template's
      const rename = renamed.get(node.name.value);
      if (rename) return { ...node, name: { ...node.name, value: rename.name } };
      if (node.name.value !== 'Query' && node.name.value !== 'Mutation') return undefined;
      const fields = node.fields.filter((f) => kindOfField(f) === undefined || kindOfField(f) === template).map((f) => (kindOfField(f) === template ? { ...f, name: { ...f.name, value: rootFieldName(f) } } : f));
      return fields.length ? { ...node, fields } : null;
    },
    FieldDefinition(node) {
      // the payload of the template names its kind `kind`
      return renamed.get(getNamedTypeName(node.type))?.name === TEMPLATE && node.name.value === single(template) ? { ...node, name: { ...node.name, value: single(TEMPLATE) } } : undefined;
    },
    NamedType(node) {
      const name = opaque.get(node.name.value) ?? renamed.get(node.name.value)?.name;
      return name ? { ...node, name: { ...node.name, value: name } } : undefined;
    },
  });
  function definition(node) {
    if (opaque.has(node.name.value)) return null;
    const rename = renamed.get(node.name.value);
    if (!rename) return undefined;
    return rename.kept && !OPAQUE_KIND_TYPES.some((suffix) => rename.name === `${TEMPLATE}${suffix}`) ? { ...node, name: { ...node.name, value: rename.name } } : null;
  }
  const scalars = ['Document', 'DocumentInput', ...OPAQUE_KIND_TYPES.map((suffix) => `${TEMPLATE}${suffix}`)].map((name) => ({ kind: Kind.SCALAR_TYPE_DEFINITION, name: { kind: Kind.NAME, value: name } }));
  return print({ ...view, definitions: [...view.definitions, ...scalars] });
}

function getNamedTypeName(type) {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeName(type.type);
}

module.exports = { schema: serverView() };
