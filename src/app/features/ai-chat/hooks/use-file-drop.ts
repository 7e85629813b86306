import { useCallback, useRef, useState, type DragEvent } from 'react';

const hasFiles = (event: DragEvent): boolean => event.dataTransfer.types.includes('Files');

/** Drag-and-drop of files onto an area: `dragging` shows the drop overlay. */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child: count them to know when the pointer left.
  const depth = useRef(0);

  const onDragEnter = useCallback((event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  }, []);
  const onDragOver = useCallback((event: DragEvent) => {
    if (hasFiles(event)) event.preventDefault();
  }, []);
  const onDragLeave = useCallback((event: DragEvent) => {
    if (!hasFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }, []);
  const onDrop = useCallback(
    (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      const files = [...event.dataTransfer.files];
      if (files.length) onFiles(files);
    },
    [onFiles],
  );
  return { dragging, handlers: { onDragEnter, onDragOver, onDragLeave, onDrop } };
}
