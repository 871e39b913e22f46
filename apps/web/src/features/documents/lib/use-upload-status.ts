import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the outcome stays (spec section 9): completion 4 s, failure 5 s. */
export const UPLOAD_COMPLETE_MS = 4000;
export const UPLOAD_FAILED_MS = 5000;
/** The bar waits here once every byte is sent, until the server says the file is stored. */
export const PROGRESS_HOLD = 90;

export type UploadStatus =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'complete'; percent: 100 }
  | { state: 'failed'; percent: number; message: string };

/**
 * The upload bar's state (spec section 4): the share of bytes sent, held at 90 % until the server
 * answers, then 'Upload complete.' at 100 % for 4 s or 'Upload failed!' for 5 s.
 */
export function useUploadStatus() {
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const percent = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback((next: UploadStatus, ms: number) => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus({ state: 'idle' }), ms);
  }, []);

  return {
    status,
    start: useCallback(() => {
      clearTimeout(timer.current);
      percent.current = 0;
      setStatus({ state: 'uploading', percent: 0 });
    }, []),
    progress: useCallback((sent: number) => {
      percent.current = Math.max(percent.current, Math.min(PROGRESS_HOLD, Math.round(sent * 100)));
      setStatus({ state: 'uploading', percent: percent.current });
    }, []),
    complete: useCallback(() => finish({ state: 'complete', percent: 100 }, UPLOAD_COMPLETE_MS), [finish]),
    fail: useCallback(
      (message: string) => finish({ state: 'failed', percent: percent.current, message }, UPLOAD_FAILED_MS),
      [finish],
    ),
  };
}
