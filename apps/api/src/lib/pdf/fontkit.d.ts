/** fontkit 2 ships no types; PDFKit takes its fonts as they are (pdf-document.ts). */
declare module 'fontkit' {
  export type Font = {
    layout: (text: string) => unknown;
    hasGlyphForCodePoint: (codePoint: number) => boolean;
    postscriptName: string;
    ascent: number;
    unitsPerEm: number;
  };
  export function create(buffer: Uint8Array): Font;
}
