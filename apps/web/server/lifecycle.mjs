/**
 * Liveness, readiness and the drain on SIGTERM (issue 43 item 6). Readiness is earned by one render
 * started by the first probe and then kept, because a fleet whose readiness followed the content API would
 * leave the balancer with no process at all; the drain gives the balancer time to see it (ADR 0060).
 */
export function createLifecycle({ warmUp, graceMs, drainDelayMs = 0, logger, exit = process.exit }) {
  let warm = false;
  let warming = null;
  let draining = false;

  function startWarmUp() {
    if (warm || warming || draining) return;
    warming = (async () => {
      try {
        warm = await warmUp();
        if (warm) logger.info('warm: ready for traffic');
        else logger.warn('warm-up answered an error: not ready yet');
      } catch (error) {
        logger.warn(`warm-up failed: ${error instanceof Error ? error.message : error}`);
      } finally {
        warming = null;
      }
    })();
  }

  const status = () => (draining ? 'draining' : warm ? 'ready' : 'warming');

  return {
    isReady: () => warm && !draining,
    isDraining: () => draining,
    /** Resolves when the warm-up in progress (if any) settles. */
    warmedUp: () => warming ?? Promise.resolve(),
    health(_req, res) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json({ status: 'live' });
    },
    readiness(_req, res) {
      startWarmUp();
      res.setHeader('Cache-Control', 'no-store');
      res.status(status() === 'ready' ? 200 : 503).json({ status: status() });
    },
    /** Stops `server` as described above; `others` (the metrics' server) close with it. */
    async drain(server, others = []) {
      if (draining) return;
      draining = true;
      const started = Date.now();
      logger.info(`draining: readiness 503, exit within ${graceMs} ms`);
      const deadline = setTimeout(() => {
        logger.warn('grace time over: cutting the connections left');
        server.closeAllConnections();
        exit(1);
      }, graceMs);
      if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      // Node closes the connections idle at `close`; those busy now go idle when their answer ends.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      await new Promise((resolve) => server.close(resolve));
      clearInterval(idle);
      for (const other of others) {
        other.closeAllConnections();
        other.close();
      }
      clearTimeout(deadline);
      logger.info(`drained in ${Date.now() - started} ms`);
      exit(0);
    },
  };
}
