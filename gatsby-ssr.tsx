// Wiring only: html attributes, the pre-hydration script, and the same wrappers as the browser.
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { siteConfig } from './src/config/site';
import { baseUrlBannerScript } from './src/routing/baseUrlBanner';
import { preHydrationScript } from './src/theme/preHydrationScript';

export { wrapPageElement, wrapRootElement } from './src/layout/RootProviders';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.i18n.htmlLang, dir: siteConfig.i18n.direction });
  // Inline because it must work when the bundle does not load (wrong base path).
  setHeadComponents([<script key="base-url-banner" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />]);
  setPreBodyComponents([<script key="pre-hydration" dangerouslySetInnerHTML={{ __html: preHydrationScript() }} />]);
};
