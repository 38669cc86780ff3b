/** Business constants of the screens (application spec §2.4, §9). */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** the scroll height of tables */
export const TABLE_SCROLL_HEIGHT = '600px';
/** product names are cut at 40 characters (30 on the dashboard) */
export const PRODUCT_NAME_MAX = 40;
export const DASHBOARD_PRODUCT_NAME_MAX = 30;
/** the dashboard's product table shows 7 rows a page (§2.4, §9) */
export const DASHBOARD_PRODUCT_ROWS = 7;
export const TRUNCATE_DEFAULT = 20;
/** a screen narrower than this counts as small (§9) */
export const SMALL_SCREEN_PX = 425;
/** letters avatar and module image default sizes (§9) */
export const AVATAR_SIZE = 40;
export const MODULE_IMAGE_SIZE = 86;
/** subtitles of blog cards are cut at 120 characters on the listing, 80 on the landing page (§9) */
export const BLOG_SUBTITLE_MAX = 120;
export const LANDING_SUBTITLE_MAX = 80;
/** the landing page shows the last 2 blog docs (§9) */
export const LANDING_BLOG_POSTS = 2;
/** workspace strip (§2.3): slots filled with placeholders, and the chevrons' scroll step */
export const WORKSPACE_SLOTS = 4;
export const WORKSPACE_SCROLL_PX = 48;
/** provider sign-in popups (§7) */
export const POPUP_SIZE = 600;
/** a workspace name has at least 3 characters (§5, §9) */
export const WORKSPACE_NAME_MIN = 3;
