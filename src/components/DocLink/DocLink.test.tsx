// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DocLink } from '.';

it('turns prefixed site links into Gatsby links without a double prefix', () => {
  render(<DocLink href="/docs/connectors/recipes/pagination/#cursor-based-apis">Pagination</DocLink>);
  const link = screen.getByRole('link', { name: 'Pagination' });
  expect(link).toHaveAttribute('data-gatsby-link', 'true');
  expect(link).toHaveAttribute('href', '/docs/connectors/recipes/pagination/#cursor-based-apis');
});

it('opens web links in a new tab and says so', () => {
  render(<DocLink href="https://api.tracker.example/v2">provider API</DocLink>);
  const link = screen.getByRole('link', { name: 'provider API (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('keeps same-page anchors and other schemes as plain links', () => {
  render(
    <>
      <DocLink href="#setup" className="hash-link">
        Setup
      </DocLink>
      <DocLink href="mailto:dev@syncplatform.example">Mail</DocLink>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Setup' })).not.toHaveAttribute('data-gatsby-link');
  expect(screen.getByRole('link', { name: 'Setup' })).toHaveClass('hash-link');
  expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target');
});

it('keeps a download of a static file a plain link, prefix and all', () => {
  render(
    <DocLink href="/docs/openapi/connector-api.yaml" download="">
      OpenAPI document
    </DocLink>,
  );
  const link = screen.getByRole('link', { name: 'OpenAPI document' });
  expect(link).not.toHaveAttribute('data-gatsby-link');
  expect(link).toHaveAttribute('href', '/docs/openapi/connector-api.yaml');
  expect(link).toHaveAttribute('download');
});
