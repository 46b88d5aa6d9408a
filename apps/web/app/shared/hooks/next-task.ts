/**
 * Resolves in the next task: a message, which a background tab does not throttle as it does timers.
 * Long work split into slices awaits it between slices, so input and frames get their turn.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
