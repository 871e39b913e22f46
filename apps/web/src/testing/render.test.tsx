import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from './render';

function Dialog() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button loading={isOpen} onClick={() => setOpen(true)}>
        Open
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="A dialog">
        Body
      </Modal>
    </>
  );
}

describe('the providers of the component tests', () => {
  it('play no Mantine transition: what opens or closes does so at once, with nothing left to run', () => {
    renderWithApp(<Dialog />);
    const button = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(button);
    // A Button's loader has a fixed 150 ms transition: only reduced motion skips it.
    expect(button.querySelector('.mantine-Button-loader')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeTruthy();
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.querySelector('.mantine-Button-loader')).toBeNull();
  });
});
