/**
 * Starts the download of an object URL under `fileName`, then lets the URL go. Files that need
 * a Bearer header (a PDF, a CSV report) are fetched as a Blob first (lib/api.ts `responseType`),
 * since a plain link cannot send it.
 */
export function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the download started; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
