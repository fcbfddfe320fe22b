/**
 * What bench:web measures inside the page, and how it throttles it (Chrome DevTools Protocol).
 *
 * Throttle: 4x CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms round trip (the mobile profile
 * of docs/decisions.md "Front-end performance").
 */
import type { CDPSession, Page } from 'playwright-core';

export const THROTTLE = { cpu: 4, downBps: 1_600_000, upBps: 750_000, rttMs: 150 };

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.rttMs,
    downloadThroughput: THROTTLE.downBps / 8,
    uploadThroughput: THROTTLE.upBps / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
}

/** Counts the bytes on the wire (headers and compressed bodies) from `reset()` on. */
export function wireBytes(cdp: CDPSession) {
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
  });
  return {
    reset: () => (bytes = 0),
    get: () => bytes,
  };
}

declare global {
  interface Window {
    __bench?: { lcp: number; fcp: number; longTasks: [number, number][] };
  }
}

/** Installed before any page script: records LCP, FCP and long tasks. */
export function installObservers(): void {
  const b = { lcp: 0, fcp: 0, longTasks: [] as [number, number][] };
  window.__bench = b;
  const observe = (type: string, fn: (e: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // entry type not supported: that figure stays 0
    }
  };
  observe('largest-contentful-paint', (e) => (b.lcp = e.startTime));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  observe('longtask', (e) => b.longTasks.push([e.startTime, e.duration]));
}

/** Total blocking time of the long tasks that started at or after `from` (ms since navigation). */
export async function blockingTime(page: Page, from: number | 'fcp'): Promise<number> {
  return page.evaluate((f) => {
    const b = window.__bench;
    if (!b) return 0;
    const start = f === 'fcp' ? b.fcp : f;
    return b.longTasks.filter(([t]) => t >= start).reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
  }, from);
}

export async function lcp(page: Page): Promise<number> {
  return page.evaluate(() => window.__bench?.lcp ?? 0);
}
