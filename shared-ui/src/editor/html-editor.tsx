// The rich-text editor of the admin's column form: @mantine/tiptap (Tiptap) inside the shared-ui
// singleton, so it uses the same Mantine context as the page around it. Loaded on first use
// (lazy-html-editor.tsx): no first visit of the public site carries it.
//
// It offers only what the server's allowlist keeps (api-server columns/column-html.ts): headings
// h2–h4, paragraphs, bold and italic, lists, quotes, links, tables and uploaded pictures, each
// with its alt text.
import '@mantine/tiptap/styles.css';
import './html-editor.css';
import { Link, RichTextEditor, getUploadImageExtension, type RichTextEditorLabels } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

export interface HtmlEditorProps {
  /** The HTML to start from; later values replace the content only when they differ (a restored draft). */
  value: string;
  onChange(html: string): void;
  /** The id of the element that names the field (its label). */
  labelledBy: string;
  /** The ids of the description and the error, when shown. */
  describedBy?: string;
  invalid?: boolean;
  /** Stores a picture; answers its URL. */
  uploadImage(file: File): Promise<string>;
  /** Asks the picture's alt text (null: the person cancelled). */
  askAlt(current: string): string | null;
}

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: '太字',
  italicControlLabel: '斜体',
  h2ControlLabel: '見出し（大）',
  h3ControlLabel: '見出し（中）',
  h4ControlLabel: '見出し（小）',
  bulletListControlLabel: '箇条書き',
  orderedListControlLabel: '番号付きリスト',
  blockquoteControlLabel: '引用',
  linkControlLabel: 'リンク',
  unlinkControlLabel: 'リンクを外す',
  undoControlLabel: '元に戻す',
  redoControlLabel: 'やり直す',
  linkEditorInputLabel: 'リンク先のURL',
  linkEditorInputPlaceholder: 'https://www.example.jp/',
  linkEditorExternalLink: '新しいタブで開く',
  linkEditorInternalLink: '同じタブで開く',
  linkEditorSave: '保存',
  imageUploadControlLabel: '画像を入れる',
  tableInsertControlLabel: '表を入れる',
  tableInsertLabel: (columns, rows) => `${columns}列×${rows}行の表`,
  tableDeleteControlLabel: '表を削除',
  tableRowAfterControlLabel: '下に行を足す',
  tableColumnAfterControlLabel: '右に列を足す',
  tableRowDeleteControlLabel: '行を削除',
  tableColumnDeleteControlLabel: '列を削除',
  tableToggleHeaderRowControlLabel: '1行目を見出しにする',
};

export default function HtmlEditor({ value, onChange, labelledBy, describedBy, invalid = false, uploadImage, askAlt }: HtmlEditorProps) {
  // A picture asks its alt text first, then is stored; pictures dropped or pasted go the same way.
  const upload = async (file: File) => {
    const alt = askAlt('');
    if (alt === null || !alt.trim()) throw new Error('画像の説明（代替テキスト）が入力されませんでした。');
    return { src: await uploadImage(file), alt: alt.trim() };
  };
  // The editor is made once: its upload extension reaches the newest props through this.
  const uploadRef = useRef(upload);
  uploadRef.current = upload;

  const editor = useEditor({
    extensions: [
      // StarterKit's own link is replaced by Mantine's (its link editor); code, strike and underline
      // are not offered (the server keeps s and u, but the site's style does not use them).
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, code: false, codeBlock: false, strike: false, underline: false }),
      // Not inclusive: typing after a link does not lengthen it (Tiptap makes autolinking links inclusive).
      Link.configure({ openOnClick: false, autolink: false }),
      getUploadImageExtension(Image, { onImageUpload: (file: File) => uploadRef.current(file), onImageUploadError: () => undefined }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    // Named by the form's label; a later change of the description or the error is applied below.
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(invalid && { 'aria-invalid': 'true' }),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // A draft restored from the device replaces what the editor holds.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The field's state (an error appears or goes) on the editable element itself.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.isInitialized) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  // The toolbar follows the selection (Tiptap 3 does not re-render the component on each change).
  const imageSelected = useEditorState({ editor, selector: (context) => context.editor?.isActive('image') ?? false });

  const editAlt = () => {
    if (!editor?.isActive('image')) return;
    const alt = askAlt(String(editor.getAttributes('image').alt ?? ''));
    if (alt !== null) editor.chain().focus().updateAttributes('image', { alt: alt.trim() }).run();
  };

  return (
    <RichTextEditor className="hiroba-html-editor" editor={editor} labels={LABELS}>
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/webp" />
          <RichTextEditor.Control onClick={editAlt} aria-label="ALT 画像の説明を変える" title="画像の説明（ALT）を変える" disabled={!imageSelected}>
            <span aria-hidden="true">ALT</span>
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.TableInsert />
          <RichTextEditor.TableRowAfter />
          <RichTextEditor.TableColumnAfter />
          <RichTextEditor.TableToggleHeaderRow />
          <RichTextEditor.TableDelete />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
