/**
 * Plain execution of a query: each field resolved and each leaf checked in one straight walk that
 * allocates only the answer. graphql-jit (gateway/jit-executor.ts) builds, for every leaf it checks,
 * the error message, location and path it would report if the leaf were wrong, and a resolve-info for
 * every custom field: for the products table's 50 rows that was most of the request's CPU.
 *
 * Only the regular case is answered here: a query whose every field resolves without error to a value
 * of its type. Anything else — a resolver that throws, a null where the schema forbids one, a value a
 * scalar refuses, a construct this walk does not take (@skip, @include, introspection, isTypeOf) — gives
 * up, and the caller runs the operation through graphql-jit, which reports it as graphql-js would. A
 * query only reads (a short code's get-or-create aside, which gives the same code twice), so reading
 * again after giving up changes nothing.
 */
import {
  getArgumentValues, getNamedType, GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString, isAbstractType, isLeafType, isListType, isNonNullType,
  isObjectType, Kind, typeFromAST, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLAbstractType, type GraphQLField, type GraphQLLeafType,
  type GraphQLObjectType, type GraphQLOutputType, type GraphQLResolveInfo, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';

/** Thrown (or rejected with) when the walk meets what only graphql-jit reports properly. */
class GiveUp extends Error {}
const giveUp = (why: string): never => {
  throw new GiveUp(why);
};

/** How a resolved value becomes the answer's value, by the field's type. */
type Completion =
  | { kind: 'nonNull'; of: Completion }
  | { kind: 'list'; of: Completion }
  | { kind: 'leaf'; type: GraphQLLeafType; pass: (value: unknown) => boolean }
  | { kind: 'object'; type: GraphQLObjectType; fields: () => FieldPlan[] }
  | { kind: 'abstract'; type: GraphQLAbstractType; fields: (type: GraphQLObjectType) => FieldPlan[] };

interface FieldPlan {
  key: string;
  /** `__typename`: the parent type's name, nothing resolved */
  typename: boolean;
  name: string;
  resolve?: GraphQLField<unknown, unknown>['resolve'];
  /** the arguments when no variable is among them; otherwise read per request */
  args?: Record<string, unknown>;
  def?: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
  parentType: GraphQLObjectType;
  completion?: Completion;
  /** whether a value passes as it is, when the field is a leaf of a built-in scalar (nullable or not) */
  pass?: (value: unknown) => boolean;
  /** this field's index among the operation's fields (its resolve-info's slot in a request) */
  slot: number;
}

/** Leaf values passed through as they are: what the built-in scalars' own serialisers would answer unchanged. */
const PASS: Map<GraphQLLeafType, (value: unknown) => boolean> = new Map<GraphQLLeafType, (value: unknown) => boolean>([
  [GraphQLString, (value) => typeof value === 'string'],
  [GraphQLID, (value) => typeof value === 'string'],
  [GraphQLBoolean, (value) => typeof value === 'boolean'],
  [GraphQLInt, (value) => typeof value === 'number' && Number.isInteger(value) && value <= 2147483647 && value >= -2147483648],
  [GraphQLFloat, (value) => typeof value === 'number' && Number.isFinite(value)],
]);
const never = () => false;
const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

const hasVariables = (node: FieldNode): boolean => JSON.stringify(node.arguments ?? []).includes('"Variable"');

/** An operation, planned for plain execution; `undefined` from `plan` when it holds what only graphql-jit takes. */
export class PlainQuery {
  private slots = 0;

  /** the operation's variables, as graphql-js's getVariableValues takes them */
  get variableDefinitions() {
    return this.operation.variableDefinitions ?? [];
  }

  private constructor(
    private readonly schema: GraphQLSchema,
    private readonly operation: OperationDefinitionNode,
    private readonly fragments: Record<string, FragmentDefinitionNode>,
    private readonly root: FieldPlan[],
  ) {}

  /** The plan of `document`'s operation (the one named, or its only one). */
  static plan(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): PlainQuery | undefined {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    const operations: OperationDefinitionNode[] = [];
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
      else if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) operations.push(definition);
    }
    const [operation] = operations;
    const rootType = schema.getQueryType();
    if (operations.length !== 1 || operation.operation !== 'query' || !rootType) return undefined;
    const query = new PlainQuery(schema, operation, fragments, []);
    try {
      query.root.push(...query.fieldsOf(rootType, [operation.selectionSet]));
      // every sub-selection planned now (abstract types' on first use), so that a construct this walk refuses shows before any resolver runs
      query.planAll(query.root, new Set());
    } catch {
      // GiveUp, or arguments graphql-js would refuse: either way graphql-jit answers it
      return undefined;
    }
    return query;
  }

  private planAll(fields: FieldPlan[], seen: Set<FieldPlan[]>): void {
    if (seen.has(fields)) return;
    seen.add(fields);
    for (const field of fields) {
      let completion = field.completion;
      while (completion && (completion.kind === 'nonNull' || completion.kind === 'list')) completion = completion.of;
      if (completion?.kind === 'object') this.planAll(completion.fields(), seen);
    }
  }

  /** The fields a selection (and its fragments) asks of an object type, merged by response key, in order. */
  private fieldsOf(type: GraphQLObjectType, selections: readonly SelectionSetNode[]): FieldPlan[] {
    const byKey = new Map<string, FieldNode[]>();
    const collect = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.directives?.length) giveUp('directives');
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          byKey.set(key, [...(byKey.get(key) ?? []), selection]);
        } else {
          const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? this.fragments[selection.name.value] : selection;
          if (!fragment) giveUp('unknown fragment');
          if (fragment.directives?.length) giveUp('directives');
          if (this.applies(fragment.typeCondition ? typeFromAST(this.schema, fragment.typeCondition) : undefined, type)) collect(fragment.selectionSet);
        }
      }
    };
    for (const set of selections) collect(set);
    return [...byKey].map(([key, nodes]) => this.fieldPlan(type, key, nodes));
  }

  private applies(condition: unknown, type: GraphQLObjectType): boolean {
    if (condition === undefined || condition === type) return true;
    return isAbstractType(condition) && this.schema.isSubType(condition, type);
  }

  private fieldPlan(parentType: GraphQLObjectType, key: string, nodes: FieldNode[]): FieldPlan {
    const name = nodes[0].name.value;
    const slot = this.slots++;
    if (name === '__typename') return { key, typename: true, name, nodes, parentType, slot };
    if (name.startsWith('__')) giveUp('introspection');
    // an object literal's `__proto__` sets its prototype (see compiledObject)
    if (key === '__proto__') giveUp('a key an object literal cannot hold');
    const def = parentType.getFields()[name] ?? giveUp(`no field ${name}`);
    const args = nodes.some(hasVariables) ? undefined : getArgumentValues(def, nodes[0], {});
    const subSelections = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const completion = this.completion(def.type, subSelections);
    const leaf = completion.kind === 'nonNull' ? completion.of : completion;
    const pass = leaf.kind === 'leaf' && leaf.pass !== never ? leaf.pass : undefined;
    return { key, typename: false, name, resolve: def.resolve, args, def, nodes, parentType, completion, pass, slot };
  }

  private completion(type: GraphQLOutputType, selections: SelectionSetNode[]): Completion {
    if (isNonNullType(type)) return { kind: 'nonNull', of: this.completion(type.ofType, selections) };
    if (isListType(type)) return { kind: 'list', of: this.completion(type.ofType, selections) };
    if (isLeafType(type)) return { kind: 'leaf', type, pass: PASS.get(type) ?? never };
    if (isObjectType(type)) {
      if (type.isTypeOf) giveUp('isTypeOf');
      let fields: FieldPlan[] | undefined;
      return { kind: 'object', type, fields: () => (fields ??= this.fieldsOf(type, selections)) };
    }
    const byType = new Map<GraphQLObjectType, FieldPlan[]>();
    const abstract = getNamedType(type) as GraphQLAbstractType;
    return {
      kind: 'abstract',
      type: abstract,
      fields: (concrete) => {
        let fields = byType.get(concrete);
        if (!fields) byType.set(concrete, (fields = this.fieldsOf(concrete, selections)));
        return fields;
      },
    };
  }

  /**
   * The answer's data, or undefined when the walk gave up (the caller then runs graphql-jit).
   * `variables` are coerced already (graphql-js's getVariableValues).
   */
  async execute(context: unknown, variables: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
    const run = new PlainRun(this.schema, this.operation, this.fragments, context, variables, this.slots);
    try {
      const data = run.object(undefined, this.root);
      await run.settled();
      return data;
    } catch {
      // GiveUp, or an argument refused: graphql-jit runs the operation again and reports it
      return undefined;
    }
  }
}

/** One request's walk: the promises it still waits on, and the resolve-infos it has made. */
class PlainRun {
  private pending: Promise<void>[] = [];
  private failure: unknown;
  private readonly infos: (GraphQLResolveInfo | undefined)[];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly operation: OperationDefinitionNode,
    private readonly fragments: Record<string, FragmentDefinitionNode>,
    private readonly context: unknown,
    private readonly variables: Record<string, unknown>,
    slots: number,
  ) {
    this.infos = new Array(slots);
  }

  async settled(): Promise<void> {
    while (this.pending.length) {
      const waiting = this.pending;
      this.pending = [];
      await Promise.all(waiting);
      if (this.failure) throw this.failure;
    }
    if (this.failure) throw this.failure;
  }

  /** The resolve-info of a field, one per field and request (its path names the field, not each list item's). */
  private info(field: FieldPlan): GraphQLResolveInfo {
    return (this.infos[field.slot] ??= {
      fieldName: field.name,
      fieldNodes: field.nodes,
      returnType: field.def!.type,
      parentType: field.parentType,
      path: { prev: undefined, key: field.key, typename: field.parentType.name },
      schema: this.schema,
      fragments: this.fragments,
      rootValue: undefined,
      operation: this.operation,
      variableValues: this.variables,
    });
  }

  /** The answer of an object: its fields by the function made for them (compiledObject). */
  object(source: unknown, fields: FieldPlan[]): Record<string, unknown> {
    let build = builders.get(fields);
    if (!build) builders.set(fields, (build = compiledObject(fields)));
    return build(this, fields, source);
  }

  /** The value of `field` on `source` by its resolver (maybe a promise); a resolver that throws gives up. */
  resolved(source: unknown, field: FieldPlan): unknown {
    const args = field.args ?? getArgumentValues(field.def!, field.nodes[0], this.variables);
    try {
      return field.resolve!(source, args, this.context, this.info(field));
    } catch {
      return giveUp('a resolver threw');
    }
  }

  /** `answer`'s `field` completed from what a resolver's promise gives, once it settles; a rejection gives up. */
  later(answer: Record<string, unknown>, field: FieldPlan, value: PromiseLike<unknown>): void {
    this.pending.push(
      Promise.resolve(value)
        .then(
          (resolved) => {
            answer[field.key] = this.complete(field, field.completion!, resolved);
          },
          () => giveUp('a resolver rejected'),
        )
        .catch((error: unknown) => {
          this.failure ??= error;
        }),
    );
  }

  complete(field: FieldPlan, completion: Completion, value: unknown): unknown {
    if (completion.kind === 'nonNull') {
      if (value === null || value === undefined) giveUp('null where the schema forbids it');
      return this.complete(field, completion.of, value);
    }
    if (value === null || value === undefined) return null;
    if (value instanceof Error) giveUp('an error as a value');
    switch (completion.kind) {
      case 'leaf': {
        if (completion.pass(value)) return value;
        let serialized: unknown;
        try {
          serialized = completion.type.serialize(value);
        } catch {
          giveUp('a scalar refused its value');
        }
        return serialized ?? giveUp('a scalar answered nothing');
      }
      case 'list': {
        if (!Array.isArray(value)) giveUp('a list that is not an array');
        const items = value as unknown[];
        const answer = new Array<unknown>(items.length);
        for (let i = 0; i < items.length; i++) answer[i] = this.complete(field, completion.of, items[i]);
        return answer;
      }
      case 'object':
        return this.object(value, completion.fields());
      case 'abstract': {
        const resolveType = completion.type.resolveType ?? giveUp('no resolveType');
        const name = resolveType(value, this.context, this.info(field), completion.type);
        const type = typeof name === 'string' ? this.schema.getType(name) : undefined;
        if (!isObjectType(type) || !this.schema.isSubType(completion.type, type)) return giveUp('resolveType answered no possible type');
        return this.object(value, completion.fields(type));
      }
    }
  }
}

/** A function that answers an object for one list of field plans, over the run, the plans and the source. */
type ObjectBuilder = (run: PlainRun, fields: FieldPlan[], source: unknown) => Record<string, unknown>;
const builders = new WeakMap<FieldPlan[], ObjectBuilder>();

/**
 * The function that answers an object of `fields`, written out for them: the answer is one object
 * literal with every key in the selection's order (one shape, which JSON.stringify walks fastest), each
 * field read straight from its resolver or property, and a leaf of a built-in scalar kept as it is when
 * it passes. What is not that plain goes to the run's `complete` and `later`, as a loop over the plans
 * would; a loop cost about a third of the products table's walk. The code holds the keys and names as
 * JSON string literals, nothing else from the query.
 */
function compiledObject(fields: FieldPlan[]): ObjectBuilder {
  const literal = fields.map((field) => `${JSON.stringify(field.key)}: ${field.typename ? JSON.stringify(field.parentType.name) : 'null'}`);
  const steps = fields.map((field, i) => {
    if (field.typename) return '';
    const target = `answer[${JSON.stringify(field.key)}]`;
    const read = field.resolve
      ? `value = run.resolved(source, fields[${i}]);`
      : `value = source[${JSON.stringify(field.name)}]; if (typeof value === 'function') giveUp('a method as a field');`;
    const passing = field.pass ? `if (fields[${i}].pass(value)) ${target} = value; else ` : '';
    return `${read}\n${passing}if (isThenable(value)) run.later(answer, fields[${i}], value); else ${target} = run.complete(fields[${i}], fields[${i}].completion, value);`;
  });
  const body = `return function build(run, fields, source) {\nconst answer = { ${literal.join(', ')} };\nlet value;\n${steps.join('\n')}\nreturn answer;\n};`;
  return new Function('giveUp', 'isThenable', body)(giveUp, isThenable) as ObjectBuilder;
}
