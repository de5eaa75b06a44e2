import React, { useEffect, useRef } from 'react';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import { tags } from '@lezer/highlight';
import {
  ACTIVE_GUTTER_BAND,
  ACTIVE_LINE_BAND,
  EDITOR_BACKGROUND,
  EDITOR_GUTTER_TEXT,
  EDITOR_TEXT,
  TOKEN_COLOURS,
} from './editor-colours';

interface Props {
  readonly path: string;
  readonly code: string;
  readonly onChange: (path: string, code: string) => void;
  /** Changes when the files are reset: every editor state starts again from `code`. */
  readonly generation: number;
}

const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword], color: TOKEN_COLOURS.keyword },
  { tag: [tags.string, tags.special(tags.string)], color: TOKEN_COLOURS.string },
  { tag: [tags.number, tags.bool, tags.null], color: TOKEN_COLOURS.literal },
  { tag: [tags.comment], color: TOKEN_COLOURS.comment, fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className], color: TOKEN_COLOURS.typeName },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: TOKEN_COLOURS.functionName },
  { tag: [tags.tagName], color: TOKEN_COLOURS.tagName },
  { tag: [tags.propertyName, tags.attributeName], color: TOKEN_COLOURS.propertyName },
]);

const theme = EditorView.theme(
  {
    '&': { backgroundColor: EDITOR_BACKGROUND, color: EDITOR_TEXT, fontSize: '0.85rem' },
    '.cm-content': { fontFamily: 'var(--ifm-font-family-monospace)', caretColor: '#ffffff' },
    '.cm-gutters': { backgroundColor: EDITOR_BACKGROUND, color: EDITOR_GUTTER_TEXT, border: 'none' },
    '.cm-activeLine': { backgroundColor: ACTIVE_LINE_BAND },
    '.cm-activeLineGutter': { backgroundColor: ACTIVE_GUTTER_BAND },
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
