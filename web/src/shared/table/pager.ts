/** What a data table needs to page: where it is and how to move. Made by `useCursorPaging`. */
export interface Pager {
  pageIndex: number;
  pageSize: number;
  /** rows over all pages; a lower bound when totalExact is false (a large or filtered list, decision on totals) */
  total: number;
  totalExact: boolean;
  /** rows on the current page */
  rowsOnPage: number;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  setPageSize: (size: number) => void;
}

/** 1-based positions of the first and last row on the page, for the report text. */
export function pageRange(pager: Pick<Pager, 'pageIndex' | 'pageSize' | 'rowsOnPage'>): { first: number; last: number } {
  const first = pager.pageIndex * pager.pageSize + 1;
  return { first, last: first + pager.rowsOnPage - 1 };
}
