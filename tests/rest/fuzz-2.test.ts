// The fuzz suite, part 2 of 2 (issue 16 §3; the generator and the judge are tests/support/fuzz.ts).
import { fuzzSuite } from '../support/fuzz.ts';

fuzzSuite(1, 2);
