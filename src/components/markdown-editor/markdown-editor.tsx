/**
 * A markdown source editor on CodeMirror 6 (syntax highlighting, undo history, list continuation on
 * Enter). Heavy: import it lazily, inside the page that needs it, with the "authoring" texts. The
 * text is the caller's state; the editor reports every change and takes a new value only when it
 * differs from its own. CodeMirror's own words (the fold gutter's "Unfold line", the search panel)
 * come from the catalogues through its phrases facet.
 */
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { markdown } from "@codemirror/lang-markdown";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { basicSetup } from "codemirror";
import "./markdown-editor.css";

/**
 * Markdown colours for the dark shell, each at least 4.5:1 on the editor's surface (#111418);
 * CodeMirror's default style is made for light backgrounds.
 */
const darkMarkdown = HighlightStyle.define([
  { tag: tags.heading, color: "#8abbff", fontWeight: "bold" },
  { tag: [tags.strong], fontWeight: "bold" },
  { tag: [tags.emphasis], fontStyle: "italic" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
  { tag: [tags.link, tags.url], color: "#8abbff", textDecoration: "underline" },
  { tag: [tags.monospace, tags.string], color: "#72ca9b" },
  { tag: [tags.keyword, tags.operator], color: "#d69fd6" },
  { tag: [tags.number, tags.bool, tags.atom], color: "#fbd065" },
  { tag: [tags.comment, tags.meta, tags.processingInstruction], color: "#c5cbd3" },
  { tag: [tags.quote], color: "#c5cbd3", fontStyle: "italic" },
  { tag: [tags.list, tags.contentSeparator], color: "#f6f7f9" },
]);

/** CodeMirror's phrases (as its packages write them) and their keys in authoring.json's codeEditor. */
const PHRASE_KEYS = {
  "Fold line": "foldLine",
  "Unfold line": "unfoldLine",
  "Folded lines": "foldedLines",
  "Unfolded lines": "unfoldedLines",
  "folded code": "foldedCode",
  unfold: "unfold",
  Find: "find",
  Replace: "replace",
  next: "next",
  previous: "previous",
  all: "all",
  "match case": "matchCase",
  regexp: "regexp",
  "by word": "byWord",
  replace: "replaceOne",
  "replace all": "replaceAll",
  close: "close",
  "current match": "currentMatch",
  "replaced $ matches": "replacedMatches",
  "replaced match on line $": "replacedMatchOnLine",
  "on line": "onLine",
  "Go to line": "goToLine",
  go: "go",
  to: "to",
  Completions: "completions",
  "Control character": "controlCharacter",
  Diagnostics: "diagnostics",
  "No diagnostics": "noDiagnostics",
  "Selection deleted": "selectionDeleted",
} as const;

/** CodeMirror's phrases in the interface language. */
function usePhrases(): Record<string, string> {
  const { t, i18n } = useTranslation("authoring");
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(PHRASE_KEYS).map(([phrase, key]) => [phrase, t(`codeEditor.${key}`)]),
      ),
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the editing area (it has no visible <label>). */
  label: string;
  /** The id of the text describing the editor, if any. */
  describedBy?: string;
}

export function MarkdownEditor({ value, onChange, label, describedBy }: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const phrases = usePhrases();
  const view = useRef<EditorView | null>(null);
  // The latest callback, read by the editor's listener without rebuilding the editor.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const attributes: Record<string, string> = { "aria-label": label, "aria-multiline": "true" };
    if (describedBy) attributes["aria-describedby"] = describedBy;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          EditorState.phrases.of(phrases),
          markdown(),
          syntaxHighlighting(darkMarkdown),
          EditorView.theme({}, { dark: true }),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(attributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is built once per label and language; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, describedBy, phrases]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value)
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return <div ref={host} className="app-markdown-editor" />;
}
