import { useEffect, useMemo, useState } from 'react';

/** A picked photo's preview address, released when it changes or the screen goes. */
export function usePhotoPreview(): { url: string | null; set: (file: Blob | null) => void } {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return useMemo(
    () => ({ url, set: (file: Blob | null) => setUrl(file ? URL.createObjectURL(file) : null) }),
    [url],
  );
}
