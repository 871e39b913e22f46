import { NativeSelect } from '@mantine/core';

/**
 * The sort of a list shown as cards (a phone), where there are no column headings to click: one
 * choice for each order the table's headings offer.
 */
export function SortSelect<S extends string>({
  value,
  options,
  onChange,
}: {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (sort: S) => void;
}) {
  return (
    <NativeSelect
      label="Sort by"
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.currentTarget.value);
        if (chosen) onChange(chosen.value);
      }}
    />
  );
}
