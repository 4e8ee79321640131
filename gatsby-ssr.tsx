// Wiring only: html attributes, the pre-hydration script, and the same wrappers as the browser.
import { withPrefix, type GatsbySSR } from 'gatsby';
import { FaviconLink } from './src/components/Seo/FaviconLink';
import { siteConfig } from './src/config/site';
import { baseUrlBannerScript } from './src/routing/baseUrlBanner';
import { preHydrationScript } from './src/theme/preHydrationScript';

export { wrapPageElement, wrapRootElement } from './src/layout/RootProviders';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.i18n.htmlLang, dir: siteConfig.i18n.direction });
  // Inline because it must work when the bundle does not load (wrong base path).
  // The favicon is here, not in the Head API: `gatsby develop` renders Head only in the browser, so
  // the browser would first ask for /favicon.ico, which is not there (a console error per page).
  setHeadComponents([
    <script key="base-url-banner" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(withPrefix('/')) }} />,
    <FaviconLink key="icon" />,
  ]);
  setPreBodyComponents([<script key="pre-hydration" dangerouslySetInnerHTML={{ __html: preHydrationScript() }} />]);
};
