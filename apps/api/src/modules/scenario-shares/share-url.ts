/**
 * The page a share link opens: the web's read-only view, with the token in the hash route. The
 * fragment is never sent with the page's request nor in a Referer header; the page then asks
 * GET /shared-scenarios/{token}, whose request log names the route's pattern, not the token.
 */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/#/shared/${encodeURIComponent(token)}`;
}
