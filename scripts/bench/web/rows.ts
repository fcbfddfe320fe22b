import type { CDPSession, Page } from 'playwright-core';

/**
 * Scripting time of the leads list going from its first page to 100 rows per page, without CPU
 * throttling (the target: 16 ms, one frame): the ScriptDuration the browser reports between the
 * change of "Rows per page" and the 100th row on screen. It includes handling the answer.
 */
export async function hundredRowsScripting(page: Page, cdp: CDPSession, cpuRate: number) {
  const rowsPerPage = page.locator('main select[aria-label="Rows per page"]');
  if (!(await rowsPerPage.count())) return undefined;
  const script = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
  };
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    const before = await script();
    await rowsPerPage.selectOption('100');
    await page.waitForFunction(() => document.querySelectorAll('main tbody tr').length >= 100, undefined, {
      timeout: 30_000,
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    return (await script()) - before;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await rowsPerPage.selectOption('10').catch(() => undefined);
  }
}
