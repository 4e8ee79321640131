import React from 'react';
import * as styles from './styles.module.css';

/** The navbar search box; disabled with 'Loading...' until the search data has loaded. */
export function SearchBar() {
  return (
    <div className={styles.search} role="search">
      <input type="search" className={styles.input} aria-label="Search" placeholder="Loading..." disabled />
    </div>
  );
}
