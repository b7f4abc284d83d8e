/**
 * The URL as the last change left it, for a screen that changes its URL faster than the router
 * renders it. The router renders each change later (in a transition): a change made before the
 * previous one has rendered must build on the previous one, and the late render of an earlier
 * change must not undo a later one. A rendered URL this screen did not ask for (Back, a link) is
 * taken as the latest and forgets what was still on its way.
 */
export class UrlIntent {
  private latestUrl: URLSearchParams;
  /** What this screen asked for and the router has not rendered yet, oldest first. */
  private pending: string[] = [];

  constructor(rendered: URLSearchParams) {
    this.latestUrl = rendered;
  }

  get latest(): URLSearchParams {
    return this.latestUrl;
  }

  /** This screen asks the router for `next`. */
  sent(next: URLSearchParams): void {
    this.latestUrl = next;
    this.pending.push(next.toString());
  }

  /** The router rendered `url`. */
  rendered(url: URLSearchParams): void {
    const at = this.pending.indexOf(url.toString());
    if (at === -1) {
      this.pending = [];
      this.latestUrl = url;
      return;
    }
    // One of ours: it and those before it have arrived; a later one is still on its way.
    this.pending.splice(0, at + 1);
    if (this.pending.length === 0) this.latestUrl = url;
  }
}
