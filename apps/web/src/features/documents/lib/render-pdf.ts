import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a file of our own origin, admitted by the Content-Security-Policy's script-src 'self'.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a long document is opened in its own tab for the rest. */
const MAX_PAGES = 20;

/**
 * Draws the PDF at `url` into `container`, one canvas a page, each as wide as the container. In
 * the page itself (pdf.js) rather than the browser's viewer, which headless Chromium lacks and a
 * frame of another origin could not size. Stops at `signal`.
 */
export async function renderPdf(url: string, container: HTMLElement, signal: AbortSignal): Promise<number> {
  const task = getDocument({ url, isEvalSupported: false });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  const width = Math.max(240, container.clientWidth - 16);
  const pixelRatio = window.devicePixelRatio || 1;
  const pages = Math.min(pdf.numPages, MAX_PAGES);
  for (let number = 1; number <= pages; number += 1) {
    if (signal.aborted) break;
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * pixelRatio);
    canvas.height = Math.floor(viewport.height * pixelRatio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages}`);
    canvas.setAttribute('role', 'img');
    canvas.dataset.page = String(number);
    const context = canvas.getContext('2d');
    if (!context) break;
    container.append(canvas);
    await page.render({
      canvas,
      canvasContext: context,
      viewport,
      transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
    }).promise;
  }
  return pdf.numPages;
}
