/** fontkit 2 ships no types; PDFKit takes its fonts as they are (pdf-document.ts). */
declare module 'fontkit' {
  export type Font = { layout: (text: string) => unknown; postscriptName: string };
  export function create(buffer: Uint8Array): Font;
}
