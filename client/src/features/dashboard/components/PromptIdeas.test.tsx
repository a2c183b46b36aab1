import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../app/i18n';
import { renderWithProviders } from '../../../test/render';
import { PromptIdeas } from './PromptIdeas';

describe('PromptIdeas style chips', () => {
  beforeEach(async () => {
    await initI18n('pt-BR');
    await loadNamespace('dashboard');
  });
  afterEach(cleanup);

  const render = (current = '') => {
    const onPick = vi.fn<(prompt: string) => void>();
    renderWithProviders(<PromptIdeas onPick={onPick} currentPrompt={() => current} />);
    return onPick;
  };
  const form = () => screen.getByRole('form', { name: 'Modelo: Restaurante' });
  const field = (name: string) => within(form()).getByRole('textbox', { name });

  it('asks for every slot of the template, the name taken from the prompt, then fills the box', () => {
    const onPick = render('Cantina da Nona: massa fresca todo dia');
    const chip = screen.getByRole('button', { name: 'Restaurante' });
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    expect(field('Nome do restaurante')).toHaveProperty('value', 'Cantina da Nona');
    // The name is known: the focus waits in the next field.
    expect(document.activeElement).toBe(field('Preço do prato do dia'));

    fireEvent.change(field('Preço do prato do dia'), { target: { value: 'R$ 32,90' } });
    fireEvent.change(field('Número do WhatsApp'), { target: { value: '(11) 98888-1234' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Usar este texto' }));

    expect(onPick).toHaveBeenCalledExactlyOnceWith(
      'Cantina da Nona: prato do dia a R$ 32,90, de segunda a sexta. Reserve pelo WhatsApp (11) 98888-1234',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(chip.getAttribute('aria-expanded')).toBe('false');
  });

  it('fills nothing while a slot is empty, and says so by the empty field', () => {
    const onPick = render('um bolo bonito');
    fireEvent.click(screen.getByRole('button', { name: 'Restaurante' }));
    const name = field('Nome do restaurante');
    expect(name).toHaveProperty('value', '');
    expect(document.activeElement).toBe(name);
    fireEvent.change(field('Preço do prato do dia'), { target: { value: '30' } });
    fireEvent.submit(form());

    expect(onPick).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Preencha todos os campos para usar este modelo.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field('Preço do prato do dia').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);

    // Blanks count as empty.
    fireEvent.change(name, { target: { value: 'Bistrô Sol' } });
    fireEvent.change(field('Número do WhatsApp'), { target: { value: '   ' } });
    fireEvent.submit(form());
    expect(onPick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Número do WhatsApp'));
  });

  it('Cancelar and Escape close the form and give the focus back to the chip', () => {
    const onPick = render();
    const chip = screen.getByRole('button', { name: 'Restaurante' });
    fireEvent.click(chip);
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(chip);

    fireEvent.click(chip);
    fireEvent.keyDown(field('Nome do restaurante'), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(chip);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('another chip swaps the form for its own template', () => {
    render('Academia Corpo em Forma: aula grátis');
    fireEvent.click(screen.getByRole('button', { name: 'Restaurante' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fitness' }));
    const fitness = screen.getByRole('form', { name: 'Modelo: Fitness' });
    expect(within(fitness).getByRole('textbox', { name: 'Nome da academia' })).toHaveProperty(
      'value',
      'Academia Corpo em Forma',
    );
    expect(within(fitness).getByRole('textbox', { name: 'Mensalidade' })).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  it('an example still fills the box at once', () => {
    const onPick = render();
    fireEvent.click(screen.getByRole('button', { name: /^Barbearia Navalha de Ouro/ }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(
      'Barbearia Navalha de Ouro: corte e barba por R$ 45 no sábado, agende pelo WhatsApp',
    );
  });
});
