const EXTENSIONS: Readonly<Record<string, string>> = {
  'text/plain': 'txt',
  'text/html': 'html',
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/** A name for decoded bytes: by the type a data URL named, else by whether they are text. */
export function decodedFileName(mime: string | null, isText: boolean): string {
  const extension = (mime && EXTENSIONS[mime]) ?? (isText ? 'txt' : 'bin');
  return `decoded.${extension}`;
}
