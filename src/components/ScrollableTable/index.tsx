import React, { useRef, type ComponentProps } from 'react';
import { SCROLLS_SIDEWAYS } from '@site/src/lib/overflow-hint';
import { useOverflowsSideways } from '@site/src/lib/use-overflows-sideways';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/**
 * A Markdown table. Tables scroll sideways when wider than the page (phones);
 * while this one does, it is a tab stop, so keyboard users can scroll it too
 * (WCAG 2.1.1). A table that fits adds no tab stop.
 */
export default function ScrollableTable({ className, ...props }: Props): JSX.Element {
  const tableRef = useRef<HTMLTableElement>(null);
  const overflows = useOverflowsSideways(tableRef);

  return (
    <table
      ref={tableRef}
      className={className ? `${className} ${styles.table}` : styles.table}
      tabIndex={overflows ? 0 : undefined}
      {...{ [SCROLLS_SIDEWAYS]: '' }}
      {...props}
    />
  );
}
