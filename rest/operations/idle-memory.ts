// Gives back, once the server is idle, the young generation its start (and any burst of requests) grew.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8 shrinks its young generation after a scavenge only when it measured under 1 KB/ms allocated over the last 5 s of samples */
const QUIET_WINDOW_MS = 5000;
/** how often the event loop's use is looked at */
const TICK_MS = 1000;
/** a second whose event loop was busy less than this is quiet */
const QUIET_UTILIZATION = 0.05;
/** a young generation at or below this holds little worth giving back */
const SMALL_YOUNG_GENERATION = 4 * 1024 * 1024;

type Collect = (options: { type: 'minor' }) => void;

/** what the release uses; the defaults are V8's collector and the timings above (tests shorten them) */
interface IdleRelease {
  collect: Collect;
  tickMs: number;
  quietWindowMs: number;
  /** the young generation's resident size */
  youngBytes: () => number;
}

/** V8's own collector, asked for here only (the flag gives it to contexts made after it, not to the server's globals). */
function youngCollector(): Collect {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Collect;
}

const youngGenerationBytes = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;

const DEFAULTS = {
  tickMs: TICK_MS,
  quietWindowMs: QUIET_WINDOW_MS,
  youngBytes: youngGenerationBytes,
};

/**
 * A start allocates some hundred MB in a few seconds, which grows V8's young generation to its largest
 * (two semi-spaces of --max-semi-space-size) and leaves every page of it touched. V8 shrinks it again
 * only after a scavenge that finds allocation low over the last 5 s of samples, and an idle server
 * allocates so little that no scavenge comes for minutes: the pages stay resident (about 15 MiB).
 * So, when the event loop has been quiet for a second, one scavenge closes the busy samples; after 5 s
 * more of quiet a second one lets V8 see the low rate and shrink (it grows the space again with the next
 * load). Each costs a millisecond or so; nothing happens while requests keep the loop busy.
 */
export function releaseYoungGenerationWhenIdle(options: Partial<IdleRelease> = {}): () => void {
  const { tickMs, quietWindowMs, youngBytes } = { ...DEFAULTS, ...options };
  const collect = options.collect ?? youngCollector();
  let last = performance.eventLoopUtilization();
  let quietSince: number | undefined;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const quiet = performance.eventLoopUtilization(now, last).utilization < QUIET_UTILIZATION;
    last = now;
    if (!quiet) {
      quietSince = undefined;
      return;
    }
    if (youngBytes() <= SMALL_YOUNG_GENERATION) return;
    if (quietSince === undefined || performance.now() - quietSince >= quietWindowMs) {
      collect({ type: 'minor' });
      quietSince = performance.now();
    }
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
