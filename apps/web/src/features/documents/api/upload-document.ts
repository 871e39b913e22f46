import { documentCalls, endpointUrl, type TDocument } from '@harborstay/contracts';
import { apiErrorOf, NetworkError } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';
import { sessionStore } from '../../../shared/session/session-store';

export type DocumentUpload = {
  propertyId: number;
  fields: { name: string; type: string; date?: string; notes?: string };
  file: File;
  /** The share of the file's bytes sent so far, 0 to 1, as the browser reports it. */
  onProgress: (sent: number) => void;
};

/**
 * The upload as multipart/form-data through XMLHttpRequest, whose upload events report the bytes
 * really sent (fetch reports none). The text fields go first, so the server can refuse a bad
 * name before it stores a byte of the file.
 */
export function uploadDocument({ propertyId, fields, file, onProgress }: DocumentUpload): Promise<TDocument> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpointUrl(documentCalls.upload, { propertyId }));
    request.setRequestHeader('accept', 'application/json');
    const session = sessionStore.get();
    if (session) request.setRequestHeader('authorization', `Token ${session.key}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body: unknown = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as TDocument);
      else reject(apiErrorOf(request.status, body));
    });
    request.addEventListener('error', () => reject(new NetworkError(new Error('upload failed'))));
    request.addEventListener('abort', () => reject(new NetworkError(new Error('upload aborted'))));
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function useUploadDocument() {
  return useWriteMutation({
    mutationFn: uploadDocument,
    touches: (_document, { propertyId }) => ({ kind: 'document-upload', propertyId }),
  });
}
