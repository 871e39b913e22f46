import { useState, type KeyboardEvent, type Ref } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export type PasswordFieldProps = Omit<
  PasswordInputProps,
  'visible' | 'defaultVisible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'
> & {
  ref?: Ref<HTMLInputElement>;
  /** The show/hide button's name, e.g. 'Show or hide the new password'. */
  toggleLabel: string;
};

/**
 * A password input whose show/hide button a keyboard reaches: Mantine takes the button out of the
 * Tab order and toggles it on a mouse press or Space only, so here it is tabbable and Enter toggles
 * too, as on any button. Its pressed state says whether the password is shown.
 */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': toggleLabel,
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Enter') setVisible((visible) => !visible);
        },
      }}
    />
  );
}
