import { expect, it } from 'vitest';
import { mainDocRoute, parseEditUrl, siteConfig } from './site';

it('leads "Documentation" and the footer to the configured main doc', () => {
  expect(mainDocRoute).toBe(`/${siteConfig.docs.mainDoc}/`);
  const documentation = siteConfig.footer.groups.flatMap((g) => g.items).find((item) => item.label === 'Documentation');
  expect(documentation?.to).toBe(mainDocRoute);
});

it('reads GATSBY_EDIT_URL: unset is the project repository, empty hides the link, a slash is added', () => {
  expect(parseEditUrl(undefined)).toMatch(/^https:\/\/.+\/$/);
  expect(parseEditUrl('')).toBeNull();
  expect(parseEditUrl('  ')).toBeNull();
  expect(parseEditUrl('https://git.example/docs/edit/main')).toBe('https://git.example/docs/edit/main/');
});
