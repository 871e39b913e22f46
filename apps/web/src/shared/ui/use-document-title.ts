import { useEffect } from 'react';
import { useBrandName } from '../site-config';

/** Sets the browser tab's title to "<page> · <brand>". */
export function useDocumentTitle(title: string) {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title, brandName]);
}
