/**
 * The page's main-thread work in a Lighthouse trace, by thread CPU time as well as wall time. On a shared
 * two-core host a task's wall time can be many times its CPU time, so TBT moves between runs of the same
 * build; thread CPU time is the figure to compare builds with here (ADR 0040).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
}

export interface MainThreadWork {
  /** Thread CPU time of the main thread's tasks from the navigation to the trace's end. */
  cpuMs: number;
  /** Their wall time over the same span. */
  wallMs: number;
  /**
   * Lighthouse's blocking rule (each task's time times the slow-down, beyond 50 ms) applied to thread
   * CPU time, over the tasks that start at or after `fromMs` (the observed first paint) until the end.
   */
  blockingCpuMs: number;
}

const LONG_TASK_MS = 50;

/**
 * `fromMs` is relative to the page's navigation start. The page's main thread is the one that logged
 * the navigation start of an http(s) document in the outermost main frame (Lighthouse's about:blank
 * comes first).
 */
export function mainThreadWork(
  events: readonly TraceEvent[],
  multiplier: number,
  fromMs: number,
): MainThreadWork {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame !== false &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('The trace has no navigation start of the page');
  const from = navigation.ts + fromMs * 1000;
  let cpu = 0;
  let wall = 0;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid || event.ts < navigation.ts) continue;
    const cpuMs = (event.tdur ?? 0) / 1000;
    cpu += cpuMs;
    wall += (event.dur ?? 0) / 1000;
    if (event.ts >= from) blocking += Math.max(0, cpuMs * multiplier - LONG_TASK_MS);
  }
  return { cpuMs: cpu, wallMs: wall, blockingCpuMs: blocking };
}
