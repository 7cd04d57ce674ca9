import '@mantine/core/styles/Input.css';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import classes from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  label: string;
  /** HTML as stored (the server sanitizes what it keeps). */
  value: string;
  onChange: (html: string, text: string) => void;
  error?: string;
  /** data-testid of the editable area. */
  testId?: string;
}

/**
 * Formatted text (an event's "about", an article's content) (tiptap, loaded with this chunk only). Formatting is limited to
 * what the public page shows: headings, bold, italic, lists, quotes and links. The server sanitizes.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  testId = 'about-editor',
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': error ? 'true' : 'false',
        class: classes.content ?? '',
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.getText()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  });

  const name = (key: string) => t(`ORGANIZER.EDITOR.${key.toUpperCase()}`);
  const tool = (key: keyof NonNullable<typeof state>, text: string, run: () => void) => (
    <ActionIcon
      key={key}
      variant={state?.[key] ? 'filled' : 'default'}
      size="md"
      // The name starts with the glyph shown (H2, 1.), so voice-control users can say what they see.
      aria-label={/\w/.test(text) ? `${text} ${name(key)}` : name(key)}
      aria-pressed={state?.[key] ?? false}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <span className={classes.glyph}>{text}</span>
    </ActionIcon>
  );

  const chain = () => editor?.chain().focus();
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        {label}
      </Text>
      <Paper withBorder radius="sm" className={classes.frame} data-error={error ? 'true' : undefined}>
        <Group
          gap={4}
          p={4}
          className={classes.toolbar}
          role="toolbar"
          aria-label={t('ORGANIZER.EDITOR.TOOLBAR')}
        >
          {tool('bold', 'B', () => chain()?.toggleBold().run())}
          {tool('italic', 'I', () => chain()?.toggleItalic().run())}
          {tool('h2', 'H2', () => chain()?.toggleHeading({ level: 2 }).run())}
          {tool('h3', 'H3', () => chain()?.toggleHeading({ level: 3 }).run())}
          {tool('bullet', '•', () => chain()?.toggleBulletList().run())}
          {tool('ordered', '1.', () => chain()?.toggleOrderedList().run())}
          {tool('quote', '❝', () => chain()?.toggleBlockquote().run())}
        </Group>
        <EditorContent editor={editor} />
      </Paper>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
