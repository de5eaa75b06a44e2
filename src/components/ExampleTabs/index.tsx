import React, {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import { ADOPTED_MARKUP, isAdoptingServerMarkup } from '@site/src/static-article/server-markup';
import { createChoiceStore, type ChoiceStorage } from './choice-store';

interface ExampleTabProps {
  readonly value: string;
  /** Shown on the tab; by default the language named by `value` (`ts`, `js`). */
  readonly label?: string;
  readonly children?: ReactNode;
}

const LANGUAGE_LABELS: Readonly<Record<string, string>> = { ts: 'TypeScript', js: 'JavaScript' };

/** The tab group every example shares, so a reader's choice holds across pages. */
export const LANGUAGE_TAB_GROUP = 'language';

/** One language of an example; `ExampleTabs` renders its label and panel. */
export function ExampleTab({ children }: ExampleTabProps): JSX.Element {
  return <>{children}</>;
}

const store = createChoiceStore(() =>
  typeof window === 'undefined' ? undefined : (window.localStorage as ChoiceStorage | undefined),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => store.receive(event.key, event.newValue));
}

/**
 * The tab a group shows. The first render matches the server's (the first
 * tab), so hydration keeps the server markup; the stored choice applies right
 * after, switching panels in place rather than remounting them.
 */
function useGroupChoice(group: string, values: readonly string[]): [string, (value: string) => void] {
  const [choice, setChoice] = useState(values[0] ?? '');
  useEffect(() => {
    const sync = () => {
      const stored = store.read(group);
      if (stored !== null && values.includes(stored)) setChoice(stored);
    };
    sync();
    return store.subscribe(group, sync);
    // values come from the children; their identity changes each render but their content does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, values.join('\u0000')]);
  return [choice, (value) => store.choose(group, value)];
}

/**
 * The panels rendered so far. The server renders only the first panel; the
 * others are empty until shown. A reader of one language never pays for the
 * other's code blocks: not in the HTML the browser parses and styles (about a
 * third of a code-heavy page), not in hydration. A hidden panel renders from
 * the page's own code the first time it is shown; after client-side
 * navigation every panel renders at once, as there is no server markup then.
 */
function useRenderedPanels(values: readonly string[], selected: string): ReadonlySet<string> {
  const [rendered, setRendered] = useState<ReadonlySet<string>>(
    () => new Set(typeof window === 'undefined' || isAdoptingServerMarkup() ? values.slice(0, 1) : values),
  );
  if (!rendered.has(selected)) setRendered(new Set([...rendered, selected]));
  return rendered;
}

interface ExampleTabsProps {
  readonly groupId?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * The TypeScript and JavaScript versions of an example. A WAI-ARIA tab set:
 * arrow keys, Home and End move between tabs; the choice holds for every
 * example on every page.
 */
export default function ExampleTabs({
  groupId = LANGUAGE_TAB_GROUP,
  className = 'example-tabs',
  children,
}: ExampleTabsProps): JSX.Element {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<ExampleTabProps> => isValidElement(child) && typeof child.props === 'object',
  );
  const values = tabs.map((tab) => tab.props.value);
  const [selected, choose] = useGroupChoice(groupId, values);
  const rendered = useRenderedPanels(values, selected);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);

  const select = (value: string, tab: HTMLElement) => {
    if (value === selected) return;
    // Every example on the page switches and changes height; keep the clicked tab where it was.
    const before = tab.getBoundingClientRect().top;
    flushSync(() => choose(value));
    window.scrollBy(0, tab.getBoundingClientRect().top - before);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'Enter' || event.key === ' '
                ? index
                : -1;
    if (target < 0) return;
    event.preventDefault();
    if (target === index) select(values[index] ?? '', event.currentTarget);
    else tabRefs.current[target]?.focus();
  };

  return (
    <div className="tabs-container">
      <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', className)}>
        {tabs.map((tab, index) => {
          const isSelected = tab.props.value === selected;
          return (
            <li
              key={tab.props.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={`${baseId}-tab-${tab.props.value}`}
              aria-controls={`${baseId}-panel-${tab.props.value}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={clsx('tabs__item', isSelected && 'tabs__item--active')}
              onClick={(event) => select(tab.props.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.props.label ?? LANGUAGE_LABELS[tab.props.value] ?? tab.props.value}
            </li>
          );
        })}
      </ul>
      <div className="margin-top--md">
        {tabs.map((tab) => {
          const panel = {
            role: 'tabpanel',
            id: `${baseId}-panel-${tab.props.value}`,
            'aria-labelledby': `${baseId}-tab-${tab.props.value}`,
            hidden: tab.props.value !== selected,
          };
          return rendered.has(tab.props.value) ? (
            <div key={tab.props.value} {...panel}>
              {tab}
            </div>
          ) : (
            <div key={tab.props.value} {...panel} suppressHydrationWarning dangerouslySetInnerHTML={ADOPTED_MARKUP} />
          );
        })}
      </div>
    </div>
  );
}
