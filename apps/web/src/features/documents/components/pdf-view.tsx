import { useEffect, useRef, useState } from 'react';
import { Center, Loader, Text } from '@mantine/core';

type PdfState = { state: 'loading' } | { state: 'ready'; pages: number } | { state: 'failed' };

/** The PDF drawn in the page by pdf.js, loaded only when a PDF is first previewed. */
export function PdfView({ url, name }: { url: string; name: string }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PdfState>({ state: 'loading' });

  useEffect(() => {
    const container = pagesRef.current;
    if (!container) return;
    const abort = new AbortController();
    container.replaceChildren();
    setState({ state: 'loading' });
    import('../lib/render-pdf')
      .then(({ renderPdf }) => renderPdf(url, container, abort.signal))
      .then((pages) => !abort.signal.aborted && setState({ state: 'ready', pages }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('PDF preview failed', error);
        setState({ state: 'failed' });
      });
    return () => abort.abort();
  }, [url]);

  return (
    <>
      {state.state === 'loading' && (
        <Center h={200}>
          <Loader size="sm" aria-label="Loading the preview" />
        </Center>
      )}
      {state.state === 'failed' && (
        <Text c="dimmed" ta="center" py="xl">
          The preview could not be shown. Open the file in a new tab instead.
        </Text>
      )}
      <div
        ref={pagesRef}
        role="document"
        aria-label={`${name}, PDF preview`}
        data-testid="pdf-pages"
        data-pages={state.state === 'ready' ? state.pages : undefined}
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
      />
    </>
  );
}
