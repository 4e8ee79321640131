import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site';
import { CONTENT_TYPES } from '../hosting/rules';
import { serveReleasedDocuments } from './siteFiles';

describe("the released versions' OpenAPI documents in `gatsby develop`", () => {
  it('are served where the build publishes them, from their frozen files, typed as every host types them', () => {
    const routes = new Map<string, { type?: string; file?: string }>();
    serveReleasedDocuments({
      get: (route, handler) => {
        const sent: { type?: string; file?: string } = {};
        const res = { set: (_header: string, value: string) => ((sent.type = value), res), sendFile: (file: string) => (sent.file = file) };
        handler({}, res);
        routes.set(route, sent);
      },
    });
    const released = siteConfig.docs.versions.filter((version) => version.status !== 'current');
    expect(released.length).toBeGreaterThan(0);
    for (const version of released)
      for (const document of ['connector-api.yaml', 'embed-api.yaml']) {
        const served = routes.get(`/${version.path}/openapi/${document}`);
        expect(served?.type).toBe(CONTENT_TYPES['.yaml']);
        expect(served?.file).toMatch(new RegExp(`content/versions/${version.name.replace('.', '\\.')}/openapi/${document}$`));
        expect(fs.existsSync(served?.file ?? '')).toBe(true);
      }
    expect([...routes.keys()].every((route) => released.some((version) => route.startsWith(`/${version.path}/openapi/`)))).toBe(true);
  });
});
