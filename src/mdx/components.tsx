import React from 'react';
import { Admonition } from '../components/Admonition';
import { CodeBlock } from '../components/CodeBlock';
import { DocLink } from '../components/DocLink';
import { TabItem, Tabs } from '../components/Tabs';
import * as styles from './styles.module.css';

/** What MDX elements render as; the named components are available in every page without imports. */
export const mdxComponents = {
  a: DocLink,
  pre: CodeBlock,
  table: (props: React.ComponentPropsWithoutRef<'table'>) => (
    // Wide tables scroll on their own instead of widening the page; focusable so keyboards can scroll.
    <div className={styles.tableWrapper} tabIndex={0}>
      <table {...props} />
    </div>
  ),
  img: (props: React.ComponentPropsWithoutRef<'img'>) => <img loading="lazy" decoding="async" {...props} />,
  Admonition,
  Tabs,
  TabItem,
};
