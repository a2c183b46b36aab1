import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from './Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

afterEach(cleanup);

function ThreeTabs() {
  const [value, setValue] = useState('a');
  return (
    <Tabs idPrefix="t" value={value} onValueChange={setValue}>
      <TabsList aria-label="Kind">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
        <TabsTrigger value="c">C</TabsTrigger>
      </TabsList>
      <TabsContent value="a">panel a</TabsContent>
      <TabsContent value="b">panel b</TabsContent>
      <TabsContent value="c">panel c</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with the arrow keys, Home and End, keeps one tab in the tab order and names its panel', () => {
    render(<ThreeTabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
    expect([tab('A').tabIndex, tab('B').tabIndex, tab('C').tabIndex]).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'A' });
    expect(panel.id).toBe(tab('A').getAttribute('aria-controls'));

    tab('A').focus();
    fireEvent.keyDown(tab('A'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('C'));
    expect(tab('C').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    fireEvent.keyDown(tab('C'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('A'));
    fireEvent.keyDown(tab('A'), { key: 'End' });
    expect(tab('C').getAttribute('data-state')).toBe('active');
    fireEvent.keyDown(tab('C'), { key: 'Home' });
    expect(tab('A').getAttribute('data-state')).toBe('active');
    expect(tab('C').getAttribute('data-state')).toBe('inactive');
    expect([tab('A').tabIndex, tab('B').tabIndex, tab('C').tabIndex]).toEqual([0, -1, -1]);

    fireEvent.mouseDown(tab('B'));
    expect(screen.getByRole('tabpanel', { name: 'B' }).textContent).toBe('panel b');
    expect(screen.queryByText('panel a')).toBeNull();
  });
});

describe('Switch', () => {
  function Labelled({ disabled = false }: { disabled?: boolean }) {
    const [on, setOn] = useState(false);
    return (
      <>
        <label htmlFor="s">Show</label>
        <Switch id="s" checked={on} onCheckedChange={setOn} disabled={disabled} />
      </>
    );
  }

  it('is a switch named by its label that toggles aria-checked and data-state on click', () => {
    render(<Labelled />);
    const control = screen.getByRole('switch', { name: 'Show' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getAttribute('type')).toBe('button');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(control.getAttribute('data-state')).toBe('checked');
    expect(control.firstElementChild?.getAttribute('data-state')).toBe('checked');
    fireEvent.click(screen.getByText('Show'));
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('does not toggle when disabled', () => {
    render(<Labelled disabled />);
    const control = screen.getByRole('switch', { name: 'Show' });
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });
});
