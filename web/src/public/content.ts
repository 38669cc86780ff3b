import { requestJson } from '../app/http.ts';

/** Website content types served by GET /api/websitecontent/{type}. */
export type ContentType = 'blog' | 'learnmore' | 'legal';

/** A website content doc as listed (§3: name, sub_title, date_updated, cover); `slug` is its address. */
export interface ContentSummary {
  name: string;
  slug: string;
  sub_title: string;
  date_updated: string;
  cover: { image_url?: string; color?: string };
}

export interface ContentDoc extends ContentSummary {
  /** markdown */
  content: string;
}

// the server answers with ETags and the browser revalidates; this keeps what a visit already read
const cache = new Map<string, Promise<unknown>>();

function cached<T>(path: string): Promise<T> {
  let entry = cache.get(path) as Promise<T> | undefined;
  if (!entry) {
    entry = requestJson<T>(path);
    entry.catch(() => cache.delete(path));
    cache.set(path, entry);
  }
  return entry;
}

/** The docs of a type, newest first. */
export function listContent(type: ContentType): Promise<ContentSummary[]> {
  return cached<ContentSummary[]>(`/api/websitecontent/${type}`);
}

export function getContent(type: ContentType, slug: string): Promise<ContentDoc> {
  return cached<ContentDoc>(`/api/websitecontent/${type}/${encodeURIComponent(slug)}`);
}

/** Forget what was read (tests). */
export function clearContentCache(): void {
  cache.clear();
}
