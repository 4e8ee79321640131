import React from 'react';
import { siteConfig } from '../../config/site';
import { RouteStatus } from '../../routing/RouteStatus';
import { SearchHighlight } from '../../search/browser/SearchHighlight';
import { landingRoute } from '../../routes/versions';
import { findTrail } from '../../site/sidebarTree';
import { AnnouncementBar } from '../AnnouncementBar';
import { DocLayout } from '../DocLayout';
import { ErrorBoundary, PageCrash } from '../ErrorBoundary';
import { HydrateApart } from '../../routing/HydrateApart';
import { Footer } from '../Footer';
import { MobileSidebar } from '../MobileSidebar';
import { MobileSidebarProvider } from '../MobileSidebar/context';
import { Navbar } from '../Navbar';
import { SidebarExpansionProvider } from '../Sidebar/expansion';
import { useDocSidebar } from '../Sidebar/useDocSidebar';
import { SKIP_TARGET_ID, SkipToContent } from '../SkipToContent';
import * as styles from './styles.module.css';

/**
 * The page shell, rendered by wrapPageElement so the navbar, drawer and sidebar stay mounted (and
 * keep their state) across client-side navigations. `route` is the Gatsby page path (`/intro/`).
 */
interface LayoutProps {
  route: string;
  location: { key?: string; hash: string; state?: unknown };
  children: React.ReactNode;
}

export function Layout({ route, location, children }: LayoutProps) {
  const sidebar = useDocSidebar();
  // Doc and category pages are exactly the routes the sidebar lists.
  const isDocPage = findTrail(sidebar, route).length > 0;
  // Every version's landing page offers the version menu too: the site's home is where a reader looks for it.
  const isLanding = siteConfig.docs.versions.some((version) => landingRoute(version) === route);
  // A crashing page keeps the navbar and the sidebar around it; leaving for another route clears the crash.
  const page = (
    <ErrorBoundary resetKey={route} fallback={(error, tryAgain) => <PageCrash error={error} tryAgain={tryAgain} />}>
      {children}
    </ErrorBoundary>
  );
  return (
    <SidebarExpansionProvider items={sidebar} route={route}>
      <MobileSidebarProvider>
        <SkipToContent />
        <AnnouncementBar config={siteConfig.announcementBar} />
        <Navbar isDocPage={isDocPage} isLanding={isLanding} />
        <MobileSidebar route={route} isDocPage={isDocPage} />
        <div id={SKIP_TARGET_ID} className={styles.wrapper}>
          <RouteStatus />
          <SearchHighlight location={location} />
          {isDocPage ? <DocLayout route={route}>{page}</DocLayout> : page}
        </div>
        <HydrateApart name="footer">
          <Footer />
        </HydrateApart>
      </MobileSidebarProvider>
    </SidebarExpansionProvider>
  );
}
