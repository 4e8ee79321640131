import React from 'react';
import type { Hit, Segment } from '../hits';
import * as styles from './styles.module.css';

/** Text with the searched words emphasised; plain React text nodes, so no markup can be injected. */
function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}

/** One result: title (› section), its place in the sidebar, and a snippet. */
export function SearchHitContent({ hit }: { hit: Hit }) {
  return (
    <>
      <span className={styles.hitTitle}>
        <Marked segments={hit.title} />
        {hit.section && (
          <>
            <span aria-hidden="true"> › </span>
            <Marked segments={hit.section} />
          </>
        )}
      </span>
      {hit.subcategory && <span className={styles.hitPlace}>{hit.subcategory}</span>}
      {hit.snippet.length > 0 && (
        <span className={styles.hitSnippet}>
          <Marked segments={hit.snippet} />
        </span>
      )}
    </>
  );
}
