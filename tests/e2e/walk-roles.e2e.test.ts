// Every route of application.md §2.1 and §2.2 in Chromium, as the demo user, editor and guest
// (tests/e2e/walk/route-walk.ts).
import { describeWalks } from './walk/route-walk.ts';

describeWalks(['user', 'editor', 'guest']);
