/** The shapes the resource model answers with; REST and GraphQL both expose these. */

export const VERSION_KINDS = ['Workspace', 'Version', 'Microversion'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export interface Ref {
  id: string;
  version: number;
}

/** One immutable version's record, without its document (what log and history list). */
export interface VersionInfo {
  version: number;
  parents: number[];
  author: string;
  created: string;
  kind: VersionKind;
  tag: string | null;
  summary: string | null;
  /** where a duplicate's first version came from */
  origin: (Ref & { collection: string }) | null;
}

/**
 * The part of a resource's version graph a read carries: the newest GRAPH_WINDOW versions, plus the
 * version read and its parents when they are older, oldest first. `older` says where the rest begins:
 * `GET …/log?to={older}` pages on through the older versions (each with its parents); null when
 * `versions` holds every version.
 */
export interface VersionGraph {
  head: number;
  versions: Pick<VersionInfo, 'version' | 'parents' | 'created' | 'kind' | 'tag'>[];
  older: number | null;
}

/** How many of the newest versions a read's graph carries. */
export const GRAPH_WINDOW = 50;

/** One page of a resource's history, oldest first. */
export interface HistoryPage {
  head: number;
  versions: VersionInfo[];
  /** pass as `cursor` for the next page; null on the last page */
  next: string | null;
}

export const HISTORY_LIMIT_DEFAULT = 200;
export const HISTORY_LIMIT_MAX = 1000;

/** The envelope of a read (rest-api.md, issue 2 §3). */
export interface Envelope {
  id: string;
  version: number;
  head: number;
  owner: string;
  workspace: string;
  created: string;
  lastEdited: string;
  document: Record<string, unknown>;
}

export interface VersionRead extends Envelope {
  /** the record of the version read */
  info: VersionInfo;
  /** the version graph, for the version-history popover */
  graph: VersionGraph;
}

export interface ListRow {
  id: string;
  version: number;
  head: number;
  owner: string;
  created: string;
  lastEdited: string;
  data: Record<string, unknown>;
}

export interface ListPage {
  items: ListRow[];
  /**
   * how many match, over all pages: exact when `totalExact`, otherwise at least this many (counting
   * stops at TOTAL_COUNT_LIMIT matches; see docs/decisions.md)
   */
  total: number;
  totalExact: boolean;
  /** pass as `cursor` for the next page; null on the last page */
  next: string | null;
}

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
