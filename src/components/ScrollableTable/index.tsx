import React, { useEffect, useRef, useState, type ComponentProps } from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/**
 * A Markdown table. Tables scroll sideways when wider than the page (phones);
 * while this one does, it is a tab stop, so keyboard users can scroll it too
 * (WCAG 2.1.1). A table that fits adds no tab stop.
 */
export default function ScrollableTable({ className, ...props }: Props): JSX.Element {
  const tableRef = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    const observer = new ResizeObserver(() => setOverflows(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return (
    <table
      ref={tableRef}
      className={className ? `${className} ${styles.table}` : styles.table}
      tabIndex={overflows ? 0 : undefined}
      {...props}
    />
  );
}
