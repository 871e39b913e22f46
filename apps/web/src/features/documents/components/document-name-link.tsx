import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TDocument } from '@harborstay/contracts';

/** A document's name, opening its file in a new tab. */
export function DocumentNameLink({
  document,
  onOpen,
}: {
  document: TDocument;
  onOpen: (document: TDocument) => void;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(document);
      }}
      fw={600}
      ta="left"
      title="Open in a new tab"
      // 44 px high on a phone (app/global.css).
      data-hit-area="padded"
      // The icon sits in the padding, out of the text's flow: wrapped alone, it read as another line.
      style={{ position: 'relative', paddingRight: 20 }}
    >
      {document.name}
      <IconExternalLink size={14} aria-hidden style={{ position: 'absolute', right: 0, bottom: 5 }} />
    </Anchor>
  );
}
