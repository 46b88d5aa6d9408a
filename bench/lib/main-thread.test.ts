import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './main-thread';

const PID = 7;
const MAIN = 1;
const navigation = (url: string, ts: number, tid = MAIN): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  pid: PID,
  tid,
  ts,
  args: { data: { documentLoaderURL: url, isOutermostMainFrame: true } },
});
const task = (ts: number, durMs: number, cpuMs: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: PID,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadWork', () => {
  const start = 1_000_000;
  const events: TraceEvent[] = [
    navigation('', 0),
    task(500, 40, 40), // Lighthouse's about:blank, before the page
    navigation('http://localhost:3000/', start),
    task(start + 10_000, 80, 20), // before the first paint: counted in CPU, not in blocking
    task(start + 300_000, 120, 30), // 30 ms x 4 = 120: 70 ms blocking
    task(start + 400_000, 60, 10), // 40 ms at 4x: not long
    task(start + 300_000, 500, 500, 2), // another thread (a worker, the compositor)
    { name: 'Layout', ph: 'X', pid: PID, tid: MAIN, ts: start + 300_100, dur: 9000, tdur: 9000 },
  ];

  it('sums the page main thread tasks by CPU and by wall time, from the page navigation on', () => {
    const work = mainThreadWork(events, 4, 200);
    expect(work.cpuMs).toBe(60);
    expect(work.wallMs).toBe(260);
  });

  it("applies Lighthouse's blocking rule to CPU time, from the first paint on", () => {
    expect(mainThreadWork(events, 4, 200).blockingCpuMs).toBe(70);
    expect(mainThreadWork(events, 4, 0).blockingCpuMs).toBe(100); // the first task's 80 ms counts too
    expect(mainThreadWork(events, 1, 0).blockingCpuMs).toBe(0);
  });

  it('refuses a trace without the page navigation', () => {
    expect(() => mainThreadWork([navigation('', 0), task(10, 100, 100)], 4, 0)).toThrow(/navigation/);
  });
});
