import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PlanBadge } from './PlanBadge';

describe('PlanBadge', () => {
  afterEach(cleanup);

  it.each([
    ['basic', 'Basic', 'bg-ink-100'],
    ['pro', 'PRO', 'bg-ink-900'],
    ['business', 'BUSINESS', 'bg-ink-900'],
  ] as const)('names the %s plan as a customer reads it', (plan, label, style) => {
    renderWithProviders(<PlanBadge plan={plan} />);
    expect(screen.getByText(label).className).toContain(style);
  });
});
