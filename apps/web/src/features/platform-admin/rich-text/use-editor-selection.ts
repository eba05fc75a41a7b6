import { type RefObject, useEffect, useRef, useState } from 'react';
import { FORMAT_COMMANDS, isActive } from './editor-commands';

/**
 * Keeps the editor's last selection, so a toolbar button or the link field (which take focus)
 * format the text the author chose, and the toolbar's pressed states where the caret is.
 */
export function useEditorSelection(editorRef: RefObject<HTMLDivElement | null>) {
  const saved = useRef<Range | null>(null);
  const [active, setActive] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const onChange = () => {
      const selection = document.getSelection();
      const editor = editorRef.current;
      if (!selection || selection.rangeCount === 0 || !editor) return;
      const range = selection.getRangeAt(0);
      if (!editor.contains(range.commonAncestorContainer)) return;
      saved.current = range.cloneRange();
      setActive(new Set(FORMAT_COMMANDS.filter(isActive).map((c) => c.key)));
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, [editorRef]);

  /** Focuses the editor with its last selection back; true when text was selected. */
  const restore = (): boolean => {
    const editor = editorRef.current;
    editor?.focus();
    const range = saved.current;
    const selection = document.getSelection();
    if (!range || !selection) return false;
    selection.removeAllRanges();
    selection.addRange(range);
    return !range.collapsed;
  };

  return { active, restore };
}
