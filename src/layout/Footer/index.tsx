import { Link } from 'gatsby';
import { Logo } from '../../components/Logo';
import { siteConfig, type FooterLink } from '../../config/site';
import * as styles from './styles.module.css';

const isExternal = (to: string) => /^[a-z]+:/i.test(to);

function FooterItem({ item }: { item: FooterLink }) {
  if (!isExternal(item.to)) {
    return (
      <Link to={item.to} className={styles.link}>
        {item.label}
      </Link>
    );
  }
  return (
    <a href={item.to} className={styles.link} target="_blank" rel="noopener noreferrer">
      {item.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Link columns (Product, Community, Company), then the logo and the copyright. */
export function Footer() {
  const { groups, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className={styles.title}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.label}>
                  <FooterItem item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <Logo size={40} label={siteConfig.title} />
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
