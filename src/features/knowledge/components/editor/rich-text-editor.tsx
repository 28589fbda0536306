/**
 * The rich-text body editor (editor_type 0, portal.md §2.4): TipTap, producing HTML, with a
 * formatting toolbar (headings, lists, quote, code, links, images by address, undo/redo) and a
 * character counter. This module is the lazy chunk that carries TipTap: load it through
 * LazyRichTextEditor, never import it from a page directly.
 *
 * What TipTap's schema does not know (scripts, event attributes, iframes, styles) is dropped when
 * HTML is pasted or loaded; links only accept http(s) and mailto addresses. Whatever is shown from
 * the HTML elsewhere still goes through sanitizeHtml (decisions.md §3).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { CharacterCount, Placeholder } from "@tiptap/extensions";
import {
  BoldIcon,
  CitationIcon,
  CodeBlockIcon,
  CodeIcon,
  HeaderOneIcon,
  HeaderThreeIcon,
  HeaderTwoIcon,
  ItalicIcon,
  LinkIcon,
  MediaIcon,
  NumberedListIcon,
  PropertiesIcon,
  RedoIcon,
  StrikethroughIcon,
  UndoIcon,
  UnlinkIcon,
} from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { editorDocument } from "./editor-document";
// ProseMirror's own styles, as files: TipTap would write them into a <style> through innerHTML,
// which Trusted Types refuses (injectCSS: false below).
import "prosemirror-view/style/prosemirror.css";
import "prosemirror-gapcursor/style/gapcursor.css";
import "./rich-text-editor.css";

export interface RichTextEditorProps {
  /** The HTML to start from (read once; later changes of the prop do not reset the editor). */
  initialHtml: string;
  /** Every change: the HTML and the body's character count. */
  onChange(html: string, characters: number): void;
  /** Once the editor holds the initial HTML: its normalised form and character count. */
  onReady?(html: string, characters: number): void;
  /** The accessible name of the writing area. */
  label: string;
  /** Ids of the elements describing the writing area (e.g. its error message). */
  describedBy?: string;
  invalid?: boolean;
}

const SAFE_URL = /^(https?:\/\/|mailto:)[^\s]+$/i;
const IMAGE_URL = /^https?:\/\/[^\s]+$|^\/[^/\\\s][^\s]*$/i;

/**
 * The counted size of the body: its text, one per user-perceived character. 0 for an editor TipTap
 * has destroyed (its storage is gone): see the ready report and useLiveEditorState.
 */
const countOf = (editor: Editor) =>
  editor.isDestroyed ? 0 : editor.storage.characterCount.characters();

/**
 * A part of the editor's state, read from the editor the component renders now. useEditorState
 * hands its selector the editor of its last transaction: when useEditor has destroyed the editor it
 * made while rendering (see the ready report below) and made another as the page mounted, that is
 * the destroyed one until the first keystroke, and the counter read 0 for a loaded article.
 */
function useLiveEditorState<T>(editor: Editor, select: (live: Editor) => T): T {
  return useEditorState({ editor, selector: () => select(editor) });
}

export default function RichTextEditor({
  initialHtml,
  onChange,
  onReady,
  label,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const { t } = useTranslation("editor");
  const handlers = useRef({ onChange, onReady });
  useLayoutEffect(() => {
    handlers.current = { onChange, onReady };
  });
  const extensions = [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        isAllowedUri: (url) => SAFE_URL.test(url),
        HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
      },
    }),
    Image.configure({ allowBase64: false }),
    CharacterCount.configure({ mode: "textSize" }),
    Placeholder.configure({ placeholder: t("bodyPlaceholder") }),
  ];
  // Read once, as TipTap reads its content option once (see editor-document.ts).
  const [initialDocument] = useState(() => editorDocument(initialHtml, extensions));
  const editor = useEditor({
    extensions,
    content: initialDocument,
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: "gc-rte__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: updated }) =>
      handlers.current.onChange(updated.getHTML(), countOf(updated)),
  });

  // The ready report, once per live editor, from an effect (after useEditor's own). useEditor
  // creates the editor while rendering and destroys it if React has not committed within 1 ms (an
  // in-app navigation renders the page in a transition); it then makes a new one on mount. TipTap's
  // own "create" event could thus come from an editor that never showed, before the host was
  // mounted, and the report was lost.
  const reported = useRef<Editor | null>(null);
  useEffect(() => {
    if (editor.isDestroyed || reported.current === editor) return;
    reported.current = editor;
    handlers.current.onReady?.(editor.getHTML(), countOf(editor));
  }, [editor]);

  // The label, description and error state change after creation (language, validation).
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          class: "gc-rte__content",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(invalid ? { "aria-invalid": "true" } : {}),
        },
      },
    });
  }, [editor, label, describedBy, invalid]);

  const characters = useLiveEditorState(editor, countOf);

  return (
    <div className={`gc-rte${invalid ? " gc-rte--invalid" : ""}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <div className="gc-rte__footer">{t("bodyCount", { count: characters })}</div>
    </div>
  );
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  h1: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** The toolbar of an editor TipTap has destroyed (replaced by a new one on the next render). */
const IDLE_TOOLS: ToolState = {
  bold: false,
  italic: false,
  strike: false,
  code: false,
  h1: false,
  h2: false,
  h3: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  codeBlock: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("editor");
  const [entry, setEntry] = useState<"link" | "image" | null>(null);
  const state = useLiveEditorState(editor, (e): ToolState =>
    e.isDestroyed
      ? IDLE_TOOLS
      : {
          bold: e.isActive("bold"),
          italic: e.isActive("italic"),
          strike: e.isActive("strike"),
          code: e.isActive("code"),
          h1: e.isActive("heading", { level: 1 }),
          h2: e.isActive("heading", { level: 2 }),
          h3: e.isActive("heading", { level: 3 }),
          bulletList: e.isActive("bulletList"),
          orderedList: e.isActive("orderedList"),
          blockquote: e.isActive("blockquote"),
          codeBlock: e.isActive("codeBlock"),
          link: e.isActive("link"),
          canUndo: e.can().undo(),
          canRedo: e.can().redo(),
        },
  );
  const chain = () => editor.chain().focus();
  const tool = (
    key: string,
    text: string,
    icon: ReactNode,
    run: () => void,
    active?: boolean,
    disabled?: boolean,
  ) => (
    <button
      key={key}
      type="button"
      className={`gc-rte__tool${active ? " gc-rte__tool--active" : ""}`}
      aria-label={text}
      title={text}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );
  return (
    <div className="gc-rte__toolbar-wrap">
      <div role="toolbar" aria-label={t("toolbar")} className="gc-rte__toolbar">
        {tool("bold", t("bold"), <BoldIcon />, () => chain().toggleBold().run(), state.bold)}
        {tool(
          "italic",
          t("italic"),
          <ItalicIcon />,
          () => chain().toggleItalic().run(),
          state.italic,
        )}
        {tool(
          "strike",
          t("strike"),
          <StrikethroughIcon />,
          () => chain().toggleStrike().run(),
          state.strike,
        )}
        {tool("code", t("code"), <CodeIcon />, () => chain().toggleCode().run(), state.code)}
        <span className="gc-rte__sep" aria-hidden="true" />
        {tool(
          "h1",
          t("heading1"),
          <HeaderOneIcon />,
          () => chain().toggleHeading({ level: 1 }).run(),
          state.h1,
        )}
        {tool(
          "h2",
          t("heading2"),
          <HeaderTwoIcon />,
          () => chain().toggleHeading({ level: 2 }).run(),
          state.h2,
        )}
        {tool(
          "h3",
          t("heading3"),
          <HeaderThreeIcon />,
          () => chain().toggleHeading({ level: 3 }).run(),
          state.h3,
        )}
        <span className="gc-rte__sep" aria-hidden="true" />
        {tool(
          "bullet",
          t("bulletList"),
          <PropertiesIcon />,
          () => chain().toggleBulletList().run(),
          state.bulletList,
        )}
        {tool(
          "ordered",
          t("orderedList"),
          <NumberedListIcon />,
          () => chain().toggleOrderedList().run(),
          state.orderedList,
        )}
        {tool(
          "quote",
          t("blockquote"),
          <CitationIcon />,
          () => chain().toggleBlockquote().run(),
          state.blockquote,
        )}
        {tool(
          "codeBlock",
          t("codeBlock"),
          <CodeBlockIcon />,
          () => chain().toggleCodeBlock().run(),
          state.codeBlock,
        )}
        <span className="gc-rte__sep" aria-hidden="true" />
        {tool(
          "link",
          t("link"),
          <LinkIcon />,
          () => setEntry(entry === "link" ? null : "link"),
          state.link || entry === "link",
        )}
        {state.link
          ? tool("unlink", t("linkRemove"), <UnlinkIcon />, () =>
              chain().extendMarkRange("link").unsetLink().run(),
            )
          : null}
        {tool(
          "image",
          t("image"),
          <MediaIcon />,
          () => setEntry(entry === "image" ? null : "image"),
          entry === "image",
        )}
        <span className="gc-rte__sep" aria-hidden="true" />
        {tool(
          "undo",
          t("undo"),
          <UndoIcon />,
          () => chain().undo().run(),
          undefined,
          !state.canUndo,
        )}
        {tool(
          "redo",
          t("redo"),
          <RedoIcon />,
          () => chain().redo().run(),
          undefined,
          !state.canRedo,
        )}
      </div>
      {entry ? (
        <UrlEntry
          key={entry}
          kind={entry}
          initial={entry === "link" ? ((editor.getAttributes("link").href as string) ?? "") : ""}
          onCancel={() => {
            setEntry(null);
            editor.commands.focus();
          }}
          onApply={(url) => {
            if (entry === "link") chain().extendMarkRange("link").setLink({ href: url }).run();
            else chain().setImage({ src: url }).run();
            setEntry(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** The address entry of a link or an image, below the toolbar. */
function UrlEntry({
  kind,
  initial,
  onApply,
  onCancel,
}: {
  kind: "link" | "image";
  initial: string;
  onApply(url: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation("editor");
  const [url, setUrl] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    const ok = kind === "link" ? SAFE_URL.test(value) : IMAGE_URL.test(value);
    if (!ok) {
      setInvalid(true);
      return;
    }
    onApply(value);
  };
  return (
    <form className="gc-rte__entry" onSubmit={submit}>
      <label htmlFor={id} className="gc-rte__entry-label">
        {kind === "link" ? t("linkPrompt") : t("imagePrompt")}
      </label>
      <input
        id={id}
        className="bp6-input"
        type="url"
        value={url}
        autoFocus
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className="bp6-button bp6-intent-primary">
        <span className="bp6-button-text">
          {kind === "link" ? t("linkApply") : t("imageApply")}
        </span>
      </button>
      {invalid ? (
        <span id={`${id}-error`} role="alert" className="gc-rte__entry-error">
          {t("invalidUrl")}
        </span>
      ) : null}
    </form>
  );
}
