// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Seo } from '.';

describe('Seo', () => {
  it('links the Markdown twin of a page that has one', () => {
    const { container } = render(
      <Seo title="CLI overview" description="Install the CLI." route="/connectors/CLI/getStarted/" markdownTwin />,
    );
    const link = container.querySelector('link[rel="alternate"][type="text/markdown"]');
    expect(link?.getAttribute('href')).toBe('/docs/connectors/CLI/getStarted/index.md');
  });

  it('has no alternate link otherwise', () => {
    const { container } = render(<Seo title="Not found" description="No page here." />);
    expect(container.querySelector('link[rel="alternate"]')).toBeNull();
  });
});
