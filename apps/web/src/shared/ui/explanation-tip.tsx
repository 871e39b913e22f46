import { useId } from 'react';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { InfoTooltip } from './info-tooltip';

/**
 * The (i) beside a figure's name: a tooltip saying exactly how the figure is computed, reachable
 * by keyboard and touch, and read by screen readers as the button's description.
 */
export function ExplanationTip({ label, explanation }: { label: string; explanation: string }) {
  const explanationId = useId();
  return (
    <>
      <InfoTooltip label={explanation} width={280}>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="sm"
          aria-label={`About ${label}`}
          aria-describedby={explanationId}
          // 44 px on a phone without a taller header (app/global.css).
          data-hit-area="outset"
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </InfoTooltip>
      <VisuallyHidden id={explanationId}>{explanation}</VisuallyHidden>
    </>
  );
}
