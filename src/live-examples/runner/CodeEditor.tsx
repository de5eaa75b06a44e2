import React, { useEffect, useRef } from 'react';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import { tags } from '@lezer/highlight';

interface Props {
  readonly path: string;
  readonly code: string;
  readonly onChange: (path: string, code: string) => void;
  /** Changes when the files are reset: every editor state starts again from `code`. */
  readonly generation: number;
}

/** Colours close to the site's Prism theme, readable on the code background in both modes. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword], color: '#c792ea' },
  { tag: [tags.string, tags.special(tags.string)], color: '#c3e88d' },
  { tag: [tags.number, tags.bool, tags.null], color: '#f78c6c' },
  { tag: [tags.comment], color: '#a0a8b8', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className], color: '#ffcb6b' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: '#82aaff' },
  { tag: [tags.tagName], color: '#f07178' },
  { tag: [tags.propertyName, tags.attributeName], color: '#89ddff' },
]);

const theme = EditorView.theme(
  {
    '&': { backgroundColor: '#1e2029', color: '#e6e8ee', fontSize: '0.85rem' },
    '.cm-content': { fontFamily: 'var(--ifm-font-family-monospace)', caretColor: '#ffffff' },
    '.cm-gutters': { backgroundColor: '#1e2029', color: '#a0a8b8', border: 'none' },
    '.cm-activeLine': { backgroundColor: 'rgba(255, 255, 255, 0.05)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgba(255, 255, 255, 0.08)' },
    '&.cm-focused': { outline: '2px solid var(--ifm-color-primary-lightest)' },
    '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': { backgroundColor: 'rgba(137, 184, 255, 0.3)' },
  },
  { dark: true },
);

/**
 * A CodeMirror editor for one file of the example. Each file keeps its own
 * editor state (and undo history) while the reader switches between files.
 * Tab is left to the page, so keyboard users can move on from the editor.
 */
export default function CodeEditor({ path, code, onChange, generation }: Props): JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>();
  const states = useRef(new Map<string, EditorState>());
  const changeHandler = useRef(onChange);
  changeHandler.current = onChange;
  const latestCode = useRef(code);
  latestCode.current = code;
  const seenGeneration = useRef(generation);

  useEffect(() => {
    view.current = new EditorView({ parent: host.current! });
    return () => view.current?.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current!;
    if (seenGeneration.current !== generation) {
      seenGeneration.current = generation;
      states.current.clear();
    }
    let state = states.current.get(path);
    if (!state) {
      const extensions: Extension[] = [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(highlight),
        javascript({ jsx: path.endsWith('.tsx'), typescript: true }),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        theme,
        // Wrapped lines and no inner scrolling: nothing in the editor needs its own scrollbar (or tab stop).
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': `Code of ${path}, editable` }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changeHandler.current(path, update.state.doc.toString());
        }),
      ];
      state = EditorState.create({ doc: latestCode.current, extensions });
    }
    editor.setState(state);
    return () => {
      states.current.set(path, editor.state);
    };
  }, [path, generation]);

  return <div ref={host} className="live-code-editor" />;
}
