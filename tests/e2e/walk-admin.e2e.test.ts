// Every route of application.md §2.1 and §2.2 in Chromium, as the demo admin (at 1280 and 375 px) and
// signed out (tests/e2e/walk/route-walk.ts).
import { describeWalks } from './walk/route-walk.ts';

describeWalks(['admin', 'signed-out']);
