import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselControls, MAX_DOTS, visibleDots } from './components/CarouselControls';

function renderControls(
  current: number,
  ends: { previous?: boolean; next?: boolean } = {},
  count = 3,
) {
  const onGo = vi.fn();
  render(
    <CarouselControls
      count={count}
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

  it('shows a window of at most seven dots around the current slide, on one row', () => {
    const onGo = renderControls(10, {}, 20);
    const dots = screen.getAllByRole('button', { name: /^Slide / });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(
      [8, 9, 10, 11, 12, 13, 14].map((n) => `Slide ${n}`),
    );
    expect(screen.getByRole('button', { name: 'Slide 11' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slide 14' }));
    expect(onGo).toHaveBeenCalledWith(13);
  });
});

describe('visibleDots', () => {
  it('keeps every dot up to the limit', () => {
    expect(visibleDots(MAX_DOTS, 6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleDots(2, 1)).toEqual([0, 1]);
  });

  it('centres the current slide past the limit, and stops at the ends', () => {
    expect(visibleDots(24, 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleDots(24, 5)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(visibleDots(24, 23)).toEqual([17, 18, 19, 20, 21, 22, 23]);
    for (let current = 0; current < 24; current += 1) {
      const dots = visibleDots(24, current);
      expect(dots).toHaveLength(MAX_DOTS);
      expect(dots).toContain(current);
    }
  });
});
