// Wiring only: html attributes, the pre-hydration script, and the same wrappers as the browser.
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { siteConfig } from './src/config/site';
import { preHydrationScript } from './src/theme/preHydrationScript';

export { wrapPageElement, wrapRootElement } from './src/layout/RootProviders';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.i18n.htmlLang, dir: siteConfig.i18n.direction });
  setPreBodyComponents([<script key="pre-hydration" dangerouslySetInnerHTML={{ __html: preHydrationScript() }} />]);
};
