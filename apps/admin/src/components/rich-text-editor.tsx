import { useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isContentHref } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';

export type RichTextProps = {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

/**
 * TipTap with the marks the site's HTML allow-list keeps (no code: the sanitiser drops it). Links
 * follow the site's link rule, the same one the server keeps them by, so what is typed here is
 * what members see. Loaded on demand (rich-text.tsx): the console's first load does not carry it.
 */
export default function RichTextEditor({ value, onChange, labelId, describedBy, invalid }: RichTextProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: false,
          isAllowedUri: (url) => isContentHref(url.trim()),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-text field min-h-40',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
      },
    },
    // An empty document is no text, not an empty paragraph.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="space-y-1">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

type Tool = { key: string; run: (e: Editor) => void; active?: (e: Editor) => boolean; can?: (e: Editor) => boolean };

const chain = (e: Editor) => e.chain().focus();
const TOOLS: Tool[] = [
  { key: 'bold', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    key: 'heading2',
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'heading3',
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { key: 'bulletList', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'undo', run: (e) => chain(e).undo().run(), can: (e) => e.can().undo() },
  { key: 'redo', run: (e) => chain(e).redo().run(), can: (e) => e.can().redo() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  // The buttons' pressed and enabled states follow the selection.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        TOOLS.map((tool) => [tool.key, { on: tool.active?.(e) ?? false, can: tool.can?.(e) ?? true }]),
      ) as Record<string, { on: boolean; can: boolean }>,
  });
  return (
    <div className="space-y-1">
      <div role="toolbar" aria-label={t('richText.toolbar')} className="flex flex-wrap gap-1">
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`btn-secondary ${state[tool.key]?.on ? 'bg-surface-2 font-bold' : ''}`}
            {...(tool.active ? { 'aria-pressed': state[tool.key]?.on ?? false } : {})}
            disabled={!(state[tool.key]?.can ?? true)}
            onClick={() => tool.run(editor)}
          >
            {t(`richText.${tool.key}`)}
          </button>
        ))}
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={linking}
          aria-pressed={editor.isActive('link')}
          onClick={() => setLinking(!linking)}
        >
          {t('richText.link')}
        </button>
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}

/** The link of the selection: set by the site's link rule (refused here when it breaks it), or removed. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [refused, setRefused] = useState(false);
  const apply = () => {
    const link = href.trim();
    if (!isContentHref(link)) return setRefused(true);
    chain(editor).extendMarkRange('link').setLink({ href: link }).run();
    onDone();
  };
  // Enter sets the link; it must not submit the form the editor is in.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
    if (event.key === 'Escape') onDone();
  };
  return (
    <div className="flex flex-wrap items-start gap-2 rounded-lg border border-line p-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="rich-text-link">{t('richText.linkAddress')}</label>
        <input
          id="rich-text-link"
          className="field w-80"
          value={href}
          autoFocus
          aria-invalid={refused}
          aria-describedby="rich-text-link-help"
          onChange={(event) => {
            setHref(event.target.value);
            setRefused(false);
          }}
          onKeyDown={onKey}
        />
        <span id="rich-text-link-help" className={`text-xs ${refused ? 'text-danger' : 'text-fg-muted'}`}>
          {t(refused ? 'richText.linkRefused' : 'richText.linkHelp')}
        </span>
      </div>
      <div className="mt-7 flex gap-2">
        <button type="button" className="btn-secondary" onClick={apply}>
          {t('richText.linkApply')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            chain(editor).extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('richText.linkRemove')}
        </button>
      </div>
    </div>
  );
}
