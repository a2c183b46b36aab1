import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MuteButton, PlayPauseButton } from './MediaButtons';

describe('media buttons', () => {
  afterEach(cleanup);

  it('play / pause: named by the caller, clicks through, bigger by default', () => {
    const onClick = vi.fn();
    render(<PlayPauseButton playing onClick={onClick} label="Pausar" />);
    const button = screen.getByRole('button', { name: 'Pausar' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.className).toContain('size-10');
    expect(button.getAttribute('aria-pressed')).toBeNull();
  });

  it('mute: pressed while the sound is on, small when asked', () => {
    const { rerender } = render(
      <MuteButton muted onClick={() => undefined} label="Ativar som" size="sm" />,
    );
    const button = screen.getByRole('button', { name: 'Ativar som' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.className).toContain('size-9');
    rerender(<MuteButton muted={false} onClick={() => undefined} label="Desativar som" />);
    expect(screen.getByRole('button', { name: 'Desativar som' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
