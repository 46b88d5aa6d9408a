import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names, at the end of a run, every journey that passed only on its retry (issue 42): a flaky journey is
 * a defect to fix, not a green one. The list also goes to `test-results/flaky.txt` for CI to keep.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' && result.retry > 0)
      this.flaky.push(`${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')}`);
  }

  async onEnd(_result: FullResult): Promise<void> {
    if (this.flaky.length === 0) return;
    const text = `Passed only on retry (flaky: fix them):\n${this.flaky.map((name) => `  ${name}`).join('\n')}\n`;
    console.log(`\n${text}`);
    const { mkdir, appendFile } = await import('node:fs/promises');
    await mkdir('test-results', { recursive: true });
    await appendFile('test-results/flaky.txt', text);
  }

  printsToStdio(): boolean {
    return false;
  }
}
