/**
 * A page's code could not be downloaded: the network or the server is down, or a deploy replaced
 * the file this tab asked for. Only a fresh page load can get it: the router keeps a failed lazy
 * route failed, and the browser may keep a failed module import.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be downloaded', { cause });
    this.name = 'PageLoadError';
  }
}
