import { describe, expect, it } from 'vitest';
import { DOCUMENT_FILE_ACCEPT, DOCUMENT_FILE_NAMES, documentFileTypeOf } from './document-files';
import { messages } from './messages';

describe('the accepted document files', () => {
  it('name themselves in the messages, as the spec words them', () => {
    expect(DOCUMENT_FILE_NAMES).toBe('PDF, PNG or JPEG');
    expect(messages.documentFileType).toBe('Choose a PDF, PNG or JPEG file.');
  });

  it('give the file input every type and extension', () => {
    expect(DOCUMENT_FILE_ACCEPT).toBe('application/pdf,.pdf,image/png,.png,image/jpeg,.jpg,.jpeg');
  });

  it('tell an accepted type from any other', () => {
    expect(documentFileTypeOf('image/jpeg')?.preview).toBe('image');
    expect(documentFileTypeOf('application/pdf')?.preview).toBe('pdf');
    expect(documentFileTypeOf('text/html')).toBeUndefined();
    expect(documentFileTypeOf('image/webp')).toBeUndefined();
  });
});
