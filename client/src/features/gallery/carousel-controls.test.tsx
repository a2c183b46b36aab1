import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselControls } from './components/CarouselControls';

function renderControls(current: number, ends: { previous?: boolean; next?: boolean } = {}) {
  const onGo = vi.fn();
  render(
    <CarouselControls
      count={3}
      current={current}
      onGo={onGo}
      previousLabel="Anterior"
      nextLabel="Próximo"
      dotLabel={(i) => `Slide ${i + 1}`}
      previousDisabled={ends.previous}
      nextDisabled={ends.next}
    />,
  );
  return onGo;
}

describe('CarouselControls', () => {
  afterEach(cleanup);

  it('asks for the slide before, after, or of a dot, and marks the current dot', () => {
    const onGo = renderControls(1);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(onGo.mock.calls).toEqual([[0], [2], [2]]);
    expect(screen.getByRole('button', { name: 'Slide 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Slide 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('disables the arrows at the ends when asked', () => {
    const onGo = renderControls(0, { previous: true });
    const previous = screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(previous);
    expect(onGo).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Próximo' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
