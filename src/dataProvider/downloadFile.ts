/** `attachment; filename*=UTF-8''a%20b.csv` or `filename="a b.csv"` → `a b.csv`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/**
 * Hand a response to the browser as a download. The file comes from a POST
 * with a bearer token, so a plain link cannot fetch it: save the blob through
 * an object URL and a temporary `<a download>`.
 */
export async function downloadResponse(response: Response, fallbackName: string): Promise<string> {
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return filename;
}
