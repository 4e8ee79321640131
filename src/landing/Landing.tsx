import { Link } from 'gatsby';
import React from 'react';
import { DocCard, DocCardList } from '../components/DocCard';
import { siteConfig } from '../config/site';
import { LANDING_LEAD, type LandingContent } from './content';
import * as styles from './landing.module.css';

/** A docs version's landing page: what the portal is and where to start (`above`: the version banner). */
export function Landing({ content, label, above }: { content: LandingContent; label?: string; above?: React.ReactNode }) {
  const [primary, ...secondary] = content.actions;
  return (
    <main className={styles.main}>
      {above}
      <section className={styles.hero}>
        <h1 className={styles.title}>
          {siteConfig.title}
          {label && <span className={styles.version}> {label}</span>}
        </h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>{LANDING_LEAD}</p>
        <div className={styles.actions}>
          {primary && (
            <Link to={primary.href} className={styles.primary}>
              {primary.title}
            </Link>
          )}
          {secondary.map((action) => (
            <Link key={action.href} to={action.href} className={styles.secondary}>
              {action.title}
            </Link>
          ))}
        </div>
      </section>
      <section className={styles.areas} aria-labelledby="areas-title">
        <h2 id="areas-title" className={styles.areasTitle}>
          Explore the documentation
        </h2>
        <DocCardList>
          {content.areas.map((area) => (
            <DocCard key={area.href} {...area} headingLevel={3} />
          ))}
        </DocCardList>
      </section>
    </main>
  );
}
