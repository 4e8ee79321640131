import { describe, expect, it } from 'vitest';
import { checkPageShape } from './pageShape';
import { fence, testPage } from './testPages';

const check = (body: string) => checkPageShape(testPage('page.mdx', body)).map((p) => `${p.line} ${p.message.split(':')[0]}`);

describe('checkPageShape', () => {
  it('accepts one closing "Next steps" section', () => {
    expect(check('## Use it\n\nText.\n\n## Next steps\n\n- [Intro](/docs/intro/)\n')).toEqual([]);
  });

  it('refuses other closing names, a missing or second list, and sections after it', () => {
    expect(check('## Use it\n\n## Related\n')).toEqual([
      '9 "## Related" closes the page under another name',
      '9 the page has no closing "## Next steps" list',
    ]);
    expect(check('## Next steps\n\n## Next steps\n\n## Appendix\n')).toEqual([
      '9 a second "## Next steps"',
      '11 "## Appendix" comes after "## Next steps", which must be the page\'s last section',
    ]);
  });

  it('says nothing of a page that does not parse (its compile error is the problem), as it would without a closing list', () => {
    expect(check('## Use it\n\nText with a {broken expression.\n')).toEqual([]);
    expect(check('## Use it\n\nText.\n')).toEqual(['7 the page has no closing "## Next steps" list']);
  });

  it('asks a diff block to name the file it changes', () => {
    const body = `${fence('diff', 'title="src/index.ts"', '-a\n+b')}${fence('diff', '', '-a\n+b')}## Next steps\n\n- [A](/docs/a/)\n`;
    expect(check(body)).toEqual(['12 a diff block must name the file it changes (title="src/…")']);
  });

  it('asks a Default column to say what happens without a value', () => {
    const table =
      '| Flag | Default | Meaning |\n|---|---|---|\n| `--a` | — | A. |\n| `--b` | off | B. |\n| `--c` | none: no prefix | C. |\n\n## Next steps\n';
    expect(check(table)).toEqual(['9 --a']);
  });
});
