import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { renderWithProviders } from '../../test/render';

const App = () => (
  <Routes>
    {routes.map((r) => (
      <Route key={r.path} path={r.path} element={r.element} />
    ))}
  </Routes>
);

describe('client shell', () => {
  it('shows the landing headline in pt-BR and counts the prompt up to 500', () => {
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Crie vídeos promocionais incríveis com IA',
    );
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'Bolo de cenoura' } });
    expect(screen.getByText('15/500')).toBeTruthy();
    expect(box.getAttribute('maxlength')).toBe('500');
  });

  it('shows Page Not Found for any other path', () => {
    renderWithProviders(<App />, { route: '/nada-aqui' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
