import { describe, expect, it } from 'vitest';
import { externalizeChunkMapping } from './chunkMapping';

const page = (mapping: string) =>
  `<body><div id="___gatsby"></div><script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="${mapping}";\n</script><script>window.___webpackCompilationHash="abc";</script><script src="/docs/app-1.js" async></script></body>`;

describe('externalizeChunkMapping', () => {
  it('replaces the inline mapping with a hashed script in the same place, before the app scripts', () => {
    const { html, script } = externalizeChunkMapping(page('{\\"app\\":[\\"/app-1.js\\"]}'), '/docs/');
    expect(script?.file).toMatch(/^chunk-map-[0-9a-f]{20}\.js$/);
    expect(script?.content).toBe('window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n');
    expect(html).toContain(`<script id="gatsby-chunk-mapping" src="/docs/${script?.file}"></script><script>window.___webpackCompilationHash`);
    expect(html).not.toContain('___chunkMapping=');
  });

  it('gives the same mapping the same file, and a different mapping another', () => {
    const a = externalizeChunkMapping(page('{}'), '/docs/').script?.file;
    expect(externalizeChunkMapping(page('{}'), '/docs/').script?.file).toBe(a);
    expect(externalizeChunkMapping(page('{\\"x\\":[]}'), '/docs/').script?.file).not.toBe(a);
  });

  it('leaves a page without a mapping alone', () => {
    expect(externalizeChunkMapping('<body></body>', '/docs/')).toEqual({ html: '<body></body>', script: null });
  });
});
