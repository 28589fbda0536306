/**
 * The links the share button copies (platform.md §2): an article's detail page, and for an image
 * work the page it is shown on plus pictDetailsId={works_id} (opening that link opens the work's
 * popup directly). Hosts compute the url with these and pass it to ShareButton.
 */

/** The absolute address of an article's detail page. */
export function articleShareUrl(
  articleId: string,
  origin: string = window.location.origin,
): string {
  const url = new URL("/knowledge/detail", origin);
  url.searchParams.set("id", articleId);
  return url.toString();
}

/** The current page's address (or `pageUrl`) with pictDetailsId set to the work (replacing one). */
export function imageWorkShareUrl(worksId: string, pageUrl: string = window.location.href): string {
  const url = new URL(pageUrl);
  url.searchParams.set("pictDetailsId", worksId);
  url.hash = "";
  return url.toString();
}
