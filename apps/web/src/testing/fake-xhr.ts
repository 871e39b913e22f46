import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest, for code that reports upload progress (which fetch cannot): the
 * test sees what was sent and decides the progress events and the answer. `install` puts it in
 * place of the global until `uninstall`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly uploadListeners = new Map<string, ((event: ProgressEvent) => void)[]>();
  readonly upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    const event = { lengthComputable: true, loaded, total } as ProgressEvent;
    for (const listener of this.uploadListeners.get('progress') ?? []) listener(event);
  }
  /** The server answers. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.get('load') ?? []) listener();
  }
  /** The request gets no answer. */
  failNetwork() {
    for (const listener of this.listeners.get('error') ?? []) listener();
  }

  static install() {
    FakeXhr.sent = [];
    // MSW makes the global read-only; vitest's stub redefines it and puts it back.
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
  static uninstall() {
    vi.unstubAllGlobals();
  }
}
