/**
 * The arguments of a kind's list, write and delete operations, declared once with their descriptions.
 * Everything else derives from these: the model's types (ListQuery, WriteFlags, DeleteFlags), REST's
 * query schemas (rest/routes/schemas.ts, kind.routes.ts), the GraphQL inputs and arguments
 * (schema/arguments-sdl.ts renders them; gateway/list-arguments.ts reads them back) and the typed
 * client (rest/client/types.ts).
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../resources/resource-types.ts';

const flag = (description: string) => Type.Optional(Type.Boolean({ description }));

/** The flags of a list besides its kind's filters (rest-api.md §6). */
export const ListFlags = {
  mine: flag('Only resources the actor owns.'),
  shared: flag('Only resources shared with the actor.'),
  public: flag('Only public resources.'),
  canWrite: flag('Only resources the actor may change.'),
  multiWorkspace: flag('Include resources of every workspace the actor belongs to.'),
  includeDeleted: flag('Include soft-deleted resources.'),
};
export type ListFlag = keyof typeof ListFlags;
export const LIST_FLAGS = Object.keys(ListFlags) as ListFlag[];

export const DEFAULT_SORT = '-lastEdited';

/** A list's paging and order. */
export const ListPaging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: LIST_LIMIT_DEFAULT, description: `Rows per page, 1 to ${LIST_LIMIT_MAX}; ${LIST_LIMIT_DEFAULT} when absent.` })),
  cursor: Type.Optional(Type.String({ maxLength: 2000, description: 'The `next` of the previous page; absent for the first page.' })),
  sort: Type.Optional(
    Type.String({
      default: DEFAULT_SORT,
      description: `The order: name, created, lastEdited, or another order the kind offers (its sorts); descending with a leading '-' (REST) or as <order>_DESC (GraphQL). Default ${DEFAULT_SORT}.`,
    }),
  ),
};

/** A list: filter name (rest-api.md §3.3, dotted) → query value, the flags, paging and order. */
export const ListArguments = Type.Object({
  filters: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'filter name (dotted, as the kind declares it) → value' })),
  ...ListFlags,
  ...ListPaging,
});
export type ListQuery = Static<typeof ListArguments>;

const reachOne = flag("Reach a resource of another of the caller's workspaces.");

/** The flags of a write that adds a version (PUT and PATCH; GraphQL's WriteOptions). */
export const WriteArguments = {
  notHead: flag('Add the version without moving the head: a branch.'),
  complete: flag('Mark the new version complete: a Version rather than a Microversion.'),
  updateAllReferences: flag('Move every resource that refers to this one onto the new version.'),
  updateMyReferences: flag('The same, only for resources the caller owns.'),
  multiWorkspace: reachOne,
};

/** The flags of a delete. */
export const DeleteArguments = {
  archive: flag('Hide it instead of deleting it.'),
  failIfUsed: flag('Refuse while other resources refer to it, naming them.'),
  updateUsed: flag('Remove the references of the resources that use it first.'),
  multiWorkspace: reachOne,
};

/** Every write's precondition: REST's If-Match becomes it (rest/routes/if-match.ts); GraphQL takes it as is. */
export const Precondition = {
  expectedHead: Type.Optional(Type.Integer({ minimum: 0, description: 'The head the caller last saw; a write on any other head answers PRECONDITION_FAILED.' })),
};
export type Conditional = Static<TObject<typeof Precondition>>;

type FlagsOf<P extends TProperties> = Static<TObject<P>>;
export type WriteFlags = FlagsOf<typeof WriteArguments> & Conditional;
export type DeleteFlags = FlagsOf<typeof DeleteArguments> & Conditional;
