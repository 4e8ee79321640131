import { Highlighted } from '../parts';
import type { HighlightedCode } from '../../model';
import * as styles from './styles.module.css';

/** A message's examples, in the column beside its fields: each labelled with what it exemplifies. */
export function ExamplesColumn({ title, examples }: { title: string; examples: Array<{ label?: string; code: HighlightedCode }> }) {
  if (!examples.length) return null;
  return (
    <div className={styles.side} data-column="examples">
      {examples.map((example, index) => (
        <div key={index}>
          <p className={styles.exampleLabel}>
            {title} example{example.label ? `: ${example.label}` : ''}
          </p>
          <Highlighted code={example.code} />
        </div>
      ))}
    </div>
  );
}
