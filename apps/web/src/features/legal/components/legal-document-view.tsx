import { List, Stack, Text, Title } from '@mantine/core';
import type { LegalBlock, LegalDocument, LegalSection } from '../content/legal-document';
import { LegalLayout, type LegalContentsEntry } from './legal-layout';
import classes from './legal-document-view.module.css';

const BODY_LINE_HEIGHT = 1.7;

/** One legal document: its intro, then each section numbered by its position, with a table of contents. */
export function LegalDocumentView({ legalDocument }: { legalDocument: LegalDocument }) {
  const { title, effectiveDate, intro, sections } = legalDocument;
  const contents: LegalContentsEntry[] = sections.map((section, index) => ({
    id: section.id,
    label: `${index + 1}. ${section.title}`,
  }));
  return (
    <LegalLayout title={title} effectiveDate={effectiveDate} contents={contents}>
      <Stack gap="sm">
        <LegalBlocks blocks={intro} />
      </Stack>
      {sections.map((section, index) => (
        <LegalSectionView key={section.id} section={section} number={index + 1} />
      ))}
    </LegalLayout>
  );
}

function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <Stack
      component="section"
      id={section.id}
      aria-labelledby={headingId}
      gap="sm"
      className={classes.section}
    >
      <Title order={2} id={headingId} fz={{ base: 20, sm: 22 }} lh={1.3}>
        {number}. {section.title}
      </Title>
      <LegalBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <Stack key={subsection.id} gap={4} mt="xs">
          <Title order={3} id={subsection.id} fz={{ base: 17, sm: 18 }} lh={1.3} className={classes.section}>
            {subsection.title}
          </Title>
          <LegalBlocks blocks={subsection.blocks} />
        </Stack>
      ))}
    </Stack>
  );
}

function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      // Blocks are static text in a fixed order, so their position is a stable key.
      <Text key={index} lh={BODY_LINE_HEIGHT}>
        {block}
      </Text>
    ) : (
      <List key={index} spacing={6} withPadding styles={{ item: { lineHeight: BODY_LINE_HEIGHT } }}>
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    ),
  );
}
