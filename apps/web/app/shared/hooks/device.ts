import { type DeviceFlags, deviceFlags } from '@casino/core/device';

let cached: DeviceFlags | null = null;

/**
 * The browser's device flags: core's rule over what the browser tells (user agent, touch points, a
 * coarse pointer). Browser only: the server renders the same page for every device.
 */
export function browserDevice(): DeviceFlags {
  cached ??= deviceFlags({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    coarsePointer: matchMedia('(pointer: coarse)').matches,
  });
  return cached;
}
