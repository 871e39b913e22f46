import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_COMPLETE_MS, UPLOAD_FAILED_MS, useUploadStatus } from './use-upload-status';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useUploadStatus', () => {
  it('follows the bytes sent, holds at 90 % until the server answers, then shows 100 % for 4 s', () => {
    const { result } = renderHook(() => useUploadStatus());
    expect(result.current.status).toEqual({ state: 'idle' });
    act(() => result.current.start());
    expect(result.current.status).toEqual({ state: 'uploading', percent: 0 });
    act(() => result.current.progress(0.37));
    expect(result.current.status).toEqual({ state: 'uploading', percent: 37 });
    act(() => result.current.progress(0.95));
    expect(result.current.status).toEqual({ state: 'uploading', percent: 90 });
    act(() => result.current.progress(1));
    expect(result.current.status).toEqual({ state: 'uploading', percent: 90 });
    // A late, smaller event never moves the bar back.
    act(() => result.current.progress(0.5));
    expect(result.current.status).toEqual({ state: 'uploading', percent: 90 });

    act(() => result.current.complete());
    expect(result.current.status).toEqual({ state: 'complete', percent: 100 });
    act(() => vi.advanceTimersByTime(UPLOAD_COMPLETE_MS - 1));
    expect(result.current.status.state).toBe('complete');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toEqual({ state: 'idle' });
    expect(UPLOAD_COMPLETE_MS).toBe(4000);
  });

  it("shows a failure with the server's message where the bar stopped, for 5 s", () => {
    const { result } = renderHook(() => useUploadStatus());
    act(() => result.current.start());
    act(() => result.current.progress(0.42));
    act(() => result.current.fail('Choose a PDF, PNG or JPEG file.'));
    expect(result.current.status).toEqual({
      state: 'failed',
      percent: 42,
      message: 'Choose a PDF, PNG or JPEG file.',
    });
    act(() => vi.advanceTimersByTime(UPLOAD_FAILED_MS - 1));
    expect(result.current.status.state).toBe('failed');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toEqual({ state: 'idle' });
    expect(UPLOAD_FAILED_MS).toBe(5000);
  });

  it('a new upload starts from 0 and is not cleared by the previous outcome’s timer', () => {
    const { result } = renderHook(() => useUploadStatus());
    act(() => result.current.start());
    act(() => result.current.fail('Nope'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.start());
    expect(result.current.status).toEqual({ state: 'uploading', percent: 0 });
    act(() => vi.advanceTimersByTime(UPLOAD_FAILED_MS));
    expect(result.current.status).toEqual({ state: 'uploading', percent: 0 });
  });
});
