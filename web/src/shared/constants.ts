/** Business constants of the screens (application spec §2.4, §9). */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** the scroll height of tables */
export const TABLE_SCROLL_HEIGHT = '600px';
/** product names are cut at 40 characters (30 on the dashboard) */
export const PRODUCT_NAME_MAX = 40;
export const DASHBOARD_PRODUCT_NAME_MAX = 30;
export const TRUNCATE_DEFAULT = 20;
