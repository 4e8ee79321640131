import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

export interface LighthouseRun {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

/** One Lighthouse run (mobile or desktop preset) in a fresh headless Chromium. */
export async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
      },
    };
  } finally {
    await chrome.kill();
  }
}
