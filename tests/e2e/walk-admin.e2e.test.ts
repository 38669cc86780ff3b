// Every route of application.md §2.1 and §2.2 in Chromium, as the demo admin (tests/e2e/walk/route-walk.ts).
import { describeWalk } from './walk/route-walk.ts';

describeWalk('admin');
